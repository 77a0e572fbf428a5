import { EditOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ContractorUpdateBody, personNameSchema, phoneSchema } from '@zhuji/shared';
import { App, Button, Card, Descriptions, Form, Input, Modal, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRules } from '../../../kit/form-rules';
import { Can } from '../../../kit/permission-gate';
import { useSubmit } from '../../../kit/use-submit';
import { manageApi, manageKeys } from './manage.api';

type Values = Omit<ContractorUpdateBody, 'id' | 'companyId'>;

/** The main contractor (总包) of a main project and its project manager and technical lead. */
export function ContractorCard({ projectId, editable }: { projectId: number; editable: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rules = useRules();
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<Values>();
  const info = useQuery({
    queryKey: manageKeys.contractor(projectId),
    queryFn: () => manageApi.contractor(projectId),
  });
  const save = useMutation({
    mutationFn: (values: Values) =>
      manageApi.updateContractor({
        id: projectId,
        managerName: values.managerName.trim(),
        managerPhone: values.managerPhone.trim(),
        techLeadName: values.techLeadName?.trim() || undefined,
        techLeadPhone: values.techLeadPhone?.trim() || undefined,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: manageKeys.contractor(projectId) }),
  });
  const { submitting, submit } = useSubmit(async (values: Values) => {
    await save.mutateAsync(values);
    message.success(t('kit.saved'));
    setEditing(false);
  });
  const data = info.data;
  const none = '—';
  return (
    <Card
      title={t('project.contractor.title')}
      extra={
        <Can action="update">
          {editable && data && (
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
              {t('kit.edit')}
            </Button>
          )}
        </Can>
      }
    >
      {!data ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'company', label: t('project.contractor.company'), children: data.companyName ?? none },
            { key: 'credit', label: t('project.party.creditCode'), children: data.creditCode ?? none },
            {
              key: 'manager',
              label: t('project.contractor.manager'),
              children: data.managerName ? `${data.managerName}  ${data.managerPhone ?? ''}` : none,
            },
            {
              key: 'tech',
              label: t('project.contractor.techLead'),
              children: data.techLeadName ? `${data.techLeadName}  ${data.techLeadPhone ?? ''}` : none,
            },
          ]}
        />
      )}
      {editing && data && (
        <Modal
          open
          title={t('project.contractor.edit')}
          okText={t('kit.save')}
          cancelText={t('kit.cancel')}
          confirmLoading={submitting}
          onOk={() => form.submit()}
          onCancel={() => setEditing(false)}
          destroyOnHidden
        >
          <Form<Values>
            form={form}
            layout="vertical"
            onFinish={submit}
            initialValues={{
              managerName: data.managerName ?? '',
              managerPhone: data.managerPhone ?? '',
              techLeadName: data.techLeadName ?? '',
              techLeadPhone: data.techLeadPhone ?? '',
            }}
          >
            <Form.Item
              name="managerName"
              label={t('project.contractor.managerName')}
              rules={[rules.required(), rules.schema(personNameSchema)]}
            >
              <Input maxLength={20} />
            </Form.Item>
            <Form.Item
              name="managerPhone"
              label={t('project.contractor.managerPhone')}
              rules={[rules.required('phoneRequired'), rules.schema(phoneSchema)]}
            >
              <Input maxLength={11} />
            </Form.Item>
            <Form.Item
              name="techLeadName"
              label={t('project.contractor.techLeadName')}
              rules={[rules.schema(personNameSchema)]}
            >
              <Input maxLength={20} />
            </Form.Item>
            <Form.Item
              name="techLeadPhone"
              label={t('project.contractor.techLeadPhone')}
              rules={[rules.schema(phoneSchema)]}
            >
              <Input maxLength={11} />
            </Form.Item>
          </Form>
        </Modal>
      )}
    </Card>
  );
}
