import './messages';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Segmented, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import { CatalogTree } from './catalog-tree';
import { documentApi } from './document.api';
import { findNode, LoadError } from './document-common';
import { DocumentsView } from './documents-view';
import { LogView } from './log-view';
import { RecycleView } from './recycle-view';

type View = 'documents' | 'recycle' | 'log';

function DocumentWorkspace({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const [catalogId, setCatalogId] = useState<number | null>(null);
  const [view, setView] = useState<View>('documents');
  const tree = useQuery({
    queryKey: ['document', projectId, 'tree'],
    queryFn: () => documentApi.tree(projectId),
  });
  const catalogs = tree.data ?? [];
  const selected = useMemo(
    () => (catalogId !== null && tree.data && !findNode(tree.data, catalogId) ? null : catalogId),
    [catalogId, tree.data],
  );
  return (
    <Row gutter={[16, 16]} data-testid="document-page">
      <Col xs={24} lg={8} xl={7} xxl={6}>
        <Card title={t('document.catalogs')} size="small">
          {tree.isError ? (
            <LoadError onRetry={() => tree.refetch()} />
          ) : tree.isLoading ? (
            <Spin style={{ display: 'block', margin: '24px auto' }} />
          ) : (
            <CatalogTree
              projectId={projectId}
              catalogs={catalogs}
              selected={selected}
              onSelect={(id) => {
                setCatalogId(id);
                setView('documents');
              }}
            />
          )}
        </Card>
      </Col>
      <Col xs={24} lg={16} xl={17} xxl={18}>
        <Card
          size="small"
          title={
            view === 'documents'
              ? ((selected && findNode(catalogs, selected)?.name) ?? t('document.allDocuments'))
              : t(`document.tabs.${view}`)
          }
          extra={
            <Segmented<View>
              value={view}
              onChange={setView}
              options={(['documents', 'recycle', 'log'] as const).map((v) => ({
                value: v,
                label: t(`document.tabs.${v}`),
              }))}
              data-testid="document-view"
            />
          }
        >
          {view === 'documents' && (
            <DocumentsView projectId={projectId} catalogs={catalogs} catalogId={selected} />
          )}
          {view === 'recycle' && <RecycleView projectId={projectId} catalogs={catalogs} />}
          {view === 'log' && <LogView projectId={projectId} />}
        </Card>
      </Col>
    </Row>
  );
}

/** Menu 'document/index' (资料管理): the current sub-project's catalogs, documents, recycle bin and log. */
export function DocumentPage() {
  return (
    <WithCurrentProject>{(projectId) => <DocumentWorkspace projectId={projectId} />}</WithCurrentProject>
  );
}
