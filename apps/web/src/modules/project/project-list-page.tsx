import { SearchOutlined } from '@ant-design/icons';
import { isProjectInfoComplete, PAGINATION, type ProjectListItem } from '@zhuji/shared';
import { Card, Flex, Input, type TableColumnsType, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResponsiveTable } from '../../kit/responsive-table';
import { projectDetailPath } from '../../session/menu-routes';
import { useSession } from '../../session/session-store';

/** Project list (menu 'project/list', a keepAlive page): the user's projects with a text filter. */
export function ProjectListPage() {
  const { t } = useTranslation();
  const { projects, user } = useSession();
  const [keyword, setKeyword] = useState('');
  const rows = useMemo(() => {
    const text = keyword.trim().toLowerCase();
    if (!text) return projects;
    return projects.filter((p) =>
      [p.projectName, p.mainProjectName ?? ''].some((field) => field.toLowerCase().includes(text)),
    );
  }, [projects, keyword]);

  const columns: TableColumnsType<ProjectListItem> = [
    {
      title: t('projectView.name'),
      dataIndex: 'projectName',
      render: (name: string, project) => (
        <Flex gap={8} align="center" wrap>
          <Link to={projectDetailPath(project.proId)}>{name}</Link>
          {project.proId === user.currentProject?.id && <Tag color="success">{t('projectView.current')}</Tag>}
        </Flex>
      ),
    },
    {
      title: t('projectView.mainProject'),
      dataIndex: 'mainProjectName',
      render: (value: string | null) => value ?? <Typography.Text type="secondary">—</Typography.Text>,
      responsive: ['md'],
    },
    {
      title: t('projectView.auditStatus'),
      dataIndex: 'auditStatus',
      width: 120,
      render: (status: number) =>
        isProjectInfoComplete(status) ? (
          <Tag color="success">{t('projectView.complete')}</Tag>
        ) : (
          <Tag color="warning">{t('projectView.incomplete')}</Tag>
        ),
    },
    {
      title: t('projectView.actions'),
      key: 'actions',
      width: 100,
      render: (_, project) => <Link to={projectDetailPath(project.proId)}>{t('projectView.view')}</Link>,
    },
  ];

  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap="middle" style={{ marginBottom: 16 }}>
        <Input
          allowClear
          data-testid="project-search"
          prefix={<SearchOutlined />}
          placeholder={t('projectView.searchPlaceholder')}
          aria-label={t('projectView.searchPlaceholder')}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          style={{ maxWidth: 320 }}
        />
        <Typography.Text type="secondary">{t('projectView.total', { count: rows.length })}</Typography.Text>
      </Flex>
      <ResponsiveTable<ProjectListItem>
        cardTitleKey="projectName"
        rowKey="proId"
        columns={columns}
        dataSource={rows}
        pagination={{
          defaultPageSize: PAGINATION.LIMIT,
          pageSizeOptions: PAGINATION.PAGE_SIZES.map(String),
          hideOnSinglePage: true,
        }}
      />
    </Card>
  );
}
