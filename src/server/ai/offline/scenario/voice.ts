// Says a sentence of the person's description from another side: the character's own voice ("he is waiting" → "I am
// waiting"), the learner's "you" form ("owes us" → "owes you"), or a neutral third person for the brief's situation.
// The person's words are kept; only pronouns, the verb right after them and the "Dmitri says" frame change.
import { contentStems, isStopWord, wordsOf, ensureStop, withArticle } from '../../language/text.ts';
import { lemmaOf, readWords, verbLemmaOf, type Word } from '../../language/lemmas.ts';
import { readWordsInContext } from '../../language/in-context.ts';
import { expandNameContractions, expandPronounContractions } from '../../language/contractions.ts';
import { hasPartOfSpeech, isKindOf, isNameOnly, isPersonNoun, nounKinds, verbKinds } from '../../language/wordnet.ts';
import { capitalize } from '../../../../shared/text.ts';
import { findPlace } from '../persona/countries.ts';
import { genderOfName } from '../persona/identity.ts';
import { withoutWritersAsides } from './writer-asides.ts';
import { genderOfPersonNoun, NO_PRONOUN, type CharacterGender } from './pronouns.ts';
import { TITLE_WRITTEN, withoutTitle } from '../../../../shared/name-address.ts';

/** Who the character is in a sentence: their full name and first name, and their gender's pronouns. */
export interface CharacterRef {
  name: string;
  firstName: string;
  gender: CharacterGender;
  /** The character's organisation: said as "we" when it is the subject ("Baltic Freight owes you" → "We owe you"). */
  organisation?: string | null;
  /** What the description calls them instead of a name ("customer", "tenant"): "The customer's sofa" → "My sofa". */
  roleNoun?: string | null;
  /** The names the description gives the learner ("Lily's childminding" for a childminder): said as "you". */
  learnerNames?: readonly string[];
}

const BE_FORMS: Record<string, string> = { is: 'am', "isn't": "am not", was: 'was', "wasn't": "wasn't", has: 'have', "hasn't": "haven't", does: 'do', "doesn't": "don't" };
const WE_FORMS: Record<string, string> = { is: 'are', "isn't": "aren't", was: 'were', "wasn't": "weren't", has: 'have', "hasn't": "haven't", does: 'do', "doesn't": "don't" };
// Words after a subject that are not verbs to conjugate.
const NOT_VERBS = new Set(['also', 'always', 'never', 'often', 'still', 'only', 'just', 'now', 'usually', 'rarely', 'sometimes', 'really', 'already', 'this', 'its', 'thus', 'perhaps', 'plus']);
// A form of "be" or "become" right before a noun phrase: what follows is a predicate, not a subject or an object.
const COPULA_BEFORE = /\b(?:is|was|am|are|were|be|been|being|becomes?|became)\s+(?:(?:also|still|now|only|just|not|never|always)\s+)?$/i;

/** "prefers" → "prefer", "worries" → "worry", "pushes" → "push": the first-person form of a third-person verb. */
function firstPersonVerb(word: string, forms: Record<string, string> = BE_FORMS): string {
  const lower = word.toLowerCase();
  if (forms[lower]) return forms[lower]!;
  if (NOT_VERBS.has(lower) || !/s$/.test(lower) || /(?:ss|us|is)$/.test(lower)) return word;
  if (/[^aeiou]ies$/.test(lower)) return `${word.slice(0, -3)}y`;
  if (/(?:ches|shes|sses|xes|zes|oes)$/.test(lower)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** A text as a pattern that matches it literally. */
export function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// An adverb between a subject and its verb: "I already has" → "I already have".
// Adverbs in -ly by their common endings ("currently", "recently", "finally"), not verbs such as "supply" or "reply".
const ADVERB = String.raw`(?:(?:also|always|never|often|still|only|just|now|usually|rarely|sometimes|really|already|[a-z]+(?:ently|antly|ately|ously|ively|ully|ally|arly|ctly|dly|tly))\s+)?`;
// The verbs a clause of the same subject may join with: "I am annoyed and wants…", "I rebuilt it and fixes…".
// "…and now owes £2,025", "…but still wants": an adverb may stand between the joining word and the verb.
const JOINED_VERB = /\b(and|but|or)\s+((?:now|still|also|then|never|always|often|just|already|only)\s+)?(has|is|was|does|hasn't|isn't|doesn't|[a-z]+(?:es|s))\b/g;

// What may stand right after a verb as its object: "…and drives it daily", "…and sells the rest".
const OBJECT_START = /^\s+(?:an?|the|my|your|his|her|its|our|their|it|them|me|us|him|this|that|these|those)\b/i;

/**
 * Whether a word after "and" is a noun joined to the noun before it, not a verb of the "I" clause: "take the team and
 * parents to a final", "sell cakes and biscuits". The tagger must read both as nouns, and no object may follow.
 */
function isJoinedNoun(before: string, word: string, after: string): boolean {
  const previous = readWords(before).filter((item) => item.isWord).at(-1);
  // Read in its clause: "a retired midwife and lives alone" joins a verb, though the tagger alone reads "lives" as a noun.
  const read = readWordsInContext(`${before}and ${word}${after}`).filter((item) => item.isWord);
  const index = readWords(before).filter((item) => item.isWord).length + 1;
  return previous?.pos === 'noun' && read[index]?.text === word && read[index]?.pos === 'noun' && !OBJECT_START.test(after);
}

/**
 * Whether a text ends with a clause of time whose verb is in the past ("…when a colleague left in June "): it names one
 * moment gone by, so a verb in the present joined after it ("…and now trains the new starters") is not that clause's
 * but goes back to the subject before it.
 */
function endsWithPastTimeClause(text: string): boolean {
  const clause = /\b(?:when|after|before|once)\s+([^,;]*)$/.exec(text)?.[1];
  if (!clause) return false;
  // Its tense is its first verb's: "went on leave" is in the past, whatever "leave" is read as. A past form the tagger
  // reads as an adjective ("the organiser retired") is a verb when WordNet holds it as one.
  for (const word of readWords(clause)) {
    if (!word.isWord) continue;
    const lemma = word.pos === 'verb' ? word.lemma : /ed$/i.test(word.text) && word.pos !== 'noun' ? verbLemmaOf(word.text) : null;
    if (lemma !== null) return word.text.toLowerCase() !== lemma && !/(?:s|ing)$/i.test(word.text);
  }
  return false;
}

// A verb of asking in the present with an infinitive after it: the request itself.
const ASKING_NOW = /\bI\s+(?:ask|request)\s+to\s+(?=\p{L})/gu;

/** Conjugates the verb after each "I" (and after "and"/"but" in the same clause): "I prefers" → "I prefer". */
function conjugateAfterI(text: string): string {
  let isOwnSentence = false;
  return text
    .split(/((?<=[;:.!?])\s+|,\s+(?=(?:and|but|so|because|while|although)\s+(?!I\b)[a-z]))/)
    .map((clause, index, parts) => {
      // Odd entries are the separators, kept as written.
      if (index % 2 === 1) return clause;
      if (index === 0 || !parts[index - 1]!.startsWith(',')) isOwnSentence = /^\s*I\b/.test(clause);
      let out = isOwnSentence ? sharedSubjectVerb(clause) : clause;
      out = out.replace(new RegExp(String.raw`\b(I)\s+(${ADVERB})([\p{L}'’]+)`, 'gu'), (_match, subject: string, adverb: string, verb: string) => `${subject} ${adverb}${firstPersonVerb(verb)}`);
      // "She asks to start at 10am" is a request made now: said by her, "I'd like to start at 10am", never "I ask to".
      out = out.replace(ASKING_NOW, "I'd like to ");
      // A verb joined to an "I" clause, with no other subject between: "I am blunt and says what I think".
      if (/\bI\b/.test(out)) {
        out = out.replace(JOINED_VERB, (match, joiner: string, adverb: string | undefined, verb: string, offset: number) => {
          const before = out.slice(0, offset);
          if (!adverb && isJoinedNoun(before, verb, out.slice(offset + match.length))) return match;
          // A comma inside a figure ("£68,000") does not end the clause.
          const lastSubject = /\b(I|you|we|they|he|she|it|[A-Z][a-z]+|the [a-z]+s?|[a-z]+s)\s+(?:[^,;]|(?<=\d),(?=\d))*$/.exec(before);
          const ownClause = before.slice(before.lastIndexOf('I '));
          const isInnerClause = /\b(?:that|who|which|because|when|if)\b[^,;]*$/.test(ownClause) && !endsWithPastTimeClause(ownClause);
          if (lastSubject?.[1] !== 'I' || isInnerClause) return match;
          // "I have type 2 diabetes and says nights make…": the writer's report of what the character says is said by
          // the character as what is said ("…and nights make…"), never "and say nights…".
          const reported = adverb ? null : reportedClauseAfter(verb, out.slice(offset + match.length));
          if (reported !== null) return `${joiner} ${KEPT_CLAUSE}`;
          return `${joiner} ${adverb ?? ''}${firstPersonVerb(verb)}`;
        });
      }
      // "I have been a member for six years, pays £34.99 a month": a verb set after a comma, with no subject of its
      // own, is the "I" clause's too ("…and pay £34.99 a month"), as the tagger reads it in the sentence.
      if (/^\s*I\b/.test(out)) out = withCommaJoinedVerbs(out);
      return out.replace(new RegExp(`${KEPT_CLAUSE}\\s+(?:that\\s+)?`, 'g'), '');
    })
    .join('');
}

// A third-person verb set after a comma, perhaps after an adverb: ", pays £34.99 a month", ", mostly works nights".
const COMMA_VERB = /,\s+((?:now|still|also|usually|mostly|often|always|never|only)\s+)?([a-z]+s)\b(?!\s*[,.;:!?]?$)/g;

/** A clause whose subject is "I" with the verbs set after its commas said as its own: ", pays" → " and pay". */
function withCommaJoinedVerbs(clause: string): string {
  // Read in its clause: "…a retired midwife, lives alone" joins a verb the tagger alone reads as a noun.
  const words = readWordsInContext(clause).filter((word) => word.isWord);
  return clause.replace(COMMA_VERB, (match, adverb: string | undefined, verb: string, offset: number) => {
    // The word as the tagger reads it in its sentence: "two cats, dogs and a rabbit" lists nouns.
    const before = readWords(clause.slice(0, offset)).filter((word) => word.isWord).length + (adverb ? 1 : 0);
    const read = words[before];
    // Read as a noun, it is still a verb when an object follows it ("rents the corner stall").
    const isVerb = read?.pos === 'verb' || OBJECT_START.test(clause.slice(offset + match.length));
    if (read?.text !== verb || !isVerb || firstPersonVerb(verb) === verb) return match;
    return ` and ${adverb ?? ''}${firstPersonVerb(verb)}`;
  });
}

// Where a verb of saying stood before the clause it reported, taken out with the "that" after it.
const KEPT_CLAUSE = '\uE003';

/**
 * The clause a verb of saying reports, when one follows it ("says nights make her sugar levels hard to manage",
 * "claims that the van was never booked"): WordNet files the verb's first sense under communication and none under
 * cognition, it takes a clause, and the words after it hold a subject and then a verb of their own. Null otherwise ("says what she thinks",
 * "explains the rota to new starters").
 */
function reportedClauseAfter(verb: string, after: string): string | null {
  const lemma = verbLemmaOf(verb);
  // A verb that may also hold a belief ("suspects") keeps it: the character would say they suspect it too.
  if (lemma === null || !CLAUSE_VERBS.has(lemma) || !verbKinds(lemma, 1).includes('communication') || verbKinds(lemma).includes('cognition')) return null;
  const clause = /^\s+(?:that\s+)?([^,;:.!?]+)/.exec(after)?.[1];
  if (!clause) return null;
  const words = readWords(clause).filter((word) => word.isWord);
  const verbAt = words.findIndex((word) => word.pos === 'verb');
  // A subject before the verb: a noun or a pronoun, never a question word ("what", "how") that makes it an object.
  const subject = words.slice(0, verbAt);
  if (verbAt < 1 || subject.some((word) => /^(?:what|how|why|where|when|who|whether|if)$/i.test(word.text)) || !subject.some((word) => word.pos === 'noun' || /^(?:it|they|he|she|we|you|i|there|this|that)$/i.test(word.text))) return null;
  return clause;
}

// A clause joined after a comma with no subject of its own: "…, and wants the firm to pay", "…, but still says".
const SUBJECTLESS_CLAUSE = new RegExp(String.raw`^(and|but)\s+(${ADVERB})([a-z]+)\b`);

/**
 * A clause joined to a sentence whose subject is "I", with a verb and no subject of its own: the verb is the first
 * clause's subject's, so it takes "I"'s form ("I have been here three years, and want…"). A word the tagger does not
 * read as a verb there ("…, and colleagues") is left as it is.
 */
function sharedSubjectVerb(clause: string): string {
  return clause.replace(SUBJECTLESS_CLAUSE, (match, joiner: string, adverb: string, verb: string) => {
    const read = readWords(clause).filter((word) => word.isWord);
    const word = read.find((item) => item.text === verb);
    return word?.pos === 'verb' ? `${joiner} ${adverb}${firstPersonVerb(verb)}` : match;
  });
}

/**
 * A sentence about the character, said by the character: "Dmitri says the invoice was sent to the wrong cost centre
 * and he is waiting for a PO from his team" → "The invoice was sent to the wrong cost centre and I am waiting for a PO
 * from my team." The learner's "us" and "I" become "you"; the name anywhere becomes "I", "me" or "my"; an
 * appositive after the name ("Mrs Laila Haddad, whose son Theo is in Year 4, has come in…") becomes its own clause.
 */
// Where one clause ends and the next begins: ", and", ", but", ";", and a full stop ("My father lives in Lahore. I
// want…", a "whose…" said apart).
const CLAUSE_BREAK = /(,\s+(?:and|but)\s+|;\s+|(?<=\p{Ll}{3}[.!?])\s+(?=\p{Lu}))/u;
// A clause led by a named person other than "I" ("Cai was…", "Efa has…").
const OTHER_SUBJECT = /^\s*(?!I\b|My\b|The\b|This\b|That\b|It\b|They\b|We\b|You\b|He\b|She\b)\p{Lu}\p{Ll}+\s+(?:was|is|has|had|were|[a-z]+ed|[a-z]+s)\b/u;
// The same, with a past form no rule spells ("Leo broke his wrist"): the word after the name read as a verb.
const OTHER_NAME_BEFORE = /^\s*(?!I\b|My\b|The\b|This\b|That\b|It\b|They\b|We\b|You\b|He\b|She\b)\p{Lu}\p{Ll}+\s+(\p{Ll}+)\b/u;

/** Whether a clause is led by a named person other than "I", whatever form their verb takes. */
function hasOtherSubject(clause: string): boolean {
  if (OTHER_SUBJECT.test(clause)) return true;
  const verb = OTHER_NAME_BEFORE.exec(clause)?.[1];
  const lemma = verb === undefined ? null : verbLemmaOf(verb);
  return lemma !== null && lemma !== verb && !hasPartOfSpeech(verb!, 'noun');
}
// A clause led by someone the character is related to: "his grandson Euan was…", "her son has…".
const RELATIVE_SUBJECT = /^(\s*)(his|her|His|Her|my|My|your|Your)(?=\s+\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?\s+(?:was|is|has|had|were|[a-z]+ed|[a-z]+s)\b)/u;
const PREPOSITION_BEFORE = /\b(?:in|to|from|of|for|with|on|at|by|about|into)\s+$/i;
const NOT_A_NOUN_AFTER = /^\s+(?:and|or|but|to|of|for|with|in|on|at|from|by|about|that|as|if|when|so|because)\b/i;

// A verb right after the character as subject, with its auxiliaries, negation and adverb, and the particle that takes
// its object: "I did not enter ", "I never told ", "I have been caring for ", "I have been looking after ".
const OWN_VERB_BEFORE = new RegExp(String.raw`\bI\s+(?:(?:do|does|did|have|has|had|will|would|can|could|should|is|am|was|been|being)(?:n['’]t)?\s+){0,2}(?:not\s+|never\s+)?${ADVERB}[\p{L}]+(?:\s+(?:after|for|with|to))?\s+$`, 'u');
const KEPT = '\uE000';

/**
 * The object of a verb whose subject is the character is someone else ("Alan did not enter him" → "I did not enter
 * him"): a pronoun of the character there would be "myself". Marked so the rewrite leaves it.
 */
function keepOthersObject(clause: string, isFemale: boolean): string {
  const object = isFemale ? /\b(her)\b/gu : /\b(him)\b/gu;
  return clause.replace(object, (match, _word: string, offset: number, whole: string) =>
    (OWN_VERB_BEFORE.test(whole.slice(0, offset)) || isOwnInfinitiveBefore(whole.slice(0, offset))) && (!isFemale || herIsPossessive(whole, offset) === false) ? `${KEPT}${match}` : match,
  );
}

// An infinitive's verb (and its particle) right before the object, in a clause of "I": "I want two weeks of leave to
// visit ", "…to look after ".
const INFINITIVE_BEFORE = /\bI\b([^,;.]*?)\bto\s+\p{L}+(?:\s+(?:after|for|to|with|up|on))?\s+$/u;
const OBJECT_PRONOUN = /^(?:me|us|you|him|her|them)$/i;
// What can do an infinitive's doing, as WordNet files it: a person, a body of people, a firm's premises ("the
// pharmacy to pay her"); leave, money or a week cannot.
const DOER_KINDS: ReadonlySet<string> = new Set(['person', 'group', 'artifact']);

/**
 * Whether the words before an object pronoun end with an infinitive whose doer is the character: "I want two weeks
 * of leave to visit him" (leave visits no one, so "I" does, and "him" is someone else), never "I want the firm to
 * pay him" (the firm pays, and "him" may well be the character).
 */
function isOwnInfinitiveBefore(before: string): boolean {
  const between = INFINITIVE_BEFORE.exec(before)?.[1];
  return between !== undefined && isSubjectsInfinitive(between);
}

/**
 * Whether an infinitive after these words is done by the clause's subject: no person, firm, premises or name stands
 * before it to do it ("two weeks of leave to visit…", not "the firm to pay…"). An object pronoun after its verb is then someone
 * else: the subject's own would be "myself".
 */
export function isSubjectsInfinitive(between: string): boolean {
  const doer = readWords(between).filter((word) => word.isWord && (word.pos === 'noun' || OBJECT_PRONOUN.test(word.text))).at(-1);
  if (doer === undefined) return true;
  return !OBJECT_PRONOUN.test(doer.text) && !/^\p{Lu}/u.test(doer.text) && !nounKinds(doer.lemma).some((kind) => DOER_KINDS.has(kind));
}

/** In a clause whose subject is someone else ("My insurer has not replied to him"), the object pronoun is the character: it cannot be the subject. */
function objectAsMe(whole: string, isFemale: boolean): string {
  // Only in the clause's own words: in what it reports ("says the landlord owes him") "him" may be the subject.
  const cut = whole.search(/\b(?:that|who|which|because|when|if|says|said|thinks|thought|believes)\b/);
  const clause = cut < 0 ? whole : whole.slice(0, cut);
  const rest = cut < 0 ? '' : whole.slice(cut);
  return `${isFemale
    ? clause.replace(/(?<!\uE000)\bher\b(?=\s*(?:$|[,.;:!?]|\s(?:and|or|but|to|of|for|with|in|on|at|from|by|about|that|as|if|when|so|because|before|after)\b))/gu, 'me')
    : clause.replace(/(?<!\uE000)\bhim\b/gu, 'me')}${rest}`;
}

/**
 * Whether the "her" at `offset` owns what follows, by the part of speech of the next word as the language model reads
 * the clause: "her mother", "her own car" (a noun or an adjective) are hers; "told her nothing", "pay her back",
 * "phoned her about" are said to her. Undefined when the model's words do not line up with the text.
 */
function herIsPossessive(clause: string, offset: number): boolean | undefined {
  const words = readWords(clause.replaceAll(KEPT, ''));
  const nth = (clause.slice(0, offset).replaceAll(KEPT, '').match(/\b[Hh]er\b/g) ?? []).length;
  const indexes = words.flatMap((word, index) => (/^her$/i.test(word.text) ? [index] : []));
  const index = indexes[nth];
  if (index === undefined) return undefined;
  const next = words[index + 1];
  // "Her filling fell out", "because her form arrived": where a clause's subject stands, "her" cannot be an object.
  const before = words[index - 1];
  if (next !== undefined && (before === undefined || SUBJECT_OPENERS.has(before.text.toLowerCase()))) return true;
  // "her Ford Focus", "her Toyota": a name after it is what she owns, whatever else the word may be read as.
  if (next !== undefined && /^\p{Lu}/u.test(next.text) && next.text !== 'I') return true;
  // "her £60 rent": a sum before a noun is what she owns ("quoted her £400 for it" is said to her).
  let past = index + 1;
  while (words[past] !== undefined && (/^\p{Sc}/u.test(words[past]!.text) || /^[\d.,]+$/.test(words[past]!.text))) past += 1;
  if (past > index + 1 && /^\p{Sc}/u.test(next?.text ?? '') && words[past]?.pos === 'noun') return true;
  // "her two spaniels": a count before a noun is what she owns too.
  const isCount = next !== undefined && COUNT_WORD.test(next.text) && words[index + 2]?.pos === 'noun';
  return next !== undefined && (next.pos === 'noun' || next.pos === 'adjective' || /^\d/.test(next.text) || isCount);
}

// Words after which a clause's subject follows: "because her form arrived", "when her car broke down".
const SUBJECT_OPENERS = new Set(['because', 'when', 'whenever', 'while', 'although', 'though', 'if', 'unless', 'whereas', 'so', 'once']);

const COUNT_WORD = /^(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|several|few)$/i;

// Verbs whose object does what the next verb says: "lets her work", "makes her wait", "helps her move".
const CAUSATIVE_VERBS = new Set(['let', 'make', 'help', 'bid', 'watch', 'hear']);
// Verbs of giving whose first object is who receives: "a rival offered her delivery by 6", "the garage quoted her £400";
// and of telling, whose first object is who is told: "we told her peonies will not be in season".
const GIVING_VERBS = new Set(['offer', 'give', 'owe', 'lend', 'grant', 'promise', 'guarantee', 'award', 'quote', 'tell', 'inform', 'warn', 'assure']);

/** "her"/"his" and "her"/"him" in a clause about the character, as "my" and "me". */
function ownPronouns(clause: string, isFemale: boolean, possessive: string, object: string): string {
  // "The tree is his", "the choice is hers": a possessive standing alone is "mine".
  const standing = clause.replace(isFemale ? /\bhers\b/g : /\bhis\b(?=\s*(?:$|[,.;:!?]|\s(?:and|or|but|too|now|alone)\b))/g, 'mine');
  const marked = keepOthersObject(standing, isFemale);
  const own = !isFemale
    ? marked.replace(new RegExp(String.raw`(?<!${KEPT})\b${possessive}\b`, 'gu'), 'my').replace(new RegExp(String.raw`(?<!${KEPT})\b${object}\b`, 'gu'), 'me')
    : // "her" before a noun is "my", otherwise "me"; after a preposition it is "my" unless a conjunction follows ("in her will").
      // "her 2015 Toyota", "her £1,200 deposit": a figure (with its currency) after it is what she owns too.
      marked.replace(/(?<!\uE000)\b[Hh]er\b(\s+\p{Sc}?[\p{L}\d]+)?/gu, (match, next: string | undefined, offset: number, whole: string) => {
        if (!next) return 'me';
        // "kept her £1,200 deposit" is hers; "charged her £50" is said to her: a sum is owned only when a noun follows it.
        if (/^\s+\p{Sc}/u.test(next)) {
          const after = /^[\d.,]*(?:k|m|bn)?\s+(\p{L}+)/u.exec(whole.slice(offset + match.length))?.[1];
          return after && !isStopWord(after.toLowerCase()) && hasPartOfSpeech(lemmaOf(after.toLowerCase()), 'noun') ? `my${next}` : `me${next}`;
        }
        // "lets her work from home", "made her wait": after a verb that lets or makes someone do something, "her" with
        // a verb after it is the one who does it, not an owner ("lets my work").
        const verbBefore = /([\p{L}]+)\s+$/u.exec(whole.slice(0, offset))?.[1];
        if (verbBefore && CAUSATIVE_VERBS.has(lemmaOf(verbBefore.toLowerCase())) && hasPartOfSpeech(lemmaOf(next.trim().toLowerCase()), 'verb')) return `me${next}`;
        // "A rival bakery offered her delivery by 6": after a verb of giving whose subject is someone else, "her" is who
        // receives ("offered me delivery"); with the character as the subject it is hers ("I offered my help").
        // Its subject is the one in its own clause: "I want band 7, and say two hospitals have offered her band 7".
        if (verbBefore && GIVING_VERBS.has(lemmaOf(verbBefore.toLowerCase())) && !/\bI\b/.test(ownClauseBefore(whole.slice(0, offset)))) return `me${next}`;
        // After a preposition it owns what follows unless a conjunction follows ("in her will": "will" is read as a verb).
        const afterPreposition = PREPOSITION_BEFORE.test(whole.slice(0, offset)) && !NOT_A_NOUN_AFTER.test(next);
        const owned = afterPreposition || (herIsPossessive(whole, offset) ?? !isStopWord(next.trim()));
        return owned ? `my${next}` : `me${next}`;
      });
  return own.replaceAll(KEPT, '');
}

// Where a clause that has a subject of its own opens: after a mark, a joining word, or a verb that reports one.
const CLAUSE_OPENING = /[,;:]|\b(?:and|but|or|that|because|so|while|when|says?|said|thinks?|feels?)\b/giu;

/** Whether the text before a pronoun ends with a verb of giving whose subject, in its own clause, is not the character. */
function receivesAGift(before: string): boolean {
  const verb = /([\p{L}]+)\s+$/u.exec(before)?.[1];
  return verb !== undefined && GIVING_VERBS.has(lemmaOf(verb.toLowerCase())) && /\p{L}/u.test(ownClauseBefore(before).replace(verb, '')) && !/\bI\b/.test(ownClauseBefore(before));
}

/** The words of the last clause in a text, from where it opens: "I want band 7, and say two hospitals have offered". */
function ownClauseBefore(text: string): string {
  const opened = [...text.matchAll(CLAUSE_OPENING)].at(-1);
  return opened ? text.slice(opened.index + opened[0].length) : text;
}

/**
 * Whether the subject a relative's clause opens with (" neighbour Tom has…", " name was…") may be the one a pronoun of
 * the character's gender refers to: a person of that gender or of none stated. A thing ("name", "form") or a person of
 * the other gender ("son", "Tom", one the clause calls "his") cannot be, so the clause's "her" or "him" is the character.
 */
function canReferTo(rest: string, gender: CharacterGender): boolean {
  const subject = /^\s+(\p{Ll}+)(?:\s+(\p{Lu}\p{Ll}+))?/u.exec(rest);
  if (!subject) return true;
  const noun = lemmaOf(subject[1]!);
  if (!isPersonNoun(noun)) return false;
  // The subject is the clause's one person besides the character: a pronoun of the other gender there is the subject's.
  const otherPronoun = gender === 'Female' ? /\b(?:he|him|his|himself)\b/i : /\b(?:she|her|hers|herself)\b/i;
  const stated = genderOfPersonNoun(noun) ?? (subject[2] ? genderOfName(subject[2]) : null) ?? (otherPronoun.test(rest) ? 'other' : null);
  return stated === null || stated === gender;
}

/** Whether the text before a word ends with a verb as the model reads it (never a form of "be": "is Ines" asks). */
function isVerbBefore(before: string): boolean {
  if (!/\p{Ll}+\s+$/u.test(before)) return false;
  const last = readWords(before).filter((word) => word.isWord).at(-1);
  return last !== undefined && last.pos === 'verb' && last.lemma !== 'be' && !CLAUSE_VERBS.has(last.lemma);
}

// Verbs a clause follows, whose next name is that clause's subject: "says Ines wants a refund".
const CLAUSE_VERBS = new Set(['say', 'think', 'believe', 'claim', 'hope', 'insist', 'suspect', 'argue', 'know', 'feel', 'explain', 'mention', 'report', 'admit', 'realise', 'realize', 'notice', 'fear', 'suppose', 'guess', 'reckon', 'agree']);

// Enough senses to find a town among a word's meanings ("Reading", "Bath"); the place tables know the rest.
const PLACE_SENSES = 20;

/**
 * Whether a clause's subject is a place or a body named for one, never a person ("Nottingham has offered her a place"):
 * its "her" is the character's, as no place has one.
 */
function isPlaceSubject(clause: string): boolean {
  const subject = /^\s*(\p{Lu}\p{Ll}+)/u.exec(clause)?.[1];
  if (!subject) return false;
  if (findPlace(subject)) return true;
  const kinds = nounKinds(subject.toLowerCase(), PLACE_SENSES);
  return kinds.includes('location') && !kinds.includes('person');
}

// The words by which the sentence, once in the character's voice, speaks of the character.
const OWN_WORDS = new Set(['i', 'me', 'my', 'myself', 'mine']);
// A possessive standing alone ("the choice is his"), which says "mine", not "my".
const STANDING_AFTER = /^\s*(?:$|[,.;:!?]|(?:and|or|but|too|now|alone)\b)/;

/**
 * The character's-gender pronouns of a sentence in the character's voice, read by whom they refer to: the nearest
 * person before them of that gender. After the character ("I hope to swap her shift") a possessive is "my"; after
 * someone else of that gender ("he needs to help his wife with her care", "Her brother Ravi… his friend") it stays
 * theirs, marked so the clause rules below leave it. An object right after the character's own verb ("so I can take
 * her") is never the character, and is the one a possessive after it refers to; any other object ("My mother told her
 * nothing") and a pronoun with no person before it are left to the clause rules.
 */
function pronounsByReferent(text: string, gender: 'Female' | 'Male'): string {
  const isFemale = gender === 'Female';
  let last: 'self' | 'other' | null = null;
  return text.replace(/[\p{L}'’]+/gu, (token: string, offset: number, whole: string) => {
    const lower = token.toLowerCase();
    if (OWN_WORDS.has(lower)) {
      last = 'self';
      return token;
    }
    // "…and say two other hospitals have offered her band 7": after a verb of giving whose subject is someone else,
    // "her" is who receives, whatever follows it.
    if (isFemale && lower === 'her' && receivesAGift(whole.slice(0, offset))) {
      last = 'self';
      return /^\p{Lu}/u.test(token) ? 'Me' : 'me';
    }
    const isPossessive = isFemale ? lower === 'her' && herIsPossessive(whole, offset) !== false : lower === 'his';
    const isObject = isFemale ? lower === 'her' && !isPossessive : lower === 'him';
    if (isObject && OWN_VERB_BEFORE.test(whole.slice(0, offset))) {
      last = 'other';
      return `${KEPT}${token}`;
    }
    if (isPossessive && !STANDING_AFTER.test(whole.slice(offset + token.length))) {
      if (last === 'other') return `${KEPT}${token}`;
      if (last === 'self') return /^\p{Lu}/u.test(token) ? 'My' : 'my';
      return token;
    }
    const isNamed = /^\p{Lu}/u.test(token) && offset > 0 && genderOfName(token) === gender;
    if (isNamed || (isPersonNoun(lemmaOf(lower)) && genderOfPersonNoun(lemmaOf(lower)) === gender)) last = 'other';
    return token;
  });
}

/**
 * Whether a clause opens on a thing named without its article, as notes write it ("Card was in her purse the whole
 * time."): a noun WordNet holds, filed first under no person, that is no one's first name. Its "her" is the
 * character's, as no such thing has one.
 */
function isThingSubject(clause: string): boolean {
  const subject = /^\s*(\p{Lu}\p{Ll}+)/u.exec(clause)?.[1];
  if (!subject || genderOfName(subject) !== null) return false;
  const lemma = lemmaOf(subject.toLowerCase());
  const kinds = nounKinds(lemma, 1);
  return kinds.length > 0 && !kinds.includes('person') && !isPersonNoun(lemma);
}

// The character as said by now: the name, turned into "I", "me" or "my" above.
const OWN_SAID = /\b(?:I|me|my|myself)\b/;

/**
 * Whether a subject pronoun ("he", "she") refers to someone else the sentence named as a subject before it, with the
 * character not said since: "Jamie is a good little player, plays left back, but he has missed five sessions" (his
 * son's sessions, not his own). That person is a capitalised name that is no word of another kind, with a verb after
 * it, and no gender the tables give that the pronoun contradicts.
 */
function isOthersSubjectBefore(before: string, gender: CharacterGender): boolean {
  const words = readWords(before).filter((word) => word.isWord);
  // Said of the character before, by name or by a pronoun of theirs ("his grandson Euan was helping…, and he has…"),
  // the pronoun is read as theirs, as the clause rules read it.
  const ownPronouns = gender === 'Female' ? /^(?:she|her|hers)$/i : /^(?:he|him|his)$/i;
  if (words.some((word) => OWN_SAID.test(word.text) || ownPronouns.test(word.text))) return false;
  for (let index = words.length - 2; index >= 0; index -= 1) {
    const word = words[index]!;
    if (!/^\p{Lu}\p{Ll}+$/u.test(word.text) || word.stopWord) continue;
    const next = words[index + 1]!;
    const named = genderOfName(word.text);
    // A place or a day ("London is…", "Monday was…") is no one a pronoun stands for.
    const isPerson = isNameOnly(word.text) && !findPlace(word.text) && nounKinds(word.text.toLowerCase()).every((kind) => kind === 'person');
    // The subject of a verb ("Jamie plays…, but he…"), or the object of one or of a preposition ("A worker gave Amy a
    // cereal bar and she had a reaction", "…sent it to Amy and she…"): either is the person a pronoun after it goes on with.
    const previous = words[index - 1];
    const isObject = previous !== undefined && ((previous.pos === 'verb' && previous.lemma !== 'be') || OBJECT_PREPOSITIONS.has(previous.text.toLowerCase()));
    if ((next.pos === 'verb' || isObject) && isPerson && (named === null || named === gender)) return true;
  }
  return false;
}

// Prepositions whose object is a person someone acts on or for: a closed class.
const OBJECT_PREPOSITIONS = new Set(['to', 'for', 'with', 'from', 'by']);

/** Whether a clause starts with a word of the closed class of pronouns and determiners ("Nobody", "No one", "Everyone"), not a person's name. */
function startsWithFunctionWord(clause: string): boolean {
  const first = readWords(clause.trim()).find((word) => word.isWord);
  return first !== undefined && first.stopWord;
}

export function toCharacterVoice(sentence: string, character: CharacterRef): string {
  const surname = withoutTitle(character.name).split(/\s+/).slice(1).join(' ');
  const nameForms = [
    `${TITLE_WRITTEN}\\s+${escape(withoutTitle(character.name))}`,
    ...(surname ? [`${TITLE_WRITTEN}\\s+${escape(surname)}`] : []),
    escape(character.name),
    escape(character.firstName),
  ].filter(Boolean);
  const names = `(?:${nameForms.join('|')})`;
  const pronoun = character.gender === 'Female' ? 'she' : character.gender === 'Male' ? 'he' : NO_PRONOUN;
  // "he's", "she'd" written out whole, so the verb turns with the pronoun ("I am", "I had"), and the writer's hedges
  // ("from Derby I think") left out: the character knows their own life.
  // So too the name's ("Kwame's been late" is "Kwame has been late": "I have been late", never "My been late").
  let text = expandNameContractions(expandPronounContractions(withoutWritersAsides(sentence.trim())), [character.name, character.firstName]);
  // "The treasurer is Gordon Blake, 68, a retired bank manager who…": who they are is the brief's role already; what
  // the sentence says of them is their age and what they are besides ("I am 68, a retired bank manager who…").
  text = text.replace(new RegExp(String.raw`^(?:[Tt]he|[Oo]ur|[Yy]our|[Mm]y)\s+(?:[\p{Ll}-]+\s+){0,2}[\p{Ll}-]+\s+(?:is|was)\s+(${names})\s*,\s*(\d{1,3})\s*,\s*(?=(?:an?|the)\s)`, 'u'), '$1 is $2, ');
  // "My neighbour, Gwen Roberts, says…": a name in apposition to what the character is (a noun WordNet files under
  // persons) is the name alone, so the rules for the name below apply; after a form of "be" it stays a predicate.
  text = text.replace(
    new RegExp(String.raw`(?<![\p{L}])(?:[Mm]y|[Oo]ur|[Yy]our|[Tt]he)\s+(?:[\p{Ll}-]+\s+)?([\p{Ll}-]+)(\s*,\s*|\s+)(${names})(?![\p{L}'’])(\s*,)?`, 'gu'),
    (match, noun: string, gap: string, name: string, close: string | undefined, offset: number, whole: string) => {
      // Set beside a name, a noun with a sense of a person means that sense ("Our cleaner, Rita Sousa,").
      if (COPULA_BEFORE.test(whole.slice(0, offset)) || !(isPersonNoun(noun) || (gap.includes(',') && nounKinds(noun).includes('person')))) return match;
      // "My tenant, Siobhan Gallagher, 41, works…": an age set after the name keeps its commas, so the rule for an
      // appositive after the name reads it ("I work…"), never "I 41, works…".
      if (gap.includes(',')) return close && /^\s*\d{1,3}\s*,/.test(whole.slice(offset + match.length)) ? `${name}${close}` : name;
      return `${name}${close ?? ''}`;
    },
  );
  // "The guest is Rajesh Iyer, he's an IT manager…", "Ana Ruiz, she runs…": the name introduced and taken up again by
  // their pronoun is said once, by the pronoun ("I am an IT manager"), never as "I am me, I am…".
  if (pronoun !== NO_PRONOUN) {
    text = text.replace(new RegExp(String.raw`^(?:(?:[Tt]he|[Oo]ur|[Mm]y|[Yy]our|[Aa]n?)\s+([\p{Ll}-]+)\s+(?:is|was)\s+)?${names}\s*,\s*(?=${pronoun}\s)`, 'iu'), (match, noun: string | undefined) =>
      noun === undefined || isPersonNoun(noun) ? '' : match,
    );
  }
  // "A customer's sofa…", "The tenant says…": the character named by what they are to the learner.
  const roleNoun = character.roleNoun?.trim().toLowerCase();
  if (roleNoun && roleNoun.length > 2) {
    const role = String.raw`\b(?:[Tt]he|[Aa]n?|[Oo]ur|[Tt]his)\s+(?:[\p{Ll}-]+\s+)?${escape(roleNoun)}`;
    // Said as their name, so every rule for the name below applies to it; but what they are ("She has been a
    // volunteer here", "She is the bride") stays what they are: after a form of "be", the role is no one's name.
    text = text.replace(new RegExp(`${role}(?![\\p{L}])`, 'gu'), (match, offset: number, whole: string) => (COPULA_BEFORE.test(whole.slice(0, offset)) ? match : character.name));
  }
  // "Dmitri says (that) …", "She claims …": the frame goes, what is said stays.
  const framed = text;
  text = text.replace(new RegExp(String.raw`^(?:${names}|${pronoun})\s+(?:(?:says|said|claims|explains)\s+(?:that\s+)?|insists\s+that\s+)(?=\p{L})`, 'iu'), '');
  // So too after "and" or "but": "…, and Gordon says fees are never refunded" → "…, and fees are never refunded".
  text = text.replace(new RegExp(String.raw`(,?\s+(?:and|but)\s+)(?:${names}|${pronoun})\s+(?:(?:says|claims|insists)\s+(?:that\s+)?)(?=\p{Ll})`, 'gu'), '$1');
  // "…says X and that Y": with the frame gone, the second "that" goes too ("X and Y").
  // "…and that is why" keeps its "that": there it is the subject.
  if (text !== framed) text = text.replace(/(,?\s+(?:and|but))\s+that\s+(?=\p{L})(?!(?:is|was|has|had|will|would|can|could|may|might|must|should|does|did|means|meant|makes|made)\b)/gu, '$1 ');
  text = theirsAsOurs(text, names, character);
  // The learner's side first, so the character's "I" below is not turned into "you".
  text = text
    .replace(/\b(?:we|We)\s+are\b/g, 'you are')
    .replace(/\b(?:I|i)\s+am\b/g, 'you are')
    .replace(/\bI['’]m\b/g, "you're")
    .replace(/\b(?:us|me)\b/g, 'you')
    .replace(/\b(?:our|my)\b/gi, 'your')
    .replace(/\b(?:we|I)\b/g, 'you')
    .replace(/\bWe\b/g, 'You');
  // "Lily charged £25 each time", "Lily's childminding": the learner named is "you" as well.
  for (const learner of character.learnerNames ?? []) {
    if (learner.length < 2 || nameForms.some((form) => new RegExp(`^${form}$`, 'u').test(learner))) continue;
    text = text
      .replace(new RegExp(String.raw`(?<![\p{L}])${escape(learner)}['’]s(?![\p{L}])`, 'gu'), 'your')
      .replace(new RegExp(String.raw`(?<![\p{L}])${escape(learner)}\s+([a-z'’]+)\b`, 'gu'), (match, verb: string) => (readWords(match).at(-1)?.pos === 'verb' ? `you ${firstPersonVerb(verb, WE_FORMS)}` : match))
      .replace(new RegExp(String.raw`(?<![\p{L}])${escape(learner)}(?![\p{L}'’])`, 'gu'), 'you')
      .replace(/(^|[.!?]\s+)(you|your)\b/g, (_match, start: string, word: string) => `${start}${capitalize(word)}`);
  }
  // "Baltic Freight owes you…": their organisation as the subject is "we".
  const organisation = character.organisation?.trim();
  if (organisation && organisation.length > 2) {
    // The character in the rest of the clause ("owes her", "lost his form", "told Ama"): the organisation acts on
    // them, so it is not "we", which would have it owe itself ("We owe me £40"); it keeps its name.
    const ownPronoun = character.gender === 'Female' ? /\b(?:she|her|hers|herself)\b/i : character.gender === 'Male' ? /\b(?:he|him|his|himself)\b/i : null;
    const ownName = new RegExp(String.raw`(?<![\p{L}])${names}(?![\p{L}])`, 'u');
    const refersToCharacter = (rest: string) => ownName.test(rest) || (ownPronoun?.test(rest) ?? false);
    // Only before a verb: "The school office told her" speaks of the office, not of "we".
    text = text.replace(new RegExp(String.raw`^(?:the\s+)?${escape(organisation)}\s+([a-z']+)\b`, 'i'), (match, verb: string, offset: number, whole: string) => {
      if (refersToCharacter(whole.slice(offset + match.length).split(/[;:]/)[0]!)) return match;
      return readWords(match).at(-1)?.pos === 'verb' || /^(?:is|was|has|does|isn't|wasn't|hasn't|doesn't)$/.test(verb) ? `We ${firstPersonVerb(verb, WE_FORMS)}` : match;
    });
  }
  // "Helen Price, finance manager at Corvel, calls…", "Margaret Ellis, 71, has…": the appositive goes with the name;
  // "Laila Haddad, whose son Theo is in Year 4, has come in…" keeps what it says as a clause of its own.
  // "Joan Whitaker, 74, a retired school secretary, collected…": the age and the description go together.
  text = text.replace(new RegExp(String.raw`^(${names})\s*,\s*\d{1,3}\s*,\s*(?=(?:an?|the)\s)`, 'u'), '$1, ');
  text = withAppositivesApart(text, names);
  // A character whose gender is not stated has no pronoun in the description: a "he" or "she" there is someone else.
  const isStated = character.gender === 'Female' || character.gender === 'Male';
  const subject = !isStated ? NO_PRONOUN : character.gender === 'Female' ? '(?:she|She)' : '(?:he|He)';
  const object = !isStated ? NO_PRONOUN : character.gender === 'Female' ? '(?:her|Her)' : '(?:him|Him)';
  const possessive = !isStated ? NO_PRONOUN : character.gender === 'Female' ? '(?:her|Her)' : '(?:his|His)';
  text = text
    .replace(new RegExp(String.raw`\b${names}(?:['’]s\b|['’](?=\s))`, 'gu'), 'my')
    // The name as a subject (before a verb) is "I"; anywhere else it is "me".
    .replace(new RegExp(String.raw`(?<![\p{L}])${names}(?![\p{L}'’])(?=\s+${ADVERB}(?:has|had|is|was|does|did|will|would|can|could|may|might|must|should|[a-z]+(?:s|ed)|[a-z]+)\b)`, 'gu'), (match, offset: number, whole: string) => {
      const after = whole.slice(offset + match.length);
      // "You offered Rhiannon a post": right after a verb, the name is its object.
      if (isVerbBefore(whole.slice(0, offset))) return 'me';
      return /^\s+(?:and|or|but|to|of|for|with|in|on|at|from|by|about)\b/.test(after) ? 'me' : 'I';
    })
    .replace(new RegExp(String.raw`(?<![\p{L}])${names}(?![\p{L}'’])`, 'gu'), 'me')
    .replace(/(^|[.!?]\s+)me\b/g, '$1I')
    .replace(new RegExp(String.raw`\b(?:${subject})\b`, 'gu'), (match, offset: number, whole: string) => (isOthersSubjectBefore(whole.slice(0, offset), character.gender) ? match : 'I'))
    .replace(new RegExp(String.raw`\b(?:himself|herself)\b`, 'giu'), 'myself');
  if (isStated) text = pronounsByReferent(text, character.gender as 'Female' | 'Male');
  // A clause whose subject is someone else ("Cai was defending his twin sister") keeps its "his" and "her": they are
  // that person's. Every other clause speaks of the character's own.
  text = text
    .split(CLAUSE_BREAK)
    .map((clause) => {
      if (hasOtherSubject(clause) && !new RegExp(`^\\s*${names}\\b`, 'u').test(clause) && !startsWithFunctionWord(clause) && !isPlaceSubject(clause) && !isThingSubject(clause)) return clause;
      if (!isStated) return clause;
      // "his grandson Euan was helping his friend": the first "his" is the character's, the second the grandson's.
      const relative = RELATIVE_SUBJECT.exec(clause);
      // "My daughter Mia asked her for a lift": the one asked is not Mia, so it is the character.
      if (relative && /^my$/i.test(relative[2]!)) return objectAsMe(clause, character.gender === 'Female');
      if (relative && /^your$/i.test(relative[2]!)) return clause;
      // "His insurer has not replied to him": the insurer is his, and the one not replied to is him, never the insurer.
      // A subject that cannot be what the pronoun refers to ("her name", "her neighbour Tom") leaves every such
      // pronoun of the clause to the character: "because her form arrived", "letting her use his shower".
      if (relative && (character.gender === 'Female' ? /^her$/i : /^his$/i).test(relative[2]!)) {
        const rest = clause.slice(relative[1]!.length + relative[2]!.length);
        const isFemale = character.gender === 'Female';
        const owner = `${relative[1]}${/^H/.test(relative[2]!) ? 'My' : 'my'}`;
        return canReferTo(rest, character.gender) ? `${owner}${objectAsMe(rest, isFemale)}` : `${owner}${ownPronouns(rest, isFemale, possessive, object)}`;
      }
      return ownPronouns(clause, character.gender === 'Female', possessive, object);
    })
    .join('')
    .replaceAll(KEPT, '');
  text = asOwnGroup(conjugateAfterI(text).replace(/\bI is\b/g, 'I am')).replaceAll(OURS, 'our');
  return ensureStop(capitalize(text));
}

const OURS = '\uE002';
const LEARNER_OPENING = /^(?:I|We)\b/;

/**
 * In the learner's own sentence, a "their" after the character's name with no plural noun between is the character's
 * organisation's: "I'm calling Deborah Finch about renewing their scheduling software" is, said by her, "…renewing
 * our scheduling software". Marked, so the learner's "I" and "my" turning into "you" leave it.
 */
function theirsAsOurs(text: string, names: string, character: CharacterRef): string {
  if (!character.organisation || !LEARNER_OPENING.test(text)) return text;
  const named = new RegExp(String.raw`(?<![\p{L}])${names}(?![\p{L}])`, 'u').exec(text);
  if (!named) return text;
  const from = named.index + named[0].length;
  const their = /\btheir\b/.exec(text.slice(from));
  if (!their) return text;
  const between = text.slice(from, from + their.index);
  const isPluralBetween = readWords(between).some((word) => word.isWord && word.pos === 'noun' && word.text.toLowerCase() !== word.lemma.toLowerCase());
  return isPluralBetween ? text : `${text.slice(0, from + their.index)}${OURS}${text.slice(from + their.index + 'their'.length)}`;
}

// How long something has held: "for eleven years", "since 2019", "for the last six months".
const SPAN_HELD = /\b(?:for\s+(?:the\s+(?:last|past)\s+)?(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|several|many)\s+(?:years?|months?|weeks?|decades?)|since\s+(?:\d{4}|\p{Lu}\p{Ll}+))\b/u;

/** A role phrase as a complement: "forklift driver at the depot" → "a forklift driver at the depot"; "the head of IT" stays. */
function asComplement(phrase: string): string {
  return /^(?:an?|the|my|our|their|his|her)\s/i.test(phrase) ? phrase : withArticle(phrase);
}

// A phrase set beside the name between commas: "a support engineer", "whose father lives in Lahore".
const SET_BESIDE = /^([^,]{1,80}),\s*(?=\p{Ll})/u;

/**
 * A sentence that opens with the name and what is set beside it, said by the character: each "whose…" its own
 * sentence, the rest gone, and the verb after them the character's. "Farid Rahimi, a support engineer, whose father
 * lives in Lahore, wants…" → "My father lives in Lahore. I wants…" (the verb is turned later). The phrases run until
 * one opens with a verb: that one is what the sentence says of the name.
 */
function withAppositivesApart(text: string, names: string): string {
  const opening = new RegExp(String.raw`^${names}\s*,\s*`, 'u').exec(text);
  if (!opening) return text;
  let rest = text.slice(opening[0].length);
  const owned: string[] = [];
  let count = 0;
  for (let group = SET_BESIDE.exec(rest); group; group = SET_BESIDE.exec(rest)) {
    if (count > 0 && readWords(group[1]!).find((word) => word.isWord)?.pos === 'verb') break;
    const whose = /^whose\s+(.+)$/i.exec(group[1]!.trim());
    if (whose) owned.push(`My ${whose[1]}.`);
    // "forklift driver at the depot for eleven years": how long they have been what they are is a fact of its own.
    else if (SPAN_HELD.test(group[1]!)) owned.push(`I have been ${asComplement(group[1]!.trim())}.`);
    rest = rest.slice(group[0].length);
    count += 1;
  }
  return count === 0 ? text : [...owned, `I ${rest}`].join(' ');
}

// "I and my two sons were moved…": the character and their own as one subject, before its verb.
const OWN_GROUP_SUBJECT = /^I and ((?:my|our) (?:[\p{Ll}-]+\s+){0,3}?[\p{Ll}-]+)\s+(?=(?:were|are|have|had|live|lived|went|got|\p{Ll}+ed)\b)/u;

/**
 * "I and my two sons were moved … after a fire in their flat" → "My two sons and I were moved … in our flat": the
 * character names themselves last in a group, and what the group has is "ours".
 */
function asOwnGroup(text: string): string {
  const group = OWN_GROUP_SUBJECT.exec(text);
  if (!group) return text;
  const rest = text.slice(group[0].length).replace(/\btheir\b/g, 'our').replace(/\bthemselves\b/g, 'ourselves').replace(/\bthem\b/g, 'us');
  return `${capitalize(group[1]!)} and I ${rest}`;
}

// "for me, my wife, their three kids and my mother-in-law", "me and my sister": the character listed with their own.
const OWN_GROUP_LIST = /\b(?:me|I)(?:\s*,\s*|\s+and\s+)(?:my|our|their)\s+\p{Ll}|\b(?:my|our)\s+(?:[\p{Ll}-]+\s+){1,2}and\s+(?:me|I)\b/u;

/**
 * Whether a sentence in the character's voice has them and their own as its subject ("My two sons and I were…",
 * "We…"), or lists them together ("…for me, my wife, their three kids and my mother-in-law"): a "they" after it is
 * that group.
 */
function hasOwnGroupSubject(sentence: string): boolean {
  return /^(?:(?:My|Our) [^.,;]{1,60}? and I|We)\b/.test(sentence) || OWN_GROUP_LIST.test(sentence);
}

/**
 * The sentence after one whose subject was the character's group: its "they" is that group, "we" ("When they got
 * there…, so they sat in the car" → "When we got there…, so we sat in the car"), until a plural noun before it offers
 * another group it may be ("the builders said they…").
 */
function afterOwnGroup(sentence: string): string {
  if (!/\b(?:[Tt]hey|[Tt]heir|them)\b/.test(sentence)) return sentence;
  // Another group: a plural noun of people ("the builders"), or of things in the same clause as the "they" ("the
  // parcels came and they were wet"); "the lights were off, so they waited" still speaks of the group.
  let cut = sentence.length;
  let at = 0;
  for (const word of readWords(sentence)) {
    const found = sentence.indexOf(word.text, at);
    if (found < 0) continue;
    at = found + word.text.length;
    if (word.pos !== 'noun' || word.text.toLowerCase() === word.lemma || /^\p{Lu}/u.test(word.text)) continue;
    const rest = sentence.slice(at);
    const theyInClause = /^[^,;:]*\b(?:[Tt]hey|them)\b/.test(rest);
    if (isPersonNoun(word.lemma) || theyInClause) {
      cut = found;
      break;
    }
  }
  const ours = sentence
    .slice(0, cut)
    .replace(/\bThey\b/g, 'We')
    .replace(/\bthey\b/g, 'we')
    .replace(/\b([Tt])heir\b/g, (_match, t: string) => (t === 'T' ? 'Our' : 'our'))
    .replace(/\bthemselves\b/g, 'ourselves')
    .replace(/\bthem\b/g, 'us');
  return `${ours}${sentence.slice(cut)}`;
}

/**
 * Whether a sentence in the character's voice opens on one of their own a noun gives a gender to ("My father, who is
 * 81, missed…"): "he" or "she" to the writer, so a "they" or "them" right after it ("Nobody told them it was
 * cancelled") is that person and the character together, "us".
 */
function opensOnOwnOneByGender(sentence: string): boolean {
  const own = /^My ([\p{Ll}-]+)\b/u.exec(sentence);
  return own !== null && genderOfPersonNoun(lemmaOf(own[1]!)) !== null;
}

/** In a sentence listing the character with their own, a "their" inside the list is the group's: "me, my wife, their kids" → "our kids". */
function ourInOwnList(sentence: string): string {
  return OWN_GROUP_LIST.test(sentence) ? sentence.replace(/(\b(?:me|my|our)\b[^.;]*?,\s+)their\b/gu, '$1our') : sentence;
}

/**
 * A description's sentences in the character's voice, in their order: a "they" right after a sentence whose subject was
 * the character and their own ("My two sons and I were moved…") or that lists them together speaks of that group, "We
 * have been there for seven weeks".
 */
export function inCharacterVoiceInTurn(sentences: readonly string[], voice: (sentence: string) => string, ownSide: OwnSide = 'my', isAfterCharacter: boolean | OwnSide = false, namesOwnSide: (sentence: string) => boolean = () => false): string[] {
  let isGroupAfter = false;
  // Whom a "they" opening the next sentence may be: the character ("my"), their side ("our"), or neither.
  // A sentence introducing the character speaks of them, not of their side ("Leanne Fox is a care assistant at…"),
  // unless it names the side that the "they" after it stands for (see `namesOwnSide`).
  let characterBefore: OwnSide | null = isAfterCharacter === true ? 'my' : isAfterCharacter === false ? null : isAfterCharacter;
  let thingsBefore = false;
  return sentences.map((sentence) => {
    const voiced = ourInOwnList(voice(sentence));
    const said = isGroupAfter ? afterOwnGroup(voiced) : characterBefore ? theyAsCharacter(voiced, characterBefore, ownSide, thingsBefore) : voiced;
    // The group stays "they" to the writer while each sentence goes on speaking of it: "When they got there… Then the
    // heating failed and they went home."
    isGroupAfter = hasOwnGroupSubject(said) || opensOnOwnOneByGender(said) || (isGroupAfter && said !== voiced);
    const spokenOf = isGroupAfter ? null : characterSpokenOf(said);
    // "Helen Marsh is IT director at Brightwater Housing… They have used our software": after a sentence naming the
    // character's organisation, a "they" is that organisation, "we", when the writer gives the character a "he" or "she".
    characterBefore = spokenOf === 'my' && namesOwnSide(sentence) ? 'our' : spokenOf;
    thingsBefore = firstGroup(said) < said.length;
    return said;
  });
}

/** Whose a "their" of the character's is in their mouth: their own ("my"), or their side's, their organisation's ("our"). */
export type OwnSide = 'my' | 'our';

// The character in their own voice: "I", "I'm", "me", "my"; their side: "we", "our", "us".
const CHARACTER_WORD = /\b(?:I|[Mm]e|[Mm]y|[Mm]ine|[Mm]yself)\b/;
const CHARACTER_SIDE_WORD = /\b(?:[Ww]e|[Oo]ur|[Oo]urs|[Uu]s|[Oo]urselves)\b/;

/**
 * Whether a plural noun of a text (as the tagger reads it) is a group a "they" may be: not one describing the noun after
 * it ("the claims team") and not a time ("I work nights"). Of the sentence before, only people may be that group
 * (`peopleOnly`): "My shifts were changed. They have a son…" speaks of the character.
 */
function isGroupNoun(word: Word, next: Word | undefined, peopleOnly: boolean): boolean {
  if (!word.isWord || word.pos !== 'noun' || !/^\p{Ll}/u.test(word.text) || word.text.toLowerCase() === word.lemma.toLowerCase()) return false;
  if (next?.isWord && next.pos === 'noun') return false;
  if (isKindOf(word.lemma, 'time period') || isKindOf(word.lemma, 'time unit')) return false;
  return !peopleOnly || isPersonNoun(word.lemma);
}

/** Where the first group a "they" may be stands in a text, or the text's length. */
function firstGroup(text: string, peopleOnly = false): number {
  const words = readWords(text);
  let at = 0;
  for (const [index, word] of words.entries()) {
    const found = text.indexOf(word.text, at);
    if (found < 0) continue;
    at = found + word.text.length;
    if (isGroupNoun(word, words[index + 1], peopleOnly)) return found;
  }
  return text.length;
}

/**
 * Whom a sentence in the character's voice speaks of, when it offers no group of people a "they" after it could be:
 * the character ("My landlord has not fixed the boiler": "my") or their side ("You have supplied our packaging": "our").
 */
function characterSpokenOf(sentence: string): OwnSide | null {
  if (firstGroup(sentence, true) < sentence.length) return null;
  return CHARACTER_SIDE_WORD.test(sentence) ? 'our' : CHARACTER_WORD.test(sentence) ? 'my' : null;
}

// "They" opening a sentence, with the verb that turns with it: "They are" → "I am", "They're" → "I'm"; said of the
// character's side, "We".
const THEY_OPENING: readonly [RegExp, Record<OwnSide, string>][] = [
  [/^They\s+are\b/, { my: 'I am', our: 'We are' }],
  [/^They\s+were\b/, { my: 'I was', our: 'We were' }],
  [/^They\s+aren['’]t\b/, { my: "I'm not", our: "We aren't" }],
  [/^They\s+weren['’]t\b/, { my: "I wasn't", our: "We weren't" }],
  [/^They['’]re\b/, { my: "I'm", our: "We're" }],
  [/^They['’](ve|ll|d)\b/, { my: "I'$1", our: "We'$1" }],
  [/^They\b/, { my: 'I', our: 'We' }],
];

// "five of", "all of", "12 of": the word before an "of" that ends a stretch of text.
const WORD_BEFORE_OF = /(\S+)\s+of\s+$/;

/**
 * Whether a stretch of text ends on a number or a word of quantity and "of" ("cancelled five of", "all of"): the "them"
 * after it counts things out of a set ("The gym cancelled four of them"), never the one character.
 */
function countsOutOf(before: string): boolean {
  const word = WORD_BEFORE_OF.exec(before)?.[1];
  if (word === undefined) return false;
  const read = readWords(word)[0];
  return /^\d/.test(word) || (read !== undefined && read.stopWord && read.pos !== 'adverb' && read.pos !== 'verb');
}

/**
 * Whether a stretch of text ends inside a clause whose subject is the character, with no verb of another clause between
 * ("I reported the camera fault to"): a "them" there is someone else, since the character itself would be "myself".
 * After another verb ("I asked the landlord to ring") it may be the character again.
 */
function isObjectOfOwnClause(before: string): boolean {
  const subject = /\bI\b(?![\s\S]*\bI\b)/.exec(before);
  if (subject === null) return false;
  const clause = before.slice(subject.index + 1);
  if (/[,;:]|\b(?:and|but|so|because|who|that|which|when|while|if)\b/.test(clause)) return false;
  return readWords(clause).filter((word) => word.pos === 'verb' && !word.stopWord).length <= 1;
}

/**
 * The sentence after one that spoke of the character (or their side) and of no group: a "they", "them" or "their"
 * before any group it could be is the character, as the writer who calls them "they" means it: "Their landlord has not
 * fixed the boiler. They pay £900 a month." → "I pay £900 a month"; "You have supplied their packaging…" → "…our
 * packaging", and "They pay £38,000 a year" after it → "We pay…". In the learner's own sentence, what is "theirs" is
 * the character's side's (`ownSide`): "We are building their new online shop" → "You are building our new online shop".
 */
function theyAsCharacter(sentence: string, before: OwnSide, ownSide: OwnSide, thingsBefore = false): string {
  const cut = firstGroup(sentence);
  let head = sentence.slice(0, cut);
  const opening = THEY_OPENING.find(([pattern]) => pattern.test(head));
  // "The panels on my van were dented. The garage repaired them…": a "them" or "their" not after a "They" that is the
  // character may be the things the sentence before spoke of, so it is left as the writer put it.
  if (!opening && thingsBefore) return sentence;
  if (opening) head = head.replace(opening[0], opening[1][before]);
  // What is "theirs" in the learner's own sentence ("You are building their…") is the character's side's; elsewhere it
  // is whose the sentence before spoke of.
  const own = !opening && /^You\b/.test(head) ? ownSide : before;
  const [object, self] = own === 'our' ? ['us', 'ourselves'] : ['me', 'myself'];
  head = head
    .replace(/\btheir\b/g, own)
    .replace(/\bTheir\b/g, capitalize(own))
    .replace(/\bthemselves\b/g, self)
    .replace(/\bthem\b/g, (them, at: number) => (countsOutOf(head.slice(0, at)) || isObjectOfOwnClause(head.slice(0, at)) ? them : object));
  // "They have a son with asthma and they need to be home by 6pm": a "they" after it in its stretch is the same one.
  if (opening) head = own === 'our' ? head.replace(/\bthey\b/g, 'we') : head.replace(/\bthey\s+are\b/g, 'I am').replace(/\bthey\s+were\b/g, 'I was').replace(/\bthey['’]re\b/g, "I'm").replace(/\bthey\b/g, 'I');
  return `${head}${sentence.slice(cut)}`;
}

/** A sentence of the description as the learner reads it: their "I", "we", "us" and "our" become "you" and "your". */
export function toLearnerVoice(sentence: string): string {
  const text = sentence
    .trim()
    .replace(/\bI\s+am\b/g, 'you are')
    .replace(/\bI\s+was\b/g, 'you were')
    .replace(/\bI['’]m\b/g, "you're")
    .replace(/\bI['’](ve|d|ll)\b/g, "you'$1")
    .replace(/\b[Ww]e\s+are\b/g, 'you are')
    .replace(/\b[Ww]e\s+were\b/g, 'you were')
    .replace(/\b[Ww]e['’]re\b/g, "you're")
    .replace(/\b(?:I|we|We|us)\b/g, 'you')
    .replace(/\bme\b/g, 'you')
    .replace(/\b(?:[Mm]y|[Oo]ur)\b/g, 'your')
    .replace(/\b(?:myself|ourselves)\b/g, 'yourself')
    .replace(/\b(?:mine|ours)\b/g, 'yours');
  return ensureStop(capitalize(text));
}

/**
 * A sentence of the description in the third person, for people reading the brief: the learner ("I", "we", "you")
 * becomes `party` ("the software supplier") or "they".
 */
export function toThirdPerson(sentence: string, party: string | null, counterpart: string): string {
  let text = sentence.trim();
  // "You are a product specialist from RotaCare visiting the clinic" → "The other person is a product specialist …".
  text = text.replace(/^(?:You\s+are|You['’]re|I\s+am|I['’]m)\s+/i, `${capitalize(counterpart)} is `);
  const owner = party ? `${party}'s` : 'their';
  text = text
    .replace(/\b(?:us)\b/g, party ?? 'them')
    .replace(/\b(?:[Oo]ur)\b/g, owner)
    .replace(/\b[Ww]e\s+are\b/g, party ? `${party} is` : 'they are')
    .replace(/\b[Ww]e\s+have\b/g, party ? `${party} has` : 'they have')
    .replace(/\b[Ww]e\b/g, party ?? 'they')
    .replace(/\bI\s+am\b/g, 'they are')
    .replace(/\bI\s+was\b/g, 'they were')
    .replace(/\b(?:I|you|You)\s+are\b/g, 'they are')
    .replace(/\b(?:I|you|You)\b(?=\s+\p{L})/gu, 'they')
    .replace(/\b(?:me|you)\b/g, 'them')
    .replace(/\b(?:[Mm]y|[Yy]our)\b/g, 'their');
  return ensureStop(capitalize(text));
}

// Codes, amounts and figures the learner may say back: "INV-2291", "EUR 48,300", "67 days", "20%".
const FIGURE = /\b(?:[A-Z]{2,}-?\d[\w-]*|(?:EUR|USD|GBP|CHF|€|\$|£)\s?\d[\d,.]*(?:\s?(?:k|m|million|thousand))?|\d[\d,.]*\s?(?:%|days?|weeks?|months?|years?|hours?|minutes?|euros?|dollars?|pounds?|nurses?|staff|people)?)/g;

/** The figures and codes a text states, as written. */
export function figuresIn(text: string): string[] {
  const found = Array.from(text.matchAll(FIGURE), (match) => match[0].trim().replace(/[.,]$/, ''));
  return [...new Set(found.filter((figure) => figure.length >= 2 || /\d/.test(figure)))];
}

// Words too general to name a topic.
const WEAK_WORDS = new Set([
  'about', 'again', 'also', 'because', 'before', 'after', 'still', 'really', 'every', 'other', 'their', 'there', 'these', 'those', 'which', 'while',
  'would', 'could', 'should', 'being', 'since', 'until', 'around', 'through', 'without', 'within', 'while', 'wants', 'needs', 'thinks', 'feels',
  'asks', 'says', 'tells', 'makes', 'takes', 'gives', 'gets', 'keeps', 'goes', 'comes', 'prefers', 'waiting', 'sent', 'been', 'have', 'having',
  'least', 'most', 'agree', 'least', 'than', 'into', 'onto', 'over', 'once', 'each', 'runs', 'owns', 'blames', 'already', 'mean', 'means',
]);
const KEYWORD_PATTERN = /[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu;

// A run of capitalised words inside a sentence: "Morgan Valley Driving School", "Riverside Court".
const NAME_RUN = /(?<=\S\s+)\p{Lu}[\p{L}'’-]*(?:\s+(?:&\s+|of\s+)?\p{Lu}[\p{L}'’-]*)+/gu;
// The kinds of thing the last word of an institution's or a place's name is: a school, a court, a road, a park.
const INSTITUTION_KINDS = new Set(['group', 'artifact', 'location']);

/**
 * The names of institutions and places a sentence holds ("Morgan Valley Driving School"), each kept whole: a word of
 * such a name ("school") is not a topic word of its own, so "the kids at school" is not about the driving school. A
 * person's name ("Catherine Porter") is not one: its last word names a person.
 */
function institutionNames(sentence: string): string[] {
  return Array.from(sentence.matchAll(NAME_RUN), (match) => match[0]).filter((name) => {
    const last = name.split(/\s+/).at(-1)!.toLowerCase();
    return nounKinds(last, 1).some((kind) => INSTITUTION_KINDS.has(kind));
  });
}

/** Topic words of a sentence: its figures and codes, the names of institutions and places whole, then its longer content words, at most `max`, names left out. */
export function keywordsOf(sentence: string, max: number, leaveOut: readonly string[] = []): string[] {
  const names = institutionNames(sentence);
  // A word said only inside such a name is part of the name; said outside it too ("my deposit … the Tenancy Deposit
  // Scheme"), it is a topic word as well.
  const outsideNames = names.reduce((text, name) => text.replace(name, ' '), sentence);
  const inNamesOnly = new Set(names.flatMap((name) => wordsOf(name)).filter((word) => !wordsOf(outsideNames).includes(word)));
  const skip = new Set([...leaveOut.flatMap((name) => wordsOf(name)), ...inNamesOnly]);
  const figures = figuresIn(sentence);
  const words: string[] = [];
  for (const word of (sentence.toLowerCase().match(KEYWORD_PATTERN) ?? []).map((found) => found.replace(/['’]s$/, ''))) {
    if (figures.length + words.length >= max) break;
    if (word.length < 4 || isStopWord(word) || WEAK_WORDS.has(word) || skip.has(word) || /^\d/.test(word)) continue;
    if (!words.includes(word) && !figures.some((figure) => figure.toLowerCase() === word)) words.push(word);
  }
  // A name comes after the sentence's first word of its own, which names the topic ("teach").
  const wholeNames = names.filter((name) => !leaveOut.some((left) => left.includes(name))).map((name) => name.toLowerCase());
  return [...figures, ...words.slice(0, 1), ...wholeNames, ...words.slice(1)].slice(0, max).map((keyword) => keyword.slice(0, 40));
}

/** Whether two texts share enough content words to be about the same thing. */
export function overlaps(left: string, right: string): boolean {
  const a = contentStems(left);
  let shared = 0;
  for (const stem of contentStems(right)) if (a.has(stem)) shared += 1;
  return shared >= Math.min(3, Math.max(1, a.size));
}

/**
 * A description's sentences with a "she" or "he" that opens one put back to the person the sentence before was about,
 * when that person is someone else of that gender: "Hannah Price's daughter Amy, aged 3, started at the nursery in May.
 * She has a severe nut allergy." → "…Hannah Price's daughter Amy has a severe nut allergy.", so Hannah's voice says "My
 * daughter Amy has a severe nut allergy", never "I have a severe nut allergy". A subject pronoun goes on with the
 * subject before it when that is someone named; the character, a thing, someone unnamed or of no known gender leave the pronoun to the
 * character, as before.
 */
export function withOpeningPronounsNamed(sentences: readonly string[], character: Pick<CharacterRef, 'name' | 'firstName' | 'gender'>): string[] {
  const pronoun = character.gender === 'Female' ? /^She\s+(?=\p{Ll})/u : character.gender === 'Male' ? /^He\s+(?=\p{Ll})/u : null;
  if (!pronoun) return [...sentences];
  const named: string[] = [];
  for (const [index, sentence] of sentences.entries()) {
    const other = index > 0 ? othersSubject(named[index - 1]!, character) : null;
    named.push(other && pronoun.test(sentence) ? sentence.replace(pronoun, `${other} `) : sentence);
  }
  return named;
}

/**
 * The subject of a sentence when it is someone other than the character, named, of the character's gender: the words
 * before its first verb, up to a comma ("Hannah Price's daughter Amy"). Null for the character ("Hannah Price",
 * "Hannah"), a thing ("Her flight"), someone unnamed ("His son"), or a name of no known gender.
 */
function othersSubject(sentence: string, character: Pick<CharacterRef, 'name' | 'firstName' | 'gender'>): string | null {
  const words = readWords(sentence).filter((word) => word.isWord);
  const verbAt = words.findIndex((word) => word.pos === 'verb');
  if (verbAt <= 0) return null;
  const start = sentence.indexOf(words[0]!.text);
  const subject = sentence.slice(start, sentence.indexOf(words[verbAt]!.text, start)).split(',')[0]!.trim();
  const head = readWords(subject).filter((word) => word.isWord).at(-1);
  if (!head || subject.split(/\s+/).length > 6) return null;
  const own = new Set([...withoutTitle(character.name).split(/\s+/), character.firstName].map((part) => part.toLowerCase()));
  if (own.has(head.text.toLowerCase())) return null;
  // Only someone named is taken up so ("…'s daughter Amy"; "His son starts school. He wants…" is still the character):
  // a name the tables give the character's gender ("Kofi"), or one of no known gender right after a noun of a person of
  // it ("brother Yaw").
  if (!/^\p{Lu}\p{Ll}+$/u.test(head.text)) return null;
  const nameGender = genderOfName(head.text);
  const before = readWords(subject).filter((word) => word.isWord).at(-2);
  const nounGender = before !== undefined && before.pos === 'noun' && before.text.toLowerCase() === before.lemma.toLowerCase() && genderOfPersonNoun(before.lemma) === character.gender;
  return nameGender === character.gender || (nameGender === null && nounGender) ? subject : null;
}
