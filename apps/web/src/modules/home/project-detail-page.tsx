import './messages';
import {
  ArrowLeftOutlined,
  CheckCircleFilled,
  ExclamationCircleOutlined,
  ProjectOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { projectCalls } from '@zhuji/shared';
import {
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Flex,
  Result,
  Row,
  Skeleton,
  Space,
  Statistic,
  Steps,
  Tag,
  Typography,
  theme,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { call } from '../../api/call';
import { RequestError } from '../../api/request';
import { AuditStatusTag } from '../../kit/audit-status-tag';
import { optionLabel, useProjectOptions } from '../../kit/project-options';
import { useSession } from '../../session/session-store';

// The overview's reads (docs/domains/project.md): one read model of the sub-project, its stages, tags and engineer.
const overviewApi = {
  detail: (id: number) => call(projectCalls.proInfoDetail, { query: { proId: id } }),
  stages: (id: number) => call(projectCalls.stageList, { query: { proId: id } }),
  tags: (id: number) => call(projectCalls.tagList, { query: { proId: id } }),
  engineer: (id: number) => call(projectCalls.dockingEngineer, { query: { proId: id } }),
};

/** /home/project/:id — a sub-project's overview: who builds it, its parties, stages and figures. */
export function ProjectDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const { user } = useSession();
  const options = useProjectOptions().data;
  const { token } = theme.useToken();
  const valid = Number.isInteger(id) && id > 0;
  const detail = useQuery({
    queryKey: ['project', 'overview', id],
    queryFn: () => overviewApi.detail(id),
    enabled: valid,
    retry: false,
  });
  const stages = useQuery({
    queryKey: ['project', 'stages', id],
    queryFn: () => overviewApi.stages(id),
    enabled: detail.isSuccess,
  });
  const tags = useQuery({
    queryKey: ['project', 'tags', id],
    queryFn: () => overviewApi.tags(id),
    enabled: detail.isSuccess,
  });
  const engineer = useQuery({
    queryKey: ['project', 'engineer', id],
    queryFn: () => overviewApi.engineer(id),
    enabled: detail.isSuccess,
  });
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)}>
      {t('overview.back')}
    </Button>
  );

  if (valid && detail.isPending)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  if (!valid || detail.isError || !detail.data) {
    const refused =
      detail.error instanceof RequestError && [403, 404, 422].includes(detail.error.status ?? 0);
    return (
      <Card>
        <Result
          status={!valid || refused ? '404' : 'warning'}
          title={t('overview.title')}
          subTitle={!valid || refused ? t('overview.notMember') : t('workbench.loadFailed')}
          extra={back}
        />
      </Card>
    );
  }
  const { project, mainProject, contractor, fiveParties } = detail.data;
  const none = <Typography.Text type="secondary">—</Typography.Text>;
  const money = project.money ? `${project.money} ${t('units.tenThousandYuan')}` : none;
  const designTag = (done: boolean) => (
    <Tag color={done ? 'success' : 'warning'}>{t(done ? 'overview.done' : 'overview.pending')}</Tag>
  );
  const stageList = stages.data?.stages ?? [];
  const currentIndex = stageList.findIndex((s) => s.code === stages.data?.currentStage);

  return (
    <Flex vertical gap={16} data-testid="project-overview">
      <Card
        title={
          <Space wrap>
            <ProjectOutlined style={{ color: token.colorPrimary }} />
            <Typography.Text strong>{project.name}</Typography.Text>
            {project.id === user.currentProject?.id && <Tag color="success">{t('overview.current')}</Tag>}
            {tags.data?.map((tag) => (
              <Tag key={tag.id} color={tag.color}>
                {tag.name}
              </Tag>
            ))}
          </Space>
        }
        extra={back}
      >
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={16}>
            <Descriptions
              bordered
              size="small"
              column={{ xs: 1, md: 2 }}
              styles={{ label: { whiteSpace: 'nowrap' } }}
              items={[
                { key: 'main', label: t('overview.mainProject'), children: mainProject.name, span: 2 },
                { key: 'owner', label: t('overview.owner'), children: mainProject.ownerCompanyName ?? none },
                {
                  key: 'contractor',
                  label: t('overview.contractor'),
                  children: contractor.companyName ?? none,
                },
                {
                  key: 'manager',
                  label: t('overview.manager'),
                  children: contractor.managerName
                    ? `${contractor.managerName} ${contractor.managerPhone ?? ''}`
                    : none,
                },
                { key: 'address', label: t('overview.address'), children: mainProject.address ?? none },
                {
                  key: 'division',
                  label: t('overview.division'),
                  children: optionLabel(options?.divisions, project.division) ?? none,
                },
                { key: 'money', label: t('overview.money'), children: money },
                {
                  key: 'mode',
                  label: t('overview.contractMode'),
                  children: optionLabel(options?.contractModes, project.contractMode) ?? none,
                },
                {
                  key: 'audit',
                  label: t('overview.auditStatus'),
                  children: <AuditStatusTag status={project.auditStatus} />,
                },
                {
                  key: 'progress',
                  label: t('overview.progressStatus'),
                  children: optionLabel(options?.progressStatuses, project.progressStatus),
                },
                {
                  key: 'design',
                  label: t('overview.design'),
                  children: (
                    <Space size={4}>
                      {t('overview.designBase')} {designTag(project.baseStatus !== 0)}
                      {t('overview.designMain')} {designTag(project.mainStatus !== 0)}
                    </Space>
                  ),
                },
                {
                  key: 'engineer',
                  label: t('overview.engineer'),
                  children: engineer.data
                    ? `${engineer.data.name} ${engineer.data.phone ?? ''}`
                    : t('overview.noEngineer'),
                },
              ]}
            />
          </Col>
          <Col xs={24} xl={8}>
            <Card size="small" title={t('overview.counts')} style={{ height: '100%' }}>
              <Row gutter={8}>
                <Col span={8}>
                  <Statistic title={t('overview.buildings')} value={detail.data.buildingCount} />
                </Col>
                <Col span={8}>
                  <Statistic title={t('overview.members')} value={detail.data.memberCount} />
                </Col>
                <Col span={8}>
                  <Statistic
                    title={t('overview.partiesRegistered')}
                    value={detail.data.partiesRegistered}
                    suffix="/ 5"
                  />
                </Col>
              </Row>
            </Card>
          </Col>
        </Row>
      </Card>

      <Card title={t('overview.parties')}>
        <Row gutter={[12, 12]}>
          {fiveParties.map((party) => (
            <Col key={party.partyType} flex="1 1 200px">
              <Card size="small" style={{ height: '100%' }}>
                <Space align="start">
                  {party.id ? (
                    <CheckCircleFilled style={{ color: token.colorSuccess, fontSize: 18 }} />
                  ) : (
                    <ExclamationCircleOutlined style={{ color: token.colorWarning, fontSize: 18 }} />
                  )}
                  <Flex vertical>
                    <Typography.Text strong>
                      {optionLabel(options?.partyTypes, party.partyType)}
                    </Typography.Text>
                    <Typography.Text style={{ fontSize: 13 }}>
                      {party.companyName ?? t('overview.partyMissing')}
                    </Typography.Text>
                    {party.personName && (
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {party.personName} {party.personPhone}
                      </Typography.Text>
                    )}
                  </Flex>
                </Space>
              </Card>
            </Col>
          ))}
        </Row>
      </Card>

      <Card title={t('overview.stages')}>
        {stageList.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('overview.noStages')} />
        ) : (
          <Steps
            current={currentIndex < 0 ? stageList.length : currentIndex}
            responsive
            items={stageList.map((stage) => ({
              title: stage.label,
              status: stage.overdue
                ? 'error'
                : stage.state === 'done'
                  ? 'finish'
                  : stage.state === 'active'
                    ? 'process'
                    : 'wait',
              description: (
                <Flex vertical style={{ fontSize: 12 }}>
                  {stage.plannedStart && (
                    <span>
                      {t('overview.planned', { start: stage.plannedStart, end: stage.plannedEnd ?? '' })}
                    </span>
                  )}
                  {stage.actualStart && (
                    <span>
                      {t('overview.actual', { start: stage.actualStart, end: stage.actualEnd ?? '…' })}
                    </span>
                  )}
                  {stage.overdue && (
                    <Tag color="error" style={{ width: 'fit-content' }}>
                      {t('overview.overdue')}
                    </Tag>
                  )}
                </Flex>
              ),
            }))}
          />
        )}
      </Card>
    </Flex>
  );
}
