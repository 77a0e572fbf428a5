import './messages';
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ACCEPTANCE_STATUSES,
  type AcceptanceItem,
  type AcceptanceStatus,
  businessDateTimeOf,
} from '@zhuji/shared';
import { App, Button, Card, Empty, Flex, Input, Result, Select, Space, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Can } from '../../kit/permission-gate';
import { queryStateProps } from '../../kit/query-table';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import { saveFile } from '../../kit/resource/resource-api';
import { ResponsiveTable } from '../../kit/responsive-table';
import { useSubmit } from '../../kit/use-submit';
import { acceptanceApi, acceptanceKeys } from './acceptance.api';
import { ApplyDrawer } from './apply-drawer';
import { DetailDrawer } from './detail-drawer';
import { DivisionModal, SubItemModal } from './lot-modals';
import { StatusTag } from './lot-status';

type Level = 'lot' | 'subitem' | 'division';

function LotList({ projectId, level }: { projectId: number; level: Level }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const [status, setStatus] = useState<AcceptanceStatus>();
  const [keyword, setKeyword] = useState('');
  const [applying, setApplying] = useState<{ reapply?: AcceptanceItem } | null>(null);
  const [applyingDivision, setApplyingDivision] = useState(false);
  const [applyingSubItem, setApplyingSubItem] = useState(false);
  const [detailId, setDetailId] = useState<number | null>(null);
  useEffect(() => {
    const id = Number(params.get('id'));
    if (id > 0 && level === 'lot') {
      setDetailId(id);
      setParams({}, { replace: true });
    }
  }, [params, setParams, level]);
  const query = {
    proId: projectId,
    level,
    page,
    limit,
    ...(status ? { status } : {}),
    ...(keyword ? { keyword } : {}),
  };
  const list = useQuery({
    queryKey: acceptanceKeys.list(query),
    queryFn: () => acceptanceApi.list(query),
    placeholderData: keepPreviousData,
  });
  const exportIt = useSubmit(async () => {
    const { page: _p, limit: _l, ...filters } = query;
    const file = await acceptanceApi.export(filters);
    saveFile(file.blob, file.filename ?? 'acceptance.xlsx');
  });
  const revoke = (row: AcceptanceItem) =>
    modal.confirm({
      title: t('acceptance.confirm.revoke'),
      okText: t('acceptance.confirm.ok'),
      cancelText: t('acceptance.confirm.cancel'),
      onOk: async () => {
        await acceptanceApi.revoke(row.id);
        message.success(t('acceptance.done.revoke'));
        await client.invalidateQueries({ queryKey: acceptanceKeys.all });
      },
    });
  if (list.isError && !list.data)
    return (
      <Result
        status="warning"
        title={t('acceptance.loadFailed')}
        extra={<Button onClick={() => void list.refetch()}>{t('acceptance.retry')}</Button>}
      />
    );
  return (
    <>
      <Flex gap={8} wrap justify="space-between" style={{ marginBottom: 12 }}>
        <Space wrap>
          <Input.Search
            allowClear
            placeholder={t('acceptance.filter.keyword')}
            style={{ width: 240 }}
            onSearch={(v) => {
              setKeyword(v.trim());
              setPage(1);
            }}
          />
          <Select
            allowClear
            placeholder={t('acceptance.filter.status')}
            style={{ width: 140 }}
            value={status}
            onChange={(v) => {
              setStatus(v);
              setPage(1);
            }}
            options={ACCEPTANCE_STATUSES.map((s) => ({ value: s, label: t(`acceptance.status.${s}`) }))}
          />
        </Space>
        <Space>
          {level === 'division' ? (
            <Can action="add">
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setApplyingDivision(true)}
                data-testid="acceptance-apply-division"
              >
                {t('acceptance.action.applyDivision')}
              </Button>
            </Can>
          ) : null}
          {level === 'subitem' ? (
            <Can action="add">
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setApplyingSubItem(true)}
                data-testid="acceptance-apply-subitem"
              >
                {t('acceptance.action.applySubItem')}
              </Button>
            </Can>
          ) : null}
          {level === 'lot' ? (
            <Can action="add">
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setApplying({})}
                data-testid="acceptance-apply"
              >
                {t('acceptance.action.apply')}
              </Button>
            </Can>
          ) : null}
          <Can action="export">
            <Button
              icon={<DownloadOutlined />}
              loading={exportIt.submitting}
              onClick={() => void exportIt.submit(undefined)}
            >
              {t('acceptance.action.export')}
            </Button>
          </Can>
        </Space>
      </Flex>
      <ResponsiveTable<AcceptanceItem>
        cardTitleKey="codeName"
        rowKey="id"
        size="middle"
        data-testid={`acceptance-table-${level}`}
        {...queryStateProps(list)}
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: <Empty description={t('acceptance.empty')} /> }}
        scroll={{ x: 960 }}
        pagination={{
          current: page,
          pageSize: limit,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [5, 10, 20, 30, 50],
          onChange: (p, size) => {
            setPage(size === limit ? p : 1);
            setLimit(size);
          },
        }}
        columns={[
          {
            title: t('acceptance.column.codeName'),
            dataIndex: 'codeName',
            render: (name: string, row) => (
              <Button
                type="link"
                style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
                onClick={() => setDetailId(row.id)}
              >
                {row.code} {name}
              </Button>
            ),
          },
          ...(level === 'lot'
            ? [
                { title: t('acceptance.column.lotNo'), dataIndex: 'lotNo', width: 110 },
                { title: t('acceptance.column.location'), dataIndex: 'location' },
                {
                  title: t('acceptance.column.sample'),
                  key: 'sample',
                  width: 110,
                  render: (_: unknown, row: AcceptanceItem) =>
                    `${row.lotSize ?? ''} / ${row.sampleSize ?? ''}`,
                },
              ]
            : []),
          {
            title: t('acceptance.column.status'),
            dataIndex: 'status',
            width: 110,
            render: (s: AcceptanceStatus) => <StatusTag status={s} />,
          },
          { title: t('acceptance.column.applicant'), dataIndex: 'applicantName', width: 100 },
          {
            title: t('acceptance.column.updatedAt'),
            dataIndex: 'updatedAt',
            width: 150,
            render: (v: string) => businessDateTimeOf(v),
          },
          {
            title: t('acceptance.column.operation'),
            key: 'actions',
            width: 200,
            fixed: 'right',
            render: (_, row) => (
              <Space size={0}>
                <Button
                  type="link"
                  size="small"
                  onClick={() => setDetailId(row.id)}
                  data-testid={`acceptance-detail-${row.lotNo}`}
                >
                  {t('acceptance.action.detail')}
                </Button>
                {row.level === 'lot' && row.status === 'pending' && row.flowVersion === 1 ? (
                  <Can action="add">
                    <Button type="link" size="small" onClick={() => revoke(row)}>
                      {t('acceptance.action.revoke')}
                    </Button>
                  </Can>
                ) : null}
                {row.level === 'lot' && (row.status === 'rejected' || row.status === 'cancelled') ? (
                  <Can action="add">
                    <Button
                      type="link"
                      size="small"
                      onClick={() => setApplying({ reapply: row })}
                      data-testid={`acceptance-reapply-${row.lotNo}`}
                    >
                      {t('acceptance.action.reapply')}
                    </Button>
                  </Can>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      {applying ? (
        <ApplyDrawer
          projectId={projectId}
          {...(applying.reapply ? { reapply: applying.reapply } : {})}
          onClose={() => setApplying(null)}
        />
      ) : null}
      {applyingSubItem ? (
        <SubItemModal projectId={projectId} onClose={() => setApplyingSubItem(false)} />
      ) : null}
      {applyingDivision ? (
        <DivisionModal projectId={projectId} onClose={() => setApplyingDivision(false)} />
      ) : null}
      {detailId !== null ? <DetailDrawer id={detailId} onClose={() => setDetailId(null)} /> : null}
    </>
  );
}

/** Inspection lot and sub-item acceptance (检验批 / 分项验收): apply, judge, sign, trail. */
export function AcceptanceLotPage() {
  const { t } = useTranslation();
  return (
    <WithCurrentProject>
      {(projectId) => (
        <Card title={t('acceptance.title')}>
          <Tabs
            destroyOnHidden
            items={(['lot', 'subitem', 'division'] as const).map((level) => ({
              key: level,
              label: <span data-testid={`acceptance-tab-${level}`}>{t(`acceptance.level.${level}`)}</span>,
              children: <LotList projectId={projectId} level={level} />,
            }))}
          />
        </Card>
      )}
    </WithCurrentProject>
  );
}
