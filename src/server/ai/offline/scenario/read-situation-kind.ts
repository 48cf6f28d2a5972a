// Reads which situation kind (situation-kinds.ts) a scenario's words describe: among the kinds whose situation the
// words state (their evidence), the one whose keywords and role words they hit most; else the general kind, whose
// concerns fit any field.
import { type KindId, type SituationKind, SITUATION_KINDS, GENERAL_KIND } from './situation-kinds.ts';
import { affirms } from '../negation-scope.ts';

function hits(lower: string, keyword: string): number {
  const pattern = new RegExp(String.raw`(?<![\p{L}])${keyword.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'gu');
  return Math.min(3, Array.from(lower.matchAll(pattern)).length);
}

/** Two or more capitalised words inside a sentence: a name or a title ("the Regional Sales Director job", "Corran Foods"). */
const NAMED_PHRASE = /(?<![.!?][ \t]*)(?<=[ \t])\p{Lu}[\p{L}'&-]*(?:[ \t]+(?:of|and|&|for|the)[ \t]+|[ \t]+)\p{Lu}[\p{L}'&-]*(?:[ \t]+\p{Lu}[\p{L}'&-]*)*/gu;

/** A line written in title case ("Bank Loan Refusal"): its capitals are no names. */
function isTitleCase(line: string): boolean {
  const words = line.split(/\s+/).filter((word) => /^\p{L}/u.test(word) && word.length > 3);
  return words.length > 0 && words.filter((word) => /^\p{Lu}/u.test(word)).length / words.length >= 0.6;
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The words that state the situation: without the character's own job and without names and titles, so a head of sales
 * negotiating his own job offer is not a sales pitch, nor a job at "Corran Foods" a food order.
 */
export function situationWords(text: string, occupation = ''): string {
  const job = occupation.trim();
  const withoutJob = job.length > 2 ? text.replace(new RegExp(String.raw`(?<![\p{L}])${escaped(job)}(?![\p{L}])`, 'giu'), ' ') : text;
  return withoutJob
    .split('\n')
    .map((line) => (isTitleCase(line) ? line : line.replace(NAMED_PHRASE, ' ')))
    .join('\n');
}

/** The kind of conversation the words describe, or the general kind; `role` is the AI role as typed; `ruledOut` kinds are never chosen. */
export function readSituationKind(stated: string, role: string, occupation = '', ruledOut: ReadonlySet<KindId> = new Set()): SituationKind {
  const text = situationWords(stated, occupation);
  const lower = text.toLowerCase();
  const roleLower = role.toLowerCase();
  let best: SituationKind = GENERAL_KIND;
  let bestScore = 0;
  for (const kind of SITUATION_KINDS) {
    // A kind brings its own concerns and agreement, so a word in passing ("shifts", "invoices") is not enough, nor
    // one the words deny ("He has never had a complaint from a parent" states no complaint).
    if (ruledOut.has(kind.id) || !affirms(text, kind.evidence)) continue;
    const score = kind.keywords.reduce((sum, keyword) => sum + hits(lower, keyword), 0) + (kind.roles.some((name) => roleLower.includes(name)) ? 2 : 0);
    // The table's order breaks ties, so the answer is deterministic.
    if (score + 1 > bestScore) {
      best = kind;
      bestScore = score + 1;
    }
  }
  return best;
}
