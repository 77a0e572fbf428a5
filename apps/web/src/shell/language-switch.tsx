import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { LANGUAGES, type Language } from '@zhuji/shared';
import { Button } from 'antd';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveLanguage, setLanguage } from './preferences';

// The dropdown brings antd's menu code along (~25 KB): fetched when the pointer or the focus comes to
// the button, not with the login page over a slow link (issue 21), the plain button standing in until
// then; a click on it opens the menu as soon as it is there.
type DropdownComponent = typeof import('antd/es/dropdown').default;
let dropdownModule: Promise<DropdownComponent> | undefined;
let loadedDropdown: DropdownComponent | undefined;
const loadDropdown = () =>
  (dropdownModule ??= import('antd/es/dropdown').then((m) => {
    loadedDropdown = m.default;
    return m.default;
  }));

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/**
 * A menu button rather than a Select: a Select renders a (read-only) text input, which would sit
 * before the login form's account field for anything that fills "the first text input".
 */
export function LanguageSwitch({ style, iconOnly = false }: { style?: CSSProperties; iconOnly?: boolean }) {
  const { t, i18n } = useTranslation();
  const current = resolveLanguage(i18n.language);
  const [Dropdown, setDropdown] = useState(() => loadedDropdown);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The button is drawn anew inside the dropdown: a keyboard user keeps the focus on it.
  const refocus = useRef(false);
  const load = (openIt: boolean) => {
    void loadDropdown().then((component) => {
      refocus.current = document.activeElement === buttonRef.current;
      setDropdown(() => component);
      if (openIt) setOpen(true);
    });
  };
  useEffect(() => {
    if (Dropdown && refocus.current) buttonRef.current?.focus();
  }, [Dropdown]);
  const button = (
    <Button
      ref={buttonRef}
      type="text"
      aria-label={t('language.label')}
      icon={<GlobalOutlined />}
      style={style}
      {...(Dropdown
        ? {}
        : { onPointerEnter: () => load(false), onFocus: () => load(false), onClick: () => load(true) })}
    >
      {iconOnly ? null : (
        <>
          {t(`language.${current}`)}
          <DownOutlined style={{ fontSize: 10, marginInlineStart: 2 }} />
        </>
      )}
    </Button>
  );
  if (!Dropdown) return button;
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: LANGUAGES.map((language) => ({ key: language, label: t(`language.${language}`) })),
        onClick: ({ key }) => {
          setOpen(false);
          if (isLanguage(key)) void setLanguage(key);
        },
      }}
    >
      {button}
    </Dropdown>
  );
}
