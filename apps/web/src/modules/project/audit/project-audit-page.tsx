import '../messages';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  businessDateTimeOf,
  PROJECT_AUDIT_STATUS,
  type ProjectAuditStatus,
  type ProjectItem,
} from '@zhuji/shared';
import { Button, Card, Flex, Input, Segmented, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuditStatusTag } from '../../../kit/audit-status-tag';
import { QueryTable, RefreshButton } from '../../../kit/query-table';
import { usePaging } from '../../../kit/use-paging';
import { MainProjectDetail } from '../manage/main-project-detail';
import { manageApi, manageKeys } from '../manage/manage.api';
import { RegistrationTrailCard } from './registration-trail';

type Filter = 'pending' | 'approved' | 'rejected' | 'all';
const STATUS_OF: Record<Filter, ProjectAuditStatus | undefined> = {
  pending: PROJECT_AUDIT_STATUS.SUBMITTED,
  approved: PROJECT_AUDIT_STATUS.APPROVED,
  rejected: PROJECT_AUDIT_STATUS.REJECTED,
  all: undefined,
};

/**
 * Menu 'audit/project' (项目审核): the registrations platform staff review — the submitted ones first —
 * each opening (`?id=`) its registration with approve / reject with the reason and the audit trail. The
 * review is the project-audit flow's step (apps/server project.service auditMain).
 */
export function ProjectAuditPage() {
  const [search, setSearch] = useSearchParams();
  const id = Number(search.get('id')) || undefined;
  const open = (next: number | undefined) =>
    setSearch((params) => {
      if (next) params.set('id', String(next));
      else params.delete('id');
      return params;
    });
  return (
    <>
      <div hidden={id !== undefined}>
        <RegistrationList onOpen={open} />
      </div>
      {id !== undefined && (
        <>
          <MainProjectDetail id={id} onBack={() => open(undefined)} />
          <RegistrationTrailCard id={id} />
        </>
      )}
    </>
  );
}

function RegistrationList({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('pending');
  const paging = usePaging();
  const [keyword, setKeyword] = useState<string>();
  const auditStatus = STATUS_OF[filter];
  const body = {
    page: paging.page,
    limit: paging.limit,
    keyword,
    ...(auditStatus === undefined ? {} : { auditStatus }),
  };
  const list = useQuery({
    queryKey: manageKeys.list(body),
    queryFn: () => manageApi.list(body),
    placeholderData: keepPreviousData,
  });

  const columns: TableColumnsType<ProjectItem> = [
    {
      title: t('project.field.mainName'),
      dataIndex: 'name',
      render: (name: string, row) => <Typography.Link onClick={() => onOpen(row.id)}>{name}</Typography.Link>,
    },
    { title: t('project.field.contractor'), dataIndex: 'contractorCompanyName', responsive: ['lg'] },
    { title: t('project.field.owner'), dataIndex: 'ownerCompanyName', responsive: ['lg'] },
    { title: t('project.field.subCount'), dataIndex: 'subCount', width: 90, align: 'center' },
    {
      title: t('project.field.submittedAt'),
      dataIndex: 'submittedAt',
      width: 150,
      render: (v: string | null) => (v ? businessDateTimeOf(v) : '—'),
    },
    {
      title: t('project.field.auditStatus'),
      dataIndex: 'auditStatus',
      width: 110,
      render: (s: number) => <AuditStatusTag status={s} />,
    },
    {
      title: t('kit.actions'),
      key: 'actions',
      width: 100,
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => onOpen(row.id)} data-testid={`audit-open-${row.id}`}>
          {row.auditStatus === PROJECT_AUDIT_STATUS.SUBMITTED
            ? t('project.manage.review')
            : t('project.audit.view')}
        </Button>
      ),
    },
  ];

  return (
    <Card title={<Typography.Text strong>{t('project.audit.title')}</Typography.Text>}>
      <Flex justify="space-between" wrap gap={12} style={{ marginBottom: 16 }}>
        <Flex wrap gap={8}>
          <Segmented<Filter>
            data-testid="audit-project-filter"
            value={filter}
            onChange={(value) => {
              setFilter(value);
              paging.setPage(1);
            }}
            options={(['pending', 'approved', 'rejected', 'all'] as const).map((value) => ({
              value,
              label: t(`project.audit.filter.${value}`),
            }))}
          />
          <Input.Search
            allowClear
            placeholder={t('project.manage.keyword')}
            onSearch={(value) => {
              setKeyword(value.trim() || undefined);
              paging.setPage(1);
            }}
            style={{ width: 240 }}
          />
        </Flex>
        <RefreshButton query={list} />
      </Flex>
      <QueryTable<ProjectItem>
        query={list}
        paging={paging}
        columns={columns}
        rowKey="id"
        scroll={{ x: 'max-content' }}
        empty={t(filter === 'pending' ? 'project.audit.emptyPending' : 'kit.noMatch')}
        data-testid="audit-projects"
      />
    </Card>
  );
}
