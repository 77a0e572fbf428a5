import { businessDateTimeOf } from '@zhuji/shared';
import './messages';
import { CheckOutlined, PaperClipOutlined, SendOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageCategory, MessageItem } from '@zhuji/shared';
import { Badge, Button, Card, Empty, Flex, Result, Segmented, Space, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Can } from '../../kit/permission-gate';
import { relativeTime } from '../../kit/relative-time';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import { saveFile } from '../../kit/resource/resource-api';
import { ResponsiveTable } from '../../kit/responsive-table';
import { useResourceList } from '../../kit/use-resource-list';
import { useSubmit } from '../../kit/use-submit';
import { setUnreadCount, useSession } from '../../session/session-store';
import { flowKeys, messageApi, recordPath } from '../flow';
import { SendMessageDialog } from './send-message-dialog';

const CATEGORY_COLOR: Record<MessageCategory, string> = {
  rectification: 'red',
  acceptance: 'blue',
  submission: 'cyan',
  audit: 'purple',
  system: 'default',
  member: 'green',
  warning: 'orange',
  enquiry: 'gold',
};

type Filter = 'all' | 'unread';

function Messages() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { user } = useSession();
  const unreadCount = user.collaboration.msgCount;
  const [sending, setSending] = useState(false);
  const fetchAttachment = useSubmit(async (file: { id: string; name: string }) => {
    const got = await messageApi.attachment(file.id);
    saveFile(got.blob, got.filename ?? file.name);
  });
  // 全部 / 未读 and the page live in the URL (?show=unread&page=2): back from the record a message
  // opened comes to the same page.
  const paging = useResourceList({
    queryKey: flowKeys.messageLists,
    load: ({ page, limit, filters }) =>
      messageApi.list({ page, limit, ...(filters.show === 'unread' ? { unread: '1' as const } : {}) }),
    filters: { show: 'string' },
    totalKey: 'collaboration.message.total',
  });
  const list = paging.query;
  const filter: Filter = paging.params.filters.show === 'unread' ? 'unread' : 'all';
  // The list, the navbar badges and the home page's count all follow a read.
  const refresh = async (msgCount: number) => {
    setUnreadCount(msgCount);
    await client.invalidateQueries({ queryKey: flowKeys.all });
  };
  const read = useMutation({
    mutationFn: messageApi.read,
    onSuccess: (result) => refresh(result.msgCount),
  });
  const readAll = useMutation({
    mutationFn: messageApi.readAll,
    onSuccess: (result) => refresh(result.msgCount),
  });

  const open = async (row: MessageItem) => {
    if (row.readAt === null) await read.mutateAsync(row.id).catch(() => undefined);
    const path = recordPath(row.businessType, row.businessId, row.category);
    if (path) navigate(path);
  };

  if (list.isError && !list.data)
    return (
      <Result
        status="warning"
        title={t('collaboration.message.loadFailed')}
        extra={<Button onClick={() => void list.refetch()}>{t('collaboration.retry')}</Button>}
      />
    );

  return (
    <Card
      title={t('collaboration.message.title')}
      extra={
        <Flex gap={8} wrap>
          <Can action="add">
            <Button
              type="primary"
              icon={<SendOutlined />}
              data-testid="message-send"
              onClick={() => setSending(true)}
            >
              {t('collaboration.message.send.button')}
            </Button>
          </Can>
          <Button
            icon={<CheckOutlined />}
            data-testid="message-read-all"
            disabled={unreadCount === 0}
            loading={readAll.isPending}
            onClick={() => readAll.mutate()}
          >
            {t('collaboration.message.readAll')}
          </Button>
        </Flex>
      }
    >
      <SendMessageDialog
        open={sending}
        onClose={() => setSending(false)}
        onSent={() => void client.invalidateQueries({ queryKey: flowKeys.all })}
      />
      <Segmented<Filter>
        style={{ marginBottom: 12 }}
        data-testid="message-filter"
        value={filter}
        onChange={(value) => paging.setFilter('show', value === 'unread' ? value : undefined)}
        options={[
          { value: 'all', label: t('collaboration.message.all') },
          { value: 'unread', label: `${t('collaboration.message.unread')} (${unreadCount})` },
        ]}
      />
      <ResponsiveTable<MessageItem>
        cardTitleKey="title"
        rowKey="id"
        size="middle"
        data-testid="message-table"
        {...paging.tableState}
        loading={list.isFetching}
        dataSource={paging.rows}
        locale={{ emptyText: <Empty description={t(`collaboration.message.empty.${filter}`)} /> }}
        scroll={{ x: 800 }}
        rowClassName={(row) => (row.readAt === null ? 'message-unread' : 'message-read')}
        pagination={paging.pagination}
        columns={[
          {
            title: t('collaboration.message.column.status'),
            dataIndex: 'readAt',
            width: 90,
            render: (readAt: string | null) =>
              readAt === null ? (
                <Badge status="error" text={t('collaboration.message.unread')} />
              ) : (
                <Badge status="default" text={t('collaboration.message.read')} />
              ),
          },
          {
            title: t('collaboration.message.column.title'),
            dataIndex: 'title',
            render: (title: string, row) => (
              <Space direction="vertical" size={2}>
                <Typography.Link
                  strong={row.readAt === null}
                  data-testid={`message-open-${row.id}`}
                  onClick={() => void open(row)}
                >
                  {title}
                </Typography.Link>
                <Typography.Text type="secondary" style={{ whiteSpace: 'normal' }}>
                  {row.content}
                </Typography.Text>
                {row.senderName && (
                  <Typography.Text type="secondary">
                    {t('collaboration.message.sender', { name: row.senderName })}
                  </Typography.Text>
                )}
                {row.attachment && (
                  <Typography.Link
                    data-testid={`message-attachment-${row.id}`}
                    disabled={fetchAttachment.submitting}
                    onClick={() => row.attachment && void fetchAttachment.submit(row.attachment)}
                  >
                    <PaperClipOutlined /> {row.attachment.name}
                  </Typography.Link>
                )}
              </Space>
            ),
          },
          {
            title: t('collaboration.message.column.category'),
            dataIndex: 'category',
            width: 110,
            render: (category: MessageCategory) => (
              <Tag color={CATEGORY_COLOR[category]}>{t(`collaboration.message.category.${category}`)}</Tag>
            ),
          },
          {
            title: t('collaboration.message.column.createdAt'),
            dataIndex: 'createdAt',
            width: 150,
            render: (v: string) => (
              <Tooltip title={businessDateTimeOf(v)}>
                <span>{relativeTime(t, v)}</span>
              </Tooltip>
            ),
          },
          {
            title: t('collaboration.operation'),
            key: 'actions',
            width: 150,
            fixed: 'right',
            render: (_, row) => (
              <Flex gap={4}>
                {recordPath(row.businessType, row.businessId, row.category) && (
                  <Button type="link" size="small" onClick={() => void open(row)}>
                    {t('collaboration.open')}
                  </Button>
                )}
                {row.readAt === null && (
                  <Button
                    type="link"
                    size="small"
                    data-testid={`message-read-${row.id}`}
                    loading={read.isPending && read.variables === row.id}
                    onClick={() => read.mutate(row.id)}
                  >
                    {t('collaboration.message.markRead')}
                  </Button>
                )}
              </Flex>
            ),
          },
        ]}
      />
    </Card>
  );
}

/** 我的消息 (docs/product.md §2.2 /collaboration/myMessage): read and unread, mark read, each opening its record. */
export function MyMessagePage() {
  return <WithCurrentProject>{() => <Messages />}</WithCurrentProject>;
}
