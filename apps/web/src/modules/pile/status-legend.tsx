import { PILE_STATUSES, type PileStatus } from '@zhuji/shared';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** The fill of a pile on the number grid and the site plan, by construction status. */
export const PILE_PLAN_COLOR: Record<PileStatus, string> = {
  notStarted: '#f0f0f0',
  inConstruction: '#bae0ff',
  recorded: '#ffe58f',
  confirmed: '#b7eb8f',
  accepted: '#87e8de',
};

/** Outline of a pile that needs attention (abnormal record, failed setting-out). */
export const PILE_ALERT_COLOR = '#cf1322';

/** One swatch per status, as the grid and the plan colour them. */
export function StatusLegend() {
  const { t } = useTranslation();
  return PILE_STATUSES.map((s) => (
    <Space key={s} size={4}>
      <span
        style={{
          display: 'inline-block',
          width: 12,
          height: 12,
          background: PILE_PLAN_COLOR[s],
          border: '1px solid #d9d9d9',
        }}
      />
      <span>{t(`pile.status.${s}`)}</span>
    </Space>
  ));
}
