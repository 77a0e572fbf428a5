import '../messages';
import {
  KeyOutlined,
  PlusOutlined,
  ReloadOutlined,
  TeamOutlined,
  UserSwitchOutlined,
} from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  citizenIdSchema,
  isPhone,
  type ProjectMemberItem,
  type ProjectRoleInfoItem,
  personNameSchema,
  phoneSchema,
} from '@zhuji/shared';
import {
  Alert,
  App,
  Button,
  Card,
  Empty,
  Flex,
  Form,
  Grid,
  Input,
  List,
  Modal,
  Result,
  Select,
  Skeleton,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../api/request';
import { useRules } from '../../../kit/form-rules';
import { Can, useCan } from '../../../kit/permission-gate';
import { queryStateProps } from '../../../kit/query-table';
import { WithCurrentProject } from '../../../kit/resource/project-scope';
import { useSubmit } from '../../../kit/use-submit';
import { useSession } from '../../../session/session-store';
import { type AddMemberValues, membersApi } from './members.api';

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

function useTypeName() {
  const { t } = useTranslation();
  return (compType: number) =>
    t(`companyType.${compType}`, { defaultValue: t('project.members.platform') }) as string;
}

/** The role options grouped by the company type they belong to, with how many members hold each. */
function useRoleOptions(roles: readonly ProjectRoleInfoItem[] | undefined, withCount: boolean) {
  const { t } = useTranslation();
  const typeName = useTypeName();
  return useMemo(() => {
    const groups = new Map<number, { label: string; options: { value: number; label: string }[] }>();
    for (const role of roles ?? []) {
      let group = groups.get(role.compType);
      if (!group) {
        group = { label: typeName(role.compType), options: [] };
        groups.set(role.compType, group);
      }
      group.options.push({
        value: role.id,
        label: withCount
          ? t('project.members.roleOption', { name: role.name, count: role.memberCount })
          : role.name,
      });
    }
    return [...groups.values()];
  }, [roles, withCount, t, typeName]);
}

function RoleSelect(props: {
  roles: readonly ProjectRoleInfoItem[] | undefined;
  loading: boolean;
  value?: number[];
  onChange?: (value: number[]) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const options = useRoleOptions(props.roles, false);
  return (
    <Select
      mode="multiple"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={props.loading}
      options={options}
      value={props.value}
      onChange={props.onChange}
      placeholder={t('project.members.rolesPlaceholder')}
      style={{ width: '100%' }}
      data-testid={props.testId}
    />
  );
}

/** 添加人员: name, mobile, ID number and roles; an already registered mobile is said before saving. */
function AddMemberDialog({
  projectId,
  roles,
  rolesLoading,
  open,
  onClose,
}: {
  projectId: number;
  roles: readonly ProjectRoleInfoItem[] | undefined;
  rolesLoading: boolean;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rules = useRules();
  const client = useQueryClient();
  const [form] = Form.useForm<AddMemberValues>();
  const mobile = Form.useWatch('mobile', form)?.trim() ?? '';
  const matching = useQuery({
    queryKey: ['user', 'matching', mobile],
    queryFn: () => membersApi.matching(mobile),
    enabled: open && isPhone(mobile),
    staleTime: 60_000,
  });
  const { submitting, submit } = useSubmit(async (values: AddMemberValues) => {
    try {
      await membersApi.add(projectId, values);
      message.success(t('project.members.added', { name: values.name }));
      form.resetFields();
      onClose();
    } finally {
      // A later role may have failed after the first joined: the list shows what was saved.
      await client.invalidateQueries({ queryKey: ['project', 'members', projectId] });
      await client.invalidateQueries({ queryKey: ['project', 'roleInfo', projectId] });
    }
  });
  const match = isPhone(mobile) ? matching.data : undefined;
  // A registered mobile joins under its account's own name: fill it in when the field is still empty.
  useEffect(() => {
    if (match?.exists && match.name && !form.getFieldValue('name')) {
      form.setFieldValue('name', match.name);
      void form.validateFields(['name']).catch(() => undefined);
    }
  }, [match, form]);

  return (
    <Modal
      open={open}
      title={t('project.members.add')}
      onCancel={onClose}
      okText={t('kit.save')}
      cancelText={t('kit.cancel')}
      confirmLoading={submitting}
      onOk={() => form.submit()}
      okButtonProps={{ 'data-testid': 'member-add-submit' }}
      destroyOnHidden
      forceRender
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark
        onFinish={(values) => void submit(values)}
        data-testid="member-add-form"
        style={{ marginTop: 16 }}
      >
        <Form.Item
          name="mobile"
          label={t('project.members.phone')}
          validateFirst
          rules={[rules.required('phoneRequired'), rules.schema(phoneSchema)]}
        >
          <Input maxLength={11} inputMode="numeric" placeholder={t('project.members.mobilePlaceholder')} />
        </Form.Item>
        {match && (
          <Alert
            type={match.exists ? 'warning' : 'info'}
            showIcon
            style={{ marginTop: -8, marginBottom: 16 }}
            title={
              match.exists
                ? t('project.members.existing', { name: match.name ?? '', company: match.companyName ?? '' })
                : t('project.members.newAccount')
            }
            data-testid="member-add-matching"
          />
        )}
        <Form.Item
          name="name"
          label={t('project.members.name')}
          validateFirst
          rules={[rules.required('nameRequired'), rules.schema(personNameSchema)]}
        >
          <Input maxLength={20} placeholder={t('project.members.namePlaceholder')} />
        </Form.Item>
        <Form.Item
          name="idNumber"
          label={t('project.members.idNumber')}
          normalize={(v: string) => v.toUpperCase()}
          rules={[rules.schema(citizenIdSchema)]}
        >
          <Input maxLength={18} placeholder={t('project.members.idNumberPlaceholder')} />
        </Form.Item>
        <Form.Item
          name="roleIds"
          label={t('project.members.roles')}
          rules={[{ required: true, type: 'array', min: 1, message: t('project.members.rolesRequired') }]}
        >
          <RoleSelect roles={roles} loading={rolesLoading} testId="member-add-roles" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 修改角色: the member's whole set of roles; an empty set removes them from the project, after a confirmation. */
function EditRolesDialog({
  projectId,
  member,
  roles,
  rolesLoading,
  onClose,
}: {
  projectId: number;
  member: ProjectMemberItem | null;
  roles: readonly ProjectRoleInfoItem[] | undefined;
  rolesLoading: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [roleIds, setRoleIds] = useState<number[] | undefined>();
  const current = roleIds ?? member?.roles.map((r) => r.id) ?? [];
  // A role the caller may not assign (the platform administrator's) is still shown, as held.
  const offered = useMemo(() => {
    const known = new Set((roles ?? []).map((r) => r.id));
    const extra = (member?.roles ?? [])
      .filter((r) => !known.has(r.id))
      .map((r) => ({ ...r, memberCount: 0 }));
    return [...(roles ?? []), ...extra];
  }, [roles, member]);
  const close = () => {
    setRoleIds(undefined);
    onClose();
  };
  const { submitting, submit } = useSubmit(async (ids: number[]) => {
    if (!member) return;
    await membersApi.saveRoles(projectId, member.userId, ids);
    message.success(t(ids.length ? 'project.members.rolesSaved' : 'project.members.removed', member));
    await client.invalidateQueries({ queryKey: ['project', 'members', projectId] });
    await client.invalidateQueries({ queryKey: ['project', 'roleInfo', projectId] });
    close();
  });
  const save = () => {
    if (current.length) return void submit(current);
    modal.confirm({
      title: t('project.members.removeConfirmTitle'),
      content: t('project.members.removeConfirm', { name: member?.name }),
      okButtonProps: { danger: true },
      okText: t('kit.save'),
      cancelText: t('kit.cancel'),
      onOk: () => submit([]),
    });
  };
  return (
    <Modal
      open={member !== null}
      title={t('project.members.editTitle', { name: member?.name })}
      onCancel={close}
      onOk={save}
      okText={t('kit.save')}
      cancelText={t('kit.cancel')}
      confirmLoading={submitting}
      okButtonProps={{ 'data-testid': 'member-roles-submit' }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('project.members.editHint')}</Typography.Paragraph>
      <RoleSelect
        roles={offered}
        loading={rolesLoading}
        value={current}
        onChange={setRoleIds}
        testId="member-roles-select"
      />
      {current.length === 0 && (
        <Alert type="warning" showIcon style={{ marginTop: 12 }} title={t('project.members.removeAll')} />
      )}
    </Modal>
  );
}

function MembersTable({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const narrow = !Grid.useBreakpoint().md;
  const me = useSession().user.id;
  const typeName = useTypeName();
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
          style={{ marginInlineEnd: 0 }}
        >
          {r.name}
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
        <Table
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

/** Menu 'project/members' (项目人员): the current project's people, their companies and roles (spec §6, §7.7). */
export function MembersPage() {
  return <WithCurrentProject>{(projectId) => <MembersTable projectId={projectId} />}</WithCurrentProject>;
}
