import { describe, expect, it } from 'vitest';
import { skillProgressOf, type GradedSessionCriteria } from './skill-progress.ts';

function session(id: string, criteria: GradedSessionCriteria['criteria'], scenarioName = 'Renewal'): GradedSessionCriteria {
  return { conversationId: id, scenarioName, startedAt: new Date(`2026-11-2${id.length}T10:00:00Z`), criteria };
}

describe('skillProgressOf', () => {
  it('groups criteria by name across scenarios, oldest first, with the latest score, its level and the change from the session before', () => {
    const skills = skillProgressOf([
      session('a', [{ name: 'Active listening', score: 40, level: 'Needs improvement' }, { name: 'Closing', score: 70, level: 'Good' }]),
      session('bb', [{ name: 'active  listening ', score: 55.4, level: 'Fair' }], 'Feedback talk'),
      session('ccc', [{ name: 'Active listening', score: 80, level: 'Good' }, { name: 'Closing', score: null, level: null }]),
    ]);
    expect(skills.map((skill) => skill.name)).toEqual(['Active listening', 'Closing']);
    expect(skills[0]).toMatchObject({ sessions: 3, first_score: 40, latest_score: 80, latest_level: 'Good', change: 25 });
    expect(skills[0]!.points.map((point) => [point.scenario_name, point.score])).toEqual([['Renewal', 40], ['Feedback talk', 55], ['Renewal', 80]]);
    // A criterion the session did not score is no point of its trend.
    expect(skills[1]).toMatchObject({ sessions: 1, first_score: 70, latest_score: 70, change: null });
  });

  it('counts a criterion named twice in one session once, and lists nothing for no sessions', () => {
    const skills = skillProgressOf([session('a', [{ name: 'Empathy', score: 30, level: null }, { name: 'Empathy', score: 50, level: null }])]);
    expect(skills).toEqual([expect.objectContaining({ sessions: 1, latest_score: 50, points: [expect.objectContaining({ score: 50 })] })]);
    expect(skillProgressOf([])).toEqual([]);
  });
});
