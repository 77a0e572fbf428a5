import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cageDiameterSchema,
  designPileLengthRangeSchema,
  max7Int3DecimalsSchema,
  PILE_ARRANGEMENTS,
  PILE_TYPES,
  type PileGroupItem,
  type PileGroupSave,
  positiveDecimal2Schema,
  signedHeightSchema,
} from '@zhuji/shared';
import {
  App,
  Button,
  Col,
  Drawer,
  Empty,
  Flex,
  Form,
  Grid,
  Input,
  Result,
  Row,
  Select,
  Space,
  Switch,
  Tag,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Can } from '../../kit/permission-gate';
import { ResponsiveTable } from '../../kit/responsive-table';
import { useDirtyGuard } from '../../kit/use-dirty-guard';
import { useSubmit } from '../../kit/use-submit';
import { pileApi, pileKeys } from './pile.api';

const rule = (schema: z.ZodType<string>) => ({
  validator: async (_: unknown, value?: string) => {
    if (!value) return;
    const r = schema.safeParse(value);
    if (!r.success) throw new Error(r.error.issues[0]?.message);
  },
});

type GroupForm = Omit<PileGroupSave, 'projectId' | 'id'>;
const DECIMALS = [
  'cageLengthM',
  'mainBarSpacingMm',
  'stirrupSpacingMm',
  'sedimentMm',
  'cementContentKgPerM',
  'waterCementRatio',
  'liftSpeed',
  'sinkSpeed',
] as const;
const LABEL: Record<(typeof DECIMALS)[number], string> = {
  cageLengthM: 'pile.group.cageLength',
  mainBarSpacingMm: 'pile.group.mainBarSpacing',
  stirrupSpacingMm: 'pile.group.stirrupSpacing',
  sedimentMm: 'pile.group.sediment',
  cementContentKgPerM: 'pile.group.cementContent',
  waterCementRatio: 'pile.group.waterCement',
  liftSpeed: 'pile.group.liftSpeed',
  sinkSpeed: 'pile.group.sinkSpeed',
};
const BY_TYPE = {
  bored: ['cageLengthM', 'mainBarSpacingMm', 'stirrupSpacingMm', 'sedimentMm'],
  mixing: ['cementContentKgPerM', 'waterCementRatio', 'liftSpeed', 'sinkSpeed'],
  pipe: [],
} as const;

function GroupDrawer({
  projectId,
  editing,
  onClose,
}: {
  projectId: number;
  editing?: PileGroupItem;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const screens = Grid.useBreakpoint();
  const [form] = Form.useForm<GroupForm>();
  const [dirty, setDirty] = useState(false);
  const { confirmDiscard } = useDirtyGuard(dirty);
  const type = Form.useWatch('pileType', form) ?? editing?.pileType ?? 'bored';
  const { submitting, submit } = useSubmit(async () => {
    const v = await form.validateFields();
    await pileApi.saveGroup({
      ...v,
      projectId,
      id: editing?.id,
      bearing: v.bearing ?? null,
      singlePile: !!v.singlePile,
      gradeA: !!v.gradeA,
    });
    await client.invalidateQueries({ queryKey: pileKeys.all });
    message.success(t('pile.group.saved'));
    setDirty(false);
    onClose();
  });
  const span = screens.md ? 12 : 24;
  const initial = editing
    ? Object.fromEntries(Object.entries(editing).map(([k, v]) => [k, v ?? undefined]))
    : { pileType: 'bored', bearing: 'friction', singlePile: false, gradeA: false, arrangement: 'group' };
  return (
    <Drawer
      open
      size={screens.md ? 720 : '100%'}
      title={editing ? t('pile.action.editGroup') : t('pile.action.addGroup')}
      onClose={() => confirmDiscard(onClose)}
      destroyOnHidden
      data-testid="pile-group-form"
      footer={
        <Flex gap={8} justify="flex-end">
          <Button onClick={() => confirmDiscard(onClose)}>{t('pile.action.cancel')}</Button>
          <Button
            type="primary"
            loading={submitting}
            onClick={() => void submit(undefined)}
            data-testid="pile-group-save"
          >
            {t('pile.action.save')}
          </Button>
        </Flex>
      }
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        onValuesChange={() => setDirty(true)}
        scrollToFirstError
      >
        <Row gutter={12}>
          <Col span={span}>
            <Form.Item name="name" label={t('pile.group.name')} rules={[{ required: true, max: 40 }]}>
              <Input placeholder="ZH-1 φ800 工程桩" data-testid="pile-group-name" />
            </Form.Item>
          </Col>
          <Col span={span}>
            <Form.Item name="pileType" label={t('pile.group.pileType')} rules={[{ required: true }]}>
              <Select
                disabled={!!editing && editing.pileCount > 0}
                options={PILE_TYPES.map((p) => ({ value: p, label: t(`pile.type.${p}`) }))}
              />
            </Form.Item>
          </Col>
          <Col span={span}>
            <Form.Item
              name="diameterMm"
              label={t('pile.group.diameter')}
              rules={[{ required: true }, rule(positiveDecimal2Schema)]}
            >
              <Input inputMode="decimal" data-testid="pile-group-diameter" />
            </Form.Item>
          </Col>
          <Col span={span}>
            <Form.Item
              name="designLength"
              label={t('pile.group.designLength')}
              extra={t('pile.group.designLengthHint')}
              rules={[rule(designPileLengthRangeSchema)]}
            >
              <Input data-testid="pile-group-length" />
            </Form.Item>
          </Col>
          {type === 'bored' && (
            <Col span={span}>
              <Form.Item
                name="cageDiameter"
                label={t('pile.group.cageDiameter')}
                extra={t('pile.group.cageDiameterHint')}
                rules={[rule(cageDiameterSchema)]}
              >
                <Input />
              </Form.Item>
            </Col>
          )}
          {type !== 'mixing' && (
            <Col span={span}>
              <Form.Item
                name="strengthGrade"
                label={t('pile.group.strengthGrade')}
                rules={[{ pattern: /^C\d{2}$/, message: 'C30、C35 …' }]}
              >
                <Input placeholder="C35" />
              </Form.Item>
            </Col>
          )}
          <Col span={span}>
            <Form.Item
              name="pileTopElevation"
              label={t('pile.group.pileTop')}
              rules={[rule(signedHeightSchema)]}
            >
              <Input inputMode="decimal" placeholder="-3.500" />
            </Form.Item>
          </Col>
          {type === 'bored' && (
            <Col span={span}>
              <Form.Item name="bearing" label={t('pile.group.bearing')}>
                <Select
                  allowClear
                  options={(['friction', 'end'] as const).map((b) => ({
                    value: b,
                    label: t(`pile.bearing.${b}`),
                  }))}
                />
              </Form.Item>
            </Col>
          )}
          {BY_TYPE[type].map((k) => (
            <Col span={span} key={k}>
              <Form.Item
                name={k}
                label={t(LABEL[k] as 'pile.group.cageLength')}
                rules={[rule(max7Int3DecimalsSchema)]}
              >
                <Input inputMode="decimal" />
              </Form.Item>
            </Col>
          ))}
          <Col span={span}>
            <Form.Item name="singlePile" label={t('pile.group.singlePile')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col span={span}>
            <Form.Item name="gradeA" label={t('pile.group.gradeA')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col span={span}>
            <Form.Item
              name="arrangement"
              label={t('pile.group.arrangement')}
              tooltip={t('pile.group.arrangementHint')}
            >
              <Select
                options={PILE_ARRANGEMENTS.map((a) => ({
                  value: a,
                  label: t(`pile.group.arrangements.${a}`),
                }))}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Drawer>
  );
}

/** The pile groups of the sub-project with their design values; the judgement reads them. */
export function GroupsTab({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<PileGroupItem | 'new'>();
  const groups = useQuery({ queryKey: pileKeys.groups(projectId), queryFn: () => pileApi.groups(projectId) });
  if (groups.isError)
    return (
      <Result
        status="warning"
        title={t('pile.loadFailed')}
        extra={<Button onClick={() => void groups.refetch()}>{t('pile.action.retry')}</Button>}
      />
    );
  return (
    <>
      <Flex justify="flex-end" style={{ marginBottom: 12 }}>
        <Can action="add">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing('new')}
            data-testid="pile-group-add"
          >
            {t('pile.action.addGroup')}
          </Button>
        </Can>
      </Flex>
      <ResponsiveTable<PileGroupItem>
        cardTitleKey="name"
        rowKey="id"
        loading={groups.isPending}
        dataSource={groups.data ?? []}
        pagination={false}
        scroll={{ x: 900 }}
        locale={{ emptyText: <Empty description={t('pile.empty.groups')} /> }}
        columns={[
          { title: t('pile.group.name'), dataIndex: 'name' },
          {
            title: t('pile.group.pileType'),
            dataIndex: 'pileType',
            render: (p: PileGroupItem['pileType']) => t(`pile.type.${p}`),
          },
          {
            title: t('pile.group.subItem'),
            dataIndex: 'subItemCode',
            render: (c: string) => <Tag style={{ fontFamily: 'monospace' }}>{c}</Tag>,
          },
          { title: t('pile.group.diameter'), dataIndex: 'diameterMm' },
          {
            title: t('pile.group.designLength'),
            dataIndex: 'designLength',
            render: (v: string | null) => v ?? '—',
          },
          {
            title: t('pile.group.strengthGrade'),
            dataIndex: 'strengthGrade',
            render: (v: string | null) => v ?? '—',
          },
          {
            title: t('pile.group.gradeA'),
            key: 'flags',
            render: (_, g) => (
              <Space size={4}>
                {g.gradeA && <Tag color="red">{t('pile.group.gradeA')}</Tag>}
                {g.singlePile && <Tag color="blue">{t('pile.group.singlePile')}</Tag>}
              </Space>
            ),
          },
          { title: t('pile.group.pileCount'), dataIndex: 'pileCount' },
          {
            title: t('pile.column.actions'),
            key: 'actions',
            render: (_, g) => (
              <Can action="update">
                <Button type="link" size="small" onClick={() => setEditing(g)}>
                  {t('pile.action.editGroup')}
                </Button>
              </Can>
            ),
          },
        ]}
      />
      {editing && (
        <GroupDrawer
          projectId={projectId}
          editing={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
        />
      )}
    </>
  );
}
