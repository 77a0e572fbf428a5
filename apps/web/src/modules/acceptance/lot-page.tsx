import './messages';
import { DownloadOutlined, MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ACCEPTANCE_STATUSES,
  type AcceptanceApply,
  type AcceptanceItem,
  type AcceptanceStatus,
  businessDateTimeOf,
  minimumSampleSize,
  type SubitemNode,
} from '@zhuji/shared';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Drawer,
  Empty,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Result,
  Select,
  Space,
  Switch,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FlowTimeline } from '../../kit/flow-timeline';
import { Can } from '../../kit/permission-gate';
import { PhotoThumb, PhotoUpload } from '../../kit/photo-upload';
import { queryStateProps } from '../../kit/query-table';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import { saveFile } from '../../kit/resource/resource-api';
import { useSubmit } from '../../kit/use-submit';
import { acceptanceApi, acceptanceKeys } from './acceptance.api';

const STATUS_COLOR: Record<AcceptanceStatus, string> = {
  pending: 'processing',
  accepted: 'green',
  rejected: 'red',
  cancelled: 'default',
};

type Level = 'lot' | 'subitem' | 'division';

function StatusTag({ status }: { status: AcceptanceStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOR[status]} data-testid={`acceptance-status-${status}`}>
      {t(`acceptance.status.${status}`)}
    </Tag>
  );
}

const subItemsOf = (nodes: SubitemNode[]): SubitemNode[] =>
  nodes.flatMap((n) => [...(n.level === 'subItem' && n.checked ? [n] : []), ...subItemsOf(n.children)]);

interface FormValues extends Omit<AcceptanceApply, 'projectId' | 'attachments'> {
  attachments?: string[];
}

function ApplyDrawer({
  projectId,
  reapply,
  onClose,
}: {
  projectId: number;
  reapply?: AcceptanceItem;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const tree = useQuery({
    queryKey: acceptanceKeys.subitems(projectId),
    queryFn: () => acceptanceApi.subitems(projectId),
  });
  const options = useMemo(() => subItemsOf(tree.data ?? []), [tree.data]);
  const lotSize = Form.useWatch('lotSize', form);
  const min = typeof lotSize === 'number' && lotSize > 0 ? minimumSampleSize(lotSize) : null;
  const save = useSubmit(async () => {
    const v = await form.validateFields();
    const result = await acceptanceApi.apply({
      ...v,
      ...(reapply ? { id: reapply.id } : {}),
      projectId,
      generalItems: (v.generalItems ?? []).map((g) => ({ ...g, seriousDefect: g.seriousDefect ?? false })),
      mainItems: v.mainItems.map((m) => ({ ...m, pass: m.pass ?? false, note: m.note ?? '' })),
      attachments: v.attachments ?? [],
    });
    await client.invalidateQueries({ queryKey: acceptanceKeys.all });
    onClose();
    if (result.status === 'rejected')
      modal.warning({
        title: t('acceptance.result.rejectedTitle'),
        content: (
          <div data-testid="acceptance-auto-rejected">
            <p>{result.reason}</p>
            <p>{t('acceptance.result.rectification')}</p>
          </div>
        ),
        okText: t('acceptance.result.ok'),
      });
    else modal.success({ title: t('acceptance.result.pending'), okText: t('acceptance.result.ok') });
  });
  const initial: Partial<FormValues> = reapply
    ? {
        code: reapply.code,
        lotNo: reapply.lotNo,
        location: reapply.location,
        lotSize: reapply.lotSize ?? undefined,
        sampleSize: reapply.sampleSize ?? undefined,
        mainItems: reapply.mainItems,
        generalItems: reapply.generalItems,
        recordsComplete: reapply.recordsComplete,
      }
    : { mainItems: [{ key: 'm1', name: '', pass: true, note: '' }], generalItems: [], recordsComplete: true };
  const required = [{ required: true, message: t('acceptance.form.required') }];
  return (
    <Drawer
      open
      width={720}
      title={t(reapply ? 'acceptance.form.reapplyTitle' : 'acceptance.form.title')}
      onClose={onClose}
      data-testid="acceptance-form"
      extra={
        <Space>
          <Button onClick={onClose}>{t('acceptance.action.cancel')}</Button>
          <Button
            type="primary"
            loading={save.submitting}
            onClick={() => void save.submit(undefined)}
            data-testid="acceptance-submit"
          >
            {t('acceptance.action.submit')}
          </Button>
        </Space>
      }
    >
      {!tree.isPending && options.length === 0 ? (
        <Alert
          type="warning"
          showIcon
          message={t('acceptance.form.noSubitems')}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item
          name="code"
          label={t('acceptance.form.code')}
          rules={[{ required: true, message: t('acceptance.form.codeRequired') }]}
        >
          <Select
            data-testid="acceptance-code"
            loading={tree.isPending}
            disabled={!!reapply}
            showSearch
            optionFilterProp="label"
            options={options.map((o) => ({ value: o.code, label: `${o.code} ${o.name}` }))}
          />
        </Form.Item>
        <Flex gap={12}>
          <Form.Item name="lotNo" label={t('acceptance.form.lotNo')} rules={required} style={{ flex: 1 }}>
            <Input
              placeholder={t('acceptance.form.lotNoPlaceholder')}
              disabled={!!reapply}
              data-testid="acceptance-lotNo"
            />
          </Form.Item>
          <Form.Item
            name="location"
            label={t('acceptance.form.location')}
            rules={required}
            style={{ flex: 2 }}
          >
            <Input placeholder={t('acceptance.form.locationPlaceholder')} data-testid="acceptance-location" />
          </Form.Item>
        </Flex>
        <Flex gap={12}>
          <Form.Item name="lotSize" label={t('acceptance.form.lotSize')} rules={required} style={{ flex: 1 }}>
            <InputNumber min={1} precision={0} style={{ width: '100%' }} data-testid="acceptance-lotSize" />
          </Form.Item>
          <Form.Item
            name="sampleSize"
            label={t('acceptance.form.sampleSize')}
            rules={required}
            style={{ flex: 1 }}
            extra={min !== null ? t('acceptance.form.minSample', { min }) : undefined}
          >
            <InputNumber
              min={1}
              precision={0}
              style={{ width: '100%' }}
              data-testid="acceptance-sampleSize"
            />
          </Form.Item>
        </Flex>
        <Typography.Title level={5}>{t('acceptance.form.mainItems')}</Typography.Title>
        <Form.List name="mainItems">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, i) => (
                <Flex key={field.key} gap={8} align="baseline">
                  <Form.Item name={[field.name, 'key']} hidden initialValue={`m${i + 1}`}>
                    <Input />
                  </Form.Item>
                  <Form.Item name={[field.name, 'name']} rules={required} style={{ flex: 1 }}>
                    <Input
                      placeholder={t('acceptance.form.itemName')}
                      data-testid={`acceptance-main-${i}-name`}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'pass']} valuePropName="checked" initialValue={true}>
                    <Switch
                      checkedChildren={t('acceptance.form.pass')}
                      unCheckedChildren={t('acceptance.status.rejected')}
                      data-testid={`acceptance-main-${i}-pass`}
                    />
                  </Form.Item>
                  {fields.length > 1 ? (
                    <MinusCircleOutlined
                      aria-label={t('acceptance.action.remove')}
                      onClick={() => remove(field.name)}
                    />
                  ) : null}
                </Flex>
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => add({ key: `m${Date.now()}`, name: '', pass: true })}
                data-testid="acceptance-add-main"
                style={{ marginBottom: 16 }}
              >
                {t('acceptance.action.addItem')}
              </Button>
            </>
          )}
        </Form.List>
        <Typography.Title level={5}>{t('acceptance.form.generalItems')}</Typography.Title>
        <Form.List name="generalItems">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Flex key={field.key} gap={8} align="baseline" wrap>
                  <Form.Item name={[field.name, 'key']} hidden>
                    <Input />
                  </Form.Item>
                  <Form.Item name={[field.name, 'name']} rules={required} style={{ flex: 2, minWidth: 160 }}>
                    <Input placeholder={t('acceptance.form.itemName')} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'points']} rules={required}>
                    <InputNumber min={1} precision={0} placeholder={t('acceptance.form.points')} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'passedPoints']} rules={required}>
                    <InputNumber min={0} precision={0} placeholder={t('acceptance.form.passedPoints')} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'seriousDefect']} valuePropName="checked">
                    <Switch checkedChildren={t('acceptance.form.seriousDefect')} unCheckedChildren="—" />
                  </Form.Item>
                  <MinusCircleOutlined
                    aria-label={t('acceptance.action.remove')}
                    onClick={() => remove(field.name)}
                  />
                </Flex>
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => add({ key: `g${Date.now()}`, name: '', seriousDefect: false })}
                style={{ marginBottom: 16 }}
              >
                {t('acceptance.action.addItem')}
              </Button>
            </>
          )}
        </Form.List>
        <Form.Item
          name="recordsComplete"
          valuePropName="checked"
          label={t('acceptance.form.recordsComplete')}
        >
          <Switch />
        </Form.Item>
        <Form.Item
          name="attachments"
          label={t('acceptance.form.photos')}
          extra={t('acceptance.form.photosHint')}
        >
          <PhotoUpload projectId={projectId} label={t('acceptance.form.upload')} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}

function DetailDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [comment, setComment] = useState('');
  const detail = useQuery({ queryKey: acceptanceKeys.detail(id), queryFn: () => acceptanceApi.detail(id) });
  const d = detail.data;
  const flowId = d?.status === 'pending' ? d.flowInstanceId : null;
  const flow = useQuery({
    queryKey: acceptanceKeys.flow(flowId ?? 0),
    queryFn: () => acceptanceApi.flow(flowId ?? 0),
    enabled: flowId !== null,
  });
  const act = useSubmit(async (action: 'approve' | 'reject' | 'return') => {
    if (!flow.data) return;
    if (action !== 'approve' && comment.trim() === '') {
      message.error(t('acceptance.detail.commentRequired'));
      return;
    }
    await acceptanceApi.act({
      id: flow.data.id,
      action,
      comment: comment.trim(),
      version: flow.data.version,
    });
    message.success(t(`acceptance.done.${action}`));
    setComment('');
    await client.invalidateQueries({ queryKey: acceptanceKeys.all });
    await client.invalidateQueries({ queryKey: ['flow'] });
  });
  const exportTrail = useSubmit(async () => {
    const file = await acceptanceApi.exportTrail(id);
    saveFile(file.blob, file.filename ?? `trail-${id}.xlsx`);
  });
  const canAct = flow.data?.canAct ?? [];
  return (
    <Drawer
      open
      width={720}
      title={t('acceptance.detail.title')}
      onClose={onClose}
      data-testid="acceptance-detail"
      extra={
        <Can action="export">
          <Button
            icon={<DownloadOutlined />}
            loading={exportTrail.submitting}
            onClick={() => void exportTrail.submit(undefined)}
          >
            {t('acceptance.action.exportTrail')}
          </Button>
        </Can>
      }
    >
      {detail.isError ? (
        <Result
          status="warning"
          title={t('acceptance.loadFailed')}
          extra={<Button onClick={() => void detail.refetch()}>{t('acceptance.retry')}</Button>}
        />
      ) : !d ? (
        <Card loading bordered={false} />
      ) : (
        <>
          <Descriptions column={2} size="small" bordered title={t('acceptance.detail.basic')}>
            <Descriptions.Item label={t('acceptance.column.codeName')} span={2}>
              {d.code} {d.codeName}
            </Descriptions.Item>
            {d.level === 'lot' ? (
              <>
                <Descriptions.Item label={t('acceptance.column.lotNo')}>{d.lotNo}</Descriptions.Item>
                <Descriptions.Item label={t('acceptance.column.location')}>{d.location}</Descriptions.Item>
                <Descriptions.Item label={t('acceptance.column.sample')}>
                  {d.lotSize} / {d.sampleSize}
                  {d.minSampleSize !== null ? ` (≥ ${d.minSampleSize})` : ''}
                </Descriptions.Item>
              </>
            ) : null}
            <Descriptions.Item label={t('acceptance.column.status')}>
              <StatusTag status={d.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('acceptance.column.applicant')}>
              {d.applicantName ?? ''}
            </Descriptions.Item>
            <Descriptions.Item label={t('acceptance.column.acceptedAt')}>
              {d.acceptedAt ? businessDateTimeOf(d.acceptedAt) : '—'}
            </Descriptions.Item>
            {d.rejectReason ? (
              <Descriptions.Item label={t('acceptance.detail.rejectReason')} span={2}>
                <Typography.Text type="danger" data-testid="acceptance-reject-reason">
                  {d.rejectReason}
                </Typography.Text>
              </Descriptions.Item>
            ) : null}
          </Descriptions>
          {d.level === 'lot' ? (
            <>
              <Typography.Title level={5} style={{ marginTop: 16 }}>
                {t('acceptance.detail.items')}
              </Typography.Title>
              <Table
                size="small"
                rowKey="key"
                pagination={false}
                dataSource={[
                  ...d.mainItems.map((m) => ({
                    key: `m-${m.key}`,
                    name: m.name,
                    result: m.pass,
                    detail: m.note,
                  })),
                  ...d.generalItems.map((g) => ({
                    key: `g-${g.key}`,
                    name: g.name,
                    result: g.passedPoints / g.points >= 0.8 && !g.seriousDefect,
                    detail: `${g.passedPoints}/${g.points}${g.seriousDefect ? ` · ${t('acceptance.form.seriousDefect')}` : ''}`,
                  })),
                ]}
                columns={[
                  { title: t('acceptance.form.itemName'), dataIndex: 'name' },
                  {
                    title: t('acceptance.form.pass'),
                    dataIndex: 'result',
                    width: 90,
                    render: (ok: boolean) =>
                      ok ? (
                        <Tag color="green">{t('acceptance.detail.yes')}</Tag>
                      ) : (
                        <Tag color="red">{t('acceptance.detail.no')}</Tag>
                      ),
                  },
                  { title: '', dataIndex: 'detail' },
                ]}
              />
            </>
          ) : null}
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('acceptance.detail.trail')}
          </Typography.Title>
          <FlowTimeline
            actions={d.trail}
            empty={t('acceptance.detail.noTrail')}
            actionLabel={(a) => t(`acceptance.trailAction.${a}`)}
            attachment={(ref) => <PhotoThumb key={ref} url={ref} />}
            stepLabel={(key) =>
              key === 'supervisorAccept' || key === 'chiefOrganise' ? t(`acceptance.step.${key}`) : key
            }
          />
          {canAct.length > 0 ? (
            <Card size="small" title={t('acceptance.detail.comment')} data-testid="acceptance-act">
              <Input.TextArea
                rows={3}
                value={comment}
                onChange={(e) => setComment(e.target.value)}
                placeholder={t('acceptance.detail.commentPlaceholder')}
                maxLength={500}
                data-testid="acceptance-comment"
              />
              <Space style={{ marginTop: 12 }}>
                {canAct.includes('approve') ? (
                  <Button
                    type="primary"
                    loading={act.submitting}
                    onClick={() => void act.submit('approve')}
                    data-testid="acceptance-approve"
                  >
                    {t('acceptance.action.approve')}
                  </Button>
                ) : null}
                {canAct.includes('return') ? (
                  <Button loading={act.submitting} onClick={() => void act.submit('return')}>
                    {t('acceptance.action.return')}
                  </Button>
                ) : null}
                {canAct.includes('reject') ? (
                  <Button
                    danger
                    loading={act.submitting}
                    onClick={() => void act.submit('reject')}
                    data-testid="acceptance-reject"
                  >
                    {t('acceptance.action.reject')}
                  </Button>
                ) : null}
              </Space>
            </Card>
          ) : null}
        </>
      )}
    </Drawer>
  );
}

function DivisionModal({ projectId, onClose }: { projectId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<{
    code: string;
    documentsComplete: boolean;
    appearance: 'good' | 'fair' | 'poor';
    attachments?: string[];
  }>();
  const tree = useQuery({
    queryKey: acceptanceKeys.subitems(projectId),
    queryFn: () => acceptanceApi.subitems(projectId),
  });
  const divisions = (tree.data ?? []).filter((n) => n.level === 'division' && n.checked);
  const save = useSubmit(async () => {
    const v = await form.validateFields();
    const result = await acceptanceApi.applyDivision({ ...v, projectId, attachments: v.attachments ?? [] });
    await client.invalidateQueries({ queryKey: acceptanceKeys.all });
    onClose();
    if (result.status === 'rejected')
      modal.warning({
        title: t('acceptance.result.rejectedTitle'),
        content: result.reason,
        okText: t('acceptance.result.ok'),
      });
    else modal.success({ title: t('acceptance.result.pending'), okText: t('acceptance.result.ok') });
  });
  return (
    <Modal
      open
      title={t('acceptance.division.title')}
      onCancel={onClose}
      onOk={() => void save.submit(undefined)}
      okText={t('acceptance.action.submit')}
      cancelText={t('acceptance.action.cancel')}
      confirmLoading={save.submitting}
    >
      {!tree.isPending && divisions.length === 0 ? (
        <Alert
          type="warning"
          showIcon
          message={t('acceptance.form.noSubitems')}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      <Form form={form} layout="vertical" initialValues={{ documentsComplete: true, appearance: 'good' }}>
        <Form.Item
          name="code"
          label={t('acceptance.division.code')}
          rules={[{ required: true, message: t('acceptance.form.required') }]}
        >
          <Select
            loading={tree.isPending}
            options={divisions.map((d) => ({ value: d.code, label: `${d.code} ${d.name}` }))}
          />
        </Form.Item>
        <Form.Item
          name="documentsComplete"
          valuePropName="checked"
          label={t('acceptance.division.documentsComplete')}
        >
          <Switch />
        </Form.Item>
        <Form.Item
          name="appearance"
          label={t('acceptance.division.appearance')}
          extra={t('acceptance.division.hint')}
        >
          <Select
            options={(['good', 'fair', 'poor'] as const).map((a) => ({
              value: a,
              label: t(`acceptance.division.rating.${a}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="attachments" label={t('acceptance.form.photos')}>
          <PhotoUpload projectId={projectId} label={t('acceptance.form.upload')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 分项工程报验 by hand: once every lot of the sub-item is accepted and its records are complete. */
function SubItemModal({ projectId, onClose }: { projectId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<{
    code: string;
    recordsComplete: boolean;
    comment?: string;
    attachments?: string[];
  }>();
  const tree = useQuery({
    queryKey: acceptanceKeys.subitems(projectId),
    queryFn: () => acceptanceApi.subitems(projectId),
  });
  const options = useMemo(() => subItemsOf(tree.data ?? []), [tree.data]);
  const save = useSubmit(async () => {
    const v = await form.validateFields();
    await acceptanceApi.applySubItem({
      projectId,
      code: v.code,
      recordsComplete: true,
      comment: v.comment ?? '',
      attachments: v.attachments ?? [],
    });
    await client.invalidateQueries({ queryKey: acceptanceKeys.all });
    await client.invalidateQueries({ queryKey: ['flow'] });
    onClose();
    modal.success({ title: t('acceptance.result.pending'), okText: t('acceptance.result.ok') });
  });
  return (
    <Modal
      open
      title={t('acceptance.subitem.title')}
      onCancel={onClose}
      onOk={() => void save.submit(undefined)}
      okText={t('acceptance.action.submit')}
      cancelText={t('acceptance.action.cancel')}
      confirmLoading={save.submitting}
      data-testid="acceptance-subitem-form"
    >
      <Alert type="info" showIcon message={t('acceptance.subitem.hint')} style={{ marginBottom: 12 }} />
      <Form form={form} layout="vertical" initialValues={{ recordsComplete: false }}>
        <Form.Item
          name="code"
          label={t('acceptance.form.code')}
          rules={[{ required: true, message: t('acceptance.form.codeRequired') }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={tree.isPending}
            options={options.map((n) => ({ value: n.code, label: `${n.code} ${n.name}` }))}
          />
        </Form.Item>
        <Form.Item
          name="recordsComplete"
          valuePropName="checked"
          label={t('acceptance.form.recordsComplete')}
          rules={[
            {
              validator: (_, value) =>
                value
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('acceptance.subitem.recordsRequired'))),
            },
          ]}
        >
          <Switch />
        </Form.Item>
        <Form.Item name="comment" label={t('acceptance.subitem.comment')}>
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
        <Form.Item name="attachments" label={t('acceptance.form.photos')}>
          <PhotoUpload projectId={projectId} label={t('acceptance.form.upload')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

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
      <Table<AcceptanceItem>
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
            key: 'op',
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
