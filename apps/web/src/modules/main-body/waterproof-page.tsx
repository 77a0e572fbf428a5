import './messages';
import {
  WATER_TEST_METHODS,
  WATERPROOF_MATERIALS,
  WATERPROOF_PARTS,
  type WaterproofItem,
} from '@zhuji/shared';
import { Alert, Card, Descriptions, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import type { EnumOption, ResourceConfig } from '../../kit/resource/resource-config';
import { ResourcePage } from '../../kit/resource/resource-page';
import { DateTimeInput, RulesNote, UnconfirmedTag } from './main-body-inputs';

const PARTS: readonly EnumOption[] = WATERPROOF_PARTS.map((p) => ({
  value: p,
  label: `mainBody.waterproof.part.${p}`,
  color: 'blue',
}));
const MATERIALS: readonly EnumOption[] = WATERPROOF_MATERIALS.map((m) => ({
  value: m,
  label: `mainBody.waterproof.material.${m}`,
  color: 'default',
}));
const METHODS: readonly EnumOption[] = WATER_TEST_METHODS.map((m) => ({
  value: m,
  label: `mainBody.waterproof.method.${m}`,
  color: m === 'NONE' ? 'default' : 'cyan',
}));
const RESULTS: readonly EnumOption[] = [
  { value: 'PASS', label: 'mainBody.result.PASS', color: 'green' },
  { value: 'FAIL', label: 'mainBody.result.FAIL', color: 'red' },
];

/** 防水工程: waterproofing records with their water test (the server kit's `mainBody/waterproof`). */
export const waterproofResource: ResourceConfig<WaterproofItem> = {
  name: 'waterproof',
  api: 'mainBody/waterproof',
  title: 'mainBody.waterproof.title',
  keywordPlaceholder: 'mainBody.waterproof.keyword',
  formColumns: 2,
  sections: [
    { key: 'basic', title: 'mainBody.waterproof.sections.basic' },
    { key: 'test', title: 'mainBody.waterproof.sections.test' },
    { key: 'record', title: 'mainBody.waterproof.sections.record' },
  ],
  filters: [
    { param: 'part', label: 'mainBody.waterproof.fields.part', kind: 'enum', options: PARTS },
    { param: 'testResult', label: 'mainBody.waterproof.fields.testResult', kind: 'enum', options: RESULTS },
  ],
  fields: [
    {
      key: 'recordNo',
      label: 'mainBody.waterproof.fields.recordNo',
      type: 'text',
      column: { sortable: true, width: 120 },
      form: { required: true, createOnly: true, maxLength: 30 },
    },
    {
      key: 'location',
      label: 'mainBody.waterproof.fields.location',
      type: 'text',
      column: {},
      form: { required: true, maxLength: 60 },
    },
    {
      key: 'part',
      label: 'mainBody.waterproof.fields.part',
      type: 'enum',
      options: PARTS,
      column: { width: 110 },
      form: { required: true },
    },
    {
      key: 'material',
      label: 'mainBody.waterproof.fields.material',
      type: 'enum',
      options: MATERIALS,
      form: { required: true },
    },
    {
      key: 'materialName',
      label: 'mainBody.waterproof.fields.materialName',
      type: 'text',
      form: { maxLength: 50 },
    },
    {
      key: 'layers',
      label: 'mainBody.waterproof.fields.layers',
      type: 'integer',
      unit: 'mainBody.units.layers',
      form: { required: true, min: 1, max: 5 },
    },
    {
      key: 'area',
      label: 'mainBody.waterproof.fields.area',
      type: 'decimal',
      unit: 'mainBody.units.m2',
      form: { required: true },
    },
    {
      key: 'testMethod',
      label: 'mainBody.waterproof.fields.testMethod',
      type: 'enum',
      options: METHODS,
      section: 'test',
      column: { width: 110, hideOnMobile: true },
      form: { required: true },
    },
    {
      key: 'testStart',
      label: 'mainBody.waterproof.fields.testStart',
      type: 'text',
      section: 'test',
      form: { input: () => <DateTimeInput /> },
    },
    {
      key: 'testEnd',
      label: 'mainBody.waterproof.fields.testEnd',
      type: 'text',
      section: 'test',
      form: { input: () => <DateTimeInput /> },
    },
    {
      key: 'actualHours',
      label: 'mainBody.waterproof.fields.duration',
      type: 'decimal',
      unit: 'mainBody.units.hours',
      section: 'test',
      column: { width: 100, hideOnMobile: true },
    },
    {
      key: 'testResult',
      label: 'mainBody.waterproof.fields.testResult',
      type: 'enum',
      options: RESULTS,
      section: 'test',
      column: { width: 96 },
      form: { help: 'mainBody.waterproof.help.testResult' },
    },
    {
      key: 'problem',
      label: 'mainBody.waterproof.fields.problem',
      type: 'text',
      section: 'test',
      form: { maxLength: 500, help: 'mainBody.waterproof.help.problem' },
    },
    {
      key: 'inspector',
      label: 'mainBody.waterproof.fields.inspector',
      type: 'text',
      section: 'record',
      form: { required: true, maxLength: 20 },
    },
    { key: 'createdAt', label: 'mainBody.waterproof.fields.createdAt', type: 'datetime', section: 'record' },
  ],
};

/** The test's duration against the requirement of the part, and the rectification a failure raised. */
function WaterproofDetailExtra({ item }: { item: WaterproofItem }) {
  const { t } = useTranslation();
  const timed = item.testMethod !== 'NONE';
  return (
    <Card size="small" style={{ marginTop: 16 }} data-testid="waterproof-judgement">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          {
            key: 'duration',
            label: t('mainBody.waterproof.fields.duration'),
            children: timed ? (
              <Space>
                <span>
                  {t('mainBody.waterproof.duration', {
                    actual: item.actualHours ?? '—',
                    required: item.requiredHours ?? '—',
                  })}
                </span>
                {item.actualHours !== null && !item.durationSufficient && (
                  <Tag color="orange">{t('mainBody.waterproof.durationShort')}</Tag>
                )}
                <UnconfirmedTag />
              </Space>
            ) : (
              t('mainBody.waterproof.method.NONE')
            ),
          },
          {
            key: 'rectification',
            label: t('mainBody.waterproof.fields.rectification'),
            children: item.rectificationId ? (
              <Link to={`/quality/rectification?id=${item.rectificationId}`}>
                {t('mainBody.waterproof.rectification')}
              </Link>
            ) : (
              t('mainBody.waterproof.notApplicable')
            ),
          },
        ]}
      />
      {item.testResult === 'FAIL' && item.problem && (
        <Alert style={{ marginTop: 8 }} type="error" showIcon message={item.problem} />
      )}
    </Card>
  );
}

function Waterproof({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <RulesNote
        title={t('mainBody.waterproof.rules.title')}
        lines={[{ text: t('mainBody.waterproof.rules.water'), unconfirmed: true }]}
      />
      <ResourcePage
        config={waterproofResource}
        projectId={projectId}
        defaults={{ layers: 2 }}
        slots={{ detailExtra: (item) => <WaterproofDetailExtra item={item} /> }}
      />
    </Space>
  );
}

/** Menu 'main-body/waterproof' (/mainBody/waterproof). */
export function WaterproofPage() {
  return <WithCurrentProject>{(projectId) => <Waterproof projectId={projectId} />}</WithCurrentProject>;
}
