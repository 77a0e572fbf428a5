import { BuildOutlined } from '@ant-design/icons';
import { APP_NAME_KEY, LAYOUT } from '@zhuji/shared';
import { Flex, Menu, type MenuProps, Typography, theme } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { matchAppRoute } from '../session/menu-routes';
import { useSession } from '../session/session-store';
import { MenuIcon } from './menu-icon';
import { activeMenuKey, openKeysFor, type SideMenuItem, sideMenuItems } from './menu-model';
import { useTargetPath } from './route-progress';

type MenuItem = Required<MenuProps>['items'][number];

export const SIDEBAR_BG = '#001529';
const HEADER_HEIGHT = 56;

/**
 * The sider's width for a language: Spanish and English menu titles run about a third longer than
 * Chinese ones (Control de calidad de materiales…), so the sider grows rather than cutting them.
 */
export function sidebarWidth(language: string | undefined): number {
  if (language?.startsWith('es')) return LAYOUT.SIDEBAR_WIDTH + 60;
  if (language?.startsWith('en')) return LAYOUT.SIDEBAR_WIDTH + 30;
  return LAYOUT.SIDEBAR_WIDTH;
}

/**
 * The sidebar menu (docs/product.md §2.4) under the '施工生产工作台' header: built from the server menu, hidden
 * entries skipped, up to three levels; external links open in a new tab, internal ones route, and the
 * current page's own path is re-entered through /redirect (docs/product.md §2.2: same path reloads the page).
 */
export function SidebarContent({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const location = useLocation();
  const { routes } = useSession();

  const items = useMemo(() => sideMenuItems(routes), [routes]);
  // The highlight moves on the click, before the page's guard and chunk have answered.
  const target = useTargetPath();
  const current = useMemo(() => matchAppRoute(routes, target)?.chain.at(-1), [routes, target]);
  const selected = activeMenuKey(current);
  const [openKeys, setOpenKeys] = useState<string[]>(() => (selected ? openKeysFor(items, selected) : []));

  // Opening a page from elsewhere (a tab, a link) unfolds its submenu too.
  useEffect(() => {
    if (!selected) return;
    const needed = openKeysFor(items, selected);
    setOpenKeys((open) =>
      needed.every((key) => open.includes(key)) ? open : [...new Set([...open, ...needed])],
    );
  }, [items, selected]);

  // Top-level entries always show an icon (the collapsed sidebar shows nothing else); nested ones only
  // when the menu names one.
  const toMenuItem = (item: SideMenuItem, nested = false): MenuItem => {
    const label = t(item.title as 'menu.Home');
    const icon = nested && !item.icon ? undefined : <MenuIcon name={item.icon} />;
    if (item.children) {
      return {
        key: item.key,
        icon,
        label: <span title={label}>{label}</span>,
        children: item.children.map((child) => toMenuItem(child, true)),
      };
    }
    return {
      key: item.key,
      icon,
      label: item.external ? (
        <a href={item.key} target="_blank" rel="noopener noreferrer">
          {label}
        </a>
      ) : (
        // A label still too long for the sider ends in … and shows whole on hover.
        <span title={label}>{label}</span>
      ),
      title: label,
    };
  };

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (/^(https?:|mailto:|tel:)/i.test(key)) return; // the anchor opens it in a new tab
    onNavigate?.();
    if (key === location.pathname)
      void navigate(`/redirect${location.pathname}${location.search}`, { replace: true });
    else void navigate(key);
  };

  return (
    <Flex vertical style={{ minHeight: '100%', background: SIDEBAR_BG }}>
      <Flex
        align="center"
        justify={collapsed ? 'center' : 'flex-start'}
        gap={10}
        style={{
          height: HEADER_HEIGHT,
          padding: collapsed ? 0 : '0 20px',
          flexShrink: 0,
          borderBottom: '1px solid rgba(255,255,255,0.08)',
        }}
      >
        <BuildOutlined style={{ fontSize: 22, color: token.colorPrimary }} />
        {!collapsed && (
          <Typography.Text strong ellipsis style={{ color: token.colorWhite, fontSize: 16 }}>
            {t(APP_NAME_KEY.MENU_HEADER)}
          </Typography.Text>
        )}
      </Flex>
      <Menu
        theme="dark"
        mode="inline"
        aria-label={t('shell.navigation')}
        inlineCollapsed={collapsed}
        items={items.map((item) => toMenuItem(item))}
        selectedKeys={selected ? [selected] : []}
        {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
        onClick={onClick}
        style={{ borderInlineEnd: 0, background: SIDEBAR_BG }}
      />
    </Flex>
  );
}
