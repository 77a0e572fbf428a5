import './messages';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { businessDateTimeOf } from '@zhuji/shared';
import { App, Button, Card, Descriptions, Drawer, Input, Result, Space, Tag, Typography } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlowTimeline } from '../../kit/flow-timeline';
import { Can } from '../../kit/permission-gate';
import { PhotoThumb } from '../../kit/photo-upload';
import { saveFile } from '../../kit/resource/resource-api';
import { ResponsiveTable } from '../../kit/responsive-table';
import { useSubmit } from '../../kit/use-submit';
import { SignaturePanel } from '../signature';
import { acceptanceApi, acceptanceKeys } from './acceptance.api';
import { StatusTag } from './lot-status';

export function DetailDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [comment, setComment] = useState('');
  const detail = useQuery({ queryKey: acceptanceKeys.detail(id), queryFn: () => acceptanceApi.detail(id) });
  const d = detail.data;
  const flowId = d?.status === 'pending' ? d.flowInstanceId : null;
  const flow = useQuery({
    queryKey: acceptanceKeys.flow(flowId ?? 0),
    queryFn: () => acceptanceApi.flow(flowId ?? 0),
    enabled: flowId !== null,
  });
  const act = useSubmit(async (action: 'approve' | 'reject' | 'return') => {
    if (!flow.data) return;
    if (action !== 'approve' && comment.trim() === '') {
      message.error(t('acceptance.detail.commentRequired'));
      return;
    }
    await acceptanceApi.act({
      id: flow.data.id,
      action,
      comment: comment.trim(),
      version: flow.data.version,
    });
    message.success(t(`acceptance.done.${action}`));
    setComment('');
    await client.invalidateQueries({ queryKey: acceptanceKeys.all });
    await client.invalidateQueries({ queryKey: ['flow'] });
  });
  const exportTrail = useSubmit(async () => {
    const file = await acceptanceApi.exportTrail(id);
    saveFile(file.blob, file.filename ?? `trail-${id}.xlsx`);
  });
  const canAct = flow.data?.canAct ?? [];
  return (
    <Drawer
      open
      width={720}
      title={t('acceptance.detail.title')}
      onClose={onClose}
      data-testid="acceptance-detail"
      extra={
        <Can action="export">
          <Button
            icon={<DownloadOutlined />}
            loading={exportTrail.submitting}
            onClick={() => void exportTrail.submit(undefined)}
          >
            {t('acceptance.action.exportTrail')}
          </Button>
        </Can>
      }
    >
      {detail.isError ? (
        <Result
          status="warning"
          title={t('acceptance.loadFailed')}
          extra={<Button onClick={() => void detail.refetch()}>{t('acceptance.retry')}</Button>}
        />
      ) : !d ? (
        <Card loading bordered={false} />
      ) : (
        <>
          <Descriptions column={2} size="small" bordered title={t('acceptance.detail.basic')}>
            <Descriptions.Item label={t('acceptance.column.codeName')} span={2}>
              {d.code} {d.codeName}
            </Descriptions.Item>
            {d.level === 'lot' ? (
              <>
                <Descriptions.Item label={t('acceptance.column.lotNo')}>{d.lotNo}</Descriptions.Item>
                <Descriptions.Item label={t('acceptance.column.location')}>{d.location}</Descriptions.Item>
                <Descriptions.Item label={t('acceptance.column.sample')}>
                  {d.lotSize} / {d.sampleSize}
                  {d.minSampleSize !== null ? ` (≥ ${d.minSampleSize})` : ''}
                </Descriptions.Item>
              </>
            ) : null}
            <Descriptions.Item label={t('acceptance.column.status')}>
              <StatusTag status={d.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('acceptance.column.applicant')}>
              {d.applicantName ?? ''}
            </Descriptions.Item>
            <Descriptions.Item label={t('acceptance.column.acceptedAt')}>
              {d.acceptedAt ? businessDateTimeOf(d.acceptedAt) : '—'}
            </Descriptions.Item>
            {d.rejectReason ? (
              <Descriptions.Item label={t('acceptance.detail.rejectReason')} span={2}>
                <Typography.Text type="danger" data-testid="acceptance-reject-reason">
                  {d.rejectReason}
                </Typography.Text>
              </Descriptions.Item>
            ) : null}
          </Descriptions>
          {d.level === 'lot' && d.status === 'accepted' ? (
            // The accepted lot's record is signed by contractor, supervisor and owner in turn.
            <div style={{ marginTop: 16 }}>
              <Suspense fallback={null}>
                <SignaturePanel type="acceptance-lot" id={d.id} />
              </Suspense>
            </div>
          ) : null}
          {d.level === 'lot' ? (
            <>
              <Typography.Title level={5} style={{ marginTop: 16 }}>
                {t('acceptance.detail.items')}
              </Typography.Title>
              <ResponsiveTable
                cardTitleKey="name"
                size="small"
                rowKey="key"
                pagination={false}
                dataSource={[
                  ...d.mainItems.map((m) => ({
                    key: `m-${m.key}`,
                    name: m.name,
                    result: m.pass,
                    detail: m.note,
                  })),
                  ...d.generalItems.map((g) => ({
                    key: `g-${g.key}`,
                    name: g.name,
                    result: g.passedPoints / g.points >= 0.8 && !g.seriousDefect,
                    detail: `${g.passedPoints}/${g.points}${g.seriousDefect ? ` · ${t('acceptance.form.seriousDefect')}` : ''}`,
                  })),
                ]}
                columns={[
                  { title: t('acceptance.form.itemName'), dataIndex: 'name' },
                  {
                    title: t('acceptance.form.pass'),
                    dataIndex: 'result',
                    width: 90,
                    render: (ok: boolean) =>
                      ok ? (
                        <Tag color="green">{t('acceptance.detail.yes')}</Tag>
                      ) : (
                        <Tag color="red">{t('acceptance.detail.no')}</Tag>
                      ),
                  },
                  { title: '', dataIndex: 'detail' },
                ]}
              />
            </>
          ) : null}
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('acceptance.detail.trail')}
          </Typography.Title>
          <FlowTimeline
            actions={d.trail}
            empty={t('acceptance.detail.noTrail')}
            actionLabel={(a) => t(`acceptance.trailAction.${a}`)}
            attachment={(ref) => <PhotoThumb key={ref} url={ref} />}
            stepLabel={(key) =>
              key === 'supervisorAccept' || key === 'chiefOrganise' ? t(`acceptance.step.${key}`) : key
            }
          />
          {canAct.length > 0 ? (
            <Card size="small" title={t('acceptance.detail.comment')} data-testid="acceptance-act">
              <Input.TextArea
                rows={3}
                value={comment}
                onChange={(e) => setComment(e.target.value)}
                placeholder={t('acceptance.detail.commentPlaceholder')}
                maxLength={500}
                data-testid="acceptance-comment"
              />
              <Space style={{ marginTop: 12 }}>
                {canAct.includes('approve') ? (
                  <Button
                    type="primary"
                    loading={act.submitting}
                    onClick={() => void act.submit('approve')}
                    data-testid="acceptance-approve"
                  >
                    {t('acceptance.action.approve')}
                  </Button>
                ) : null}
                {canAct.includes('return') ? (
                  <Button loading={act.submitting} onClick={() => void act.submit('return')}>
                    {t('acceptance.action.return')}
                  </Button>
                ) : null}
                {canAct.includes('reject') ? (
                  <Button
                    danger
                    loading={act.submitting}
                    onClick={() => void act.submit('reject')}
                    data-testid="acceptance-reject"
                  >
                    {t('acceptance.action.reject')}
                  </Button>
                ) : null}
              </Space>
            </Card>
          ) : null}
        </>
      )}
    </Drawer>
  );
}
