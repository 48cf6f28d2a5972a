// Helpers the situation kinds' lines (situation-kinds.ts) use on what the scenario states.
import type { KindContext } from './situation-kinds.ts';

/** The digits of a stated amount ("48,300"), as a keyword list. */
export function numberOf(amount: string | null): string[] {
  const digits = amount?.match(/\d[\d,.]*/)?.[0];
  return digits ? [digits] : [];
}

/** What the learner offers, or `fallback` when the scenario does not name it. */
export const productOr = (context: KindContext, fallback: string) => context.product ?? fallback;
