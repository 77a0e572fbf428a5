import { useMutation, useQueryClient } from '@tanstack/react-query';
import { amountSchema, type ProjectItem, type SubProjectCreateBody } from '@zhuji/shared';
import { App, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRules } from '../../../kit/form-rules';
import { useProjectOptions } from '../../../kit/project-options';
import { useDirtyGuard } from '../../../kit/use-dirty-guard';
import { useSubmit } from '../../../kit/use-submit';
import { manageApi, manageKeys } from './manage.api';

type Values = Omit<SubProjectCreateBody, 'parentId'>;

/** Adds a sub-project (标段) to a main project, or edits one's name, division, money and contract mode. */
export function SubProjectForm({
  main,
  editing,
  onClose,
}: {
  main: ProjectItem;
  editing?: ProjectItem;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rules = useRules();
  const client = useQueryClient();
  const options = useProjectOptions().data;
  const [form] = Form.useForm<Values>();
  const [dirty, setDirty] = useState(false);
  const { confirmDiscard } = useDirtyGuard(dirty);
  const save = useMutation({
    mutationFn: (values: Values) =>
      editing
        ? manageApi.update({ id: editing.id, ...values })
        : manageApi.addSub({ ...values, parentId: main.id }),
    onSuccess: () => client.invalidateQueries({ queryKey: manageKeys.all }),
  });
  const { submitting, submit } = useSubmit(async (values: Values) => {
    await save.mutateAsync({ ...values, name: values.name.trim() });
    setDirty(false);
    message.success(t(editing ? 'kit.saved' : 'project.manage.subAdded'));
    onClose();
  });
  const required = { required: true, message: rules.message('required') };
  return (
    <Modal
      open
      title={t(editing ? 'project.manage.editSub' : 'project.manage.addSub')}
      okText={t('kit.save')}
      cancelText={t('kit.cancel')}
      confirmLoading={submitting}
      onOk={() => form.submit()}
      onCancel={() => confirmDiscard(onClose)}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'sub-form-submit' } as never}
      data-testid="sub-project-form"
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onValuesChange={() => setDirty(true)}
        onFinish={submit}
        initialValues={
          editing
            ? {
                name: editing.name,
                division: editing.division as Values['division'],
                money: editing.money ?? '',
                contractMode: (editing.contractMode ?? undefined) as Values['contractMode'],
              }
            : { contractMode: (main.contractMode ?? undefined) as Values['contractMode'] }
        }
      >
        <Form.Item
          name="name"
          label={t('project.field.subName')}
          rules={[rules.required(), { min: 2, max: 100, message: t('project.manage.nameLength') }]}
        >
          <Input allowClear maxLength={100} placeholder={t('project.manage.subNamePlaceholder')} />
        </Form.Item>
        <Form.Item name="division" label={t('project.field.division')} rules={[required]}>
          <Select
            options={options?.divisions}
            placeholder={t('kit.selectPlaceholder', { label: t('project.field.division') })}
          />
        </Form.Item>
        <Form.Item
          name="money"
          label={t('project.field.subMoney')}
          rules={[rules.required(), rules.schema(amountSchema)]}
        >
          <Input allowClear inputMode="decimal" suffix={t('units.tenThousandYuan')} />
        </Form.Item>
        <Form.Item name="contractMode" label={t('project.field.contractMode')}>
          <Select allowClear options={options?.contractModes} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
