import './messages';
import { useQuery } from '@tanstack/react-query';
import type { RiskSourceItem } from '@zhuji/shared';
import { Alert, Button, Card, Col, Row, Space, Statistic, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import type { EnumOption, ResourceConfig } from '../../kit/resource/resource-config';
import { ResourcePage } from '../../kit/resource/resource-page';
import { RISK_SOURCE_API, riskApi, riskKeys } from './risk.api';
import { CATEGORIES, type LEVEL_COLOR, LEVELS } from './risk-options';

const SCALES: readonly EnumOption[] = [
  { value: 'NONE', label: 'risk.scale.NONE', color: 'default' },
  { value: 'DANGEROUS', label: 'risk.scale.DANGEROUS', color: 'purple' },
  { value: 'OVER_SCALE', label: 'risk.scale.OVER_SCALE', color: 'magenta' },
];
const PLANS: readonly EnumOption[] = [
  { value: 'NONE', label: 'risk.plan.NONE', color: 'default' },
  { value: 'DRAFTED', label: 'risk.plan.DRAFTED', color: 'gold' },
  { value: 'APPROVED', label: 'risk.plan.APPROVED', color: 'cyan' },
  { value: 'REVIEWED', label: 'risk.plan.REVIEWED', color: 'green' },
];
const PATROL: readonly EnumOption[] = [
  { value: 'OVERDUE', label: 'risk.patrol.OVERDUE', color: 'red' },
  { value: 'ON_TIME', label: 'risk.patrol.ON_TIME', color: 'green' },
  { value: 'NOT_REQUIRED', label: 'risk.patrol.NOT_REQUIRED', color: 'default' },
];

/** 危险源清单: the project's hazard sources (the server kit's `risk/source`). */
export const riskSourceResource: ResourceConfig<RiskSourceItem> = {
  name: 'riskSource',
  api: RISK_SOURCE_API,
  title: 'risk.source.title',
  keywordPlaceholder: 'risk.source.keyword',
  formColumns: 2,
  primaryField: 'name',
  filters: [
    { param: 'riskLevel', label: 'risk.fields.riskLevel', kind: 'enum', options: LEVELS },
    { param: 'category', label: 'risk.fields.category', kind: 'enum', options: CATEGORIES },
    { param: 'scale', label: 'risk.fields.scale', kind: 'enum', options: SCALES },
    { param: 'planStatus', label: 'risk.fields.planStatus', kind: 'enum', options: PLANS },
  ],
  fields: [
    {
      key: 'sourceNo',
      label: 'risk.fields.sourceNo',
      type: 'text',
      column: { sortable: true, width: 110, hideOnMobile: true },
      form: { required: true, createOnly: true, maxLength: 30 },
    },
    {
      key: 'name',
      label: 'risk.fields.name',
      type: 'text',
      column: { width: 220 },
      form: { required: true, maxLength: 50 },
    },
    {
      key: 'category',
      label: 'risk.fields.category',
      type: 'enum',
      options: CATEGORIES,
      column: { hideOnMobile: true, width: 150 },
      form: { required: true },
    },
    {
      key: 'scale',
      label: 'risk.fields.scale',
      type: 'enum',
      options: SCALES,
      column: { hideOnMobile: true, width: 170 },
      form: { required: true },
    },
    {
      key: 'riskLevel',
      label: 'risk.fields.riskLevel',
      type: 'enum',
      options: LEVELS,
      column: { sortable: true, width: 100 },
      form: { required: true },
    },
    {
      key: 'patrolState',
      label: 'risk.fields.patrolState',
      type: 'enum',
      options: PATROL,
      column: { width: 110 },
    },
    {
      key: 'lastInspectedOn',
      label: 'risk.fields.lastInspectedOn',
      type: 'text',
      column: { sortable: true, width: 110, hideOnMobile: true },
    },
    {
      key: 'planStatus',
      label: 'risk.fields.planStatus',
      type: 'enum',
      options: PLANS,
      column: { hideOnMobile: true, width: 100 },
      form: { required: true },
    },
    {
      key: 'location',
      label: 'risk.fields.location',
      type: 'text',
      column: { hideOnMobile: true, width: 200 },
      form: { required: true, maxLength: 100 },
    },
    {
      key: 'responsible',
      label: 'risk.fields.responsible',
      type: 'text',
      column: { hideOnMobile: true, width: 90 },
      form: { required: true, maxLength: 20 },
    },
    {
      key: 'measures',
      label: 'risk.fields.measures',
      type: 'text',
      form: { required: true, maxLength: 1000 },
    },
    {
      key: 'reviewDate',
      label: 'risk.fields.reviewDate',
      type: 'date',
      form: { help: 'risk.source.reviewDateHelp' },
    },
    {
      key: 'startDate',
      label: 'risk.fields.startDate',
      type: 'date',
      column: { sortable: true, width: 110, hideOnMobile: true },
      form: {},
    },
    { key: 'endDate', label: 'risk.fields.endDate', type: 'date', form: {} },
    { key: 'createdAt', label: 'risk.fields.createdAt', type: 'datetime' },
  ],
};

function SummaryCard({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const summary = useQuery({
    queryKey: riskKeys.summary(projectId),
    queryFn: () => riskApi.summary(projectId),
  });
  if (summary.isError)
    return (
      <Alert
        type="warning"
        showIcon
        message={t('risk.summary.loadFailed')}
        action={<Button onClick={() => void summary.refetch()}>{t('risk.summary.retry')}</Button>}
      />
    );
  const s = summary.data;
  return (
    <Card title={t('risk.summary.title')} loading={summary.isLoading} data-testid="risk-summary">
      <Row gutter={[16, 16]}>
        <Col xs={12} md={4}>
          <Statistic title={t('risk.summary.total')} value={s?.total ?? 0} />
        </Col>
        <Col xs={12} md={4}>
          <Statistic title={t('risk.summary.dangerous')} value={s?.dangerous ?? 0} />
        </Col>
        <Col xs={12} md={4}>
          <Statistic title={t('risk.summary.overScale')} value={s?.overScale ?? 0} />
        </Col>
        <Col xs={12} md={4}>
          <Tooltip title={t('risk.summary.planPendingHint')}>
            <Statistic
              title={t('risk.summary.planPending')}
              value={s?.planPending ?? 0}
              valueStyle={s?.planPending ? { color: '#d46b08' } : undefined}
            />
          </Tooltip>
        </Col>
        <Col xs={24} md={8}>
          <Space wrap>
            {LEVELS.map((l) => (
              <Tag key={l.value} color={l.color}>
                {t(l.label)} {s?.byLevel[l.value as keyof typeof LEVEL_COLOR] ?? 0}
              </Tag>
            ))}
          </Space>
        </Col>
      </Row>
      {s &&
        (s.overdue.length > 0 ? (
          <Alert
            style={{ marginTop: 16 }}
            type="error"
            showIcon
            data-testid="risk-overdue"
            message={t('risk.summary.overdueTitle', { count: s.overdue.length, days: s.intervalDays })}
            description={
              <Space direction="vertical" size={2}>
                {s.overdue.map((o) => (
                  <Link key={o.id} to={`/riskControl/inspection?sourceId=${o.id}`}>
                    {t('risk.summary.overdueItem', {
                      no: o.sourceNo,
                      name: o.name,
                      last: o.lastInspectedOn ?? t('risk.summary.never'),
                    })}
                  </Link>
                ))}
              </Space>
            }
          />
        ) : (
          <Alert
            style={{ marginTop: 16 }}
            type="success"
            showIcon
            message={t('risk.summary.allOnTime', { days: s.intervalDays })}
          />
        ))}
    </Card>
  );
}

/** Menu 'risk/source' (/riskControl/source): the overview and the register. */
export function RiskSourcePage() {
  const { t } = useTranslation();
  return (
    <WithCurrentProject>
      {(projectId) => (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <SummaryCard projectId={projectId} />
          <ResourcePage
            config={riskSourceResource}
            projectId={projectId}
            slots={{
              rowActions: (item) => (
                <Link to={`/riskControl/inspection?sourceId=${item.id}`}>{t('risk.source.inspections')}</Link>
              ),
            }}
          />
        </Space>
      )}
    </WithCurrentProject>
  );
}
