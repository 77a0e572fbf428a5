import './messages';
import { MASONRY_BLOCK_TYPES, type MasonryItem, MORTAR_GRADES, MORTAR_TYPES } from '@zhuji/shared';
import { Card, Descriptions, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import type { EnumOption, ResourceConfig } from '../../kit/resource/resource-config';
import { ResourcePage } from '../../kit/resource/resource-page';
import { RulesNote, UnconfirmedTag } from './main-body-inputs';

const BLOCKS: readonly EnumOption[] = MASONRY_BLOCK_TYPES.map((b) => ({
  value: b,
  label: `mainBody.masonry.blockType.${b}`,
  color: 'volcano',
}));
const MORTARS: readonly EnumOption[] = MORTAR_TYPES.map((m) => ({
  value: m,
  label: `mainBody.masonry.mortarType.${m}`,
  color: 'default',
}));
const MORTAR_GRADE_OPTIONS: readonly EnumOption[] = MORTAR_GRADES.map((g) => ({
  value: g,
  label: `mainBody.mortarGrade.${g.replace('.', '_')}` as 'mainBody.mortarGrade.M5',
  color: 'geekblue',
}));
const RESULTS: readonly EnumOption[] = [
  { value: 'PASS', label: 'mainBody.result.PASS', color: 'green' },
  { value: 'FAIL', label: 'mainBody.result.FAIL', color: 'red' },
];

/** 砌体工程: masonry records (the server kit's `mainBody/masonry`); the result is the server's judgement. */
export const masonryResource: ResourceConfig<MasonryItem> = {
  name: 'masonry',
  api: 'mainBody/masonry',
  title: 'mainBody.masonry.title',
  keywordPlaceholder: 'mainBody.masonry.keyword',
  formColumns: 2,
  sections: [
    { key: 'basic', title: 'mainBody.masonry.sections.basic' },
    { key: 'check', title: 'mainBody.masonry.sections.check' },
    { key: 'record', title: 'mainBody.masonry.sections.record' },
  ],
  filters: [
    { param: 'blockType', label: 'mainBody.masonry.fields.blockType', kind: 'enum', options: BLOCKS },
    {
      param: 'mortarGrade',
      label: 'mainBody.masonry.fields.mortarGrade',
      kind: 'enum',
      options: MORTAR_GRADE_OPTIONS,
    },
  ],
  fields: [
    {
      key: 'recordNo',
      label: 'mainBody.masonry.fields.recordNo',
      type: 'text',
      column: { sortable: true, width: 120 },
      form: { required: true, createOnly: true, maxLength: 30 },
    },
    {
      key: 'location',
      label: 'mainBody.masonry.fields.location',
      type: 'text',
      column: {},
      form: { required: true, maxLength: 60 },
    },
    {
      key: 'blockType',
      label: 'mainBody.masonry.fields.blockType',
      type: 'enum',
      options: BLOCKS,
      column: { hideOnMobile: true },
      form: { required: true },
    },
    {
      key: 'mortarType',
      label: 'mainBody.masonry.fields.mortarType',
      type: 'enum',
      options: MORTARS,
      form: { required: true },
    },
    {
      key: 'mortarGrade',
      label: 'mainBody.masonry.fields.mortarGrade',
      type: 'enum',
      options: MORTAR_GRADE_OPTIONS,
      column: { width: 110, hideOnMobile: true },
      form: { required: true },
    },
    {
      key: 'volume',
      label: 'mainBody.masonry.fields.volume',
      type: 'decimal',
      unit: 'mainBody.units.m3',
      form: { required: true },
    },
    {
      key: 'builtOn',
      label: 'mainBody.masonry.fields.builtOn',
      type: 'date',
      column: { sortable: true, width: 120 },
      form: { required: true, notAfterToday: true },
    },
    {
      key: 'mixers',
      label: 'mainBody.masonry.fields.mixers',
      type: 'integer',
      section: 'check',
      form: { required: true, min: 1, max: 10, help: 'mainBody.masonry.help.mixers' },
    },
    {
      key: 'mortarGroupsMade',
      label: 'mainBody.masonry.fields.mortarGroupsMade',
      type: 'integer',
      unit: 'mainBody.units.groups',
      section: 'check',
      form: { min: 0, max: 1000 },
    },
    {
      key: 'mortarGroupsRequired',
      label: 'mainBody.masonry.fields.mortarGroupsRequired',
      type: 'integer',
      unit: 'mainBody.units.groups',
      section: 'check',
    },
    {
      key: 'fullness',
      label: 'mainBody.masonry.fields.fullness',
      type: 'decimal',
      unit: 'mainBody.units.percent',
      section: 'check',
      column: { width: 110 },
      form: { required: true, help: 'mainBody.masonry.help.fullness' },
    },
    {
      key: 'result',
      label: 'mainBody.masonry.fields.result',
      type: 'enum',
      options: RESULTS,
      section: 'check',
      column: { width: 96 },
    },
    {
      key: 'inspector',
      label: 'mainBody.masonry.fields.inspector',
      type: 'text',
      section: 'record',
      form: { required: true, maxLength: 20 },
    },
    { key: 'createdAt', label: 'mainBody.masonry.fields.createdAt', type: 'datetime', section: 'record' },
  ],
};

/** The two judgements of a record side by side with their limits. */
function MasonryDetailExtra({ item }: { item: MasonryItem }) {
  const { t } = useTranslation();
  const short = Math.max(0, item.mortarGroupsRequired - item.mortarGroupsMade);
  return (
    <Card size="small" style={{ marginTop: 16 }} data-testid="masonry-judgement">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          {
            key: 'fullness',
            label: t('mainBody.masonry.fields.fullnessMin'),
            children: (
              <Space>
                <span>≥ {item.fullnessMin}%</span>
                <Tag color={item.result === 'PASS' ? 'green' : 'red'}>
                  {t(`mainBody.result.${item.result}`)}
                </Tag>
                <UnconfirmedTag />
              </Space>
            ),
          },
          {
            key: 'groups',
            label: t('mainBody.masonry.fields.mortarGroupsRequired'),
            children: (
              <Space>
                <span>
                  {item.mortarGroupsMade} / {item.mortarGroupsRequired} {t('mainBody.units.groups')}
                </span>
                {short > 0 && <Tag color="orange">{t('mainBody.masonry.groupsShort', { n: short })}</Tag>}
                <UnconfirmedTag />
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}

function Masonry({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <RulesNote
        title={t('mainBody.masonry.rules.title')}
        lines={[
          { text: t('mainBody.masonry.rules.groups'), unconfirmed: true },
          { text: t('mainBody.masonry.rules.fullness'), unconfirmed: true },
        ]}
      />
      <ResourcePage
        config={masonryResource}
        projectId={projectId}
        defaults={{ mixers: 1, mortarGroupsMade: 0 }}
        slots={{ detailExtra: (item) => <MasonryDetailExtra item={item} /> }}
      />
    </Space>
  );
}

/** Menu 'main-body/masonry' (/mainBody/masonry). */
export function MasonryPage() {
  return <WithCurrentProject>{(projectId) => <Masonry projectId={projectId} />}</WithCurrentProject>;
}
