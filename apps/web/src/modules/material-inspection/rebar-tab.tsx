import { ExperimentOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  REBAR_BATCH_STATUSES,
  type RebarBatchDetail,
  type RebarBatchItem,
  type RebarBatchStatus,
  type RebarTestItem,
} from '@zhuji/shared';
import {
  Alert,
  App,
  AutoComplete,
  Button,
  Checkbox,
  Col,
  DatePicker,
  Descriptions,
  Drawer,
  Flex,
  Form,
  Input,
  Modal,
  Popconfirm,
  Row,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { businessTodayDayjs } from '../../kit/business-day';
import { Can } from '../../kit/permission-gate';
import { queryStateProps } from '../../kit/query-table';
import { useSubmit } from '../../kit/use-submit';
import { materialApi, materialKeys } from './material-inspection.api';

export const STATUS_COLOR: Record<RebarBatchStatus, string> = {
  pending: 'default',
  retest: 'orange',
  accepted: 'green',
  rejected: 'red',
};

export function usePileOptions(projectId: number) {
  const q = useQuery({
    queryKey: materialKeys.piles(projectId),
    queryFn: () => materialApi.piles(projectId),
  });
  return (q.data ?? []).map((p) => ({ value: p.pileId, label: p.pileNo }));
}
/** The project's receipts of one material, for linking a batch or a delivery to its registration. */
export function useRegistrationOptions(projectId: number, kind: 'rebar' | 'concrete') {
  const q = useQuery({
    queryKey: [...materialKeys.all, 'registrations', projectId, 'options', kind],
    queryFn: () => materialApi.registrations({ proId: projectId, kind, limit: 50 }),
  });
  return (q.data?.list ?? []).map((r) => ({
    value: r.id,
    label: `${r.arrivalDate} ${r.supplier}${r.deliveryNote ? ` · ${r.deliveryNote}` : ''}`,
  }));
}

export function useOption() {
  return useQuery({ queryKey: materialKeys.option, queryFn: () => materialApi.option(), staleTime: Infinity })
    .data;
}

interface BatchForm {
  batchNo: string;
  grade: string;
  heatNo: string;
  diameterMm: number;
  tonnage: string;
  manufacturer: string;
  certified: boolean;
  seismic: boolean;
  arrivalDate: Dayjs;
  certificateNo?: string;
  pileIds?: number[];
  remark?: string;
  registrationId?: number | null;
}

function BatchDrawer({
  projectId,
  batch,
  onClose,
}: {
  projectId: number;
  batch?: RebarBatchItem;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<BatchForm>();
  const option = useOption();
  const piles = usePileOptions(projectId);
  const registrations = useRegistrationOptions(projectId, 'rebar');
  const makers = useQuery({
    queryKey: ['material-inspection', 'manufacturers', projectId],
    queryFn: () => materialApi.manufacturers(projectId),
  });
  const save = useSubmit(async (v: BatchForm) => {
    const body = {
      ...v,
      projectId,
      arrivalDate: v.arrivalDate.format('YYYY-MM-DD'),
      pileIds: v.pileIds ?? [],
      registrationId: v.registrationId ?? null,
      ...(batch ? { id: batch.id } : {}),
    };
    await (batch ? materialApi.updateBatch(body) : materialApi.addBatch(body));
    message.success(t('material.saved'));
    void client.invalidateQueries({ queryKey: materialKeys.all });
    onClose();
  });
  return (
    <Drawer
      open
      width={560}
      title={t(batch ? 'material.batch.editTitle' : 'material.batch.new')}
      onClose={onClose}
      extra={
        <Space>
          <Button onClick={onClose}>{t('material.cancel')}</Button>
          <Button
            type="primary"
            loading={save.submitting}
            onClick={() => form.submit()}
            data-testid="rebar-save"
          >
            {t('material.save')}
          </Button>
        </Space>
      }
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={
          batch
            ? { ...batch, arrivalDate: dayjs(batch.arrivalDate) }
            : {
                grade: 'HRB400',
                diameterMm: 25,
                certified: false,
                seismic: false,
                arrivalDate: businessTodayDayjs(),
              }
        }
        onFinish={(v) => void save.submit(v)}
      >
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="batchNo" label={t('material.batch.batchNo')} rules={[{ required: true }]}>
              <Input maxLength={40} data-testid="rebar-batchNo" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="heatNo" label={t('material.batch.heatNo')} rules={[{ required: true }]}>
              <Input maxLength={40} data-testid="rebar-heatNo" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="grade" label={t('material.batch.grade')} rules={[{ required: true }]}>
              <Select options={(option?.grades ?? []).map((g) => ({ value: g.grade, label: g.grade }))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="diameterMm" label={t('material.batch.diameterMm')} rules={[{ required: true }]}>
              <Select options={(option?.diameters ?? []).map((d) => ({ value: d, label: `Φ${d}` }))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="tonnage"
              label={t('material.batch.tonnage')}
              rules={[{ required: true, pattern: /^\d{1,10}(\.\d{1,3})?$/ }]}
            >
              <Input inputMode="decimal" data-testid="rebar-tonnage" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="arrivalDate"
              label={t('material.batch.arrivalDate')}
              rules={[{ required: true }]}
            >
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="manufacturer" label={t('material.batch.manufacturer')} rules={[{ required: true }]}>
          <AutoComplete
            options={(makers.data ?? []).map((m) => ({ value: m }))}
            filterOption
            data-testid="rebar-manufacturer"
          />
        </Form.Item>
        <Form.Item name="registrationId" label={t('material.audit.registration')}>
          <Select options={registrations} allowClear />
        </Form.Item>
        <Form.Item name="certified" valuePropName="checked">
          <Checkbox>{t('material.batch.certified')}</Checkbox>
        </Form.Item>
        <Form.Item name="seismic" valuePropName="checked">
          <Checkbox>{t('material.batch.seismic')}</Checkbox>
        </Form.Item>
        <Form.Item name="certificateNo" label={t('material.batch.certificateNo')}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="pileIds" label={t('material.batch.piles')}>
          <Select mode="multiple" options={piles} optionFilterProp="label" allowClear />
        </Form.Item>
        <Form.Item name="remark" label={t('material.batch.remark')}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}

type SpecimenRow = Partial<Record<'yieldStrength' | 'tensileStrength' | 'elongation' | 'agt', string>> & {
  bendOk?: boolean;
};
interface TestForm {
  reportNo?: string;
  testDate: Dayjs;
  lab?: string;
  weightDeviation?: string;
  specimens: SpecimenRow[];
}
const NUMERIC = ['yieldStrength', 'tensileStrength', 'elongation', 'agt'] as const;
const num = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : Number(v));

/** The test entry: round 1 shows every item; the double retest only the failed ones, on twice the specimens. */
function TestDialog({ batch, onClose }: { batch: RebarBatchDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<TestForm>();
  const round = batch.status === 'retest' ? 2 : 1;
  const first = batch.tests.find((x) => x.round === 1);
  const failed = batch.firstFailed;
  const specimenItems = failed.filter((i) => i !== 'weightDeviation');
  const count =
    round === 1 ? batch.specimens.tensile : specimenItems.length > 0 ? (first?.specimens.length ?? 2) * 2 : 0;
  // The ratios are computed from ReL and Rm; a bend failure is retested on bend specimens.
  const shows = (field: (typeof NUMERIC)[number] | 'bendOk'): boolean => {
    if (round === 1) return true;
    const need: Record<string, RebarTestItem[]> = {
      yieldStrength: ['yieldStrength', 'strengthRatio', 'overstrengthRatio'],
      tensileStrength: ['tensileStrength', 'strengthRatio'],
      elongation: ['elongation'],
      agt: ['agt'],
      bendOk: ['bend'],
    };
    return (need[field] ?? []).some((i) => failed.includes(i));
  };
  const needWeight = round === 1 || failed.includes('weightDeviation');
  const save = useSubmit(async (v: TestForm) => {
    await materialApi.test({
      batchId: batch.id,
      round,
      reportNo: v.reportNo ?? '',
      testDate: v.testDate.format('YYYY-MM-DD'),
      lab: v.lab ?? '',
      weightDeviation: needWeight ? num(v.weightDeviation) : undefined,
      specimens: (v.specimens ?? []).map((s) => ({
        ...Object.fromEntries(NUMERIC.filter(shows).map((k) => [k, num(s[k])])),
        ...(shows('bendOk') ? { bendOk: s.bendOk ?? false } : {}),
      })),
    });
    message.success(t('material.saved'));
    void client.invalidateQueries({ queryKey: materialKeys.all });
    onClose();
  });
  const numberRule = { pattern: /^-?\d+(\.\d+)?$/, message: t('material.test.weightDeviation') };
  return (
    <Modal
      open
      width={760}
      title={`${batch.batchNo} · ${t(round === 1 ? 'material.test.round1' : 'material.test.round2')}`}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ 'data-testid': 'rebar-test-save' } as Record<`data-${string}`, string>}
      confirmLoading={save.submitting}
      okText={t('material.save')}
      cancelText={t('material.cancel')}
    >
      {round === 2 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={t('material.test.retestHint', {
            items: failed.map((i) => t(`material.item.${i}`)).join('、'),
          })}
        />
      )}
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          testDate: businessTodayDayjs(),
          lab: first?.lab ?? '',
          specimens: Array.from({ length: count }, () => ({ bendOk: true })),
        }}
        onFinish={(v) => void save.submit(v)}
      >
        <Row gutter={12}>
          <Col span={8}>
            <Form.Item name="reportNo" label={t('material.test.reportNo')}>
              <Input maxLength={60} data-testid="rebar-test-reportNo" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="testDate" label={t('material.test.testDate')} rules={[{ required: true }]}>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="lab" label={t('material.test.lab')}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
        </Row>
        <Form.List name="specimens">
          {(fields) =>
            fields.map((f, i) => (
              <Row key={f.key} gutter={8} align="bottom">
                <Col span={3}>
                  <Typography.Text type="secondary">
                    {t('material.test.specimen', { n: i + 1 })}
                  </Typography.Text>
                </Col>
                {NUMERIC.filter(shows).map((k) => (
                  <Col key={k} span={4}>
                    <Form.Item
                      name={[f.name, k]}
                      label={t(`material.test.${k}`)}
                      rules={[{ required: !(k === 'elongation' || k === 'agt') }, numberRule]}
                    >
                      <Input inputMode="decimal" data-testid={`spec-${i}-${k}`} />
                    </Form.Item>
                  </Col>
                ))}
                {shows('bendOk') && (
                  <Col span={4}>
                    <Form.Item name={[f.name, 'bendOk']} valuePropName="checked">
                      <Checkbox>{t('material.test.bendOk')}</Checkbox>
                    </Form.Item>
                  </Col>
                )}
              </Row>
            ))
          }
        </Form.List>
        {needWeight && (
          <Form.Item
            name="weightDeviation"
            label={t('material.test.weightDeviation')}
            rules={[{ required: true }, numberRule]}
            extra={t('material.unconfirmed')}
          >
            <Input inputMode="decimal" style={{ width: 160 }} data-testid="rebar-test-weight" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

function BatchDetailDrawer({
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
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={b.tests}
            columns={[
              {
                title: '',
                dataIndex: 'round',
                render: (r: number) => t(r === 1 ? 'material.test.round1' : 'material.test.round2'),
              },
              { title: t('material.test.reportNo'), dataIndex: 'reportNo' },
              { title: t('material.test.testDate'), dataIndex: 'testDate' },
              {
                title: t('material.test.checks'),
                key: 'items',
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
                render: (p: boolean) => (
                  <Tag color={p ? 'green' : 'red'}>{t(p ? 'material.test.pass' : 'material.test.fail')}</Tag>
                ),
              },
            ]}
          />
        </Flex>
      )}
      {testing && b && <TestDialog batch={b} onClose={() => setTesting(false)} />}
    </Drawer>
  );
}

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
      </Flex>
      <Table<RebarBatchItem>
        size="small"
        rowKey="id"
        {...queryStateProps(list)}
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        scroll={{ x: 900 }}
        pagination={{
          current: query.page,
          pageSize: query.limit,
          total: list.data?.total ?? 0,
          pageSizeOptions: [5, 10, 20, 30, 50],
          showSizeChanger: true,
          onChange: (page, limit) => setQuery((q) => ({ ...q, page, limit })),
        }}
        columns={[
          {
            title: t('material.batch.batchNo'),
            dataIndex: 'batchNo',
            render: (v: string, r) => (
              <Typography.Link onClick={() => setDetail(r.id)} data-testid={`rebar-row-${v}`}>
                {v}
              </Typography.Link>
            ),
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
            key: 'ops',
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
