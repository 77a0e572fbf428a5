import { GlobalOutlined } from '@ant-design/icons';
import { LANGUAGES, type Language } from '@zhuji/shared';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { resolveLanguage, setLanguage } from './preferences';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Select<Language>
      aria-label={t('language.label')}
      prefix={<GlobalOutlined />}
      value={resolveLanguage(i18n.language)}
      onChange={(language) => void setLanguage(language)}
      options={LANGUAGES.map((language) => ({ value: language, label: t(`language.${language}`) }))}
      variant="borderless"
      popupMatchSelectWidth={false}
    />
  );
}
