import './messages';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  businessDateTimeOf,
  RECTIFICATION_SEVERITIES,
  RECTIFICATION_STATUSES,
  type RectificationCreate,
  type RectificationItem,
  type RectificationStatus,
} from '@zhuji/shared';
import {
  App,
  Button,
  Card,
  DatePicker,
  Descriptions,
  Drawer,
  Flex,
  Form,
  Input,
  Result,
  Select,
  Space,
  Switch,
  Tag,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { businessTodayDayjs } from '../../kit/business-day';
import { FlowTimeline } from '../../kit/flow-timeline';
import { Can } from '../../kit/permission-gate';
import { PhotoThumb, PhotoUpload } from '../../kit/photo-upload';
import { QueryTable } from '../../kit/query-table';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import { usePaging } from '../../kit/use-paging';
import { useSubmit } from '../../kit/use-submit';
import { useSession } from '../../session/session-store';
import { rectificationApi, rectificationKeys } from './rectification.api';

const CHIEF_SUPERVISOR_ROLE = 41;

const STATUS_COLOR: Record<RectificationStatus, string> = { open: 'red', replied: 'gold', closed: 'green' };

function StatusTag({ item }: { item: Pick<RectificationItem, 'status' | 'overdue'> }) {
  const { t } = useTranslation();
  return (
    <Space size={4}>
      <Tag color={STATUS_COLOR[item.status]} data-testid={`rectification-status-${item.status}`}>
        {t(`rectification.status.${item.status}`)}
      </Tag>
      {item.overdue ? <Tag color="volcano">{t('rectification.overdue')}</Tag> : null}
    </Space>
  );
}

function AddDrawer({ projectId, onClose }: { projectId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<Omit<RectificationCreate, 'deadline' | 'projectId'> & { deadline: Dayjs }>();
  // A stop-work order is the chief supervising engineer's alone (the server checks the same).
  const isChief = useSession().user.currentRole?.id === CHIEF_SUPERVISOR_ROLE;
  const save = useSubmit(async () => {
    const v = await form.validateFields();
    await rectificationApi.add({
      ...v,
      projectId,
      deadline: v.deadline.format('YYYY-MM-DD'),
      source: 'manual',
    });
    message.success(t('rectification.done.add'));
    await client.invalidateQueries({ queryKey: rectificationKeys.all });
    onClose();
  });
  const required = [{ required: true, message: t('rectification.form.required') }];
  return (
    <Drawer
      open
      width={560}
      title={t('rectification.form.title')}
      onClose={onClose}
      extra={
        <Space>
          <Button onClick={onClose}>{t('rectification.action.cancel')}</Button>
          <Button type="primary" loading={save.submitting} onClick={() => void save.submit(undefined)}>
            {t('rectification.action.submit')}
          </Button>
        </Space>
      }
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ severity: 'normal', photos: [], deadline: businessTodayDayjs().add(7, 'day') }}
      >
        <Form.Item name="title" label={t('rectification.form.titleLabel')} rules={required}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="problem" label={t('rectification.form.problem')} rules={required}>
          <Input.TextArea rows={4} maxLength={2000} />
        </Form.Item>
        <Form.Item name="photos" label={t('rectification.form.photos')}>
          <PhotoUpload projectId={projectId} label={t('rectification.form.upload')} />
        </Form.Item>
        <Flex gap={12}>
          <Form.Item
            name="deadline"
            label={t('rectification.form.deadline')}
            rules={required}
            style={{ flex: 1 }}
          >
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="severity" label={t('rectification.form.severity')} style={{ flex: 1 }}>
            <Select
              options={RECTIFICATION_SEVERITIES.filter((v) => v !== 'stopWork' || isChief).map((v) => ({
                value: v,
                label: t(`rectification.severity.${v}`),
              }))}
            />
          </Form.Item>
        </Flex>
      </Form>
    </Drawer>
  );
}

const RESTART_COLOR = {
  pending: 'processing',
  approved: 'green',
  rejected: 'red',
  returned: 'orange',
  cancelled: 'default',
} as const;

/** A stop-work order once closed: the manager applies to restart; the chief signs, the owner confirms. */
function RestartCard({ item, onDone }: { item: RectificationItem; onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [comment, setComment] = useState('');
  const flowId = item.restartStatus === 'pending' ? item.restartInstanceId : null;
  const flow = useQuery({
    queryKey: rectificationKeys.flow(flowId ?? 0),
    queryFn: () => rectificationApi.flow(flowId ?? 0),
    enabled: flowId !== null,
  });
  const apply = useSubmit(async () => {
    await rectificationApi.restart({ id: item.id, comment: comment.trim() });
    message.success(t('rectification.restart.applied'));
    setComment('');
    await onDone();
  });
  const act = useSubmit(async (action: 'approve' | 'reject') => {
    if (!flow.data) return;
    if (action === 'reject' && comment.trim() === '') {
      message.error(t('rectification.detail.commentRequired'));
      return;
    }
    await rectificationApi.act({
      id: flow.data.id,
      action,
      comment: comment.trim(),
      version: flow.data.version,
    });
    message.success(
      t(action === 'approve' ? 'rectification.restart.approved' : 'rectification.restart.rejected'),
    );
    setComment('');
    await onDone();
  });
  const canApply =
    item.status === 'closed' &&
    (item.restartStatus === null || !['pending', 'approved'].includes(item.restartStatus));
  const canAct = (flow.data?.canAct ?? []).length > 0;
  return (
    <Card
      size="small"
      title={t('rectification.restart.title')}
      style={{ marginTop: 16 }}
      data-testid="rectification-restart"
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <div>
          {item.restartStatus ? (
            <Tag color={RESTART_COLOR[item.restartStatus]}>
              {t(`rectification.restart.status.${item.restartStatus}`)}
            </Tag>
          ) : (
            <Typography.Text type="secondary">
              {item.status === 'closed' ? t('rectification.restart.none') : t('rectification.restart.notYet')}
            </Typography.Text>
          )}
        </div>
        {canApply || canAct ? (
          <Input.TextArea
            rows={2}
            maxLength={500}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
        ) : null}
        {canApply ? (
          <Can action="update">
            <Button type="primary" loading={apply.submitting} onClick={() => void apply.submit(undefined)}>
              {t('rectification.restart.apply')}
            </Button>
          </Can>
        ) : null}
        {canAct ? (
          <Space>
            <Button type="primary" loading={act.submitting} onClick={() => void act.submit('approve')}>
              {t('rectification.restart.approve')}
            </Button>
            <Button danger loading={act.submitting} onClick={() => void act.submit('reject')}>
              {t('rectification.restart.reject')}
            </Button>
          </Space>
        ) : null}
      </Space>
    </Card>
  );
}

function DetailDrawer({ id, projectId, onClose }: { id: number; projectId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [replyForm] = Form.useForm<{ content: string; photos: string[] }>();
  const [comment, setComment] = useState('');
  const detail = useQuery({
    queryKey: rectificationKeys.detail(id),
    queryFn: () => rectificationApi.detail(id),
  });
  const d = detail.data;
  const flowId = d && d.status !== 'closed' ? d.flowInstanceId : null;
  const flow = useQuery({
    queryKey: rectificationKeys.flow(flowId ?? 0),
    queryFn: () => rectificationApi.flow(flowId ?? 0),
    enabled: flowId !== null,
  });
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: rectificationKeys.all });
    await client.invalidateQueries({ queryKey: ['flow'] });
  };
  const reply = useSubmit(async () => {
    const v = await replyForm.validateFields();
    await rectificationApi.reply({ id, content: v.content, photos: v.photos });
    message.success(t('rectification.done.reply'));
    await refresh();
  });
  const check = useSubmit(async (pass: boolean) => {
    if (!pass && comment.trim() === '') {
      message.error(t('rectification.detail.commentRequired'));
      return;
    }
    await rectificationApi.check({ id, pass, comment: comment.trim() });
    message.success(t(pass ? 'rectification.done.close' : 'rectification.done.return'));
    setComment('');
    await refresh();
  });
  const canAct = (flow.data?.canAct ?? []).length > 0;
  return (
    <Drawer
      open
      width={680}
      title={t('rectification.detail.title')}
      onClose={onClose}
      data-testid="rectification-detail"
    >
      {detail.isError ? (
        <Result
          status="warning"
          title={t('rectification.loadFailed')}
          extra={<Button onClick={() => void detail.refetch()}>{t('rectification.retry')}</Button>}
        />
      ) : !d ? (
        <Card loading bordered={false} />
      ) : (
        <>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label={t('rectification.column.title')} span={2}>
              {d.title}
            </Descriptions.Item>
            <Descriptions.Item label={t('rectification.column.source')}>
              {t(`rectification.source.${d.source}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('rectification.column.status')}>
              <StatusTag item={d} />
            </Descriptions.Item>
            <Descriptions.Item label={t('rectification.column.deadline')}>{d.deadline}</Descriptions.Item>
            <Descriptions.Item label={t('rectification.form.severity')}>
              {t(`rectification.severity.${d.severity}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('rectification.column.issuer')}>
              {d.issuerName ?? ''}
            </Descriptions.Item>
            <Descriptions.Item label={t('rectification.column.responsible')}>
              {[d.responsibleCompanyName, d.responsibleUserName].filter(Boolean).join(' ')}
            </Descriptions.Item>
            <Descriptions.Item label={t('rectification.detail.problem')} span={2}>
              <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
                {d.problem}
              </Typography.Paragraph>
            </Descriptions.Item>
            {d.photos.length > 0 ? (
              <Descriptions.Item label={t('rectification.detail.photos')} span={2}>
                {d.photos.map((p) => (
                  <PhotoThumb key={p} url={p} />
                ))}
              </Descriptions.Item>
            ) : null}
            <Descriptions.Item label={t('rectification.detail.reply')} span={2}>
              {d.replyContent || (
                <Typography.Text type="secondary">{t('rectification.detail.notReplied')}</Typography.Text>
              )}
            </Descriptions.Item>
            {d.replyPhotos.length > 0 ? (
              <Descriptions.Item label={t('rectification.detail.replyPhotos')} span={2}>
                {d.replyPhotos.map((p) => (
                  <PhotoThumb key={p} url={p} />
                ))}
              </Descriptions.Item>
            ) : null}
          </Descriptions>
          {canAct && d.status === 'open' ? (
            <Card
              size="small"
              title={t('rectification.action.reply')}
              style={{ marginTop: 16 }}
              data-testid="rectification-reply"
            >
              <Form form={replyForm} layout="vertical" initialValues={{ photos: [] }}>
                <Form.Item
                  name="content"
                  label={t('rectification.detail.reply')}
                  rules={[{ required: true, message: t('rectification.detail.replyRequired') }]}
                >
                  <Input.TextArea
                    rows={3}
                    maxLength={2000}
                    placeholder={t('rectification.detail.replyPlaceholder')}
                    data-testid="rectification-reply-content"
                  />
                </Form.Item>
                <Form.Item
                  name="photos"
                  label={t('rectification.detail.replyPhotos')}
                  rules={[
                    {
                      type: 'array',
                      min: 1,
                      required: true,
                      message: t('rectification.detail.photoRequired'),
                    },
                  ]}
                >
                  <PhotoUpload projectId={projectId} label={t('rectification.form.upload')} />
                </Form.Item>
                <Button
                  type="primary"
                  loading={reply.submitting}
                  onClick={() => void reply.submit(undefined)}
                  data-testid="rectification-reply-submit"
                >
                  {t('rectification.action.reply')}
                </Button>
              </Form>
            </Card>
          ) : null}
          {canAct && d.status === 'replied' ? (
            <Card
              size="small"
              title={t('rectification.detail.comment')}
              style={{ marginTop: 16 }}
              data-testid="rectification-check"
            >
              <Input.TextArea
                rows={3}
                maxLength={500}
                value={comment}
                onChange={(e) => setComment(e.target.value)}
                placeholder={t('rectification.detail.commentPlaceholder')}
              />
              <Space style={{ marginTop: 12 }}>
                <Button
                  type="primary"
                  loading={check.submitting}
                  onClick={() => void check.submit(true)}
                  data-testid="rectification-close"
                >
                  {t('rectification.action.close')}
                </Button>
                <Button danger loading={check.submitting} onClick={() => void check.submit(false)}>
                  {t('rectification.action.return')}
                </Button>
              </Space>
            </Card>
          ) : null}
          {d.severity === 'stopWork' ? <RestartCard item={d} onDone={refresh} /> : null}
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('rectification.detail.trail')}
          </Typography.Title>
          <FlowTimeline
            actions={d.actions}
            empty={t('rectification.detail.noTrail')}
            actionLabel={(a) => t(`rectification.trailAction.${a}`)}
            stepLabel={(key) =>
              key === 'contractorReply' ||
              key === 'issuerRecheck' ||
              key === 'chiefOrganise' ||
              key === 'ownerConfirm'
                ? t(`rectification.step.${key}`)
                : key
            }
            attachment={(ref) => <PhotoThumb key={ref} url={ref} />}
          />
        </>
      )}
    </Drawer>
  );
}

function Notices({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { page, limit, setPage, pagination } = usePaging();
  const [status, setStatus] = useState<RectificationStatus>();
  const [overdue, setOverdue] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [adding, setAdding] = useState(false);
  const [detailId, setDetailId] = useState<number | null>(null);
  useEffect(() => {
    const id = Number(params.get('id'));
    if (id > 0) {
      setDetailId(id);
      setParams({}, { replace: true });
    }
  }, [params, setParams]);
  const query = {
    proId: projectId,
    page,
    limit,
    ...(status ? { status } : {}),
    ...(overdue ? { overdue: 'true' as const } : {}),
    ...(keyword ? { keyword } : {}),
  };
  const list = useQuery({
    queryKey: rectificationKeys.list(query),
    queryFn: () => rectificationApi.list(query),
    placeholderData: keepPreviousData,
  });
  return (
    <Card title={t('rectification.title')}>
      <Flex gap={8} wrap justify="space-between" style={{ marginBottom: 12 }}>
        <Space wrap>
          <Input.Search
            allowClear
            placeholder={t('rectification.filter.keyword')}
            style={{ width: 240 }}
            onSearch={(v) => {
              setKeyword(v.trim());
              setPage(1);
            }}
          />
          <Select
            allowClear
            placeholder={t('rectification.filter.status')}
            style={{ width: 140 }}
            value={status}
            onChange={(v) => {
              setStatus(v);
              setPage(1);
            }}
            options={RECTIFICATION_STATUSES.map((s) => ({ value: s, label: t(`rectification.status.${s}`) }))}
          />
          <Space>
            <Switch
              size="small"
              checked={overdue}
              onChange={(v) => {
                setOverdue(v);
                setPage(1);
              }}
            />
            {t('rectification.filter.overdueOnly')}
          </Space>
        </Space>
        <Can action="add">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('rectification.action.add')}
          </Button>
        </Can>
      </Flex>
      <QueryTable<RectificationItem>
        query={list}
        paging={{ pagination }}
        failedTitle={t('rectification.loadFailed')}
        rowKey="id"
        size="middle"
        data-testid="rectification-table"
        empty={t('rectification.empty')}
        scroll={{ x: 960 }}
        columns={[
          {
            title: t('rectification.column.title'),
            dataIndex: 'title',
            render: (title: string, row) => (
              <Button
                type="link"
                style={{ padding: 0, whiteSpace: 'normal', textAlign: 'left' }}
                onClick={() => setDetailId(row.id)}
              >
                {row.severity !== 'normal' ? (
                  <Tag color="red">{t(`rectification.severity.${row.severity}`)}</Tag>
                ) : null}
                {title}
              </Button>
            ),
          },
          {
            title: t('rectification.column.source'),
            dataIndex: 'source',
            width: 120,
            render: (s: RectificationItem['source']) => t(`rectification.source.${s}`),
          },
          { title: t('rectification.column.deadline'), dataIndex: 'deadline', width: 110 },
          {
            title: t('rectification.column.responsible'),
            key: 'responsible',
            width: 110,
            render: (_, row) => row.responsibleUserName ?? row.responsibleCompanyName ?? '',
          },
          { title: t('rectification.column.issuer'), dataIndex: 'issuerName', width: 100 },
          {
            title: t('rectification.column.status'),
            key: 'status',
            width: 160,
            render: (_, row) => <StatusTag item={row} />,
          },
          {
            title: t('rectification.column.createdAt'),
            dataIndex: 'createdAt',
            width: 150,
            render: (v: string) => businessDateTimeOf(v),
          },
          {
            title: t('rectification.column.operation'),
            key: 'actions',
            width: 90,
            fixed: 'right',
            render: (_, row) => (
              <Button
                type="link"
                size="small"
                onClick={() => setDetailId(row.id)}
                data-testid={`rectification-open-${row.id}`}
              >
                {t('rectification.action.detail')}
              </Button>
            ),
          },
        ]}
      />
      {adding ? <AddDrawer projectId={projectId} onClose={() => setAdding(false)} /> : null}
      {detailId !== null ? (
        <DetailDrawer id={detailId} projectId={projectId} onClose={() => setDetailId(null)} />
      ) : null}
    </Card>
  );
}

/** Rectification notices (整改通知): issue, reply with evidence, re-inspect and close; overdue ones flagged. */
export function RectificationPage() {
  return <WithCurrentProject>{(projectId) => <Notices projectId={projectId} />}</WithCurrentProject>;
}
