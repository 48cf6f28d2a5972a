// The Usage page's charts (recharts): the page loads this module after its own chunk, so no other page carries the library.
// Screen readers read the same figures from the page's tables.
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

// Mid-tone colours that keep 3:1 against both the light and the dark card (as the progress chart's).
const SERIES_COLOURS = ['#2563eb', '#059669', '#d97706', '#db2777', '#0891b2', '#7c3aed', '#65a30d', '#dc2626'];

export function colourOf(index: number): string {
  return SERIES_COLOURS[index % SERIES_COLOURS.length] ?? '#2563eb';
}

export interface ChartBar {
  key: string;
  name: string;
}

export interface BarsChartProps {
  /** One object per category (a day, a model): `labelKey` names it, each bar's `key` holds a number. */
  data: Record<string, string | number>[];
  labelKey: string;
  formatLabel?: (label: string) => string;
  bars: ChartBar[];
  isStacked?: boolean;
  title: string;
  description: string;
  testId: string;
}

const TOOLTIP_STYLE = { borderRadius: 8, fontSize: 12, color: '#0f172a' };

/** Bars per category, side by side or stacked. */
export function BarsChart({ data, labelKey, formatLabel, bars, isStacked = false, title, description, testId }: BarsChartProps) {
  return (
    <div className="h-64 w-full text-slate-600 sm:h-72 dark:text-slate-300" data-testid={testId}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: -16 }} title={title} desc={description}>
          <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.2} vertical={false} />
          <XAxis
            dataKey={labelKey}
            tickFormatter={(label: string) => (formatLabel ? formatLabel(label) : label)}
            tick={{ fill: 'currentColor', fontSize: 12 }}
            stroke="currentColor"
            minTickGap={12}
          />
          <YAxis allowDecimals={false} tick={{ fill: 'currentColor', fontSize: 12 }} stroke="currentColor" width={48} />
          <Tooltip
            labelFormatter={(label) => (formatLabel ? formatLabel(String(label)) : String(label))}
            contentStyle={TOOLTIP_STYLE}
            cursor={{ fill: 'currentColor', fillOpacity: 0.08 }}
          />
          {bars.length > 1 ? <Legend wrapperStyle={{ fontSize: 12 }} /> : null}
          {bars.map((bar, index) => (
            <Bar key={bar.key} dataKey={bar.key} name={bar.name} fill={colourOf(index)} stackId={isStacked ? 'stack' : undefined} isAnimationActive={false} maxBarSize={32} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
