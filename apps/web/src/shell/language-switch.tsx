import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { LANGUAGES, type Language } from '@zhuji/shared';
import { Button } from 'antd';
import { type CSSProperties, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveLanguage, setLanguage } from './preferences';

// The dropdown brings antd's menu code along, which the login page would otherwise load before its
// first paint; it follows right after instead, the plain button standing in until then.
const Dropdown = lazy(() => import('antd/es/dropdown'));

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/**
 * A menu button rather than a Select: a Select renders a (read-only) text input, which would sit
 * before the login form's account field for anything that fills "the first text input".
 */
export function LanguageSwitch({ style, iconOnly = false }: { style?: CSSProperties; iconOnly?: boolean }) {
  const { t, i18n } = useTranslation();
  const current = resolveLanguage(i18n.language);
  const button = (
    <Button type="text" aria-label={t('language.label')} icon={<GlobalOutlined />} style={style}>
      {iconOnly ? null : (
        <>
          {t(`language.${current}`)}
          <DownOutlined style={{ fontSize: 10, marginInlineStart: 2 }} />
        </>
      )}
    </Button>
  );
  return (
    <Suspense fallback={button}>
      <Dropdown
        trigger={['click']}
        menu={{
          selectable: true,
          selectedKeys: [current],
          items: LANGUAGES.map((language) => ({ key: language, label: t(`language.${language}`) })),
          onClick: ({ key }) => {
            if (isLanguage(key)) void setLanguage(key);
          },
        }}
      >
        {button}
      </Dropdown>
    </Suspense>
  );
}
