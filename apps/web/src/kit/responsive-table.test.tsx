import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Button } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResponsiveTable } from './responsive-table';

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
});
