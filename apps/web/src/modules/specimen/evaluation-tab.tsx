import './messages';
import { useQuery } from '@tanstack/react-query';
import { Empty, Flex, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable } from '../../kit/responsive-table';
import { specimenApi, specimenKeys, tk } from './specimen.api';
import { Failed } from './specimen-shared';

export function EvaluationTab({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const lots = useQuery({
    queryKey: specimenKeys.evaluations(projectId),
    queryFn: () => specimenApi.evaluations(projectId),
  });
  const warnings = useQuery({
    queryKey: specimenKeys.warnings(projectId),
    queryFn: () => specimenApi.warnings(projectId),
  });
  if (lots.isError || warnings.isError)
    return (
      <Failed
        retry={() => {
          void lots.refetch();
          void warnings.refetch();
        }}
      />
    );
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('testBlock.evaluation.lots')}
      </Typography.Title>
      <ResponsiveTable
        cardTitleKey="lot"
        size="small"
        rowKey="id"
        loading={lots.isPending}
        dataSource={lots.data}
        pagination={false}
        scroll={{ x: 760 }}
        data-testid="lot-table"
        locale={{ emptyText: <Empty description={t('testBlock.evaluation.empty')} /> }}
        columns={[
          {
            title: t('testBlock.evaluation.lot'),
            key: 'lot',
            render: (_: unknown, l: { strengthGrade: string; ageDays: number; curing: string }) =>
              `${l.strengthGrade} · ${l.ageDays} d · ${tk(t, `testBlock.curing.${l.curing}`)}`,
          },
          {
            title: t('testBlock.evaluation.method'),
            dataIndex: 'method',
            render: (m: string) => tk(t, `testBlock.evaluation.methods.${m}`, { defaultValue: m }),
          },
          { title: t('testBlock.evaluation.groups'), dataIndex: 'groups', width: 80 },
          { title: t('testBlock.evaluation.invalid'), dataIndex: 'invalidGroups', width: 70 },
          {
            title: t('testBlock.evaluation.mean'),
            dataIndex: 'mean',
            width: 80,
            render: (v: number | null) => v ?? '—',
          },
          {
            title: t('testBlock.evaluation.min'),
            dataIndex: 'min',
            width: 80,
            render: (v: number | null) => v ?? '—',
          },
          {
            title: t('testBlock.evaluation.verdict'),
            dataIndex: 'verdict',
            width: 90,
            render: (v: string) => (
              <Tag
                color={v === 'pass' ? 'green' : v === 'fail' ? 'red' : 'default'}
                data-testid={`lot-verdict-${v}`}
              >
                {tk(t, `testBlock.evaluation.verdicts.${v}`)}
              </Tag>
            ),
          },
        ]}
      />
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('testBlock.evaluation.warnings')}
      </Typography.Title>
      <List
        size="small"
        bordered
        loading={warnings.isPending}
        dataSource={warnings.data}
        locale={{ emptyText: t('testBlock.evaluation.noWarnings') }}
        renderItem={(w) => (
          <List.Item>
            <Flex vertical gap={2}>
              <Space wrap>
                <Tag color="red">{tk(t, `testBlock.evaluation.kinds.${w.kind}`)}</Tag>
                <Typography.Text strong>{w.title}</Typography.Text>
                {w.rectificationId && <Tag color="orange">{t('testBlock.evaluation.rectification')}</Tag>}
              </Space>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {w.detail}
              </Typography.Text>
            </Flex>
          </List.Item>
        )}
      />
    </Flex>
  );
}
