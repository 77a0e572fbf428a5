import './messages';
import { useQueryClient } from '@tanstack/react-query';
import {
  canMoveActivity,
  canPerform,
  isActivityEditable,
  type PartyActivityItem,
  partyCalls,
} from '@zhuji/shared';
import { Alert, App, Button, Empty, Flex, Form, Input, Modal, Popconfirm, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call';
import { useCan } from '../../kit/permission-gate';
import { PhotoThumb } from '../../kit/photo-upload';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import { resourceKeys } from '../../kit/resource/resource-api';
import type { ResourceSlots } from '../../kit/resource/resource-config';
import { ResourcePage } from '../../kit/resource/resource-page';
import { useSubmit } from '../../kit/use-submit';
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

function ReturnDialog({ item, onClose }: { item: PartyActivityItem; onClose: (done: boolean) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const { submitting, submit } = useSubmit(async ({ reason }: { reason: string }) => {
    await call(partyCalls.activityAudit, { body: { id: item.id, pass: false, reason: reason.trim() } });
    message.success(t('party.activity.returned'));
    onClose(true);
  });
  return (
    <Modal
      open
      title={t('party.activity.returnTitle')}
      okText={t('party.activity.return')}
      cancelText={t('party.activity.cancel')}
      okButtonProps={{ danger: true, loading: submitting, 'data-testid': 'party-return-ok' }}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
      maskClosable={!submitting}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{item.title}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="reason"
          label={t('party.activity.returnReason')}
          rules={[
            {
              validator: async (_, value?: string) => {
                if ((value ?? '').trim().length < 2) throw new Error(t('party.activity.returnRequired'));
              },
            },
          ]}
        >
          <Input.TextArea
            rows={3}
            maxLength={200}
            showCount
            placeholder={t('party.activity.returnPlaceholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function ActivityMoves({ item, onReturn }: { item: PartyActivityItem; onReturn: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const canUpdate = useCan('update');
  const canAudit = useCanAudit();
  const move = useSubmit(async (path: 'submit' | 'approve') => {
    if (path === 'submit') await call(partyCalls.activitySubmit, { body: { id: item.id } });
    else await call(partyCalls.activityAudit, { body: { id: item.id, pass: true } });
    message.success(t(path === 'submit' ? 'party.activity.submitted' : 'party.activity.approved'));
    await queryClient.invalidateQueries({ queryKey: resourceKeys.all(API) });
  });
  return (
    <>
      {canUpdate && canMoveActivity(item.status, 'submit') && (
        <Popconfirm
          title={t('party.activity.submitConfirm')}
          okText={t('party.activity.submit')}
          cancelText={t('party.activity.cancel')}
          onConfirm={() => move.submit('submit')}
        >
          <Button type="link" size="small" loading={move.submitting} data-testid="party-activity-submit">
            {t('party.activity.submit')}
          </Button>
        </Popconfirm>
      )}
      {canAudit && canMoveActivity(item.status, 'approve') && (
        <>
          <Popconfirm
            title={t('party.activity.approveConfirm')}
            okText={t('party.activity.approve')}
            cancelText={t('party.activity.cancel')}
            onConfirm={() => move.submit('approve')}
          >
            <Button type="link" size="small" loading={move.submitting} data-testid="party-activity-approve">
              {t('party.activity.approve')}
            </Button>
          </Popconfirm>
          <Button type="link" size="small" danger onClick={onReturn} data-testid="party-activity-return">
            {t('party.activity.return')}
          </Button>
        </>
      )}
    </>
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
        <ReturnDialog
          item={returning}
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
