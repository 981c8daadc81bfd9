import type { EChartsCoreOption } from 'echarts/core';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { echarts } from './echartsCore';

/**
 * One ECharts chart, drawn as SVG (sharp at any zoom, and printable), resized with its box. ECharts' ARIA
 * component makes its box an image named by the option's description (chartOptions' `aria`).
 */
export function EChart({ option, height }: { option: EChartsCoreOption; height: number }) {
  return <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height, width: '100%' }} opts={{ renderer: 'svg' }} />;
}
