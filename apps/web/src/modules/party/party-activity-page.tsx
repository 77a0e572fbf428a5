import './messages';
import { useQueryClient } from '@tanstack/react-query';
import {
  canMoveActivity,
  canPerform,
  isActivityEditable,
  type PartyActivityItem,
  partyCalls,
} from '@zhuji/shared';
import { Alert, Empty, Flex, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call';
import { ApprovalActions, ApprovalReturnDialog } from '../../kit/approval-actions';
import { useCan } from '../../kit/permission-gate';
import { PhotoThumb } from '../../kit/photo-upload';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import { resourceKeys } from '../../kit/resource/resource-api';
import type { ResourceSlots } from '../../kit/resource/resource-config';
import { ResourcePage } from '../../kit/resource/resource-page';
import { flattenRoutes } from '../../session/menu-routes';
import { useSession } from '../../session/session-store';
import { partyActivityResource } from './party.resources';

const API = partyActivityResource.api;
/** Approving or returning is the superior's: whoever may update the party organisations. */
const AUDIT_MENU = 'PartyOrganization';

/** Whether the user may audit activities: the server checks update on 党组织 again. */
function useCanAudit(): boolean {
  const routes = useSession().routes;
  return useMemo(() => {
    const org = flattenRoutes(routes).find((r) => r.name === AUDIT_MENU);
    return canPerform(org?.meta.actions, 'update');
  }, [routes]);
}

const WORDS = { prefix: 'party.activity', cancel: 'party.activity.cancel' } as const;
const TEST_ID = 'party-activity';

function ActivityMoves({ item, onReturn }: { item: PartyActivityItem; onReturn: () => void }) {
  const queryClient = useQueryClient();
  const canUpdate = useCan('update');
  const canAudit = useCanAudit();
  return (
    <ApprovalActions
      words={WORDS}
      testId={TEST_ID}
      canSubmit={canUpdate && canMoveActivity(item.status, 'submit')}
      canApprove={canAudit && canMoveActivity(item.status, 'approve')}
      move={async (to) => {
        if (to === 'submit') await call(partyCalls.activitySubmit, { body: { id: item.id } });
        else await call(partyCalls.activityAudit, { body: { id: item.id, pass: true } });
      }}
      onMoved={() => queryClient.invalidateQueries({ queryKey: resourceKeys.all(API) })}
      onReturn={onReturn}
    />
  );
}

function Photos({ item }: { item: PartyActivityItem }) {
  const { t } = useTranslation();
  return (
    <div data-testid="party-activity-photos">
      <Typography.Title level={5}>{t('party.activity.photos')}</Typography.Title>
      {item.photos.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('party.activity.noPhotos')} />
      ) : (
        <Flex wrap gap={8}>
          {item.photos.map((url) => (
            <PhotoThumb key={url} url={url} />
          ))}
        </Flex>
      )}
    </div>
  );
}

function PartyActivities({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [returning, setReturning] = useState<PartyActivityItem>();
  const slots: ResourceSlots<PartyActivityItem> = {
    rowEditable: (item) => isActivityEditable(item.status),
    rowActions: (item) => <ActivityMoves item={item} onReturn={() => setReturning(item)} />,
    detailExtra: (item) => <Photos item={item} />,
  };
  return (
    <Flex vertical gap={16}>
      <Alert type="info" showIcon message={t('party.activity.flowHint')} />
      <ResourcePage config={partyActivityResource} projectId={projectId} slots={slots} />
      {returning && (
        <ApprovalReturnDialog
          words={WORDS}
          testId={TEST_ID}
          subject={returning.title}
          send={async (reason) => {
            await call(partyCalls.activityAudit, { body: { id: returning.id, pass: false, reason } });
          }}
          onClose={(done) => {
            setReturning(undefined);
            if (done) void queryClient.invalidateQueries({ queryKey: resourceKeys.all(API) });
          }}
        />
      )}
    </Flex>
  );
}

/** Menu 'party/activity' (/partyBuilding/activity): activities, submitted and audited by the superior. */
export function PartyActivityPage() {
  return <WithCurrentProject>{(projectId) => <PartyActivities projectId={projectId} />}</WithCurrentProject>;
}
