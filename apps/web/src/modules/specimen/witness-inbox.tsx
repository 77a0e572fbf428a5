import './messages';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PourItem } from '@zhuji/shared';
import { Alert, App, Button, Card, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { specimenApi, specimenKeys } from './specimen.api';

/**
 * The samplings naming the signed-in user as witness and not confirmed yet, each with its confirmation
 * (asked once more before it is sent: a confirmation cannot be withdrawn). Nothing when there are none.
 */
export function WitnessInbox({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const client = useQueryClient();
  const q = useQuery({
    queryKey: specimenKeys.inbox(projectId),
    queryFn: () => specimenApi.witnessPending(projectId),
  });
  if (!q.data?.length) return null;
  const confirm = (p: PourItem) =>
    modal.confirm({
      title: t('testBlock.inbox.confirmTitle'),
      content: t('testBlock.inbox.confirmBody', {
        date: p.pouredOn,
        location: p.location,
        grade: p.strengthGrade,
      }),
      okText: t('testBlock.inbox.confirm'),
      cancelText: t('testBlock.pour.cancel'),
      onOk: async () => {
        await specimenApi.witnessConfirm(p.id);
        message.success(t('testBlock.inbox.confirmed'));
        await client.invalidateQueries({ queryKey: specimenKeys.all });
      },
    });
  return (
    <Card size="small" title={t('testBlock.inbox.title')} data-testid="witness-inbox">
      <Alert type="info" showIcon message={t('testBlock.inbox.hint')} style={{ marginBottom: 8 }} />
      <List
        dataSource={q.data}
        renderItem={(p) => (
          <List.Item
            actions={[
              <Button
                key="confirm"
                type="primary"
                icon={<SafetyCertificateOutlined />}
                onClick={() => confirm(p)}
                data-testid="witness-confirm"
              >
                {t('testBlock.inbox.confirm')}
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={`${p.pouredOn} · ${p.location} · ${p.strengthGrade}`}
              description={
                <Typography.Text type="secondary">
                  {t('testBlock.pour.sampler')}：{p.samplerName} · {p.plant}
                </Typography.Text>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
