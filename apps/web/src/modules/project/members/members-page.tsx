import '../messages';
import {
  KeyOutlined,
  PlusOutlined,
  ReloadOutlined,
  TeamOutlined,
  UserSwitchOutlined,
} from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProjectMemberItem } from '@zhuji/shared';
import {
  App,
  Button,
  Card,
  Empty,
  Flex,
  Grid,
  Input,
  List,
  Result,
  Select,
  Skeleton,
  Space,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../api/request';
import { Can, useCan } from '../../../kit/permission-gate';
import { queryStateProps } from '../../../kit/query-table';
import { WithCurrentProject } from '../../../kit/resource/project-scope';
import { ResponsiveTable } from '../../../kit/responsive-table';
import { useRoleName } from '../../../kit/role-name';
import { useSubmit } from '../../../kit/use-submit';
import { useSession } from '../../../session/session-store';
import { AddMemberDialog } from './add-member-dialog';
import { EditRolesDialog } from './edit-roles-dialog';
import { useRoleOptions, useTypeName } from './member-roles';
import { membersApi } from './members.api';

/** Tag colours by company type (施工 blue, 建设 gold, 监理 green, …), so a row's parties read at a glance. */
const TYPE_COLOR: Record<number, string> = {
  1: 'blue',
  2: 'gold',
  3: 'green',
  4: 'cyan',
  5: 'geekblue',
  6: 'purple',
  7: 'orange',
  8: 'magenta',
  9: 'red',
};

const membersKey = (projectId: number) => ['project', 'members', projectId] as const;

function MembersTable({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const narrow = !Grid.useBreakpoint().md;
  const me = useSession().user.id;
  const typeName = useTypeName();
  const roleName = useRoleName();
  const canUpdate = useCan('update');
  const [keyword, setKeyword] = useState('');
  const [roleId, setRoleId] = useState<number>();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<ProjectMemberItem | null>(null);

  const members = useQuery({
    queryKey: [...membersKey(projectId), keyword, roleId],
    queryFn: () => membersApi.list(projectId, { keyword: keyword || undefined, roleId }),
    placeholderData: keepPreviousData,
  });
  // Asked once the list has answered: a caller the server refuses gets one message, not two.
  const roles = useQuery({
    queryKey: ['project', 'roleInfo', projectId],
    queryFn: () => membersApi.roles(projectId),
    enabled: members.data !== undefined,
  });
  const filterOptions = useRoleOptions(roles.data, true);

  const { submit: reset } = useSubmit(async (member: ProjectMemberItem) => {
    await membersApi.resetPassword(projectId, member.userId);
    modal.success({
      title: t('project.members.resetDone', { name: member.name }),
      content: t('project.members.resetDoneHint'),
    });
  });
  const confirmReset = (member: ProjectMemberItem) =>
    modal.confirm({
      title: t('project.members.resetConfirmTitle'),
      content: t('project.members.resetConfirm', { name: member.name, phone: member.phone }),
      okText: t('project.members.resetOk'),
      okButtonProps: { danger: true, 'data-testid': 'member-reset-ok' },
      cancelText: t('kit.cancel'),
      onOk: () => reset(member),
    });

  const roleTags = (list: ProjectMemberItem['roles']) => (
    <Flex wrap gap={4}>
      {list.map((r) => (
        <Tag
          key={r.id}
          color={TYPE_COLOR[r.compType]}
          title={typeName(r.compType)}
          // English and Spanish role names run two to three times the Chinese: wrap inside the column
          // rather than run over the ID number (issue 22).
          style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}
        >
          {roleName(r)}
        </Tag>
      ))}
    </Flex>
  );
  const idText = (id: string | null) =>
    id ? (
      <Typography.Text style={{ fontFamily: 'monospace' }}>{id}</Typography.Text>
    ) : (
      <Typography.Text type="secondary">{t('project.members.noIdNumber')}</Typography.Text>
    );
  const nameText = (m: ProjectMemberItem) => (
    <Typography.Text strong>
      {m.name}
      {m.userId === me && (
        <Tag bordered={false} style={{ marginInlineStart: 6 }}>
          {t('project.members.you')}
        </Tag>
      )}
    </Typography.Text>
  );
  // A member holding a role the caller may not assign (the platform administrator's, for a project
  // manager) keeps their password: the server refuses that reset.
  const outranks = (m: ProjectMemberItem) =>
    roles.data !== undefined && m.roles.some((r) => !roles.data.some((o) => o.id === r.id));
  const actions = (m: ProjectMemberItem) => (
    <Can action="update">
      <Space size={0} wrap>
        <Button
          type="link"
          size="small"
          icon={<UserSwitchOutlined />}
          onClick={() => setEditing(m)}
          data-testid="member-edit-roles"
        >
          {t('project.members.editRoles')}
        </Button>
        {!outranks(m) && (
          <Button
            type="link"
            size="small"
            icon={<KeyOutlined />}
            onClick={() => confirmReset(m)}
            data-testid="member-reset-password"
          >
            {t('project.members.resetPassword')}
          </Button>
        )}
      </Space>
    </Can>
  );

  const columns: TableColumnsType<ProjectMemberItem> = [
    {
      title: t('project.members.name'),
      dataIndex: 'name',
      width: 140,
      fixed: 'left',
      render: (_: string, m) => (
        <Flex vertical>
          {nameText(m)}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {m.account}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: t('project.members.phone'), dataIndex: 'phone', width: 130 },
    {
      title: t('project.members.company'),
      dataIndex: 'companyName',
      width: 240,
      ellipsis: true,
      render: (name: string) => name || '—',
    },
    {
      title: t('project.members.roles'),
      dataIndex: 'roles',
      width: 200,
      render: roleTags,
    },
    {
      title: t('project.members.idNumber'),
      dataIndex: 'idNumberMasked',
      width: 190,
      render: idText,
    },
    ...(canUpdate
      ? [
          {
            title: t('kit.actions'),
            key: 'actions',
            width: 230,
            render: (_: unknown, m: ProjectMemberItem) => actions(m),
          },
        ]
      : []),
  ];

  if (members.isError && !members.data) {
    const forbidden = members.error instanceof RequestError && members.error.status === 403;
    return (
      <Card>
        {forbidden ? (
          <Result
            status="403"
            title={t('project.members.forbidden')}
            subTitle={t('project.members.forbiddenHint')}
          />
        ) : (
          <Result
            status="warning"
            title={t('kit.loadFailed')}
            subTitle={t('kit.loadFailedHint')}
            extra={<Button onClick={() => void members.refetch()}>{t('kit.retry')}</Button>}
          />
        )}
      </Card>
    );
  }

  const filtered = keyword !== '' || roleId !== undefined;
  const emptyText = (
    <Empty
      description={
        filtered ? t('kit.noMatch') : t(canUpdate ? 'project.members.empty' : 'project.members.emptyReadOnly')
      }
    />
  );
  const pagination =
    members.data && members.data.length > 20 ? { pageSize: 20, showSizeChanger: false } : false;
  return (
    <Card
      title={
        <Space>
          <TeamOutlined />
          {t('project.members.title')}
        </Space>
      }
      extra={
        <Can action="add">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setAdding(true)}
            data-testid="member-add"
          >
            {t('project.members.add')}
          </Button>
        </Can>
      }
    >
      <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('project.members.keyword')}
          onSearch={(value) => setKeyword(value.trim())}
          style={{ width: narrow ? '100%' : 280 }}
          data-testid="member-keyword"
        />
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('project.members.allRoles')}
          loading={roles.isPending}
          options={filterOptions}
          value={roleId}
          onChange={setRoleId}
          style={narrow ? { flex: 1, minWidth: 0 } : { width: 240 }}
          data-testid="member-role-filter"
        />
        <Button
          icon={<ReloadOutlined />}
          onClick={() => void members.refetch()}
          aria-label={t('kit.refresh')}
        />
        <Typography.Text type="secondary" style={{ marginInlineStart: 'auto' }}>
          {members.data ? t('project.members.count', { count: members.data.length }) : null}
        </Typography.Text>
      </Flex>
      {members.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : narrow ? (
        <List
          loading={members.isFetching}
          dataSource={members.data}
          rowKey="userId"
          locale={{ emptyText: emptyText }}
          pagination={pagination}
          renderItem={(m) => (
            <List.Item style={{ display: 'block', paddingInline: 0 }}>
              <Flex justify="space-between" align="baseline" gap={8}>
                {nameText(m)}
                <Typography.Text>{m.phone}</Typography.Text>
              </Flex>
              <Typography.Text type="secondary" style={{ display: 'block', margin: '4px 0 8px' }}>
                {m.companyName || '—'}
              </Typography.Text>
              {roleTags(m.roles)}
              <Flex justify="space-between" align="center" wrap gap={4} style={{ marginTop: 8 }}>
                <span>
                  <Typography.Text type="secondary">{t('project.members.idNumber')}：</Typography.Text>
                  {idText(m.idNumberMasked)}
                </span>
                {actions(m)}
              </Flex>
            </List.Item>
          )}
          data-testid="member-list"
        />
      ) : (
        <ResponsiveTable
          cardTitleKey="name"
          rowKey="userId"
          size="middle"
          {...queryStateProps(members)}
          loading={members.isFetching && !members.isPending}
          columns={columns}
          dataSource={members.data}
          pagination={pagination}
          scroll={{ x: 1000 }}
          locale={{ emptyText }}
          data-testid="member-table"
        />
      )}
      <AddMemberDialog
        projectId={projectId}
        roles={roles.data}
        rolesLoading={roles.isPending}
        open={adding}
        onClose={() => setAdding(false)}
      />
      <EditRolesDialog
        projectId={projectId}
        member={editing}
        roles={roles.data}
        rolesLoading={roles.isPending}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}

/** Menu 'project/members' (项目人员): the current project's people, their companies and roles (docs/product.md §6, docs/domains/project.md). */
export function MembersPage() {
  return <WithCurrentProject>{(projectId) => <MembersTable projectId={projectId} />}</WithCurrentProject>;
}
