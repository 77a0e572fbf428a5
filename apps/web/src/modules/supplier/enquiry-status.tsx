import './messages';
import type { EnquiryItem, EnquiryStatus, QuoteStatus } from '@zhuji/shared';
import { Space, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';

const STATUS_COLOR: Record<EnquiryStatus, string> = {
  open: 'processing',
  closed: 'success',
  cancelled: 'default',
};

export const QUOTE_COLOR: Record<QuoteStatus, string> = {
  submitted: 'blue',
  accepted: 'green',
  rejected: 'default',
};

export const ymd = (d: Dayjs) => d.format('YYYY-MM-DD');
export const yuan = (s: string) =>
  Number(s).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function StatusTag({ item }: { item: EnquiryItem }) {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap>
      <Tag color={STATUS_COLOR[item.status]}>{t(`supplier.enquiry.status.${item.status}`)}</Tag>
      {item.status === 'open' && item.deadlinePassed && (
        <Tag color="orange">{t('supplier.enquiry.deadlinePassed')}</Tag>
      )}
    </Space>
  );
}
