import './messages';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Flex, Progress, Row, Skeleton, Space, Statistic, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable } from '../../kit/responsive-table';
import { specimenApi, specimenKeys, tk } from './specimen.api';
import { Failed } from './specimen-shared';

export function RateTab({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: specimenKeys.rate(projectId),
    queryFn: () => specimenApi.rate(projectId),
  });
  if (q.isPending) return <Skeleton active />;
  if (q.isError) return <Failed retry={() => void q.refetch()} />;
  const d = q.data;
  return (
    <Flex vertical gap={16} data-testid="test-block-rate">
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Card size="small" title={t('testBlock.rate.rate')}>
            <Flex gap={24} align="center" wrap>
              <Progress
                type="circle"
                size={96}
                percent={Math.min(100, Math.round(d.rate * 1000) / 10)}
                status={d.complete ? 'success' : 'exception'}
              />
              <Space size="large">
                <Statistic title={t('testBlock.rate.required')} value={d.required} />
                <Statistic title={t('testBlock.rate.made')} value={d.made} />
              </Space>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card size="small" title={t('testBlock.rate.witness')}>
            <Flex gap={24} align="center" wrap>
              <Progress
                type="circle"
                size={96}
                percent={Math.round(d.witness.ratio * 1000) / 10}
                status={d.witness.pass ? 'success' : 'exception'}
              />
              <Flex vertical>
                <Typography.Text>
                  {t('testBlock.rate.witnessDetail', {
                    total: d.witness.total,
                    witnessed: d.witness.witnessed,
                  })}
                </Typography.Text>
                <Typography.Text type={d.witness.pass ? 'success' : 'danger'}>
                  {d.witness.pass
                    ? t('testBlock.rate.witnessOk')
                    : t('testBlock.rate.witnessNeeded', { n: d.witness.needed })}
                </Typography.Text>
              </Flex>
            </Flex>
          </Card>
        </Col>
      </Row>
      {d.complete ? (
        <Alert type="success" showIcon title={t('testBlock.rate.complete')} />
      ) : (
        <Card size="small" title={`${t('testBlock.rate.missing')}（${d.missing.length}）`}>
          <Flex gap={6} wrap data-testid="rate-missing">
            {d.missing.map((m) => (
              <Tag key={m.key} color="red">
                {m.key} · {t('testBlock.rate.short', { n: m.short })}
              </Tag>
            ))}
          </Flex>
        </Card>
      )}
      <ResponsiveTable
        cardTitleKey="key"
        size="small"
        rowKey="key"
        dataSource={d.requirements}
        pagination={{ pageSize: 10, showSizeChanger: false }}
        columns={[
          { title: t('testBlock.rate.key'), dataIndex: 'key' },
          {
            title: '',
            dataIndex: 'kind',
            width: 70,
            render: (k: string) => tk(t, `testBlock.rate.kind.${k}`),
          },
          {
            title: '',
            dataIndex: 'basis',
            width: 120,
            render: (b: string) => tk(t, `testBlock.rate.basis.${b}`, { defaultValue: b }),
          },
          { title: t('testBlock.rate.required'), dataIndex: 'required', width: 100 },
          {
            title: t('testBlock.rate.made'),
            key: 'made',
            width: 100,
            render: (_: unknown, r: { made: number; required: number }) => (
              <Typography.Text type={r.made >= r.required ? undefined : 'danger'}>{r.made}</Typography.Text>
            ),
          },
        ]}
      />
    </Flex>
  );
}
