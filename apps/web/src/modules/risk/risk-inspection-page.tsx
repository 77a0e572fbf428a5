import './messages';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type RectificationStatus,
  RISK_CHECK_RESULTS,
  type RiskCheckItem,
  type RiskCheckResult,
  type RiskInspectionItem,
} from '@zhuji/shared';
import {
  Alert,
  App,
  Button,
  Card,
  DatePicker,
  Drawer,
  Flex,
  Form,
  Input,
  List,
  Radio,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { businessTodayDayjs } from '../../kit/business-day';
import { Can } from '../../kit/permission-gate';
import { PhotoThumb, PhotoUpload } from '../../kit/photo-upload';
import { QueryTable } from '../../kit/query-table';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import { useDirtyGuard } from '../../kit/use-dirty-guard';
import { useResourceList } from '../../kit/use-resource-list';
import { useSubmit } from '../../kit/use-submit';
import { riskApi, riskKeys } from './risk.api';
import { LEVEL_COLOR } from './risk-options';

const RECTIFY_COLOR: Record<RectificationStatus, string> = { open: 'red', replied: 'gold', closed: 'green' };

/** A hazard's rectification: its status, linking to the notice on the rectification page. */
function RectificationLink({ check }: { check: RiskCheckItem }) {
  const { t } = useTranslation();
  if (!check.rectificationId || !check.rectificationStatus) return null;
  return (
    <Link to={`/quality/rectification?id=${check.rectificationId}`} data-testid="risk-rectification-link">
      <Tag color={RECTIFY_COLOR[check.rectificationStatus]}>
        {t(`risk.inspection.rectifyStatus.${check.rectificationStatus}`)}
      </Tag>
      {t('risk.inspection.openRectification')}
    </Link>
  );
}

/** The checks of one round: each source's result, the hazard, its photos and its rectification. */
function Checks({ item }: { item: RiskInspectionItem }) {
  const { t } = useTranslation();
  return (
    <List<RiskCheckItem>
      size="small"
      dataSource={item.checks}
      header={item.remark ? `${t('risk.inspection.remark')}：${item.remark}` : undefined}
      renderItem={(c) => (
        <List.Item>
          <Space direction="vertical" size={4} style={{ width: '100%' }}>
            <Space wrap size={4}>
              <Tag color={LEVEL_COLOR[c.riskLevel]}>{t(`risk.level.${c.riskLevel}`)}</Tag>
              <Typography.Text strong>
                {c.sourceNo} {c.sourceName}
              </Typography.Text>
              <Tag color={c.result === 'PASS' ? 'green' : 'red'}>
                {t(`risk.inspection.result.${c.result}`)}
              </Tag>
              <RectificationLink check={c} />
            </Space>
            {c.result === 'HAZARD' && (
              <>
                <Typography.Text>
                  {t('risk.inspection.hazard')}：{c.hazard}
                </Typography.Text>
                {c.photos.length > 0 ? (
                  <div>
                    {c.photos.map((url) => (
                      <PhotoThumb key={url} url={url} />
                    ))}
                  </div>
                ) : (
                  <Typography.Text type="secondary">{t('risk.inspection.noPhotos')}</Typography.Text>
                )}
              </>
            )}
          </Space>
        </List.Item>
      )}
    />
  );
}

interface CheckValues {
  sourceId?: number;
  result: RiskCheckResult;
  hazard?: string;
  photos?: string[];
}
interface FormValues {
  inspectDate: Dayjs;
  remark?: string;
  checks: CheckValues[];
}

function AddDrawer({ projectId, onClose }: { projectId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const [dirty, setDirty] = useState(false);
  const { confirmDiscard } = useDirtyGuard(dirty);
  const sources = useQuery({
    queryKey: riskKeys.sources(projectId),
    queryFn: () => riskApi.sources(projectId),
  });
  const save = useSubmit(async () => {
    const v = await form.validateFields();
    const saved = await riskApi.addInspection({
      projectId,
      inspectDate: v.inspectDate.format('YYYY-MM-DD'),
      remark: v.remark?.trim() ?? '',
      checks: v.checks.map((c) => ({
        sourceId: c.sourceId ?? 0,
        result: c.result,
        hazard: c.result === 'HAZARD' ? (c.hazard?.trim() ?? '') : '',
        photos: c.result === 'HAZARD' ? (c.photos ?? []) : [],
      })),
    });
    setDirty(false);
    message.success(t('risk.inspection.form.saved', { count: saved.hazardCount }));
    await Promise.all([
      client.invalidateQueries({ queryKey: riskKeys.inspections }),
      client.invalidateQueries({ queryKey: riskKeys.register }),
    ]);
    onClose();
  });
  const required = [{ required: true, message: t('risk.inspection.form.required') }];
  const options = (sources.data?.list ?? []).map((s) => ({
    value: s.id,
    label: `${s.sourceNo} ${s.name}`,
    level: s.riskLevel,
  }));
  return (
    <Drawer
      open
      width={640}
      title={t('risk.inspection.form.title')}
      onClose={() => confirmDiscard(onClose)}
      data-testid="risk-inspection-form"
      extra={
        <Space>
          <Button onClick={() => confirmDiscard(onClose)}>{t('risk.inspection.form.cancel')}</Button>
          <Button
            type="primary"
            data-testid="risk-inspection-submit"
            loading={save.submitting}
            disabled={options.length === 0}
            onClick={() => void save.submit(undefined)}
          >
            {t('risk.inspection.form.submit')}
          </Button>
        </Space>
      }
    >
      {sources.isSuccess && options.length === 0 ? (
        <Alert type="info" showIcon message={t('risk.inspection.form.noSources')} />
      ) : (
        <Form<FormValues>
          form={form}
          layout="vertical"
          onValuesChange={() => setDirty(true)}
          initialValues={{ inspectDate: businessTodayDayjs(), checks: [{ result: 'PASS' }] }}
        >
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            message={t('risk.inspection.form.hazardNotice')}
          />
          <Form.Item name="inspectDate" label={t('risk.inspection.inspectDate')} rules={required}>
            <DatePicker
              style={{ width: '100%' }}
              disabledDate={(d) => d.isAfter(businessTodayDayjs(), 'day')}
            />
          </Form.Item>
          <Form.List name="checks">
            {(fields, { add, remove }) => (
              <Space direction="vertical" size={12} style={{ width: '100%' }}>
                {fields.map((field, index) => (
                  <Card
                    key={field.key}
                    size="small"
                    title={t('risk.inspection.form.checkTitle', { n: index + 1 })}
                    extra={
                      fields.length > 1 ? (
                        <Button type="link" danger onClick={() => remove(field.name)}>
                          {t('risk.inspection.form.removeCheck')}
                        </Button>
                      ) : null
                    }
                  >
                    <Form.Item
                      name={[field.name, 'sourceId']}
                      label={t('risk.inspection.form.source')}
                      rules={required}
                    >
                      <Select
                        showSearch
                        loading={sources.isLoading}
                        optionFilterProp="label"
                        options={options}
                        optionRender={(o) => (
                          <Space size={4}>
                            <Tag color={LEVEL_COLOR[o.data.level]}>{t(`risk.level.${o.data.level}`)}</Tag>
                            {o.data.label}
                          </Space>
                        )}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'result']} label={t('risk.inspection.filterResult')}>
                      <Radio.Group
                        options={RISK_CHECK_RESULTS.map((r) => ({
                          value: r,
                          label: t(`risk.inspection.result.${r}`),
                        }))}
                      />
                    </Form.Item>
                    <Form.Item noStyle dependencies={[['checks', field.name, 'result']]}>
                      {() =>
                        form.getFieldValue(['checks', field.name, 'result']) === 'HAZARD' ? (
                          <>
                            <Form.Item
                              name={[field.name, 'hazard']}
                              label={t('risk.inspection.hazard')}
                              rules={[
                                {
                                  required: true,
                                  whitespace: true,
                                  message: t('risk.inspection.form.hazardRequired'),
                                },
                                { min: 2, message: t('risk.inspection.form.hazardRequired') },
                              ]}
                            >
                              <Input.TextArea rows={3} maxLength={500} showCount />
                            </Form.Item>
                            <Form.Item name={[field.name, 'photos']} label={t('risk.inspection.photos')}>
                              <PhotoUpload projectId={projectId} label={t('risk.inspection.upload')} />
                            </Form.Item>
                          </>
                        ) : null
                      }
                    </Form.Item>
                  </Card>
                ))}
                {fields.length < Math.min(50, options.length) && (
                  <Button block type="dashed" icon={<PlusOutlined />} onClick={() => add({ result: 'PASS' })}>
                    {t('risk.inspection.form.addCheck')}
                  </Button>
                )}
              </Space>
            )}
          </Form.List>
          <Form.Item name="remark" label={t('risk.inspection.remark')} style={{ marginTop: 16 }}>
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
        </Form>
      )}
    </Drawer>
  );
}

function Inspections({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const sources = useQuery({
    queryKey: riskKeys.sources(projectId),
    queryFn: () => riskApi.sources(projectId),
  });
  // Source, result and page live in the URL: the register's "巡查记录" and the overdue list link here
  // with ?sourceId=, which is the filter itself; back/forward and shared links keep the list.
  const paging = useResourceList({
    queryKey: riskKeys.inspectionLists(projectId),
    load: ({ page, limit, filters: { sourceId, result } }) =>
      riskApi.inspections({
        proId: projectId,
        page,
        limit,
        ...(sourceId ? { sourceId: Number(sourceId) } : {}),
        ...(result ? { result: result as RiskCheckResult } : {}),
      }),
    filters: { sourceId: 'number', result: 'string' },
    totalKey: 'risk.inspection.total',
  });
  const list = paging.query;
  const sourceId = paging.params.filters.sourceId as number | undefined;
  const result = paging.params.filters.result as RiskCheckResult | undefined;
  return (
    <Card title={t('risk.inspection.title')}>
      <Flex gap={8} wrap justify="space-between" style={{ marginBottom: 12 }}>
        <Space wrap>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('risk.inspection.filterSource')}
            style={{ width: 260 }}
            value={sourceId}
            data-testid="risk-inspection-source-filter"
            onChange={(v) => paging.setFilter('sourceId', v)}
            options={(sources.data?.list ?? []).map((s) => ({
              value: s.id,
              label: `${s.sourceNo} ${s.name}`,
            }))}
          />
          <Select
            allowClear
            placeholder={t('risk.inspection.filterResult')}
            style={{ width: 140 }}
            value={result}
            onChange={(v) => paging.setFilter('result', v)}
            options={RISK_CHECK_RESULTS.map((r) => ({ value: r, label: t(`risk.inspection.result.${r}`) }))}
          />
        </Space>
        <Can action="add">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setAdding(true)}
            data-testid="risk-inspection-add"
          >
            {t('risk.inspection.add')}
          </Button>
        </Can>
      </Flex>
      <QueryTable<RiskInspectionItem>
        query={list}
        paging={paging}
        failedTitle={t('risk.inspection.loadFailed')}
        rowKey="id"
        size="middle"
        data-testid="risk-inspection-table"
        empty={t('risk.inspection.empty')}
        scroll={{ x: 900 }}
        expandable={{ expandedRowRender: (item) => <Checks item={item} /> }}
        columns={[
          { title: t('risk.inspection.inspectDate'), dataIndex: 'inspectDate', width: 110 },
          {
            title: t('risk.inspection.inspectionNo'),
            dataIndex: 'inspectionNo',
            width: 120,
            responsive: ['md'],
          },
          {
            title: t('risk.inspection.inspector'),
            key: 'inspector',
            width: 170,
            render: (_, row) => (
              <Space direction="vertical" size={0}>
                {row.inspectorName}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {row.inspectorRole}
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: t('risk.inspection.sources'),
            key: 'sources',
            render: (_, row) => (
              <Space wrap size={[4, 4]}>
                {row.checks.map((c) => (
                  <Tag key={c.id} color={c.result === 'PASS' ? 'green' : 'red'}>
                    {c.sourceNo} {c.sourceName}
                  </Tag>
                ))}
              </Space>
            ),
          },
          {
            title: t('risk.inspection.hazards'),
            key: 'hazards',
            width: 220,
            render: (_, row) =>
              row.hazardCount === 0 ? (
                <Tag color="green">{t('risk.inspection.noHazard')}</Tag>
              ) : (
                <Space direction="vertical" size={2}>
                  <Tag color="red">{t('risk.inspection.hazardCount', { count: row.hazardCount })}</Tag>
                  {row.checks
                    .filter((c) => c.rectificationId)
                    .map((c) => (
                      <RectificationLink key={c.id} check={c} />
                    ))}
                </Space>
              ),
          },
        ]}
      />
      {adding && <AddDrawer projectId={projectId} onClose={() => setAdding(false)} />}
    </Card>
  );
}

/** Menu 'risk/inspection' (/riskControl/inspection): the inspection rounds and recording one. */
export function RiskInspectionPage() {
  return <WithCurrentProject>{(projectId) => <Inspections projectId={projectId} />}</WithCurrentProject>;
}
