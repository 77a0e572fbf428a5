import './messages';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type AcceptanceApply, type AcceptanceItem, minimumSampleSize } from '@zhuji/shared';
import {
  Alert,
  App,
  Button,
  Drawer,
  Flex,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Switch,
  Typography,
} from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoUpload } from '../../kit/photo-upload';
import { useSubmit } from '../../kit/use-submit';
import { acceptanceApi, acceptanceKeys } from './acceptance.api';
import { subItemsOf } from './lot-status';

interface FormValues extends Omit<AcceptanceApply, 'projectId' | 'attachments' | 'testReportIds'> {
  attachments?: string[];
  testReportIds?: number[];
}

export function ApplyDrawer({
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
  const reports = useQuery({
    queryKey: acceptanceKeys.reports(projectId),
    queryFn: () => acceptanceApi.reports(projectId),
  });
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
      testReportIds: v.testReportIds ?? [],
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
        testReportIds: reapply.testReportIds,
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
          name="testReportIds"
          label={t('acceptance.form.testReports')}
          extra={t('acceptance.form.testReportsHint')}
        >
          <Select
            mode="multiple"
            data-testid="acceptance-reports"
            loading={reports.isPending}
            optionFilterProp="label"
            options={(reports.data?.list ?? []).flatMap((r) =>
              r.reportId === null ? [] : [{ value: r.reportId, label: `${r.reportNo} · ${r.labName}` }],
            )}
          />
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
