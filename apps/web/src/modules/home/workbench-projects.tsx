import {
  AlertOutlined,
  AuditOutlined,
  BuildOutlined,
  CheckCircleOutlined,
  FileTextOutlined,
  ProjectOutlined,
  RightOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { PARTY_TYPES, projectCalls, type WorkbenchItem } from '@zhuji/shared';
import {
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Progress,
  Result,
  Row,
  Skeleton,
  Statistic,
  Tag,
  Tooltip,
  Typography,
  theme,
} from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { call } from '../../api/call';
import { AuditStatusTag } from '../../kit/audit-status-tag';
import { dashboardFigure } from '../../kit/number-format';
import { optionLabel, useProjectOptions } from '../../kit/project-options';
import { projectDetailPath } from '../../session/menu-routes';

/** GET /api/project/workbench — one card's figures for each project the user belongs to. */
const fetchWorkbench = () => call(projectCalls.workbench);
export const workbenchQuery = { queryKey: ['project', 'workbench'], queryFn: fetchWorkbench };

const PROGRESS_COLOR: Record<string, string> = {
  in_progress: 'processing',
  completed: 'success',
  stopped: 'default',
};

/**
 * The workbench's projects (issue 5): what needs doing across all of them — output reports due,
 * approvals waiting, open warnings — and a card per project with its state and its figures.
 */
export function WorkbenchProjects({ currentProjectId }: { currentProjectId: number | undefined }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useQuery(workbenchQuery);
  if (isPending)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  if (isError)
    return (
      <Card>
        <Result
          status="warning"
          title={t('workbench.loadFailed')}
          extra={<Button onClick={() => void refetch()}>{t('kit.retry')}</Button>}
        />
      </Card>
    );
  if (data.length === 0)
    return (
      <Card>
        <Empty description={t('home.noProjects')} />
      </Card>
    );
  const sum = (pick: (item: WorkbenchItem) => number) => data.reduce((total, item) => total + pick(item), 0);
  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 16]}>
        <SummaryTile icon={<ProjectOutlined />} title={t('workbench.summary.projects')} value={data.length} />
        <SummaryTile
          icon={<FileTextOutlined />}
          title={t('workbench.summary.outputDue')}
          value={sum((i) => Number(i.outputReportDue))}
          alert
        />
        <SummaryTile
          icon={<AuditOutlined />}
          title={t('workbench.summary.approvals')}
          value={sum((i) => i.pendingApprovals)}
          alert
        />
        <SummaryTile
          icon={<AlertOutlined />}
          title={t('workbench.summary.warnings')}
          value={sum((i) => i.openWarnings)}
          alert
        />
      </Row>
      <Row gutter={[16, 16]} data-testid="workbench-projects">
        {data.map((item) => (
          <Col key={item.proId} xs={24} md={12} xxl={8}>
            <ProjectCard item={item} current={item.proId === currentProjectId} />
          </Col>
        ))}
      </Row>
    </Flex>
  );
}

function SummaryTile({
  icon,
  title,
  value,
  alert,
}: {
  icon: ReactNode;
  title: string;
  value: number;
  alert?: boolean;
}) {
  const { token } = theme.useToken();
  const color = alert && value > 0 ? token.colorWarning : token.colorPrimary;
  const figure = dashboardFigure(value);
  return (
    <Col xs={12} lg={6}>
      <Card size="small">
        <Flex align="center" gap={12}>
          <Flex
            align="center"
            justify="center"
            style={{
              width: 40,
              height: 40,
              borderRadius: 8,
              background: `${color}1a`,
              color,
              fontSize: 20,
              flexShrink: 0,
            }}
          >
            {icon}
          </Flex>
          <Tooltip title={figure.exact}>
            <Statistic title={title} value={figure.shown} valueStyle={{ fontSize: 22 }} />
          </Tooltip>
        </Flex>
      </Card>
    </Col>
  );
}

function ProjectCard({ item, current }: { item: WorkbenchItem; current: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const options = useProjectOptions().data;
  const todo: ReactNode[] = [];
  if (item.outputReportDue)
    todo.push(
      <Tag key="output" color="warning" icon={<FileTextOutlined />}>
        {t('workbench.card.outputDue')}
      </Tag>,
    );
  if (item.pendingApprovals > 0)
    todo.push(
      <Tag key="approvals" color="processing" icon={<AuditOutlined />}>
        {t('workbench.card.approvals', { count: item.pendingApprovals })}
      </Tag>,
    );
  if (item.openWarnings > 0)
    todo.push(
      <Tag key="warnings" color="error" icon={<AlertOutlined />}>
        {t('workbench.card.warnings', { count: item.openWarnings })}
      </Tag>,
    );
  return (
    <Card
      size="small"
      style={{ height: '100%', borderColor: current ? token.colorPrimaryBorder : undefined }}
      title={
        <Flex vertical style={{ minWidth: 0, paddingBlock: 8 }}>
          <Flex gap={8} align="center" wrap>
            <Typography.Text strong ellipsis style={{ maxWidth: '100%' }}>
              {item.projectName}
            </Typography.Text>
            {current && (
              <Tag color="success" style={{ marginInlineEnd: 0 }}>
                {t('home.current')}
              </Tag>
            )}
          </Flex>
          <Typography.Text type="secondary" ellipsis style={{ fontWeight: 'normal', fontSize: 13 }}>
            {item.mainProjectName ?? '—'}
          </Typography.Text>
        </Flex>
      }
      extra={
        <Link to={projectDetailPath(item.proId)} aria-label={t('workbench.card.open')}>
          <RightOutlined />
        </Link>
      }
      data-testid={`workbench-card-${item.proId}`}
    >
      <Flex vertical gap={12}>
        <Flex gap={6} wrap>
          {item.division && (
            <Tag color="blue" style={{ marginInlineEnd: 0 }}>
              {optionLabel(options?.divisions, item.division)}
            </Tag>
          )}
          <AuditStatusTag status={item.auditStatus} />
          <Tag color={PROGRESS_COLOR[item.progressStatus]} style={{ marginInlineEnd: 0 }}>
            {optionLabel(options?.progressStatuses, item.progressStatus)}
          </Tag>
        </Flex>
        <Row gutter={8}>
          <Col span={8}>
            <Statistic
              title={
                <>
                  <BuildOutlined /> {t('workbench.card.buildings')}
                </>
              }
              value={item.buildingCount}
              valueStyle={{ fontSize: 18 }}
            />
          </Col>
          <Col span={8}>
            <Flex vertical>
              <Typography.Text type="secondary" style={{ fontSize: 14 }}>
                {t('workbench.card.parties')}
              </Typography.Text>
              <Progress
                percent={(item.partiesRegistered / PARTY_TYPES.length) * 100}
                steps={PARTY_TYPES.length}
                size="small"
                format={() => `${item.partiesRegistered}/${PARTY_TYPES.length}`}
                strokeColor={
                  item.partiesRegistered === PARTY_TYPES.length ? token.colorSuccess : token.colorWarning
                }
              />
            </Flex>
          </Col>
          <Col span={8}>
            <Statistic
              title={
                <>
                  <TeamOutlined /> {t('workbench.card.members')}
                </>
              }
              value={item.memberCount}
              valueStyle={{ fontSize: 18 }}
            />
          </Col>
        </Row>
        <Flex gap={6} wrap style={{ minHeight: 24 }}>
          {todo.length ? (
            todo
          ) : (
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              <CheckCircleOutlined style={{ color: token.colorSuccess }} /> {t('workbench.card.allClear')}
            </Typography.Text>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
