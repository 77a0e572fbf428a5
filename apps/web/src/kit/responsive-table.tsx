import {
  Card,
  ConfigProvider,
  Empty,
  Flex,
  Grid,
  Pagination,
  Spin,
  Table,
  type TableColumnType,
  type TablePaginationConfig,
  type TableProps,
  Typography,
} from 'antd';
import type { Key, ReactNode } from 'react';

/** The key the lists give their row-actions column (`kit.actions`); it becomes the card's footer. */
const ACTIONS_KEY = 'actions';

type Column<T> = TableColumnType<T> & { children?: Column<T>[] };

/** Leaf columns in display order: a grouped header's children stand for it. */
function leaves<T>(columns: readonly Column<T>[]): Column<T>[] {
  return columns.flatMap((c) => (c.children?.length ? leaves(c.children) : [c]));
}

/** Columns a phone shows: not hidden, and not kept to wider screens (`responsive: ['md']` = hideOnMobile). */
function shownOnPhone<T>(column: Column<T>): boolean {
  if (column.hidden) return false;
  const at = column.responsive;
  return !at || at.includes('xs') || at.includes('sm');
}

function cellValue<T>(record: T, dataIndex: Column<T>['dataIndex']): unknown {
  if (dataIndex === undefined || dataIndex === null) return undefined;
  const path = Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  let value: unknown = record;
  for (const step of path) value = (value as Record<string | number, unknown> | undefined)?.[step as never];
  return value;
}

function cellOf<T>(column: Column<T>, record: T, index: number): ReactNode {
  const value = cellValue(record, column.dataIndex);
  if (column.render) {
    const shown = column.render(value, record, index) as ReactNode | { children?: ReactNode };
    // The old render shape ({ children, props }) still appears where a cell spans rows.
    if (shown && typeof shown === 'object' && !('$$typeof' in shown) && 'children' in shown)
      return shown.children;
    return shown as ReactNode;
  }
  return value === undefined || value === null || value === '' ? '—' : String(value);
}

function keyOf<T>(rowKey: TableProps<T>['rowKey'], record: T, index: number): Key {
  if (typeof rowKey === 'function') return rowKey(record, index) as Key;
  const field = (rowKey ?? 'key') as string;
  const value = (record as Record<string, unknown>)[field];
  return (value as Key | undefined) ?? index;
}

/**
 * An antd Table on a wide screen; below the md breakpoint (a phone) each row is a card instead: the
 * row's key column as its title, the other visible columns as label: value pairs, and the row's actions
 * as full-height (44 px) buttons — so no list scrolls sideways at 375 px (docs/architecture.md, phone
 * layout). Pinned columns lose `fixed` on a phone, where a pinned column would leave a thin strip.
 * Every kit list (ResourcePage, QueryTable) renders through it; a hand-written table can too.
 */
export function ResponsiveTable<T extends object>(props: TableProps<T> & { cardTitleKey?: string }) {
  const screens = Grid.useBreakpoint();
  const { cardTitleKey, ...table } = props;
  // Until the first measurement `md` is undefined: keep the table (a desktop never flashes cards).
  if (screens.md !== false) return <Table<T> {...table} />;
  return <CardList<T> {...table} cardTitleKey={cardTitleKey} />;
}

function CardList<T extends object>({
  columns = [],
  dataSource = [],
  rowKey,
  loading,
  pagination,
  locale,
  onChange,
  cardTitleKey,
  ...rest
}: TableProps<T> & { cardTitleKey?: string }) {
  const all = leaves(columns as Column<T>[]).filter(shownOnPhone);
  const actions = all.find((c) => c.key === ACTIONS_KEY);
  const fields = all.filter((c) => c !== actions);
  const titleColumn =
    fields.find(
      (c) => cardTitleKey !== undefined && (c.key === cardTitleKey || c.dataIndex === cardTitleKey),
    ) ?? fields[0];
  const others = fields.filter((c) => c !== titleColumn);
  const spinning = typeof loading === 'object' ? Boolean(loading.spinning) : Boolean(loading);
  const pager = pagination === false ? undefined : (pagination as TablePaginationConfig | undefined);
  const data = rest as Record<string, unknown>;
  const passThrough = Object.fromEntries(
    Object.entries(data).filter(([k]) => k.startsWith('data-') || k.startsWith('aria-')),
  );
  const changePage = (page: number, pageSize: number) => {
    pager?.onChange?.(page, pageSize);
    // A table that pages through its own onChange (no pager onChange) hears it the same way.
    if (!pager?.onChange)
      onChange?.({ ...pager, current: page, pageSize }, {}, [], { action: 'paginate' } as never);
  };
  return (
    <div className="zj-card-list" {...passThrough}>
      <Spin spinning={spinning}>
        {dataSource.length === 0 ? (
          ((locale?.emptyText as ReactNode) ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />)
        ) : (
          <Flex vertical gap={12}>
            {dataSource.map((record, index) => (
              <Card
                key={keyOf(rowKey, record, index)}
                size="small"
                className="zj-card-row"
                data-row-key={keyOf(rowKey, record, index)}
                title={
                  titleColumn ? (
                    <Typography.Text strong>{cellOf(titleColumn, record, index)}</Typography.Text>
                  ) : undefined
                }
              >
                <dl style={{ margin: 0 }}>
                  {others.map((column, i) => (
                    <Flex
                      key={String(column.key ?? column.dataIndex ?? i)}
                      gap={12}
                      justify="space-between"
                      style={{ padding: '4px 0' }}
                    >
                      <dt style={{ flex: 'none', maxWidth: '45%' }}>
                        <Typography.Text type="secondary">
                          {typeof column.title === 'function' ? null : (column.title as ReactNode)}
                        </Typography.Text>
                      </dt>
                      <dd style={{ margin: 0, textAlign: 'right', minWidth: 0, overflowWrap: 'anywhere' }}>
                        {cellOf(column, record, index)}
                      </dd>
                    </Flex>
                  ))}
                </dl>
                {actions && (
                  // Touch targets of 44 px (WCAG 2.5.5) without a stylesheet in the entry chunk.
                  <ConfigProvider
                    theme={{ components: { Button: { controlHeight: 44, controlHeightSM: 44 } } }}
                  >
                    <div
                      data-card-actions=""
                      style={{ marginTop: 8, borderTop: '1px solid rgba(5,5,5,0.06)' }}
                    >
                      {cellOf(actions, record, index)}
                    </div>
                  </ConfigProvider>
                )}
              </Card>
            ))}
          </Flex>
        )}
      </Spin>
      {pager && (pager.total ?? 0) > 0 && (
        <Flex justify="center" style={{ marginTop: 12 }}>
          <Pagination
            {...pager}
            size="small"
            simple
            showQuickJumper={false}
            showSizeChanger={false}
            onChange={changePage}
          />
        </Flex>
      )}
    </div>
  );
}
