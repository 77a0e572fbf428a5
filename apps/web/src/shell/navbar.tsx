import {
  AuditOutlined,
  BankOutlined,
  BellOutlined,
  DownOutlined,
  KeyOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  MobileOutlined,
  ProjectOutlined,
  SafetyCertificateOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  APPROVAL_ROUTE,
  flowCalls,
  isProjectInfoComplete,
  MY_MESSAGE_ROUTE,
  UNREAD_BADGE_MAX,
} from '@zhuji/shared';
import {
  Avatar,
  Badge,
  Button,
  Dropdown,
  Flex,
  Grid,
  type MenuProps,
  Select,
  Tooltip,
  Typography,
  theme,
} from 'antd';
import { type CSSProperties, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { call } from '../api/call';
import { useStoredImage } from '../kit/photo-upload';
import { useRoleName } from '../kit/role-name';
import { PASSWORD_UPDATE_PATH, PHONE_UPDATE_PATH } from '../session/menu-routes';
import { openProfileDialog } from '../session/profile-dialog-store';
import { currentProjectItem, setUnreadCount, useSession } from '../session/session-store';
import { ShellBreadcrumb } from './breadcrumb';
import { LanguageSwitch } from './language-switch';
import { useSessionActions } from './session-actions';
import { setDrawerOpen, setSidebarOpened, useSidebarStore } from './sidebar-state';
import { SizeSwitch } from './size-switch';

export const NAVBAR_HEIGHT = 56;
/** The phone's one-row header (docs/product.md §2.4 on a narrow screen). */
const NAVBAR_HEIGHT_PHONE = 48;

/** 'MyMessage' in the menu decides whether the messages link shows (docs/product.md §2.5). */
const MY_MESSAGE_NAME = 'MyMessage';
/** 'ApprovalCenter' in the menu decides whether the pending-task badge shows. */
const APPROVAL_NAME = 'ApprovalCenter';

/**
 * The approval boxes and unread messages of the current project (GET /api/flow/counts), under the
 * approval centre's query key: every page that acts on a flow invalidates ['flow'], which refreshes
 * both badges; otherwise they are polled every minute.
 */
function useNavbarCounts() {
  const { user, permittedNames } = useSession();
  const enabled =
    user.currentProject !== null &&
    user.currentProject !== undefined &&
    (permittedNames.has(MY_MESSAGE_NAME) || permittedNames.has(APPROVAL_NAME));
  const counts = useQuery({
    queryKey: ['flow', 'counts'],
    queryFn: () => call(flowCalls.counts),
    enabled,
    refetchInterval: 60_000,
  });
  const unread = counts.data?.unread;
  useEffect(() => {
    if (unread !== undefined) setUnreadCount(unread);
  }, [unread]);
  return counts.data;
}

function ApprovalLink({ todo }: { todo: number }) {
  const { t } = useTranslation();
  const { permittedNames } = useSession();
  if (!permittedNames.has(APPROVAL_NAME)) return null;
  return (
    <Tooltip title={t('shell.approvals')}>
      <Link
        to={APPROVAL_ROUTE}
        aria-label={t('shell.pendingApprovals', { count: todo })}
        data-testid="approval-link"
      >
        <Badge count={todo} overflowCount={UNREAD_BADGE_MAX} size="small" offset={[-2, 4]}>
          <Button type="text" tabIndex={-1} icon={<AuditOutlined style={{ fontSize: 17 }} />} />
        </Badge>
      </Link>
    </Tooltip>
  );
}

function ProjectSelect({ width }: { width: CSSProperties['width'] }) {
  const { t } = useTranslation();
  const { user, projects } = useSession();
  const { switchProject, busy } = useSessionActions();
  if (projects.length < 1) return null;
  return (
    <Select
      aria-label={t('shell.project')}
      data-testid="project-select"
      value={user.currentProject?.id}
      placeholder={t('shell.projectPlaceholder')}
      disabled={busy}
      showSearch={{ optionFilterProp: 'label' }}
      notFoundContent={t('shell.noMatchingProject')}
      prefix={<ProjectOutlined />}
      popupMatchSelectWidth={false}
      style={{ width }}
      options={projects.map((project) => ({
        value: project.proId,
        label: project.projectName,
        title: project.mainProjectName ?? project.projectName,
      }))}
      onChange={(projectId: number) => {
        if (projectId !== user.currentProject?.id) void switchProject(projectId);
      }}
    />
  );
}

function RoleSelect({ width }: { width: CSSProperties['width'] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { user } = useSession();
  const roleName = useRoleName();
  const { switchRole, busy } = useSessionActions();
  if (user.roles.length > 1) {
    return (
      <Select
        aria-label={t('shell.role')}
        data-testid="role-select"
        value={user.currentRole?.id}
        disabled={busy}
        prefix={<SafetyCertificateOutlined />}
        popupMatchSelectWidth={false}
        style={{ width }}
        options={user.roles.map((role) => ({ value: role.id, label: roleName(role) }))}
        onChange={(roleId: number) => {
          if (roleId !== user.currentRole?.id) void switchRole(roleId);
        }}
      />
    );
  }
  if (!user.currentRole) return null;
  return (
    <Flex
      align="center"
      gap={6}
      data-testid="role-name"
      style={{ color: token.colorTextSecondary, whiteSpace: 'nowrap' }}
    >
      <SafetyCertificateOutlined />
      <Typography.Text>{roleName(user.currentRole)}</Typography.Text>
    </Flex>
  );
}

/** docs/product.md §4 change unit: only an account of more than one unit chooses; one unit is just the account's. */
function UnitSelect({ width }: { width: CSSProperties['width'] }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { switchUnit } = useSessionActions();
  if (user.units.length < 2) return null;
  return (
    <Select
      aria-label={t('shell.unit')}
      data-testid="unit-select"
      value={user.currentUnit.id}
      prefix={<BankOutlined />}
      popupMatchSelectWidth={false}
      style={{ width }}
      options={user.units.map((unit) => ({ value: unit.id, label: unit.name }))}
      onChange={(unitId: number) => {
        if (unitId !== user.currentUnit.id) switchUnit(unitId);
      }}
    />
  );
}

function MessagesLink() {
  const { t } = useTranslation();
  const { user, permittedNames } = useSession();
  if (!permittedNames.has(MY_MESSAGE_NAME)) return null;
  const count = user.collaboration.msgCount;
  return (
    <Tooltip title={t('shell.messages')}>
      <Link to={MY_MESSAGE_ROUTE} aria-label={t('shell.unread', { count })} data-testid="messages-link">
        <Badge count={count} overflowCount={UNREAD_BADGE_MAX} size="small" offset={[-2, 4]}>
          <Button type="text" tabIndex={-1} icon={<BellOutlined style={{ fontSize: 17 }} />} />
        </Badge>
      </Link>
    </Tooltip>
  );
}

function UserMenu({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { user, projects } = useSession();
  const { logout } = useSessionActions();
  // docs/product.md §2.5: change password only once the project information is complete.
  const infoComplete = isProjectInfoComplete(currentProjectItem(projects, user)?.auditStatus);
  const avatar = useStoredImage(user.avatar);
  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: t('shell.profileMenu') },
    ...(infoComplete ? [{ key: 'password', icon: <KeyOutlined />, label: t('shell.changePassword') }] : []),
    { key: 'phone', icon: <MobileOutlined />, label: t('shell.changePhone') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('shell.logout'), danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') openProfileDialog();
    else if (key === 'password') void navigate(PASSWORD_UPDATE_PATH);
    else if (key === 'phone') void navigate(PHONE_UPDATE_PATH);
    else if (key === 'logout') void logout();
  };
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick }} placement="bottomRight">
      <Button type="text" data-testid="user-menu" style={{ paddingInline: 6, height: 40 }}>
        <Flex align="center" gap={8}>
          <Avatar size={28} src={avatar} style={{ background: token.colorPrimary, flexShrink: 0 }}>
            {user.name.slice(0, 1)}
          </Avatar>
          {!compact && <span>{t('shell.greeting', { name: user.name })}</span>}
          <DownOutlined style={{ fontSize: 10, color: token.colorTextTertiary }} />
        </Flex>
      </Button>
    </Dropdown>
  );
}

/**
 * The top bar (docs/product.md §2.5): menu toggle and breadcrumb on the left; project and role selectors, the
 * messages link, language and size, and the user menu on the right. On a narrow screen the selectors
 * move to a second row.
 */
export function Navbar({ mobile }: { mobile: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const opened = useSidebarStore((state) => state.opened);
  const drawerOpen = useSidebarStore((state) => state.drawerOpen);
  const expanded = mobile ? drawerOpen : opened;
  const narrow = !screens.md;
  const selectorsInline = !mobile;
  // On a phone the selectors fold behind one button so the header stays one row (content starts
  // near the top); between md and the sidebar threshold they keep their own second row.
  const [selectorsOpen, setSelectorsOpen] = useState(false);
  const selectorsShown = !selectorsInline && (!narrow || selectorsOpen);
  const counts = useNavbarCounts();

  const toggle = () => (mobile ? setDrawerOpen(!drawerOpen) : setSidebarOpened(!opened));

  return (
    <Flex
      vertical
      style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
    >
      <Flex
        align="center"
        gap={narrow ? 4 : 8}
        style={{ height: narrow ? NAVBAR_HEIGHT_PHONE : NAVBAR_HEIGHT, paddingInline: narrow ? 4 : 12 }}
      >
        <Button
          type="text"
          data-testid="sidebar-toggle"
          aria-label={t(expanded ? 'shell.collapse' : 'shell.expand')}
          aria-expanded={expanded}
          icon={expanded ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
          onClick={toggle}
          style={{ fontSize: 16 }}
        />
        <div
          style={{ flex: 1, minWidth: 0, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}
        >
          <ShellBreadcrumb lastOnly={narrow} />
        </div>
        <Flex align="center" gap={narrow ? 0 : 8} style={{ flexShrink: 0 }}>
          {selectorsInline && <ProjectSelect width={screens.xl ? 240 : 200} />}
          {selectorsInline && <UnitSelect width={200} />}
          {selectorsInline && <RoleSelect width={170} />}
          {narrow && (
            <Tooltip title={t('shell.project')}>
              <Button
                type="text"
                data-testid="selectors-toggle"
                aria-label={t('shell.project')}
                aria-expanded={selectorsOpen}
                icon={<ProjectOutlined style={{ fontSize: 17 }} />}
                onClick={() => setSelectorsOpen(!selectorsOpen)}
              />
            </Tooltip>
          )}
          <ApprovalLink todo={counts?.todo ?? 0} />
          <MessagesLink />
          <LanguageSwitch iconOnly />
          {!narrow && <SizeSwitch />}
          <UserMenu compact={narrow} />
        </Flex>
      </Flex>
      {selectorsShown && (
        <Flex align="center" gap={8} wrap style={{ padding: '0 12px 10px' }} data-testid="navbar-selectors">
          <ProjectSelect width={narrow ? '100%' : 260} />
          <UnitSelect width={narrow ? '100%' : 220} />
          <RoleSelect width={narrow ? '100%' : 180} />
        </Flex>
      )}
    </Flex>
  );
}
