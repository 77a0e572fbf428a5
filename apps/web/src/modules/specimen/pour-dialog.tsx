import './messages';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Checkbox,
  Col,
  DatePicker,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Row,
  Select,
  Space,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { businessTodayDayjs } from '../../kit/business-day';
import { useSubmit } from '../../kit/use-submit';
import { type PourInput, specimenApi, specimenKeys, tk } from './specimen.api';

interface PourForm extends Omit<PourInput, 'proId' | 'pouredOn' | 'volumeM3' | 'continuousHours'> {
  pouredOn: Dayjs;
  volumeM3: number;
  continuousHours: number;
}

export function PourDialog({ projectId, onClose }: { projectId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<PourForm>();
  const day = (Form.useWatch('pouredOn', form) ?? businessTodayDayjs()).format('YYYY-MM-DD');
  // The witnesses whose appointment covers concrete on the pour day (docs/domains/witness.md).
  const witnesses = useQuery({
    queryKey: specimenKeys.witnesses(projectId, day),
    queryFn: () => specimenApi.appointedWitnesses(projectId, day),
  });
  const save = useSubmit(async (v: PourForm) => {
    const res = await specimenApi.addPour({
      ...v,
      proId: projectId,
      location: v.location || (v.pileNos ?? []).join('、'),
      pouredOn: v.pouredOn.format('YYYY-MM-DD'),
      volumeM3: String(v.volumeM3),
      continuousHours: String(v.continuousHours ?? 0),
      witnessUserId: v.witnessUserId ?? undefined,
      groups: v.groups.map(({ witnessed: _w, witnessName: _n, ...g }) => g),
    });
    message.success(t('testBlock.pour.saved', { n: res.specimens.length }));
    void client.invalidateQueries({ queryKey: specimenKeys.all });
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
          groups: [{ curing: 'standard', cubeSize: 150, ageDays: 28 }],
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
          <Col xs={24}>
            <Form.Item
              name="witnessUserId"
              label={t('testBlock.pour.witnessPick')}
              extra={t('testBlock.pour.witnessHint')}
            >
              <Select
                allowClear
                loading={witnesses.isPending}
                placeholder={t('testBlock.pour.noWitness')}
                data-testid="pour-witness"
                options={(witnesses.data ?? []).map((w) => ({
                  value: w.userId,
                  label: `${w.name}（${w.companyName}）`,
                }))}
              />
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
                  <Form.Item name={[f.name, 'sealNo']} style={{ marginBottom: 4 }}>
                    <Input placeholder={t('testBlock.pour.sealNo')} maxLength={40} style={{ width: 140 }} />
                  </Form.Item>
                  {fields.length > 1 && <MinusCircleOutlined onClick={() => remove(f.name)} />}
                </Space>
              ))}
              <div>
                <Button
                  size="small"
                  icon={<PlusOutlined />}
                  onClick={() => add({ curing: 'standard', cubeSize: 150, ageDays: 28 })}
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
