import './messages';
import { type EnquiryDetail, type EnquiryLine, quoteAmounts, quoteUnitPriceSchema } from '@zhuji/shared';
import { Alert, App, Button, DatePicker, Flex, Form, Input, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { businessTodayDayjs } from '../../kit/business-day';
import { useRules } from '../../kit/form-rules';
import { ResponsiveTable, TableSummary } from '../../kit/responsive-table';
import { useSubmit } from '../../kit/use-submit';
import { ymd, yuan } from './enquiry-status';
import { supplierApi } from './supplier.api';

export function QuoteForm({ detail, onSaved }: { detail: EnquiryDetail; onSaved: () => Promise<void> }) {
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
      <ResponsiveTable<EnquiryLine>
        cardTitleKey="material"
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
          <TableSummary.Row>
            <TableSummary.Cell index={0} colSpan={4} align="right">
              <Typography.Text strong>{t('supplier.enquiry.totalAmount')}</Typography.Text>
            </TableSummary.Cell>
            <TableSummary.Cell index={1} align="right">
              <Typography.Text strong data-testid="quote-total">
                {preview ? yuan(preview.total) : '—'}
              </Typography.Text>
            </TableSummary.Cell>
          </TableSummary.Row>
        )}
        // A phone has no summary row: the total sits under the lines' cards instead.
        cardFooter={
          <Flex justify="space-between">
            <Typography.Text strong>{t('supplier.enquiry.totalAmount')}</Typography.Text>
            <Typography.Text strong data-testid="quote-total">
              {preview ? yuan(preview.total) : '—'}
            </Typography.Text>
          </Flex>
        }
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
