import { useQueryClient } from '@tanstack/react-query';
import type { RebarBatchDetail, RebarTestItem } from '@zhuji/shared';
import { Alert, App, Checkbox, Col, DatePicker, Form, Input, Modal, Row, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { businessTodayDayjs } from '../../kit/business-day';
import { useSubmit } from '../../kit/use-submit';
import { materialApi, materialKeys } from './material-inspection.api';

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
export function TestDialog({ batch, onClose }: { batch: RebarBatchDetail; onClose: () => void }) {
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
