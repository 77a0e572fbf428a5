import {
  ApartmentOutlined,
  BankOutlined,
  BuildOutlined,
  CheckCircleFilled,
  LogoutOutlined,
  ProjectOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  DIVISION,
  type Division,
  isProjectInfoComplete,
  type ProjectListItem,
  type UserInfo,
} from '@zhuji/shared';
import {
  Avatar,
  Button,
  Card,
  Descriptions,
  Empty,
  Flex,
  Grid,
  Result,
  Skeleton,
  Space,
  Statistic,
  Tag,
  Typography,
  theme,
} from 'antd';
import type { ParseKeys } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logoutOnServer, projectListQuery, userInfoQuery } from '../../session/account';
import { logout } from '../../session/logout';
import { currentBranding } from '../../shell/branding';
import { LanguageSwitch } from '../../shell/language-switch';

const branding = currentBranding();

const DIVISION_KEY: Record<Division, ParseKeys> = {
  [DIVISION.MAIN]: 'division.MAIN',
  [DIVISION.PILE_FOUNDATION]: 'division.PILE_FOUNDATION',
};

const isDivision = (value: string): value is Division => Object.hasOwn(DIVISION_KEY, value);

function greetingKey(hour: number): ParseKeys {
  if (hour < 12) return 'home.greeting.morning';
  if (hour < 18) return 'home.greeting.afternoon';
  return 'home.greeting.evening';
}

function useDivisionLabel() {
  const { t } = useTranslation();
  return (division: string | null | undefined): string | undefined => {
    if (!division) return undefined;
    return isDivision(division) ? t(DIVISION_KEY[division]) : division;
  };
}

/** Server logout, then the local one (debounced, spec §4), then a reload that lands on /login. */
function useLeave() {
  const [leaving, setLeaving] = useState(false);
  const leave = async () => {
    setLeaving(true);
    try {
      await logoutOnServer();
    } catch {
      // Already shown by the request layer; the local session ends regardless.
    }
    await logout();
    window.location.reload();
  };
  return { leaving, leave: () => void leave() };
}

/** Landing page until the layout shell and the server menu arrive: who is logged in, and where. */
export function HomePage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const compact = !screens.md;
  const userInfo = useQuery(userInfoQuery());
  const projects = useQuery(projectListQuery());
  const { leaving, leave } = useLeave();
  const user = userInfo.data;

  return (
    <Flex vertical style={{ minHeight: '100vh', background: token.colorBgLayout }}>
      <Flex
        component="header"
        justify="space-between"
        align="center"
        gap="small"
        style={{
          padding: compact ? '0 12px' : '0 24px',
          height: 56,
          background: token.colorPrimary,
          color: token.colorWhite,
        }}
      >
        <Flex align="center" gap="small" style={{ minWidth: 0 }}>
          <BuildOutlined style={{ fontSize: 22 }} />
          <Typography.Text strong ellipsis style={{ color: token.colorWhite, fontSize: 16 }}>
            {t(compact ? branding.platformNameKey : 'app.name.workbench')}
          </Typography.Text>
        </Flex>
        <Flex align="center" gap={compact ? 4 : 'small'} style={{ flexShrink: 0 }}>
          {!compact && user && (
            <Space size="small">
              <Avatar size="small" style={{ background: token.colorWhite, color: token.colorPrimary }}>
                {user.name.slice(0, 1)}
              </Avatar>
              <Typography.Text style={{ color: token.colorWhite }}>{user.name}</Typography.Text>
            </Space>
          )}
          <LanguageSwitch iconOnly={compact} style={{ color: token.colorWhite }} />
          <Button
            type="text"
            icon={<LogoutOutlined />}
            loading={leaving}
            style={{ color: token.colorWhite }}
            aria-label={t('home.logout')}
            onClick={leave}
          >
            {compact ? null : t('home.logout')}
          </Button>
        </Flex>
      </Flex>

      <Flex
        component="main"
        vertical
        gap={compact ? 12 : 16}
        style={{
          boxSizing: 'border-box',
          width: '100%',
          maxWidth: 1040,
          margin: '0 auto',
          padding: compact ? 12 : 24,
        }}
      >
        {userInfo.isError ? (
          <Card>
            <Result
              status="warning"
              title={t('home.loadFailed')}
              extra={
                <Button type="primary" onClick={() => void userInfo.refetch()}>
                  {t('home.retry')}
                </Button>
              }
            />
          </Card>
        ) : (
          <WelcomeCard user={user} projectCount={projects.data?.length} compact={compact} />
        )}
        <ProjectsCard
          projects={projects.data}
          loading={projects.isPending}
          failed={projects.isError}
          currentProjectId={user?.currentProject?.id}
        />
        <Typography.Text type="secondary" style={{ textAlign: 'center', fontSize: token.fontSizeSM }}>
          {t('home.description')}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}

function WelcomeCard({
  user,
  projectCount,
  compact,
}: {
  user: UserInfo | undefined;
  projectCount: number | undefined;
  compact: boolean;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const divisionLabel = useDivisionLabel();

  if (!user) {
    return (
      <Card aria-busy="true">
        <Skeleton active avatar={{ size: 64 }} paragraph={{ rows: 4 }} />
      </Card>
    );
  }

  const project = user.currentProject;
  const none = <Typography.Text type="secondary">—</Typography.Text>;
  const item = (key: string, icon: ReactNode, label: string, children: ReactNode) => ({
    key,
    label: (
      <Space size={6}>
        {icon}
        {label}
      </Space>
    ),
    children,
  });

  return (
    <Card styles={{ body: { padding: compact ? 16 : 24 } }}>
      <Flex justify="space-between" align="center" wrap gap="middle">
        <Flex align="center" gap="middle" style={{ minWidth: 0 }}>
          <Avatar
            size={compact ? 52 : 64}
            style={{ background: token.colorPrimary, fontSize: compact ? 22 : 28 }}
          >
            {user.name.slice(0, 1)}
          </Avatar>
          <Flex vertical style={{ minWidth: 0 }}>
            <Typography.Title level={compact ? 4 : 3} style={{ margin: 0 }}>
              {t(greetingKey(new Date().getHours()), { name: user.name })}
            </Typography.Title>
            <Typography.Text type="secondary">
              {t('home.welcome', { platform: t(branding.platformNameKey) })}
            </Typography.Text>
          </Flex>
        </Flex>
        <Flex gap={compact ? 'large' : 48} style={{ paddingInline: compact ? 0 : 8 }}>
          <Statistic title={t('home.projectCount')} value={projectCount ?? '—'} />
          <Statistic title={t('home.unreadMessages')} value={user.collaboration.msgCount} />
        </Flex>
      </Flex>

      <Descriptions
        bordered
        size={compact ? 'small' : 'middle'}
        column={{ xs: 1, sm: 1, md: 2 }}
        style={{ marginTop: compact ? 16 : 24 }}
        styles={{ label: { whiteSpace: 'nowrap' } }}
        items={[
          item('company', <BankOutlined />, t('home.company'), user.currentUnit.name || none),
          item(
            'role',
            <SafetyCertificateOutlined />,
            t('home.currentRole'),
            user.roles.length === 0 ? (
              <Typography.Text type="secondary">{t('home.noRole')}</Typography.Text>
            ) : (
              <Flex wrap gap={4}>
                {user.roles.map((role) =>
                  role.id === user.currentRole?.id ? (
                    <Tag key={role.id} color="processing" icon={<CheckCircleFilled />}>
                      {role.name}
                    </Tag>
                  ) : (
                    <Tag key={role.id}>{role.name}</Tag>
                  ),
                )}
              </Flex>
            ),
          ),
          item(
            'project',
            <ProjectOutlined />,
            t('home.currentProject'),
            project ? (
              <Typography.Text strong>{project.name}</Typography.Text>
            ) : (
              <Typography.Text type="secondary">{t('home.noProject')}</Typography.Text>
            ),
          ),
          item(
            'division',
            <ApartmentOutlined />,
            t('home.division'),
            divisionLabel(project?.division) ?? none,
          ),
        ]}
      />
    </Card>
  );
}

function ProjectsCard({
  projects,
  loading,
  failed,
  currentProjectId,
}: {
  projects: ProjectListItem[] | undefined;
  loading: boolean;
  failed: boolean;
  currentProjectId: number | undefined;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const divisionLabel = useDivisionLabel();

  return (
    <Card
      title={
        <Space>
          <TeamOutlined style={{ color: token.colorPrimary }} />
          {t('home.projects')}
        </Space>
      }
      styles={{ body: { paddingBlock: 8 } }}
    >
      {loading ? (
        <Skeleton active paragraph={{ rows: 3 }} style={{ paddingBlock: 16 }} />
      ) : failed || !projects?.length ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t(failed ? 'home.projectsFailed' : 'home.noProjects')}
        />
      ) : (
        <Flex vertical component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {projects.map((project, index) => {
            const current = project.proId === currentProjectId;
            const division = divisionLabel(project.division);
            return (
              <Flex
                key={project.proId}
                component="li"
                align="center"
                gap="middle"
                style={{
                  paddingBlock: 14,
                  borderTop: index === 0 ? undefined : `1px solid ${token.colorSplit}`,
                }}
              >
                <Avatar
                  shape="square"
                  icon={<ProjectOutlined />}
                  style={{
                    flexShrink: 0,
                    background: current ? token.colorPrimary : token.colorFillSecondary,
                    color: current ? token.colorWhite : token.colorTextSecondary,
                  }}
                />
                {/* On a narrow screen the tags wrap under the name, aligned with it. */}
                <Flex
                  flex={1}
                  align="center"
                  justify="space-between"
                  wrap
                  gap="small"
                  style={{ minWidth: 0 }}
                >
                  <Flex vertical style={{ minWidth: 0 }}>
                    <Flex wrap gap={8} align="center">
                      <Typography.Text strong>{project.projectName}</Typography.Text>
                      {current && (
                        <Tag color="success" style={{ marginInlineEnd: 0 }}>
                          {t('home.current')}
                        </Tag>
                      )}
                    </Flex>
                    {project.mainProjectName && (
                      <Typography.Text type="secondary">{project.mainProjectName}</Typography.Text>
                    )}
                  </Flex>
                  <Flex wrap gap={4}>
                    {division && (
                      <Tag color="blue" style={{ marginInlineEnd: 0 }}>
                        {division}
                      </Tag>
                    )}
                    {!isProjectInfoComplete(project.auditStatus) && (
                      <Tag color="warning" style={{ marginInlineEnd: 0 }}>
                        {t('home.infoIncomplete')}
                      </Tag>
                    )}
                  </Flex>
                </Flex>
              </Flex>
            );
          })}
        </Flex>
      )}
    </Card>
  );
}
