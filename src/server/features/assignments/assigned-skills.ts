// Skills over time for assigned practice: each report's criteria grouped into skills across rubrics (a criterion's
// content words' lemmas, in any order, so "Handling objections" and "objection handling" are one skill), then per week
// the average score and the number of sessions that scored it. Pure; the service reads the reports.
import type { AssignedSkill } from '../../../shared/contracts/assignments.ts';
import { contentLemmas } from '../../ai/language/lemmas.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ScoredSession {
  conversationId: string;
  startedAt: Date;
  /** The report's criteria; one not relevant, or without a score, is left out. */
  criteria: readonly { name: string; relevant?: boolean; score: number | null }[];
}

/** One key per skill: the name's content lemmas, once each and sorted; the bare words when it has none. */
export function skillKeyOf(name: string): string {
  const plain = name.trim().replace(/\s+/g, ' ').toLowerCase();
  const lemmas = [...new Set(contentLemmas(plain).filter((lemma) => /[\p{L}\p{N}]/u.test(lemma)))].sort();
  return lemmas.length > 0 ? lemmas.join(' ') : plain;
}

/** The Monday (UTC) of the week the date falls in, as YYYY-MM-DD. */
export function weekOf(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

const mean = (scores: readonly number[]) => Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length);

/** Per skill, the average per week (oldest first) over the sessions that scored it; the most practised skill first. */
export function assignedSkillsOf(sessions: readonly ScoredSession[]): AssignedSkill[] {
  const skills = new Map<string, { name: string; latest: number; weeks: Map<string, number[]> }>();
  const ordered = [...sessions].sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime() || a.conversationId.localeCompare(b.conversationId));
  for (const session of ordered) {
    // One score per skill and session: two criteria of one rubric that name the same skill are averaged.
    const perSkill = new Map<string, { name: string; scores: number[] }>();
    for (const criterion of session.criteria) {
      const name = typeof criterion.name === 'string' ? criterion.name.trim().replace(/\s+/g, ' ') : '';
      if (!name || criterion.relevant === false || typeof criterion.score !== 'number' || !Number.isFinite(criterion.score)) continue;
      const key = skillKeyOf(name);
      const entry = perSkill.get(key) ?? { name, scores: [] };
      entry.scores.push(criterion.score);
      perSkill.set(key, entry);
    }
    const week = weekOf(session.startedAt);
    for (const [key, { name, scores }] of perSkill) {
      const skill = skills.get(key) ?? { name, latest: 0, weeks: new Map<string, number[]>() };
      skill.name = name;
      skill.latest = session.startedAt.getTime();
      skill.weeks.set(week, [...(skill.weeks.get(week) ?? []), scores.reduce((sum, score) => sum + score, 0) / scores.length]);
      skills.set(key, skill);
    }
  }
  return [...skills.entries()]
    .map(([key, skill]) => {
      const all = [...skill.weeks.values()].flat();
      return {
        key,
        name: skill.name,
        sessions: all.length,
        average: mean(all),
        weeks: [...skill.weeks.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([week, scores]) => ({ week, average: mean(scores), sessions: scores.length })),
        latest: skill.latest,
      };
    })
    .sort((a, b) => b.sessions - a.sessions || b.latest - a.latest || a.name.localeCompare(b.name))
    .map(({ latest: _latest, ...skill }) => skill);
}
