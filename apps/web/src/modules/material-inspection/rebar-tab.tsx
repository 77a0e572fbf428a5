import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { REBAR_BATCH_STATUSES, type RebarBatchItem, type RebarBatchStatus } from '@zhuji/shared';
import { App, Button, Flex, Input, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelPdfButton } from '../../kit/label-pdf-button';
import { Can } from '../../kit/permission-gate';
import { ResponsiveTable } from '../../kit/responsive-table';
import { materialApi, materialKeys } from './material-inspection.api';
import { pagedTableProps } from './paged-table';
import { BatchDetailDrawer, STATUS_COLOR } from './rebar-batch-detail';
import { BatchDrawer } from './rebar-batch-drawer';

export function RebarTab({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [query, setQuery] = useState<{
    status?: RebarBatchStatus;
    keyword?: string;
    page: number;
    limit: number;
  }>({
    page: 1,
    limit: 20,
  });
  const [editing, setEditing] = useState<RebarBatchItem | 'new' | null>(null);
  const [detail, setDetail] = useState<number | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const list = useQuery({
    queryKey: [...materialKeys.all, 'batches', projectId, query],
    queryFn: () => materialApi.batches({ proId: projectId, ...query }),
  });
  const remove = async (id: number) => {
    await materialApi.removeBatches([id]);
    message.success(t('material.removed'));
    void client.invalidateQueries({ queryKey: materialKeys.all });
  };
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap justify="space-between">
        <Space wrap>
          <Select
            allowClear
            style={{ width: 160 }}
            placeholder={t('material.batch.status')}
            options={REBAR_BATCH_STATUSES.map((s) => ({ value: s, label: t(`material.status.${s}`) }))}
            onChange={(status?: RebarBatchStatus) => setQuery((q) => ({ ...q, status, page: 1 }))}
          />
          <Input.Search
            allowClear
            style={{ width: 240 }}
            placeholder={t('material.batch.search')}
            onSearch={(keyword) => setQuery((q) => ({ ...q, keyword: keyword || undefined, page: 1 }))}
          />
        </Space>
        <Space wrap>
          {(['a4', 'thermal'] as const).map((format) => (
            <Can action="detail" key={format}>
              <LabelPdfButton
                fetchPdf={(f) => materialApi.batchLabelsPdf(projectId, selected, f)}
                format={format}
                text={t(format === 'a4' ? 'material.batch.labelsA4' : 'material.batch.labelsThermal')}
                disabled={selected.length === 0}
                testId={`rebar-labels-${format}`}
              />
            </Can>
          ))}
          <Can action="add">
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing('new')}
              data-testid="rebar-add"
            >
              {t('material.batch.new')}
            </Button>
          </Can>
        </Space>
      </Flex>
      <ResponsiveTable<RebarBatchItem>
        cardTitleKey="batchNo"
        size="small"
        rowKey="id"
        {...pagedTableProps(list, query, (page, limit) => setQuery((q) => ({ ...q, page, limit })))}
        scroll={{ x: 1040 }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
        columns={[
          {
            title: t('material.batch.batchNo'),
            dataIndex: 'batchNo',
            width: 140,
            render: (v: string, r) => (
              <Typography.Link
                onClick={() => setDetail(r.id)}
                data-testid={`rebar-row-${v}`}
                style={{ whiteSpace: 'nowrap' }}
              >
                {v}
              </Typography.Link>
            ),
          },
          {
            title: t('material.batch.sampleNo'),
            dataIndex: 'sampleNo',
            // The codes are read and typed whole: one line each (CL-2-20261028-001 broke over three).
            width: 170,
            render: (code: string) => <span style={{ whiteSpace: 'nowrap' }}>{code}</span>,
          },
          { title: t('material.batch.grade'), dataIndex: 'grade' },
          { title: t('material.batch.diameterMm'), dataIndex: 'diameterMm', render: (d: number) => `Φ${d}` },
          { title: t('material.batch.tonnage'), dataIndex: 'tonnage', align: 'right' },
          { title: t('material.batch.heatNo'), dataIndex: 'heatNo' },
          { title: t('material.batch.manufacturer'), dataIndex: 'manufacturer', ellipsis: true },
          { title: t('material.batch.arrivalDate'), dataIndex: 'arrivalDate' },
          {
            title: t('material.batch.status'),
            dataIndex: 'status',
            render: (s: RebarBatchStatus, r) => (
              <Tag color={STATUS_COLOR[s]} data-testid={`rebar-status-${r.batchNo}`}>
                {t(`material.status.${s}`)}
              </Tag>
            ),
          },
          {
            title: '',
            key: 'actions',
            width: 72,
            fixed: 'right',
            render: (_, r) => (
              <Can action="remove">
                <Popconfirm title={t('material.removeConfirm')} onConfirm={() => void remove(r.id)}>
                  <Button size="small" type="link" danger>
                    {t('material.remove')}
                  </Button>
                </Popconfirm>
              </Can>
            ),
          },
        ]}
      />
      {editing && (
        <BatchDrawer
          projectId={projectId}
          batch={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {detail !== null && (
        <BatchDetailDrawer id={detail} onClose={() => setDetail(null)} onEdit={(b) => setEditing(b)} />
      )}
    </Flex>
  );
}
