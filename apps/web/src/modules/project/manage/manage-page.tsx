import '../messages';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  businessDateTimeOf,
  COMPANY_TYPE,
  PROJECT_AUDIT_STATUS,
  type ProjectAuditStatus,
  type ProjectItem,
} from '@zhuji/shared';
import { Button, Card, Flex, Input, Select, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuditStatusTag } from '../../../kit/audit-status-tag';
import { Can } from '../../../kit/permission-gate';
import { optionLabel, useProjectOptions } from '../../../kit/project-options';
import { QueryTable, RefreshButton } from '../../../kit/query-table';
import { usePaging } from '../../../kit/use-paging';
import { useSession } from '../../../session/session-store';
import { RegistrationTrailCard } from '../audit/registration-trail';
import { MainProjectDetail } from './main-project-detail';
import { MainProjectForm } from './main-project-form';
import { manageApi, manageKeys } from './manage.api';

/**
 * Menu 'project/manage': the main projects the caller manages (every one for platform staff, whose
 * review queue is the 'submitted' filter). `?id=` opens one.
 */
export function ManagePage() {
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
        <MainProjectList onOpen={open} />
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

function MainProjectList({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const options = useProjectOptions().data;
  const platform = useSession().user.currentUnit.compTypeId === COMPANY_TYPE.PLATFORM;
  const paging = usePaging();
  const [keyword, setKeyword] = useState<string>();
  const [auditStatus, setAuditStatus] = useState<ProjectAuditStatus | undefined>(
    platform ? PROJECT_AUDIT_STATUS.SUBMITTED : undefined,
  );
  const [registering, setRegistering] = useState(false);
  const body = { page: paging.page, limit: paging.limit, keyword, auditStatus };
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
    { title: t('project.field.owner'), dataIndex: 'ownerCompanyName', responsive: ['lg'] },
    ...(platform
      ? [
          {
            title: t('project.field.contractor'),
            dataIndex: 'contractorCompanyName',
            responsive: ['lg' as const],
          },
        ]
      : []),
    {
      title: t('project.field.money'),
      dataIndex: 'money',
      width: 140,
      responsive: ['md'],
      render: (v: string | null) => (v ? `${v} ${t('units.tenThousandYuan')}` : '—'),
    },
    {
      title: t('project.field.contractMode'),
      dataIndex: 'contractMode',
      width: 120,
      responsive: ['xl'],
      render: (v: string | null) => optionLabel(options?.contractModes, v) ?? '—',
    },
    { title: t('project.field.subCount'), dataIndex: 'subCount', width: 90, align: 'center' },
    {
      title: t('project.field.auditStatus'),
      dataIndex: 'auditStatus',
      width: 110,
      render: (s: number) => <AuditStatusTag status={s} />,
    },
    {
      title: t('project.field.submittedAt'),
      dataIndex: 'submittedAt',
      width: 150,
      responsive: ['lg'],
      render: (v: string | null) => (v ? businessDateTimeOf(v) : '—'),
    },
    {
      title: t('kit.actions'),
      key: 'actions',
      width: 100,
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => onOpen(row.id)} data-testid={`open-${row.id}`}>
          {platform && row.auditStatus === PROJECT_AUDIT_STATUS.SUBMITTED
            ? t('project.manage.review')
            : t('project.manage.manage')}
        </Button>
      ),
    },
  ];

  return (
    <Card title={<Typography.Text strong>{t('project.manage.title')}</Typography.Text>}>
      <Flex justify="space-between" wrap gap={12} style={{ marginBottom: 16 }}>
        <Flex wrap gap={8}>
          <Input.Search
            allowClear
            placeholder={t('project.manage.keyword')}
            onSearch={(value) => {
              setKeyword(value.trim() || undefined);
              paging.setPage(1);
            }}
            style={{ width: 260 }}
          />
          <Select
            allowClear
            placeholder={t('project.field.auditStatus')}
            style={{ width: 150 }}
            value={auditStatus}
            onChange={(value) => {
              setAuditStatus(value);
              paging.setPage(1);
            }}
            options={options?.auditStatuses}
            data-testid="audit-filter"
          />
        </Flex>
        <Flex gap={8}>
          <Can action="add">
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setRegistering(true)}
              data-testid="register-main"
            >
              {t('project.manage.register')}
            </Button>
          </Can>
          <RefreshButton query={list} />
        </Flex>
      </Flex>
      <QueryTable<ProjectItem>
        query={list}
        paging={paging}
        columns={columns}
        rowKey="id"
        scroll={{ x: 'max-content' }}
        empty={t(keyword || auditStatus !== undefined ? 'kit.noMatch' : 'project.manage.empty')}
        data-testid="main-projects"
      />
      {registering && <MainProjectForm onClose={() => setRegistering(false)} onDone={(p) => onOpen(p.id)} />}
    </Card>
  );
}
