import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PILE_MACHINE_KINDS, type PileMachineItem, type PileMachineSave } from '@zhuji/shared';
import { App, DatePicker, Form, Input, Modal, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { businessTodayDayjs } from '../../kit/business-day';
import { useSubmit } from '../../kit/use-submit';
import { pileApi, pileKeys, siteApi } from './pile.api';

interface MachineForm {
  machineNo: string;
  kind: PileMachineSave['kind'];
  model?: string;
  operator?: string;
  enteredOn: Dayjs;
  leftOn?: Dayjs | null;
}

const machinesKey = (projectId: number) => ['pile', 'machines', projectId] as const;

/** Registers a pile machine, or edits one (`machine` given). */
export function MachineFormModal({
  projectId,
  machine,
  onClose,
}: {
  projectId: number;
  machine?: PileMachineItem;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<MachineForm>();
  const reg = machine?.registry;
  const save = useSubmit(async (v: MachineForm) => {
    await siteApi.saveMachine({
      id: reg?.id,
      projectId,
      machineNo: v.machineNo.trim(),
      kind: v.kind,
      model: v.model?.trim() ?? '',
      operator: v.operator?.trim() ?? '',
      enteredOn: v.enteredOn.format('YYYY-MM-DD'),
      leftOn: v.leftOn ? v.leftOn.format('YYYY-MM-DD') : null,
    });
    await client.invalidateQueries({ queryKey: machinesKey(projectId) });
    message.success(t('pile.machine.saved'));
    onClose();
  });
  return (
    <Modal
      open
      title={t(reg ? 'pile.machine.edit' : 'pile.machine.register')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.submitting}
      destroyOnHidden
    >
      <Form<MachineForm>
        form={form}
        layout="vertical"
        onFinish={(v) => void save.submit(v)}
        initialValues={
          reg
            ? {
                machineNo: machine?.machineNo,
                kind: reg.kind,
                model: reg.model,
                operator: reg.operator,
                enteredOn: dayjs(reg.enteredOn),
                leftOn: reg.leftOn ? dayjs(reg.leftOn) : null,
              }
            : { machineNo: machine?.machineNo, enteredOn: businessTodayDayjs() }
        }
      >
        <Form.Item name="machineNo" label={t('pile.site.machineNo')} rules={[{ required: true, max: 30 }]}>
          <Input placeholder="XR360-01" />
        </Form.Item>
        <Form.Item name="kind" label={t('pile.machine.kind')} rules={[{ required: true }]}>
          <Select
            options={PILE_MACHINE_KINDS.map((k) => ({ value: k, label: t(`pile.machine.kinds.${k}`) }))}
          />
        </Form.Item>
        <Form.Item name="model" label={t('pile.machine.model')} rules={[{ max: 40 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="operator" label={t('pile.machine.operator')} rules={[{ max: 20 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="enteredOn" label={t('pile.machine.enteredOn')} rules={[{ required: true }]}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="leftOn" label={t('pile.machine.leftOn')}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Assigns a registered machine to piles not recorded yet. */
export function AssignModal({
  projectId,
  machineNo,
  onClose,
}: {
  projectId: number;
  machineNo: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<{ pileIds: number[] }>();
  const grid = useQuery({
    queryKey: [...pileKeys.all, 'grid', projectId],
    queryFn: () => pileApi.grid(projectId),
  });
  const open = (grid.data?.list ?? []).filter(
    (p) => p.status === 'notStarted' || p.status === 'inConstruction',
  );
  const save = useSubmit(async (v: { pileIds: number[] }) => {
    const saved = await siteApi.assignMachine({ projectId, machineNo, pileIds: v.pileIds });
    await client.invalidateQueries({ queryKey: pileKeys.all });
    message.success(t('pile.machine.assigned', { machineNo, count: saved.assigned }));
    onClose();
  });
  return (
    <Modal
      open
      title={t('pile.machine.assignTitle', { machineNo })}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.submitting}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('pile.machine.assignHint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(v) => void save.submit(v)}>
        <Form.Item name="pileIds" label={t('pile.column.pileNo')} rules={[{ required: true }]}>
          <Select
            mode="multiple"
            loading={grid.isPending}
            optionFilterProp="label"
            maxTagCount="responsive"
            data-testid="assign-piles"
            options={open.map((p) => ({ value: p.id, label: p.pileNo }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
