// Reads which situation kind (situation-kinds.ts) a scenario's words describe: among the kinds whose situation the
// words state (their evidence), the one whose keywords and role words they hit most; else the general kind, whose
// concerns fit any field.
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
    // A kind brings its own concerns and agreement, so a word in passing ("shifts", "invoices") is not enough.
    if (!kind.evidence.test(text)) continue;
    const score = kind.keywords.reduce((sum, keyword) => sum + hits(lower, keyword), 0) + (kind.roles.some((name) => roleLower.includes(name)) ? 2 : 0);
    // The table's order breaks ties, so the answer is deterministic.
    if (score + 1 > bestScore) {
      best = kind;
      bestScore = score + 1;
    }
  }
  return best;
}
