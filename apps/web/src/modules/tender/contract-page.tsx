import './messages';
import {
  areaSchema,
  consInfoCalls,
  designTenderCalls,
  priceSchema,
  required,
  tenderAnnouncementCalls,
  tenderRecordCalls,
} from '@zhuji/shared';
import { Alert, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import { RecordCard, type RecordKind } from './record-card';

const money = (r: Parameters<NonNullable<RecordKind['fields'][number]['rules']>>[0]) => [
  r.schema(required(priceSchema)),
];

/** 合同及概况: contract money and mode feed the shell's start-up alerts. */
export const CONS_INFO: RecordKind = {
  name: 'consInfo',
  api: consInfoCalls,
  title: 'tender.consInfo.title',
  empty: 'tender.consInfo.empty',
  fields: [
    { key: 'contractNo', label: 'tender.consInfo.contractNo', kind: 'text', required: true, maxLength: 50 },
    {
      key: 'contractName',
      label: 'tender.consInfo.contractName',
      kind: 'text',
      required: true,
      maxLength: 100,
    },
    { key: 'money', label: 'tender.consInfo.money', kind: 'money', required: true, rules: money },
    {
      key: 'contractMode',
      label: 'tender.consInfo.contractMode',
      kind: 'select',
      options: 'contractModes',
      required: true,
    },
    {
      key: 'qualification',
      label: 'tender.consInfo.qualification',
      kind: 'select',
      options: 'qualifications',
      nullable: true,
    },
    { key: 'signDate', label: 'tender.consInfo.signDate', kind: 'date', nullable: true },
    { key: 'plannedStart', label: 'tender.consInfo.plannedStart', kind: 'date', nullable: true },
    { key: 'plannedEnd', label: 'tender.consInfo.plannedEnd', kind: 'date', nullable: true },
    {
      key: 'buildArea',
      label: 'tender.consInfo.buildArea',
      kind: 'area',
      nullable: true,
      rules: (r) => [r.schema(areaSchema)],
    },
    { key: 'overview', label: 'tender.consInfo.overview', kind: 'textarea', maxLength: 500, wide: true },
  ],
};

/** 招标信息: its absence raises the tender alert (money ≥ 50, public bidding or invitation). */
export const TENDER: RecordKind = {
  name: 'tender',
  api: tenderRecordCalls,
  title: 'tender.tender.title',
  empty: 'tender.tender.empty',
  fields: [
    {
      key: 'tenderMode',
      label: 'tender.tender.tenderMode',
      kind: 'select',
      options: 'tenderModes',
      required: true,
    },
    { key: 'winningUnit', label: 'tender.tender.winningUnit', kind: 'text', required: true, maxLength: 50 },
    { key: 'bidMoney', label: 'tender.tender.bidMoney', kind: 'money', required: true, rules: money },
    { key: 'bidDate', label: 'tender.tender.bidDate', kind: 'date', required: true },
    { key: 'announcementNo', label: 'tender.tender.announcementNo', kind: 'text', maxLength: 50 },
  ],
};

export const ANNOUNCEMENT: RecordKind = {
  name: 'announcement',
  api: tenderAnnouncementCalls,
  title: 'tender.announcement.title',
  empty: 'tender.announcement.empty',
  fields: [
    {
      key: 'title',
      label: 'tender.announcement.name',
      kind: 'text',
      required: true,
      maxLength: 100,
      wide: true,
    },
    {
      key: 'announcementNo',
      label: 'tender.announcement.announcementNo',
      kind: 'text',
      required: true,
      maxLength: 50,
    },
    {
      key: 'publishMedia',
      label: 'tender.announcement.publishMedia',
      kind: 'text',
      required: true,
      maxLength: 50,
    },
    { key: 'publishDate', label: 'tender.announcement.publishDate', kind: 'date', required: true },
    { key: 'deadline', label: 'tender.announcement.deadline', kind: 'date', nullable: true },
    { key: 'content', label: 'tender.announcement.content', kind: 'textarea', maxLength: 2000, wide: true },
  ],
};

export const DESIGN_TENDER: RecordKind = {
  name: 'designTender',
  api: designTenderCalls,
  title: 'tender.design.title',
  empty: 'tender.design.empty',
  fields: [
    {
      key: 'tenderMode',
      label: 'tender.design.tenderMode',
      kind: 'select',
      options: 'contractModes',
      required: true,
    },
    { key: 'designUnit', label: 'tender.design.designUnit', kind: 'text', required: true, maxLength: 50 },
    { key: 'bidMoney', label: 'tender.design.bidMoney', kind: 'money', required: true, rules: money },
    { key: 'bidDate', label: 'tender.design.bidDate', kind: 'date', required: true },
    { key: 'designLeader', label: 'tender.design.designLeader', kind: 'text', maxLength: 20 },
  ],
};

/** Menu 'tender/contract': the contract, overview and tenders of the current sub-project. */
export function ContractPage() {
  const { t } = useTranslation();
  return (
    <WithCurrentProject>
      {(projectId) => (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Alert type="info" showIcon message={t('tender.hint')} />
          <Tabs
            items={[
              {
                key: 'contract',
                label: t('tender.tabs.contract'),
                children: <RecordCard kind={CONS_INFO} projectId={projectId} />,
              },
              {
                key: 'tender',
                label: t('tender.tabs.tender'),
                children: (
                  <Space direction="vertical" size="middle" style={{ width: '100%' }}>
                    <RecordCard kind={TENDER} projectId={projectId} />
                    <RecordCard kind={ANNOUNCEMENT} projectId={projectId} />
                  </Space>
                ),
              },
              {
                key: 'design',
                label: t('tender.tabs.design'),
                children: <RecordCard kind={DESIGN_TENDER} projectId={projectId} />,
              },
            ]}
          />
        </Space>
      )}
    </WithCurrentProject>
  );
}
