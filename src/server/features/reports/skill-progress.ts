// The Progress page's skill trend: each rubric criterion, grouped by name across rubrics and scenarios, over the
// graded sessions that scored it.
import type { SkillProgress } from '../../../shared/contracts/reports.ts';

export interface GradedSessionCriteria {
  conversationId: string;
  scenarioName: string;
  startedAt: Date;
  /** The report's relevant criteria; a null score is skipped. */
  criteria: readonly { name: string; score: number | null; level: string | null }[];
}

/** "Active listening " and "active listening" are one skill. */
function skillKeyOf(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Per skill, its scores oldest first (sessions given oldest first), the latest and the change from the session before; latest-practised first. */
export function skillProgressOf(sessions: readonly GradedSessionCriteria[]): SkillProgress[] {
  const bySkill = new Map<string, SkillProgress>();
  sessions.forEach((session) => {
    for (const criterion of session.criteria) {
      const name = criterion.name?.trim();
      if (!name || typeof criterion.score !== 'number') continue;
      const key = skillKeyOf(name);
      const point = { conversation_id: session.conversationId, started_at: session.startedAt.toISOString(), scenario_name: session.scenarioName, score: Math.round(criterion.score), level: criterion.level };
      const skill = bySkill.get(key);
      if (!skill) {
        bySkill.set(key, { name, sessions: 1, first_score: point.score, latest_score: point.score, latest_level: point.level, change: null, points: [point] });
        continue;
      }
      // One point per session: a rubric naming a criterion twice counts once, with its last score.
      if (skill.points.at(-1)?.conversation_id === session.conversationId) skill.points.pop();
      else skill.sessions += 1;
      skill.points.push(point);
      skill.name = name;
      skill.latest_score = point.score;
      skill.latest_level = point.level;
      const previous = skill.points.at(-2);
      skill.change = previous ? point.score - previous.score : null;
    }
  });
  const lastIndex = (skill: SkillProgress) => sessions.findIndex((session) => session.conversationId === skill.points.at(-1)!.conversation_id);
  return [...bySkill.values()].sort((a, b) => lastIndex(b) - lastIndex(a) || a.name.localeCompare(b.name));
}
