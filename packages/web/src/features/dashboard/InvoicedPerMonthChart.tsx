import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';

/**
 * The bars of the invoiced amount per month (a picture: the panel gives the same figures as a
 * table to assistive technology). Its own module, so recharts loads only where a chart is shown.
 */
export default function InvoicedPerMonthChart({
  data,
  label,
  format,
}: {
  data: { month: string; invoiced: number }[];
  label: string;
  format: (value: number) => string;
}) {
  return (
    <BarChart
      h={240}
      data={data}
      dataKey="month"
      series={[{ name: 'invoiced', label, color: 'blue.6' }]}
      valueFormatter={format}
      withTooltip
      tickLine="y"
      // The picture is hidden from assistive technology (the panel's table says the same), so
      // it takes no keyboard focus either: recharts' keyboard layer would make it focusable.
      barChartProps={{ accessibilityLayer: false }}
    />
  );
}
