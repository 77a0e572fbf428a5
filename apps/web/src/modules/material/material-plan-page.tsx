import './messages';
import { useQueryClient } from '@tanstack/react-query';
import {
  canMoveMaterialPlan,
  isMaterialPlanEditable,
  MATERIAL_PLAN_APPROVER_ROLE_IDS,
  type MaterialPlanItem,
  materialLedgerCalls,
} from '@zhuji/shared';
import { Alert, App, Button, Flex, Form, Input, Modal, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call';
import { useCan } from '../../kit/permission-gate';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import { resourceKeys } from '../../kit/resource/resource-api';
import type { ResourceSlots } from '../../kit/resource/resource-config';
import { ResourcePage } from '../../kit/resource/resource-page';
import { useSubmit } from '../../kit/use-submit';
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

function ReturnDialog({ item, onClose }: { item: MaterialPlanItem; onClose: (done: boolean) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ comment: string }>();
  const { submitting, submit } = useSubmit(async ({ comment }: { comment: string }) => {
    await call(materialLedgerCalls.planMove, {
      body: { id: item.id, move: 'return', comment: comment.trim() },
    });
    message.success(t('materialLedger.plan.returned'));
    onClose(true);
  });
  return (
    <Modal
      open
      title={t('materialLedger.plan.returnTitle')}
      okText={t('materialLedger.plan.return')}
      cancelText={t('materialLedger.cancel')}
      okButtonProps={{ danger: true, loading: submitting, 'data-testid': 'material-plan-return-ok' }}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
      maskClosable={!submitting}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {item.planNo} {t(`materialLedger.category.${item.category}`)} {item.specification}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="comment"
          label={t('materialLedger.plan.returnReason')}
          rules={[
            {
              validator: async (_, value?: string) => {
                if ((value ?? '').trim().length < 2) throw new Error(t('materialLedger.plan.returnRequired'));
              },
            },
          ]}
        >
          <Input.TextArea
            rows={3}
            maxLength={200}
            showCount
            placeholder={t('materialLedger.plan.returnPlaceholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function PlanMoves({ item, onReturn }: { item: MaterialPlanItem; onReturn: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const canUpdate = useCan('update');
  const canApprove = useCanApprove();
  const move = useSubmit(async (to: 'submit' | 'approve') => {
    await call(materialLedgerCalls.planMove, { body: { id: item.id, move: to } });
    message.success(t(to === 'submit' ? 'materialLedger.plan.submitted' : 'materialLedger.plan.approved'));
    await invalidate(queryClient);
  });
  return (
    <>
      {canUpdate && canMoveMaterialPlan(item.status, 'submit') && (
        <Popconfirm
          title={t('materialLedger.plan.submitConfirm')}
          okText={t('materialLedger.plan.submit')}
          cancelText={t('materialLedger.cancel')}
          onConfirm={() => move.submit('submit')}
        >
          <Button type="link" size="small" loading={move.submitting} data-testid="material-plan-submit">
            {t('materialLedger.plan.submit')}
          </Button>
        </Popconfirm>
      )}
      {canApprove && canMoveMaterialPlan(item.status, 'approve') && (
        <>
          <Popconfirm
            title={t('materialLedger.plan.approveConfirm')}
            okText={t('materialLedger.plan.approve')}
            cancelText={t('materialLedger.cancel')}
            onConfirm={() => move.submit('approve')}
          >
            <Button type="link" size="small" loading={move.submitting} data-testid="material-plan-approve">
              {t('materialLedger.plan.approve')}
            </Button>
          </Popconfirm>
          <Button type="link" size="small" danger onClick={onReturn} data-testid="material-plan-return">
            {t('materialLedger.plan.return')}
          </Button>
        </>
      )}
    </>
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
        <ReturnDialog
          item={returning}
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
