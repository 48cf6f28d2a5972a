// Relations called by a word of address from another language ("Oma", "Nain", "Lolo", "Tito Jun"), which WordNet does
// not hold: each word is read as the WordNet relation it names (twin-kin-address.json, a closed class of words).
import { foldAccents } from './twin-words.ts';
import addressTerms from './twin-kin-address.json';

const RELATIONS = ['grandmother', 'grandfather', 'aunt', 'uncle', 'sister', 'brother'] as const;
export type AddressedRelation = (typeof RELATIONS)[number];

const ADDRESSED: ReadonlyMap<string, AddressedRelation> = new Map(RELATIONS.flatMap((relation) => addressTerms[relation].map((term) => [foldAccents(term).toLowerCase(), relation] as const)));

/**
 * The WordNet relation a word of address names ("Oma" → grandmother, "Tito" → uncle), when it is written as a name is
 * (capitalised): "ate" and "baba" are words of their own in English. Null for any other word.
 */
export function relationAddressed(text: string): AddressedRelation | null {
  if (!/^\p{Lu}/u.test(text)) return null;
  return ADDRESSED.get(foldAccents(text).toLowerCase()) ?? null;
}

/** Whether a relation called so is a grandparent: a grandmother or a grandfather. */
export function isGrandparentAddressed(relation: AddressedRelation | null): relation is 'grandmother' | 'grandfather' {
  return relation === 'grandmother' || relation === 'grandfather';
}
