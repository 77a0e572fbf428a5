import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { businessDateOf, materialQuantitySchema, type PileMaterialStockItem } from '@zhuji/shared';
import {
  Alert,
  App,
  Button,
  type ButtonProps,
  Descriptions,
  Flex,
  Form,
  Input,
  Modal,
  Select,
  Skeleton,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../api/request';
import { schemaRule } from '../../kit/form-rules';
import { Can } from '../../kit/permission-gate';
import { ResponsiveTable } from '../../kit/responsive-table';
import { useSubmit } from '../../kit/use-submit';
import { pileApi, pileKeys } from './pile.api';

const dash = (v: string | null | undefined) => (v === null || v === undefined || v === '' ? '—' : v);
const keyOf = (m: Pick<PileMaterialStockItem, 'category' | 'specification' | 'unit'>) =>
  `${m.category}|${m.specification}|${m.unit}`;
/** 12.500 → 12.5: quantities as a person reads them. */
const plain = (q: string) => (q.includes('.') ? q.replace(/\.?0+$/, '') : q);

/** The server's own words for a refused use (it names the stock, the use and the excess). */
function refusal(error: unknown): string | null {
  if (!(error instanceof RequestError)) return null;
  const body = error.data as { msg?: unknown } | undefined;
  return typeof body?.msg === 'string' && body.msg ? body.msg : error.message;
}

interface UsageForm {
  material: string;
  quantity: string;
}

/**
 * Books what a pile used against the project's one stock ledger (docs/domains/material.md "stock"): the
 * materials offered are those received on site with their stock; the server refuses a use beyond it.
 */
function UsageModal({
  pileId,
  projectId,
  onClose,
}: {
  pileId: number;
  projectId: number;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<UsageForm>();
  const [refused, setRefused] = useState<string | null>(null);
  const stock = useQuery({
    queryKey: pileKeys.materialStock(projectId),
    queryFn: () => pileApi.materialStock(projectId),
  });
  const byKey = new Map((stock.data ?? []).map((m) => [keyOf(m), m]));
  const chosen = byKey.get(Form.useWatch('material', form) ?? '');
  const save = useSubmit(async (v: UsageForm) => {
    const m = byKey.get(v.material);
    if (!m) return;
    setRefused(null);
    try {
      await pileApi.saveMaterialUsage({
        pileId,
        category: m.category,
        specification: m.specification,
        unit: m.unit,
        quantity: v.quantity.trim(),
      });
    } catch (error) {
      setRefused(refusal(error));
      throw error;
    }
    await Promise.all([
      client.invalidateQueries({ queryKey: pileKeys.materialInfo(pileId) }),
      client.invalidateQueries({ queryKey: pileKeys.materialStock(projectId) }),
    ]);
    message.success(t('pile.usage.saved'));
    onClose();
  });
  return (
    <Modal
      open
      title={t('pile.usage.add')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('pile.usage.save')}
      okButtonProps={{ 'data-testid': 'pile-usage-save' } as ButtonProps}
      confirmLoading={save.submitting}
      destroyOnHidden
    >
      <Form<UsageForm> form={form} layout="vertical" onFinish={(v) => void save.submit(v)}>
        <Form.Item name="material" label={t('pile.blocks.material')} rules={[{ required: true }]}>
          <Select
            data-testid="pile-usage-material"
            loading={stock.isPending}
            showSearch
            optionFilterProp="label"
            placeholder={t('pile.usage.choose')}
            notFoundContent={stock.isPending ? null : t('pile.usage.noStock')}
            options={(stock.data ?? []).map((m) => ({
              value: keyOf(m),
              label: `${m.name}（${t('pile.usage.left', { stock: plain(m.stock), unit: m.unitText })}）`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="quantity"
          label={t('pile.blocks.used')}
          rules={[{ required: true }, schemaRule(materialQuantitySchema, i18n.language)]}
          extra={
            chosen
              ? t('pile.usage.ledger', {
                  received: plain(chosen.received),
                  departed: plain(chosen.departed),
                  used: plain(chosen.used),
                  stock: plain(chosen.stock),
                  unit: chosen.unitText,
                })
              : undefined
          }
        >
          <Input inputMode="decimal" suffix={chosen?.unitText} data-testid="pile-usage-quantity" />
        </Form.Item>
        {refused && <Alert type="error" showIcon title={refused} data-testid="pile-usage-refused" />}
      </Form>
    </Modal>
  );
}

/** Material info of one pile (docs/domains/pile.md): its concrete volumes and the ledger materials it used. */
export function PileUsageSection({ pileId, projectId }: { pileId: number; projectId: number }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const info = useQuery({
    queryKey: pileKeys.materialInfo(pileId),
    queryFn: () => pileApi.materialInfo(pileId),
    retry: false,
  });
  if (info.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (info.isError) return <Typography.Text type="secondary">{t('pile.blocks.unavailable')}</Typography.Text>;
  const d = info.data;
  return (
    <div data-testid="pile-usage-section">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'grade', label: t('pile.blocks.strengthGrade'), children: dash(d.strengthGrade) },
          { key: 'fill', label: t('pile.column.fillingCoefficient'), children: dash(d.fillingCoefficient) },
          {
            key: 'theory',
            label: t('pile.blocks.theoreticalVolume'),
            children: d.theoreticalVolume ? `${d.theoreticalVolume} m³` : '—',
          },
          {
            key: 'actual',
            label: t('pile.blocks.actualVolume'),
            children: d.actualVolume ? `${d.actualVolume} m³` : '—',
          },
        ]}
      />
      <Flex justify="space-between" align="center" wrap gap={8} style={{ margin: '8px 0' }}>
        <Typography.Text strong>{t('pile.usage.title')}</Typography.Text>
        <Can action="update">
          <Button
            size="small"
            icon={<PlusOutlined />}
            onClick={() => setAdding(true)}
            data-testid="pile-usage-add"
          >
            {t('pile.usage.add')}
          </Button>
        </Can>
      </Flex>
      {d.totals.length === 0 ? (
        <Typography.Text type="secondary">{t('pile.blocks.noUsage')}</Typography.Text>
      ) : (
        <ResponsiveTable
          cardTitleKey="name"
          size="small"
          pagination={false}
          data-testid="pile-usage-totals"
          rowKey={keyOf}
          dataSource={d.totals}
          columns={[
            { title: t('pile.blocks.material'), dataIndex: 'name' },
            {
              title: t('pile.blocks.used'),
              key: 'quantity',
              align: 'right',
              render: (_, r) => `${plain(r.quantity)} ${r.unitText}`,
            },
            {
              title: t('pile.usage.entries'),
              key: 'entries',
              responsive: ['sm'],
              render: (_, r) =>
                d.usage
                  .filter((u) => keyOf(u) === keyOf(r))
                  .map((u) => `${businessDateOf(u.createdAt)} ${u.userName} ${plain(u.quantity)}`)
                  .join('；'),
            },
          ]}
        />
      )}
      {adding && <UsageModal pileId={pileId} projectId={projectId} onClose={() => setAdding(false)} />}
    </div>
  );
}
