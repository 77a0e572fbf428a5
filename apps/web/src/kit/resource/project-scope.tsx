import { Card, Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session-store';

/**
 * Renders `children` with the current project's id; without a current project, says so instead of
 * asking the server for nothing.
 */
export function WithCurrentProject({ children }: { children: (projectId: number) => ReactNode }) {
  const { t } = useTranslation();
  const projectId = useSession().user.currentProject?.id;
  if (projectId === undefined)
    return (
      <Card>
        <Empty description={t('kit.noCurrentProject')} />
      </Card>
    );
  return children(projectId);
}
