import { ExperimentOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { RebarBatchDetail, RebarBatchItem, RebarBatchStatus } from '@zhuji/shared';
import { Alert, Button, Descriptions, Drawer, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../kit/permission-gate';
import { ResponsiveTable } from '../../kit/responsive-table';
import { materialApi, materialKeys } from './material-inspection.api';
import { TestDialog } from './rebar-test-dialog';

export const STATUS_COLOR: Record<RebarBatchStatus, string> = {
  pending: 'default',
  retest: 'orange',
  accepted: 'green',
  rejected: 'red',
};

export function BatchDetailDrawer({
  id,
  onClose,
  onEdit,
}: {
  id: number;
  onClose: () => void;
  onEdit: (b: RebarBatchItem) => void;
}) {
  const { t } = useTranslation();
  const [testing, setTesting] = useState(false);
  const q = useQuery({ queryKey: [...materialKeys.all, 'batch', id], queryFn: () => materialApi.batch(id) });
  const b = q.data;
  return (
    <Drawer
      open
      width={720}
      title={b ? `${b.batchNo} · ${b.grade} Φ${b.diameterMm}` : ''}
      onClose={onClose}
      loading={q.isPending}
    >
      {b && (
        <Flex vertical gap={16} data-testid="rebar-detail">
          <Flex gap={8} align="center" wrap>
            <Tag color={STATUS_COLOR[b.status]} data-testid="rebar-detail-status">
              {t(`material.status.${b.status}`)}
            </Tag>
            <Typography.Text type="secondary">
              {t('material.batch.capacity', { n: b.capacityTonnes })}
            </Typography.Text>
            <Typography.Text type="secondary">
              {t('material.batch.specimens', {
                tensile: b.specimens.tensile,
                bend: b.specimens.bend,
                weight: b.specimens.weightBars,
              })}
            </Typography.Text>
            {b.rectificationId !== null && <Tag color="red">{t('material.batch.rectification')}</Tag>}
            <span style={{ flex: 1 }} />
            <Can action="update">
              <Button size="small" onClick={() => onEdit(b)}>
                {t('material.edit')}
              </Button>
            </Can>
            {(b.status === 'pending' || b.status === 'retest') && (
              <Can action="add">
                <Button
                  size="small"
                  type="primary"
                  icon={<ExperimentOutlined />}
                  onClick={() => setTesting(true)}
                  data-testid="rebar-test-open"
                >
                  {t(b.status === 'retest' ? 'material.test.round2' : 'material.test.open')}
                </Button>
              </Can>
            )}
          </Flex>
          {b.status === 'retest' && (
            <Alert
              type="warning"
              showIcon
              message={t('material.test.retestHint', {
                items: b.firstFailed.map((i) => t(`material.item.${i}`)).join('、'),
              })}
              description={b.retestPlan
                .map((p) =>
                  t('material.test.planItem', { item: t(`material.item.${p.item}`), n: p.specimens }),
                )
                .join('；')}
            />
          )}
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, sm: 2 }}
            items={[
              { key: 'heat', label: t('material.batch.heatNo'), children: b.heatNo },
              { key: 'ton', label: t('material.batch.tonnage'), children: b.tonnage },
              { key: 'maker', label: t('material.batch.manufacturer'), children: b.manufacturer },
              { key: 'date', label: t('material.batch.arrivalDate'), children: b.arrivalDate },
              {
                key: 'cert',
                label: t('material.batch.certificateNo'),
                children: b.certificateNo || t('material.none'),
              },
              {
                key: 'piles',
                label: t('material.batch.piles'),
                children: b.pileNos.join('、') || t('material.none'),
              },
            ]}
          />
          <Typography.Title level={5}>{t('material.test.history')}</Typography.Title>
          <RebarTestHistory tests={b.tests} />
        </Flex>
      )}
      {testing && b && <TestDialog batch={b} onClose={() => setTesting(false)} />}
    </Drawer>
  );
}

/** A batch's test rounds (first test, retest) with each item's verdict: the detail drawer and the label's scan. */
export function RebarTestHistory({ tests }: { tests: RebarBatchDetail['tests'] }) {
  const { t } = useTranslation();
  return (
    <ResponsiveTable
      cardTitleKey="round"
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={tests}
      // Scrolls rather than breaking a report number or a lab's name a character a line on a phone.
      scroll={{ x: 850 }}
      columns={[
        {
          title: '',
          dataIndex: 'round',
          width: 100,
          render: (r: number) => t(r === 1 ? 'material.test.round1' : 'material.test.round2'),
        },
        { title: t('material.test.reportNo'), dataIndex: 'reportNo', width: 160 },
        { title: t('material.test.testDate'), dataIndex: 'testDate', width: 110 },
        { title: t('material.test.lab'), dataIndex: 'lab', width: 150 },
        {
          title: t('material.test.checks'),
          key: 'items',
          width: 260,
          render: (_, x) => (
            <Flex gap={4} wrap>
              {x.items.map((i) => (
                <Tag key={i.item} color={i.pass ? 'green' : 'red'}>
                  {t(`material.item.${i.item}`)}
                </Tag>
              ))}
            </Flex>
          ),
        },
        {
          title: '',
          dataIndex: 'pass',
          width: 70,
          // The verdict stays in view where the table scrolls (a phone, the scan card).
          fixed: 'right',
          render: (p: boolean) => (
            <Tag color={p ? 'green' : 'red'}>{t(p ? 'material.test.pass' : 'material.test.fail')}</Tag>
          ),
        },
      ]}
    />
  );
}
