import { CloseCircleOutlined, CloseOutlined, ColumnWidthOutlined, ReloadOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps, Tabs, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { landingAfterClose, type TabsAction, type VisitedTab } from './tabs-model';
import { useTabsStore } from './tabs-store';

type TabCommand = 'refresh' | 'close' | 'closeOthers' | 'closeAll';

/**
 * The tabs view of docs/product.md §2.4: one tab per visited page, affix tabs without a close button, and a
 * right-click menu to refresh (through /redirect), close, close others or close all.
 */
export function TabsView() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const location = useLocation();
  const tabs = useTabsStore((state) => state.tabs);
  const dispatch = useTabsStore((state) => state.dispatch);

  const closeWith = (action: TabsAction) => {
    const next = dispatch(action);
    const landing = landingAfterClose(next, location.pathname);
    if (landing !== undefined) void navigate(landing);
  };

  const run = (command: TabCommand, tab: VisitedTab) => {
    switch (command) {
      case 'refresh':
        void navigate(`/redirect${tab.fullPath}`, { replace: tab.path === location.pathname });
        break;
      case 'close':
        closeWith({ type: 'close', path: tab.path });
        break;
      case 'closeOthers':
        dispatch({ type: 'closeOthers', path: tab.path });
        if (tab.path !== location.pathname) void navigate(tab.fullPath);
        break;
      case 'closeAll':
        closeWith({ type: 'closeAll' });
        break;
    }
  };

  const contextMenu = (tab: VisitedTab): MenuProps => ({
    items: [
      { key: 'refresh', icon: <ReloadOutlined />, label: t('shell.tabs.refresh') },
      { key: 'close', icon: <CloseOutlined />, label: t('shell.tabs.close'), disabled: tab.affix },
      { key: 'closeOthers', icon: <ColumnWidthOutlined />, label: t('shell.tabs.closeOthers') },
      { key: 'closeAll', icon: <CloseCircleOutlined />, label: t('shell.tabs.closeAll') },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      run(key as TabCommand, tab);
    },
  });

  return (
    <Tabs
      type="editable-card"
      hideAdd
      size="small"
      aria-label={t('shell.tabs.label')}
      activeKey={location.pathname}
      onChange={(key) => {
        const tab = tabs.find((item) => item.path === key);
        if (tab) void navigate(tab.fullPath);
      }}
      onEdit={(key, action) => {
        if (action === 'remove' && typeof key === 'string') closeWith({ type: 'close', path: key });
      }}
      tabBarStyle={{ margin: 0, paddingInline: 12, paddingTop: 6 }}
      style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
      items={tabs.map((tab) => ({
        key: tab.path,
        closable: !tab.affix,
        label: (
          <Dropdown trigger={['contextMenu']} menu={contextMenu(tab)}>
            <span data-tab-path={tab.path}>{tab.label ?? t(tab.title as 'menu.Home')}</span>
          </Dropdown>
        ),
      }))}
    />
  );
}
