import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';

// Only the modules the reports use (docs/architecture.md#stack-notes: echarts-for-react/esm/core, not lib/core).
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export interface Series {
  name: string;
  type: 'bar' | 'line';
  data: (number | null)[];
  /** 1: the right-hand axis. */
  axis?: 0 | 1;
  stack?: string;
  dashed?: boolean;
  color?: string;
}

/** Bars and lines over a category axis (months, grades), with a second axis when a series asks for it. */
export function ReportChart({
  categories,
  series,
  axes,
  height = 300,
  testId,
}: {
  categories: string[];
  series: Series[];
  /** Names of the left and (optional) right axes. */
  axes: [string, string?];
  height?: number;
  testId?: string;
}) {
  const option = {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, type: 'scroll' },
    grid: { left: 8, right: 8, top: 56, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: categories },
    yAxis: axes.flatMap((name, i) =>
      name === undefined ? [] : [{ type: 'value', name, splitLine: { show: i === 0 } }],
    ),
    series: series.map((s) => ({
      name: s.name,
      type: s.type,
      data: s.data,
      yAxisIndex: s.axis ?? 0,
      ...(s.stack ? { stack: s.stack } : {}),
      ...(s.type === 'bar' ? { barMaxWidth: 28 } : { connectNulls: false }),
      ...(s.dashed ? { lineStyle: { type: 'dashed' }, symbol: 'none' } : {}),
      ...(s.color ? { itemStyle: { color: s.color } } : {}),
    })),
  };
  return (
    <div data-testid={testId}>
      <ReactEChartsCore echarts={echarts} option={option} style={{ height }} notMerge />
    </div>
  );
}
