import '../messages';
import { useQueryClient } from '@tanstack/react-query';
import type { ProjectMemberItem, ProjectRoleInfoItem } from '@zhuji/shared';
import { Alert, App, Modal, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../../kit/use-submit';
import { RoleSelect } from './member-roles';
import { membersApi } from './members.api';

/** 修改角色: the member's whole set of roles; an empty set removes them from the project, after a confirmation. */
export function EditRolesDialog({
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
