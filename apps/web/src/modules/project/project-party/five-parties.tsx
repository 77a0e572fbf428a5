import { CheckCircleFilled, ExclamationCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { projectCalls } from '@zhuji/shared';
import { Card, Col, Row, Skeleton, Space, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/call';
import { resourceKeys } from '../../../kit/resource/resource-api';
import { projectPartyResource } from './project-party.resource';

/** GET /api/project/division/fivePart?id= — the five in fixed order, blanks where one is missing. */
const fetchFiveParts = (projectId: number) =>
  call(projectCalls.divisionFivePart, { query: { id: projectId } });

/**
 * The five responsible parties at a glance (docs/domains/project.md): who answers for the owner, surveyor, designer,
 * contractor and supervisor, and which are still missing. Refreshes with the party list.
 */
export function FiveParties({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { data } = useQuery({
    queryKey: [...resourceKeys.all(projectPartyResource.api), projectId, 'fivePart'],
    queryFn: () => fetchFiveParts(projectId),
  });
  if (!data) return <Skeleton active paragraph={{ rows: 2 }} />;
  return (
    <Row gutter={[12, 12]} data-testid="five-parties">
      {data.map((party) => (
        <Col key={party.partyType} flex="1 1 200px">
          <Card
            size="small"
            style={{ height: '100%', borderColor: party.id ? undefined : token.colorWarningBorder }}
          >
            <Space align="start">
              {party.id ? (
                <CheckCircleFilled style={{ color: token.colorSuccess, fontSize: 18 }} />
              ) : (
                <ExclamationCircleOutlined style={{ color: token.colorWarning, fontSize: 18 }} />
              )}
              <Space direction="vertical" size={0}>
                <Typography.Text strong>{t(`project.party.type.${party.partyType}`)}</Typography.Text>
                {party.id ? (
                  <>
                    <Typography.Text style={{ fontSize: 13 }}>{party.companyName}</Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t('project.party.leader', { name: party.personName, phone: party.personPhone })}
                    </Typography.Text>
                  </>
                ) : (
                  <Typography.Text type="warning" style={{ fontSize: 13 }}>
                    {t('project.party.missing')}
                  </Typography.Text>
                )}
              </Space>
            </Space>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
