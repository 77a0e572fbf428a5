import { businessDateTimeOf, type CuredStay } from '@zhuji/shared';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { tk } from './specimen.api';

/** Whether any recorded stay was touched by a curing warning (the step is then shown in red). */
export const curedWarned = (stays: readonly CuredStay[] | undefined) =>
  (stays ?? []).some((s) => s.warnings.length > 0);

/**
 * The cured step (标准养护) of a specimen's chain, on the label's scan page and the report's public page
 * (docs/domains/curing.md): each stay with its room and period, and every curing warning that touched it,
 * in plain words. No stay recorded says so, with no verdict — never "passed".
 */
export function CuredStays({ stays, sampleNos }: { stays: readonly CuredStay[]; sampleNos?: boolean }) {
  const { t } = useTranslation();
  const when = (iso: string) => businessDateTimeOf(iso);
  if (stays.length === 0)
    return (
      <Tag data-testid="cured-none" data-state="not-recorded">
        {t('cured.notRecorded')}
      </Tag>
    );
  return (
    <Flex vertical gap={4}>
      {stays.map((s) => (
        <Flex
          key={`${s.sampleNo}-${s.room}-${s.inAt}`}
          vertical
          gap={2}
          data-testid="cured-stay"
          data-state={s.warnings.length ? 'warned' : 'in-range'}
        >
          <span>
            {[
              sampleNos ? s.sampleNo : null,
              s.room,
              `${when(s.inAt)} – ${s.outAt ? when(s.outAt) : t('cured.until')}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
          {s.warnings.length === 0 ? (
            <Typography.Text type="secondary">{t('cured.noWarning')}</Typography.Text>
          ) : (
            s.warnings.map((w) => (
              <Flex key={w.startedAt} gap={4} wrap align="center">
                <Tag color="error">{t('cured.warning')}</Tag>
                {w.breaches.map((b) => (
                  <Tag key={b} color="warning">
                    {tk(t, `cured.breach.${b}`)}
                  </Tag>
                ))}
                <span>
                  {[
                    t('cured.span', { from: when(w.startedAt), minutes: w.minutes }),
                    w.endedAt ? t('cured.backAt', { at: when(w.endedAt) }) : t('cured.notBack'),
                    t('cured.extremes', {
                      min: w.minTemperature.toFixed(1),
                      max: w.maxTemperature.toFixed(1),
                      humidity: w.minHumidity.toFixed(0),
                    }),
                  ].join(' · ')}
                </span>
              </Flex>
            ))
          )}
        </Flex>
      ))}
    </Flex>
  );
}
