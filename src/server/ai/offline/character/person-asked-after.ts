// "How is your father doing?", "What does your mother think?", "How is Isla coping?": a question after someone of the
// character's is answered from the facts that name that person, the first not told yet; once all are told, by what
// they say of them, owned as all the character can say ("All I can tell you is that he missed his appointment…"),
// never by another fact nor a stock line about the matter.
import { datesNamedIn, readWords, type Word } from '../../language/lemmas.ts';
import { isQuestion, splitSentences, withoutFinalStop } from '../../language/text.ts';
import { isPersonNoun, nounKinds } from '../../language/wordnet.ts';
import { genderOfPersonNoun } from '../scenario/pronouns.ts';
import { isAboutThemselves, type Topic } from './knowledge.ts';
import { hasSaid } from './move-lines.ts';
import { afterGreeting } from './acts.ts';
import { toldPlainly } from './restating.ts';
import type { TurnContext } from './moves.ts';

/** Someone of the character's a question asks after: as the facts name them ("my father", "Isla"), and their pronoun. */
interface PersonAsked {
  /** The words the facts name them by, lower-cased: "my father", "isla". */
  named: string;
  pronoun: 'he' | 'she' | null;
}

/** The person a question asks after, when the brief's facts name them: "your father" → "my father"; a name the facts use. */
function personAsked(question: string, facts: readonly Topic[], ownNames: readonly string[]): PersonAsked | null {
  if (!isQuestion(question)) return null;
  // "Morning Pat. How is the hall?": the name a greeting calls the character by asks after no one.
  const words = readWords(splitSentences(question).map(afterGreeting).join(' ')).filter((word) => word.isWord);
  const says = (named: string) => facts.some((fact) => new RegExp(`\\b${named}\\b`, 'i').test(fact.answer));
  // A name the facts say only inside a date ("Twice in May I found her…", "on 4 March") is a month or a day, no one to ask after.
  const saysOfSomeone = (name: string) => facts.some((fact) => new RegExp(`\\b${name}\\b`).test(fact.answer) && !datesNamedIn(fact.answer).some((date) => new RegExp(`\\b${name}\\b`).test(date)));
  for (const [index, word] of words.entries()) {
    // "your father", "your business partner": a kind of person of theirs, named so in a fact as "my …".
    if (word.text.toLowerCase() === 'your') {
      const noun = words[index + 1];
      const head = words[index + 2]?.pos === 'noun' ? words[index + 2] : noun;
      if (!noun || !head || head.pos !== 'noun' || !isPersonNoun(head.lemma)) continue;
      const named = `my ${words.slice(index + 1, words.indexOf(head) + 1).map((each) => each.text.toLowerCase()).join(' ')}`;
      const gender = genderOfPersonNoun(head.lemma);
      if (says(named)) return { named, pronoun: gender === 'Female' ? 'she' : gender === 'Male' ? 'he' : null };
    }
    // "How is Isla coping?": someone the facts call by name, not the character itself, nor a place ("Why were you in
    // Brighton?" asks why they were there, not after someone called Brighton).
    if (index > 0 && /^\p{Lu}\p{Ll}+$/u.test(word.text) && word.pos === 'noun' && !ownNames.includes(word.text.toLowerCase()) && !namesAPlace(words, index) && saysOfSomeone(word.text)) return { named: word.text.toLowerCase(), pronoun: null };
  }
  return null;
}

// Words before a name that make it a place one is in: "in Brighton", "at Chester", "near Leeds" ("to Isla" may be a person).
const PLACE_PREPOSITIONS: ReadonlySet<string> = new Set(['in', 'at', 'near']);
// WordNet's file for places ("Brighton", "Chester": a city or a town).
const PLACE_KIND = 'location';

/** Whether the capitalised word at `index` names a place: after "in", "at" or "near", or one WordNet files first as a place. */
function namesAPlace(words: readonly Word[], index: number): boolean {
  return PLACE_PREPOSITIONS.has(words[index - 1]?.text.toLowerCase() ?? '') || nounKinds(words[index]!.text.toLowerCase(), 1)[0] === PLACE_KIND;
}

/** The facts (not who the character is) that name the person, in the brief's order. */
function factsNaming(person: PersonAsked, context: TurnContext): Topic[] {
  const open = context.knowledge.topics.filter((topic) => (topic.kind === 'fact' || (topic.kind === 'hidden' && context.events.unlocked.has(topic))) && !isAboutThemselves(topic));
  return open.filter((topic) => new RegExp(`\\b${person.named}\\b`, 'i').test(topic.answer));
}

function facts(context: TurnContext): Topic[] {
  return context.knowledge.topics.filter((topic) => topic.kind === 'fact' || topic.kind === 'hidden');
}

function ownNamesOf(context: TurnContext): string[] {
  return context.brief.identity.name.toLowerCase().split(/\s+/);
}

/** The fact to answer a question after someone of the character's: the first naming them not told yet; null when none or all told. */
export function untoldFactOfPersonAsked(context: TurnContext): Topic | null {
  const person = personAsked(context.events.reading.text, facts(context), ownNamesOf(context));
  if (!person) return null;
  const naming = factsNaming(person, context);
  // "Does Amy have any allergies?" asks for the fact the question's own words name ("Amy has a severe nut allergy"),
  // not the first that names her ("Amy started at the nursery in May"): that one is left to the question's reading.
  if (context.events.reading.asks.some((ask) => ask.isQuestion && !ask.isLoose && naming.includes(ask.topic))) return null;
  return naming.find((topic) => !hasSaid(context, topic.answer)) ?? null;
}

// A part of a sentence up to the next clause: "My father, who is 81, missed his appointment" is one; "but …" another.
const CLAUSE_BREAK = /\s*(?:;|,?\s+but\s+|,?\s+and\s+(?=I\b|my\b|we\b|they\b|he\b|she\b))\s*/;

/**
 * What the told facts say of the person, owned as all the character can say: "All I can tell you is that he missed
 * his fracture clinic appointment…" (the person said by their pronoun where they open the clause, without a clause set
 * off by commas after them); null when the question asks after no one the facts name, or a fact naming them is untold.
 */
export function allToldOfPersonAsked(context: TurnContext): string | null {
  const person = personAsked(context.events.reading.text, facts(context), ownNamesOf(context));
  if (!person) return null;
  const naming = factsNaming(person, context);
  if (naming.length === 0 || naming.some((topic) => !hasSaid(context, topic.answer))) return null;
  const mentions = new RegExp(`\\b${person.named}\\b`, 'i');
  const sentence = naming.flatMap((topic) => splitSentences(topic.answer).map(toldPlainly)).find((each) => mentions.test(each));
  if (!sentence) return null;
  const clause = withoutFinalStop(sentence.split(CLAUSE_BREAK).find((part) => mentions.test(part)) ?? sentence);
  const opening = new RegExp(`^${person.named}(?:,[^,]+,)?\\s+`, 'i');
  const told = person.pronoun && opening.test(clause) ? clause.replace(opening, `${person.pronoun} `) : clause.replace(/^My\b/, 'my');
  return `All I can tell you is that ${told}.`;
}
