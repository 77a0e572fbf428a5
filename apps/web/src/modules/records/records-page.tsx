import './messages';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type GeoBorehole, PAGINATION, projectCalls, recordsCalls } from '@zhuji/shared';
import { Button, Card, Drawer, Empty, Input, List, Select, Space, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call';
import { useCompanyTypeName } from '../../kit/company-type-name';
import { queryStateProps } from '../../kit/query-table';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import { ResponsiveTable } from '../../kit/responsive-table';
import { usePaging } from '../../kit/use-paging';

const PILE_STATUSES = ['notStarted', 'inConstruction', 'recorded', 'confirmed', 'accepted'] as const;

function StrataDrawer({ hole, onClose }: { hole: GeoBorehole | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: ['records', 'geo', 'detail', hole?.id],
    queryFn: () => call(recordsCalls.geoDetailList, { query: { id: hole?.id ?? 0 } }),
    enabled: hole !== null,
  });
  return (
    <Drawer
      open={hole !== null}
      onClose={onClose}
      width={960}
      title={t('records.geo.strata', { holeNo: hole?.holeNo ?? '' })}
      data-testid="geo-strata"
    >
      <ResponsiveTable
        cardTitleKey="layerNo"
        rowKey="id"
        size="small"
        loading={detail.isLoading}
        dataSource={detail.data?.strata ?? []}
        pagination={false}
        scroll={{ x: 900 }}
        columns={[
          { title: t('records.geo.layerNo'), dataIndex: 'layerNo', width: 70 },
          { title: t('records.geo.name'), dataIndex: 'name', width: 130 },
          { title: t('records.geo.top'), dataIndex: 'topDepth', width: 90 },
          { title: t('records.geo.bottom'), dataIndex: 'bottomDepth', width: 90 },
          { title: t('records.geo.thickness'), dataIndex: 'thickness', width: 80 },
          { title: t('records.geo.bottomElevation'), dataIndex: 'bottomElevation', width: 100 },
          { title: t('records.geo.bearing'), dataIndex: 'bearingKpa', width: 110, render: (v) => v ?? '—' },
          {
            title: t('records.geo.shaftFriction'),
            dataIndex: 'shaftFrictionKpa',
            width: 110,
            render: (v) => v ?? '—',
          },
          {
            title: t('records.geo.endResistance'),
            dataIndex: 'endResistanceKpa',
            width: 110,
            render: (v) => v ?? '—',
          },
          { title: t('records.geo.description'), dataIndex: 'description' },
        ]}
      />
    </Drawer>
  );
}

function GeoTab({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const { page, limit, pagination } = usePaging();
  const [hole, setHole] = useState<GeoBorehole | null>(null);
  const list = useQuery({
    queryKey: ['records', 'geo', projectId, page, limit],
    queryFn: () => call(recordsCalls.geoList, { query: { proId: projectId, page, limit } }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <ResponsiveTable
        cardTitleKey="holeNo"
        rowKey="id"
        size="small"
        data-testid="geo-table"
        {...queryStateProps(list)}
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        pagination={pagination(list.data?.total)}
        locale={{ emptyText: <Empty description={t('records.geo.empty')} /> }}
        scroll={{ x: 900 }}
        columns={[
          {
            title: t('records.geo.holeNo'),
            dataIndex: 'holeNo',
            render: (v: string, r: GeoBorehole) => (
              <Button type="link" size="small" onClick={() => setHole(r)}>
                {v}
              </Button>
            ),
          },
          {
            title: t('records.geo.kind'),
            dataIndex: 'kind',
            render: (v: GeoBorehole['kind']) => (
              <Tag color={v === 'SAMPLING' ? 'blue' : 'default'}>{t(`records.geo.${v}`)}</Tag>
            ),
          },
          {
            title: t('records.geo.coordinates'),
            key: 'xy',
            render: (_: unknown, r: GeoBorehole) => `${r.x} / ${r.y}`,
          },
          { title: t('records.geo.elevation'), dataIndex: 'elevation' },
          { title: t('records.geo.depth'), dataIndex: 'depth' },
          { title: t('records.geo.waterDepth'), dataIndex: 'waterDepth', render: (v) => v ?? '—' },
          { title: t('records.geo.strataCount'), dataIndex: 'strataCount' },
          { title: t('records.geo.bottomLayer'), dataIndex: 'bottomLayer', render: (v) => v ?? '—' },
          { title: t('records.geo.drilledOn'), dataIndex: 'drilledOn' },
          {
            key: 'view',
            render: (_: unknown, r: GeoBorehole) => (
              <Button size="small" onClick={() => setHole(r)}>
                {t('records.geo.view')}
              </Button>
            ),
          },
        ]}
      />
      <StrataDrawer hole={hole} onClose={() => setHole(null)} />
    </>
  );
}

function PileDataTab({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const { page, limit, setPage, pagination } = usePaging();
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<(typeof PILE_STATUSES)[number] | undefined>();
  const list = useQuery({
    queryKey: ['records', 'piles', projectId, page, limit, keyword, status],
    queryFn: () =>
      call(recordsCalls.pileDataList, {
        query: { proId: projectId, page, limit, keyword: keyword || undefined, status },
      }),
    placeholderData: keepPreviousData,
  });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Input.Search
          allowClear
          placeholder={t('records.piles.keyword')}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPage(1);
          }}
          style={{ width: 220 }}
        />
        <Select
          allowClear
          placeholder={t('records.piles.status')}
          style={{ width: 180 }}
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          options={PILE_STATUSES.map((s) => ({ value: s, label: t(`records.piles.statuses.${s}`) }))}
        />
      </Space>
      <ResponsiveTable
        cardTitleKey="pileNo"
        rowKey="id"
        size="small"
        data-testid="pile-data-table"
        {...queryStateProps(list)}
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        pagination={pagination(list.data?.total)}
        locale={{ emptyText: <Empty description={t('records.piles.empty')} /> }}
        scroll={{ x: 900 }}
        columns={[
          { title: t('records.piles.pileNo'), dataIndex: 'pileNo' },
          { title: t('records.piles.group'), dataIndex: 'groupName' },
          {
            title: t('records.piles.pileType'),
            dataIndex: 'pileType',
            render: (v: string) => t(`records.piles.types.${v}` as never, { defaultValue: v }),
          },
          { title: t('records.piles.diameter'), dataIndex: 'diameterMm' },
          { title: t('records.piles.designLength'), dataIndex: 'designLength', render: (v) => v ?? '—' },
          {
            title: t('records.piles.status'),
            dataIndex: 'status',
            render: (v: string) => t(`records.piles.statuses.${v}` as never, { defaultValue: v }),
          },
          { title: t('records.piles.filling'), dataIndex: 'fillingCoefficient', render: (v) => v ?? '—' },
          {
            title: t('records.piles.abnormal'),
            dataIndex: 'abnormal',
            render: (v: boolean) => (v ? <Tag color="red">{t('records.piles.yes')}</Tag> : '—'),
          },
          {
            title: t('records.piles.finishedAt'),
            dataIndex: 'finishedAt',
            render: (v: string | null) => (v ? v.slice(0, 16).replace('T', ' ') : '—'),
          },
        ]}
      />
    </Space>
  );
}

function GoodsTab() {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGINATION.LIMIT);
  const [projectName, setProjectName] = useState('');
  const list = useQuery({
    queryKey: ['records', 'goods', projectName, pageNum, pageSize],
    queryFn: () =>
      call(recordsCalls.goodsList, { query: { projectName: projectName || undefined, pageNum, pageSize } }),
    placeholderData: keepPreviousData,
  });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Input.Search
        allowClear
        placeholder={t('records.goods.projectName')}
        style={{ width: 280 }}
        onSearch={(v) => {
          setProjectName(v.trim());
          setPageNum(1);
        }}
        data-testid="goods-search"
      />
      <ResponsiveTable
        cardTitleKey="name"
        rowKey="id"
        size="small"
        data-testid="goods-table"
        {...queryStateProps(list)}
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: <Empty description={t('records.goods.empty')} /> }}
        scroll={{ x: 1000 }}
        pagination={{
          current: pageNum,
          pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGINATION.PAGE_SIZES.map(String),
          showTotal: (n) => t('kit.total', { count: n }),
          onChange: (p, size) => {
            setPageNum(size === pageSize ? p : 1);
            setPageSize(size);
          },
        }}
        columns={[
          { title: t('records.goods.project'), dataIndex: 'projectName', width: 240 },
          { title: t('records.goods.name'), dataIndex: 'name' },
          { title: t('records.goods.spec'), dataIndex: 'spec' },
          { title: t('records.goods.quantity'), dataIndex: 'quantity', align: 'right' },
          { title: t('records.goods.unit'), dataIndex: 'unit' },
          {
            title: t('records.goods.unitPrice'),
            dataIndex: 'unitPrice',
            align: 'right',
            render: (v) => v ?? '—',
          },
          { title: t('records.goods.amount'), dataIndex: 'amount', align: 'right', render: (v) => v ?? '—' },
          { title: t('records.goods.supplier'), dataIndex: 'supplier' },
          { title: t('records.goods.arrivedOn'), dataIndex: 'arrivedOn' },
        ]}
      />
    </Space>
  );
}

function PeopleTab({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const typeName = useCompanyTypeName();
  const depts = useQuery({
    queryKey: ['records', 'people', projectId],
    queryFn: () => call(recordsCalls.roleUsersByDept, { query: { proId: projectId } }),
  });
  if (!depts.isLoading && (depts.data ?? []).length === 0)
    return <Empty description={t('records.people.empty')} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="people-by-dept">
      {depts.isLoading && <Card loading />}
      {(depts.data ?? []).map((d) => (
        <Card
          key={d.companyId}
          size="small"
          title={
            <Space>
              <Tag color="blue">{typeName(d.compType)}</Tag>
              {d.companyName}
            </Space>
          }
          extra={t('records.people.count', { count: d.users.length })}
        >
          <ResponsiveTable
            cardTitleKey="name"
            rowKey="userId"
            size="small"
            pagination={false}
            dataSource={d.users}
            columns={[
              { title: t('records.people.name'), dataIndex: 'name', width: 160 },
              { title: t('records.people.phone'), dataIndex: 'phone', width: 160, render: (v) => v ?? '—' },
              {
                title: t('records.people.roles'),
                dataIndex: 'roles',
                render: (roles: string[]) => roles.map((r) => <Tag key={r}>{r}</Tag>),
              },
            ]}
          />
        </Card>
      ))}
    </Space>
  );
}

function VipTab({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const rule = useQuery({
    queryKey: ['records', 'vip', projectId],
    queryFn: () => call(projectCalls.vipRule, { body: { proId: projectId } }),
  });
  return (
    <List
      data-testid="vip-interests"
      loading={rule.isLoading}
      dataSource={rule.data?.interests ?? []}
      locale={{ emptyText: t('records.vip.empty') }}
      renderItem={(item) => (
        <List.Item
          extra={
            <Tag color={item.enabled ? 'purple' : 'default'}>
              {item.enabled ? t('records.vip.enabled') : t('records.vip.disabled')}
            </Tag>
          }
        >
          <List.Item.Meta
            title={item.name}
            description={<Typography.Text type="secondary">{item.description}</Typography.Text>}
          />
        </List.Item>
      )}
    />
  );
}

/** Menu 'project/records' (项目台账): geology, pile data, goods, people by company and premium features. */
export function RecordsPage() {
  const { t } = useTranslation();
  return (
    <WithCurrentProject>
      {(projectId) => (
        <Card title={t('records.title')}>
          <Tabs
            destroyOnHidden
            items={[
              { key: 'geo', label: t('records.tabs.geo'), children: <GeoTab projectId={projectId} /> },
              {
                key: 'piles',
                label: t('records.tabs.piles'),
                children: <PileDataTab projectId={projectId} />,
              },
              { key: 'goods', label: t('records.tabs.goods'), children: <GoodsTab /> },
              {
                key: 'people',
                label: t('records.tabs.people'),
                children: <PeopleTab projectId={projectId} />,
              },
              { key: 'vip', label: t('records.tabs.vip'), children: <VipTab projectId={projectId} /> },
            ]}
          />
        </Card>
      )}
    </WithCurrentProject>
  );
}
