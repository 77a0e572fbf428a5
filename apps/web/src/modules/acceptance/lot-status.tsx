import './messages';
import type { AcceptanceStatus, SubitemNode } from '@zhuji/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const STATUS_COLOR: Record<AcceptanceStatus, string> = {
  pending: 'processing',
  accepted: 'green',
  rejected: 'red',
  cancelled: 'default',
};

export function StatusTag({ status }: { status: AcceptanceStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOR[status]} data-testid={`acceptance-status-${status}`}>
      {t(`acceptance.status.${status}`)}
    </Tag>
  );
}

export const subItemsOf = (nodes: SubitemNode[]): SubitemNode[] =>
  nodes.flatMap((n) => [...(n.level === 'subItem' && n.checked ? [n] : []), ...subItemsOf(n.children)]);
