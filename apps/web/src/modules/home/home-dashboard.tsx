import './messages';
import {
  ApartmentOutlined,
  BankOutlined,
  CheckCircleFilled,
  ProjectOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import type { UserInfo } from '@zhuji/shared';
import { Avatar, Card, Descriptions, Flex, Grid, Space, Statistic, Tag, Typography, theme } from 'antd';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoleName } from '../../kit/role-name';
import { useSession } from '../../session/session-store';
import { currentBranding } from '../../shell/branding';
import { useDivisionLabel } from './division';
import { WorkbenchProjects } from './workbench-projects';

const branding = currentBranding();

function greetingKey(hour: number): ParseKeys {
  if (hour < 12) return 'home.greeting.morning';
  if (hour < 18) return 'home.greeting.afternoon';
  return 'home.greeting.evening';
}

/** The workbench (menu 'home/index'): who is logged in, where, and the projects they belong to. */
export function HomeDashboard() {
  const { user, projects } = useSession();
  const screens = Grid.useBreakpoint();
  const compact = !screens.md;
  return (
    <Flex vertical gap={compact ? 12 : 16}>
      <WelcomeCard user={user} projectCount={projects.length} compact={compact} />
      <WorkbenchProjects currentProjectId={user.currentProject?.id} />
    </Flex>
  );
}

function WelcomeCard({
  user,
  projectCount,
  compact,
}: {
  user: UserInfo;
  projectCount: number;
  compact: boolean;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const divisionLabel = useDivisionLabel();
  const roleName = useRoleName();
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
          <Statistic title={t('home.projectCount')} value={projectCount} />
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
                      {roleName(role)}
                    </Tag>
                  ) : (
                    <Tag key={role.id}>{roleName(role)}</Tag>
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
