import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PileMachineItem, PileSpotCheckItem, PileSpotCheckSummary } from '@zhuji/shared';
import { businessDateTimeOf } from '@zhuji/shared';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Drawer,
  Empty,
  Flex,
  Form,
  Grid,
  Input,
  InputNumber,
  Modal,
  Result,
  Skeleton,
  Space,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../kit/permission-gate';
import { queryStateProps } from '../../kit/query-table';
import { ResponsiveTable } from '../../kit/responsive-table';
import { useSubmit } from '../../kit/use-submit';
import { AssignModal, MachineFormModal } from './machine-dialogs';
import { siteApi } from './pile.api';

const COMPLETION_COLOR = { notStarted: 'default', inProgress: 'processing', complete: 'success' } as const;

/** Pile machines with their daily output, and the completion state per sub-branch (0101 / 0102). */
export function MachinesTab({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<PileMachineItem | 'new'>();
  const [assigning, setAssigning] = useState<string>();
  const machines = useQuery({
    queryKey: ['pile', 'machines', projectId],
    queryFn: () => siteApi.machines(projectId),
  });
  const completion = useQuery({
    queryKey: ['pile', 'completion', projectId],
    queryFn: () => siteApi.completion(projectId),
  });
  if (machines.isError)
    return (
      <Result
        status="warning"
        title={t('pile.loadFailed')}
        extra={<Button onClick={() => void machines.refetch()}>{t('pile.action.retry')}</Button>}
      />
    );
  const max = Math.max(1, ...(machines.data ?? []).flatMap((m) => m.daily.map((d) => d.piles)));
  return (
    <>
      <Flex justify="end" style={{ marginBottom: 12 }}>
        <Can action="add">
          <Button icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('pile.machine.register')}
          </Button>
        </Can>
      </Flex>
      {editing && (
        <MachineFormModal
          projectId={projectId}
          machine={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
        />
      )}
      {assigning && (
        <AssignModal projectId={projectId} machineNo={assigning} onClose={() => setAssigning(undefined)} />
      )}
      {completion.data && completion.data.list.length > 0 && (
        <Descriptions
          size="small"
          title={t('pile.site.completion')}
          style={{ marginBottom: 16 }}
          column={{ xs: 1, md: 3 }}
        >
          {completion.data.list.map((c) => (
            <Descriptions.Item key={c.subBranchCode} label={c.subBranchCode}>
              <Tag color={COMPLETION_COLOR[c.auditStatus]}>
                {t(`pile.site.completionStates.${c.auditStatus}`)}
              </Tag>
              {c.confirmed}/{c.total}
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
      <ResponsiveTable<PileMachineItem>
        cardTitleKey="machineNo"
        rowKey="machineNo"
        loading={machines.isPending}
        dataSource={machines.data ?? []}
        pagination={false}
        scroll={{ x: 1100 }}
        locale={{ emptyText: <Empty description={t('pile.site.noMachines')} /> }}
        columns={[
          {
            title: t('pile.site.machineNo'),
            dataIndex: 'machineNo',
            fixed: 'left',
            render: (no: string, m) =>
              m.registry ? (
                no
              ) : (
                <Space size={4}>
                  {no}
                  <Tag>{t('pile.machine.unregistered')}</Tag>
                </Space>
              ),
          },
          {
            title: t('pile.machine.kind'),
            key: 'kind',
            render: (_, m) =>
              m.registry ? (
                <Flex vertical>
                  <span>{t(`pile.machine.kinds.${m.registry.kind}`)}</span>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {[m.registry.model, m.registry.operator].filter(Boolean).join(' · ')}
                  </Typography.Text>
                </Flex>
              ) : (
                '—'
              ),
          },
          {
            title: t('pile.machine.onSite'),
            key: 'onSite',
            render: (_, m) =>
              m.registry
                ? `${m.registry.enteredOn} ~ ${m.registry.leftOn ?? t('pile.machine.present')}`
                : '—',
          },
          { title: t('pile.machine.assignedCount'), dataIndex: 'assigned' },
          { title: t('pile.site.piles'), dataIndex: 'piles' },
          { title: t('pile.site.firstDate'), dataIndex: 'firstDate' },
          { title: t('pile.site.lastDate'), dataIndex: 'lastDate' },
          {
            title: t('pile.site.daily'),
            key: 'daily',
            render: (_, m) => (
              <Flex gap={3} align="flex-end" style={{ height: 40 }}>
                {m.daily.map((d) => (
                  <Tooltip key={d.date} title={`${d.date}：${d.piles}`}>
                    <div
                      style={{
                        width: 12,
                        height: Math.max(4, (d.piles / max) * 40),
                        background: '#7c5cc4',
                        borderRadius: 2,
                      }}
                    />
                  </Tooltip>
                ))}
              </Flex>
            ),
          },
          {
            title: t('pile.column.actions'),
            key: 'actions',
            fixed: 'right',
            render: (_, m) => (
              <Can action="update">
                <Space size={0}>
                  <Button
                    type="link"
                    size="small"
                    data-testid={`machine-edit-${m.machineNo}`}
                    onClick={() => setEditing(m)}
                  >
                    {t(m.registry ? 'pile.machine.edit' : 'pile.machine.register')}
                  </Button>
                  {m.registry && (
                    <Button
                      type="link"
                      size="small"
                      data-testid={`machine-assign-${m.machineNo}`}
                      onClick={() => setAssigning(m.machineNo)}
                    >
                      {t('pile.machine.assign')}
                    </Button>
                  )}
                </Space>
              </Can>
            ),
          },
        ]}
      />
    </>
  );
}

/**
 * Random spot checks (随机抽查): draw piles (abnormal ones first, then a seeded draw), keep every draw,
 * and record what was found on each drawn pile; a failure becomes a rectification notice.
 */
export function SpotCheckTab({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form] = Form.useForm<{ count: number; seed?: string }>();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number>();
  const history = useQuery({
    queryKey: ['pile', 'spotChecks', projectId, page],
    queryFn: () => siteApi.spotChecks(projectId, page, SPOT_CHECK_PAGE),
    placeholderData: keepPreviousData,
  });
  const draw = useSubmit(async () => {
    const v = await form.validateFields();
    const drawn = await siteApi.spotCheck({ projectId, count: v.count, seed: v.seed?.trim() || undefined });
    setPage(1);
    await client.invalidateQueries({ queryKey: ['pile', 'spotChecks', projectId] });
    setOpen(drawn.id);
  });
  return (
    <>
      <Form form={form} layout="inline" initialValues={{ count: 5 }} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="count" label={t('pile.site.count')} rules={[{ required: true }]}>
          <InputNumber min={1} max={200} />
        </Form.Item>
        <Form.Item name="seed" label={t('pile.site.seed')} tooltip={t('pile.site.seedHint')}>
          <Input maxLength={60} style={{ width: 220 }} />
        </Form.Item>
        <Form.Item>
          <Button
            type="primary"
            loading={draw.submitting}
            onClick={() => void draw.submit(undefined)}
            data-testid="spot-check-draw"
          >
            {t('pile.site.draw')}
          </Button>
        </Form.Item>
      </Form>
      {history.isError ? (
        <Result
          status="warning"
          title={t('pile.loadFailed')}
          extra={<Button onClick={() => void history.refetch()}>{t('pile.action.retry')}</Button>}
        />
      ) : (
        <ResponsiveTable<PileSpotCheckSummary>
          cardTitleKey="createdAt"
          rowKey="id"
          size="middle"
          {...queryStateProps(history)}
          loading={history.isFetching}
          dataSource={history.data?.list ?? []}
          scroll={{ x: 720 }}
          data-testid="spot-check-table"
          locale={{ emptyText: <Empty description={t('pile.site.noChecks')} /> }}
          pagination={{
            current: page,
            pageSize: SPOT_CHECK_PAGE,
            total: history.data?.total ?? 0,
            hideOnSinglePage: true,
            onChange: setPage,
          }}
          columns={[
            {
              title: t('pile.site.checkedAt'),
              dataIndex: 'createdAt',
              width: 150,
              render: (v: string) => businessDateTimeOf(v),
            },
            { title: t('pile.site.checker'), dataIndex: 'createdByName', width: 100 },
            { title: t('pile.site.seed'), dataIndex: 'seed', ellipsis: true },
            {
              title: t('pile.site.drawnOf'),
              width: 110,
              render: (_, r) => `${r.piles} / ${r.eligible}`,
            },
            {
              title: t('pile.site.progress'),
              width: 140,
              render: (_, r) => (
                <Space size={4}>
                  <span>{t('pile.site.checkedCount', { checked: r.checked, piles: r.piles })}</span>
                  {r.failed > 0 && <Tag color="error">{t('pile.site.failedCount', { count: r.failed })}</Tag>}
                </Space>
              ),
            },
            {
              title: t('pile.column.actions'),
              key: 'actions',
              width: 90,
              fixed: 'right',
              render: (_, r) => (
                <Button type="link" size="small" onClick={() => setOpen(r.id)}>
                  {t('pile.site.open')}
                </Button>
              ),
            },
          ]}
        />
      )}
      {open !== undefined && (
        <SpotCheckDrawer id={open} projectId={projectId} onClose={() => setOpen(undefined)} />
      )}
    </>
  );
}

const SPOT_CHECK_PAGE = 10;
const RESULT_COLOR = { pending: 'default', pass: 'success', fail: 'error' } as const;

function SpotCheckDrawer({ id, projectId, onClose }: { id: number; projectId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const screens = Grid.useBreakpoint();
  const [failing, setFailing] = useState<PileSpotCheckItem>();
  const [finding] = Form.useForm<{ finding: string }>();
  const detail = useQuery({
    queryKey: ['pile', 'spotCheck', id],
    queryFn: () => siteApi.spotCheckDetail(id),
  });
  const record = useSubmit(async (body: { itemId: number; result: 'pass' | 'fail'; finding?: string }) => {
    const saved = await siteApi.spotCheckResult(body);
    client.setQueryData(['pile', 'spotCheck', id], saved);
    await client.invalidateQueries({ queryKey: ['pile', 'spotChecks', projectId] });
    message.success(t(body.result === 'pass' ? 'pile.site.recordedPass' : 'pile.site.recordedFail'));
  });
  const d = detail.data;
  return (
    <Drawer
      open
      onClose={onClose}
      width={screens.md ? 760 : '100%'}
      title={t('pile.site.detailTitle')}
      data-testid="spot-check-drawer"
    >
      {detail.isError ? (
        <Result
          status="warning"
          title={t('pile.loadFailed')}
          extra={<Button onClick={() => void detail.refetch()}>{t('pile.action.retry')}</Button>}
        />
      ) : !d ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions size="small" column={screens.md ? 2 : 1} style={{ marginBottom: 12 }}>
            <Descriptions.Item label={t('pile.site.checker')}>{d.createdByName}</Descriptions.Item>
            <Descriptions.Item label={t('pile.site.checkedAt')}>
              {businessDateTimeOf(d.createdAt)}
            </Descriptions.Item>
            <Descriptions.Item label={t('pile.site.seed')}>{d.seed}</Descriptions.Item>
            <Descriptions.Item label={t('pile.site.drawnOf')}>
              {t('pile.site.eligible', { count: d.eligible })} ·{' '}
              {t('pile.site.selectedCount', { count: d.piles })}
            </Descriptions.Item>
          </Descriptions>
          <ResponsiveTable<PileSpotCheckItem>
            cardTitleKey="pileNo"
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={d.items}
            scroll={{ x: 640 }}
            data-testid="spot-check-items"
            columns={[
              {
                title: t('pile.column.pileNo'),
                dataIndex: 'pileNo',
                width: 130,
                render: (no: string, r) => (
                  <Space size={4}>
                    <span>{no}</span>
                    {r.forced && (
                      <Tooltip title={t('pile.site.forcedHint')}>
                        <Tag color="warning">{t('pile.site.forcedTag')}</Tag>
                      </Tooltip>
                    )}
                  </Space>
                ),
              },
              {
                title: t('pile.site.result'),
                dataIndex: 'result',
                width: 90,
                render: (v: PileSpotCheckItem['result']) => (
                  <Tag color={RESULT_COLOR[v]}>{t(`pile.site.results.${v}`)}</Tag>
                ),
              },
              {
                title: t('pile.site.finding'),
                dataIndex: 'finding',
                render: (v: string, r) => (
                  <Space direction="vertical" size={0}>
                    <span>{v || '—'}</span>
                    {r.rectificationId !== null && <Tag color="processing">{t('pile.site.rectified')}</Tag>}
                    {r.checkedAt && (
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {r.checkedByName} · {businessDateTimeOf(r.checkedAt).slice(5)}
                      </Typography.Text>
                    )}
                  </Space>
                ),
              },
              {
                title: t('pile.column.actions'),
                key: 'actions',
                width: 150,
                fixed: 'right',
                render: (_, r) =>
                  r.result === 'pending' ? (
                    <Space size={4}>
                      <Button
                        size="small"
                        loading={record.submitting}
                        onClick={() => void record.submit({ itemId: r.id, result: 'pass' })}
                        data-testid={`spot-pass-${r.pileNo}`}
                      >
                        {t('pile.site.pass')}
                      </Button>
                      <Button
                        size="small"
                        danger
                        onClick={() => {
                          finding.resetFields();
                          setFailing(r);
                        }}
                        data-testid={`spot-fail-${r.pileNo}`}
                      >
                        {t('pile.site.fail')}
                      </Button>
                    </Space>
                  ) : null,
              },
            ]}
          />
        </>
      )}
      <Modal
        open={failing !== undefined}
        title={t('pile.site.failTitle', { pileNo: failing?.pileNo ?? '' })}
        okText={t('pile.site.failConfirm')}
        okButtonProps={{ danger: true, loading: record.submitting }}
        onCancel={() => setFailing(undefined)}
        onOk={async () => {
          const v = await finding.validateFields();
          if (!failing) return;
          await record.submit({ itemId: failing.id, result: 'fail', finding: v.finding.trim() });
          setFailing(undefined);
        }}
      >
        <Alert type="warning" showIcon title={t('pile.site.failHint')} style={{ marginBottom: 12 }} />
        <Form form={finding} layout="vertical">
          <Form.Item
            name="finding"
            label={t('pile.site.finding')}
            rules={[{ required: true, whitespace: true, message: t('pile.site.findingRequired') }]}
          >
            <Input.TextArea rows={3} maxLength={500} showCount data-testid="spot-finding" />
          </Form.Item>
        </Form>
      </Modal>
    </Drawer>
  );
}
