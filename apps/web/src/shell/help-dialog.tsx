import { LinkOutlined, QuestionCircleOutlined, ReadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { HelpEntry } from '@zhuji/shared';
import { Button, Empty, Flex, Image, Modal, type TableColumnsType, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { queryStateProps } from '../kit/query-table';
import { ResponsiveTable } from '../kit/responsive-table';
import { dialogKeys, fetchHelpList } from './dialogs/dialogs.api';

const QR_SIZE = 96;

/** The help guide (docs/product.md §2.6): a table of index, name and scope, and a QR code to scan. */
export function HelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const help = useQuery({
    queryKey: dialogKeys.help(),
    queryFn: fetchHelpList,
    enabled: open,
    staleTime: 5 * 60_000,
  });

  const columns: TableColumnsType<HelpEntry> = [
    { key: 'index', dataIndex: 'index', title: t('dialogs.help.index'), width: 72, align: 'center' },
    {
      key: 'scope',
      title: t('dialogs.help.scope'),
      render: (_, entry) => (
        <Flex vertical gap={2}>
          <Typography.Text strong>
            {entry.link ? (
              <Typography.Link href={entry.link} target="_blank" rel="noopener noreferrer">
                {entry.title} <LinkOutlined style={{ fontSize: 12 }} />
              </Typography.Link>
            ) : (
              entry.title
            )}
          </Typography.Text>
          <Typography.Text type="secondary">{entry.scope}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'qrCode',
      dataIndex: 'qrCode',
      title: t('dialogs.help.qrCode'),
      width: QR_SIZE + 32,
      align: 'center',
      render: (_, entry) => (
        <Image
          src={entry.qrCode}
          alt={t('dialogs.help.qrAlt', { title: entry.title })}
          width={QR_SIZE}
          height={QR_SIZE}
          style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusSM }}
        />
      ),
    },
  ];

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      centered
      width={620}
      rootClassName="zj-help-dialog"
      title={
        <Flex align="center" gap={8}>
          <QuestionCircleOutlined style={{ color: token.colorPrimary }} />
          {t('dialogs.help.title')}
        </Flex>
      }
    >
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">{t('dialogs.help.hint')}</Typography.Text>
        <Button
          type="primary"
          ghost
          icon={<ReadOutlined />}
          href="/help/manual"
          target="_blank"
          rel="noopener"
        >
          {t('dialogs.help.manual')}
        </Button>
      </Flex>
      <ResponsiveTable<HelpEntry>
        cardTitleKey="scope"
        rowKey="index"
        size="middle"
        bordered
        pagination={false}
        {...queryStateProps(help)}
        loading={help.isFetching}
        columns={columns}
        dataSource={help.data ?? []}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dialogs.help.empty')} />,
        }}
      />
    </Modal>
  );
}
