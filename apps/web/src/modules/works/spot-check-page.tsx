import './messages';
import type { WorksSpotCheckItem } from '@zhuji/shared';
import { Alert, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import type { ResourceConfig } from '../../kit/resource/resource-config';
import { ResourcePage } from '../../kit/resource/resource-page';
import { RECORD_TYPES, RESULTS, SOURCES } from './works-options';

/** 监理抽检: the server kit's `works/spotCheck`; only supervision adds, nobody edits. */
export const worksSpotCheckResource: ResourceConfig<WorksSpotCheckItem> = {
  name: 'worksSpotCheck',
  api: 'works/spotCheck',
  title: 'works.spot.title',
  keywordPlaceholder: 'works.spot.keyword',
  formColumns: 2,
  sections: [
    { key: 'basic', title: 'works.spot.sections.basic' },
    { key: 'record', title: 'works.spot.sections.record' },
  ],
  filters: [
    { param: 'source', label: 'works.spot.fields.source', kind: 'enum', options: SOURCES },
    { param: 'result', label: 'works.spot.fields.result', kind: 'enum', options: RESULTS },
    { param: 'recordType', label: 'works.spot.fields.recordType', kind: 'enum', options: RECORD_TYPES },
  ],
  fields: [
    {
      key: 'recordType',
      label: 'works.spot.fields.recordType',
      type: 'enum',
      options: RECORD_TYPES,
      column: { width: 120 },
      form: { required: true, createOnly: true },
    },
    {
      key: 'recordNo',
      label: 'works.spot.fields.recordNo',
      type: 'text',
      column: { sortable: true, width: 120 },
      form: { required: true, createOnly: true, maxLength: 30, help: 'works.spot.help.recordNo' },
    },
    { key: 'location', label: 'works.spot.fields.location', type: 'text', column: { hideOnMobile: true } },
    {
      key: 'source',
      label: 'works.spot.fields.source',
      type: 'enum',
      options: SOURCES,
      column: { width: 100, hideOnMobile: true },
    },
    {
      key: 'result',
      label: 'works.spot.fields.result',
      type: 'enum',
      options: RESULTS,
      column: { width: 96 },
      form: { required: true, createOnly: true },
    },
    {
      key: 'checkedOn',
      label: 'works.spot.fields.checkedOn',
      type: 'date',
      column: { sortable: true, width: 120 },
      form: { required: true, createOnly: true, notAfterToday: true },
    },
    {
      key: 'remark',
      label: 'works.spot.fields.remark',
      type: 'text',
      form: { createOnly: true, maxLength: 500, help: 'works.spot.help.remark' },
    },
    {
      key: 'checker',
      label: 'works.spot.fields.checker',
      type: 'text',
      column: { width: 90, hideOnMobile: true },
      section: 'record',
      form: { required: true, createOnly: true, maxLength: 20 },
    },
    { key: 'createdAt', label: 'works.spot.fields.createdAt', type: 'datetime', section: 'record' },
  ],
};

/** The abnormal record a failed spot check raised, opened on the abnormal page. */
function RaisedAbnormal({ item }: { item: WorksSpotCheckItem }) {
  const { t } = useTranslation();
  if (!item.abnormalId) return null;
  return (
    <div style={{ marginTop: 16 }} data-testid="spot-check-abnormal">
      <Tag color="red">{t('works.spot.raised')}</Tag>
      <Link to={`/quality/worksAbnormal?id=${item.abnormalId}`}>{t('works.spot.fields.abnormalId')}</Link>
    </div>
  );
}

function SpotChecks({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Alert type="info" showIcon message={t('works.spot.note')} />
      <ResourcePage
        config={worksSpotCheckResource}
        projectId={projectId}
        defaults={{ result: 'PASS' }}
        slots={{ rowEditable: () => false, detailExtra: (item) => <RaisedAbnormal item={item} /> }}
      />
    </Space>
  );
}

/** Menu 'works/spot-check' (/quality/worksSpotCheck). */
export function WorksSpotCheckPage() {
  return <WithCurrentProject>{(projectId) => <SpotChecks projectId={projectId} />}</WithCurrentProject>;
}
