import { roleName } from '@zhuji/shared';
import { useTranslation } from 'react-i18next';
import { resolveLanguage } from '../shell/preferences';

/**
 * A role's name in the UI language: the platform's catalogue names (ROLE_NAMES, shared) by role id, so
 * the session's roles, the member lists and the pickers follow a language switch without a reload; a
 * role the catalogue does not know shows as the server named it (issue 22).
 */
export function useRoleName(): (role: { id: number; name: string }) => string {
  const { i18n } = useTranslation();
  const lang = resolveLanguage(i18n.language);
  return (role) => roleName(role, lang);
}
