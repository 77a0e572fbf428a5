import './messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ConcretePourItem,
  IMPERMEABILITY_GRADES,
  judgeSlump,
  mainBodyCalls,
  parseSlumpReadings,
  STRUCTURAL_CONCRETE_GRADES,
} from '@zhuji/shared';
import { Alert, App, Button, Card, Col, Popconfirm, Progress, Row, Space, Statistic, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { call } from '../../api/call';
import { Can } from '../../kit/permission-gate';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import { resourceKeys } from '../../kit/resource/resource-api';
import type { EnumOption, ResourceConfig } from '../../kit/resource/resource-config';
import { ResourcePage } from '../../kit/resource/resource-page';
import { BuildingSelect, DateTimeInput, RulesNote, UnconfirmedTag } from './main-body-inputs';

const API = 'mainBody/concretePour';

const GRADES: readonly EnumOption[] = STRUCTURAL_CONCRETE_GRADES.map((g) => ({
  value: g,
  label: `mainBody.grade.${g}`,
  color: 'geekblue',
}));
const IMPERMEABILITY: readonly EnumOption[] = IMPERMEABILITY_GRADES.map((g) => ({
  value: g,
  label: `mainBody.impermeability.${g}`,
  color: 'cyan',
}));
const STATUS: readonly EnumOption[] = [
  { value: 'PENDING', label: 'mainBody.pour.status.PENDING', color: 'gold' },
  { value: 'APPROVED', label: 'mainBody.pour.status.APPROVED', color: 'green' },
  { value: 'RETURNED', label: 'mainBody.pour.status.RETURNED', color: 'red' },
];
const SLUMP: readonly EnumOption[] = [
  { value: 'PASS', label: 'mainBody.pour.slump.pass', color: 'green' },
  { value: 'FAIL', label: 'mainBody.pour.slump.fail', color: 'red' },
  { value: 'NONE', label: 'mainBody.pour.slump.none', color: 'default' },
];

/** 混凝土浇筑: the pour records of the project (the server kit's `mainBody/concretePour`). */
export function concretePourResource(projectId: number): ResourceConfig<ConcretePourItem> {
  return {
    // 审批中心 and messages open a pour order through its record path with ?id=.
    openFromQuery: true,
    name: 'concretePour',
    api: API,
    title: 'mainBody.pour.title',
    keywordPlaceholder: 'mainBody.pour.keyword',
    formColumns: 2,
    sections: [
      { key: 'basic', title: 'mainBody.pour.sections.basic' },
      { key: 'quality', title: 'mainBody.pour.sections.quality' },
      { key: 'record', title: 'mainBody.pour.sections.record' },
    ],
    filters: [
      { param: 'strengthGrade', label: 'mainBody.pour.fields.strengthGrade', kind: 'enum', options: GRADES },
      {
        param: 'applicationStatus',
        label: 'mainBody.pour.fields.applicationStatus',
        kind: 'enum',
        options: STATUS,
      },
    ],
    fields: [
      {
        key: 'pourNo',
        label: 'mainBody.pour.fields.pourNo',
        type: 'text',
        column: { sortable: true, width: 120 },
        form: { required: true, createOnly: true, maxLength: 30 },
      },
      {
        key: 'location',
        label: 'mainBody.pour.fields.location',
        type: 'text',
        column: {},
        form: { required: true, maxLength: 60, help: 'mainBody.pour.help.location' },
      },
      {
        key: 'buildNumber',
        label: 'mainBody.pour.fields.buildNumber',
        type: 'text',
        form: { input: () => <BuildingSelect projectId={projectId} /> },
      },
      {
        key: 'floor',
        label: 'mainBody.pour.fields.floor',
        type: 'integer',
        unit: 'units.floor',
        form: { min: -10, max: 300, help: 'mainBody.pour.help.floor' },
      },
      {
        key: 'strengthGrade',
        label: 'mainBody.pour.fields.strengthGrade',
        type: 'enum',
        options: GRADES,
        column: { sortable: true, width: 96, hideOnMobile: true },
        form: { required: true },
      },
      {
        key: 'impermeabilityGrade',
        label: 'mainBody.pour.fields.impermeabilityGrade',
        type: 'enum',
        options: IMPERMEABILITY,
        form: {},
      },
      {
        key: 'plannedVolume',
        label: 'mainBody.pour.fields.plannedVolume',
        type: 'decimal',
        unit: 'mainBody.units.m3',
        form: { required: true },
      },
      {
        key: 'actualVolume',
        label: 'mainBody.pour.fields.actualVolume',
        type: 'decimal',
        unit: 'mainBody.units.m3',
        form: {},
      },
      {
        key: 'plant',
        label: 'mainBody.pour.fields.plant',
        type: 'text',
        form: { required: true, maxLength: 50 },
      },
      {
        key: 'startTime',
        label: 'mainBody.pour.fields.startTime',
        type: 'text',
        column: { sortable: true, width: 150, hideOnMobile: true },
        form: { required: true, input: () => <DateTimeInput /> },
      },
      {
        key: 'endTime',
        label: 'mainBody.pour.fields.endTime',
        type: 'text',
        form: { input: () => <DateTimeInput /> },
      },
      {
        key: 'batches',
        label: 'mainBody.pour.fields.batches',
        type: 'integer',
        section: 'quality',
        form: { min: 1, max: 100000, help: 'mainBody.pour.help.batches' },
      },
      {
        key: 'shifts',
        label: 'mainBody.pour.fields.shifts',
        type: 'integer',
        section: 'quality',
        form: { required: true, min: 1, max: 20, help: 'mainBody.pour.help.shifts' },
      },
      {
        key: 'designSlump',
        label: 'mainBody.pour.fields.designSlump',
        type: 'integer',
        unit: 'mainBody.units.mm',
        section: 'quality',
        form: { required: true, min: 10, max: 300 },
      },
      {
        key: 'slumpReadings',
        label: 'mainBody.pour.fields.slumpReadings',
        type: 'text',
        section: 'quality',
        form: { maxLength: 60, help: 'mainBody.pour.help.slumpReadings' },
      },
      {
        key: 'slumpResult',
        label: 'mainBody.pour.fields.slumpPass',
        type: 'enum',
        options: SLUMP,
        section: 'quality',
        column: { width: 96, hideOnMobile: true },
      },
      {
        key: 'requiredGroups',
        label: 'mainBody.pour.fields.requiredGroups',
        type: 'integer',
        unit: 'mainBody.units.groups',
        section: 'quality',
        column: { width: 110, hideOnMobile: true },
      },
      {
        key: 'applicationStatus',
        label: 'mainBody.pour.fields.applicationStatus',
        type: 'enum',
        options: STATUS,
        column: { width: 96 },
      },
      {
        key: 'recorder',
        label: 'mainBody.pour.fields.recorder',
        type: 'text',
        section: 'record',
        form: { required: true, maxLength: 20 },
      },
      { key: 'createdAt', label: 'mainBody.pour.fields.createdAt', type: 'datetime', section: 'record' },
    ],
  };
}

/** The slump readings one by one against design ± tolerance, and the test-block groups of the pour. */
function PourDetailExtra({ item }: { item: ConcretePourItem }) {
  const { t } = useTranslation();
  const groups = useQuery({
    queryKey: [...resourceKeys.all(API), 'groups', item.id],
    queryFn: () => call(mainBodyCalls.concretePourGroups, { query: { id: item.id } }),
  });
  const readings = parseSlumpReadings(item.slumpReadings);
  const slump = readings.length > 0 ? judgeSlump(readings, item.designSlump) : null;
  const g = groups.data;
  return (
    <Space direction="vertical" size={12} style={{ width: '100%', marginTop: 16 }}>
      <Card size="small" title={t('mainBody.pour.fields.slumpReadings')} data-testid="pour-slump">
        <Space wrap>
          <span>
            {t('mainBody.pour.slump.tolerance', { tol: item.slumpToleranceMm })}
            <UnconfirmedTag />
          </span>
          {slump
            ? slump.readings.map((r, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: readings are positional samples and never reorder
                <Tag key={i} color={r.pass ? 'green' : 'red'}>
                  {t('mainBody.pour.slump.reading', {
                    value: r.valueMm,
                    deviation: r.deviationMm > 0 ? `+${r.deviationMm}` : String(r.deviationMm),
                  })}
                </Tag>
              ))
            : t('mainBody.pour.slump.none')}
        </Space>
      </Card>
      <Card
        size="small"
        title={t('mainBody.pour.groups.title')}
        loading={groups.isLoading}
        data-testid="pour-groups"
      >
        {groups.isError ? (
          <Alert type="warning" showIcon message={t('mainBody.pour.groups.failed')} />
        ) : (
          g && (
            <>
              <Row gutter={[16, 12]}>
                <Col xs={12} md={6}>
                  <Statistic
                    title={t('mainBody.pour.groups.required')}
                    value={g.required}
                    suffix={t('mainBody.units.groups')}
                  />
                </Col>
                <Col xs={12} md={6}>
                  <Statistic
                    title={t('mainBody.pour.groups.registered')}
                    value={g.registered}
                    suffix={t('mainBody.units.groups')}
                  />
                </Col>
                <Col xs={12} md={6}>
                  <Statistic
                    title={t('mainBody.pour.groups.short')}
                    value={g.short}
                    suffix={t('mainBody.units.groups')}
                    valueStyle={{ color: g.short > 0 ? '#d46b08' : '#389e0d' }}
                  />
                </Col>
                <Col xs={12} md={6}>
                  <div>{t('mainBody.pour.groups.rate')}</div>
                  <Progress percent={Math.min(100, Math.round(g.rate * 1000) / 10)} size="small" />
                </Col>
              </Row>
              <div style={{ marginTop: 8, color: 'rgba(0,0,0,0.55)' }}>
                {t(`mainBody.pour.groups.basis.${g.basis}` as 'mainBody.pour.groups.basis.volume')} ·{' '}
                {t('mainBody.pour.groups.note')}
              </div>
            </>
          )
        )}
      </Card>
      <Alert
        type="info"
        showIcon
        message={t('mainBody.pour.flowHint')}
        action={<Link to="/audit/approval">{t('mainBody.pour.openApproval')}</Link>}
      />
    </Space>
  );
}

/** A returned pour order goes to supervision again (the server answers 409 from any other status). */
function ReapplyLink({ item }: { item: ConcretePourItem }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const reapply = useMutation({
    mutationFn: () => call(mainBodyCalls.concretePourApply, { body: { id: item.id } }),
    onSuccess: async () => {
      message.success(t('mainBody.pour.reapplied'));
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all(API) });
    },
  });
  if (item.applicationStatus !== 'RETURNED') return null;
  return (
    <Can action="update">
      <Popconfirm title={t('mainBody.pour.reapplyConfirm')} onConfirm={() => reapply.mutateAsync()}>
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          loading={reapply.isPending}
          data-testid="pour-reapply"
        >
          {t('mainBody.pour.reapply')}
        </Button>
      </Popconfirm>
    </Can>
  );
}

function ConcretePour({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const config = useMemo(() => concretePourResource(projectId), [projectId]);
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <RulesNote
        title={t('mainBody.pour.rules.title')}
        lines={[
          { text: t('mainBody.pour.rules.slump'), unconfirmed: true },
          { text: t('mainBody.pour.rules.groups') },
        ]}
      />
      <ResourcePage
        config={config}
        projectId={projectId}
        defaults={{ shifts: 1, designSlump: 180 }}
        slots={{
          rowActions: (item) => <ReapplyLink item={item} />,
          detailExtra: (item) => <PourDetailExtra item={item} />,
        }}
      />
    </Space>
  );
}

/** Menu 'main-body/concrete-pour' (/mainBody/concretePour). */
export function ConcretePourPage() {
  return <WithCurrentProject>{(projectId) => <ConcretePour projectId={projectId} />}</WithCurrentProject>;
}
