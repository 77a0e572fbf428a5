import { CameraOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  businessDateTimeOf,
  type PileDetail,
  type PileJudgementItem,
  pileRecordValuesSchema,
} from '@zhuji/shared';
import {
  Alert,
  App,
  Button,
  Col,
  DatePicker,
  Descriptions,
  Divider,
  Drawer,
  Empty,
  Flex,
  Form,
  Grid,
  Input,
  Result,
  Row,
  Skeleton,
  Space,
  Tag,
  Timeline,
  Typography,
  Upload,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../kit/permission-gate';
import { PhotoThumb } from '../../kit/photo-upload';
import { ResponsiveTable } from '../../kit/responsive-table';
import { useDirtyGuard } from '../../kit/use-dirty-guard';
import { useSubmit } from '../../kit/use-submit';
import { PileSpecimenSection } from '../specimen';
import { PileSamplingSection } from './block-sections';
import { PileDetectionSection } from './detection-section';
import { PileMaterialSection } from './material-section';
import { pileApi, pileKeys } from './pile.api';
import { PILE_RECORD_SECTIONS } from './record-sections';
import { PileUsageSection } from './usage-section';

const fieldSchemas = pileRecordValuesSchema.shape;

interface FormValues {
  values: Record<string, string | undefined>;
  machineNo?: string;
  crew?: string;
  startedAt?: Dayjs | null;
  finishedAt?: Dayjs | null;
  joints?: { coolingMin: string; offsetMm?: string }[];
  segments?: { lengthM: string }[];
  reason?: string;
}

const STATUS_COLOR = {
  pass: 'success',
  fail: 'error',
  missing: 'default',
  incomplete: 'warning',
  'not-applicable': 'default',
} as const;

export function JudgementTable({ items }: { items: PileJudgementItem[] }) {
  const { t } = useTranslation();
  const shown = items.filter((i) => i.status !== 'not-applicable');
  const limit = (i: PileJudgementItem) =>
    i.min === null && i.max === null
      ? '—'
      : `${i.min ?? '−∞'} ~ ${i.max ?? '+∞'}${i.unit === '-' ? '' : ` ${i.unit}`}`;
  return (
    <ResponsiveTable
      cardTitleKey="key"
      size="small"
      rowKey="key"
      pagination={false}
      dataSource={shown}
      data-testid="pile-judgement"
      scroll={{ x: 420 }}
      columns={[
        {
          title: t('pile.record.judgement'),
          dataIndex: 'key',
          render: (k: string, i) => (
            <Space size={4}>
              <span>{t(`pile.item.${k}` as 'pile.item.slump', { defaultValue: k })}</span>
              {i.class === 'main' && <Tag color="blue">{t('pile.record.itemClass.main')}</Tag>}
            </Space>
          ),
        },
        {
          title: t('pile.record.measured'),
          dataIndex: 'measured',
          render: (v: unknown) => (v === null ? '—' : String(v)),
        },
        { title: t('pile.record.limit'), key: 'limit', render: (_, i) => limit(i) },
        {
          title: t('pile.column.result'),
          dataIndex: 'status',
          render: (s: PileJudgementItem['status']) => (
            <Tag color={STATUS_COLOR[s]}>{t(`pile.record.itemStatus.${s}`)}</Tag>
          ),
        },
      ]}
    />
  );
}

/**
 * The construction record of one pile, usable at 375 px: one column on a phone, sections per pile
 * type, judged by the server at every save (the failures and the abnormal record show at once).
 * A confirmed record opens read-only with an amendment (reason required) instead of save.
 */
export function RecordDrawer({ pileId, onClose }: { pileId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const screens = Grid.useBreakpoint();
  const [form] = Form.useForm<FormValues>();
  const [dirty, setDirty] = useState(false);
  const { confirmDiscard } = useDirtyGuard(dirty);
  const detail = useQuery({ queryKey: pileKeys.detail(pileId), queryFn: () => pileApi.detail(pileId) });
  const d = detail.data;
  const locked = d?.status === 'confirmed' || d?.status === 'accepted';
  const type = d?.pileType ?? 'bored';

  const { submitting, submit } = useSubmit(async (complete: boolean | 'amend') => {
    const v = await form.validateFields();
    const values = Object.fromEntries(
      Object.entries(v.values ?? {}).filter(([, x]) => x !== undefined && x !== null && x !== ''),
    ) as Record<string, string>;
    const body = {
      id: pileId,
      values,
      machineNo: v.machineNo?.trim() || undefined,
      crew: v.crew?.trim() || undefined,
      startedAt: v.startedAt ? v.startedAt.toISOString() : null,
      finishedAt: v.finishedAt ? v.finishedAt.toISOString() : null,
      ...(type === 'pipe' ? { joints: v.joints ?? [], segments: v.segments ?? [] } : {}),
    };
    const saved: PileDetail =
      complete === 'amend'
        ? await pileApi.amend({ ...body, reason: v.reason ?? '' })
        : await pileApi.save({ ...body, complete });
    client.setQueryData(pileKeys.detail(pileId), saved);
    // Saved: closing asks nothing from here on, even while the lists and sections refetch.
    setDirty(false);
    await client.invalidateQueries({ queryKey: pileKeys.all });
    if (saved.failed.length > 0)
      message.warning(t('pile.savedAbnormal', { pileNo: saved.pileNo, count: saved.failed.length }));
    else message.success(t('pile.saved', { pileNo: saved.pileNo }));
  });

  const initial: FormValues | undefined = d && {
    values: d.values,
    machineNo: d.machineNo ?? undefined,
    crew: d.crew ?? undefined,
    startedAt: d.startedAt ? dayjs(d.startedAt) : null,
    finishedAt: d.finishedAt ? dayjs(d.finishedAt) : null,
    joints: d.joints.map((j) => ({ coolingMin: j.coolingMin, offsetMm: j.offsetMm ?? undefined })),
    segments: d.segments,
  };
  const span = screens.md ? 12 : 24;

  return (
    <Drawer
      open
      size={screens.md ? 760 : '100%'}
      title={d ? t('pile.record.title', { pileNo: d.pileNo }) : ' '}
      onClose={() => confirmDiscard(onClose)}
      destroyOnHidden
      data-testid="pile-record"
      footer={
        d && (
          <Flex gap={8} wrap justify="flex-end">
            <Button onClick={() => confirmDiscard(onClose)}>{t('pile.action.cancel')}</Button>
            <Can action="update">
              {locked ? (
                <Button
                  type="primary"
                  loading={submitting}
                  onClick={() => void submit('amend')}
                  data-testid="pile-amend"
                >
                  {t('pile.action.amend')}
                </Button>
              ) : (
                <>
                  <Button
                    loading={submitting}
                    onClick={() => void submit(false)}
                    data-testid="pile-save-draft"
                  >
                    {t('pile.action.saveDraft')}
                  </Button>
                  <Button
                    type="primary"
                    loading={submitting}
                    onClick={() => void submit(true)}
                    data-testid="pile-complete"
                  >
                    {t('pile.action.complete')}
                  </Button>
                </>
              )}
            </Can>
          </Flex>
        )
      }
    >
      {detail.isPending ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : detail.isError || !d || !initial ? (
        <Result
          status="warning"
          title={t('pile.loadFailed')}
          extra={<Button onClick={() => void detail.refetch()}>{t('pile.action.retry')}</Button>}
        />
      ) : (
        <>
          <Descriptions size="small" column={screens.md ? 3 : 1} style={{ marginBottom: 12 }}>
            <Descriptions.Item label={t('pile.column.group')}>{d.group.name}</Descriptions.Item>
            <Descriptions.Item label={t('pile.filter.type')}>
              {t(`pile.type.${d.pileType}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('pile.column.status')}>
              {t(`pile.status.${d.status}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('pile.group.diameter')}>{d.group.diameterMm}</Descriptions.Item>
            {d.group.designLength && (
              <Descriptions.Item label={t('pile.group.designLength')}>
                {d.group.designLength}
              </Descriptions.Item>
            )}
            {d.group.pileTopElevation && (
              <Descriptions.Item label={t('pile.group.pileTop')}>
                {d.group.pileTopElevation}
              </Descriptions.Item>
            )}
          </Descriptions>
          {locked && <Alert type="info" showIcon title={t('pile.locked')} style={{ marginBottom: 12 }} />}
          {d.failed.length > 0 && (
            <Alert
              type="error"
              showIcon
              data-testid="pile-failed"
              title={`${t('pile.record.failed')}：${d.failed.map((k) => t(`pile.item.${k}` as 'pile.item.slump', { defaultValue: k })).join('、')}`}
              style={{ marginBottom: 12 }}
            />
          )}
          <Form
            form={form}
            layout="vertical"
            initialValues={initial}
            onValuesChange={() => setDirty(true)}
            scrollToFirstError
            data-testid="pile-record-form"
          >
            <Divider titlePlacement="start">{t('pile.record.sections.general')}</Divider>
            <Row gutter={12}>
              <Col span={span}>
                <Form.Item name="machineNo" label={t('pile.record.machine')} rules={[{ max: 30 }]}>
                  <Input placeholder="XR360-02" />
                </Form.Item>
              </Col>
              <Col span={span}>
                <Form.Item name="crew" label={t('pile.record.crew')} rules={[{ max: 30 }]}>
                  <Input />
                </Form.Item>
              </Col>
              <Col span={span}>
                <Form.Item name="startedAt" label={t('pile.record.startedAt')}>
                  <DatePicker
                    showTime={{ format: 'HH:mm' }}
                    format="YYYY-MM-DD HH:mm"
                    style={{ width: '100%' }}
                  />
                </Form.Item>
              </Col>
              <Col span={span}>
                <Form.Item name="finishedAt" label={t('pile.record.finishedAt')}>
                  <DatePicker
                    showTime={{ format: 'HH:mm' }}
                    format="YYYY-MM-DD HH:mm"
                    style={{ width: '100%' }}
                  />
                </Form.Item>
              </Col>
            </Row>
            {PILE_RECORD_SECTIONS[type].map((section) => (
              <div key={section.key}>
                <Divider titlePlacement="start">
                  {t(`pile.record.sections.${section.key}` as 'pile.record.sections.hole')}
                </Divider>
                <Row gutter={12}>
                  {section.fields.map((f) => (
                    <Col span={span} key={f}>
                      <Form.Item
                        name={['values', f]}
                        label={t(`pile.field.${f}`)}
                        rules={[
                          {
                            validator: async (_, value?: string) => {
                              if (!value) return;
                              const r = fieldSchemas[f].safeParse(value);
                              if (!r.success) throw new Error(r.error.issues[0]?.message);
                            },
                          },
                        ]}
                      >
                        <Input inputMode="decimal" data-testid={`pile-field-${f}`} />
                      </Form.Item>
                    </Col>
                  ))}
                </Row>
              </div>
            ))}
            {type === 'pipe' && (
              <>
                <Divider titlePlacement="start">{t('pile.record.sections.joints')}</Divider>
                <Form.List name="segments">
                  {(items, { add, remove }) => (
                    <>
                      {items.map((item, n) => (
                        <Flex key={item.key} gap={8} align="baseline">
                          <Form.Item
                            name={[item.name, 'lengthM']}
                            label={t('pile.record.segment', { n: n + 1 })}
                            rules={[{ required: true }]}
                            style={{ flex: 1 }}
                          >
                            <Input inputMode="decimal" suffix="m" />
                          </Form.Item>
                          <Button type="link" danger onClick={() => remove(item.name)}>
                            {t('pile.record.remove')}
                          </Button>
                        </Flex>
                      ))}
                      <Button onClick={() => add({ lengthM: '' })} block style={{ marginBottom: 12 }}>
                        {t('pile.record.addSegment')}
                      </Button>
                    </>
                  )}
                </Form.List>
                <Form.List name="joints">
                  {(items, { add, remove }) => (
                    <>
                      {items.map((item, n) => (
                        <Row gutter={12} key={item.key} align="bottom">
                          <Col span={screens.md ? 10 : 24}>
                            <Form.Item
                              name={[item.name, 'coolingMin']}
                              label={`${t('pile.record.joint', { n: n + 1 })} · ${t('pile.record.coolingMin')}`}
                              rules={[{ required: true }]}
                            >
                              <Input inputMode="decimal" />
                            </Form.Item>
                          </Col>
                          <Col span={screens.md ? 10 : 18}>
                            <Form.Item name={[item.name, 'offsetMm']} label={t('pile.record.offsetMm')}>
                              <Input inputMode="decimal" />
                            </Form.Item>
                          </Col>
                          <Col span={screens.md ? 4 : 6}>
                            <Form.Item>
                              <Button type="link" danger onClick={() => remove(item.name)}>
                                {t('pile.record.remove')}
                              </Button>
                            </Form.Item>
                          </Col>
                        </Row>
                      ))}
                      <Button onClick={() => add({ coolingMin: '' })} block style={{ marginBottom: 12 }}>
                        {t('pile.record.addJoint')}
                      </Button>
                    </>
                  )}
                </Form.List>
              </>
            )}
            {locked && (
              <Form.Item
                name="reason"
                label={t('pile.amendReason')}
                rules={[{ required: true, min: 2, max: 200, message: t('pile.amendReasonHint') }]}
              >
                <Input.TextArea rows={2} placeholder={t('pile.amendReasonHint')} />
              </Form.Item>
            )}
          </Form>
          {d.pileType === 'bored' && (
            <>
              <Divider titlePlacement="start">{t('pile.record.photos')}</Divider>
              {(['holeAcceptance', 'cage', 'pour'] as const).map((step) => (
                <Flex key={step} gap={8} align="center" wrap style={{ marginBottom: 8 }}>
                  <Typography.Text style={{ minWidth: 84 }}>
                    {t(`pile.record.photoSteps.${step}`)}
                  </Typography.Text>
                  {d.photos
                    .filter((p) => p.step === step)
                    .map((p) => (
                      <PhotoThumb key={p.fileId} url={`common/download?id=${p.fileId}`} />
                    ))}
                  <Can action="update">
                    <Upload
                      accept="image/*"
                      showUploadList={false}
                      customRequest={async ({ file, onSuccess, onError }) => {
                        try {
                          const stored = await pileApi.uploadImage(d.projectId, file as Blob);
                          const saved = await pileApi.photo({ pileId: d.id, step, fileId: stored.id });
                          client.setQueryData(pileKeys.detail(pileId), saved);
                          message.success(t('pile.record.photoAdded'));
                          onSuccess?.(saved);
                        } catch (error) {
                          onError?.(error as Error);
                        }
                      }}
                    >
                      <Button size="small" icon={<CameraOutlined />}>
                        {t('pile.record.addPhoto')}
                      </Button>
                    </Upload>
                  </Can>
                </Flex>
              ))}
            </>
          )}
          <Divider titlePlacement="start">{t('pile.record.judgement')}</Divider>
          <JudgementTable items={d.judgement} />
          <Divider titlePlacement="start">{t('pile.detection.title')}</Divider>
          <PileDetectionSection pileId={d.id} />
          <Divider titlePlacement="start">{t('pile.record.specimens')}</Divider>
          {d.pileType === 'bored' && <PileSamplingSection pileId={d.id} />}
          <Suspense fallback={<Skeleton active paragraph={{ rows: 2 }} />}>
            <PileSpecimenSection pileId={d.id} />
          </Suspense>
          <Divider titlePlacement="start">{t('pile.materials.title')}</Divider>
          <PileMaterialSection pileId={d.id} />
          <PileUsageSection pileId={d.id} projectId={d.projectId} />
          {d.abnormals.length > 0 && (
            <>
              <Divider titlePlacement="start">{t('pile.record.abnormals')}</Divider>
              {d.abnormals.map((a) => (
                <Alert
                  key={a.id}
                  type={a.status === 'closed' ? 'success' : 'warning'}
                  style={{ marginBottom: 8 }}
                  title={`${t(`pile.abnormal.kinds.${a.kind}` as 'pile.abnormal.kinds.other', { defaultValue: a.kind })} · ${t(`pile.abnormal.statuses.${a.status}`)}`}
                  description={
                    a.items.length
                      ? a.items
                          .map((k) => t(`pile.item.${k}` as 'pile.item.slump', { defaultValue: k }))
                          .join('、')
                      : a.description
                  }
                />
              ))}
            </>
          )}
          {d.amendments.length > 0 && (
            <>
              <Divider titlePlacement="start">{t('pile.record.amendments')}</Divider>
              <Timeline
                items={d.amendments.map((a) => ({
                  content: (
                    <Typography.Text>
                      {businessDateTimeOf(a.createdAt)} {a.userName}：{a.reason}
                    </Typography.Text>
                  ),
                }))}
              />
            </>
          )}
          {d.judgement.length === 0 && <Empty />}
        </>
      )}
    </Drawer>
  );
}
