import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  businessDateOf,
  DETECTION_METHOD_CATEGORY,
  DETECTION_METHODS,
  type DetectionItem,
  type DetectionMethod,
  type DetectionSave,
  DYNAMIC_TEST_METHODS,
  INTEGRITY_CLASSES,
  STATIC_PRESSURE_METHODS,
  STATIC_PRESSURE_REASONS,
} from '@zhuji/shared';
import {
  Alert,
  App,
  Button,
  Col,
  DatePicker,
  Drawer,
  Empty,
  Flex,
  Form,
  Input,
  Row,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { businessTodayDayjs } from '../../kit/business-day';
import { Can } from '../../kit/permission-gate';
import { ResponsiveTable } from '../../kit/responsive-table';
import { useDirtyGuard } from '../../kit/use-dirty-guard';
import { useSubmit } from '../../kit/use-submit';
import { detectionApi, detectionKeys } from './pile-detection.api';

const DYNAMIC_FOR: Partial<Record<DetectionMethod, readonly string[]>> = {
  highStrain: ['highStrainCase', 'highStrainCurveFitting'],
  lowStrain: ['lowStrainReflection'],
  sonic: ['sonicTransmission'],
};

type ResultRow = {
  pileNo?: string;
  integrityClass?: string | null;
  bearingPass?: boolean | null;
  ultimateCapacityKn?: string;
  note?: string;
};
interface FormValues {
  groupId: number;
  method: DetectionMethod;
  staticPressureMethod?: string | null;
  staticPressureReasons?: string[];
  dynamicTestMethod?: string | null;
  drawId?: number | null;
  labName: string;
  reportNo?: string;
  testDate: Dayjs;
  remark?: string;
  results: ResultRow[];
}

function EntryDrawer({
  projectId,
  editId,
  onClose,
}: {
  projectId: number;
  editId?: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const [dirty, setDirty] = useState(false);
  useDirtyGuard(dirty);
  const groupId = Form.useWatch('groupId', form);
  const method = Form.useWatch('method', form) ?? 'lowStrain';
  const drawId = Form.useWatch('drawId', form);
  const category = DETECTION_METHOD_CATEGORY[method];
  const req = useQuery({
    queryKey: detectionKeys.requirement(projectId),
    queryFn: () => detectionApi.requirement(projectId),
  });
  const existing = useQuery({
    queryKey: [...detectionKeys.all, 'detail', editId],
    queryFn: () => detectionApi.detail(editId ?? 0),
    enabled: editId !== undefined,
  });
  const piles = useQuery({
    queryKey: [...detectionKeys.all, 'piles', projectId, groupId],
    queryFn: () => detectionApi.pileNumbers(projectId, groupId),
    enabled: groupId !== undefined,
  });
  const draws = useQuery({
    queryKey: [...detectionKeys.all, 'draws', projectId, 'group', groupId],
    queryFn: () => detectionApi.draws({ proId: projectId, groupId, page: 1, limit: 50 }),
    enabled: groupId !== undefined,
  });
  // A project with one pile group needs no choice.
  const onlyGroup = req.data?.groups.length === 1 ? req.data.groups[0]?.groupId : undefined;
  useEffect(() => {
    if (editId === undefined && onlyGroup !== undefined && form.getFieldValue('groupId') === undefined)
      form.setFieldValue('groupId', onlyGroup);
  }, [editId, onlyGroup, form]);
  const save = useSubmit(async (v: FormValues) => {
    const body: Omit<DetectionSave, 'id'> = {
      projectId,
      groupId: v.groupId,
      method: v.method,
      staticPressureMethod: (v.method === 'staticLoad'
        ? v.staticPressureMethod
        : null) as DetectionSave['staticPressureMethod'],
      staticPressureReasons: (v.method === 'staticLoad'
        ? (v.staticPressureReasons ?? [])
        : []) as DetectionSave['staticPressureReasons'],
      dynamicTestMethod: (DYNAMIC_FOR[v.method]
        ? v.dynamicTestMethod
        : null) as DetectionSave['dynamicTestMethod'],
      drawId: v.drawId ?? null,
      labName: v.labName,
      reportNo: v.reportNo ?? '',
      testDate: v.testDate.format('YYYY-MM-DD'),
      remark: v.remark ?? '',
      results: v.results.map((r) => ({
        pileNo: r.pileNo ?? '',
        integrityClass: (r.integrityClass ?? null) as DetectionSave['results'][number]['integrityClass'],
        bearingPass: r.bearingPass ?? null,
        ultimateCapacityKn: r.ultimateCapacityKn?.trim() || null,
        note: r.note ?? '',
      })),
    };
    const saved = editId ? await detectionApi.update({ ...body, id: editId }) : await detectionApi.add(body);
    setDirty(false);
    message.success(t('detection.record.saved'));
    if (saved.expandedTesting.needed)
      message.warning(t('detection.record.expanded', { n: saved.expandedTesting.count }));
    void client.invalidateQueries({ queryKey: detectionKeys.all });
    onClose();
  });
  const d = existing.data;
  const ready = editId === undefined || d !== undefined;
  const fromDraw = () => {
    const draw = draws.data?.list.find((x) => x.id === drawId);
    if (!draw) return;
    const rows = form.getFieldValue('results') as ResultRow[];
    const have = new Set(rows.map((r) => r.pileNo).filter(Boolean));
    form.setFieldValue('results', [
      ...rows.filter((r) => r.pileNo),
      ...draw.plan.filter((p) => !have.has(p)).map((pileNo) => ({ pileNo })),
    ]);
    setDirty(true);
  };
  const required = (field: string) => [
    { required: true, message: t('detection.record.required', { field }) },
  ];
  return (
    <Drawer
      open
      size="large"
      title={editId ? t('detection.record.edit') : t('detection.record.add')}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('detection.record.cancel')}</Button>
          <Button
            type="primary"
            loading={save.submitting}
            onClick={() => form.submit()}
            data-testid="detection-record-save"
          >
            {t('detection.record.save')}
          </Button>
        </Space>
      }
    >
      {ready && (
        <Form<FormValues>
          form={form}
          layout="vertical"
          onValuesChange={() => setDirty(true)}
          initialValues={
            d
              ? { ...d, testDate: dayjs(d.testDate), results: d.results }
              : {
                  method: 'lowStrain',
                  dynamicTestMethod: 'lowStrainReflection',
                  testDate: businessTodayDayjs(),
                  results: [{}],
                  staticPressureReasons: [],
                }
          }
          onFinish={(v) => void save.submit(v)}
        >
          <Row gutter={12}>
            <Col xs={24} md={12}>
              <Form.Item
                name="groupId"
                label={t('detection.record.group')}
                rules={required(t('detection.record.group'))}
              >
                <Select
                  options={req.data?.groups.map((g) => ({ value: g.groupId, label: g.groupName }))}
                  loading={req.isPending}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="method"
                label={t('detection.record.method')}
                rules={required(t('detection.record.method'))}
              >
                <Select
                  options={DETECTION_METHODS.map((m) => ({ value: m, label: t(`detection.method.${m}`) }))}
                  onChange={(m: DetectionMethod) =>
                    form.setFieldValue('dynamicTestMethod', DYNAMIC_FOR[m]?.[0] ?? null)
                  }
                />
              </Form.Item>
            </Col>
            {method === 'staticLoad' && (
              <>
                <Col xs={24} md={12}>
                  <Form.Item
                    name="staticPressureMethod"
                    label={t('detection.record.staticMethod')}
                    rules={required(t('detection.record.staticMethod'))}
                  >
                    <Select
                      options={STATIC_PRESSURE_METHODS.map((m) => ({
                        value: m,
                        label: t(`detection.staticMethod.${m}`),
                      }))}
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item
                    name="staticPressureReasons"
                    label={t('detection.record.staticReasons')}
                    rules={required(t('detection.record.staticReasons'))}
                  >
                    <Select
                      mode="multiple"
                      options={STATIC_PRESSURE_REASONS.map((m) => ({
                        value: m,
                        label: t(`detection.staticReason.${m}`),
                      }))}
                    />
                  </Form.Item>
                </Col>
              </>
            )}
            {DYNAMIC_FOR[method] && (
              <Col xs={24} md={12}>
                <Form.Item
                  name="dynamicTestMethod"
                  label={t('detection.record.dynamicMethod')}
                  rules={required(t('detection.record.dynamicMethod'))}
                >
                  <Select
                    options={DYNAMIC_TEST_METHODS.filter((m) => DYNAMIC_FOR[method]?.includes(m)).map(
                      (m) => ({ value: m, label: t(`detection.dynamicMethod.${m}`) }),
                    )}
                  />
                </Form.Item>
              </Col>
            )}
            <Col xs={24} md={12}>
              <Form.Item label={t('detection.record.draw')}>
                <Space.Compact style={{ width: '100%' }}>
                  <Form.Item name="drawId" noStyle>
                    <Select
                      allowClear
                      options={draws.data?.list.map((x) => ({
                        value: x.id,
                        label: `${businessDateOf(x.createdAt).slice(5)} ${t(`detection.category.${x.category}`)} · ${x.plan.length}`,
                      }))}
                    />
                  </Form.Item>
                  <Button disabled={!drawId} onClick={fromDraw}>
                    {t('detection.record.fromDraw')}
                  </Button>
                </Space.Compact>
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="labName"
                label={t('detection.record.lab')}
                rules={[...required(t('detection.record.lab')), { min: 2, max: 100 }]}
              >
                <Input maxLength={100} />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name="reportNo" label={t('detection.record.reportNo')}>
                <Input maxLength={60} />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item
                name="testDate"
                label={t('detection.record.testDate')}
                rules={required(t('detection.record.testDate'))}
              >
                <DatePicker
                  style={{ width: '100%' }}
                  disabledDate={(day) => day.isAfter(businessTodayDayjs(), 'day')}
                />
              </Form.Item>
            </Col>
          </Row>
          <Typography.Title level={5}>{t('detection.record.results')}</Typography.Title>
          <Typography.Paragraph type="secondary">{t('detection.record.classHint')}</Typography.Paragraph>
          <Form.List
            name="results"
            rules={[
              {
                validator: async (_, rows: ResultRow[]) => {
                  if (!rows?.length) throw new Error(t('detection.record.noRows'));
                },
              },
            ]}
          >
            {(rows, { add, remove }, { errors }) => (
              <>
                {rows.map((row) => (
                  <Row gutter={8} key={row.key} align="top">
                    <Col xs={12} md={5}>
                      <Form.Item name={[row.name, 'pileNo']} rules={required(t('detection.record.pileNo'))}>
                        <Select
                          showSearch
                          placeholder={t('detection.record.pileNo')}
                          options={piles.data?.map((p) => ({ value: p.pileNo, label: p.pileNo }))}
                        />
                      </Form.Item>
                    </Col>
                    {category === 'integrity' || method === 'highStrain' ? (
                      <Col xs={12} md={4}>
                        <Form.Item
                          name={[row.name, 'integrityClass']}
                          rules={
                            category === 'integrity' ? required(t('detection.record.integrityClass')) : []
                          }
                        >
                          <Select
                            allowClear
                            placeholder={t('detection.record.integrityClass')}
                            options={INTEGRITY_CLASSES.map((c) => ({
                              value: c,
                              label: t('detection.stats.classCount', { cls: c }),
                            }))}
                          />
                        </Form.Item>
                      </Col>
                    ) : null}
                    {category !== 'integrity' && (
                      <>
                        <Col xs={12} md={5}>
                          <Form.Item
                            name={[row.name, 'bearingPass']}
                            rules={required(t('detection.record.bearing'))}
                          >
                            <Select
                              placeholder={t('detection.record.bearing')}
                              options={[
                                { value: true, label: t('detection.record.bearingPass') },
                                { value: false, label: t('detection.record.bearingFail') },
                              ]}
                            />
                          </Form.Item>
                        </Col>
                        <Col xs={12} md={4}>
                          <Form.Item
                            name={[row.name, 'ultimateCapacityKn']}
                            rules={[{ pattern: /^\d{1,7}(\.\d{1,2})?$/, message: '0–9999999.99' }]}
                          >
                            <Input inputMode="decimal" placeholder={t('detection.record.ultimate')} />
                          </Form.Item>
                        </Col>
                      </>
                    )}
                    <Col xs={20} md={5}>
                      <Form.Item name={[row.name, 'note']}>
                        <Input maxLength={500} placeholder={t('detection.record.note')} />
                      </Form.Item>
                    </Col>
                    <Col xs={4} md={1}>
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('detection.record.remove')}
                        onClick={() => remove(row.name)}
                      />
                    </Col>
                  </Row>
                ))}
                <Form.ErrorList errors={errors} />
                <Button icon={<PlusOutlined />} block onClick={() => add({})}>
                  {t('detection.record.addRow')}
                </Button>
              </>
            )}
          </Form.List>
          <Form.Item name="remark" label={t('detection.record.remark')} style={{ marginTop: 16 }}>
            <Input.TextArea rows={2} maxLength={1000} />
          </Form.Item>
        </Form>
      )}
    </Drawer>
  );
}

export function RecordsTab({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const [editing, setEditing] = useState<{ id?: number }>();
  const list = useQuery({
    queryKey: [...detectionKeys.all, 'list', projectId, page, limit],
    queryFn: () => detectionApi.list({ proId: projectId, page, limit }),
  });
  return (
    <>
      <Flex justify="end" style={{ marginBottom: 12 }}>
        <Can action="add">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({})}
            data-testid="detection-record-add"
          >
            {t('detection.record.add')}
          </Button>
        </Can>
      </Flex>
      <ResponsiveTable<DetectionItem>
        cardTitleKey="groupName"
        rowKey="id"
        size="small"
        loading={list.isPending}
        dataSource={list.data?.list}
        scroll={{ x: 900 }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detection.record.empty')} />,
        }}
        expandable={{
          rowExpandable: (r) => r.expandedTesting.needed,
          expandedRowRender: (r) => (
            <Alert
              type="warning"
              showIcon
              title={t('detection.record.expanded', { n: r.expandedTesting.count })}
            />
          ),
        }}
        pagination={{
          current: page,
          pageSize: limit,
          total: list.data?.total,
          showSizeChanger: true,
          pageSizeOptions: [5, 10, 20, 30, 50],
          onChange: (p, s) => {
            setPage(p);
            setLimit(s);
          },
        }}
        columns={[
          { title: t('detection.record.testDate'), dataIndex: 'testDate', width: 110 },
          { title: t('detection.record.group'), dataIndex: 'groupName' },
          {
            title: t('detection.record.method'),
            key: 'method',
            render: (_, r) => (
              <>
                {t(`detection.method.${r.method}`)}
                {r.staticPressureMethod && (
                  <Typography.Text type="secondary">
                    {' '}
                    · {t(`detection.staticMethod.${r.staticPressureMethod}`)}
                  </Typography.Text>
                )}
                {r.dynamicTestMethod && (
                  <Typography.Text type="secondary">
                    {' '}
                    · {t(`detection.dynamicMethod.${r.dynamicTestMethod}`)}
                  </Typography.Text>
                )}
              </>
            ),
          },
          { title: t('detection.record.lab'), dataIndex: 'labName', ellipsis: true },
          { title: t('detection.record.reportNo'), dataIndex: 'reportNo' },
          { title: t('detection.record.pileCount'), dataIndex: 'pileCount', width: 90 },
          {
            title: t('detection.record.conclusion'),
            key: 'pass',
            width: 110,
            render: (_, r) =>
              r.pass ? (
                <Tag color="success">{t('detection.record.pass')}</Tag>
              ) : (
                <Tag color="error">
                  {t('detection.record.notPass')} {r.failedCount}
                </Tag>
              ),
          },
          {
            title: '',
            key: 'edit',
            width: 70,
            render: (_, r) => (
              <Can action="update">
                <Button type="link" size="small" onClick={() => setEditing({ id: r.id })}>
                  {t('detection.record.edit')}
                </Button>
              </Can>
            ),
          },
        ]}
      />
      {editing && (
        <EntryDrawer projectId={projectId} editId={editing.id} onClose={() => setEditing(undefined)} />
      )}
    </>
  );
}
