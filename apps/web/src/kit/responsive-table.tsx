import {
  Alert,
  Button,
  Card,
  Checkbox,
  ConfigProvider,
  Empty,
  Flex,
  Grid,
  Pagination,
  Radio,
  Spin,
  Table,
  type TableColumnType,
  type TablePaginationConfig,
  type TableProps,
  Typography,
} from 'antd';
import { type Key, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

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
 * as full-height (44 px) buttons — so no list scrolls sideways at 375 px (docs/architecture.md,
 * Conventions). Pinned columns lose `fixed` on a phone, where a pinned column would leave a thin strip.
 * Every kit list (ResourcePage, QueryTable) renders through it; a hand-written table can too.
 */
export function ResponsiveTable<T extends object>(props: ResponsiveTableProps<T>) {
  const screens = Grid.useBreakpoint();
  const { cardTitleKey, cardFooter, ...table } = props;
  // Until the first measurement `md` is undefined: keep the table (a desktop never flashes cards).
  if (screens.md !== false) return <Table<T> {...table} />;
  return <CardList<T> {...table} cardTitleKey={cardTitleKey} cardFooter={cardFooter} />;
}

export type ResponsiveTableProps<T> = TableProps<T> & {
  /** The column (key or dataIndex) whose cell titles a row's card: the record's code or name. */
  cardTitleKey?: string;
  /** What a phone shows under the cards in place of the table's `summary` rows (a total, say). */
  cardFooter?: ReactNode;
};

/**
 * A table that must stay a table on a phone — a matrix whose columns only mean something side by side
 * (a comparison, a plan grid, a report frame). It scrolls sideways inside its own box (never the page)
 * and says so above it on a phone. Give the reason at the call site.
 */
export function WideTable<T extends object>({ scroll, ...props }: TableProps<T>) {
  const screens = Grid.useBreakpoint();
  const { t } = useTranslation();
  return (
    <div style={{ maxWidth: '100%', overflowX: 'auto' }}>
      {screens.md === false && (
        <Alert
          type="info"
          showIcon
          banner
          data-scroll-hint=""
          title={t('kit.cardList.scrollHint')}
          style={{ marginBottom: 8 }}
        />
      )}
      <Table<T> {...props} scroll={{ ...scroll, x: 'max-content' }} />
    </div>
  );
}
/** A table's summary rows (antd's Table.Summary), for a module that may not import antd's Table. */
export const TableSummary = Table.Summary;

function CardList<T extends object>({
  columns = [],
  dataSource = [],
  rowKey,
  loading,
  pagination,
  locale,
  onChange,
  cardTitleKey,
  cardFooter,
  rowSelection,
  expandable,
  onRow,
  rowClassName,
  title,
  footer,
  ...rest
}: ResponsiveTableProps<T>) {
  const { t } = useTranslation();
  const [ownExpanded, setOwnExpanded] = useState<readonly Key[]>(expandable?.defaultExpandedRowKeys ?? []);
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

  // Selection: a checkbox (or radio) in each card's header, and "select all on this page" above them.
  const keys = dataSource.map((record, index) => keyOf(rowKey, record, index));
  const selected = new Set<Key>(rowSelection?.selectedRowKeys ?? []);
  const selectable = dataSource.filter((record) => !rowSelection?.getCheckboxProps?.(record)?.disabled);
  const selectableKeys = selectable.map((record) => keys[dataSource.indexOf(record)] as Key);
  const select = (next: Key[], type: 'single' | 'all') =>
    rowSelection?.onChange?.(
      next,
      dataSource.filter((_, i) => next.includes(keys[i] as Key)),
      { type } as never,
    );
  const toggle = (key: Key, on: boolean) => {
    if (rowSelection?.type === 'radio') return select(on ? [key] : [], 'single');
    const next = [...selected].filter((k) => k !== key);
    select(on ? [...next, key] : next, 'single');
  };
  const allOnPage = selectableKeys.length > 0 && selectableKeys.every((k) => selected.has(k));
  const someOnPage = selectableKeys.some((k) => selected.has(k));

  // Expansion: the row's expanded content under its fields, behind a 44 px toggle.
  const expandedKeys = expandable?.expandedRowKeys ?? ownExpanded;
  const canExpand = (record: T) =>
    Boolean(expandable?.expandedRowRender) && (expandable?.rowExpandable?.(record) ?? true);
  const setExpanded = (record: T, key: Key, open: boolean) => {
    const next = open ? [...expandedKeys, key] : expandedKeys.filter((k) => k !== key);
    setOwnExpanded(next);
    expandable?.onExpand?.(open, record);
    expandable?.onExpandedRowsChange?.(next);
  };

  return (
    <div className="zj-card-list" {...passThrough}>
      {title && <div style={{ marginBottom: 8 }}>{title(dataSource)}</div>}
      {rowSelection && rowSelection.type !== 'radio' && dataSource.length > 0 && (
        <Checkbox
          data-card-select-all=""
          checked={allOnPage}
          indeterminate={someOnPage && !allOnPage}
          disabled={selectableKeys.length === 0}
          style={{ minHeight: 44, alignItems: 'center' }}
          onChange={(e) =>
            select(
              e.target.checked
                ? [...new Set([...selected, ...selectableKeys])]
                : [...selected].filter((k) => !selectableKeys.includes(k)),
              'all',
            )
          }
        >
          {t('kit.cardList.selectAll')}
        </Checkbox>
      )}
      <Spin spinning={spinning}>
        {dataSource.length === 0 ? (
          ((locale?.emptyText as ReactNode) ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />)
        ) : (
          <Flex vertical gap={12}>
            {dataSource.map((record, index) => {
              const key = keys[index] as Key;
              const row = onRow?.(record, index) ?? {};
              const className =
                typeof rowClassName === 'function' ? rowClassName(record, index, 0) : rowClassName;
              const expanded = expandedKeys.includes(key);
              const Choice = rowSelection?.type === 'radio' ? Radio : Checkbox;
              const heading = titleColumn ? (
                <Typography.Text strong>{cellOf(titleColumn, record, index)}</Typography.Text>
              ) : undefined;
              return (
                <Card
                  key={key}
                  size="small"
                  className={['zj-card-row', className].filter(Boolean).join(' ')}
                  data-row-key={key}
                  onClick={row.onClick as never}
                  style={row.style}
                  // A card's title wraps: a long name or a two-line title cell must not be cut at 375 px.
                  styles={{ title: { whiteSpace: 'normal', overflow: 'visible', padding: '8px 0' } }}
                  title={
                    rowSelection ? (
                      // The checkbox is its own 44 px target; a click on it does not open the row.
                      <Flex gap={8} align="center" onClick={(e) => e.stopPropagation()}>
                        <Choice
                          aria-label={t('kit.cardList.selectRow')}
                          checked={selected.has(key)}
                          disabled={Boolean(rowSelection.getCheckboxProps?.(record)?.disabled)}
                          style={{ minHeight: 44, alignItems: 'center' }}
                          onChange={(e) => toggle(key, e.target.checked)}
                        />
                        {heading}
                      </Flex>
                    ) : (
                      heading
                    )
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
                  {expanded && canExpand(record) && (
                    <div data-card-expanded="" style={{ marginTop: 8 }}>
                      {expandable?.expandedRowRender?.(record, index, 0, true)}
                    </div>
                  )}
                  {(actions || canExpand(record)) && (
                    // Touch targets of 44 px (WCAG 2.5.5) without a stylesheet in the entry chunk.
                    <ConfigProvider
                      theme={{ components: { Button: { controlHeight: 44, controlHeightSM: 44 } } }}
                    >
                      <Flex
                        data-card-actions=""
                        wrap
                        align="center"
                        style={{ marginTop: 8, borderTop: '1px solid rgba(5,5,5,0.06)' }}
                        onClick={(e) => e.stopPropagation()}
                      >
                        {canExpand(record) && (
                          <Button
                            type="link"
                            size="small"
                            aria-expanded={expanded}
                            onClick={() => setExpanded(record, key, !expanded)}
                          >
                            {t(expanded ? 'kit.cardList.collapse' : 'kit.cardList.expand')}
                          </Button>
                        )}
                        {actions && cellOf(actions, record, index)}
                      </Flex>
                    </ConfigProvider>
                  )}
                </Card>
              );
            })}
          </Flex>
        )}
      </Spin>
      {cardFooter !== undefined && dataSource.length > 0 && (
        <div data-card-footer="" style={{ marginTop: 12 }}>
          {cardFooter}
        </div>
      )}
      {footer && <div style={{ marginTop: 8 }}>{footer(dataSource)}</div>}
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
