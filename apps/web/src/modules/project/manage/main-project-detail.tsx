import {
  ArrowLeftOutlined,
  AuditOutlined,
  CheckOutlined,
  CloseOutlined,
  EditOutlined,
  PlusOutlined,
  SendOutlined,
} from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  businessDateTimeOf,
  COMPANY_TYPE,
  isAuditEditable,
  PROJECT_AUDIT_STATUS,
  type ProjectItem,
  type ProjectProgressStatus,
} from '@zhuji/shared';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Drawer,
  Dropdown,
  Flex,
  Grid,
  Input,
  Modal,
  Result,
  Skeleton,
  Space,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditStatusTag } from '../../../kit/audit-status-tag';
import { Can } from '../../../kit/permission-gate';
import { optionLabel, useProjectOptions } from '../../../kit/project-options';
import { ResponsiveTable } from '../../../kit/responsive-table';
import { useSubmit } from '../../../kit/use-submit';
import { useSession } from '../../../session/session-store';
import { BuildingList } from '../../building';
import { ProjectParties } from '../project-party/project-party-page';
import { ContractorCard } from './contractor-card';
import { MainProjectForm } from './main-project-form';
import { manageApi, manageKeys } from './manage.api';
import { SubProjectForm } from './sub-project-form';

type Panel =
  | { kind: 'editMain' }
  | { kind: 'addSub' }
  | { kind: 'editSub'; sub: ProjectItem }
  | { kind: 'parties'; sub: ProjectItem }
  | { kind: 'buildings'; sub: ProjectItem };

const time = (iso: string | null) => (iso ? businessDateTimeOf(iso) : undefined);

/**
 * One main project as its managers see it: registration data, the main contractor, its sub-projects
 * with their five parties, buildings, design information and status, and the audit flow — submit by
 * the contractor, approve or reject by platform staff.
 */
export function MainProjectDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const screens = Grid.useBreakpoint();
  const client = useQueryClient();
  const options = useProjectOptions().data;
  const platform = useSession().user.currentUnit.compTypeId === COMPANY_TYPE.PLATFORM;
  const [panel, setPanel] = useState<Panel>();
  const [rejectReason, setRejectReason] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const detail = useQuery({ queryKey: manageKeys.detail(id), queryFn: () => manageApi.detail(id) });
  // The navbar's approval count and the audit trail move with a submission or a review.
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: manageKeys.all }),
      client.invalidateQueries({ queryKey: ['flow'] }),
    ]);
  const act = useMutation({
    mutationFn: (action: () => Promise<unknown>) => action(),
    onSuccess: refresh,
  });
  // One submitter for every action of the page, which ignores a second while one is in flight (until the
  // detail has refetched): the buttons that start one say so by being disabled meanwhile, instead of
  // swallowing the click.
  const run = useSubmit(async ({ action, done }: { action: () => Promise<unknown>; done: string }) => {
    const answer = await act.mutateAsync(action);
    message.success(typeof answer === 'string' && answer ? answer : done);
  });

  if (detail.isPending)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  if (detail.isError || !detail.data)
    return (
      <Card>
        <Result
          status="warning"
          title={t('kit.loadFailed')}
          extra={<Button onClick={onBack}>{t('project.manage.backToList')}</Button>}
        />
      </Card>
    );
  const main = detail.data;
  const editable = isAuditEditable(main.auditStatus);
  const canSubmit =
    main.auditStatus === PROJECT_AUDIT_STATUS.DRAFT || main.auditStatus === PROJECT_AUDIT_STATUS.REJECTED;
  const underReview = main.auditStatus === PROJECT_AUDIT_STATUS.SUBMITTED;

  const submit = () =>
    modal.confirm({
      title: t('project.manage.submitConfirmTitle'),
      content: t('project.manage.submitConfirm', { count: main.subProjects.length }),
      okText: t('project.manage.submit'),
      cancelText: t('kit.cancel'),
      onOk: () =>
        run.submit({ action: () => manageApi.submit(main.id), done: t('project.manage.submitted') }),
    });
  const approve = () =>
    modal.confirm({
      title: t('project.manage.approveConfirmTitle'),
      content: t('project.manage.approveConfirm', { name: main.name }),
      okText: t('project.manage.approve'),
      cancelText: t('kit.cancel'),
      onOk: () =>
        run.submit({ action: () => manageApi.audit(main.id, true), done: t('project.manage.approved') }),
    });

  const designButton = (sub: ProjectItem) => {
    const parts = [
      { part: 'base' as const, done: sub.baseStatus !== 0, label: t('project.manage.designBase') },
      { part: 'main' as const, done: sub.mainStatus !== 0, label: t('project.manage.designMain') },
    ];
    return (
      <Dropdown
        trigger={['click']}
        menu={{
          items: parts.map((p) => ({
            key: p.part,
            disabled: p.done,
            label: p.done
              ? t('project.manage.designDone', { part: p.label })
              : t('project.manage.designComplete', { part: p.label }),
            onClick: () =>
              run.submit({ action: () => manageApi.completeDesign(sub.id, p.part), done: t('kit.saved') }),
          })),
        }}
      >
        <Button type="link" size="small" disabled={run.submitting} data-testid={`design-${sub.id}`}>
          {t('project.manage.design')}
        </Button>
      </Dropdown>
    );
  };
  const statusButton = (sub: ProjectItem) => (
    <Dropdown
      trigger={['click']}
      menu={{
        items: (options?.progressStatuses ?? []).map((o) => ({
          key: o.value,
          disabled: o.value === sub.progressStatus,
          label: o.label,
          onClick: () =>
            modal.confirm({
              title: t('project.manage.statusConfirm', { name: sub.name, status: o.label }),
              content: t('project.manage.statusHint'),
              okText: t('kit.save'),
              cancelText: t('kit.cancel'),
              onOk: () =>
                run.submit({
                  action: () => manageApi.changeStatus(sub.id, o.value as ProjectProgressStatus),
                  done: t('kit.saved'),
                }),
            }),
        })),
      }}
    >
      <Button type="link" size="small" disabled={run.submitting}>
        {t('project.manage.status')}
      </Button>
    </Dropdown>
  );

  const subColumns: TableColumnsType<ProjectItem> = [
    {
      title: t('project.field.subName'),
      dataIndex: 'name',
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    {
      title: t('project.field.division'),
      dataIndex: 'division',
      width: 120,
      render: (v: string) => <Tag color="blue">{optionLabel(options?.divisions, v)}</Tag>,
    },
    {
      title: t('project.field.subMoney'),
      dataIndex: 'money',
      width: 130,
      responsive: ['md'],
      render: (v: string | null) => (v ? `${v} ${t('units.tenThousandYuan')}` : '—'),
    },
    {
      title: t('project.field.design'),
      key: 'design',
      width: 170,
      render: (_, sub) => (
        <Space size={4} wrap>
          <Tag color={sub.baseStatus ? 'success' : 'warning'}>{t('project.manage.designBase')}</Tag>
          <Tag color={sub.mainStatus ? 'success' : 'warning'}>{t('project.manage.designMain')}</Tag>
        </Space>
      ),
    },
    {
      title: t('project.field.progressStatus'),
      dataIndex: 'progressStatus',
      width: 100,
      responsive: ['md'],
      render: (v: string) => optionLabel(options?.progressStatuses, v),
    },
    {
      title: t('kit.actions'),
      key: 'actions',
      width: 300,
      render: (_, sub) => (
        <Space size={0} wrap>
          <Button
            type="link"
            size="small"
            onClick={() => setPanel({ kind: 'parties', sub })}
            data-testid={`parties-${sub.id}`}
          >
            {t('project.manage.parties')}
          </Button>
          <Button
            type="link"
            size="small"
            onClick={() => setPanel({ kind: 'buildings', sub })}
            data-testid={`buildings-${sub.id}`}
          >
            {t('project.manage.buildings')}
          </Button>
          <Can action="update">
            {designButton(sub)}
            {editable && (
              <Button type="link" size="small" onClick={() => setPanel({ kind: 'editSub', sub })}>
                {t('kit.edit')}
              </Button>
            )}
            {statusButton(sub)}
          </Can>
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={16} data-testid="main-project-detail">
      <Card
        title={
          <Space wrap>
            <Button
              type="text"
              icon={<ArrowLeftOutlined />}
              onClick={onBack}
              aria-label={t('project.manage.backToList')}
            />
            <Typography.Text strong>{main.name}</Typography.Text>
            <AuditStatusTag status={main.auditStatus} />
          </Space>
        }
        extra={
          <Space wrap>
            <Can action="update">
              {editable && (
                <Button icon={<EditOutlined />} onClick={() => setPanel({ kind: 'editMain' })}>
                  {t('kit.edit')}
                </Button>
              )}
              {canSubmit && (
                <Button
                  type="primary"
                  icon={<SendOutlined />}
                  onClick={submit}
                  loading={run.submitting}
                  disabled={run.submitting}
                  data-testid="submit-audit"
                >
                  {t('project.manage.submit')}
                </Button>
              )}
            </Can>
            {platform && underReview && (
              <>
                <Button
                  danger
                  icon={<CloseOutlined />}
                  onClick={() => setRejecting(true)}
                  data-testid="reject"
                >
                  {t('project.manage.reject')}
                </Button>
                <Button
                  type="primary"
                  icon={<CheckOutlined />}
                  onClick={approve}
                  loading={run.submitting}
                  disabled={run.submitting}
                  data-testid="approve"
                >
                  {t('project.manage.approve')}
                </Button>
              </>
            )}
          </Space>
        }
      >
        {main.auditStatus === PROJECT_AUDIT_STATUS.REJECTED && main.rejectReason && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('project.manage.rejectedBecause', { reason: main.rejectReason })}
          />
        )}
        {underReview && (
          <Alert
            type="info"
            showIcon
            icon={<AuditOutlined />}
            style={{ marginBottom: 16 }}
            title={t(platform ? 'project.manage.reviewHintPlatform' : 'project.manage.reviewHint')}
          />
        )}
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          items={[
            { key: 'owner', label: t('project.field.owner'), children: main.ownerCompanyName ?? '—' },
            {
              key: 'contractor',
              label: t('project.field.contractor'),
              children: main.contractorCompanyName ?? '—',
            },
            {
              key: 'money',
              label: t('project.field.money'),
              children: main.money ? `${main.money} ${t('units.tenThousandYuan')}` : '—',
            },
            {
              key: 'mode',
              label: t('project.field.contractMode'),
              children: optionLabel(options?.contractModes, main.contractMode) ?? '—',
            },
            { key: 'address', label: t('project.field.address'), children: main.address ?? '—' },
            { key: 'registrant', label: t('project.field.registrant'), children: main.registrantName ?? '—' },
            { key: 'created', label: t('project.field.createdAt'), children: time(main.createdAt) },
            {
              key: 'submitted',
              label: t('project.field.submittedAt'),
              children: time(main.submittedAt) ?? '—',
            },
            { key: 'reviewed', label: t('project.field.reviewedAt'), children: time(main.reviewedAt) ?? '—' },
          ]}
        />
      </Card>

      <ContractorCard projectId={main.id} editable={editable} />

      <Card
        title={t('project.manage.subProjects', { count: main.subProjects.length })}
        extra={
          <Can action="add">
            {editable && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setPanel({ kind: 'addSub' })}
                data-testid="add-sub"
              >
                {t('project.manage.addSub')}
              </Button>
            )}
          </Can>
        }
      >
        <ResponsiveTable<ProjectItem>
          cardTitleKey="name"
          rowKey="id"
          size="middle"
          columns={subColumns}
          dataSource={main.subProjects}
          pagination={false}
          scroll={{ x: 'max-content' }}
          data-testid="sub-projects"
          locale={{ emptyText: t('project.manage.noSubs') }}
        />
      </Card>

      {panel?.kind === 'editMain' && <MainProjectForm editing={main} onClose={() => setPanel(undefined)} />}
      {panel?.kind === 'addSub' && <SubProjectForm main={main} onClose={() => setPanel(undefined)} />}
      {panel?.kind === 'editSub' && (
        <SubProjectForm main={main} editing={panel.sub} onClose={() => setPanel(undefined)} />
      )}
      {(panel?.kind === 'parties' || panel?.kind === 'buildings') && (
        <Drawer
          open
          size={screens.lg ? 1000 : '100%'}
          title={`${panel.sub.name} · ${t(panel.kind === 'parties' ? 'project.manage.parties' : 'project.manage.buildings')}`}
          onClose={() => {
            setPanel(undefined);
            void refresh();
          }}
          data-testid={`${panel.kind}-drawer`}
        >
          {panel.kind === 'parties' ? (
            <ProjectParties projectId={panel.sub.id} />
          ) : (
            <Suspense fallback={<Skeleton active />}>
              <BuildingList projectId={panel.sub.id} />
            </Suspense>
          )}
        </Drawer>
      )}
      <Modal
        open={rejecting}
        title={t('project.manage.rejectTitle')}
        okText={t('project.manage.reject')}
        okButtonProps={{ danger: true, disabled: !rejectReason.trim() }}
        cancelText={t('kit.cancel')}
        confirmLoading={run.submitting}
        onCancel={() => setRejecting(false)}
        onOk={async () => {
          const done = await run.submit({
            action: () => manageApi.audit(main.id, false, rejectReason.trim()),
            done: t('project.manage.rejected'),
          });
          if (done) {
            setRejecting(false);
            setRejectReason('');
          }
        }}
      >
        <Input.TextArea
          rows={4}
          maxLength={200}
          showCount
          value={rejectReason}
          onChange={(e) => setRejectReason(e.target.value)}
          placeholder={t('project.manage.rejectPlaceholder')}
        />
      </Modal>
    </Flex>
  );
}
