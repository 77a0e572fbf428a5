import type { FormRule } from 'antd';
import { App, Button, Col, Drawer, Form, Grid, Row, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRules } from '../form-rules';
import { useDirtyGuard } from '../use-dirty-guard';
import { useSubmit } from '../use-submit';
import { fieldInput, fieldView } from './field-types';
import type { ResourceConfig, ResourceField } from './resource-config';

type Values = Record<string, unknown>;

/** Types whose blank text counts as empty for `required`. */
const textual = new Set(['text', 'decimal']);

interface Props<Item extends { id: number }> {
  config: ResourceConfig<Item>;
  /** The row being edited; absent when adding. */
  editing?: Item;
  /** Initial values when adding. */
  defaults?: Record<string, unknown>;
  onSave(values: Values): Promise<unknown>;
  onClose(): void;
}

/**
 * The add/edit form of a resource: its fields' inputs with the shared docs/product.md §5 rules (the same the server
 * applies), only changed fields sent on edit, and a question before unsaved input is thrown away.
 */
export function ResourceForm<Item extends { id: number }>({
  config,
  editing,
  defaults,
  onSave,
  onClose,
}: Props<Item>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rules = useRules();
  const [form] = Form.useForm<Values>();
  const [dirty, setDirty] = useState(false);
  const { confirmDiscard } = useDirtyGuard(dirty);
  const screens = Grid.useBreakpoint();
  const fields = useMemo(() => config.fields.filter((f) => f.form), [config]);
  const columns = screens.md ? (config.formColumns ?? 2) : 1;

  const initialValues = useMemo(
    () =>
      Object.fromEntries(
        fields.map((f) => [
          f.key,
          fieldView(f as ResourceField<never>).toForm(editing ? editing[f.key] : defaults?.[f.key]),
        ]),
      ),
    [fields, editing, defaults],
  );

  const { submitting, submit } = useSubmit(async (values: Values) => {
    const wire: Values = {};
    for (const field of fields) {
      if (editing && field.form?.createOnly) continue;
      const value = fieldView(field as ResourceField<never>).fromForm(values[field.key], Boolean(editing));
      if (
        editing &&
        value === fieldView(field as ResourceField<never>).fromForm(initialValues[field.key], true)
      )
        continue;
      if (value !== undefined) wire[field.key] = value;
    }
    await onSave(editing ? { ...wire, id: editing.id } : wire);
    setDirty(false);
    message.success(t(editing ? 'kit.saved' : 'kit.added'));
    onClose();
  });

  const rulesOf = (field: ResourceField<Item>): FormRule[] => [
    ...(field.form?.required
      ? [textual.has(field.type) ? rules.required() : { required: true, message: rules.message('required') }]
      : []),
    ...(field.form?.rules?.(rules) ?? []),
  ];

  return (
    <Drawer
      open
      size={screens.md ? (columns === 2 ? 720 : 480) : '100%'}
      title={t(editing ? 'kit.editTitle' : 'kit.addTitle', { title: t(config.title) })}
      onClose={() => confirmDiscard(onClose)}
      destroyOnHidden
      data-testid={`${config.name}-form`}
      footer={
        <Space style={{ float: 'right' }}>
          <Button onClick={() => confirmDiscard(onClose)}>{t('kit.cancel')}</Button>
          <Button type="primary" loading={submitting} onClick={() => form.submit()} data-testid="form-submit">
            {t('kit.save')}
          </Button>
        </Space>
      }
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onValuesChange={() => setDirty(true)}
        onFinish={submit}
        scrollToFirstError
      >
        <Row gutter={16}>
          {fields.map((field) => (
            <Col key={field.key} span={24 / columns}>
              <Form.Item
                name={field.key as string}
                label={t(field.form?.label ?? field.label)}
                rules={rulesOf(field)}
                extra={field.form?.help ? t(field.form.help) : undefined}
                validateFirst
              >
                {fieldInput(field as ResourceField<never>, t, Boolean(editing && field.form?.createOnly))}
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form>
    </Drawer>
  );
}
