// Which categories a scenario belongs to, from its words: the five sample categories (the persona engine's
// scenario profiles) first, then a few others where they fit. Edit EXTRA_CATEGORIES to teach it new ones.
import { SCENARIO_MAX_CATEGORIES } from '../../../../shared/contracts/scenarios.ts';
import { SCENARIO_PROFILES } from '../persona/lexicon.ts';

interface ExtraCategory {
  name: string;
  /** Lower-case word starts, as in the persona lexicon. */
  keywords: string[];
}

const EXTRA_CATEGORIES: ExtraCategory[] = [
  { name: 'Negotiation', keywords: ['negotiat', 'bargain', 'haggl', 'discount', 'counter-offer', 'counteroffer', 'terms'] },
  { name: 'Conflict Resolution', keywords: ['conflict', 'dispute', 'argument', 'tension', 'disagree', 'clash', 'mediat'] },
  { name: 'Finance', keywords: ['loan', 'mortgage', 'bank', 'invoice', 'overdraft', 'credit', 'debt', 'interest rate', 'insurance'] },
  { name: 'Healthcare', keywords: ['patient', 'hospital', 'clinic', 'nurse', 'doctor', 'diagnos', 'treatment', 'ward'] },
  { name: 'Education', keywords: ['student', 'teacher', 'school', 'pupil', 'classroom', 'tuition', 'exam'] },
];

const PRACTICE = new Map<string, string>([
  ...SCENARIO_PROFILES.map((profile) => [profile.category, profile.practice] as const),
  ['Negotiation', 'preparing a position, exploring interests rather than demands, trading concessions and closing on clear terms'],
  ['Conflict Resolution', 'staying calm, acknowledging both sides, separating people from the problem and agreeing a way forward'],
  ['Finance', 'explaining numbers and conditions plainly, checking understanding and being honest about what is and is not possible'],
  ['Healthcare', 'listening with empathy, explaining clearly without jargon and respecting the person’s concerns'],
  ['Education', 'listening carefully, explaining clearly and agreeing practical next steps together'],
  ['Communication', 'listening actively, asking open questions, explaining clearly and agreeing a concrete next step'],
]);

/** What a conversation in this category lets the learner practise. */
export function practiceFor(category: string): string {
  return PRACTICE.get(category) ?? PRACTICE.get('Communication')!;
}

const patterns = new Map<string, RegExp>();

function countKeyword(lowerText: string, keyword: string): number {
  let pattern = patterns.get(keyword);
  if (!pattern) {
    pattern = new RegExp(String.raw`(?<![\p{L}])${keyword.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'gu');
    patterns.set(keyword, pattern);
  }
  let count = 0;
  for (const _match of lowerText.matchAll(pattern)) {
    count += 1;
    if (count >= 3) break;
  }
  return count;
}

/**
 * The scenario's categories, most fitting first: every sample category its words point to, then other fitting
 * ones. `hint` is the category a role implies ("customer" → Customer Service) when the words say nothing.
 */
export function chooseCategories(text: string, hint: string | null): string[] {
  const lower = text.toLowerCase();
  const scored = [
    ...SCENARIO_PROFILES.map((profile) => ({ name: profile.category as string, score: profile.keywords.reduce((sum, keyword) => sum + countKeyword(lower, keyword), 0) * 2 })),
    ...EXTRA_CATEGORIES.map((extra) => ({ name: extra.name, score: extra.keywords.reduce((sum, keyword) => sum + countKeyword(lower, keyword), 0) })),
  ];
  if (hint) {
    const hinted = scored.find((entry) => entry.name === hint);
    if (hinted) hinted.score += 3;
  }
  // A stable sort keeps the table's order between equal scores, so the answer is deterministic.
  const found = scored.filter((entry) => entry.score > 0).sort((left, right) => right.score - left.score);
  const top = found[0]?.score ?? 0;
  // Categories far behind the best one are passing mentions, not what the scenario is about.
  const chosen = found.filter((entry) => entry.score * 3 >= top).slice(0, Math.min(3, SCENARIO_MAX_CATEGORIES));
  return chosen.length > 0 ? chosen.map((entry) => entry.name) : ['Communication'];
}
