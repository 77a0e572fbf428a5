import './messages';
import { useQueryClient } from '@tanstack/react-query';
import {
  canMoveMaterialPlan,
  isMaterialPlanEditable,
  MATERIAL_PLAN_APPROVER_ROLE_IDS,
  type MaterialPlanItem,
  materialLedgerCalls,
} from '@zhuji/shared';
import { Alert, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call';
import { ApprovalActions, ApprovalReturnDialog } from '../../kit/approval-actions';
import { useCan } from '../../kit/permission-gate';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import { resourceKeys } from '../../kit/resource/resource-api';
import type { ResourceSlots } from '../../kit/resource/resource-config';
import { ResourcePage } from '../../kit/resource/resource-page';
import { useSession } from '../../session/session-store';
import { materialPlanResource } from './material.resources';

const API = materialPlanResource.api;

/** Whether the current role approves plan lines (the project manager); the server checks it again. */
function useCanApprove(): boolean {
  const role = useSession().user.currentRole;
  return useCan('update') && role !== null && MATERIAL_PLAN_APPROVER_ROLE_IDS.includes(role.id);
}

function invalidate(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: resourceKeys.all(API) }),
    queryClient.invalidateQueries({ queryKey: ['material', 'stock'] }),
  ]);
}

const WORDS = { prefix: 'materialLedger.plan', cancel: 'materialLedger.cancel' } as const;
const TEST_ID = 'material-plan';

function PlanMoves({ item, onReturn }: { item: MaterialPlanItem; onReturn: () => void }) {
  const queryClient = useQueryClient();
  const canUpdate = useCan('update');
  const canApprove = useCanApprove();
  return (
    <ApprovalActions
      words={WORDS}
      testId={TEST_ID}
      canSubmit={canUpdate && canMoveMaterialPlan(item.status, 'submit')}
      canApprove={canApprove && canMoveMaterialPlan(item.status, 'approve')}
      move={async (to) => {
        await call(materialLedgerCalls.planMove, { body: { id: item.id, move: to } });
      }}
      onMoved={() => invalidate(queryClient)}
      onReturn={onReturn}
    />
  );
}

function MaterialPlans({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [returning, setReturning] = useState<MaterialPlanItem>();
  const slots: ResourceSlots<MaterialPlanItem> = {
    rowEditable: (item) => isMaterialPlanEditable(item.status),
    rowActions: (item) => <PlanMoves item={item} onReturn={() => setReturning(item)} />,
  };
  return (
    <Flex vertical gap={16}>
      <Alert type="info" showIcon message={t('materialLedger.plan.flowHint')} />
      <ResourcePage config={materialPlanResource} projectId={projectId} slots={slots} />
      {returning && (
        <ApprovalReturnDialog
          words={WORDS}
          testId={TEST_ID}
          subject={
            <>
              {returning.planNo} {t(`materialLedger.category.${returning.category}`)}{' '}
              {returning.specification}
            </>
          }
          send={async (comment) => {
            await call(materialLedgerCalls.planMove, { body: { id: returning.id, move: 'return', comment } });
          }}
          onClose={(done) => {
            setReturning(undefined);
            if (done) void invalidate(queryClient);
          }}
        />
      )}
    </Flex>
  );
}

/** Menu 'material/plan' (/material/plan): the plan lines, submitted and approved by the manager. */
export function MaterialPlanPage() {
  return <WithCurrentProject>{(projectId) => <MaterialPlans projectId={projectId} />}</WithCurrentProject>;
}
