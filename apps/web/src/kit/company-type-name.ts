import { companyTypeName } from '@zhuji/shared';
import { useTranslation } from 'react-i18next';
import { resolveLanguage } from '../shell/preferences';

/**
 * A company type's name in the UI language, from the one shared table the server's dictionary also
 * reads (COMPANY_TYPE_NAMES; issue 22: the web kept a second copy in its locales). A number that is no
 * company type shows as a dash, never as a raw i18n key.
 */
export function useCompanyTypeName(): (type: number | null | undefined) => string {
  const { i18n } = useTranslation();
  const lang = resolveLanguage(i18n.language);
  return (type) => companyTypeName(type, lang) ?? '—';
}
