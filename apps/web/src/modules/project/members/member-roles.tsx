import '../messages';
import { companyTypeName, type ProjectRoleInfoItem } from '@zhuji/shared';
import { Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoleName } from '../../../kit/role-name';
import { resolveLanguage } from '../../../shell/preferences';

export function useTypeName() {
  const { t, i18n } = useTranslation();
  const lang = resolveLanguage(i18n.language);
  return (compType: number) => companyTypeName(compType, lang) ?? t('project.members.platform');
}

/** The role options grouped by the company type they belong to, with how many members hold each. */
export function useRoleOptions(roles: readonly ProjectRoleInfoItem[] | undefined, withCount: boolean) {
  const { t } = useTranslation();
  const typeName = useTypeName();
  const roleName = useRoleName();
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
          ? t('project.members.roleOption', { name: roleName(role), count: role.memberCount })
          : roleName(role),
      });
    }
    return [...groups.values()];
  }, [roles, withCount, t, typeName, roleName]);
}

export function RoleSelect(props: {
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
