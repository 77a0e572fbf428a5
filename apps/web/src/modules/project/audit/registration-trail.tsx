import { useQuery } from '@tanstack/react-query';
import { projectCalls } from '@zhuji/shared';
import { Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/call';
import { FlowTimeline } from '../../../kit/flow-timeline';

export const trailKey = (id: number) => ['project', 'manage', 'trail', id] as const;

/** The registration's audit trail (GET project/manage/audit/trail): every submission and review. */
export function RegistrationTrailCard({ id }: { id: number }) {
  const { t } = useTranslation();
  const trail = useQuery({
    queryKey: trailKey(id),
    queryFn: () => call(projectCalls.manageAuditTrail, { query: { id } }),
  });
  return (
    <Card title={t('project.audit.trail')} style={{ marginTop: 16 }} data-testid="registration-trail">
      {trail.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <FlowTimeline
          actions={trail.data?.actions ?? []}
          empty={t('project.audit.noTrail')}
          actionLabel={(a) => t(`project.audit.action.${a}`)}
          stepLabel={() => t('project.audit.step')}
        />
      )}
    </Card>
  );
}
