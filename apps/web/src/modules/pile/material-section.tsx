import { useQuery } from '@tanstack/react-query';
import { materialCalls } from '@zhuji/shared';
import { Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call';

const GOOD = new Set(['accepted', 'pass']);
const BAD = new Set(['rejected', 'fail']);
const color = (status: string) => (GOOD.has(status) ? 'green' : BAD.has(status) ? 'red' : 'orange');

/** The materials of the pile: its cage's rebar batches and joint lots, its concrete (inspection/getByPile). */
export function PileMaterialSection({ pileId }: { pileId: number }) {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: ['material-inspection', 'pile', pileId],
    queryFn: () => call(materialCalls.byPile, { query: { pileId } }),
    retry: false,
  });
  if (q.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (q.isError) return <Typography.Text type="secondary">{t('pile.materials.unavailable')}</Typography.Text>;
  const { rebar, joints, concrete } = q.data;
  if (rebar.length + joints.length + concrete.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pile.materials.empty')} />;
  return (
    <Flex vertical gap={6} data-testid="pile-material-section">
      {rebar.length > 0 && (
        <Flex gap={4} wrap align="center">
          <Typography.Text type="secondary">{t('pile.materials.rebar')}：</Typography.Text>
          {rebar.map((b) => (
            <Tag key={b.id} color={color(b.status)}>
              {b.batchNo} {b.grade} Φ{b.diameterMm}
            </Tag>
          ))}
        </Flex>
      )}
      {joints.length > 0 && (
        <Flex gap={4} wrap align="center">
          <Typography.Text type="secondary">{t('pile.materials.joints')}：</Typography.Text>
          {joints.map((j) => (
            <Tag key={j.id} color={color(j.verdict)}>
              {j.lotNo}
            </Tag>
          ))}
        </Flex>
      )}
      {concrete.length > 0 && (
        <Flex gap={4} wrap align="center">
          <Typography.Text type="secondary">{t('pile.materials.concrete')}：</Typography.Text>
          {concrete.map((c) => (
            <Tag key={c.id} color={c.chloridePass === null ? 'default' : c.chloridePass ? 'green' : 'red'}>
              {c.deliveryNo} {c.strengthGrade} {c.volume} m³
              {c.chloridePercent !== null ? ` · Cl⁻ ${c.chloridePercent}%` : ''}
            </Tag>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
