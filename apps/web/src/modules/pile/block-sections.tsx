import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { pileApi, pileKeys } from './pile.api';

const dash = (v: string | null | undefined) => (v === null || v === undefined || v === '' ? '—' : v);

/**
 * A bored pile's test-block requirement (docs/domains/pile.md slurry bored pile block detail): the groups its
 * pour needs by GB 50202-2018 5.1.3 against the standard-cured groups made, and the slurry recorded.
 * The groups themselves are listed by the test-block section below it.
 */
export function PileSamplingSection({ pileId }: { pileId: number }) {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: pileKeys.slurryBlock(pileId),
    queryFn: () => pileApi.slurryBlock(pileId),
    retry: false,
  });
  if (q.isPending) return <Skeleton active paragraph={{ rows: 1 }} />;
  if (q.isError) return <Typography.Text type="secondary">{t('pile.blocks.unavailable')}</Typography.Text>;
  const s = q.data;
  return (
    <Flex vertical gap={8} style={{ marginBottom: 8 }} data-testid="pile-blocks-section">
      {s.required === null ? (
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
      )}
      {s.gradeMismatch.length > 0 && (
        <Alert
          type="error"
          showIcon
          title={`${s.gradeMismatch.join('、')}：${t('pile.blocks.gradeMismatch', { grade: s.strengthGrade })}`}
        />
      )}
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 3 }}
        items={[
          { key: 'density', label: t('pile.field.slurryDensity'), children: dash(s.slurry.density) },
          { key: 'sand', label: t('pile.field.slurrySandContent'), children: dash(s.slurry.sandContent) },
          { key: 'viscosity', label: t('pile.field.slurryViscosity'), children: dash(s.slurry.viscosity) },
        ]}
      />
    </Flex>
  );
}
