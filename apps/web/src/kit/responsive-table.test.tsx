import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Button } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../app/i18n';
import { ResponsiveTable, WideTable } from './responsive-table';

// The kit's list on a phone: below the md breakpoint each row is a card (key column as title, the
// other visible columns as label: value, actions as 44 px buttons); on a desktop the antd table.

interface Row {
  id: number;
  code: string;
  floors: number;
  note: string;
}

const rows: Row[] = [
  { id: 1, code: '1#楼', floors: 18, note: '剪力墙' },
  { id: 2, code: '2#楼', floors: 26, note: '框架' },
];

function setWidth(width: number) {
  const win = window as unknown as { happyDOM?: { setInnerWidth(w: number): void } };
  act(() => {
    win.happyDOM?.setInnerWidth(width);
    window.dispatchEvent(new Event('resize'));
  });
}

function renderList(onPage = vi.fn()) {
  render(
    <ResponsiveTable<Row>
      rowKey="id"
      data-testid="list"
      dataSource={rows}
      columns={[
        { key: 'code', dataIndex: 'code', title: '楼栋号', fixed: 'left' },
        { key: 'floors', dataIndex: 'floors', title: '地上层数', render: (v: number) => `${v} 层` },
        { key: 'note', dataIndex: 'note', title: '备注', responsive: ['md'] },
        {
          key: 'actions',
          title: '操作',
          fixed: 'right',
          render: (_: unknown, row: Row) => (
            <Button size="small" type="link">
              编辑{row.id}
            </Button>
          ),
        },
      ]}
      pagination={{ current: 1, pageSize: 2, total: 5, onChange: onPage }}
    />,
  );
  return onPage;
}

describe('ResponsiveTable', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('zh');
  });

  afterEach(() => {
    cleanup();
    setWidth(1024);
  });

  it('when the screen is a phone, then every row is a card with its key column as title and no table', () => {
    setWidth(375);
    const onPage = renderList();
    const list = screen.getByTestId('list');
    expect(list.querySelector('table')).toBeNull();
    const cards = list.querySelectorAll('[data-row-key]');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByText('1#楼')).toBeTruthy();
    expect(first.getByText('地上层数')).toBeTruthy();
    expect(first.getByText('18 层')).toBeTruthy();
    // A column kept to wider screens stays off the card; the actions are its footer.
    expect(first.queryByText('剪力墙')).toBeNull();
    expect(first.getByRole('button', { name: '编辑1' })).toBeTruthy();
    fireEvent.click(within(list).getByTitle('Next Page'));
    expect(onPage).toHaveBeenCalledWith(2, 2);
  });

  it('when the screen is wide, then the rows are a table with every column', () => {
    setWidth(1366);
    renderList();
    const list = screen.getByTestId('list');
    expect(list.querySelector('table')).not.toBeNull();
    expect(within(list).getByText('剪力墙')).toBeTruthy();
  });

  it('when a phone shows a list with selection, then each card has a checkbox, disabled rows cannot be picked and 全选本页 takes the rest', () => {
    setWidth(375);
    const onSelect = vi.fn();
    const { rerender } = render(
      <ResponsiveTable<Row>
        rowKey="id"
        data-testid="list"
        cardTitleKey="code"
        dataSource={rows}
        columns={[
          { key: 'floors', dataIndex: 'floors', title: '地上层数' },
          { key: 'code', dataIndex: 'code', title: '楼栋号' },
        ]}
        rowSelection={{
          selectedRowKeys: [],
          onChange: onSelect,
          getCheckboxProps: (r) => ({ disabled: r.id === 2 }),
        }}
        pagination={false}
      />,
    );
    const cards = screen.getByTestId('list').querySelectorAll('[data-row-key]');
    // The card's title is the named column, not the first one.
    expect(
      within(cards[0] as HTMLElement)
        .getByText('1#楼')
        .closest('.ant-card-head'),
    ).not.toBeNull();
    const boxes = screen.getAllByRole('checkbox', { name: '选择' });
    expect(boxes).toHaveLength(2);
    expect((boxes[1] as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(boxes[0] as HTMLElement);
    expect(onSelect).toHaveBeenLastCalledWith([1], [rows[0]], { type: 'single' });
    fireEvent.click(screen.getByRole('checkbox', { name: '全选本页' }));
    expect(onSelect).toHaveBeenLastCalledWith([1], [rows[0]], { type: 'all' });
    rerender(
      <ResponsiveTable<Row>
        rowKey="id"
        data-testid="list"
        dataSource={rows}
        columns={[{ key: 'code', dataIndex: 'code', title: '楼栋号' }]}
        rowSelection={{ selectedRowKeys: [1], onChange: onSelect }}
        pagination={false}
      />,
    );
    fireEvent.click(screen.getAllByRole('checkbox', { name: '选择' })[0] as HTMLElement);
    expect(onSelect).toHaveBeenLastCalledWith([], [], { type: 'single' });
  });

  it('when a phone shows a list with expandable rows, then a row that can expand has a 展开详情 toggle showing its content', () => {
    setWidth(375);
    render(
      <ResponsiveTable<Row>
        rowKey="id"
        data-testid="list"
        dataSource={rows}
        columns={[{ key: 'code', dataIndex: 'code', title: '楼栋号' }]}
        expandable={{ rowExpandable: (r) => r.id === 1, expandedRowRender: (r) => `展开-${r.note}` }}
        cardFooter={<span>合计 2 栋</span>}
        pagination={false}
      />,
    );
    const cards = screen.getByTestId('list').querySelectorAll('[data-row-key]');
    expect(within(cards[1] as HTMLElement).queryByRole('button', { name: '展开详情' })).toBeNull();
    expect(screen.queryByText('展开-剪力墙')).toBeNull();
    fireEvent.click(within(cards[0] as HTMLElement).getByRole('button', { name: '展开详情' }));
    expect(screen.getByText('展开-剪力墙')).toBeTruthy();
    fireEvent.click(within(cards[0] as HTMLElement).getByRole('button', { name: '收起详情' }));
    expect(screen.queryByText('展开-剪力墙')).toBeNull();
    // The summary a table shows in its last row sits under the cards.
    expect(screen.getByText('合计 2 栋')).toBeTruthy();
  });

  it('when a phone shows a list whose rows open on click, then a card click opens it and its actions do not', () => {
    setWidth(375);
    const open = vi.fn();
    const act = vi.fn();
    render(
      <ResponsiveTable<Row>
        rowKey="id"
        data-testid="list"
        dataSource={rows}
        onRow={(r) => ({ onClick: () => open(r.id) })}
        rowClassName={(r) => (r.id === 1 ? 'unread' : '')}
        columns={[
          { key: 'code', dataIndex: 'code', title: '楼栋号' },
          {
            key: 'actions',
            title: '操作',
            render: (_: unknown, r: Row) => <Button onClick={() => act(r.id)}>删除{r.id}</Button>,
          },
        ]}
        pagination={false}
      />,
    );
    const cards = screen.getByTestId('list').querySelectorAll('[data-row-key]');
    expect((cards[0] as HTMLElement).classList.contains('unread')).toBe(true);
    fireEvent.click(within(cards[1] as HTMLElement).getByText('2#楼'));
    expect(open).toHaveBeenCalledWith(2);
    fireEvent.click(screen.getByRole('button', { name: '删除1' }));
    expect(act).toHaveBeenCalledWith(1);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('when a matrix stays a table (WideTable), then it scrolls inside its box and a phone is told to swipe', () => {
    setWidth(375);
    render(
      <WideTable<Row>
        rowKey="id"
        data-testid="matrix"
        dataSource={rows}
        columns={[{ key: 'code', dataIndex: 'code', title: '楼栋号' }]}
        pagination={false}
      />,
    );
    expect(screen.getByTestId('matrix').querySelector('table')).not.toBeNull();
    expect(screen.getByText('表格较宽，可左右滑动查看')).toBeTruthy();
    cleanup();
    setWidth(1366);
    render(
      <WideTable<Row>
        rowKey="id"
        dataSource={rows}
        columns={[{ key: 'code', dataIndex: 'code', title: '楼栋号' }]}
        pagination={false}
      />,
    );
    expect(screen.queryByText('表格较宽，可左右滑动查看')).toBeNull();
  });
});
