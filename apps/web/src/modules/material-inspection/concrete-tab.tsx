import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CHLORIDE_ENVIRONMENTS,
  type ChlorideEnvironment,
  type ConcreteItem,
  judgeChloride,
  materialCalls,
} from '@zhuji/shared';
import {
  Alert,
  App,
  Button,
  Checkbox,
  Col,
  DatePicker,
  Drawer,
  Flex,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { businessTodayDayjs } from '../../kit/business-day';
import { Can } from '../../kit/permission-gate';
import { ResponsiveTable } from '../../kit/responsive-table';
import { useSubmit } from '../../kit/use-submit';
import { WorkbookImportDialog } from '../../kit/workbook-import-dialog';
import { usePileOptions, useRegistrationOptions } from './batch-options';
import { materialApi, materialKeys } from './material-inspection.api';
import { pagedTableProps } from './paged-table';

interface ConcreteForm {
  deliveryNo: string;
  plant: string;
  strengthGrade: string;
  volume: string;
  arrivalDate: Dayjs;
  pileId?: number | null;
  environment: ChlorideEnvironment;
  prestressed: boolean;
  chloridePercent?: number | null;
  remark?: string;
  registrationId?: number | null;
}

function LiveChloride({ form }: { form: ReturnType<typeof Form.useForm<ConcreteForm>>[0] }) {
  const { t } = useTranslation();
  const environment = Form.useWatch('environment', form);
  const prestressed = Form.useWatch('prestressed', form);
  const value = Form.useWatch('chloridePercent', form);
  if (value === undefined || value === null || !environment) return null;
  const r = judgeChloride({ environment, chloridePercent: value, prestressed });
  return (
    <Alert
      type={r.pass ? 'success' : 'error'}
      showIcon
      message={t('material.concrete.live', {
        result: t(r.pass ? 'material.verdict.pass' : 'material.verdict.fail'),
        value,
        limit: r.limit,
      })}
      description={t('material.unconfirmed')}
      style={{ marginBottom: 12 }}
    />
  );
}

function ConcreteDrawer({
  projectId,
  row,
  onClose,
}: {
  projectId: number;
  row?: ConcreteItem;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<ConcreteForm>();
  const piles = usePileOptions(projectId);
  const registrations = useRegistrationOptions(projectId, 'concrete');
  const save = useSubmit(async (v: ConcreteForm) => {
    await materialApi.concreteCheck({
      ...v,
      ...(row ? { id: row.id } : {}),
      registrationId: v.registrationId ?? null,
      projectId,
      pileId: v.pileId ?? null,
      chloridePercent: v.chloridePercent ?? null,
      arrivalDate: v.arrivalDate.format('YYYY-MM-DD'),
      remark: v.remark ?? '',
    });
    message.success(t('material.saved'));
    void client.invalidateQueries({ queryKey: materialKeys.all });
    onClose();
  });
  return (
    <Drawer
      open
      width={560}
      title={row ? row.deliveryNo : t('material.concrete.new')}
      onClose={onClose}
      extra={
        <Space>
          <Button onClick={onClose}>{t('material.cancel')}</Button>
          <Button type="primary" loading={save.submitting} onClick={() => form.submit()}>
            {t('material.save')}
          </Button>
        </Space>
      }
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={
          row
            ? { ...row, arrivalDate: dayjs(row.arrivalDate) }
            : {
                strengthGrade: 'C35',
                environment: 'humid',
                prestressed: false,
                arrivalDate: businessTodayDayjs(),
              }
        }
        onFinish={(v) => void save.submit(v)}
      >
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item
              name="deliveryNo"
              label={t('material.concrete.deliveryNo')}
              rules={[{ required: true }]}
            >
              <Input maxLength={40} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="plant" label={t('material.concrete.plant')} rules={[{ required: true }]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="strengthGrade"
              label={t('material.concrete.strengthGrade')}
              rules={[{ required: true, pattern: /^C\d{2,3}$/ }]}
            >
              <Input maxLength={4} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="volume"
              label={t('material.concrete.volume')}
              rules={[{ required: true, pattern: /^\d{1,10}(\.\d{1,3})?$/ }]}
            >
              <Input inputMode="decimal" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="arrivalDate"
              label={t('material.concrete.arrivalDate')}
              rules={[{ required: true }]}
            >
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="registrationId" label={t('material.audit.registration')}>
          <Select options={registrations} allowClear />
        </Form.Item>
        <Form.Item name="pileId" label={t('material.concrete.pile')}>
          <Select options={piles} showSearch optionFilterProp="label" allowClear />
        </Form.Item>
        <Form.Item name="environment" label={t('material.concrete.environment')}>
          <Select
            options={CHLORIDE_ENVIRONMENTS.map((e) => ({
              value: e,
              label: t(`material.concrete.environments.${e}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="prestressed" valuePropName="checked">
          <Checkbox>{t('material.concrete.prestressed')}</Checkbox>
        </Form.Item>
        <Form.Item name="chloridePercent" label={t('material.concrete.chloridePercent')}>
          <InputNumber min={0} max={10} step={0.01} precision={3} style={{ width: 200 }} />
        </Form.Item>
        <LiveChloride form={form} />
        <Form.Item name="remark" label={t('material.batch.remark')}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}

export function ConcreteTab({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const [chloride, setChloride] = useState<'pass' | 'fail' | 'unchecked' | undefined>();
  const [page, setPage] = useState({ page: 1, limit: 20 });
  const [editing, setEditing] = useState<ConcreteItem | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const list = useQuery({
    queryKey: [...materialKeys.all, 'concrete', projectId, chloride, page],
    queryFn: () => materialApi.concrete({ proId: projectId, chloride, ...page }),
  });
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap justify="space-between">
        <Select
          allowClear
          style={{ width: 160 }}
          placeholder={t('material.concrete.result')}
          options={[
            { value: 'unchecked', label: t('material.concrete.unchecked') },
            { value: 'pass', label: t('material.verdict.pass') },
            { value: 'fail', label: t('material.verdict.fail') },
          ]}
          onChange={setChloride}
        />
        <Space>
          <Can action="import">
            <Button
              icon={<UploadOutlined />}
              onClick={() => setImporting(true)}
              data-testid="concrete-import-open"
            >
              {t('material.concrete.import.open')}
            </Button>
          </Can>
          <Can action="add">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {t('material.concrete.new')}
            </Button>
          </Can>
        </Space>
      </Flex>
      <ResponsiveTable<ConcreteItem>
        cardTitleKey="deliveryNo"
        size="small"
        rowKey="id"
        {...pagedTableProps(list, page, (p, limit) => setPage({ page: p, limit }))}
        scroll={{ x: 800 }}
        columns={[
          {
            title: t('material.concrete.deliveryNo'),
            dataIndex: 'deliveryNo',
            render: (v: string, r) => <Typography.Link onClick={() => setEditing(r)}>{v}</Typography.Link>,
          },
          { title: t('material.concrete.plant'), dataIndex: 'plant', ellipsis: true },
          { title: t('material.concrete.strengthGrade'), dataIndex: 'strengthGrade' },
          { title: t('material.concrete.volume'), dataIndex: 'volume', align: 'right' },
          { title: t('material.concrete.arrivalDate'), dataIndex: 'arrivalDate' },
          {
            title: t('material.concrete.pile'),
            dataIndex: 'pileNo',
            render: (p: string | null) => p ?? t('material.none'),
          },
          {
            title: t('material.concrete.result'),
            key: 'chloride',
            render: (_, r) =>
              r.chloridePass === null ? (
                <Tag>{t('material.concrete.unchecked')}</Tag>
              ) : (
                <Tag color={r.chloridePass ? 'green' : 'red'}>
                  {r.chloridePercent}% / {t('material.concrete.limit', { n: r.chlorideLimit })}
                </Tag>
              ),
          },
        ]}
      />
      {editing && (
        <ConcreteDrawer
          projectId={projectId}
          row={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {importing && (
        <WorkbookImportDialog
          calls={materialCalls.concreteImport}
          projectId={projectId}
          title={t('material.concrete.import.title')}
          hint={t('material.concrete.import.hint')}
          invalidate={[materialKeys.all]}
          onClose={() => setImporting(false)}
        />
      )}
    </Flex>
  );
}
