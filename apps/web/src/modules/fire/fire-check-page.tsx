import './messages';
import { useQuery } from '@tanstack/react-query';
import { type CallData, DIVISION, type FireCheckItem, fireCalls, projectCalls } from '@zhuji/shared';
import { Alert, Card, Col, Descriptions, Progress, Row, Space, Statistic, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import { resourceKeys } from '../../kit/resource/resource-api';
import type { EnumOption, ResourceConfig } from '../../kit/resource/resource-config';
import { ResourcePage } from '../../kit/resource/resource-page';

const ITEMS: readonly EnumOption[] = [
  { value: 'FIRE_WALL', label: 'fire.item.FIRE_WALL' },
  { value: 'FIRE_STOPPING', label: 'fire.item.FIRE_STOPPING' },
  { value: 'FIREPROOF_COATING', label: 'fire.item.FIREPROOF_COATING' },
  { value: 'MEMBER_FIRE_RESISTANCE', label: 'fire.item.MEMBER_FIRE_RESISTANCE' },
  { value: 'FIRE_DOOR', label: 'fire.item.FIRE_DOOR' },
  { value: 'EVACUATION', label: 'fire.item.EVACUATION' },
  { value: 'TEMPORARY_FACILITY', label: 'fire.item.TEMPORARY_FACILITY' },
];
const RESULTS: readonly EnumOption[] = [
  { value: 'PASS', label: 'fire.result.PASS' },
  { value: 'FAIL', label: 'fire.result.FAIL' },
];
const RECTIFY: readonly EnumOption[] = [
  { value: 'NONE', label: 'fire.rectify.NONE' },
  { value: 'PENDING', label: 'fire.rectify.PENDING' },
  { value: 'DONE', label: 'fire.rectify.DONE' },
];

const API = 'fire/check';

/** 消防检查: fire-related checks of a main structure (the server kit's `fire/check`). */
export const fireCheckResource: ResourceConfig<FireCheckItem> = {
  name: 'fireCheck',
  api: API,
  title: 'fire.title',
  keywordPlaceholder: 'fire.keyword',
  formColumns: 2,
  filters: [
    { param: 'item', label: 'fire.fields.item', kind: 'enum', options: ITEMS },
    { param: 'result', label: 'fire.fields.result', kind: 'enum', options: RESULTS },
    { param: 'rectifyStatus', label: 'fire.fields.rectifyStatus', kind: 'enum', options: RECTIFY },
  ],
  fields: [
    {
      key: 'checkNo',
      label: 'fire.fields.checkNo',
      type: 'text',
      column: { sortable: true, width: 130 },
      form: { required: true, createOnly: true, maxLength: 30 },
    },
    {
      key: 'checkDate',
      label: 'fire.fields.checkDate',
      type: 'date',
      column: { sortable: true, width: 120 },
      form: { notAfterToday: true, required: true },
    },
    {
      key: 'item',
      label: 'fire.fields.item',
      type: 'enum',
      options: ITEMS,
      column: {},
      form: { required: true },
    },
    {
      key: 'location',
      label: 'fire.fields.location',
      type: 'text',
      column: {},
      form: { required: true, maxLength: 50 },
    },
    {
      key: 'result',
      label: 'fire.fields.result',
      type: 'enum',
      options: RESULTS,
      column: { sortable: true, width: 100 },
      form: { required: true },
    },
    {
      key: 'problem',
      label: 'fire.fields.problem',
      type: 'text',
      column: { hideOnMobile: true },
      form: { maxLength: 500, help: 'fire.problemHelp' },
    },
    {
      key: 'inspector',
      label: 'fire.fields.inspector',
      type: 'text',
      column: { hideOnMobile: true, width: 100 },
      form: { required: true, maxLength: 20 },
    },
    {
      key: 'rectifyStatus',
      label: 'fire.fields.rectifyStatus',
      type: 'enum',
      options: RECTIFY,
      column: { width: 110 },
      form: {},
    },
    { key: 'createdAt', label: 'fire.fields.createdAt', type: 'datetime' },
  ],
};

type FireInfo = CallData<typeof projectCalls.fireInfo>;

function FireInfoCard({ info, projectId }: { info: FireInfo; projectId: number }) {
  const { t } = useTranslation();
  // Under the kit's key of the resource, so every add, edit or removal refreshes the counts too.
  const summary = useQuery({
    queryKey: [...resourceKeys.all(API), projectId, 'summary'],
    queryFn: () => call(fireCalls.checkSummary, { query: { proId: projectId } }),
  });
  const s = summary.data;
  const rate = s && s.total > 0 ? Math.round((s.passed / s.total) * 1000) / 10 : 0;
  const type =
    info.fireControl === 1
      ? t('fire.info.type1')
      : info.fireControl === 0
        ? t('fire.info.type0')
        : t('fire.info.typeUnset');
  return (
    <Card title={t('fire.info.title')} loading={summary.isLoading} data-testid="fire-info">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'division', label: t('fire.info.division'), children: t('fire.info.MAIN') },
          {
            key: 'type',
            label: t('fire.info.fireControl'),
            children: <Tag color={info.fireControl === 1 ? 'red' : 'default'}>{type}</Tag>,
          },
        ]}
      />
      <Row gutter={[16, 16]} style={{ marginTop: 12 }}>
        <Col xs={12} md={4}>
          <Statistic title={t('fire.info.total')} value={s?.total ?? 0} />
        </Col>
        <Col xs={12} md={4}>
          <Statistic title={t('fire.info.passed')} value={s?.passed ?? 0} valueStyle={{ color: '#389e0d' }} />
        </Col>
        <Col xs={12} md={4}>
          <Statistic title={t('fire.info.failed')} value={s?.failed ?? 0} valueStyle={{ color: '#cf1322' }} />
        </Col>
        <Col xs={12} md={4}>
          <Statistic
            title={t('fire.info.pending')}
            value={s?.pending ?? 0}
            valueStyle={{ color: '#d46b08' }}
          />
        </Col>
        <Col xs={24} md={8}>
          <div>{t('fire.info.passRate')}</div>
          <Progress percent={rate} status={s && s.failed > 0 ? 'normal' : 'success'} />
        </Col>
      </Row>
      {s && s.byItem.length > 0 && (
        <Space wrap style={{ marginTop: 12 }} data-testid="fire-by-item">
          <span>{t('fire.info.byItem')}:</span>
          {s.byItem.map((b) => (
            <Tag key={b.item} color={b.failed > 0 ? 'orange' : 'green'}>
              {t(`fire.item.${b.item}`)} · {t('fire.info.byItemCount', { total: b.total, failed: b.failed })}
            </Tag>
          ))}
        </Space>
      )}
    </Card>
  );
}

function FireManagement({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const info = useQuery({
    queryKey: ['fire', 'info', projectId],
    queryFn: () => call(projectCalls.fireInfo, { query: { proId: projectId } }),
  });
  if (info.isLoading || !info.data) return <Card loading={info.isLoading} />;
  if (info.data.division !== DIVISION.MAIN)
    return (
      <Alert
        type="info"
        showIcon
        message={t('fire.info.mainOnly')}
        description={t('fire.info.mainOnlyHint')}
      />
    );
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <FireInfoCard info={info.data} projectId={projectId} />
      <ResourcePage config={fireCheckResource} projectId={projectId} />
    </Space>
  );
}

/** Menu 'fire/check' (/fireManagement/check): the fire-control management page of MAIN projects. */
export function FireCheckPage() {
  return <WithCurrentProject>{(projectId) => <FireManagement projectId={projectId} />}</WithCurrentProject>;
}
