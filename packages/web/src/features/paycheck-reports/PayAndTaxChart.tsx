import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';

export type PayAndTaxBar = { month: string; grossPay: number; withholding: number; employerTax: number };

/**
 * Pay and tax by month as bars: gross pay, tax withheld and employer tax side by side. A picture only
 * (the page's table gives the same figures as text); its own module, so the chart library loads only
 * where a chart is shown — the dashboard's statistics use the same library.
 */
export default function PayAndTaxChart({
  data,
  labels,
  format,
}: {
  data: PayAndTaxBar[];
  labels: Record<'grossPay' | 'withholding' | 'employerTax', string>;
  format: (value: number) => string;
}) {
  return (
    <BarChart
      h={280}
      data={data}
      dataKey="month"
      series={[
        { name: 'grossPay', label: labels.grossPay, color: 'blue.6' },
        { name: 'withholding', label: labels.withholding, color: 'orange.6' },
        { name: 'employerTax', label: labels.employerTax, color: 'teal.6' },
      ]}
      valueFormatter={format}
      withLegend
      withTooltip
      tickLine="y"
      // Hidden from assistive technology (the table says the same), so no keyboard focus either.
      barChartProps={{ accessibilityLayer: false }}
    />
  );
}
