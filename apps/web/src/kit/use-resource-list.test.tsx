import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../app/i18n';
import { AppProviders } from '../app/providers';
import { queryClient } from '../app/query-client';
import { type ListParams, type ResourceListOptions, useResourceList } from './use-resource-list';

// The list state of a hand-written page (and of ResourcePage) kept in the URL: what a page asks
// its server for a given URL, what a change writes back, and back/forward.

interface Row {
  id: number;
  name: string;
}
type Load = (params: ListParams) => Promise<{ list: Row[]; total: number }>;

function Probe({ load, namespace }: { load: Load; namespace?: string }) {
  const list = useResourceList({
    queryKey: ['probe'],
    load,
    filters: { status: 'string', floor: 'number' },
    fixed: { buildingId: 7 },
    namespace,
  } satisfies ResourceListOptions<{ list: Row[]; total: number }>);
  return (
    <div>
      <output data-testid="status">{list.status}</output>
      <output data-testid="filtering">{String(list.filtering)}</output>
      <output data-testid="rows">{list.rows.map((r) => r.name).join(',')}</output>
      <output data-testid="total">{list.pagination.showTotal(list.total)}</output>
      <button type="button" onClick={() => list.setFilter('status', 'open')}>
        status
      </button>
      <button type="button" onClick={() => list.setKeyword('  3#楼 ')}>
        keyword
      </button>
      <button type="button" onClick={() => list.setPage(3)}>
        page3
      </button>
      <button type="button" onClick={() => list.pagination.onChange(2, 50)}>
        size50
      </button>
      <button type="button" onClick={() => list.setSort('name', 'desc')}>
        sort
      </button>
      <button type="button" onClick={() => list.reset()}>
        reset
      </button>
    </div>
  );
}

function renderProbe(url: string, load: Load, namespace?: string) {
  const router = createMemoryRouter([{ path: '/', element: <Probe load={load} namespace={namespace} /> }], {
    initialEntries: [url],
  });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const rows = (n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `r${i + 1}` }));
const SLOW = { timeout: 8000 };
const lastCall = (load: ReturnType<typeof vi.fn>) => load.mock.calls.at(-1)?.[0] as ListParams;
const searchOf = (router: ReturnType<typeof renderProbe>) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

beforeAll(async () => {
  await i18n.changeLanguage('zh');
});

afterEach(() => {
  cleanup();
  queryClient.clear();
});

describe('useResourceList (web kit)', { timeout: 30_000 }, () => {
  it('when a shared link is opened, then the list asks for exactly the page, size, sort, keyword and filters in it', async () => {
    const load = vi.fn<Load>(async () => ({ list: rows(2), total: 42 }));
    renderProbe(
      '/?page=2&limit=10&keyword=%E6%A1%A9&sortField=name&sortOrder=desc&status=open&floor=3&x=1',
      load,
    );
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('ready'), SLOW);
    expect(lastCall(load)).toEqual({
      page: 2,
      limit: 10,
      keyword: '桩',
      sortField: 'name',
      sortOrder: 'desc',
      // the URL's number filter reads back as a number; the page's fixed filter is always sent
      filters: { status: 'open', floor: 3, buildingId: 7 },
    });
    expect(screen.getByTestId('filtering').textContent).toBe('true');
    expect(screen.getByTestId('total').textContent).toBe('共 42 条');
  });

  it('when the URL holds nonsense (a page size not offered, page 0, a floor that is no number), then defaults stand in', async () => {
    const load = vi.fn<Load>(async () => ({ list: rows(1), total: 1 }));
    renderProbe('/?page=0&limit=7&floor=abc&sortOrder=sideways', load);
    await waitFor(() => expect(load).toHaveBeenCalled(), SLOW);
    expect(lastCall(load)).toEqual({
      page: 1,
      limit: 20,
      keyword: undefined,
      sortField: undefined,
      sortOrder: undefined,
      filters: { buildingId: 7 },
    });
    expect(screen.getByTestId('filtering').textContent).toBe('false');
  });

  it('when a filter, keyword, page or size changes, then the URL says so (page back to 1 on a new filter) and the list follows', async () => {
    const load = vi.fn<Load>(async () => ({ list: rows(3), total: 120 }));
    const router = renderProbe('/', load);
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('ready'), SLOW);
    fireEvent.click(screen.getByText('page3'));
    await waitFor(() => expect(searchOf(router)).toEqual({ page: '3' }));
    fireEvent.click(screen.getByText('status'));
    await waitFor(() => expect(searchOf(router)).toEqual({ status: 'open' }));
    fireEvent.click(screen.getByText('keyword'));
    await waitFor(() => expect(searchOf(router)).toEqual({ status: 'open', keyword: '3#楼' }));
    fireEvent.click(screen.getByText('size50'));
    await waitFor(() => expect(searchOf(router)).toEqual({ status: 'open', keyword: '3#楼', limit: '50' }));
    fireEvent.click(screen.getByText('sort'));
    await waitFor(() =>
      expect(searchOf(router)).toMatchObject({ sortField: 'name', sortOrder: 'desc', limit: '50' }),
    );
    await waitFor(() =>
      expect(lastCall(load)).toEqual({
        page: 1,
        limit: 50,
        keyword: '3#楼',
        sortField: 'name',
        sortOrder: 'desc',
        filters: { status: 'open', buildingId: 7 },
      }),
    );
    fireEvent.click(screen.getByText('reset'));
    await waitFor(() => expect(searchOf(router)).toEqual({ limit: '50' }));
  });

  it('when the user goes back and forward, then the list returns to what it showed', async () => {
    const load = vi.fn<Load>(async (p) => ({
      list: [{ id: 1, name: p.filters.status ? 'open-row' : 'any-row' }],
      total: 1,
    }));
    const router = renderProbe('/', load);
    await waitFor(() => expect(screen.getByTestId('rows').textContent).toBe('any-row'), SLOW);
    fireEvent.click(screen.getByText('status'));
    await waitFor(() => expect(screen.getByTestId('rows').textContent).toBe('open-row'), SLOW);
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByTestId('rows').textContent).toBe('any-row'), SLOW);
    expect(searchOf(router)).toEqual({});
    await act(() => router.navigate(1));
    await waitFor(() => expect(screen.getByTestId('rows').textContent).toBe('open-row'), SLOW);
    expect(searchOf(router)).toEqual({ status: 'open' });
  });

  it('when two lists share a page, then each keeps its parameters under its namespace and leaves others alone', async () => {
    const load = vi.fn<Load>(async () => ({ list: rows(1), total: 1 }));
    const router = renderProbe('/?tab=2&status=closed&plan.page=4', load, 'plan');
    await waitFor(() => expect(load).toHaveBeenCalled(), SLOW);
    expect(lastCall(load)).toMatchObject({ page: 4, filters: { buildingId: 7 } });
    fireEvent.click(screen.getByText('status'));
    await waitFor(() =>
      expect(searchOf(router)).toEqual({ tab: '2', status: 'closed', 'plan.status': 'open' }),
    );
  });

  it('when the server answers no rows, then the state is empty; when it fails first, error', async () => {
    const empty = vi.fn<Load>(async () => ({ list: [], total: 0 }));
    renderProbe('/', empty);
    expect(screen.getByTestId('status').textContent).toBe('loading');
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('empty'), SLOW);
    cleanup();
    queryClient.clear();
    const failing = vi.fn<Load>(async () => {
      throw new Error('down');
    });
    renderProbe('/', failing);
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('error'), { timeout: 15_000 });
  });
});
