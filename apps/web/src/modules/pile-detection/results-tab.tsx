import { CheckOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { COMPANY_TYPE, type DetectionResult, INTEGRITY_CLASSES, type IntegrityClass } from '@zhuji/shared';
import {
  App,
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Form,
  Input,
  Modal,
  Row,
  Select,
  Statistic,
  Switch,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../kit/permission-gate';
import { ResponsiveTable } from '../../kit/responsive-table';
import { useSubmit } from '../../kit/use-submit';
import { useSession } from '../../session/session-store';
import { detectionApi, detectionKeys } from './pile-detection.api';

const CLASS_COLOR = { I: 'green', II: 'cyan', III: 'orange', IV: 'red' } as const;

function CorrectDialog({ row, onClose }: { row: DetectionResult; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm();
  const save = useSubmit(
    async (v: { integrityClass?: IntegrityClass; bearingPass?: boolean; reason: string }) => {
      await detectionApi.correct({
        id: row.id,
        integrityClass: v.integrityClass,
        bearingPass: v.bearingPass,
        reason: v.reason,
      });
      message.success(t('detection.stats.corrected'));
      void client.invalidateQueries({ queryKey: detectionKeys.all });
      onClose();
    },
  );
  return (
    <Modal
      open
      title={t('detection.stats.correctTitle', { pile: row.pileNo })}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.submitting}
      okText={t('detection.record.save')}
      cancelText={t('detection.record.cancel')}
    >
      <Form form={form} layout="vertical" initialValues={row} onFinish={(v) => void save.submit(v)}>
        {row.integrityClass !== null && (
          <Form.Item name="integrityClass" label={t('detection.record.integrityClass')}>
            <Select
              options={INTEGRITY_CLASSES.map((c) => ({
                value: c,
                label: t('detection.stats.classCount', { cls: c }),
              }))}
            />
          </Form.Item>
        )}
        {row.bearingPass !== null && (
          <Form.Item name="bearingPass" label={t('detection.record.bearing')}>
            <Select
              options={[
                { value: true, label: t('detection.record.bearingPass') },
                { value: false, label: t('detection.record.bearingFail') },
              ]}
            />
          </Form.Item>
        )}
        <Form.Item
          name="reason"
          label={t('detection.stats.reason')}
          rules={[{ required: true, min: 2, max: 500, message: t('detection.stats.reasonHint') }]}
        >
          <Input.TextArea rows={3} placeholder={t('detection.stats.reasonHint')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function ResultsTab({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const [failedOnly, setFailedOnly] = useState(false);
  const [integrityClass, setIntegrityClass] = useState<IntegrityClass>();
  const [selected, setSelected] = useState<number[]>([]);
  const [correcting, setCorrecting] = useState<DetectionResult>();
  // Supervision checks results; the contractor and the lab correct them (the server enforces both).
  const unit = useSession().user.currentUnit.compTypeId;
  const supervisor = unit === COMPANY_TYPE.SUPERVISOR;
  const enters = unit === COMPANY_TYPE.CONTRACTOR || unit === COMPANY_TYPE.TESTING_LAB;
  const stats = useQuery({
    queryKey: [...detectionKeys.all, 'stats', projectId],
    queryFn: () => detectionApi.statistics(projectId),
  });
  const query = {
    proId: projectId,
    page,
    limit,
    failedOnly: failedOnly ? ('true' as const) : undefined,
    integrityClass,
  };
  const list = useQuery({
    queryKey: [...detectionKeys.all, 'results', query],
    queryFn: () => detectionApi.results(query),
  });
  const check = useSubmit(async () => {
    const res = await detectionApi.check(selected);
    message.success(t('detection.stats.checkedOk', { n: res.checked }));
    setSelected([]);
    void client.invalidateQueries({ queryKey: detectionKeys.all });
  });
  const s = stats.data;
  return (
    <Flex vertical gap={16}>
      <Row gutter={[12, 12]} data-testid="detection-statistics">
        {(
          [
            ['results', s?.results],
            ['piles', s?.piles],
            ['failed', s?.failed],
            ['checked', s?.checked],
            ['bearingPass', s?.bearingPass],
            ['bearingFail', s?.bearingFail],
          ] as const
        ).map(([k, v]) => (
          <Col xs={12} sm={8} md={4} key={k}>
            <Card size="small">
              <Statistic
                title={t(`detection.stats.${k}`)}
                value={v ?? 0}
                loading={stats.isPending}
                styles={{
                  content:
                    k === 'failed' || k === 'bearingFail' ? { color: v ? '#cf1322' : undefined } : undefined,
                }}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <Flex gap={8} wrap align="center">
        <Typography.Text type="secondary">{t('detection.stats.byClass')}：</Typography.Text>
        {INTEGRITY_CLASSES.map((c) => (
          <Tag key={c} color={CLASS_COLOR[c]}>
            {t('detection.stats.classCount', { cls: c })} {s?.byClass[c] ?? 0}
          </Tag>
        ))}
      </Flex>
      <Flex gap={12} wrap align="center" justify="space-between">
        <Flex gap={12} wrap align="center">
          <Select
            allowClear
            style={{ width: 140 }}
            placeholder={t('detection.record.integrityClass')}
            value={integrityClass}
            onChange={(v?: IntegrityClass) => {
              setIntegrityClass(v);
              setPage(1);
            }}
            options={INTEGRITY_CLASSES.map((c) => ({
              value: c,
              label: t('detection.stats.classCount', { cls: c }),
            }))}
          />
          <Flex gap={6} align="center">
            <Switch
              size="small"
              checked={failedOnly}
              onChange={(v) => {
                setFailedOnly(v);
                setPage(1);
              }}
            />
            <Typography.Text>{t('detection.stats.failedOnly')}</Typography.Text>
          </Flex>
        </Flex>
        {supervisor && (
          <Can action="update">
            <Button
              icon={<CheckOutlined />}
              disabled={selected.length === 0}
              loading={check.submitting}
              onClick={() => void check.submit(undefined)}
            >
              {t('detection.stats.checkSelected', { n: selected.length })}
            </Button>
          </Can>
        )}
      </Flex>
      <ResponsiveTable<DetectionResult>
        cardTitleKey="pileNo"
        rowKey="id"
        size="small"
        loading={list.isPending}
        dataSource={list.data?.list}
        scroll={{ x: 820 }}
        rowSelection={
          supervisor
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys as number[]),
                getCheckboxProps: (r) => ({ disabled: r.checked }),
              }
            : undefined
        }
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detection.stats.empty')} />,
        }}
        pagination={{
          current: page,
          pageSize: limit,
          total: list.data?.total,
          showSizeChanger: true,
          pageSizeOptions: [5, 10, 20, 30, 50],
          onChange: (p, sz) => {
            setPage(p);
            setLimit(sz);
          },
        }}
        columns={[
          { title: t('detection.record.pileNo'), dataIndex: 'pileNo', width: 90 },
          {
            title: t('detection.record.method'),
            dataIndex: 'method',
            render: (m: string) => t(`detection.method.${m}` as 'detection.method.lowStrain'),
          },
          { title: t('detection.record.testDate'), dataIndex: 'testDate', width: 110 },
          {
            title: t('detection.record.integrityClass'),
            dataIndex: 'integrityClass',
            render: (c: keyof typeof CLASS_COLOR | null) =>
              c ? <Tag color={CLASS_COLOR[c]}>{t('detection.stats.classCount', { cls: c })}</Tag> : '—',
          },
          {
            title: t('detection.record.bearing'),
            key: 'bearing',
            render: (_, r) =>
              r.bearingPass === null ? (
                '—'
              ) : (
                <Tag color={r.bearingPass ? 'success' : 'error'}>
                  {t(r.bearingPass ? 'detection.record.bearingPass' : 'detection.record.bearingFail')}
                  {r.ultimateCapacityKn ? ` · ${r.ultimateCapacityKn} kN` : ''}
                </Tag>
              ),
          },
          {
            title: t('detection.record.conclusion'),
            key: 'pass',
            render: (_, r) => (
              <Flex gap={4} wrap>
                <Tag color={r.pass ? 'success' : 'error'}>
                  {t(r.pass ? 'detection.record.pass' : 'detection.record.notPass')}
                </Tag>
                {r.rectificationId && <Tag color="orange">{t('detection.record.rectification')}</Tag>}
              </Flex>
            ),
          },
          {
            title: t('detection.stats.checked'),
            key: 'checked',
            render: (_, r) =>
              r.checked ? (
                <Tag color="blue">{`${t('detection.stats.checkedTag')} · ${r.checkedByName ?? ''}`}</Tag>
              ) : (
                <Tag>{t('detection.stats.uncheckedTag')}</Tag>
              ),
          },
          {
            title: '',
            key: 'correct',
            width: 70,
            render: (_, r) =>
              enters ? (
                <Can action="update">
                  <Button type="link" size="small" onClick={() => setCorrecting(r)}>
                    {t('detection.stats.correct')}
                  </Button>
                </Can>
              ) : null,
          },
        ]}
      />
      {correcting && <CorrectDialog row={correcting} onClose={() => setCorrecting(undefined)} />}
    </Flex>
  );
}
