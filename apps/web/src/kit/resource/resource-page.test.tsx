import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { BuildingItem } from '@zhuji/shared';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../app/i18n';
import { AppProviders } from '../../app/providers';
import { queryClient } from '../../app/query-client';
import '../../modules/building/messages';
import { buildingResource } from '../../modules/building/building.resource';
import { RouteActionsProvider } from '../permission-gate';
import { ResourcePage } from './resource-page';

// The web kit as a user sees it, against a stubbed server kit: the list, the action gate, the
// form with the shared rules, what goes on the wire, and the empty and failed states.

const ALL = ['list', 'detail', 'add', 'update', 'remove', 'export', 'import'];

const building = (n: number, overrides: Partial<BuildingItem> = {}): BuildingItem => ({
  id: n,
  projectId: 11,
  buildNumber: `${n}#楼`,
  name: `${n}#住宅楼`,
  floorsAbove: 18,
  floorsBelow: 1,
  cellFloor: '2.90',
  cellArea: '12560.50',
  buildHeight: '53.40',
  structureType: '剪力墙结构',
  createdAt: '2026-11-02T02:00:00.000Z',
  updatedAt: '2026-11-02T02:00:00.000Z',
  ...overrides,
});

const envelope = (data: unknown, code = 200, status = 200) =>
  new Response(JSON.stringify({ code, data, msg: code === 200 ? '' : '服务器开小差了', url: null }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

interface Call {
  method: string;
  url: URL;
  body: unknown;
}

/** A server kit with `rows` in its table; records every call. */
function stubServer(rows: BuildingItem[], { failList = false } = {}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://zhuji.test');
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method: init?.method ?? 'GET', url, body });
      if (url.pathname === '/api/project/architecture/list') {
        if (failList) return envelope(null, 500, 500);
        const page = Number(url.searchParams.get('page'));
        const limit = Number(url.searchParams.get('limit'));
        return envelope({
          total: rows.length,
          page,
          limit,
          list: rows.slice((page - 1) * limit, page * limit),
        });
      }
      if (url.pathname === '/api/project/architecture/detail') {
        const row = rows.find((r) => r.id === Number(url.searchParams.get('id')));
        return row ? envelope(row) : envelope(null, 404, 404);
      }
      if (url.pathname === '/api/project/architecture/add') {
        const added = building(rows.length + 1, body);
        rows.push(added);
        return envelope(added);
      }
      if (url.pathname === '/api/project/architecture/remove') return envelope({ removed: body.ids.length });
      return new Response('not found', { status: 404 });
    }),
  );
  return calls;
}

function renderPage(actions: string[] | undefined, { url = '/', config = buildingResource } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <RouteActionsProvider actions={actions}>
            <ResourcePage config={config} projectId={11} />
          </RouteActionsProvider>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const SLOW = { timeout: 8000 };
const table = () => screen.getByTestId('building-table');

beforeAll(async () => {
  await i18n.changeLanguage('zh');
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('ResourcePage (web module kit)', { timeout: 30_000 }, () => {
  it('when the server answers rows, then the columns show them with units and labels, and the total', async () => {
    const calls = stubServer([building(1), building(2, { structureType: '框架结构', cellFloor: null })]);
    renderPage(ALL);
    expect(await within(table()).findByText('1#楼', {}, SLOW)).toBeTruthy();
    expect(within(table()).getByText('剪力墙结构')).toBeTruthy();
    expect(within(table()).getAllByText('18 层')).toHaveLength(2);
    expect(within(table()).getAllByText('12560.50 m²')).toHaveLength(2);
    expect(screen.getByText('共 2 条')).toBeTruthy();
    const list = calls.find((c) => c.url.pathname.endsWith('/list'));
    expect(Object.fromEntries(list?.url.searchParams ?? [])).toEqual({ proId: '11', page: '1', limit: '20' });
  });

  it('when a shared link holds the list state, then the page asks for it and a new search goes into the URL', async () => {
    const calls = stubServer([building(1), building(2)]);
    const url = `/?building.keyword=${encodeURIComponent('1#')}&building.structureType=${encodeURIComponent('剪力墙结构')}&building.limit=10`;
    renderPage(ALL, { url });
    await within(table()).findByText('1#楼', {}, SLOW);
    const list = calls.find((c) => c.url.pathname.endsWith('/list'));
    expect(Object.fromEntries(list?.url.searchParams ?? [])).toEqual({
      proId: '11',
      page: '1',
      limit: '10',
      keyword: '1#',
      structureType: '剪力墙结构',
    });
    const search = screen.getByLabelText(i18n.t(buildingResource.keywordPlaceholder)) as HTMLInputElement;
    expect(search.value).toBe('1#');
    fireEvent.change(search, { target: { value: '2#' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('keyword')).toBe('2#'), SLOW);
  });

  it('when the page grants only list and detail, then add, edit, remove, import and export are not there', async () => {
    stubServer([building(1)]);
    renderPage(['list', 'detail']);
    await within(table()).findByText('1#楼', {}, SLOW);
    for (const name of [/新\s*增/, /编\s*辑/, /删\s*除/, /导\s*入/, /导\s*出/, /批量删除/])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(within(table()).getByRole('button', { name: /详\s*情/ })).toBeTruthy();
  });

  it('when a link names a record with ?id= and the page opens from it, then its detail opens once', async () => {
    const calls = stubServer([building(1), building(2, { buildNumber: '2#楼' })]);
    renderPage(['list', 'detail'], { url: '/?id=2', config: { ...buildingResource, openFromQuery: true } });
    await screen.findByTestId('building-detail', {}, SLOW);
    const details = calls.filter((c) => c.url.pathname.endsWith('/detail'));
    expect(details.map((c) => c.url.searchParams.get('id'))).toEqual(['2']);
  });

  it('when a page does not open from the query, then ?id= is left alone', async () => {
    const calls = stubServer([building(1)]);
    renderPage(ALL, { url: '/?id=1' });
    await within(table()).findByText('1#楼', {}, SLOW);
    expect(calls.some((c) => c.url.pathname.endsWith('/detail'))).toBe(false);
    expect(screen.queryByTestId('building-detail')).toBeNull();
  });

  it('when the page has no action list, then even detail is hidden (fail closed)', async () => {
    stubServer([building(1)]);
    renderPage(undefined);
    await within(table()).findByText('1#楼', {}, SLOW);
    expect(screen.queryByRole('button', { name: /详\s*情/ })).toBeNull();
  });

  it('when the form holds a build number of 0, then the shared rule refuses it and nothing is sent', async () => {
    const calls = stubServer([]);
    renderPage(ALL);
    fireEvent.click(await screen.findByRole('button', { name: /新\s*增/ }, SLOW));
    const form = await screen.findByTestId('building-form', {}, SLOW);
    fireEvent.change(within(form).getByLabelText('楼栋号'), { target: { value: '0' } });
    fireEvent.click(within(form).getByTestId('form-submit'));
    expect(await within(form).findByText('楼栋号为1-20个字符，且不能为0', {}, SLOW)).toBeTruthy();
    expect(within(form).getByText('此项不能为空')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('when a valid building is added, then only filled fields go with the project id and the list reloads', async () => {
    const calls = stubServer([]);
    renderPage(ALL);
    fireEvent.click(await screen.findByRole('button', { name: /新\s*增/ }, SLOW));
    const form = await screen.findByTestId('building-form', {}, SLOW);
    fireEvent.change(within(form).getByLabelText('楼栋号'), { target: { value: ' 3#楼 ' } });
    fireEvent.change(within(form).getByLabelText('地上层数'), { target: { value: '26' } });
    fireEvent.change(within(form).getByLabelText('标准层高'), { target: { value: '3.00' } });
    fireEvent.click(within(form).getByTestId('form-submit'));
    await waitFor(() => expect(calls.some((c) => c.url.pathname.endsWith('/add'))).toBe(true), SLOW);
    const add = calls.find((c) => c.url.pathname.endsWith('/add'));
    expect(add?.body).toEqual({ projectId: 11, buildNumber: '3#楼', floorsAbove: 26, cellFloor: '3.00' });
    expect(await within(table()).findByText('3#楼', {}, SLOW)).toBeTruthy();
    expect(calls.filter((c) => c.url.pathname.endsWith('/list')).length).toBeGreaterThanOrEqual(2);
  });

  it('when the table is empty, then the empty state names the resource', async () => {
    stubServer([]);
    renderPage(ALL);
    expect(await screen.findByText('暂无楼栋', {}, SLOW)).toBeTruthy();
  });

  it('when the list fails, then a retry is offered instead of an empty table', async () => {
    stubServer([], { failList: true });
    renderPage(ALL);
    expect(await screen.findByText('数据加载失败', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeTruthy();
  });

  it('when one row is removed, then the confirmation comes first and the ids are sent', async () => {
    const calls = stubServer([building(1), building(2)]);
    renderPage(ALL);
    await within(table()).findByText('2#楼', {}, SLOW);
    fireEvent.click(within(table()).getAllByRole('button', { name: /删\s*除/ })[1] as HTMLElement);
    const confirm = await screen.findByText('确定删除这条记录吗？删除后不可恢复。', {}, SLOW);
    expect(calls.some((c) => c.url.pathname.endsWith('/remove'))).toBe(false);
    const popover = confirm.closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: /删\s*除/ }));
    await waitFor(
      () => expect(calls.find((c) => c.url.pathname.endsWith('/remove'))?.body).toEqual({ ids: [2] }),
      SLOW,
    );
  });
});
