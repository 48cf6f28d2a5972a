// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, setInterfaceLanguage } from '@/i18n/i18n.ts';
import {
  describeGain,
  formatGain,
  formatScore,
  formatSessionLength,
  formatShare,
  overallScoreLabel,
  sessionAccessibleName,
  sessionAccessibleNames,
  sessionStateOf,
} from './report-format.ts';

describe('report formatting', () => {
  it('names two sessions of one scenario apart by their start, in the time format History shows', () => {
    const morning = sessionAccessibleName({ scenario_name: 'Cold call', started_at: '2026-11-26T09:03:00.000Z' });
    const afternoon = sessionAccessibleName({ scenario_name: 'Cold call', started_at: '2026-11-26T14:03:00.000Z' });
    expect(morning).toMatch(/^Cold call, Nov 26, 2026, \d{1,2}:03\s[AP]M$/);
    expect(afternoon).not.toBe(morning);
  });

  it('gives sessions started in the same minute their seconds, and identical ones a number', () => {
    const names = sessionAccessibleNames([
      { id: 'a', scenario_name: 'Cold call', started_at: '2026-11-26T14:03:05.000Z' },
      { id: 'b', scenario_name: 'Cold call', started_at: '2026-11-26T14:03:41.000Z' },
      { id: 'c', scenario_name: 'Cold call', started_at: '2026-11-26T14:03:41.000Z' },
      { id: 'd', scenario_name: 'Cold call', started_at: '2026-11-26T16:10:00.000Z' },
    ]);
    expect(names.get('a')).toMatch(/, \d{1,2}:03:05\s[AP]M$/);
    expect(names.get('b')).toMatch(/, \d{1,2}:03:41\s[AP]M$/);
    expect(names.get('c')).toBe(`${names.get('b')} (2)`);
    expect(names.get('d')).toBe(sessionAccessibleName({ scenario_name: 'Cold call', started_at: '2026-11-26T16:10:00.000Z' }));
    expect(new Set(names.values()).size).toBe(4);
  });

  it('writes scores as whole points and names the ring', () => {
    expect(formatScore(75.5)).toBe('76');
    expect(formatScore(0)).toBe('0');
    expect(overallScoreLabel(76.2)).toBe('Overall score 76 out of 100');
  });

  it('writes a share as a whole percent within 0..100', () => {
    expect(formatShare(0.625)).toBe('63%');
    expect(formatShare(0)).toBe('0%');
    expect(formatShare(1.2)).toBe('100%');
  });

  it('writes a session length in hours, minutes and seconds', () => {
    expect(formatSessionLength(45)).toBe('45 s');
    expect(formatSessionLength(725)).toBe('12 min 5 s');
    expect(formatSessionLength(600)).toBe('10 min');
    expect(formatSessionLength(3780)).toBe('1 h 3 min');
    expect(formatSessionLength(7200)).toBe('2 h');
    expect(formatSessionLength(null)).toBe('—');
  });

  it('writes a gain with its sign, and says it in words', () => {
    expect(formatGain(12)).toBe('+12');
    expect(formatGain(-5)).toBe('\u22125');
    expect(formatGain(0.2)).toBe('0');
    expect(describeGain(12)).toBe('up 12 points');
    expect(describeGain(-1)).toBe('down 1 point');
    expect(describeGain(0)).toBe('no change');
  });
});

describe('a session in the history', () => {
  it('reads its state from status and grading', () => {
    expect(sessionStateOf({ status: 'active', grading: 'not_ended', passed: null })).toBe('in_progress');
    expect(sessionStateOf({ status: 'ended', grading: 'grading', passed: null })).toBe('grading');
    expect(sessionStateOf({ status: 'ended', grading: 'failed', passed: null })).toBe('failed');
    expect(sessionStateOf({ status: 'ended', grading: 'not_graded', passed: null })).toBe('not_graded');
    expect(i18n.t('history.state.not_graded')).toBe('Not graded: no answers');
    expect(sessionStateOf({ status: 'ended', grading: 'graded', passed: true })).toBe('passed');
    expect(sessionStateOf({ status: 'ended', grading: 'graded', passed: false })).toBe('not_passed');
    expect(i18n.t('history.state.not_passed')).toBe('Not passed');
  });
});

describe('a session length in Indonesian', () => {
  afterEach(async () => {
    await setInterfaceLanguage('en', { remember: false });
  });

  it('writes hours, minutes and seconds with the Indonesian units', async () => {
    await setInterfaceLanguage('id', { remember: false });
    expect(formatSessionLength(45)).toBe('45 dtk');
    expect(formatSessionLength(725)).toBe('12 mnt 5 dtk');
    expect(formatSessionLength(3780)).toBe('1 j 3 mnt');
    expect(formatSessionLength(7200)).toBe('2 j');
  });
});
