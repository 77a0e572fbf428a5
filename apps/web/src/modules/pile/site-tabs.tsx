import { useQuery } from '@tanstack/react-query';
import type { PileMachineItem } from '@zhuji/shared';
import {
  Alert,
  Button,
  Descriptions,
  Empty,
  Flex,
  Form,
  Input,
  InputNumber,
  Result,
  Space,
  Table,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../kit/use-submit';
import { siteApi } from './pile.api';

const COMPLETION_COLOR = { notStarted: 'default', inProgress: 'processing', complete: 'success' } as const;

/** Pile machines with their daily output, and the completion state per sub-branch (0101 / 0102). */
export function MachinesTab({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const machines = useQuery({
    queryKey: ['pile', 'machines', projectId],
    queryFn: () => siteApi.machines(projectId),
  });
  const completion = useQuery({
    queryKey: ['pile', 'completion', projectId],
    queryFn: () => siteApi.completion(projectId),
  });
  if (machines.isError)
    return (
      <Result
        status="warning"
        title={t('pile.loadFailed')}
        extra={<Button onClick={() => void machines.refetch()}>{t('pile.action.retry')}</Button>}
      />
    );
  const max = Math.max(1, ...(machines.data ?? []).flatMap((m) => m.daily.map((d) => d.piles)));
  return (
    <>
      {completion.data && completion.data.list.length > 0 && (
        <Descriptions
          size="small"
          title={t('pile.site.completion')}
          style={{ marginBottom: 16 }}
          column={{ xs: 1, md: 3 }}
        >
          {completion.data.list.map((c) => (
            <Descriptions.Item key={c.subBranchCode} label={c.subBranchCode}>
              <Tag color={COMPLETION_COLOR[c.auditStatus]}>
                {t(`pile.site.completionStates.${c.auditStatus}`)}
              </Tag>
              {c.confirmed}/{c.total}
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
      <Table<PileMachineItem>
        rowKey="machineNo"
        loading={machines.isPending}
        dataSource={machines.data ?? []}
        pagination={false}
        scroll={{ x: 760 }}
        locale={{ emptyText: <Empty description={t('pile.site.noMachines')} /> }}
        columns={[
          { title: t('pile.site.machineNo'), dataIndex: 'machineNo' },
          { title: t('pile.site.piles'), dataIndex: 'piles' },
          { title: t('pile.site.firstDate'), dataIndex: 'firstDate' },
          { title: t('pile.site.lastDate'), dataIndex: 'lastDate' },
          {
            title: t('pile.site.daily'),
            key: 'daily',
            render: (_, m) => (
              <Flex gap={3} align="flex-end" style={{ height: 40 }}>
                {m.daily.map((d) => (
                  <Tooltip key={d.date} title={`${d.date}：${d.piles}`}>
                    <div
                      style={{
                        width: 12,
                        height: Math.max(4, (d.piles / max) * 40),
                        background: '#7c5cc4',
                        borderRadius: 2,
                      }}
                    />
                  </Tooltip>
                ))}
              </Flex>
            ),
          },
        ]}
      />
    </>
  );
}

/** A supervisor's or regulator's random spot check: abnormal piles first, then a seeded draw. */
export function SpotCheckTab({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ count: number; seed?: string }>();
  const [result, setResult] = useState<Awaited<ReturnType<typeof siteApi.spotCheck>>>();
  const draw = useSubmit(async () => {
    const v = await form.validateFields();
    setResult(await siteApi.spotCheck({ projectId, count: v.count, seed: v.seed?.trim() || undefined }));
  });
  return (
    <>
      <Form form={form} layout="inline" initialValues={{ count: 5 }} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="count" label={t('pile.site.count')} rules={[{ required: true }]}>
          <InputNumber min={1} max={200} />
        </Form.Item>
        <Form.Item name="seed" label={t('pile.site.seed')} tooltip={t('pile.site.seedHint')}>
          <Input maxLength={60} style={{ width: 220 }} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" loading={draw.submitting} onClick={() => void draw.submit(undefined)}>
            {t('pile.site.draw')}
          </Button>
        </Form.Item>
      </Form>
      {result ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Alert
            type="info"
            showIcon
            title={`${t('pile.site.eligible', { count: result.eligible })} · ${t('pile.site.seed')}：${result.seed}`}
          />
          <Typography.Text strong>{t('pile.site.selected')}</Typography.Text>
          <Flex gap={6} wrap>
            {result.selected.map((no) => (
              <Tag key={no} color={result.forced.includes(no) ? 'error' : 'blue'}>
                {no}
              </Tag>
            ))}
          </Flex>
          {result.forced.length > 0 && (
            <Typography.Text type="danger">
              {t('pile.site.forced')}：{result.forced.join('、')}
            </Typography.Text>
          )}
        </Space>
      ) : (
        <Empty description={t('pile.site.seedHint')} />
      )}
    </>
  );
}
