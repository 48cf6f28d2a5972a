// Reads which situation kind (situation-kinds.ts) a scenario's words describe: the kind whose keywords and role
// words they hit most, else the general kind.
import { type SituationKind, SITUATION_KINDS, GENERAL_KIND } from './situation-kinds.ts';

function hits(lower: string, keyword: string): number {
  const pattern = new RegExp(String.raw`(?<![\p{L}])${keyword.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'gu');
  return Math.min(3, Array.from(lower.matchAll(pattern)).length);
}

/** The kind of conversation the words describe, or the general kind; `role` is the AI role as typed. */
export function readSituationKind(text: string, role: string): SituationKind {
  const lower = text.toLowerCase();
  const roleLower = role.toLowerCase();
  let best: SituationKind = GENERAL_KIND;
  let bestScore = 0;
  for (const kind of SITUATION_KINDS) {
    const score = kind.keywords.reduce((sum, keyword) => sum + hits(lower, keyword), 0) + (kind.roles.some((name) => roleLower.includes(name)) ? 2 : 0);
    // The table's order breaks ties, so the answer is deterministic.
    if (score > bestScore) {
      best = kind;
      bestScore = score;
    }
  }
  return best;
}
