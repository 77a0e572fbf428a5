import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import {
  businessDateTimeOf,
  DETECTION_CATEGORIES,
  type DetectionCategory,
  type DrawItem,
  type GroupRequirement,
} from '@zhuji/shared';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../kit/use-submit';
import { type DrawVerify, detectionApi, detectionKeys } from './pile-detection.api';

/** The stored draw: seed, hash, the piles, and the re-verify button that recomputes from the record. */
export function DrawResult({ draw }: { draw: DrawItem }) {
  const { t } = useTranslation();
  const [verified, setVerified] = useState<DrawVerify>();
  const verify = useSubmit(async () => setVerified(await detectionApi.verify(draw.id)));
  const forced = new Set(draw.forced);
  const moved = new Set(draw.moves.map((m) => m.toPileNo));
  return (
    <div data-testid="detection-draw-result">
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          {
            key: 'seed',
            label: t('detection.draw.seed'),
            children: (
              <Typography.Text copyable code data-testid="detection-draw-seed">
                {draw.seed}
              </Typography.Text>
            ),
          },
          {
            key: 'cand',
            label: t('detection.draw.candidates', { n: draw.candidates.length }),
            children: (
              <Typography.Text type="secondary" style={{ fontSize: 12, wordBreak: 'break-all' }}>
                {t('detection.draw.hash')}：{draw.candidatesHash}
              </Typography.Text>
            ),
          },
          {
            key: 'by',
            label: t('detection.draw.createdBy'),
            children: `${draw.createdByName} · ${businessDateTimeOf(draw.createdAt)}`,
          },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 12 }}>
        {t('detection.draw.result', { n: draw.plan.length })}
      </Typography.Title>
      <Flex wrap gap={6} data-testid="detection-draw-piles">
        {draw.plan.map((p) => (
          <Tag
            key={p}
            color={forced.has(p) ? 'orange' : moved.has(p) ? 'purple' : 'blue'}
            style={{ marginInlineEnd: 0 }}
          >
            {p}
            {forced.has(p) ? ` · ${t('detection.draw.forced')}` : ''}
          </Tag>
        ))}
      </Flex>
      <Flex gap={8} align="center" wrap style={{ marginTop: 12 }}>
        <Button
          icon={<SafetyCertificateOutlined />}
          loading={verify.submitting}
          onClick={() => void verify.submit(undefined)}
          data-testid="detection-draw-verify"
        >
          {t('detection.draw.verify')}
        </Button>
        <Typography.Text type="secondary">{t('detection.draw.immutable')}</Typography.Text>
      </Flex>
      {verified && (
        <Alert
          style={{ marginTop: 12 }}
          showIcon
          type={verified.hashMatches && verified.selectionMatches ? 'success' : 'error'}
          title={t(
            verified.hashMatches && verified.selectionMatches
              ? 'detection.draw.verifyOk'
              : 'detection.draw.verifyBad',
          )}
          data-testid="detection-draw-verified"
        />
      )}
    </div>
  );
}

/** The draw dialog of one pile group: category, count (the required one by default), seed, must-include piles. */
export function DrawDialog({
  projectId,
  group,
  open,
  onClose,
}: {
  projectId: number;
  group: GroupRequirement;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<{
    category: DetectionCategory;
    count?: number;
    seed?: string;
    mustInclude: string[];
  }>();
  const [draw, setDraw] = useState<DrawItem>();
  const category = Form.useWatch('category', form) ?? 'integrity';
  const required = group.categories.find((c) => c.category === category)?.required ?? 0;
  const submit = useSubmit(
    async (values: {
      category: DetectionCategory;
      count?: number;
      seed?: string;
      mustInclude?: string[];
    }) => {
      const saved = await detectionApi.draw({
        projectId,
        groupId: group.groupId,
        category: values.category,
        count: values.count ?? undefined,
        seed: values.seed?.trim() || undefined,
        mustInclude: values.mustInclude ?? [],
      });
      setDraw(saved);
      message.success(t('detection.draw.done', { n: saved.selected.length }));
      void client.invalidateQueries({ queryKey: detectionKeys.all });
    },
  );
  const close = () => {
    setDraw(undefined);
    form.resetFields();
    onClose();
  };
  return (
    <Modal
      open={open}
      title={t('detection.draw.title', { group: group.groupName })}
      onCancel={close}
      destroyOnHidden
      width={640}
      footer={
        draw ? (
          <Button onClick={close}>{t('detection.record.cancel')}</Button>
        ) : (
          <Space>
            <Button onClick={close}>{t('detection.record.cancel')}</Button>
            <Button
              type="primary"
              loading={submit.submitting}
              onClick={() => form.submit()}
              data-testid="detection-draw-submit"
            >
              {t('detection.draw.submit')}
            </Button>
          </Space>
        )
      }
    >
      {draw ? (
        <DrawResult draw={draw} />
      ) : (
        <Form
          form={form}
          layout="vertical"
          initialValues={{ category: 'integrity', mustInclude: [] }}
          onFinish={(v) => void submit.submit(v)}
        >
          <Form.Item name="category" label={t('detection.draw.category')}>
            <Select
              options={DETECTION_CATEGORIES.map((c) => ({ value: c, label: t(`detection.category.${c}`) }))}
              data-testid="detection-draw-category"
            />
          </Form.Item>
          <Form.Item
            name="count"
            label={t('detection.draw.count')}
            extra={`${t('detection.draw.countHint')}：${required}`}
          >
            <InputNumber
              min={1}
              max={group.totalPiles}
              placeholder={String(required)}
              style={{ width: 160 }}
            />
          </Form.Item>
          <Form.Item name="seed" label={t('detection.draw.seed')} extra={t('detection.draw.seedHint')}>
            <Input maxLength={200} allowClear data-testid="detection-draw-seed-input" />
          </Form.Item>
          <Form.Item
            name="mustInclude"
            label={t('detection.draw.mustInclude')}
            extra={t('detection.draw.mustIncludeHint')}
          >
            <Select mode="tags" tokenSeparators={[',', '，', ' ']} open={false} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
