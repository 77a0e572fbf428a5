import type { PlannedAmount } from '@zhuji/shared';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useTranslation } from 'react-i18next';
import { useUnitName } from '../../kit/unit-name';

// Only the modules the chart uses (docs/architecture.md#stack-notes: echarts-for-react/esm/core, not lib/core).
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** One work item: weekly actual as bars, cumulative actual against the evenly spread plan as lines. */
export function ProgressChart({ item }: { item: PlannedAmount[number] }) {
  const { t } = useTranslation();
  const unit = useUnitName()(item.unit);
  const weeks = item.weeks.map((w) => w.weekStart.slice(5));
  const lastReported = item.weeks.findLastIndex((w) => Number(w.actual) > 0);
  const option = {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 48, right: 48, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: weeks },
    yAxis: [
      { type: 'value', name: unit },
      { type: 'value', name: unit, splitLine: { show: false } },
    ],
    series: [
      {
        name: t('progress.chart.weekly'),
        type: 'bar',
        yAxisIndex: 1,
        data: item.weeks.map((w) => Number(w.actual)),
        itemStyle: { color: '#91cc75' },
      },
      {
        name: t('progress.chart.plannedCumulative'),
        type: 'line',
        data: item.weeks.map((w) => Number(w.plannedCumulative)),
        lineStyle: { type: 'dashed' },
        symbol: 'none',
        itemStyle: { color: '#8c8c8c' },
      },
      {
        name: t('progress.chart.actualCumulative'),
        type: 'line',
        // The actual line stops at the last reported week; the plan line runs to the planned finish.
        data: item.weeks.map((w, i) => (i <= lastReported ? Number(w.cumulative) : null)),
        itemStyle: { color: '#5470c6' },
      },
    ],
  };
  return <ReactEChartsCore echarts={echarts} option={option} style={{ height: 300 }} notMerge />;
}
