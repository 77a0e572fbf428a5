import './messages';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { enquiryQuantitySchema } from '@zhuji/shared';
import { App, Button, DatePicker, Drawer, Flex, Form, Grid, Input, Select, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { businessTodayDayjs } from '../../kit/business-day';
import { useRules } from '../../kit/form-rules';
import { useDirtyGuard } from '../../kit/use-dirty-guard';
import { useSubmit } from '../../kit/use-submit';
import { ymd } from './enquiry-status';
import { supplierApi, supplierKeys } from './supplier.api';

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

export function CreateDrawer({
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
