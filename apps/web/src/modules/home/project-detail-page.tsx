import { ArrowLeftOutlined, ProjectOutlined } from '@ant-design/icons';
import { isProjectInfoComplete } from '@zhuji/shared';
import { Button, Card, Descriptions, Result, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useSession } from '../../session/session-store';
import { useDivisionLabel } from './division';

/** /home/project/:id — a project of the user's list, read from the session's project list. */
export function ProjectDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const { projects, user } = useSession();
  const divisionLabel = useDivisionLabel();
  const project = projects.find((item) => String(item.proId) === id);
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)}>
      {t('errors.back')}
    </Button>
  );

  if (!project) {
    return (
      <Card>
        <Result
          status="404"
          title={t('menu.ProjectDetail')}
          subTitle={t('projectView.notFound')}
          extra={back}
        />
      </Card>
    );
  }

  const complete = isProjectInfoComplete(project.auditStatus);
  return (
    <Card
      title={
        <Space>
          <ProjectOutlined />
          {project.projectName}
          {project.proId === user.currentProject?.id && <Tag color="success">{t('projectView.current')}</Tag>}
        </Space>
      }
      extra={back}
    >
      <Descriptions
        bordered
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'name', label: t('projectView.name'), children: project.projectName },
          { key: 'id', label: t('projectView.id'), children: project.proId },
          {
            key: 'main',
            label: t('projectView.mainProject'),
            children: project.mainProjectName ?? <Typography.Text type="secondary">—</Typography.Text>,
          },
          {
            key: 'division',
            label: t('projectView.division'),
            children: divisionLabel(project.division) ?? '—',
          },
          {
            key: 'audit',
            label: t('projectView.auditStatus'),
            children: (
              <Tag color={complete ? 'success' : 'warning'}>
                {t(complete ? 'projectView.complete' : 'projectView.incomplete')}
              </Tag>
            ),
          },
        ]}
      />
    </Card>
  );
}
