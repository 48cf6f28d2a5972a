// Skills over time: criteria of different rubrics that name one skill meet, per week averages and counts.
import { describe, expect, it } from 'vitest';
import { assignedSkillsOf, skillKeyOf, weekOf } from './assigned-skills.ts';

describe('assigned skills', () => {
  it('gives criteria that name one skill in other words or another order the same key', () => {
    expect(skillKeyOf('Handling objections')).toBe(skillKeyOf('objection  handling'));
    expect(skillKeyOf('Asking questions')).toBe(skillKeyOf('Asked question'));
    expect(skillKeyOf('Asking questions')).not.toBe(skillKeyOf('Closing'));
  });

  it('reads weeks from Monday, in UTC', () => {
    expect(weekOf(new Date('2026-03-01T23:30:00Z'))).toBe('2026-02-23');
    expect(weekOf(new Date('2026-03-02T00:10:00Z'))).toBe('2026-03-02');
  });

  it('averages each skill per week over the sessions that scored it, leaving out criteria not relevant', () => {
    const skills = assignedSkillsOf([
      { conversationId: 'c', startedAt: new Date('2026-03-10T10:00:00Z'), criteria: [{ name: 'Objection handling', score: 80 }, { name: 'Closing', relevant: false, score: null }] },
      { conversationId: 'a', startedAt: new Date('2026-03-02T10:00:00Z'), criteria: [{ name: 'Handling objections', score: 40 }, { name: 'Closing', score: 50 }] },
      { conversationId: 'b', startedAt: new Date('2026-03-04T10:00:00Z'), criteria: [{ name: 'handling  objections', score: 61 }] },
    ]);
    expect(skills).toEqual([
      {
        key: skillKeyOf('Handling objections'),
        name: 'Objection handling',
        sessions: 3,
        average: 60,
        weeks: [
          { week: '2026-03-02', average: 51, sessions: 2 },
          { week: '2026-03-09', average: 80, sessions: 1 },
        ],
      },
      { key: 'closing', name: 'Closing', sessions: 1, average: 50, weeks: [{ week: '2026-03-02', average: 50, sessions: 1 }] },
    ]);
  });
});
