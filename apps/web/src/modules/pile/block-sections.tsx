import { useQuery } from '@tanstack/react-query';
import type { PileInspectionBlock, PileSpecimenItem, PileType } from '@zhuji/shared';
import { Alert, Descriptions, Empty, Flex, Skeleton, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { pileApi, pileKeys } from './pile.api';

const dash = (v: string | null | undefined) => (v === null || v === undefined || v === '' ? '—' : v);

/** Material info of one pile (spec §7.5): its concrete volumes and the stocked materials it used. */
export function PileMaterialSection({ pileId }: { pileId: number }) {
  const { t } = useTranslation();
  const info = useQuery({
    queryKey: pileKeys.materialInfo(pileId),
    queryFn: () => pileApi.materialInfo(pileId),
    retry: false,
  });
  if (info.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (info.isError) return <Typography.Text type="secondary">{t('pile.blocks.unavailable')}</Typography.Text>;
  const d = info.data;
  return (
    <div data-testid="pile-material-section">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'grade', label: t('pile.blocks.strengthGrade'), children: dash(d.strengthGrade) },
          {
            key: 'fill',
            label: t('pile.column.fillingCoefficient'),
            children: dash(d.fillingCoefficient),
          },
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
      {d.totals.length === 0 ? (
        <Typography.Text type="secondary">{t('pile.blocks.noUsage')}</Typography.Text>
      ) : (
        <Table
          size="small"
          pagination={false}
          rowKey={(r) => `${r.name}/${r.spec}/${r.unit}`}
          dataSource={d.totals}
          columns={[
            { title: t('pile.blocks.material'), dataIndex: 'name' },
            { title: t('pile.blocks.spec'), dataIndex: 'spec' },
            {
              title: t('pile.blocks.used'),
              key: 'quantity',
              align: 'right',
              render: (_, r) => `${r.quantity} ${r.unit}`,
            },
          ]}
        />
      )}
    </div>
  );
}

function SpecimenTable({ block }: { block: PileInspectionBlock }) {
  const { t } = useTranslation();
  if (block.specimens.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pile.blocks.noSpecimens')} />;
  const wrong = new Set(block.gradeMismatch);
  return (
    <Table<PileSpecimenItem>
      size="small"
      pagination={false}
      rowKey="id"
      dataSource={block.specimens}
      scroll={{ x: 420 }}
      columns={[
        { title: t('pile.blocks.sampleNo'), dataIndex: 'sampleNo' },
        {
          title: t('pile.blocks.grade'),
          dataIndex: 'strengthGrade',
          render: (g: string, r) =>
            wrong.has(r.sampleNo) ? (
              <Tag color="error" title={t('pile.blocks.gradeMismatch', { grade: block.strengthGrade })}>
                {g}
              </Tag>
            ) : (
              g
            ),
        },
        {
          title: t('pile.blocks.curing'),
          dataIndex: 'curing',
          render: (c: string) => t(`pile.blocks.curings.${c}` as 'pile.blocks.curings.standard'),
        },
        { title: t('pile.blocks.makeDate'), dataIndex: 'makeDate' },
        {
          title: t('pile.blocks.testDue'),
          dataIndex: 'testDueDate',
          render: (v: string, r) => `${v}（${t('pile.blocks.age', { days: r.ageDays })}）`,
        },
      ]}
    />
  );
}

/**
 * The test blocks of one pile (spec §7.5 inspection block); for a bored pile the slurry bored pile
 * block detail, which also says how many groups the pour needs (GB 50202-2018 5.1.3).
 */
export function PileBlocksSection({ pileId, pileType }: { pileId: number; pileType: PileType }) {
  const { t } = useTranslation();
  const bored = pileType === 'bored';
  const plain = useQuery({
    queryKey: pileKeys.inspectionBlock(pileId),
    queryFn: () => pileApi.inspectionBlock(pileId),
    enabled: !bored,
    retry: false,
  });
  const slurry = useQuery({
    queryKey: pileKeys.slurryBlock(pileId),
    queryFn: () => pileApi.slurryBlock(pileId),
    enabled: bored,
    retry: false,
  });
  const q = bored ? slurry : plain;
  if (q.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (q.isError) return <Typography.Text type="secondary">{t('pile.blocks.unavailable')}</Typography.Text>;
  const s = bored ? slurry.data : undefined;
  return (
    <Flex vertical gap={8} data-testid="pile-blocks-section">
      {s &&
        (s.required === null ? (
          <Alert type="info" showIcon title={t('pile.blocks.noVolume')} />
        ) : (
          <Alert
            type={s.missing > 0 ? 'warning' : 'success'}
            showIcon
            title={t(s.missing > 0 ? 'pile.blocks.missing' : 'pile.blocks.enough', {
              required: s.required,
              made: s.made,
              missing: s.missing,
            })}
            description={t(`pile.blocks.basis.${s.basis ?? 'volume'}` as 'pile.blocks.basis.volume', {
              volume: s.actualVolume,
            })}
          />
        ))}
      {s && (
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 3 }}
          items={[
            { key: 'density', label: t('pile.field.slurryDensity'), children: dash(s.slurry.density) },
            { key: 'sand', label: t('pile.field.slurrySandContent'), children: dash(s.slurry.sandContent) },
            { key: 'viscosity', label: t('pile.field.slurryViscosity'), children: dash(s.slurry.viscosity) },
          ]}
        />
      )}
      {q.data && <SpecimenTable block={q.data} />}
    </Flex>
  );
}
