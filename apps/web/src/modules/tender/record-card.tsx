import { EditOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecordCalls, TenderOptions } from '@zhuji/shared';
import {
  App,
  Button,
  Card,
  Col,
  DatePicker,
  Descriptions,
  Empty,
  Form,
  type FormRule,
  Input,
  Modal,
  Result,
  Row,
  Select,
  Skeleton,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRules } from '../../kit/form-rules';
import { Can } from '../../kit/permission-gate';
import type { Rules } from '../../kit/resource/resource-config';
import { useSubmit } from '../../kit/use-submit';
import { tenderApi, tenderKeys } from './tender.api';

/** How a field of a one-per-project record shows and is edited. */
export interface RecordField {
  key: string;
  label: ParseKeys;
  kind: 'text' | 'textarea' | 'money' | 'area' | 'date' | 'select';
  /** For `select`: which list of the options call. */
  options?: keyof TenderOptions;
  required?: boolean;
  /** The value may be cleared (sent as null when emptied on edit). */
  nullable?: boolean;
  maxLength?: number;
  rules?: (r: Rules) => FormRule[];
  /** Full width in the form and the detail. */
  wide?: boolean;
}

export interface RecordKind {
  name: string;
  api: RecordCalls;
  title: ParseKeys;
  empty: ParseKeys;
  fields: readonly RecordField[];
}

type Item = { id: number } & Record<string, unknown>;
type Values = Record<string, string | Dayjs | null | undefined>;

const NONE = '—';

/**
 * A one-per-project record (the contract and overview, the tender, its announcement, the design
 * tender): its detail, an empty state with a register button, a failed state with a retry, and a
 * form in a dialog that asks before throwing away unsaved input. Buttons follow the page's actions.
 */
export function RecordCard({ kind, projectId }: { kind: RecordKind; projectId: number }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const rules = useRules();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [editing, setEditing] = useState<'add' | 'update' | null>(null);
  const key = tenderKeys.record(kind.name, projectId);
  const record = useQuery({ queryKey: key, queryFn: () => tenderApi.detail(kind.api, projectId) });
  const options = useQuery({ queryKey: tenderKeys.options, queryFn: tenderApi.options, staleTime: 600_000 });
  const item = record.data ?? null;

  const labelOf = (field: RecordField, value: unknown) =>
    options.data?.[field.options ?? 'contractModes'].find((o) => o.value === value)?.label ?? String(value);
  const display = (field: RecordField, value: unknown) => {
    if (value === null || value === undefined || value === '') return NONE;
    if (field.kind === 'select') return labelOf(field, value);
    if (field.kind === 'money')
      return `${Number(value).toLocaleString('zh-CN', { maximumFractionDigits: 4 })} ${t('units.tenThousandYuan')}`;
    if (field.kind === 'area')
      return `${Number(value).toLocaleString('zh-CN', { maximumFractionDigits: 2 })} ${t('units.squareMetre')}`;
    return String(value);
  };

  const toForm = (source: Item | null): Values =>
    Object.fromEntries(
      kind.fields.map((f) => {
        const value = source?.[f.key];
        if (f.kind === 'date') return [f.key, value ? dayjs(String(value)) : null];
        if (f.kind === 'money' || f.kind === 'area')
          return [f.key, value === null || value === undefined ? '' : String(Number(value))];
        return [f.key, (value as string | null | undefined) ?? (f.kind === 'select' ? undefined : '')];
      }),
    );

  const toWire = (values: Values, base: Item | null): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const f of kind.fields) {
      const raw = values[f.key];
      const value =
        f.kind === 'date'
          ? raw
            ? (raw as Dayjs).format('YYYY-MM-DD')
            : null
          : typeof raw === 'string'
            ? raw.trim()
            : (raw ?? null);
      const blank = value === null || value === '';
      if (!base) {
        if (!blank) out[f.key] = value;
        continue;
      }
      const before = toForm(base)[f.key];
      const beforeWire =
        f.kind === 'date' ? (before ? (before as Dayjs).format('YYYY-MM-DD') : null) : (before ?? null);
      if ((blank ? null : value) === (beforeWire === '' ? null : beforeWire)) continue;
      out[f.key] = blank ? (f.nullable ? null : '') : value;
    }
    return out;
  };

  const save = useMutation({
    mutationFn: (values: Values) =>
      item && editing === 'update'
        ? tenderApi.update(kind.api, { id: item.id, ...toWire(values, item) })
        : tenderApi.insert(kind.api, { projectId, ...toWire(values, null) }),
    onSuccess: (saved) => client.setQueryData(key, saved),
  });
  const { submitting, submit } = useSubmit(async (values: Values) => {
    await save.mutateAsync(values);
    message.success(t('kit.saved'));
    setEditing(null);
  });

  const open = (mode: 'add' | 'update') => {
    form.setFieldsValue(toForm(mode === 'update' ? item : null));
    setEditing(mode);
  };
  const close = () => {
    if (!form.isFieldsTouched()) return setEditing(null);
    modal.confirm({
      title: t('tender.discardTitle'),
      content: t('tender.discardContent'),
      okText: t('tender.discard'),
      cancelText: t('tender.keepEditing'),
      onOk: () => setEditing(null),
    });
  };

  const input = (f: RecordField) => {
    const placeholder = t(
      f.kind === 'select' || f.kind === 'date' ? 'kit.selectPlaceholder' : 'kit.inputPlaceholder',
      {
        label: t(f.label),
      },
    );
    switch (f.kind) {
      case 'textarea':
        return <Input.TextArea rows={3} maxLength={f.maxLength} showCount placeholder={placeholder} />;
      case 'date':
        return <DatePicker style={{ width: '100%' }} placeholder={placeholder} />;
      case 'select':
        return (
          <Select
            allowClear={f.nullable}
            placeholder={placeholder}
            loading={options.isLoading}
            options={options.data?.[f.options ?? 'contractModes']}
          />
        );
      case 'money':
        return <Input placeholder={placeholder} suffix={t('units.tenThousandYuan')} inputMode="decimal" />;
      case 'area':
        return <Input placeholder={placeholder} suffix={t('units.squareMetre')} inputMode="decimal" />;
      default:
        return <Input allowClear maxLength={f.maxLength} placeholder={placeholder} />;
    }
  };

  const body = () => {
    if (record.isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;
    if (record.isError)
      return (
        <Result
          status="warning"
          title={t('tender.loadFailed')}
          extra={
            <Button icon={<ReloadOutlined />} onClick={() => record.refetch()}>
              {t('tender.retry')}
            </Button>
          }
        />
      );
    if (!item)
      return (
        <Empty description={t(kind.empty)}>
          <Can action="add">
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => open('add')}
              data-testid={`${kind.name}-register`}
            >
              {t('tender.register')}
            </Button>
          </Can>
        </Empty>
      );
    return (
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        data-testid={`${kind.name}-detail`}
        items={kind.fields.map((f) => ({
          key: f.key,
          label: t(f.label),
          span: f.wide ? 'filled' : 1,
          children: <span style={{ whiteSpace: 'pre-wrap' }}>{display(f, item[f.key])}</span>,
        }))}
      />
    );
  };

  return (
    <Card
      title={t(kind.title)}
      extra={
        item && (
          <Can action="update">
            <Button icon={<EditOutlined />} onClick={() => open('update')} data-testid={`${kind.name}-edit`}>
              {t('kit.edit')}
            </Button>
          </Can>
        )
      }
    >
      {body()}
      <Modal
        open={editing !== null}
        title={t(editing === 'update' ? 'tender.editTitle' : 'tender.registerTitle', {
          title: t(kind.title),
        })}
        width={760}
        onCancel={close}
        maskClosable={false}
        destroyOnHidden
        okText={t('tender.save')}
        confirmLoading={submitting}
        onOk={() => form.submit()}
        okButtonProps={{ 'data-testid': `${kind.name}-save` } as Record<string, string>}
      >
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          scrollToFirstError
          onFinish={submit}
          data-testid={`${kind.name}-form`}
        >
          <Row gutter={16}>
            {kind.fields.map((f) => (
              <Col key={f.key} xs={24} md={f.wide || f.kind === 'textarea' ? 24 : 12}>
                <Form.Item
                  name={f.key}
                  label={t(f.label)}
                  rules={[
                    ...(f.required
                      ? // A date is a Dayjs object: required, but not the string rule's whitespace check.
                        [
                          f.kind === 'date'
                            ? { ...rules.required(), whitespace: false, type: 'object' as const }
                            : rules.required(),
                        ]
                      : []),
                    ...(f.rules?.(rules) ?? []),
                  ]}
                >
                  {input(f)}
                </Form.Item>
              </Col>
            ))}
          </Row>
        </Form>
      </Modal>
    </Card>
  );
}
