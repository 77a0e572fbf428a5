import './messages';
import {
  DownloadOutlined,
  MinusCircleOutlined,
  PlusOutlined,
  PrinterOutlined,
  SendOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  businessDateTimeOf,
  COMPANY_TYPE,
  type SpecimenItem,
  type SubmitItem,
  type UnlinkedSpecimen,
} from '@zhuji/shared';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Col,
  DatePicker,
  Empty,
  Flex,
  Form,
  Input,
  InputNumber,
  List,
  Modal,
  Progress,
  Result,
  Row,
  Select,
  Skeleton,
  Space,
  Statistic,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { businessTodayDayjs } from '../../kit/business-day';
import { Can } from '../../kit/permission-gate';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import { saveFile } from '../../kit/resource/resource-api';
import { useSubmit } from '../../kit/use-submit';
import { WorkbookImportDialog } from '../../kit/workbook-import-dialog';
import { useSession } from '../../session/session-store';
import { ResultCell, SUBMIT_STATUS_COLOR, SubmissionDrawer } from './submission-detail';
import { type PourInput, testBlockApi, testBlockKeys, tk } from './test-block.api';

const STATUS_COLOR: Record<string, string> = {
  made: 'default',
  submitted: 'blue',
  received: 'processing',
  tested: 'orange',
  reported: 'green',
};

function Failed({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('testBlock.loadFailed')}
      extra={<Button onClick={retry}>{t('testBlock.retry')}</Button>}
    />
  );
}

function ExportButton({
  run,
  name,
}: {
  run: () => Promise<{ blob: Blob; filename: string | undefined }>;
  name: string;
}) {
  const { t } = useTranslation();
  const go = useSubmit(async () => {
    const file = await run();
    saveFile(file.blob, file.filename ?? name);
  });
  return (
    <Can action="export">
      <Button icon={<DownloadOutlined />} loading={go.submitting} onClick={() => void go.submit(undefined)}>
        {t('testBlock.export')}
      </Button>
    </Can>
  );
}

// ---- registration: a pour and its groups ---------------------------------------------------------

interface PourForm extends Omit<PourInput, 'proId' | 'pouredOn' | 'volumeM3' | 'continuousHours'> {
  pouredOn: Dayjs;
  volumeM3: number;
  continuousHours: number;
}

function PourDialog({ projectId, onClose }: { projectId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<PourForm>();
  const save = useSubmit(async (v: PourForm) => {
    const res = await testBlockApi.addPour({
      ...v,
      proId: projectId,
      location: v.location || (v.pileNos ?? []).join('、'),
      pouredOn: v.pouredOn.format('YYYY-MM-DD'),
      volumeM3: String(v.volumeM3),
      continuousHours: String(v.continuousHours ?? 0),
    });
    message.success(t('testBlock.pour.saved', { n: res.specimens.length }));
    void client.invalidateQueries({ queryKey: testBlockKeys.all });
    onClose();
  });
  const curingOptions = (['standard', 'same_condition'] as const).map((c) => ({
    value: c,
    label: tk(t, `testBlock.curing.${c}`),
  }));
  return (
    <Modal
      open
      width={760}
      title={t('testBlock.pour.add')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.submitting}
      okText={t('testBlock.pour.save')}
      cancelText={t('testBlock.pour.cancel')}
      okButtonProps={{ 'data-testid': 'pour-save' } as Record<`data-${string}`, string>}
    >
      <Form<PourForm>
        form={form}
        layout="vertical"
        initialValues={{
          pileNos: [],
          strengthGrade: 'C30',
          plant: '杭州钱江商品混凝土有限公司',
          pouredOn: businessTodayDayjs(),
          continuousHours: 4,
          singleColumnSinglePile: false,
          groups: [{ curing: 'standard', cubeSize: 150, ageDays: 28, witnessed: true }],
        }}
        onFinish={(v) => void save.submit(v)}
      >
        <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
          {t('testBlock.pour.rule')}
        </Typography.Paragraph>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="pileNos"
              label={t('testBlock.pour.pileNos')}
              tooltip={t('testBlock.pour.pileNosHint')}
            >
              <Select mode="tags" tokenSeparators={[',', '，', ' ']} open={false} data-testid="pour-piles" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="location" label={t('testBlock.pour.location')}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item
              name="strengthGrade"
              label={t('testBlock.pour.grade')}
              rules={[{ required: true, pattern: /^C\d{2,3}$/ }]}
            >
              <Input maxLength={5} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item name="pouredOn" label={t('testBlock.pour.pouredOn')} rules={[{ required: true }]}>
              <DatePicker allowClear={false} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item name="volumeM3" label={t('testBlock.pour.volume')} rules={[{ required: true }]}>
              <InputNumber
                min={0}
                max={99999}
                precision={3}
                style={{ width: '100%' }}
                data-testid="pour-volume"
              />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item name="continuousHours" label={t('testBlock.pour.hours')}>
              <InputNumber min={0} max={999} precision={1} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={16}>
            <Form.Item name="plant" label={t('testBlock.pour.plant')} rules={[{ required: true }]}>
              <Input maxLength={60} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name="singleColumnSinglePile" valuePropName="checked" label=" ">
              <Checkbox>{t('testBlock.pour.single')}</Checkbox>
            </Form.Item>
          </Col>
        </Row>
        <Typography.Text strong>{t('testBlock.pour.groups')}</Typography.Text>
        <Form.List name="groups">
          {(fields, { add, remove }) => (
            <Flex vertical gap={4} style={{ marginTop: 8 }}>
              {fields.map((f) => (
                <Space key={f.key} align="baseline" wrap>
                  <Form.Item name={[f.name, 'curing']} style={{ marginBottom: 4 }}>
                    <Select options={curingOptions} style={{ width: 140 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'cubeSize']} style={{ marginBottom: 4 }}>
                    <Select
                      options={[100, 150, 200].map((v) => ({ value: v, label: `${v} mm` }))}
                      style={{ width: 100 }}
                    />
                  </Form.Item>
                  <Form.Item name={[f.name, 'ageDays']} style={{ marginBottom: 4 }}>
                    <Select
                      options={[28, 60, 90].map((v) => ({ value: v, label: `${v} d` }))}
                      style={{ width: 90 }}
                    />
                  </Form.Item>
                  <Form.Item name={[f.name, 'witnessed']} valuePropName="checked" style={{ marginBottom: 4 }}>
                    <Checkbox>{t('testBlock.pour.witnessed')}</Checkbox>
                  </Form.Item>
                  <Form.Item name={[f.name, 'witnessName']} style={{ marginBottom: 4 }}>
                    <Input
                      placeholder={t('testBlock.pour.witnessName')}
                      maxLength={20}
                      style={{ width: 110 }}
                    />
                  </Form.Item>
                  {fields.length > 1 && <MinusCircleOutlined onClick={() => remove(f.name)} />}
                </Space>
              ))}
              <div>
                <Button
                  size="small"
                  icon={<PlusOutlined />}
                  onClick={() => add({ curing: 'standard', cubeSize: 150, ageDays: 28, witnessed: false })}
                  data-testid="pour-add-group"
                >
                  {t('testBlock.pour.addGroup')}
                </Button>
              </div>
            </Flex>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}

function LabelsDialog({
  projectId,
  ids,
  onClose,
}: {
  projectId: number;
  ids: number[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: ['test-block', 'labels', ids],
    queryFn: () => testBlockApi.labels(projectId, ids),
  });
  return (
    <Modal
      open
      width={820}
      title={t('testBlock.labels.title')}
      onCancel={onClose}
      footer={
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
          {t('testBlock.labels.print')}
        </Button>
      }
    >
      {!q.data ? (
        <Skeleton active />
      ) : (
        <div
          className="test-block-labels"
          data-testid="labels-sheet"
          style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 8 }}
        >
          {q.data.map((l) => (
            <Flex key={l.id} gap={8} style={{ border: '1px dashed #999', padding: 8, breakInside: 'avoid' }}>
              <img src={l.qr} width={88} height={88} alt={l.sampleNo} />
              <Flex vertical style={{ fontSize: 12 }}>
                <strong data-testid="label-no">{l.sampleNo}</strong>
                <span>
                  {l.strengthGrade} · {tk(t, `testBlock.curing.${l.curing}`)} · {l.cubeSize} mm
                </span>
                <span>{l.location}</span>
                <span>
                  {l.makeDate} → {t('testBlock.labels.due')} {l.dueDate}
                </span>
                <span style={{ color: '#888' }}>{l.projectName}</span>
              </Flex>
            </Flex>
          ))}
        </div>
      )}
    </Modal>
  );
}

function SubmitDialog({
  projectId,
  ids,
  onClose,
}: {
  projectId: number;
  ids: number[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const labs = useQuery({ queryKey: ['test-block', 'labs'], queryFn: testBlockApi.labs });
  const number = useQuery({
    queryKey: ['test-block', 'number', projectId],
    queryFn: () => testBlockApi.submitNumber(projectId),
  });
  const [form] = Form.useForm<{ labId: number; remark: string }>();
  const save = useSubmit(async (v: { labId: number; remark?: string }) => {
    const d = await testBlockApi.submit({
      proId: projectId,
      labId: v.labId,
      specimenIds: ids,
      remark: v.remark ?? '',
    });
    message.success(t('testBlock.submit.done', { no: d.submitNo }));
    void client.invalidateQueries({ queryKey: testBlockKeys.all });
    onClose();
  });
  return (
    <Modal
      open
      title={`${t('testBlock.submit.title')}（${ids.length}）`}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.submitting}
      okText={t('testBlock.specimen.submit')}
      cancelText={t('testBlock.pour.cancel')}
      okButtonProps={{ 'data-testid': 'submit-save' } as Record<`data-${string}`, string>}
    >
      <Form form={form} layout="vertical" onFinish={(v) => void save.submit(v)}>
        <Form.Item label={t('testBlock.submit.number')}>
          <Typography.Text code>{number.data ?? '…'}</Typography.Text>
        </Form.Item>
        <Form.Item name="labId" label={t('testBlock.submit.lab')} rules={[{ required: true }]}>
          <Select
            data-testid="submit-lab"
            options={(labs.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
            loading={labs.isPending}
          />
        </Form.Item>
        <Form.Item name="remark" label={t('testBlock.submit.remark')}>
          <Input maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function RegisterTab({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const pours = useQuery({
    queryKey: testBlockKeys.pours(projectId),
    queryFn: () => testBlockApi.pours(projectId),
  });
  const specimens = useQuery({
    queryKey: testBlockKeys.specimens(projectId),
    queryFn: () => testBlockApi.specimens(projectId),
  });
  const [adding, setAdding] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const [labels, setLabels] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [importing, setImporting] = useState(false);
  if (pours.isError || specimens.isError)
    return (
      <Failed
        retry={() => {
          void pours.refetch();
          void specimens.refetch();
        }}
      />
    );
  const submittable = new Set((specimens.data ?? []).filter((s) => s.submissionId === null).map((s) => s.id));
  const toSubmit = selected.filter((id) => submittable.has(id));
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" wrap gap={8}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('testBlock.pour.list')}
        </Typography.Title>
        <Can action="add">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setAdding(true)}
            data-testid="pour-add"
          >
            {t('testBlock.pour.add')}
          </Button>
        </Can>
      </Flex>
      <Table
        size="small"
        rowKey="id"
        loading={pours.isPending}
        dataSource={pours.data}
        pagination={{ pageSize: 5, hideOnSinglePage: true }}
        scroll={{ x: 760 }}
        columns={[
          { title: t('testBlock.pour.pouredOn'), dataIndex: 'pouredOn', width: 110 },
          { title: t('testBlock.pour.location'), dataIndex: 'location' },
          { title: t('testBlock.pour.grade'), dataIndex: 'strengthGrade', width: 80 },
          { title: t('testBlock.pour.plant'), dataIndex: 'plant', ellipsis: true },
          {
            title: t('testBlock.pour.volume'),
            dataIndex: 'volumeM3',
            width: 100,
            render: (v: string) => Number(v).toString(),
          },
          {
            title: `${t('testBlock.pour.made')} / ${t('testBlock.pour.required')}`,
            key: 'r',
            width: 130,
            render: (_: unknown, p: { made: number; required: number }) => (
              <Tag color={p.made >= p.required ? 'green' : 'red'}>
                {p.made} / {p.required}
              </Tag>
            ),
          },
        ]}
      />
      <Flex justify="space-between" wrap gap={8}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('testBlock.specimen.list')}
        </Typography.Title>
        <Space wrap>
          <Can action="import">
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="import-open">
              {t('testBlock.import.open')}
            </Button>
          </Can>
          <ExportButton run={() => testBlockApi.exportSpecimens(projectId)} name="test-blocks.xlsx" />
          <Button
            icon={<PrinterOutlined />}
            disabled={selected.length === 0}
            onClick={() => setLabels(true)}
            data-testid="print-labels"
          >
            {t('testBlock.specimen.labels')}
          </Button>
          <Can action="add">
            <Button
              type="primary"
              icon={<SendOutlined />}
              disabled={toSubmit.length === 0}
              onClick={() => setSubmitting(true)}
              data-testid="submit-open"
            >
              {t('testBlock.specimen.submit')}
            </Button>
          </Can>
        </Space>
      </Flex>
      <Table<SpecimenItem>
        size="small"
        rowKey="id"
        loading={specimens.isPending}
        dataSource={specimens.data}
        scroll={{ x: 900 }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
        pagination={{ pageSize: 10, showSizeChanger: false }}
        columns={[
          { title: t('testBlock.specimen.sampleNo'), dataIndex: 'sampleNo', width: 190 },
          { title: t('testBlock.pour.grade'), dataIndex: 'strengthGrade', width: 70 },
          {
            title: t('testBlock.specimen.curing'),
            dataIndex: 'curing',
            width: 110,
            render: (c: string) => tk(t, `testBlock.curing.${c}`),
          },
          { title: t('testBlock.specimen.makeDate'), dataIndex: 'makeDate', width: 110 },
          { title: t('testBlock.specimen.dueDate'), dataIndex: 'dueDate', width: 110 },
          {
            title: t('testBlock.specimen.pile'),
            key: 'pile',
            render: (_: unknown, s) =>
              s.pileNo ?? <Tag color="orange">{`${t('testBlock.specimen.unlinked')} · ${s.location}`}</Tag>,
          },
          {
            title: t('testBlock.specimen.status'),
            dataIndex: 'status',
            width: 90,
            render: (v: string) => (
              <Tag color={STATUS_COLOR[v]}>{tk(t, `testBlock.specimenStatus.${v}`)}</Tag>
            ),
          },
          {
            title: t('testBlock.specimen.result'),
            key: 'r',
            render: (_: unknown, s) => <ResultCell s={s} />,
          },
        ]}
      />
      {importing && (
        <WorkbookImportDialog
          base="inspection"
          projectId={projectId}
          title={t('testBlock.import.specimen.title')}
          hint={t('testBlock.import.specimen.hint')}
          invalidate={[testBlockKeys.all]}
          onClose={() => setImporting(false)}
        />
      )}
      {adding && <PourDialog projectId={projectId} onClose={() => setAdding(false)} />}
      {labels && <LabelsDialog projectId={projectId} ids={selected} onClose={() => setLabels(false)} />}
      {submitting && (
        <SubmitDialog
          projectId={projectId}
          ids={toSubmit}
          onClose={() => {
            setSubmitting(false);
            setSelected([]);
          }}
        />
      )}
    </Flex>
  );
}

// ---- submissions ---------------------------------------------------------------------------------

function SubmissionsTable({ projectId, lab }: { projectId?: number; lab: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const [importing, setImporting] = useState(false);
  const q = useQuery({
    queryKey: testBlockKeys.submissions(projectId ?? 'lab', page),
    queryFn: () => testBlockApi.submissions({ ...(projectId ? { proId: projectId } : {}), page, limit: 10 }),
  });
  if (q.isError) return <Failed retry={() => void q.refetch()} />;
  return (
    <>
      {projectId !== undefined && (
        <Flex justify="flex-end" gap={8} style={{ marginBottom: 8 }}>
          <Can action="import">
            <Button
              icon={<UploadOutlined />}
              onClick={() => setImporting(true)}
              data-testid="submission-import-open"
            >
              {t('testBlock.import.openSubmissions')}
            </Button>
          </Can>
          <ExportButton run={() => testBlockApi.exportSubmissions(projectId)} name="submissions.xlsx" />
        </Flex>
      )}
      {importing && projectId !== undefined && (
        <WorkbookImportDialog
          base="submit"
          projectId={projectId}
          title={t('testBlock.import.submission.title')}
          hint={t('testBlock.import.submission.hint')}
          invalidate={[testBlockKeys.all]}
          onClose={() => setImporting(false)}
        />
      )}
      <Table<SubmitItem>
        size="small"
        rowKey="id"
        loading={q.isPending}
        dataSource={q.data?.list}
        scroll={{ x: 1020 }}
        locale={{ emptyText: <Empty description={t('testBlock.submit.empty')} /> }}
        pagination={{
          current: page,
          pageSize: 10,
          total: q.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        onRow={(r) => ({ onClick: () => setOpen(r.id), style: { cursor: 'pointer' } })}
        columns={[
          {
            title: t('testBlock.submit.number'),
            dataIndex: 'submitNo',
            render: (v: string) => <Typography.Link data-testid="submission-row">{v}</Typography.Link>,
          },
          ...(lab
            ? [{ title: t('testBlock.submit.project'), dataIndex: 'projectName' }]
            : [{ title: t('testBlock.submit.lab'), dataIndex: 'labName' }]),
          { title: t('testBlock.submit.groups'), dataIndex: 'groups', width: 70 },
          { title: t('testBlock.submit.witnessed'), dataIndex: 'witnessed', width: 90 },
          { title: t('testBlock.submit.submittedBy'), dataIndex: 'submittedBy', width: 90 },
          {
            title: t('testBlock.submit.submittedAt'),
            dataIndex: 'submittedAt',
            width: 140,
            render: (v: string) => businessDateTimeOf(v),
          },
          {
            title: t('testBlock.submit.status'),
            dataIndex: 'status',
            width: 100,
            render: (v: string) => (
              <Tag color={SUBMIT_STATUS_COLOR[v]}>{tk(t, `testBlock.submitStatus.${v}`)}</Tag>
            ),
          },
          {
            title: t('testBlock.submit.report'),
            dataIndex: 'reportNo',
            render: (v: string | null) => v ?? '—',
          },
          {
            title: t('testBlock.submit.remark'),
            dataIndex: 'remark',
            width: 140,
            ellipsis: true,
            render: (v: string) => v || '—',
          },
        ]}
      />
      {open !== null && <SubmissionDrawer id={open} lab={lab} onClose={() => setOpen(null)} />}
    </>
  );
}

// ---- rate, evaluation, association ---------------------------------------------------------------

function RateTab({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: testBlockKeys.rate(projectId),
    queryFn: () => testBlockApi.rate(projectId),
  });
  if (q.isPending) return <Skeleton active />;
  if (q.isError) return <Failed retry={() => void q.refetch()} />;
  const d = q.data;
  return (
    <Flex vertical gap={16} data-testid="test-block-rate">
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Card size="small" title={t('testBlock.rate.rate')}>
            <Flex gap={24} align="center" wrap>
              <Progress
                type="circle"
                size={96}
                percent={Math.min(100, Math.round(d.rate * 1000) / 10)}
                status={d.complete ? 'success' : 'exception'}
              />
              <Space size="large">
                <Statistic title={t('testBlock.rate.required')} value={d.required} />
                <Statistic title={t('testBlock.rate.made')} value={d.made} />
              </Space>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card size="small" title={t('testBlock.rate.witness')}>
            <Flex gap={24} align="center" wrap>
              <Progress
                type="circle"
                size={96}
                percent={Math.round(d.witness.ratio * 1000) / 10}
                status={d.witness.pass ? 'success' : 'exception'}
              />
              <Flex vertical>
                <Typography.Text>
                  {t('testBlock.rate.witnessDetail', {
                    total: d.witness.total,
                    witnessed: d.witness.witnessed,
                  })}
                </Typography.Text>
                <Typography.Text type={d.witness.pass ? 'success' : 'danger'}>
                  {d.witness.pass
                    ? t('testBlock.rate.witnessOk')
                    : t('testBlock.rate.witnessNeeded', { n: d.witness.needed })}
                </Typography.Text>
              </Flex>
            </Flex>
          </Card>
        </Col>
      </Row>
      {d.complete ? (
        <Alert type="success" showIcon title={t('testBlock.rate.complete')} />
      ) : (
        <Card size="small" title={`${t('testBlock.rate.missing')}（${d.missing.length}）`}>
          <Flex gap={6} wrap data-testid="rate-missing">
            {d.missing.map((m) => (
              <Tag key={m.key} color="red">
                {m.key} · {t('testBlock.rate.short', { n: m.short })}
              </Tag>
            ))}
          </Flex>
        </Card>
      )}
      <Table
        size="small"
        rowKey="key"
        dataSource={d.requirements}
        pagination={{ pageSize: 10, showSizeChanger: false }}
        columns={[
          { title: t('testBlock.rate.key'), dataIndex: 'key' },
          {
            title: '',
            dataIndex: 'kind',
            width: 70,
            render: (k: string) => tk(t, `testBlock.rate.kind.${k}`),
          },
          {
            title: '',
            dataIndex: 'basis',
            width: 120,
            render: (b: string) => tk(t, `testBlock.rate.basis.${b}`, { defaultValue: b }),
          },
          { title: t('testBlock.rate.required'), dataIndex: 'required', width: 100 },
          {
            title: t('testBlock.rate.made'),
            key: 'made',
            width: 100,
            render: (_: unknown, r: { made: number; required: number }) => (
              <Typography.Text type={r.made >= r.required ? undefined : 'danger'}>{r.made}</Typography.Text>
            ),
          },
        ]}
      />
    </Flex>
  );
}

function EvaluationTab({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const lots = useQuery({
    queryKey: testBlockKeys.evaluations(projectId),
    queryFn: () => testBlockApi.evaluations(projectId),
  });
  const warnings = useQuery({
    queryKey: testBlockKeys.warnings(projectId),
    queryFn: () => testBlockApi.warnings(projectId),
  });
  if (lots.isError || warnings.isError)
    return (
      <Failed
        retry={() => {
          void lots.refetch();
          void warnings.refetch();
        }}
      />
    );
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('testBlock.evaluation.lots')}
      </Typography.Title>
      <Table
        size="small"
        rowKey="id"
        loading={lots.isPending}
        dataSource={lots.data}
        pagination={false}
        scroll={{ x: 760 }}
        data-testid="lot-table"
        locale={{ emptyText: <Empty description={t('testBlock.evaluation.empty')} /> }}
        columns={[
          {
            title: t('testBlock.evaluation.lot'),
            key: 'lot',
            render: (_: unknown, l: { strengthGrade: string; ageDays: number; curing: string }) =>
              `${l.strengthGrade} · ${l.ageDays} d · ${tk(t, `testBlock.curing.${l.curing}`)}`,
          },
          {
            title: t('testBlock.evaluation.method'),
            dataIndex: 'method',
            render: (m: string) => tk(t, `testBlock.evaluation.methods.${m}`, { defaultValue: m }),
          },
          { title: t('testBlock.evaluation.groups'), dataIndex: 'groups', width: 80 },
          { title: t('testBlock.evaluation.invalid'), dataIndex: 'invalidGroups', width: 70 },
          {
            title: t('testBlock.evaluation.mean'),
            dataIndex: 'mean',
            width: 80,
            render: (v: number | null) => v ?? '—',
          },
          {
            title: t('testBlock.evaluation.min'),
            dataIndex: 'min',
            width: 80,
            render: (v: number | null) => v ?? '—',
          },
          {
            title: t('testBlock.evaluation.verdict'),
            dataIndex: 'verdict',
            width: 90,
            render: (v: string) => (
              <Tag
                color={v === 'pass' ? 'green' : v === 'fail' ? 'red' : 'default'}
                data-testid={`lot-verdict-${v}`}
              >
                {tk(t, `testBlock.evaluation.verdicts.${v}`)}
              </Tag>
            ),
          },
        ]}
      />
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('testBlock.evaluation.warnings')}
      </Typography.Title>
      <List
        size="small"
        bordered
        loading={warnings.isPending}
        dataSource={warnings.data}
        locale={{ emptyText: t('testBlock.evaluation.noWarnings') }}
        renderItem={(w) => (
          <List.Item>
            <Flex vertical gap={2}>
              <Space wrap>
                <Tag color="red">{tk(t, `testBlock.evaluation.kinds.${w.kind}`)}</Tag>
                <Typography.Text strong>{w.title}</Typography.Text>
                {w.rectificationId && <Tag color="orange">{t('testBlock.evaluation.rectification')}</Tag>}
              </Space>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {w.detail}
              </Typography.Text>
            </Flex>
          </List.Item>
        )}
      />
    </Flex>
  );
}

function LinkCell({ s, onLinked }: { s: UnlinkedSpecimen; onLinked: () => void }) {
  const { t } = useTranslation();
  const [pileId, setPileId] = useState<number | undefined>(s.candidates[0]?.pileId);
  const link = useSubmit(async () => {
    if (pileId === undefined) return;
    await testBlockApi.link(s.id, pileId);
    onLinked();
  });
  return (
    <Space>
      <Select
        style={{ width: 140 }}
        placeholder={t('testBlock.association.choose')}
        value={pileId}
        onChange={setPileId}
        options={s.candidates.map((c) => ({ value: c.pileId, label: c.pileNo }))}
      />
      <Can action="update">
        <Button
          size="small"
          type="primary"
          disabled={pileId === undefined}
          loading={link.submitting}
          onClick={() => void link.submit(undefined)}
        >
          {t('testBlock.association.link')}
        </Button>
      </Can>
    </Space>
  );
}

function AssociationTab({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const q = useQuery({
    queryKey: testBlockKeys.unlinked(projectId),
    queryFn: () => testBlockApi.unlinked(projectId),
  });
  if (q.isError) return <Failed retry={() => void q.refetch()} />;
  return (
    <Table<UnlinkedSpecimen>
      size="small"
      rowKey="id"
      loading={q.isPending}
      dataSource={q.data}
      title={() => t('testBlock.association.title')}
      locale={{ emptyText: <Empty description={t('testBlock.association.none')} /> }}
      pagination={false}
      scroll={{ x: 760 }}
      columns={[
        { title: t('testBlock.specimen.sampleNo'), dataIndex: 'sampleNo' },
        { title: t('testBlock.association.location'), dataIndex: 'location' },
        { title: t('testBlock.specimen.makeDate'), dataIndex: 'makeDate', width: 110 },
        {
          title: t('testBlock.association.reason'),
          dataIndex: 'reason',
          render: (r: string) => <Tag color="orange">{tk(t, `testBlock.association.reasons.${r}`)}</Tag>,
        },
        {
          title: '',
          key: 'link',
          render: (_: unknown, s) => (
            <LinkCell
              s={s}
              onLinked={() => {
                message.success(t('testBlock.association.linked'));
                void client.invalidateQueries({ queryKey: testBlockKeys.all });
              }}
            />
          ),
        },
      ]}
    />
  );
}

function ContractorView({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  return (
    <Card title={t('testBlock.title')}>
      <Tabs
        destroyOnHidden
        items={[
          {
            key: 'register',
            label: t('testBlock.tabs.register'),
            children: <RegisterTab projectId={projectId} />,
          },
          {
            key: 'submissions',
            label: t('testBlock.tabs.submissions'),
            children: <SubmissionsTable projectId={projectId} lab={false} />,
          },
          { key: 'rate', label: t('testBlock.tabs.rate'), children: <RateTab projectId={projectId} /> },
          {
            key: 'evaluation',
            label: t('testBlock.tabs.evaluation'),
            children: <EvaluationTab projectId={projectId} />,
          },
          {
            key: 'association',
            label: t('testBlock.tabs.association'),
            children: <AssociationTab projectId={projectId} />,
          },
        ]}
      />
    </Card>
  );
}

/** Menu 'inspection/test-block' (检测中心 › 试块管理): the contractor's register, submissions, rate and
 * evaluation; for a testing lab's user, the lab workspace of submissions addressed to the lab. */
export function TestBlockPage() {
  const { t } = useTranslation();
  const lab = useSession().user.currentUnit.compTypeId === COMPANY_TYPE.TESTING_LAB;
  if (lab)
    return (
      <Card title={t('testBlock.labTitle')} data-testid="lab-workspace">
        <SubmissionsTable lab />
      </Card>
    );
  return <WithCurrentProject>{(projectId) => <ContractorView projectId={projectId} />}</WithCurrentProject>;
}
