// The progress page's figures: one line per scenario (scores over time) and the rows of its text table.
import type { ScenarioProgress } from '@shared/contracts/reports.ts';
import { formatDateTime } from '@/i18n/format.ts';

export interface ChartPoint {
  /** Milliseconds since the epoch: the x axis is time. */
  time: number;
  score: number;
  passed: boolean;
}

export interface ChartSeries {
  key: string;
  name: string;
  points: ChartPoint[];
}

/** A scenario's key for the chart and the select: its id, or its name when the scenario was deleted. */
export function scenarioKeyOf(scenario: Pick<ScenarioProgress, 'scenario_id' | 'scenario_name'>): string {
  return scenario.scenario_id ?? `name:${scenario.scenario_name}`;
}

/** One series per scenario, its points oldest first; points without a readable date are left out. */
export function chartSeriesOf(scenarios: readonly ScenarioProgress[]): ChartSeries[] {
  return scenarios.map((scenario) => ({
    key: scenarioKeyOf(scenario),
    name: scenario.scenario_name,
    points: scenario.points
      // The session's start, as History shows it, so one session reads the same time on both pages.
      .map((point) => ({ time: Date.parse(point.started_at), score: Math.round(point.score), passed: point.passed }))
      .filter((point) => Number.isFinite(point.time))
      .sort((a, b) => a.time - b.time),
  }));
}

/** First, best and latest score and the gain (latest − first) of a run of scores, oldest first; null when empty. */
export function summarizeScores(scores: readonly number[]): { first: number; best: number; latest: number; gain: number } | null {
  if (scores.length === 0) return null;
  const first = scores[0]!;
  const latest = scores[scores.length - 1]!;
  return { first, best: Math.max(...scores), latest, gain: latest - first };
}

/** The time span the chart's x axis covers, padded so a single point sits in the middle. */
export function timeDomainOf(series: readonly ChartSeries[]): [number, number] {
  const times = series.flatMap((item) => item.points.map((point) => point.time));
  if (times.length === 0) return [0, 1];
  const min = Math.min(...times);
  const max = Math.max(...times);
  const pad = max === min ? 12 * 3_600_000 : (max - min) * 0.05;
  return [min - pad, max + pad];
}

const DAY_MS = 24 * 3_600_000;
const TIME_FORMAT: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const DAY_FORMAT: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };

/** A time axis tick: the hour when the chart spans about a day or less (every tick would read the same date), else the date. */
export function formatTimeTick(time: number, domain: readonly [number, number]): string {
  if (!Number.isFinite(time)) return '';
  return formatDateTime(time, domain[1] - domain[0] <= 1.5 * DAY_MS ? TIME_FORMAT : DAY_FORMAT);
}
