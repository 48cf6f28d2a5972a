import { describe, expect, it } from 'vitest';
import type { ScenarioProgress } from '@shared/contracts/reports.ts';
import { chartSeriesOf, formatTimeTick, scenarioKeyOf, summarizeScores, timeDomainOf } from './progress-chart-data.ts';

function buildProgress(overrides: Partial<ScenarioProgress> = {}): ScenarioProgress {
  return {
    scenario_id: '00000000-0000-4000-8000-000000000001',
    scenario_name: 'Renewal Under Price Pressure',
    sessions: 2,
    first_score: 40,
    best_score: 72,
    latest_score: 72,
    gain: 32,
    points: [
      { conversation_id: 'b', started_at: '2026-03-05T09:52:00.000Z', ended_at: '2026-03-05T10:00:00.000Z', score: 72.4, passed: true },
      { conversation_id: 'a', started_at: '2026-03-04T09:51:00.000Z', ended_at: '2026-03-04T10:00:00.000Z', score: 40, passed: false },
    ],
    ...overrides,
  };
}

describe('progress figures', () => {
  it('gives first, best, latest and the gain of scores oldest first', () => {
    expect(summarizeScores([40, 80, 65])).toEqual({ first: 40, best: 80, latest: 65, gain: 25 });
    expect(summarizeScores([70, 55])).toEqual({ first: 70, best: 70, latest: 55, gain: -15 });
    expect(summarizeScores([50])).toEqual({ first: 50, best: 50, latest: 50, gain: 0 });
    expect(summarizeScores([])).toBeNull();
  });

  it('makes one series per scenario, oldest point first, scores rounded', () => {
    const [series] = chartSeriesOf([buildProgress()]);
    expect(series?.name).toBe('Renewal Under Price Pressure');
    expect(series?.points.map((point) => point.score)).toEqual([40, 72]);
    // The session's start, the time History shows for it.
    expect(series?.points[0]?.time).toBe(Date.parse('2026-03-04T09:51:00.000Z'));
  });

  it('keys a deleted scenario by its name', () => {
    expect(scenarioKeyOf({ scenario_id: null, scenario_name: 'Gone' })).toBe('name:Gone');
  });

  it('pads the time axis, around a single point too', () => {
    const [from, to] = timeDomainOf(chartSeriesOf([buildProgress()]));
    expect(from).toBeLessThan(Date.parse('2026-03-04T10:00:00.000Z'));
    expect(to).toBeGreaterThan(Date.parse('2026-03-05T10:00:00.000Z'));
    const single = buildProgress({ points: [{ conversation_id: 'a', started_at: '2026-03-04T09:51:00.000Z', ended_at: '2026-03-04T10:00:00.000Z', score: 40, passed: false }] });
    const [start, end] = timeDomainOf(chartSeriesOf([single]));
    expect(start).toBeLessThan(end);
  });
});

describe('the time axis', () => {
  it('shows hours within about a day and dates beyond', () => {
    const noon = Date.parse('2026-03-04T12:00:00.000Z');
    expect(formatTimeTick(noon, [noon - 3_600_000, noon + 3_600_000])).toMatch(/^\d{1,2}:\d\d [AP]M$/);
    expect(formatTimeTick(noon, [noon - 5 * 86_400_000, noon + 5 * 86_400_000])).toMatch(/^Mar \d{1,2}$/);
  });
});
