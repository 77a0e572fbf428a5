import { businessDateTimeOf } from '@zhuji/shared';
import { LineChart } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useTranslation } from 'react-i18next';
import type { CuringExcursion, CuringReadingList } from './curing.api';

// Only the modules the chart uses (docs/architecture.md#stack-notes: echarts-for-react/esm/core).
echarts.use([
  LineChart,
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  TooltipComponent,
  CanvasRenderer,
]);

const TEMP = '#fa541c';
const RH = '#1677ff';

/**
 * Temperature (left axis) and humidity (right axis) over time, the room's limits as dashed lines and
 * each raised excursion as a shaded band.
 */
export function ReadingsChart({
  data,
  excursions,
  limits,
}: {
  data: CuringReadingList;
  excursions: readonly CuringExcursion[];
  limits: { tempMin: number; tempMax: number; humidityMin: number };
}) {
  const { t } = useTranslation();
  const line = (value: number, color: string) => ({
    yAxis: value,
    lineStyle: { color, type: 'dashed' as const },
  });
  const from = Date.parse(data.from);
  const to = Date.parse(data.to);
  const bands = excursions
    .filter((e) => Date.parse(e.endedAt ?? e.lastOutAt) >= from && Date.parse(e.startedAt) <= to)
    .map((e) => [{ xAxis: e.startedAt }, { xAxis: e.endedAt ?? e.lastOutAt }]);
  const option = {
    tooltip: {
      trigger: 'axis',
      valueFormatter: (v: number) => (typeof v === 'number' ? v.toFixed(1) : v),
    },
    legend: { top: 0 },
    grid: { left: 8, right: 8, top: 40, bottom: 8, containLabel: true },
    xAxis: {
      type: 'time',
      min: from,
      max: to,
      // A phone fits few labels: the overlapping ones are dropped rather than printed over each other.
      axisLabel: { hideOverlap: true, formatter: (v: number) => businessDateTimeOf(v).slice(5) },
    },
    yAxis: [
      { type: 'value', name: t('curing.chart.tempAxis'), min: 14, max: 26, splitNumber: 6 },
      { type: 'value', name: t('curing.chart.rhAxis'), min: 80, max: 100, splitLine: { show: false } },
    ],
    series: [
      {
        name: t('curing.chart.temperature'),
        type: 'line',
        showSymbol: false,
        itemStyle: { color: TEMP },
        data: data.readings.map((r) => [r.at, r.temperature]),
        markLine: {
          symbol: 'none',
          silent: true,
          label: { formatter: '{c} ℃', position: 'insideEndTop' },
          data: [line(limits.tempMin, TEMP), line(limits.tempMax, TEMP)],
        },
        markArea: { silent: true, itemStyle: { color: 'rgba(245, 34, 45, 0.12)' }, data: bands },
      },
      {
        name: t('curing.chart.humidity'),
        type: 'line',
        yAxisIndex: 1,
        showSymbol: false,
        itemStyle: { color: RH },
        data: data.readings.map((r) => [r.at, r.humidity]),
        markLine: {
          symbol: 'none',
          silent: true,
          label: { formatter: '{c} %', position: 'insideEndTop' },
          data: [line(limits.humidityMin, RH)],
        },
      },
    ],
  };
  return (
    <div data-testid="curing-chart">
      <ReactEChartsCore echarts={echarts} option={option} style={{ height: 300 }} notMerge />
    </div>
  );
}
