import { App, Button, Form, Input, Modal, Popconfirm, Typography } from 'antd';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmit } from './use-submit';

/**
 * The words a submit → approve | return workflow needs, all under one prefix of its module's messages
 * (e.g. `party.activity.submit`, `party.activity.returnReason`).
 */
type ApprovalWord =
  | 'submit'
  | 'submitConfirm'
  | 'submitted'
  | 'approve'
  | 'approveConfirm'
  | 'approved'
  | 'return'
  | 'returned'
  | 'returnTitle'
  | 'returnReason'
  | 'returnRequired'
  | 'returnPlaceholder';

/**
 * Where a workflow's words live: `prefix` is accepted only when every `<prefix>.<word>` is a key of
 * the messages, so a missing word fails the type check as a literal t('…') call would.
 */
export type ApprovalWords<P extends string> = {
  prefix: P & (`${P}.${ApprovalWord}` extends ParseKeys ? unknown : never);
  cancel: ParseKeys;
};

function useApprovalT<P extends string>(words: ApprovalWords<P>) {
  const { t } = useTranslation();
  return (word: ApprovalWord | 'cancel') =>
    word === 'cancel' ? t(words.cancel) : t(`${words.prefix}.${word}` as ParseKeys);
}

/**
 * A row's submit and approve / return links for a record that goes DRAFT → SUBMITTED → APPROVED |
 * RETURNED (material plan lines, docs/domains/material.md; party activities, docs/domains/party.md).
 * The page says which moves the caller may make now; `move` sends one, then the kit says so and
 * `onMoved` refreshes what the move changed. Returning asks for a reason first (`onReturn` opens
 * the page's ApprovalReturnDialog). Test ids: `<testId>-submit|approve|return`.
 */
export function ApprovalActions<P extends string>({
  words,
  testId,
  canSubmit,
  canApprove,
  move,
  onMoved,
  onReturn,
}: {
  words: ApprovalWords<P>;
  testId: string;
  canSubmit: boolean;
  canApprove: boolean;
  move: (to: 'submit' | 'approve') => Promise<void>;
  onMoved: () => Promise<unknown>;
  onReturn: () => void;
}) {
  const w = useApprovalT(words);
  const { message } = App.useApp();
  const moving = useSubmit(async (to: 'submit' | 'approve') => {
    await move(to);
    message.success(w(to === 'submit' ? 'submitted' : 'approved'));
    await onMoved();
  });
  return (
    <>
      {canSubmit && (
        <Popconfirm
          title={w('submitConfirm')}
          okText={w('submit')}
          cancelText={w('cancel')}
          onConfirm={() => moving.submit('submit')}
        >
          <Button type="link" size="small" loading={moving.submitting} data-testid={`${testId}-submit`}>
            {w('submit')}
          </Button>
        </Popconfirm>
      )}
      {canApprove && (
        <>
          <Popconfirm
            title={w('approveConfirm')}
            okText={w('approve')}
            cancelText={w('cancel')}
            onConfirm={() => moving.submit('approve')}
          >
            <Button type="link" size="small" loading={moving.submitting} data-testid={`${testId}-approve`}>
              {w('approve')}
            </Button>
          </Popconfirm>
          <Button type="link" size="small" danger onClick={onReturn} data-testid={`${testId}-return`}>
            {w('return')}
          </Button>
        </>
      )}
    </>
  );
}

/**
 * The reason dialog of a return: at least two characters here (the servers refuse a return without
 * a reason, up to 200 characters), trimmed before `send`; `onClose(true)` once the record went back, `onClose(false)` when the user cancelled.
 * `subject` names the record above the field. Test id of the confirm button: `<testId>-return-ok`.
 */
export function ApprovalReturnDialog<P extends string>({
  words,
  testId,
  subject,
  send,
  onClose,
}: {
  words: ApprovalWords<P>;
  testId: string;
  subject: ReactNode;
  send: (reason: string) => Promise<void>;
  onClose: (done: boolean) => void;
}) {
  const w = useApprovalT(words);
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const { submitting, submit } = useSubmit(async ({ reason }: { reason: string }) => {
    await send(reason.trim());
    message.success(w('returned'));
    onClose(true);
  });
  return (
    <Modal
      open
      title={w('returnTitle')}
      okText={w('return')}
      cancelText={w('cancel')}
      okButtonProps={{ danger: true, loading: submitting, 'data-testid': `${testId}-return-ok` }}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
      maskClosable={!submitting}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{subject}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="reason"
          label={w('returnReason')}
          rules={[
            {
              validator: async (_, value?: string) => {
                if ((value ?? '').trim().length < 2) throw new Error(w('returnRequired'));
              },
            },
          ]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount placeholder={w('returnPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
