import './messages';
import { FOUNDATION_CHECK_KINDS, type FoundationCheckItem, foundationValueSchema } from '@zhuji/shared';
import { Alert, Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import type { EnumOption, ResourceConfig } from '../../kit/resource/resource-config';
import { ResourcePage } from '../../kit/resource/resource-page';
import { RESULTS } from './works-options';

const KINDS: readonly EnumOption[] = FOUNDATION_CHECK_KINDS.map((k) => ({
  value: k,
  label: `works.foundation.kind.${k}`,
  color: 'geekblue',
}));

/** 基础验收记录: the server kit's `works/foundationCheck`; the result is the server's judgement. */
export const foundationCheckResource: ResourceConfig<FoundationCheckItem> = {
  name: 'foundationCheck',
  api: 'works/foundationCheck',
  title: 'works.foundation.title',
  keywordPlaceholder: 'works.foundation.keyword',
  formColumns: 2,
  sections: [
    { key: 'basic', title: 'works.foundation.sections.basic' },
    { key: 'record', title: 'works.foundation.sections.record' },
  ],
  filters: [
    { param: 'kind', label: 'works.foundation.fields.kind', kind: 'enum', options: KINDS },
    { param: 'result', label: 'works.foundation.fields.result', kind: 'enum', options: RESULTS },
  ],
  fields: [
    {
      key: 'checkNo',
      label: 'works.foundation.fields.checkNo',
      type: 'text',
      column: { sortable: true, width: 120 },
      form: { required: true, createOnly: true, maxLength: 30 },
    },
    {
      key: 'location',
      label: 'works.foundation.fields.location',
      type: 'text',
      column: {},
      form: { required: true, maxLength: 60 },
    },
    {
      key: 'kind',
      label: 'works.foundation.fields.kind',
      type: 'enum',
      options: KINDS,
      column: { width: 120 },
      form: { required: true },
    },
    {
      key: 'designValue',
      label: 'works.foundation.fields.designValue',
      type: 'text',
      column: { width: 100, hideOnMobile: true },
      form: {
        required: true,
        help: 'works.foundation.help.values',
        rules: (r) => [r.schema(foundationValueSchema)],
      },
    },
    {
      key: 'measuredValue',
      label: 'works.foundation.fields.measuredValue',
      type: 'text',
      column: { width: 100 },
      form: { required: true, rules: (r) => [r.schema(foundationValueSchema)] },
    },
    {
      key: 'limit',
      label: 'works.foundation.fields.limit',
      type: 'text',
      column: { width: 120, hideOnMobile: true },
    },
    {
      key: 'result',
      label: 'works.foundation.fields.result',
      type: 'enum',
      options: RESULTS,
      column: { width: 90 },
    },
    {
      key: 'checkedOn',
      label: 'works.foundation.fields.checkedOn',
      type: 'date',
      column: { sortable: true, width: 120, hideOnMobile: true },
      form: { required: true, notAfterToday: true },
    },
    {
      key: 'inspector',
      label: 'works.foundation.fields.inspector',
      type: 'text',
      section: 'record',
      form: { required: true, maxLength: 20 },
    },
    { key: 'createdAt', label: 'works.foundation.fields.createdAt', type: 'datetime', section: 'record' },
  ],
};

/** The rules the server judges by, marked unconfirmed until checked against the standard's text. */
export function WorksRulesNote({ title, lines }: { title: string; lines: string[] }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="info"
      showIcon
      message={
        <span>
          {title}
          <Tooltip title={t('works.unconfirmedHint')}>
            <Tag color="orange" style={{ marginInlineStart: 8 }}>
              {t('works.unconfirmed')}
            </Tag>
          </Tooltip>
        </span>
      }
      description={
        <Space direction="vertical" size={2}>
          {lines.map((l) => (
            <span key={l}>{l}</span>
          ))}
        </Space>
      }
    />
  );
}

function FoundationChecks({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <WorksRulesNote
        title={t('works.foundation.rules.title')}
        lines={[
          t('works.foundation.rules.bearing'),
          t('works.foundation.rules.elevation'),
          t('works.foundation.rules.abnormal'),
        ]}
      />
      <ResourcePage config={foundationCheckResource} projectId={projectId} />
    </Space>
  );
}

/** Menu 'works/foundation-check' (/basicEngineer/foundationCheck). */
export function FoundationCheckPage() {
  return <WithCurrentProject>{(projectId) => <FoundationChecks projectId={projectId} />}</WithCurrentProject>;
}
