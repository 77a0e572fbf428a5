import './messages';
import { ArrowLeftOutlined, NotificationOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { businessDateTimeOf, type NoticeItem, noticeCalls, PAGINATION } from '@zhuji/shared';
import { Button, Empty, Flex, Input, List, Modal, Result, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { call } from '../../api/call';
import { PublicCard, PublicFrame } from '../../kit/public-frame';

// The public notices (docs/product.md §2.1 /announcement, docs/product.md §7.8 public notice list): readable without a login.
const noticeApi = {
  list: (page: number, keyword: string | undefined) =>
    call(noticeCalls.list, { query: { page, limit: PAGINATION.LIMIT, keyword } }),
  detail: (id: number) => call(noticeCalls.detail, { query: { id } }),
};

const CATEGORY_COLOR: Record<string, string> = { 监管通知: 'red', 平台公告: 'blue', 技术提示: 'green' };

/** /announcement — the list of public notices, each readable in full. */
export function AnnouncementPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState<string>();
  const [open, setOpen] = useState<number>();
  const list = useQuery({
    queryKey: ['notice', 'list', page, keyword],
    queryFn: () => noticeApi.list(page, keyword),
    placeholderData: keepPreviousData,
  });
  const detail = useQuery({
    queryKey: ['notice', 'detail', open],
    queryFn: () => noticeApi.detail(open ?? 0),
    enabled: open !== undefined,
  });

  return (
    <PublicFrame>
      <PublicCard style={{ width: 'min(880px, 100%)' }}>
        <Flex justify="space-between" align="start" wrap gap={12} style={{ marginBottom: 16 }}>
          <Flex vertical>
            <Typography.Title level={3} style={{ margin: 0 }}>
              <NotificationOutlined /> {t('notice.title')}
            </Typography.Title>
            <Typography.Text type="secondary">{t('notice.description')}</Typography.Text>
          </Flex>
          <Link to="/login">
            <Button icon={<ArrowLeftOutlined />}>{t('notice.back')}</Button>
          </Link>
        </Flex>
        <Input.Search
          allowClear
          placeholder={t('notice.keyword')}
          aria-label={t('notice.keyword')}
          onSearch={(value) => {
            setKeyword(value.trim() || undefined);
            setPage(1);
          }}
          style={{ maxWidth: 320, marginBottom: 8 }}
        />
        {list.isError && !list.data ? (
          <Result
            status="warning"
            title={t('notice.loadFailed')}
            extra={<Button onClick={() => void list.refetch()}>{t('kit.retry')}</Button>}
          />
        ) : (
          <List<NoticeItem>
            loading={list.isFetching}
            dataSource={list.data?.list}
            data-testid="notice-list"
            locale={{
              emptyText: (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={t(keyword ? 'notice.noMatch' : 'notice.empty')}
                />
              ),
            }}
            pagination={
              (list.data?.total ?? 0) > PAGINATION.LIMIT && {
                current: page,
                pageSize: PAGINATION.LIMIT,
                total: list.data?.total,
                showSizeChanger: false,
                showTotal: (total) => t('notice.total', { count: total }),
                onChange: setPage,
              }
            }
            renderItem={(notice) => (
              <List.Item
                key={notice.id}
                actions={[
                  <Button key="read" type="link" onClick={() => setOpen(notice.id)}>
                    {t('notice.read')}
                  </Button>,
                ]}
              >
                <List.Item.Meta
                  title={
                    <Flex gap={8} align="center" wrap>
                      <Tag
                        color={CATEGORY_COLOR[notice.category] ?? 'default'}
                        style={{ marginInlineEnd: 0 }}
                      >
                        {notice.category}
                      </Tag>
                      <Typography.Link onClick={() => setOpen(notice.id)}>{notice.title}</Typography.Link>
                    </Flex>
                  }
                  description={`${businessDateTimeOf(notice.publishedAt)} · ${t('notice.publisher', { publisher: notice.publisher })}`}
                />
              </List.Item>
            )}
          />
        )}
      </PublicCard>
      <Modal
        open={open !== undefined}
        title={detail.data?.title}
        footer={null}
        width={720}
        onCancel={() => setOpen(undefined)}
        data-testid="notice-detail"
      >
        {detail.isPending ? (
          <Skeleton active />
        ) : (
          detail.data && (
            <Flex vertical gap={12}>
              <Typography.Text type="secondary">
                {businessDateTimeOf(detail.data.publishedAt)} ·{' '}
                {t('notice.publisher', { publisher: detail.data.publisher })}
              </Typography.Text>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', fontSize: 15, lineHeight: 1.9 }}>
                {detail.data.content}
              </Typography.Paragraph>
            </Flex>
          )
        )}
      </Modal>
    </PublicFrame>
  );
}
