import './messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  WORKS_ABNORMAL_KINDS,
  WORKS_ABNORMAL_STATUSES,
  type WorksAbnormalItem,
  worksCalls,
} from '@zhuji/shared';
import { Alert, App, Button, Input, Modal, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call';
import { Can } from '../../kit/permission-gate';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import { resourceApi, resourceKeys } from '../../kit/resource/resource-api';
import type { EnumOption, ResourceConfig } from '../../kit/resource/resource-config';
import { ResourcePage } from '../../kit/resource/resource-page';
import { RECORD_TYPES, SOURCES } from './works-options';

const API = 'works/abnormal';

const STATUS_COLORS = { open: 'red', sent: 'orange', closed: 'green' } as const;
const STATUSES: readonly EnumOption[] = WORKS_ABNORMAL_STATUSES.map((s) => ({
  value: s,
  label: `works.abnormal.status.${s}`,
  color: STATUS_COLORS[s],
}));
const KINDS: readonly EnumOption[] = WORKS_ABNORMAL_KINDS.map((k) => ({
  value: k,
  label: `works.abnormal.kind.${k}`,
  color: k === 'spotCheck' || k === 'waterTest' ? 'volcano' : 'gold',
}));
const ORIGINS: readonly EnumOption[] = (['judged', 'spotCheck', 'manual'] as const).map((o) => ({
  value: o,
  label: `works.abnormal.origin.${o}`,
  color: 'default',
}));

/** 施工异常记录: the server kit's `works/abnormal`; raised by judgements and spot checks, or entered by hand. */
export const worksAbnormalResource: ResourceConfig<WorksAbnormalItem> = {
  name: 'worksAbnormal',
  api: API,
  title: 'works.abnormal.title',
  keywordPlaceholder: 'works.abnormal.keyword',
  formColumns: 1,
  openFromQuery: true,
  sections: [
    { key: 'basic', title: 'works.abnormal.sections.basic' },
    { key: 'handling', title: 'works.abnormal.sections.handling' },
  ],
  filters: [
    { param: 'source', label: 'works.abnormal.fields.source', kind: 'enum', options: SOURCES },
    { param: 'status', label: 'works.abnormal.fields.status', kind: 'enum', options: STATUSES },
    { param: 'recordType', label: 'works.abnormal.fields.recordType', kind: 'enum', options: RECORD_TYPES },
  ],
  fields: [
    {
      key: 'abnormalNo',
      label: 'works.abnormal.fields.abnormalNo',
      type: 'text',
      column: { sortable: true, width: 170 },
      form: { createOnly: true, maxLength: 30, help: 'works.abnormal.help.abnormalNo' },
    },
    {
      key: 'source',
      label: 'works.abnormal.fields.source',
      type: 'enum',
      options: SOURCES,
      column: { width: 100, hideOnMobile: true },
    },
    {
      key: 'recordType',
      label: 'works.abnormal.fields.recordType',
      type: 'enum',
      options: RECORD_TYPES,
      form: { required: true, createOnly: true },
    },
    {
      key: 'recordNo',
      label: 'works.abnormal.fields.recordNo',
      type: 'text',
      column: { sortable: true, width: 120 },
      form: { required: true, createOnly: true, maxLength: 30, help: 'works.abnormal.help.recordNo' },
    },
    {
      key: 'location',
      label: 'works.abnormal.fields.location',
      type: 'text',
      column: { hideOnMobile: true },
    },
    {
      key: 'kind',
      label: 'works.abnormal.fields.kind',
      type: 'enum',
      options: KINDS,
      column: { width: 140 },
    },
    { key: 'origin', label: 'works.abnormal.fields.origin', type: 'enum', options: ORIGINS },
    {
      key: 'description',
      label: 'works.abnormal.fields.description',
      type: 'text',
      form: { required: true, createOnly: true, maxLength: 500 },
    },
    {
      key: 'status',
      label: 'works.abnormal.fields.status',
      type: 'enum',
      options: STATUSES,
      column: { width: 110 },
    },
    {
      key: 'createdAt',
      label: 'works.abnormal.fields.createdAt',
      type: 'datetime',
      column: { sortable: true, width: 160, hideOnMobile: true },
    },
    { key: 'handling', label: 'works.abnormal.fields.handling', type: 'text', section: 'handling' },
    { key: 'handledAt', label: 'works.abnormal.fields.handledAt', type: 'datetime', section: 'handling' },
  ],
};

/** 处理: the handling written down closes the record (the kit's update; the server refuses a closed one). */
function HandleLink({ item }: { item: WorksAbnormalItem }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const save = useMutation({
    mutationFn: () => resourceApi<WorksAbnormalItem>(API).update({ id: item.id, handling: text.trim() }),
    onSuccess: async () => {
      message.success(t('works.abnormal.handled'));
      setOpen(false);
      await client.invalidateQueries({ queryKey: resourceKeys.all(API) });
    },
  });
  if (item.status === 'closed') return null;
  return (
    <Can action="update">
      <Button
        type="link"
        size="small"
        style={{ padding: 0 }}
        onClick={() => setOpen(true)}
        data-testid="abnormal-handle"
      >
        {t('works.abnormal.handle')}
      </Button>
      <Modal
        open={open}
        title={t('works.abnormal.handleTitle', { no: item.abnormalNo })}
        onCancel={() => setOpen(false)}
        onOk={() => save.mutate()}
        okButtonProps={{ disabled: text.trim().length < 2, loading: save.isPending }}
        destroyOnHidden
      >
        <p style={{ color: 'rgba(0,0,0,0.65)' }}>{item.description}</p>
        <Input.TextArea
          rows={4}
          maxLength={500}
          showCount
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('works.abnormal.handlePlaceholder')}
        />
      </Modal>
    </Can>
  );
}

/** 转整改: an open record goes to rectification (the server answers 409 from any other status). */
function RectifyLink({ item }: { item: WorksAbnormalItem }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const rectify = useMutation({
    mutationFn: () => call(worksCalls.abnormalRectify, { body: { id: item.id } }),
    onSuccess: async () => {
      message.success(t('works.abnormal.rectified'));
      await client.invalidateQueries({ queryKey: resourceKeys.all(API) });
    },
  });
  if (item.status !== 'open') return null;
  return (
    <Can action="update">
      <Popconfirm title={t('works.abnormal.rectifyConfirm')} onConfirm={() => rectify.mutateAsync()}>
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          loading={rectify.isPending}
          data-testid="abnormal-rectify"
        >
          {t('works.abnormal.rectify')}
        </Button>
      </Popconfirm>
    </Can>
  );
}

function WorksAbnormal({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Alert type="info" showIcon message={t('works.abnormal.note')} />
      <ResourcePage
        config={worksAbnormalResource}
        projectId={projectId}
        slots={{
          rowEditable: () => false,
          rowActions: (item) => (
            <Space size={8}>
              <HandleLink item={item} />
              <RectifyLink item={item} />
            </Space>
          ),
        }}
      />
    </Space>
  );
}

/** Menu 'works/abnormal' (/quality/worksAbnormal); 异常清单 links here with ?source=. */
export function WorksAbnormalPage() {
  return <WithCurrentProject>{(projectId) => <WorksAbnormal projectId={projectId} />}</WithCurrentProject>;
}
