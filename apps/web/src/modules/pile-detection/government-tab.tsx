import { SendOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  businessDateTimeOf,
  COMPANY_TYPE,
  DETECTION_CATEGORIES,
  type DetectionCategory,
  type GovSubmission,
} from '@zhuji/shared';
import {
  Alert,
  App,
  Button,
  Card,
  Empty,
  Flex,
  Form,
  Input,
  Modal,
  Select,
  Space,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../kit/permission-gate';
import { useSubmit } from '../../kit/use-submit';
import { useSession } from '../../session/session-store';
import { DrawResult } from './draw-dialog';
import { detectionApi, detectionKeys } from './pile-detection.api';

const STATUS_COLOR = { submitted: 'gold', drawn: 'blue', registered: 'green' } as const;

function SubmitDialog({ projectId, onClose }: { projectId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm();
  const req = useQuery({
    queryKey: detectionKeys.requirement(projectId),
    queryFn: () => detectionApi.requirement(projectId),
  });
  const save = useSubmit(
    async (v: { groupId: number; category: DetectionCategory; mustInclude?: string[] }) => {
      await detectionApi.submit({
        projectId,
        groupId: v.groupId,
        category: v.category,
        mustInclude: v.mustInclude ?? [],
      });
      message.success(t('detection.gov.submitted'));
      void client.invalidateQueries({ queryKey: detectionKeys.all });
      onClose();
    },
  );
  return (
    <Modal
      open
      title={t('detection.gov.submit')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.submitting}
      okText={t('detection.gov.submit')}
      cancelText={t('detection.record.cancel')}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ category: 'highStrain' }}
        onFinish={(v) => void save.submit(v)}
      >
        <Form.Item
          name="groupId"
          label={t('detection.record.group')}
          rules={[
            {
              required: true,
              message: t('detection.record.required', { field: t('detection.record.group') }),
            },
          ]}
        >
          <Select
            options={req.data?.groups.map((g) => ({
              value: g.groupId,
              label: `${g.groupName}（${g.totalPiles}）`,
            }))}
          />
        </Form.Item>
        <Form.Item name="category" label={t('detection.draw.category')}>
          <Select
            options={DETECTION_CATEGORIES.map((c) => ({ value: c, label: t(`detection.category.${c}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="mustInclude"
          label={t('detection.draw.mustInclude')}
          extra={t('detection.draw.mustIncludeHint')}
        >
          <Select mode="tags" open={false} tokenSeparators={[',', '，', ' ']} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function MoveDialog({ submission, onClose }: { submission: GovSubmission; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm();
  const draw = submission.draw;
  const save = useSubmit(async (v: { fromPileNo: string; toPileNo: string; reason: string }) => {
    if (!draw) return;
    await detectionApi.govMove({ drawId: draw.id, ...v });
    message.success(t('detection.gov.move'));
    void client.invalidateQueries({ queryKey: detectionKeys.all });
    onClose();
  });
  if (!draw) return null;
  const plan = new Set(draw.plan);
  return (
    <Modal
      open
      title={t('detection.gov.moveTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.submitting}
      okText={t('detection.gov.move')}
      cancelText={t('detection.record.cancel')}
    >
      <Form form={form} layout="vertical" onFinish={(v) => void save.submit(v)}>
        <Form.Item
          name="fromPileNo"
          label={t('detection.gov.from')}
          rules={[
            { required: true, message: t('detection.record.required', { field: t('detection.gov.from') }) },
          ]}
        >
          <Select showSearch options={draw.plan.map((p) => ({ value: p, label: p }))} />
        </Form.Item>
        <Form.Item
          name="toPileNo"
          label={t('detection.gov.to')}
          rules={[
            { required: true, message: t('detection.record.required', { field: t('detection.gov.to') }) },
          ]}
        >
          <Select
            showSearch
            options={draw.candidates.filter((p) => !plan.has(p)).map((p) => ({ value: p, label: p }))}
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('detection.gov.reason')}
          rules={[{ required: true, min: 2, max: 500, message: t('detection.stats.reasonHint') }]}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function SubmissionCard({ s }: { s: GovSubmission }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [moving, setMoving] = useState(false);
  // Drawing and moving are the regulator's (the server refuses anyone else); registering is either party's.
  const regulator = useSession().user.currentUnit.compTypeId === COMPANY_TYPE.REGULATOR;
  const refresh = () => void client.invalidateQueries({ queryKey: detectionKeys.all });
  const random = useSubmit(async () => {
    const saved = await detectionApi.govRandom(s.id);
    message.success(t('detection.gov.drawnOk', { seed: saved.draw?.seed ?? '' }));
    refresh();
  });
  const register = () =>
    modal.confirm({
      title: t('detection.gov.register'),
      content: t('detection.gov.registerConfirm'),
      okText: t('detection.gov.register'),
      cancelText: t('detection.record.cancel'),
      onOk: async () => {
        await detectionApi.govRegister(s.id);
        message.success(t('detection.gov.registered'));
        refresh();
      },
    });
  return (
    <Card
      size="small"
      data-testid="detection-submission"
      title={
        <Flex gap={8} wrap align="center">
          <span>
            {s.groupName} · {t(`detection.category.${s.category}`)}
          </span>
          <Tag color={STATUS_COLOR[s.status]}>{t(`detection.gov.status.${s.status}`)}</Tag>
        </Flex>
      }
      extra={
        <Can action="update">
          <Space>
            {s.status === 'submitted' && regulator && (
              <Button
                type="primary"
                size="small"
                loading={random.submitting}
                onClick={() => void random.submit(undefined)}
              >
                {t('detection.gov.random')}
              </Button>
            )}
            {s.status === 'drawn' && (
              <>
                {regulator && (
                  <Button size="small" onClick={() => setMoving(true)}>
                    {t('detection.gov.move')}
                  </Button>
                )}
                <Button type="primary" size="small" onClick={register}>
                  {t('detection.gov.register')}
                </Button>
              </>
            )}
          </Space>
        </Can>
      }
    >
      <Typography.Paragraph type="secondary">
        {t('detection.gov.summary', { candidates: s.candidateCount, count: s.count })} ·{' '}
        {t('detection.gov.submittedBy')} {s.submittedByName} {businessDateTimeOf(s.submittedAt)}
        {s.registeredAt &&
          ` · ${t('detection.gov.status.registered')} ${s.registeredByName ?? ''} ${businessDateTimeOf(s.registeredAt)}`}
      </Typography.Paragraph>
      {s.draw && <DrawResult draw={s.draw} />}
      {s.draw && s.draw.moves.length > 0 && (
        <>
          <Typography.Title level={5} style={{ marginTop: 12 }}>
            {t('detection.gov.moves')}
          </Typography.Title>
          <Timeline
            items={s.draw.moves.map((m) => ({
              content: (
                <Typography.Text>
                  {businessDateTimeOf(m.createdAt)} {m.userName}：{m.fromPileNo} → {m.toPileNo}（{m.reason}）
                </Typography.Text>
              ),
            }))}
          />
        </>
      )}
      {moving && <MoveDialog submission={s} onClose={() => setMoving(false)} />}
    </Card>
  );
}

export function GovernmentTab({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const [submitting, setSubmitting] = useState(false);
  const list = useQuery({
    queryKey: [...detectionKeys.all, 'gov', projectId],
    queryFn: () => detectionApi.submissions(projectId),
  });
  return (
    <Flex vertical gap={12}>
      <Alert type="info" showIcon title={t('detection.gov.hint')} />
      <Flex justify="end">
        <Can action="add">
          <Button icon={<SendOutlined />} onClick={() => setSubmitting(true)}>
            {t('detection.gov.submit')}
          </Button>
        </Can>
      </Flex>
      {list.isPending ? (
        <Card loading />
      ) : list.data?.length ? (
        list.data.map((s) => <SubmissionCard key={s.id} s={s} />)
      ) : (
        <Empty description={t('detection.gov.empty')} />
      )}
      {submitting && <SubmitDialog projectId={projectId} onClose={() => setSubmitting(false)} />}
    </Flex>
  );
}
