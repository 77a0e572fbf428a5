import '../messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  citizenIdSchema,
  isPhone,
  type ProjectRoleInfoItem,
  personNameSchema,
  phoneSchema,
} from '@zhuji/shared';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRules } from '../../../kit/form-rules';
import { useSubmit } from '../../../kit/use-submit';
import { RoleSelect } from './member-roles';
import { type AddMemberValues, membersApi } from './members.api';

/** 添加人员: name, mobile, ID number and roles; an already registered mobile is said before saving. */
export function AddMemberDialog({
  projectId,
  roles,
  rolesLoading,
  open,
  onClose,
}: {
  projectId: number;
  roles: readonly ProjectRoleInfoItem[] | undefined;
  rolesLoading: boolean;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rules = useRules();
  const client = useQueryClient();
  const [form] = Form.useForm<AddMemberValues>();
  const mobile = Form.useWatch('mobile', form)?.trim() ?? '';
  const matching = useQuery({
    queryKey: ['user', 'matching', mobile],
    queryFn: () => membersApi.matching(mobile),
    enabled: open && isPhone(mobile),
    staleTime: 60_000,
  });
  const { submitting, submit } = useSubmit(async (values: AddMemberValues) => {
    try {
      await membersApi.add(projectId, values);
      message.success(t('project.members.added', { name: values.name }));
      form.resetFields();
      onClose();
    } finally {
      // A later role may have failed after the first joined: the list shows what was saved.
      await client.invalidateQueries({ queryKey: ['project', 'members', projectId] });
      await client.invalidateQueries({ queryKey: ['project', 'roleInfo', projectId] });
    }
  });
  const match = isPhone(mobile) ? matching.data : undefined;
  // A registered mobile joins under its account's own name: fill it in when the field is still empty.
  useEffect(() => {
    if (match?.exists && match.name && !form.getFieldValue('name')) {
      form.setFieldValue('name', match.name);
      void form.validateFields(['name']).catch(() => undefined);
    }
  }, [match, form]);

  return (
    <Modal
      open={open}
      title={t('project.members.add')}
      onCancel={onClose}
      okText={t('kit.save')}
      cancelText={t('kit.cancel')}
      confirmLoading={submitting}
      onOk={() => form.submit()}
      okButtonProps={{ 'data-testid': 'member-add-submit' }}
      destroyOnHidden
      forceRender
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark
        onFinish={(values) => void submit(values)}
        data-testid="member-add-form"
        style={{ marginTop: 16 }}
      >
        <Form.Item
          name="mobile"
          label={t('project.members.phone')}
          validateFirst
          rules={[rules.required('phoneRequired'), rules.schema(phoneSchema)]}
        >
          <Input maxLength={11} inputMode="numeric" placeholder={t('project.members.mobilePlaceholder')} />
        </Form.Item>
        {match && (
          <Alert
            type={match.exists ? 'warning' : 'info'}
            showIcon
            style={{ marginTop: -8, marginBottom: 16 }}
            title={
              match.exists
                ? t('project.members.existing', { name: match.name ?? '', company: match.companyName ?? '' })
                : t('project.members.newAccount')
            }
            data-testid="member-add-matching"
          />
        )}
        <Form.Item
          name="name"
          label={t('project.members.name')}
          validateFirst
          rules={[rules.required('nameRequired'), rules.schema(personNameSchema)]}
        >
          <Input maxLength={20} placeholder={t('project.members.namePlaceholder')} />
        </Form.Item>
        <Form.Item
          name="idNumber"
          label={t('project.members.idNumber')}
          normalize={(v: string) => v.toUpperCase()}
          rules={[rules.schema(citizenIdSchema)]}
        >
          <Input maxLength={18} placeholder={t('project.members.idNumberPlaceholder')} />
        </Form.Item>
        <Form.Item
          name="roleIds"
          label={t('project.members.roles')}
          rules={[{ required: true, type: 'array', min: 1, message: t('project.members.rolesRequired') }]}
        >
          <RoleSelect roles={roles} loading={rolesLoading} testId="member-add-roles" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
