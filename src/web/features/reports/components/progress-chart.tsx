// The progress page's chart (recharts): the page loads this module after its own chunk, so no other page carries the library.
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis, type TooltipContentProps, type TooltipValueType } from 'recharts';
import { formatTimeTick, timeDomainOf, type ChartSeries } from '@/features/reports/progress-chart-data.ts';
import { formatDateTime } from '@/features/reports/report-format.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

// Mid-tone colours that keep 3:1 against both the light and the dark card.
const SERIES_COLOURS = ['#2563eb', '#059669', '#d97706', '#db2777', '#0891b2', '#7c3aed', '#65a30d', '#dc2626'];

function colourOf(index: number): string {
  return SERIES_COLOURS[index % SERIES_COLOURS.length] ?? '#2563eb';
}

function ChartTooltip({ active, payload }: TooltipContentProps<TooltipValueType, string | number>) {
  const { t } = useTranslation();
  const entry = payload?.[0];
  if (!active || !entry) return null;
  const point = entry.payload as { time: number; score: number; passed: boolean };
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-xs shadow-md dark:border-slate-700 dark:bg-slate-900">
      <p className="font-semibold text-slate-900 dark:text-white">{entry.name}</p>
      <p className="text-slate-700 dark:text-slate-200">
        {t(point.passed ? 'progress.tooltipPassed' : 'progress.tooltipNotPassed', { date: formatDateTime(new Date(point.time).toISOString()), score: point.score })}
      </p>
    </div>
  );
}

export interface ProgressChartProps {
  series: readonly ChartSeries[];
}

/** Scores over time, one line per scenario. Screen readers read the same figures from the page's table. */
export function ProgressChart({ series }: ProgressChartProps) {
  const { t } = useTranslation();
  const domain = timeDomainOf(series);
  return (
    <div className="h-72 w-full text-slate-600 sm:h-80 dark:text-slate-300" data-testid="progress-chart">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart margin={{ top: 8, right: 16, bottom: 8, left: -8 }} title={t('progress.overTime')} desc={t('progress.chartDescription')}>
          <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.2} />
          <XAxis
            dataKey="time"
            type="number"
            scale="time"
            domain={domain}
            tickFormatter={(time: number) => formatTimeTick(time, domain)}
            tick={{ fill: 'currentColor', fontSize: 12 }}
            stroke="currentColor"
            allowDuplicatedCategory={false}
          />
          <YAxis domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} tick={{ fill: 'currentColor', fontSize: 12 }} stroke="currentColor" width={40} />
          <Tooltip content={ChartTooltip} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {series.map((item, index) => (
            <Line
              key={item.key}
              data={item.points}
              dataKey="score"
              name={item.name}
              type="monotone"
              stroke={colourOf(index)}
              strokeWidth={2}
              dot={{ r: 4, fill: colourOf(index) }}
              activeDot={{ r: 6 }}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
