// Whether a scenario is a sale between two private people (a used car, a bike, a sofa between neighbours), read from
// who the parties are rather than from the words of a sale: nobody speaks for an organisation, the learner is not at
// work, and what changes hands is a thing someone owns ("my road bike", "her old sofa"). Then the character is a
// private buyer or seller (situation-kinds.ts privateSaleKind), never a business weighing a product.
import { readWords, type Word } from '../../language/lemmas.ts';
import { isOccupationNoun, nounKinds } from '../../language/wordnet.ts';
import { splitSentences } from '../../language/text.ts';

/** Verbs and nouns of a sale, by lemma. */
const SALE_LEMMAS = new Set(['sell', 'buy', 'purchase', 'sale']);
/** What a party to any sale is called: no line of work of its own. */
const SALE_ROLES = new Set(['seller', 'buyer', 'vendor', 'purchaser', 'owner', 'neighbour', 'neighbor']);
/** Possessives that make a thing someone's own, and whose it is: the learner's (the description is in their voice) or the character's. */
const LEARNERS = new Set(['my', 'our']);
const OTHERS = new Set(['his', 'her', 'their']);
/** How many words after the possessive the thing's noun may come ("my old Raleigh road bike"). */
const THING_WINDOW = 4;

export interface PrivateSale {
  /** The character sells and the learner buys (else the other way round). */
  isCharacterSelling: boolean;
}

/** The owner of the thing a sentence of sale names, when it is a thing someone owns: 'learner', 'character' or null. */
function ownerOfThingSold(sentence: string): 'learner' | 'character' | null {
  const words = readWords(sentence).filter((word) => word.isWord);
  if (!words.some((word) => SALE_LEMMAS.has(word.lemma))) return null;
  for (const [index, word] of words.entries()) {
    const possessive = word.text.toLowerCase();
    if (!LEARNERS.has(possessive) && !OTHERS.has(possessive)) continue;
    // The head of the phrase after the possessive: its last noun ("her grey corner sofa": sofa).
    const phrase = words.slice(index + 1, index + 1 + THING_WINDOW);
    const end = phrase.findIndex((next: Word) => next.pos !== 'noun' && next.pos !== 'adjective');
    const thing = (end < 0 ? phrase : phrase.slice(0, end)).filter((next: Word) => next.pos === 'noun' && /^\p{Ll}/u.test(next.text)).at(-1);
    // A made thing ("bike", "sofa", "car"), not a service, a product line or a business.
    if (thing && nounKinds(thing.lemma, 1)[0] === 'artifact') return LEARNERS.has(possessive) ? 'learner' : 'character';
  }
  return null;
}

/** Whether a typed role names a line of work the learner is doing ("Sales rep", "Account manager"), not a party to a sale. */
function isAtWork(role: string): boolean {
  const head = readWords(role).filter((word) => word.isWord && word.pos === 'noun').at(-1);
  return head !== undefined && !SALE_ROLES.has(head.lemma) && isOccupationNoun(head.lemma);
}

/**
 * The private sale the scenario describes, or null: no organisation on either side, a learner who is not at work, and a
 * sentence that sells or buys a thing someone owns. Whose thing it is says who sells.
 */
export function readPrivateSale(scenario: { title: string; myRole: string | null; description: string }, parties: { organisation: string | null; learnerParty: string | null }): PrivateSale | null {
  if (parties.organisation || parties.learnerParty) return null;
  if (scenario.myRole && isAtWork(scenario.myRole)) return null;
  for (const sentence of [scenario.title, ...splitSentences(scenario.description)]) {
    const owner = ownerOfThingSold(sentence);
    if (owner) return { isCharacterSelling: owner === 'character' };
  }
  return null;
}
