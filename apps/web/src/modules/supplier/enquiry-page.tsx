import './messages';
import { MinusCircleOutlined, PlusOutlined, TrophyOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  businessDateTimeOf,
  ENQUIRY_STATUSES,
  type EnquiryDetail,
  type EnquiryItem,
  type EnquiryLine,
  type EnquiryStatus,
  enquiryQuantitySchema,
  type Quote,
  type QuoteStatus,
  quoteAmounts,
  quoteUnitPriceSchema,
} from '@zhuji/shared';
import {
  Alert,
  App,
  Button,
  Card,
  DatePicker,
  Descriptions,
  Drawer,
  Empty,
  Flex,
  Form,
  Grid,
  Input,
  Popconfirm,
  Result,
  Select,
  Space,
  Spin,
  Table,
  Tag,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { businessTodayDayjs } from '../../kit/business-day';
import { useRules } from '../../kit/form-rules';
import { Can, useCan } from '../../kit/permission-gate';
import { QueryTable } from '../../kit/query-table';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import { useDirtyGuard } from '../../kit/use-dirty-guard';
import { usePaging } from '../../kit/use-paging';
import { useSubmit } from '../../kit/use-submit';
import { type EnquiryQuery, supplierApi, supplierKeys } from './supplier.api';
import { useIsSupplier } from './supplier-search-page';

const STATUS_COLOR: Record<EnquiryStatus, string> = {
  open: 'processing',
  closed: 'success',
  cancelled: 'default',
};
const QUOTE_COLOR: Record<QuoteStatus, string> = {
  submitted: 'blue',
  accepted: 'green',
  rejected: 'default',
};
const ymd = (d: Dayjs) => d.format('YYYY-MM-DD');
const yuan = (s: string) =>
  Number(s).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function StatusTag({ item }: { item: EnquiryItem }) {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap>
      <Tag color={STATUS_COLOR[item.status]}>{t(`supplier.enquiry.status.${item.status}`)}</Tag>
      {item.status === 'open' && item.deadlinePassed && (
        <Tag color="orange">{t('supplier.enquiry.deadlinePassed')}</Tag>
      )}
    </Space>
  );
}

// ---- creating an enquiry ----------------------------------------------------------------------------

interface LineValues {
  material: string;
  specification?: string;
  unit: string;
  quantity: string;
}
interface CreateValues {
  title: string;
  quoteDeadline: Dayjs;
  neededBy: Dayjs;
  deliveryAddress: string;
  remark?: string;
  lines: LineValues[];
  supplierIds: number[];
}

function CreateDrawer({
  projectId,
  preselected,
  onClose,
  onSent,
}: {
  projectId: number;
  preselected?: number;
  onClose: () => void;
  onSent: (id: number) => void;
}) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const r = useRules();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<CreateValues>();
  const [dirty, setDirty] = useState(false);
  const { confirmDiscard } = useDirtyGuard(dirty);
  const [search, setSearch] = useState('');
  const suppliers = useQuery({
    queryKey: supplierKeys.suppliers({ proId: projectId, page: 1, limit: 50, keyword: search }),
    queryFn: () =>
      supplierApi.suppliers({ proId: projectId, page: 1, limit: 50, ...(search ? { keyword: search } : {}) }),
    placeholderData: keepPreviousData,
  });
  const save = useSubmit(async () => {
    const v = await form.validateFields();
    const sent = await supplierApi.addEnquiry({
      projectId,
      title: v.title.trim(),
      quoteDeadline: ymd(v.quoteDeadline),
      neededBy: ymd(v.neededBy),
      deliveryAddress: v.deliveryAddress.trim(),
      remark: v.remark?.trim() ?? '',
      lines: v.lines.map((l) => ({
        material: l.material.trim(),
        specification: l.specification?.trim() ?? '',
        unit: l.unit.trim(),
        quantity: l.quantity.trim(),
      })),
      supplierIds: v.supplierIds,
    });
    setDirty(false);
    message.success(t('supplier.enquiry.form.sent', { no: sent.enquiryNo, count: sent.supplierCount }));
    await client.invalidateQueries({ queryKey: supplierKeys.enquiries });
    onSent(sent.id);
  });
  const required = [{ required: true, whitespace: true, message: t('supplier.enquiry.form.required') }];
  return (
    <Drawer
      open
      size={screens.md ? 720 : '100%'}
      title={t('supplier.enquiry.form.title')}
      onClose={() => confirmDiscard(onClose)}
      data-testid="enquiry-form"
      extra={
        <Space>
          <Button onClick={() => confirmDiscard(onClose)}>{t('supplier.enquiry.form.cancel')}</Button>
          <Button
            type="primary"
            loading={save.submitting}
            data-testid="enquiry-submit"
            onClick={() => void save.submit(undefined)}
          >
            {t('supplier.enquiry.form.submit')}
          </Button>
        </Space>
      }
    >
      <Form<CreateValues>
        form={form}
        layout="vertical"
        onValuesChange={() => setDirty(true)}
        initialValues={{
          quoteDeadline: businessTodayDayjs().add(3, 'day'),
          neededBy: businessTodayDayjs().add(10, 'day'),
          lines: [{ unit: '' }],
          supplierIds: preselected ? [preselected] : [],
        }}
      >
        <Form.Item name="title" label={t('supplier.enquiry.name')} rules={[...required, { min: 2, max: 60 }]}>
          <Input maxLength={60} />
        </Form.Item>
        <Flex gap={12} wrap>
          <Form.Item
            name="quoteDeadline"
            label={t('supplier.enquiry.quoteDeadline')}
            rules={[{ required: true, message: t('supplier.enquiry.form.required') }]}
            style={{ flex: '1 1 200px' }}
          >
            <DatePicker
              style={{ width: '100%' }}
              disabledDate={(d) => d.isBefore(businessTodayDayjs(), 'day')}
            />
          </Form.Item>
          <Form.Item
            name="neededBy"
            label={t('supplier.enquiry.neededBy')}
            dependencies={['quoteDeadline']}
            style={{ flex: '1 1 200px' }}
            rules={[
              { required: true, message: t('supplier.enquiry.form.required') },
              ({ getFieldValue }) => ({
                validator: (_, v?: Dayjs) => {
                  const deadline = getFieldValue('quoteDeadline') as Dayjs | undefined;
                  return v && deadline && v.isBefore(deadline, 'day')
                    ? Promise.reject(new Error(t('supplier.enquiry.form.neededAfterDeadline')))
                    : Promise.resolve();
                },
              }),
            ]}
          >
            <DatePicker
              style={{ width: '100%' }}
              disabledDate={(d) => d.isBefore(businessTodayDayjs(), 'day')}
            />
          </Form.Item>
        </Flex>
        <Form.Item
          name="deliveryAddress"
          label={t('supplier.enquiry.deliveryAddress')}
          rules={[...required, { min: 2, max: 200 }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Typography.Title level={5}>{t('supplier.enquiry.lines')}</Typography.Title>
        <Form.List
          name="lines"
          rules={[
            {
              validator: (_, lines?: unknown[]) =>
                lines?.length
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('supplier.enquiry.form.linesRequired'))),
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((field, index) => (
                <Flex key={field.key} gap={8} wrap align="start" data-testid="enquiry-line">
                  <Typography.Text type="secondary" style={{ width: 20, paddingTop: 5 }}>
                    {index + 1}
                  </Typography.Text>
                  <Form.Item
                    name={[field.name, 'material']}
                    rules={required}
                    style={{ flex: '2 1 140px', marginBottom: 8 }}
                  >
                    <Input placeholder={t('supplier.enquiry.material')} maxLength={50} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'specification']}
                    style={{ flex: '2 1 140px', marginBottom: 8 }}
                  >
                    <Input placeholder={t('supplier.enquiry.specification')} maxLength={100} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'unit']}
                    rules={required}
                    style={{ flex: '0 1 70px', marginBottom: 8 }}
                  >
                    <Input placeholder={t('supplier.enquiry.unit')} maxLength={10} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'quantity']}
                    rules={[r.required(), r.schema(enquiryQuantitySchema)]}
                    style={{ flex: '1 1 100px', marginBottom: 8 }}
                  >
                    <Input placeholder={t('supplier.enquiry.quantity')} inputMode="decimal" />
                  </Form.Item>
                  {fields.length > 1 && (
                    <Button
                      type="text"
                      danger
                      icon={<MinusCircleOutlined />}
                      aria-label={t('supplier.enquiry.form.removeLine')}
                      onClick={() => remove(field.name)}
                    />
                  )}
                </Flex>
              ))}
              <Form.ErrorList errors={errors} />
              {fields.length < 50 && (
                <Button
                  type="dashed"
                  block
                  icon={<PlusOutlined />}
                  onClick={() => add({ unit: '' })}
                  style={{ marginBottom: 16 }}
                >
                  {t('supplier.enquiry.form.addLine')}
                </Button>
              )}
            </>
          )}
        </Form.List>
        <Form.Item
          name="supplierIds"
          label={t('supplier.enquiry.suppliers')}
          extra={t('supplier.enquiry.form.suppliersHelp')}
          rules={[{ required: true, type: 'array', min: 1, message: t('supplier.enquiry.form.required') }]}
        >
          <Select
            mode="multiple"
            showSearch
            filterOption={false}
            onSearch={setSearch}
            loading={suppliers.isFetching}
            placeholder={t('supplier.enquiry.form.suppliersPlaceholder')}
            data-testid="enquiry-suppliers"
            options={(suppliers.data?.list ?? []).map((s) => ({
              value: s.companyId,
              label: `${s.companyName}（${s.categories.map((c) => t(`supplier.category.${c}`)).join('、')}）`,
            }))}
          />
        </Form.Item>
        <Form.Item name="remark" label={t('supplier.enquiry.remark')}>
          <Input.TextArea rows={2} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Drawer>
  );
}

// ---- the supplier's quote ---------------------------------------------------------------------------

function QuoteForm({ detail, onSaved }: { detail: EnquiryDetail; onSaved: () => Promise<void> }) {
  const { t } = useTranslation();
  const r = useRules();
  const { message } = App.useApp();
  const mine = detail.quotes[0];
  const [form] = Form.useForm<{ prices: Record<string, string>; validUntil: Dayjs; remark?: string }>();
  const prices = Form.useWatch('prices', form) ?? {};
  const priced = detail.lines.map((l) => ({ quantity: l.quantity, unitPrice: prices[l.id] ?? '' }));
  // The amounts as the server will compute them (the same shared function), for the lines filled in.
  const valid = priced.every((p) => quoteUnitPriceSchema.safeParse(p.unitPrice).success);
  const preview = valid ? quoteAmounts(priced) : null;
  const save = useSubmit(async () => {
    const v = await form.validateFields();
    const saved = await supplierApi.quote({
      enquiryId: detail.id,
      lines: detail.lines.map((l) => ({ lineId: l.id, unitPrice: (v.prices[l.id] ?? '').trim() })),
      validUntil: ymd(v.validUntil),
      remark: v.remark?.trim() ?? '',
    });
    message.success(t('supplier.enquiry.quoteSaved', { total: yuan(saved.quotes[0]?.total ?? '0') }));
    await onSaved();
  });
  return (
    <Form
      form={form}
      layout="vertical"
      data-testid="quote-form"
      initialValues={{
        prices: Object.fromEntries((mine?.lines ?? []).map((l) => [l.lineId, l.unitPrice])),
        validUntil: mine ? dayjs(mine.validUntil) : businessTodayDayjs().add(30, 'day'),
        remark: mine?.remark ?? '',
      }}
    >
      <Alert type="info" showIcon message={t('supplier.enquiry.reviseHint')} style={{ marginBottom: 12 }} />
      <Table<EnquiryLine>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={detail.lines}
        scroll={{ x: 560 }}
        columns={[
          { title: t('supplier.enquiry.seq'), dataIndex: 'seq', width: 50 },
          {
            title: t('supplier.enquiry.material'),
            key: 'material',
            render: (_, l) => `${l.material} ${l.specification}`,
          },
          {
            title: t('supplier.enquiry.quantity'),
            key: 'q',
            width: 110,
            render: (_, l) => `${l.quantity} ${l.unit}`,
          },
          {
            title: t('supplier.enquiry.unitPrice'),
            key: 'price',
            width: 150,
            render: (_, l) => (
              <Form.Item
                name={['prices', String(l.id)]}
                style={{ marginBottom: 0 }}
                rules={[
                  { required: true, message: t('supplier.enquiry.priceRequired') },
                  r.schema(quoteUnitPriceSchema),
                ]}
              >
                <Input inputMode="decimal" data-testid="quote-price" />
              </Form.Item>
            ),
          },
          {
            title: t('supplier.enquiry.amount'),
            key: 'amount',
            width: 130,
            align: 'right',
            render: (_, _l, i) => (preview ? yuan(preview.amounts[i] ?? '0') : '—'),
          },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={4} align="right">
              <Typography.Text strong>{t('supplier.enquiry.totalAmount')}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              <Typography.Text strong data-testid="quote-total">
                {preview ? yuan(preview.total) : '—'}
              </Typography.Text>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
      <Flex gap={12} wrap style={{ marginTop: 12 }}>
        <Form.Item
          name="validUntil"
          label={t('supplier.enquiry.validUntil')}
          rules={[{ required: true, message: t('supplier.enquiry.form.required') }]}
          style={{ flex: '1 1 180px' }}
        >
          <DatePicker
            style={{ width: '100%' }}
            disabledDate={(d) => d.isBefore(businessTodayDayjs(), 'day')}
          />
        </Form.Item>
        <Form.Item name="remark" label={t('supplier.enquiry.remark')} style={{ flex: '3 1 260px' }}>
          <Input maxLength={500} />
        </Form.Item>
      </Flex>
      <Button
        type="primary"
        loading={save.submitting}
        onClick={() => void save.submit(undefined)}
        data-testid="quote-submit"
      >
        {t('supplier.enquiry.submitQuote')}
      </Button>
    </Form>
  );
}

// ---- the project's comparison --------------------------------------------------------------------------

function Comparison({ detail, onChanged }: { detail: EnquiryDetail; onChanged: () => Promise<void> }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canAward = useCan('update') && detail.status === 'open';
  const accept = useSubmit(async (q: Quote) => {
    await supplierApi.accept(detail.id, q.id);
    message.success(t('supplier.enquiry.acceptedDone', { name: q.companyName }));
    await onChanged();
  });
  const waiting = detail.suppliers.filter((s) => !s.quoted).map((s) => s.companyName);
  if (detail.quotes.length === 0)
    return (
      <>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('supplier.enquiry.noQuotes')} />
        {waiting.length > 0 && (
          <Typography.Text type="secondary">
            {t('supplier.enquiry.waiting', { names: waiting.join('、') })}
          </Typography.Text>
        )}
      </>
    );
  const priceOf = (q: Quote, lineId: number) => q.lines.find((l) => l.lineId === lineId);
  return (
    <>
      <Typography.Paragraph type="secondary">{t('supplier.enquiry.compareHint')}</Typography.Paragraph>
      <Table<EnquiryLine>
        size="small"
        bordered
        rowKey="id"
        pagination={false}
        dataSource={detail.lines}
        scroll={{ x: 260 + detail.quotes.length * 180 }}
        data-testid="quote-compare"
        columns={[
          {
            title: t('supplier.enquiry.material'),
            key: 'material',
            fixed: 'left',
            width: 180,
            render: (_, l) => (
              <Space direction="vertical" size={0}>
                <span>
                  {l.seq}. {l.material} {l.specification}
                </span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {l.quantity} {l.unit}
                </Typography.Text>
              </Space>
            ),
          },
          ...detail.quotes.map((q) => ({
            title: (
              <Space direction="vertical" size={2}>
                <Typography.Text strong>{q.companyName}</Typography.Text>
                <Space size={4} wrap>
                  <Tag color={QUOTE_COLOR[q.status]}>{t(`supplier.enquiry.quoteStatus.${q.status}`)}</Tag>
                  {q.lowest && (
                    <Tag color="green" icon={<TrophyOutlined />}>
                      {t('supplier.enquiry.lowest')}
                    </Tag>
                  )}
                </Space>
              </Space>
            ),
            key: `q${q.id}`,
            width: 180,
            align: 'right' as const,
            onCell: () => ({ style: q.lowest ? { background: '#f6ffed' } : {} }),
            render: (_: unknown, l: EnquiryLine) => {
              const p = priceOf(q, l.id);
              return p ? (
                <Space direction="vertical" size={0}>
                  <span>{yuan(p.unitPrice)}</span>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {yuan(p.amount)}
                  </Typography.Text>
                </Space>
              ) : (
                '—'
              );
            },
          })),
        ]}
        summary={() => (
          <Table.Summary fixed>
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>
                <Typography.Text strong>{t('supplier.enquiry.totalAmount')}</Typography.Text>
              </Table.Summary.Cell>
              {detail.quotes.map((q, i) => (
                <Table.Summary.Cell key={q.id} index={i + 1} align="right">
                  <Typography.Text
                    strong
                    type={q.lowest ? 'success' : undefined}
                    data-testid="quote-total-cell"
                  >
                    {yuan(q.total)}
                  </Typography.Text>
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>{t('supplier.enquiry.validUntil')}</Table.Summary.Cell>
              {detail.quotes.map((q, i) => (
                <Table.Summary.Cell key={q.id} index={i + 1} align="right">
                  {q.validUntil}
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>{t('supplier.enquiry.remark')}</Table.Summary.Cell>
              {detail.quotes.map((q, i) => (
                <Table.Summary.Cell key={q.id} index={i + 1}>
                  <Typography.Text style={{ fontSize: 12 }}>{q.remark || '—'}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {q.submittedByName} {businessDateTimeOf(q.submittedAt)}
                  </Typography.Text>
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
            {canAward && (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} />
                {detail.quotes.map((q, i) => (
                  <Table.Summary.Cell key={q.id} index={i + 1} align="right">
                    <Popconfirm
                      title={t('supplier.enquiry.accept')}
                      description={t('supplier.enquiry.acceptConfirm', {
                        name: q.companyName,
                        total: yuan(q.total),
                      })}
                      onConfirm={() => accept.submit(q)}
                    >
                      <Button
                        size="small"
                        type={q.lowest ? 'primary' : 'default'}
                        loading={accept.submitting}
                        data-testid="quote-accept"
                      >
                        {t('supplier.enquiry.accept')}
                      </Button>
                    </Popconfirm>
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
            )}
          </Table.Summary>
        )}
      />
      {waiting.length > 0 && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {t('supplier.enquiry.waiting', { names: waiting.join('、') })}
        </Typography.Paragraph>
      )}
    </>
  );
}

function DetailDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const { message } = App.useApp();
  const client = useQueryClient();
  const detail = useQuery({ queryKey: supplierKeys.enquiry(id), queryFn: () => supplierApi.enquiry(id) });
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: supplierKeys.enquiries });
  };
  const cancel = useSubmit(async () => {
    await supplierApi.cancel(id);
    message.success(t('supplier.enquiry.cancelled'));
    await refresh();
  });
  const d = detail.data;
  return (
    <Drawer
      open
      size={screens.md ? 880 : '100%'}
      title={d ? `${t('supplier.enquiry.detail')} ${d.enquiryNo}` : t('supplier.enquiry.detail')}
      onClose={onClose}
      data-testid="enquiry-detail"
      extra={
        d && !d.asSupplier && d.status === 'open' ? (
          <Can action="remove">
            <Popconfirm
              title={t('supplier.enquiry.cancel')}
              description={t('supplier.enquiry.cancelConfirm')}
              onConfirm={() => cancel.submit(undefined)}
            >
              <Button danger loading={cancel.submitting}>
                {t('supplier.enquiry.cancel')}
              </Button>
            </Popconfirm>
          </Can>
        ) : null
      }
    >
      {detail.isPending ? (
        <Spin />
      ) : detail.isError || !d ? (
        <Result
          status="warning"
          title={t('kit.loadFailed')}
          extra={<Button onClick={() => void detail.refetch()}>{t('kit.retry')}</Button>}
        />
      ) : (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Descriptions
            size="small"
            bordered
            layout={screens.md ? 'horizontal' : 'vertical'}
            column={{ xs: 1, md: 2 }}
            items={[
              { key: 'title', label: t('supplier.enquiry.name'), children: d.title, span: 2 },
              { key: 'status', label: t('supplier.enquiry.statusLabel'), children: <StatusTag item={d} /> },
              {
                key: 'accepted',
                label: t('supplier.enquiry.accepted'),
                children: d.acceptedCompanyName ?? '—',
              },
              { key: 'project', label: t('supplier.enquiry.project'), children: d.projectName },
              { key: 'deadline', label: t('supplier.enquiry.quoteDeadline'), children: d.quoteDeadline },
              { key: 'needed', label: t('supplier.enquiry.neededBy'), children: d.neededBy },
              {
                key: 'by',
                label: t('supplier.enquiry.createdBy'),
                children: `${d.createdByName} ${businessDateTimeOf(d.createdAt)}`,
              },
              {
                key: 'address',
                label: t('supplier.enquiry.deliveryAddress'),
                children: d.deliveryAddress,
                span: 2,
              },
              ...(d.remark
                ? [{ key: 'remark', label: t('supplier.enquiry.remark'), children: d.remark, span: 2 }]
                : []),
              {
                key: 'suppliers',
                label: t('supplier.enquiry.suppliers'),
                span: 2,
                children: (
                  <Space wrap size={[4, 4]}>
                    {d.suppliers.map((s) => (
                      <Tag key={s.companyId} color={s.quoted ? 'blue' : 'default'}>
                        {s.companyName} ·{' '}
                        {s.quoted ? t('supplier.enquiry.quoted') : t('supplier.enquiry.notQuoted')}
                      </Tag>
                    ))}
                  </Space>
                ),
              },
            ]}
          />
          {d.asSupplier ? (
            <Card size="small" title={t('supplier.enquiry.quoteForm')}>
              {d.status !== 'open' ? (
                <Alert
                  type="warning"
                  showIcon
                  message={t('supplier.enquiry.closedHint', {
                    status: t(`supplier.enquiry.status.${d.status}`),
                  })}
                  style={{ marginBottom: 12 }}
                />
              ) : d.deadlinePassed ? (
                <Alert
                  type="warning"
                  showIcon
                  message={t('supplier.enquiry.deadlineHint', { deadline: d.quoteDeadline })}
                  style={{ marginBottom: 12 }}
                />
              ) : null}
              {d.status === 'open' && !d.deadlinePassed ? (
                <QuoteForm key={d.quotes[0]?.submittedAt ?? 'new'} detail={d} onSaved={refresh} />
              ) : d.quotes[0] ? (
                <Space direction="vertical">
                  <Tag color={QUOTE_COLOR[d.quotes[0].status]}>
                    {t(`supplier.enquiry.quoteStatus.${d.quotes[0].status}`)}
                  </Tag>
                  <Typography.Text strong>
                    {t('supplier.enquiry.totalAmount')}：{yuan(d.quotes[0].total)}
                  </Typography.Text>
                </Space>
              ) : null}
            </Card>
          ) : (
            <>
              <Card size="small" title={t('supplier.enquiry.lines')}>
                <Table<EnquiryLine>
                  size="small"
                  rowKey="id"
                  pagination={false}
                  dataSource={d.lines}
                  columns={[
                    { title: t('supplier.enquiry.seq'), dataIndex: 'seq', width: 60 },
                    { title: t('supplier.enquiry.material'), dataIndex: 'material' },
                    { title: t('supplier.enquiry.specification'), dataIndex: 'specification' },
                    { title: t('supplier.enquiry.unit'), dataIndex: 'unit', width: 70 },
                    {
                      title: t('supplier.enquiry.quantity'),
                      dataIndex: 'quantity',
                      width: 110,
                      align: 'right',
                    },
                  ]}
                />
              </Card>
              <Card size="small" title={t('supplier.enquiry.compare')}>
                <Comparison detail={d} onChanged={refresh} />
              </Card>
            </>
          )}
        </Space>
      )}
    </Drawer>
  );
}

// ---- the list ---------------------------------------------------------------------------------------

function Enquiries({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const isSupplier = useIsSupplier();
  const [params, setParams] = useSearchParams();
  const { page, limit, setPage, pagination } = usePaging('supplier.enquiry.total');
  const [status, setStatus] = useState<EnquiryStatus>();
  const [keyword, setKeyword] = useState('');
  const [creating, setCreating] = useState<{ supplier?: number } | null>(null);
  const [openId, setOpenId] = useState<number>();
  // 供应商查询's 询价 opens the form with that supplier chosen; a message opens its enquiry (?id=).
  useEffect(() => {
    const supplier = Number(params.get('supplier'));
    const id = Number(params.get('id'));
    if (supplier > 0) setCreating({ supplier });
    if (id > 0) setOpenId(id);
    if (supplier > 0 || id > 0) setParams({}, { replace: true });
  }, [params, setParams]);
  const query: EnquiryQuery = {
    ...(isSupplier ? {} : { proId: projectId }),
    page,
    limit,
    ...(status ? { status } : {}),
    ...(keyword ? { keyword } : {}),
  };
  const list = useQuery({
    queryKey: supplierKeys.enquiryList(query),
    queryFn: () => supplierApi.enquiries(query),
    placeholderData: keepPreviousData,
  });
  return (
    <Card title={isSupplier ? t('supplier.enquiry.supplierTitle') : t('supplier.enquiry.title')}>
      <Flex gap={8} wrap justify="space-between" style={{ marginBottom: 12 }}>
        <Space wrap>
          <Input.Search
            allowClear
            placeholder={t('supplier.enquiry.keyword')}
            style={{ width: 240 }}
            onSearch={(v) => {
              setKeyword(v.trim());
              setPage(1);
            }}
          />
          <Select
            allowClear
            placeholder={t('supplier.enquiry.statusLabel')}
            style={{ width: 130 }}
            value={status}
            onChange={(v) => {
              setStatus(v);
              setPage(1);
            }}
            options={ENQUIRY_STATUSES.map((s) => ({ value: s, label: t(`supplier.enquiry.status.${s}`) }))}
          />
        </Space>
        {!isSupplier && (
          <Can action="add">
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setCreating({})}
              data-testid="enquiry-add"
            >
              {t('supplier.enquiry.add')}
            </Button>
          </Can>
        )}
      </Flex>
      <QueryTable<EnquiryItem>
        query={list}
        paging={{ pagination }}
        failedTitle={t('supplier.enquiry.loadFailed')}
        empty={t('supplier.enquiry.empty')}
        rowKey="id"
        size="middle"
        scroll={{ x: 980 }}
        data-testid="enquiry-table"
        columns={[
          {
            title: t('supplier.enquiry.name'),
            key: 'title',
            width: 260,
            render: (_, row) => (
              <Space direction="vertical" size={0}>
                <Typography.Link onClick={() => setOpenId(row.id)} data-testid="enquiry-open">
                  {row.title}
                </Typography.Link>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {row.enquiryNo}
                </Typography.Text>
              </Space>
            ),
          },
          ...(isSupplier
            ? [{ title: t('supplier.enquiry.project'), dataIndex: 'projectName', width: 220 }]
            : []),
          { title: t('supplier.enquiry.quoteDeadline'), dataIndex: 'quoteDeadline', width: 110 },
          { title: t('supplier.enquiry.neededBy'), dataIndex: 'neededBy', width: 110, responsive: ['md'] },
          isSupplier
            ? {
                title: t('supplier.enquiry.quotedByMe'),
                key: 'mine',
                width: 100,
                render: (_, row) =>
                  row.quotedByMe ? (
                    <Tag color="blue">{t('supplier.enquiry.quoted')}</Tag>
                  ) : (
                    <Tag>{t('supplier.enquiry.notQuoted')}</Tag>
                  ),
              }
            : {
                title: t('supplier.enquiry.quotes'),
                key: 'quotes',
                width: 130,
                render: (_, row) =>
                  t('supplier.enquiry.quoteCount', { quotes: row.quoteCount, suppliers: row.supplierCount }),
              },
          {
            title: t('supplier.enquiry.statusLabel'),
            key: 'status',
            width: 150,
            render: (_, row) => <StatusTag item={row} />,
          },
          {
            title: t('supplier.enquiry.accepted'),
            key: 'accepted',
            width: 200,
            render: (_, row) => row.acceptedCompanyName ?? '—',
          },
          {
            title: t('supplier.enquiry.createdBy'),
            key: 'by',
            width: 150,
            responsive: ['lg'],
            render: (_, row) => (
              <Space direction="vertical" size={0}>
                {row.createdByName}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {businessDateTimeOf(row.createdAt)}
                </Typography.Text>
              </Space>
            ),
          },
        ]}
      />
      {creating && (
        <CreateDrawer
          projectId={projectId}
          {...(creating.supplier ? { preselected: creating.supplier } : {})}
          onClose={() => setCreating(null)}
          onSent={(id) => {
            setCreating(null);
            setOpenId(id);
          }}
        />
      )}
      {openId !== undefined && <DetailDrawer id={openId} onClose={() => setOpenId(undefined)} />}
    </Card>
  );
}

/** Menu 'supplier/enquiry' (/material/enquiry): the project's enquiries, or a supplier's inbox of them. */
export function EnquiryPage() {
  return <WithCurrentProject>{(projectId) => <Enquiries projectId={projectId} />}</WithCurrentProject>;
}
