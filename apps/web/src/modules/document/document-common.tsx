import './messages';
import { businessDateTimeOf, type DocumentCatalogNode } from '@zhuji/shared';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

export const ALL = 'all';

export const when = (iso: string | null) => (iso ? businessDateTimeOf(iso) : '—');
export const fileSize = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function findNode(nodes: readonly DocumentCatalogNode[], id: number): DocumentCatalogNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inner = findNode(node.children, id);
    if (inner) return inner;
  }
  return undefined;
}

export const allIds = (nodes: readonly DocumentCatalogNode[]): number[] =>
  nodes.flatMap((n) => [n.id, ...allIds(n.children)]);

export const treeSelectData = (nodes: readonly DocumentCatalogNode[]): object[] =>
  nodes.map((n) => ({
    value: n.id,
    title: n.name,
    // A catalogue shared read-only with the caller takes no documents from them.
    disabled: n.access !== 'write',
    children: treeSelectData(n.children),
  }));

export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      message={t('document.loadFailed')}
      action={
        <Button size="small" onClick={onRetry}>
          {t('document.retry')}
        </Button>
      }
    />
  );
}
