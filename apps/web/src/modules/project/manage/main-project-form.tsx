import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addressSchema,
  amountSchema,
  COMPANY_TYPE,
  type ProjectItem,
  type ProjectRegisterBody,
} from '@zhuji/shared';
import { App, Button, Col, Drawer, Form, Grid, Input, Row, Select, Space, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyPicker } from '../../../kit/company-picker';
import { useRules } from '../../../kit/form-rules';
import { useProjectOptions } from '../../../kit/project-options';
import { RegionCascader } from '../../../kit/region-cascader';
import { useDirtyGuard } from '../../../kit/use-dirty-guard';
import { useSubmit } from '../../../kit/use-submit';
import { useSession } from '../../../session/session-store';
import { manageApi, manageKeys } from './manage.api';

type Values = Partial<ProjectRegisterBody>;

/**
 * Registers a main project (the general contractor, or platform staff for a named contractor) or
 * edits one that is not under review. Editing sends only what changed.
 */
export function MainProjectForm({
  editing,
  onDone,
  onClose,
}: {
  editing?: ProjectItem;
  onDone?: (project: ProjectItem) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rules = useRules();
  const screens = Grid.useBreakpoint();
  const client = useQueryClient();
  const options = useProjectOptions().data;
  const platform = useSession().user.currentUnit.compTypeId === COMPANY_TYPE.PLATFORM;
  const [form] = Form.useForm<Values>();
  const [dirty, setDirty] = useState(false);
  const { confirmDiscard } = useDirtyGuard(dirty);
  const initial: Values = editing
    ? {
        name: editing.name,
        areaList: editing.areaList,
        address: editing.address ?? '',
        ownerCompanyId: editing.ownerCompanyId ?? undefined,
        money: editing.money ?? '',
        contractMode: (editing.contractMode ?? undefined) as Values['contractMode'],
      }
    : {};
  const save = useMutation({
    mutationFn: (values: Values) => {
      if (!editing) return manageApi.register(values as ProjectRegisterBody);
      const changed = Object.fromEntries(
        Object.entries(values).filter(
          ([key, value]) => JSON.stringify(value) !== JSON.stringify(initial[key as keyof Values]),
        ),
      );
      return manageApi.update({ id: editing.id, ...changed });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: manageKeys.all }),
  });
  const { submitting, submit } = useSubmit(async (values: Values) => {
    const project = await save.mutateAsync({ ...values, name: values.name?.trim() });
    setDirty(false);
    message.success(t(editing ? 'kit.saved' : 'project.manage.registered'));
    onDone?.(project);
    onClose();
  });
  const required = { required: true, message: rules.message('required') };

  return (
    <Drawer
      open
      size={screens.md ? 720 : '100%'}
      title={t(editing ? 'project.manage.editMain' : 'project.manage.register')}
      onClose={() => confirmDiscard(onClose)}
      destroyOnHidden
      data-testid="main-project-form"
      footer={
        <Space style={{ float: 'right' }}>
          <Button onClick={() => confirmDiscard(onClose)}>{t('kit.cancel')}</Button>
          <Button type="primary" loading={submitting} onClick={() => form.submit()} data-testid="form-submit">
            {t(editing ? 'kit.save' : 'project.manage.registerSubmit')}
          </Button>
        </Space>
      }
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initial}
        onValuesChange={() => setDirty(true)}
        onFinish={submit}
        scrollToFirstError
      >
        <Row gutter={16}>
          <Col span={24}>
            <Form.Item
              name="name"
              label={t('project.field.mainName')}
              rules={[rules.required(), { min: 2, max: 100, message: t('project.manage.nameLength') }]}
            >
              <Input allowClear maxLength={100} placeholder={t('project.manage.namePlaceholder')} />
            </Form.Item>
          </Col>
          {platform && !editing && (
            <Col xs={24} md={16}>
              <Form.Item name="contractorCompanyId" label={t('project.field.contractor')} rules={[required]}>
                <CompanyPicker<number> compType={COMPANY_TYPE.CONTRACTOR} valueKey="id" />
              </Form.Item>
            </Col>
          )}
          {platform && !editing && (
            <Col xs={24} md={8}>
              <Form.Item name="noAudit" label={t('project.manage.noAudit')} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
          )}
          <Col span={24}>
            <Form.Item name="ownerCompanyId" label={t('project.field.owner')} rules={[required]}>
              <CompanyPicker<number> compType={COMPANY_TYPE.OWNER} valueKey="id" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="areaList"
              label={t('project.field.region')}
              rules={[{ ...required, type: 'array', len: 3 }]}
            >
              <RegionCascader />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="address"
              label={t('project.field.address')}
              rules={[rules.required(), rules.schema(addressSchema)]}
            >
              <Input allowClear maxLength={50} placeholder={t('project.manage.addressPlaceholder')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="money"
              label={t('project.field.money')}
              rules={[rules.required(), rules.schema(amountSchema)]}
            >
              <Input allowClear inputMode="decimal" suffix={t('units.tenThousandYuan')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="contractMode" label={t('project.field.contractMode')} rules={[required]}>
              <Select
                options={options?.contractModes}
                placeholder={t('kit.selectPlaceholder', { label: t('project.field.contractMode') })}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Drawer>
  );
}
