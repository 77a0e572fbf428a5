import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Page } from '@zhuji/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../app/i18n';
import { QueryTable } from './query-table';
import { usePaging } from './use-paging';

interface Row {
  id: number;
  name: string;
}

function List({
  load,
}: {
  load: (page: number, limit: number) => Promise<Pick<Page<Row>, 'list' | 'total'>>;
}) {
  const paging = usePaging();
  const query = useQuery({
    queryKey: ['rows', paging.page, paging.limit],
    queryFn: () => load(paging.page, paging.limit),
    retry: false,
  });
  return (
    <QueryTable<Row>
      query={query}
      paging={paging}
      empty="暂无整改通知"
      failedTitle="整改通知加载失败"
      rowKey="id"
      columns={[{ title: '标题', dataIndex: 'name' }]}
      data-testid="rows-table"
    />
  );
}

const renderList = (load: (page: number, limit: number) => Promise<Pick<Page<Row>, 'list' | 'total'>>) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <List load={load} />
    </QueryClientProvider>,
  );

beforeAll(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

describe('<QueryTable>', () => {
  it('when the page holds rows, then they show with the total', async () => {
    renderList(async () => ({
      list: [
        { id: 1, name: '泥浆池无防护栏杆' },
        { id: 2, name: '桩 GZ11 检测不合格' },
      ],
      total: 2,
    }));
    await screen.findByText('泥浆池无防护栏杆');
    expect(screen.getByText('桩 GZ11 检测不合格')).toBeTruthy();
    expect(screen.getByText('共 2 条')).toBeTruthy();
  });

  it('when the page is empty, then the empty text shows', async () => {
    renderList(async () => ({ list: [], total: 0 }));
    await screen.findByText('暂无整改通知');
  });

  it('when the first load fails, then the warning offers a retry that loads again', async () => {
    const load = vi
      .fn<(page: number, limit: number) => Promise<Pick<Page<Row>, 'list' | 'total'>>>()
      .mockRejectedValueOnce(new Error('网络异常'))
      .mockResolvedValue({ list: [{ id: 3, name: '钢筋保护层不足' }], total: 1 });
    renderList(load);
    await screen.findByText('整改通知加载失败');
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    await screen.findByText('钢筋保护层不足');
    await waitFor(() => expect(screen.queryByText('整改通知加载失败')).toBeNull());
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('when a second page is asked for, then the query asks the server for page 2', async () => {
    const load = vi.fn(async (page: number) => ({
      list: Array.from({ length: 20 }, (_, i) => ({
        id: (page - 1) * 20 + i + 1,
        name: `第${page}页-${i + 1}`,
      })),
      total: 45,
    }));
    renderList(load);
    await screen.findByText('第1页-1');
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByText('第2页-1');
    expect(load).toHaveBeenLastCalledWith(2, 20);
  });

  it('when its query is in flight, then the table says so (aria-busy, data-state loading) until the rows are shown', async () => {
    let answer: (page: Pick<Page<Row>, 'list' | 'total'>) => void = () => undefined;
    renderList(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const table = await screen.findByTestId('rows-table');
    expect(table.getAttribute('data-state')).toBe('loading');
    expect(document.querySelector('[aria-busy="true"]')).toBeTruthy();
    answer({ list: [{ id: 4, name: '模板支撑间距超标' }], total: 1 });
    await screen.findByText('模板支撑间距超标');
    await waitFor(() => expect(screen.getByTestId('rows-table').getAttribute('data-state')).toBe('ready'));
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
