import { businessDateTimeOf } from '@zhuji/shared';
import './messages';
import { ExperimentOutlined, SettingOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DrawItem, GroupRequirement } from '@zhuji/shared';
import {
  App,
  Button,
  Card,
  Checkbox,
  Col,
  Descriptions,
  Empty,
  Flex,
  Form,
  InputNumber,
  Modal,
  Progress,
  Result,
  Row,
  Skeleton,
  Tabs,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../kit/permission-gate';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import { ResponsiveTable } from '../../kit/responsive-table';
import { useSubmit } from '../../kit/use-submit';
import { DrawDialog, DrawResult } from './draw-dialog';
import { GovernmentTab } from './government-tab';
import { detectionApi, detectionKeys } from './pile-detection.api';
import { RecordsTab } from './records-tab';
import { ResultsTab } from './results-tab';

function BasisDialog({ group, onClose }: { group: GroupRequirement; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm();
  const save = useSubmit(
    async (v: {
      complexGround: boolean;
      lowReliability: boolean;
      endBearingLargeDiameter: boolean;
      columnCaps: number;
    }) => {
      await detectionApi.saveBasis({ groupId: group.groupId, ...v, columnCaps: v.columnCaps ?? 0 });
      message.success(t('detection.req.saved'));
      void client.invalidateQueries({ queryKey: detectionKeys.all });
      onClose();
    },
  );
  return (
    <Modal
      open
      title={`${t('detection.req.basisEdit')} · ${group.groupName}`}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.submitting}
      okText={t('detection.record.save')}
      cancelText={t('detection.record.cancel')}
    >
      <Form form={form} layout="vertical" initialValues={group} onFinish={(v) => void save.submit(v)}>
        <Typography.Paragraph type="secondary">
          {t('detection.req.gradeA')}：{group.gradeA ? '✔' : '—'}
        </Typography.Paragraph>
        <Form.Item name="complexGround" valuePropName="checked">
          <Checkbox>{t('detection.req.complexGround')}</Checkbox>
        </Form.Item>
        <Form.Item name="lowReliability" valuePropName="checked">
          <Checkbox>{t('detection.req.lowReliability')}</Checkbox>
        </Form.Item>
        <Form.Item name="endBearingLargeDiameter" valuePropName="checked">
          <Checkbox>{t('detection.req.endBearing')}</Checkbox>
        </Form.Item>
        <Form.Item name="columnCaps" label={t('detection.req.columnCaps')}>
          <InputNumber min={0} max={100000} precision={0} style={{ width: 160 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function GroupCard({ projectId, group }: { projectId: number; group: GroupRequirement }) {
  const { t } = useTranslation();
  const [drawing, setDrawing] = useState(false);
  const [editing, setEditing] = useState(false);
  return (
    <Card size="small" data-testid="detection-group" title={group.groupName}>
      <Flex gap={8} wrap justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <Flex gap={4} wrap>
          <Tag>{t('detection.req.piles', { n: group.totalPiles })}</Tag>
          <Tag color={group.strict ? 'red' : undefined}>
            {t(group.strict ? 'detection.req.strict' : 'detection.req.ordinary')}
          </Tag>
        </Flex>
        <Flex gap={8} wrap>
          <Can action="update">
            <Button size="small" icon={<SettingOutlined />} onClick={() => setEditing(true)}>
              {t('detection.req.basisEdit')}
            </Button>
          </Can>
          <Can action="add">
            <Button
              size="small"
              type="primary"
              icon={<ExperimentOutlined />}
              disabled={group.totalPiles === 0}
              onClick={() => setDrawing(true)}
              data-testid="detection-draw-open"
            >
              {t('detection.draw.open')}
            </Button>
          </Can>
        </Flex>
      </Flex>
      <Row gutter={[16, 12]}>
        {group.categories.map((c) => (
          <Col xs={24} md={8} key={c.category}>
            <div data-testid={`detection-required-${c.category}`}>
              <Flex justify="space-between" align="baseline">
                <Typography.Text strong>{t(`detection.category.${c.category}`)}</Typography.Text>
                <Typography.Text>
                  {t('detection.req.done')} <b>{c.done}</b> / {t('detection.req.required')}{' '}
                  <b data-testid="detection-required-count">{c.required}</b>
                </Typography.Text>
              </Flex>
              <Progress
                percent={c.required ? Math.min(100, Math.round((c.done / c.required) * 100)) : 100}
                status={c.done >= c.required ? 'success' : 'active'}
                size="small"
              />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t(`detection.basis.${c.basis}`)}
                {c.byCoreOrSonic ? ` · ${t('detection.req.byCoreOrSonic', { n: c.byCoreOrSonic })}` : ''}
              </Typography.Text>
            </div>
          </Col>
        ))}
      </Row>
      {drawing && <DrawDialog projectId={projectId} group={group} open onClose={() => setDrawing(false)} />}
      {editing && <BasisDialog group={group} onClose={() => setEditing(false)} />}
    </Card>
  );
}

function DrawHistory({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const [shown, setShown] = useState<DrawItem>();
  const draws = useQuery({
    queryKey: [...detectionKeys.all, 'draws', projectId, page, limit],
    queryFn: () => detectionApi.draws({ proId: projectId, page, limit }),
  });
  return (
    <Card size="small" title={t('detection.draw.history')}>
      <ResponsiveTable<DrawItem>
        cardTitleKey="groupName"
        rowKey="id"
        size="small"
        loading={draws.isPending}
        dataSource={draws.data?.list}
        scroll={{ x: 720 }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detection.draw.empty')} />,
        }}
        pagination={{
          current: page,
          pageSize: limit,
          total: draws.data?.total,
          pageSizeOptions: [5, 10, 20, 30, 50],
          showSizeChanger: true,
          onChange: (p, s) => {
            setPage(p);
            setLimit(s);
          },
        }}
        columns={[
          {
            title: t('detection.draw.createdAt'),
            dataIndex: 'createdAt',
            width: 140,
            render: (v: string) => businessDateTimeOf(v),
          },
          { title: t('detection.record.group'), dataIndex: 'groupName' },
          {
            title: t('detection.draw.category'),
            dataIndex: 'category',
            render: (c: string) => t(`detection.category.${c}` as 'detection.category.integrity'),
          },
          {
            title: t('detection.draw.kindTitle'),
            dataIndex: 'kind',
            render: (k: 'project' | 'government') => (
              <Tag color={k === 'government' ? 'purple' : 'blue'}>{t(`detection.draw.kind.${k}`)}</Tag>
            ),
          },
          { title: t('detection.draw.plan'), key: 'n', render: (_, d) => d.plan.length },
          {
            title: t('detection.draw.seed'),
            dataIndex: 'seed',
            ellipsis: true,
            render: (s: string) => (
              <Tooltip title={s}>
                <Typography.Text code>{s}</Typography.Text>
              </Tooltip>
            ),
          },
          { title: t('detection.draw.createdBy'), dataIndex: 'createdByName', width: 90 },
          {
            title: '',
            key: 'view',
            width: 70,
            render: (_, d) => (
              <Button type="link" size="small" onClick={() => setShown(d)}>
                {t('detection.draw.view')}
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={shown !== undefined}
        footer={null}
        onCancel={() => setShown(undefined)}
        width={640}
        title={shown ? `${shown.groupName} · ${t(`detection.category.${shown.category}`)}` : ''}
        destroyOnHidden
      >
        {shown && <DrawResult draw={shown} />}
      </Modal>
    </Card>
  );
}

function PlanTab({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const req = useQuery({
    queryKey: detectionKeys.requirement(projectId),
    queryFn: () => detectionApi.requirement(projectId),
  });
  if (req.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (req.isError)
    return (
      <Result
        status="warning"
        title={t('detection.loadFailed')}
        extra={<Button onClick={() => void req.refetch()}>{t('detection.retry')}</Button>}
      />
    );
  const d = req.data;
  if (d.groups.length === 0) return <Empty description={t('detection.req.empty')} />;
  return (
    <Flex vertical gap={16}>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2, md: 4 }}
        data-testid="detection-totals"
        items={[
          { key: 'total', label: t('detection.req.total'), children: d.totalPiles },
          ...d.totals.map((c) => ({
            key: c.category,
            label: t(`detection.category.${c.category}`),
            children: `${c.done} / ${c.required}`,
          })),
        ]}
      />
      {d.groups.map((g) => (
        <GroupCard key={g.groupId} projectId={projectId} group={g} />
      ))}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('detection.req.source')}
      </Typography.Text>
      <DrawHistory projectId={projectId} />
    </Flex>
  );
}

function Centre({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  return (
    <Card title={t('detection.title')}>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'plan', label: t('detection.tabs.plan'), children: <PlanTab projectId={projectId} /> },
          {
            key: 'records',
            label: t('detection.tabs.records'),
            children: <RecordsTab projectId={projectId} />,
          },
          {
            key: 'results',
            label: t('detection.tabs.results'),
            children: <ResultsTab projectId={projectId} />,
          },
          {
            key: 'government',
            label: t('detection.tabs.government'),
            children: <GovernmentTab projectId={projectId} />,
          },
        ]}
      />
    </Card>
  );
}

/** Menu 'pile-detection/centre' (检测中心 › 桩基检测): counts, draws, results, statistics, the government selection. */
export function PileDetectionCentrePage() {
  return <WithCurrentProject>{(projectId) => <Centre projectId={projectId} />}</WithCurrentProject>;
}
