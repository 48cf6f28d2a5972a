// The team's skills over time as a chart (recharts): the organisations page loads this module after its own chunk, as
// the progress page loads its chart, so no page's first load carries the library. The table beside it has the figures.
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis, type TooltipContentProps, type TooltipValueType } from 'recharts';
import type { AssignedSkill } from '@shared/contracts/assignments.ts';
import { formatDate } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

/** The most practised skills drawn; the table lists every one. */
export const SKILLS_CHART_MAX_SKILLS = 6;
// Mid-tone colours that keep 3:1 against both the light and the dark card.
const COLOURS = ['#2563eb', '#059669', '#d97706', '#db2777', '#0891b2', '#7c3aed'];
const WEEK_MS = 7 * 24 * 3_600_000;

const weekTime = (week: string) => Date.parse(`${week}T00:00:00Z`);
const weekLabel = (time: number) => formatDate(time, { day: 'numeric', month: 'short', timeZone: 'UTC' });

function ChartTooltip({ active, payload }: TooltipContentProps<TooltipValueType, string | number>) {
  const { t } = useTranslation();
  const entry = payload?.[0];
  if (!active || !entry) return null;
  const point = entry.payload as { time: number; average: number; sessions: number };
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-xs shadow-md dark:border-slate-700 dark:bg-slate-900">
      <p className="font-semibold text-slate-900 dark:text-white">{entry.name}</p>
      <p className="text-slate-700 dark:text-slate-200">
        {t('assignments.chart.point', { week: weekLabel(point.time), average: point.average, count: point.sessions })}
      </p>
    </div>
  );
}

/** Each skill's weekly average, one line per skill (the most practised first). The table beside it reads the same figures. */
export function SkillsChart({ skills }: { skills: readonly AssignedSkill[] }) {
  const { t } = useTranslation();
  const shown = skills.slice(0, SKILLS_CHART_MAX_SKILLS);
  // One tick per week that has figures, each at its Monday.
  const times = [...new Set(shown.flatMap((skill) => skill.weeks.map((week) => weekTime(week.week))).filter(Number.isFinite))].sort((a, b) => a - b);
  const domain: [number, number] = times.length === 0 ? [0, 1] : [Math.min(...times) - WEEK_MS / 2, Math.max(...times) + WEEK_MS / 2];
  return (
    <div className="h-56 w-full text-slate-600 sm:h-64 dark:text-slate-300" data-testid="skills-chart">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart margin={{ top: 8, right: 16, bottom: 8, left: -8 }} title={t('assignments.chart.title')} desc={t('assignments.chart.description')}>
          <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.2} />
          <XAxis dataKey="time" type="number" scale="time" domain={domain} ticks={times} tickFormatter={weekLabel} tick={{ fill: 'currentColor', fontSize: 12 }} stroke="currentColor" allowDuplicatedCategory={false} />
          <YAxis domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} tick={{ fill: 'currentColor', fontSize: 12 }} stroke="currentColor" width={40} />
          <Tooltip content={ChartTooltip} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {shown.map((skill, index) => (
            <Line
              key={skill.key}
              data={skill.weeks.map((week) => ({ time: weekTime(week.week), average: week.average, sessions: week.sessions }))}
              dataKey="average"
              name={skill.name}
              type="monotone"
              stroke={COLOURS[index % COLOURS.length]}
              strokeWidth={2}
              dot={{ r: 4, fill: COLOURS[index % COLOURS.length] }}
              activeDot={{ r: 6 }}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
