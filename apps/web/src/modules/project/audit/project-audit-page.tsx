import '../messages';
import {
  businessDateTimeOf,
  PROJECT_AUDIT_STATUS,
  type ProjectAuditStatus,
  type ProjectItem,
} from '@zhuji/shared';
import { Button, Card, Flex, Input, Segmented, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuditStatusTag } from '../../../kit/audit-status-tag';
import { QueryTable, RefreshButton } from '../../../kit/query-table';
import { useResourceList } from '../../../kit/use-resource-list';
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

/** The status tab in the URL; none (or an unknown one) is 待审核, what the staff come for. */
const filterOf = (value: unknown): Filter =>
  typeof value === 'string' && value in STATUS_OF ? (value as Filter) : 'pending';

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
  // The status tab, keyword and page live in the URL (next to the opened registration's ?id=), so
  // coming back from a registration, or a shared link, shows the same list.
  const paging = useResourceList({
    queryKey: manageKeys.auditLists,
    load: ({ page, limit, keyword, filters }) => {
      const auditStatus = STATUS_OF[filterOf(filters.status)];
      return manageApi.list({ page, limit, keyword, ...(auditStatus === undefined ? {} : { auditStatus }) });
    },
    filters: { status: 'string' },
  });
  const list = paging.query;
  const filter = filterOf(paging.params.filters.status);

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
            onChange={(value) => paging.setFilter('status', value === 'pending' ? undefined : value)}
            options={(['pending', 'approved', 'rejected', 'all'] as const).map((value) => ({
              value,
              label: t(`project.audit.filter.${value}`),
            }))}
          />
          <Input.Search
            allowClear
            placeholder={t('project.manage.keyword')}
            // remounted with the URL's keyword when back/forward changes it
            key={paging.params.keyword ?? ''}
            defaultValue={paging.params.keyword}
            onSearch={(value) => paging.setKeyword(value)}
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
