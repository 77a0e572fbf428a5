import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { RebarBatchItem } from '@zhuji/shared';
import {
  App,
  AutoComplete,
  Button,
  Checkbox,
  Col,
  DatePicker,
  Drawer,
  Form,
  Input,
  Row,
  Select,
  Space,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { businessTodayDayjs } from '../../kit/business-day';
import { useSubmit } from '../../kit/use-submit';
import { useOption, usePileOptions, useRegistrationOptions } from './batch-options';
import { materialApi, materialKeys } from './material-inspection.api';

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

export function BatchDrawer({
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
