import type { SkillProgress } from '@shared/contracts/reports.ts';
import { DataTable, type DataColumn } from '@/components/data-table.tsx';
import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { describeGain, formatDateTime, formatGain, formatScore } from '@/features/reports/report-format.ts';
import { formatNumber } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

const WIDTH = 160;
const HEIGHT = 40;
const PAD = 4;

function changeTone(change: number | null): string {
  if (change === null || Math.round(change) === 0) return 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200';
  return change > 0 ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950/50 dark:text-emerald-200' : 'bg-rose-50 text-rose-800 dark:bg-rose-950/50 dark:text-rose-200';
}

/** The scores (0..100) as an SVG polyline's points, oldest left; one session is a dot in the middle. */
function sparklinePoints(scores: readonly number[]): { x: number; y: number }[] {
  const step = scores.length > 1 ? (WIDTH - 2 * PAD) / (scores.length - 1) : 0;
  return scores.map((score, index) => ({
    x: scores.length > 1 ? PAD + index * step : WIDTH / 2,
    y: PAD + (1 - Math.min(100, Math.max(0, score)) / 100) * (HEIGHT - 2 * PAD),
  }));
}

/** "Active listening: 40, 55, 80 over 3 sessions; latest 80 (Good), up 25 points since the session before." */
export function skillTrendLabel(t: TFunction, skill: SkillProgress): string {
  const values = {
    name: skill.name,
    scores: skill.points.map((point) => formatScore(point.score)).join(', '),
    sessions: t('progress.sessionCount', { count: skill.sessions, formatted: formatNumber(skill.sessions) }),
    latest: skill.latest_level ? t('progress.scoreWithLevel', { score: formatScore(skill.latest_score), level: skill.latest_level }) : formatScore(skill.latest_score),
  };
  return skill.change === null ? t('progress.trendLabel', values) : t('progress.trendLabelChange', { ...values, change: describeGain(skill.change) });
}

function Sparkline({ skill }: { skill: SkillProgress }) {
  const { t } = useTranslation();
  const points = sparklinePoints(skill.points.map((point) => point.score));
  const last = points.at(-1);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-10 w-full text-brand-600 dark:text-brand-400" role="img" aria-label={skillTrendLabel(t, skill)} preserveAspectRatio="none">
      <line x1={0} x2={WIDTH} y1={HEIGHT / 2} y2={HEIGHT / 2} stroke="currentColor" strokeOpacity={0.15} strokeDasharray="3 3" vectorEffect="non-scaling-stroke" />
      {points.length > 1 ? (
        <polyline points={points.map((point) => `${point.x},${point.y}`).join(' ')} fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
      ) : null}
      {last ? <circle cx={last.x} cy={last.y} r={3} fill="currentColor" /> : null}
    </svg>
  );
}

/** Per skill (rubric criterion), its trend over the graded sessions: latest score, level, change and a sparkline. */
export function SkillTrends({ skills }: { skills: readonly SkillProgress[] }) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="skill-trends">
      {skills.map((skill) => (
        <li key={skill.name} className="card flex flex-col gap-2 p-4" data-testid="skill-trend">
          <div className="flex items-start justify-between gap-3">
            <h3 className="text-sm font-semibold [overflow-wrap:anywhere] text-slate-900 dark:text-white">{skill.name}</h3>
            <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums ${changeTone(skill.change)}`} data-testid="skill-change">
              {skill.change === null ? (
                t('progress.firstSession')
              ) : (
                <>
                  <span aria-hidden>{formatGain(skill.change)}</span>
                  <span className="sr-only">{t('progress.sinceBefore', { change: describeGain(skill.change) })}</span>
                </>
              )}
            </span>
          </div>
          <p className="flex items-baseline gap-2 text-slate-600 dark:text-slate-300">
            <span className="text-2xl font-bold text-slate-900 tabular-nums dark:text-white" data-testid="skill-latest">
              {formatScore(skill.latest_score)}
            </span>
            <span className="text-xs">
              {[t('progress.latestLower'), skill.latest_level, t('progress.sessionCount', { count: skill.sessions, formatted: formatNumber(skill.sessions) })].filter(Boolean).join(' · ')}
            </span>
          </p>
          <Sparkline skill={skill} />
        </li>
      ))}
    </ul>
  );
}

type SkillPoint = SkillProgress['points'][number] & { skill: string };

const pointColumns = (t: TFunction): DataColumn<SkillPoint>[] => [
  { heading: t('progress.skill'), isRowHeader: true, cell: (point) => point.skill },
  { heading: t('progress.date'), cell: (point) => formatDateTime(point.started_at) },
  { heading: t('progress.scenario'), cell: (point) => point.scenario_name },
  { heading: t('progress.score'), cell: (point) => t('progress.scoreOutOf100', { score: formatScore(point.score) }) },
  { heading: t('progress.level'), cell: (point) => point.level ?? '—' },
];

/** The skills' figures as text, for screen readers: every scored session per skill, oldest first. */
export function SkillScoresTable({ skills }: { skills: readonly SkillProgress[] }) {
  const { t } = useTranslation();
  const columns = useMemo(() => pointColumns(t), [t]);
  const points = skills.flatMap((skill) => skill.points.map((point) => ({ ...point, skill: skill.name })));
  return (
    <div className="sr-only">
      <DataTable caption={t('progress.skillsCaption')} columns={columns} rows={points} rowKey={(point) => `${point.skill}-${point.conversation_id}`} testId="skill-points" isScrolling={false} />
    </div>
  );
}
