// Which of the brief's facts a learner's question asks for, by meaning rather than by the brief's keywords: the words'
// lemmas (wink-nlp), weighted by how few facts use them, widened by WordNet's synonyms and broader terms; what the
// question asks for (when → a date or time, how much → money, how many → a count, who → a name, where → a place);
// and figures in one normal form ("180k" = "£180,000"; "a fifth" is a share, never a date). "Remind me, when are the
// kids actually on stage?" finds "The concert is on 14 March at 6pm"; "How much did we set aside for the whole job?"
// finds the budget. The language resources are loaded on first use (src/server/ai/language/), and each brief's facts
// are read once per knowledge.
import { escapeRegExp } from '../../../../shared/text.ts';
import { sinceGivesReason } from '../../language/since-clause.ts';
import { nounsInAdverbExpressions } from '../../language/expressions.ts';
import { lemmaOf, readWords, verbLemmaOf, type Word } from '../../language/lemmas.ts';
import { splitSentences } from '../../language/text.ts';
import { OBJECT_PRONOUNS, PARTICLES, particleIndexOf } from '../../language/phrasal-verbs.ts';
import { clockRangesIn, quantitiesIn, sameQuantity, type Quantity } from '../../language/quantities.ts';
import { adjectivesOfAdverb, capitalisedKinds, definitionsOf, derivedWords, hasPartOfSpeech, isDictionaryWord, isExampleOfKind, isKindOf, isKindOrDefinedAs, isNameOnly, isPersonNoun, KIND_SENSES, kindSenseOf, nounKinds, relatedWords, sharesASense, verbKinds, verbsOfAgentNoun } from '../../language/wordnet.ts';
import { isAboutThemselves, namesAThing, type Knowledge, type Topic } from './knowledge.ts';
import { WHEN_ASKED } from '../../language/ways-of-asking.ts';
import { TIME_PHRASE } from './related-words.ts';
import { endsByDoingItOtherwise, givesByKind, namesCompoundByModifier, offersPartOfWhole } from './offer-meaning.ts';
import { givesDoingAgain } from './doing-again.ts';
import { wantedByMet } from './deadline-met.ts';
import { BoundedMemo } from '../../../lib/bounded-memo.ts';
import { keepsAsItIs } from '../../language/keeping.ts';
import { postpones } from '../../language/putting-off.ts';
import { asksSpanEnd, spanBoundsIn } from './span-end.ts';
import { TITLE_WRITTEN } from '../../../../shared/name-address.ts';

/** What a question asks for, by its question words. */
export type AskedKind = 'when' | 'howLong' | 'money' | 'count' | 'often' | 'who' | 'where' | 'why';

const ASKS_WHAT_FOR = /^\W*(?:(?:so|and|but|okay|ok|right|then|well|sorry)\W+)*what(?:'s|\s+(?:is|was|are|were))\s+(?:the|this|that|it|your|my|their|his|her|all)\b[^?]*?\s+for\W*$|^\W*(?:(?:so|and|but|okay|ok|right|then|well|sorry)\W+)*what\s+(?:do|does|did)\s+\w+\s+(?:need|want|use)\b[^?]*?\s+for\W*$/i;
// "Why did you need it cleaned?", "Why do you want it by Friday?": a reason asked of the character's own doing, which
// the purpose it did it for gives as well as a cause; so too "Why does it matter so much to you?", which what the thing
// was for ("…painted by my late grandfather … to be framed") or what it costs them ("…keeping £600 of my deposit to
// replace the carpet") answers.
const ASKS_OWN_REASON = /\bwhy\s+(?:did|do|would|were|are)\s+you\b|\bwhy\b[^?]*\bto you\W*$/i;

// A margin asked for: a difference between two figures, a sum only when the question names money.
const BY_HOW_MUCH = /\bby how much\b|\bhow much\b[^?]*\bby\W*$/i;

const ASKED_KINDS: readonly { kind: AskedKind; pattern: RegExp }[] = [
  // "When…?" asks for a time, and so does "Do you know when…?"; "…when it fails" only says when something happens;
  // "Since when…?" asks how long.
  { kind: 'when', pattern: WHEN_ASKED },
  // "How soon after the repair…?": the time between two things ("six days later").
  // "How long ago…?" asks when, said as a length before now ("five weeks ago").
  // "How soon…?" asks a length ahead ("within 48 hours") as much as a time.
  // "How much time does he put in?", "How much longer…?": a length asked for by its amount.
  { kind: 'howLong', pattern: /\bhow long\b(?!\s+ago\b)|\bsince when\b|\bhow soon\b|\bhow much (?:more )?time\b|\bhow much longer\b/i },
  { kind: 'money', pattern: /\bhow much\b(?!\s+(?:more\s+)?(?:time|longer|notice)\b)/i },
  // "What did the whole thing come to?", "What would it come to when she went in?": a total asked for.
  { kind: 'money', pattern: /\bwhat\b[^?]*\b(?:come|comes|came|add up|adds up|added up) to(?=\W*$|\s+(?:when|in total|altogether|in the end|overall|all told|after|before)\b)/i },
  // "What would you take for it?", "What do you want for the whole book?": a thing given for another, so a price.
  // ("What do you need it for?" asks a purpose: "for" takes no object there.)
  { kind: 'money', pattern: /^\W*(?:(?:so|and|but|okay|ok|right|then|well|sorry)\W+)*what\b[^?]*\b(?:take|accept|want|ask|let (?:it|them|\w+) go|sell (?:it|them|\w+))\s+for\s+(?:it|them|that|this|the|your|my|his|her|their|a|an)\b/i },
  { kind: 'count', pattern: /\bhow many\b(?!\s+times\b)/i },
  // "How old is he?", "How far is it?": an age or a distance, said as a number.
  { kind: 'count', pattern: /\bhow (?:old|far)\b|\bwhat age\b/i },
  // "How big was the gift?", "How large is the team?": a size, said as an amount or a count.
  { kind: 'money', pattern: /\bhow (?:big|large)\b/i },
  { kind: 'count', pattern: /\bhow (?:big|large)\b/i },
  { kind: 'often', pattern: /\bhow (?:many times|often)\b/i },
  { kind: 'why', pattern: /\bwhy\b|\bhow come\b|\bwhat for\b/i },
  // "What was the trip for?", "What did you need it for?": a purpose asked, "for" closing the question with no object.
  // ("What were you billed for?" and "What are you hoping for?" ask for a thing: a verb of their own takes the "for".)
  { kind: 'why', pattern: ASKS_WHAT_FOR },
  // "What's your dog called?", "What was his name?": a name asked for.
  // ("What were you told when you first called?": "called" in a clause of its own is a doing, not a name.)
  { kind: 'who', pattern: /\bwho(?:m|se)?\b|^\W*what(?:'s| is| was| are| were)\b(?:(?!\b(?:when|after|before|if|once|since|while|until)\b)[^?])*\b(?:called|named)\W*$|\bwhat(?:'s| is| was)\b[^?]*\bname\b/i },
  { kind: 'where', pattern: /\bwhere\b/i },
  // "Take me back to when it started", "Go back to when you first saw it": a time asked for as a point to return to.
  { kind: 'when', pattern: /\bback to when\b/i },
  // "By how much did he miss it?", "How much did it go up by?": a margin, said as a number with its unit ("two marks").
  { kind: 'count', pattern: BY_HOW_MUCH },
];
// Money asked for by what it is called rather than "how much": "What's the budget?", "What did it cost?".
const MONEY_LEMMAS = new Set(['budget', 'cost', 'price', 'spend', 'pay', 'charge', 'fee', 'afford', 'fund', 'salary', 'wage', 'earn', 'invoice', 'amount of money', 'sum of money']);
// Prepositions that with a bare noun and "of" make a phrase of their own: "in charge of", "on behalf of".
const PHRASE_PREPOSITIONS = new Set(['in', 'on', 'at', 'under']);
// Money named by a word whose other senses are not money ("quote" is also a citation): read by the word itself only.
const MONEY_NAMED = new Set(['quote', 'estimate', 'bill']);

// Papers that carry a sum: the money words that name a document.
const PAPERS_WITH_A_SUM = new Set(['invoice', ...MONEY_NAMED]);

const DATE_NOUNS = new Set(['date', 'deadline']);

// Words of asking that name no topic: "Remind me…", "Can you tell me…", "…actually…".
const ASKING_LEMMAS = new Set(['remind', 'tell', 'know', 'say', 'think', 'actually', 'really', 'again', 'exactly', 'please', 'mind', 'wonder', 'ask', 'mean', 'be', 'have', 'do', 'get', 'go', 'make', 'let', 'want', 'need', 'like', 'just', 'right', 'okay', 'ok', 'sorry', 'quick', 'bit', 'thing', 'something', 'anything', 'way']);

// "on Fridays": a day of the week said for every one of it is no name either.
const MONTH_OR_DAY = /^(?:january|february|march|april|may|june|july|august|september|october|november|december|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?|i)$/i;

// How much a WordNet neighbour counts against the word itself.
const SYNONYM_WEIGHT = 0.7;
/** A derivation reaches every word of the sense it names: "gift" finds a fact that says "gave" or "presented". */
const WHOLE_SYNSETS = { wholeSynsets: true };
const BROADER_WEIGHT = 0.4;
const SIBLING_WEIGHT = 0.6;
const NOUN_AS_VERB_WEIGHT = 0.5;
// A question that asks for a kind of detail the fact holds ("when" and a date), or that it lacks.
const KIND_MATCH = 1.2;
// Missing a date, a sum or a count tells against a fact; missing a name or a place less ("Who helps the new
// starters?" may be answered "I do").
// A "who" whose verb names what a person the fact names by their kind does there ("Who fitted it?" and "our fitter").
const DOER_MATCH = 0.6;
const KIND_MISS: Readonly<Record<AskedKind, number>> = { when: -0.6, howLong: -0.6, money: -0.6, count: -0.6, often: -0.3, who: 0, where: 0, why: 0 };
// A fact whose words the question shares this much is found by its words; the kind alone no longer singles one out.
const WORDS_DECIDE = 1;
export const MEANING_WORDS_DECIDE = WORDS_DECIDE;
const SAME_FIGURE = 1;
// The figures that, named in a line, tie it to the fact that holds them: not plain numbers, which any line may hold.
const NAMED_FIGURE_KINDS: ReadonlySet<Quantity['kind']> = new Set(['date', 'time', 'money']);
// A "why" whose words name what a fact's reason explains, rather than the reason itself.
const WHY_OF_EFFECT = 0.5;
// A when-question's doing told by a fact that holds a time: the time is more likely that doing's own.
const DOING_ASKED_MATCH = 1.2;
const EXACT_TIME = 0.3;
const PLAN_MATCH = 0.5;
const HAPPEN_LEMMA = 'happen';
export const CLOCK_TIME = /\bwhat (?:time|hours?)\b/i;
const ASKS_HOURS = /\bwhat hours\b/i;

/** Whether a question asks for a span of the clock: "What hours…?". */
export function asksForHours(question: string): boolean {
  return ASKS_HOURS.test(question);
}
const ASKS_DATE = /\b(?:what|which) dates?\b/i;
const ASKS_DAY = /\b(?:what|which) days?\b/i;
// A day a fact names without a date: a day of the week, or one said from today.
const NAMES_A_DAY = /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|yesterday)s?\b/i;
/** The least a fact must score to be taken as what the question asks for. */
export const MEANING_MIN_SCORE = 1;
/** The least for a told fact to be said again ("As I said, …") for a question that named none of its keywords. */
export const MEANING_SURE_SCORE = 1.5;

interface FactMeaning {
  topic: Topic;
  /** The fact's content lemmas, and their WordNet neighbours with how much each counts. */
  lemmas: ReadonlyMap<string, number>;
  kinds: ReadonlySet<AskedKind>;
  quantities: readonly Quantity[];
  /** What the fact's numbers count: "4,000 loaves" → "loaf", "18 tonnes" → "tonne". */
  units: ReadonlySet<string>;
  /** For each broader term of the fact's own nouns, the noun under it ("attire" → "costume"). */
  siblings: ReadonlyMap<string, string>;
  /** The fact's own nouns, as lemmas. */
  nouns: readonly string[];
  /** The fact's own verbs that say what happens (not "be", "have"), phrasal ones as one ("turn up"). */
  verbs: readonly string[];
  /**
   * The lemmas the fact's own words hold as nouns and never as another part of speech ("position" of "role, job,
   * position"): a verb asked reaches none of them through a sense the noun does not have ("put" is "position" only as
   * a verb).
   */
  nounsOnly: ReadonlySet<string>;
  /** Whether its numbers count people ("120 guests", "a family of four"). */
  peopleCounted: boolean;
  /** Whether it says what a doing was for ("…to be cleaned for my sister's wedding"): see {@link statesPurpose}. */
  purpose: boolean;
  /** What the people it names by their kind do in it ("the florist had to move…" → move): see {@link doingsOfPeople}. */
  doings: ReadonlySet<string>;
  /** A fact that gives a reason: the lemmas of what happened and of why, read apart (see {@link reasonParts}). */
  reason: { effect: ReadonlyMap<string, number>; cause: ReadonlyMap<string, number>; denied: ReadonlySet<string> } | null;
}

interface BriefMeaning {
  facts: readonly FactMeaning[];
  /** For each lemma, how many facts hold it (or a neighbour of it): a word only one fact has says most. */
  spread: ReadonlyMap<string, number>;
  /** Every lemma of the brief and its neighbours: a question sharing none is about something else. */
  vocabulary: ReadonlySet<string>;
  /** The lemmas of what the glossary's terms and the files' sentences name: the matter too, though no fact holds them. */
  sourceWords: ReadonlySet<string>;
  /** The nouns the two sides are named by ("bakery", "manager", "customer"): a firm a fact names may be one of them. */
  bodies: ReadonlySet<string>;
}

// Words any fact may hold without being about what a question asks: "the new car park" is not about the new dashboard.
const GENERIC_LEMMAS = new Set(['new', 'old', 'big', 'small', 'last', 'next', 'other', 'own', 'same', 'different', 'whole', 'real', 'right', 'sure', 'good', 'bad', 'great', 'little', 'high', 'low', 'able', 'many', 'much', 'first', 'second', 'current', 'lot', 'kind', 'sort', 'time', 'day', 'today', 'year', 'week', 'people', 'person', 'thing']);

/** Whether a word is one any fact may hold without being about what a question asks ("last", "new", "time"). */
export function isGenericWord(lemma: string): boolean {
  return GENERIC_LEMMAS.has(lemma);
}

// Verbs that carry a sentence's grammar, not its topic. (The model's stop-word list also holds verbs that do name
// something, "keep", "give", "show": a verb is read as content unless it is one of these.)
const LIGHT_VERBS = new Set(['be', 'have', 'do', 'get', 'go', 'make', 'can', 'will', 'would', 'should', 'could', 'may', 'might', 'must', 'shall', 'seem', 'become', 'let', 'come', 'use']);

/** Whether a verb carries a sentence's grammar rather than its topic ("go", "get", "have"). */
export function isLightVerb(lemma: string): boolean {
  return LIGHT_VERBS.has(lemma);
}

// Nouns of the stop-word list that name nothing ("the rest", "a part", "something"); the others ("move", "bill",
// "name") name a thing a question can be about.
const STOP_NOUNS = new Set(['thing', 'things', 'part', 'side', 'way', 'lot', 'one', 'back', 'front', 'top', 'bottom', 'rest', 'something', 'anything', 'nothing', 'everything', 'amount', 'number', 'whole', 'hundred', 'thousand', 'nobody', 'somebody', 'anyone', 'someone', 'everyone', 'none', 'first', 'last', 'couple', 'fill', 'mine', 'yours', 'moment', 'while']);

const isContent = (word: Word) =>
  word.isWord &&
  (word.pos === 'noun' || word.pos === 'verb' || word.pos === 'adjective') &&
  (!word.stopWord || word.pos === 'verb' || (word.pos === 'noun' && !STOP_NOUNS.has(word.lemma))) &&
  !(word.pos === 'verb' && LIGHT_VERBS.has(word.lemma)) &&
  word.lemma.length > 1 &&
  !/^\d|'/.test(word.lemma) &&
  !GENERIC_LEMMAS.has(word.lemma);

// A phrasal verb's everyday senses lie deeper in WordNet than a single word's ("set back": delay, and cost).
const PHRASAL_SENSES = 4;

function neighbours(lemma: string, pos: Word['pos']): { synonyms: string[]; broader: string[] } {
  const found = relatedWords(lemma, pos === 'other' ? 'any' : pos, lemma.includes(' ') ? PHRASAL_SENSES : undefined);
  if (!lemma.includes(' ')) return found;
  // A phrasal verb's synonyms ("hold back" → "keep back", "withhold") count by their verb too ("keep").
  const heads = (words: readonly string[]) => words.flatMap((word) => (word.includes(' ') ? [word, word.split(' ')[0]!] : [word]));
  return { synonyms: heads(found.synonyms), broader: found.broader };
}

const ASKING_DETERMINERS = new Set(['which', 'what']);
const WANTING_LEMMAS = new Set(['need', 'want']);

// "been on my mind", "have in mind": a verb of grammar and a preposition, no phrasal verb.
const AUXILIARIES = new Set(['be', 'have', 'do']);
// Prepositions that with a light verb make a phrase of their own: "come from", "go to", "make into".
const VERB_PREPOSITIONS = new Set(['from', 'into', 'with']);

/** A content word; `inPhrase` marks a verb read with its particle as a phrasal verb ("drop" of "drop off"). */
type ContentWord = Word & { inPhrase?: boolean };

/**
 * The content words of a text, with a verb and its particle read as one when WordNet knows the pair ("holding back"
 * as "hold back", "set aside", "dropped the car off" as "drop off"). The verb alone is kept, marked as part of the
 * phrase: "hand" of "hand over" says little of its own.
 */
function contentWords(text: string): ContentWord[] {
  const words = readWords(text)
    .filter((word) => word.isWord)
    // "Which subject…?": the word a "which" or "what" asks about is a noun when WordNet knows it as one, whatever the
    // tagger made of it.
    .map((word, index, all) => (word.pos !== 'noun' && ASKING_DETERMINERS.has(all[index - 1]?.lemma ?? '') && nounKinds(word.lemma, 1).length > 0 ? { ...word, pos: 'noun' as const } : word));
  const found: ContentWord[] = [];
  for (const [index, word] of words.entries()) {
    const particle = word.pos === 'verb' && !AUXILIARIES.has(word.lemma) ? words[particleIndexOf(words, index)] : undefined;
    const phrase = particle ? `${word.lemma} ${particle.lemma}` : null;
    const isPhrasal = phrase !== null && relatedWords(phrase, 'verb').synonyms.length > 0;
    if (isPhrasal) found.push({ ...word, lemma: phrase, stopWord: false });
    // "come from", "lead to": a verb and the preposition it takes say what happens even when the verb alone is one of
    // grammar ("Where does most of your trade come from?" and "Most of my takings come from Saturday shoppers").
    const preposition = words[index + 1];
    if (word.pos === 'verb' && !AUXILIARIES.has(word.lemma) && !(word.stopWord && !LIGHT_VERBS.has(word.lemma)) && preposition && VERB_PREPOSITIONS.has(preposition.lemma)) {
      found.push({ ...word, lemma: `${word.lemma} ${preposition.lemma}`, stopWord: false });
    }
    if (isContent(word)) found.push(isPhrasal ? { ...word, inPhrase: true } : word);
  }
  return found;
}

/** The content lemmas of a text with their weights: the word itself 1, its synonyms and broader terms less. */
function weightedLemmas(text: string, widen: boolean): Map<string, number> {
  const lemmas = new Map<string, number>();
  const add = (lemma: string, weight: number) => {
    if ((lemmas.get(lemma) ?? 0) < weight) lemmas.set(lemma, weight);
  };
  for (const word of contentWords(text)) {
    // The verb of a phrasal verb is only part of what it says ("turned up" is not "turn"): found, but not widened.
    if (word.inPhrase) {
      add(word.lemma, SYNONYM_WEIGHT);
      continue;
    }
    add(word.lemma, 1);
    if (!widen) continue;
    const { synonyms, broader } = neighbours(word.lemma, word.pos);
    for (const synonym of synonyms) add(synonym, SYNONYM_WEIGHT);
    for (const term of broader) add(term, BROADER_WEIGHT);
  }
  return lemmas;
}

// "at Greenway", "in Swindon", "at 2 Bank Street": a capitalised word after these prepositions, or after a number or
// another capitalised word that follows one, names a place.
const PLACE_BEFORE_NAME = /\b(?:at|in|near)\s+(?:the\s+)?(?:(?:\d+[a-z]?|[A-Z][\w'&-]*)\s+)*$/;
// "Dr Okafor", "Theo": a capitalised word inside a sentence that is not a month, a day or "I".
const NAME_INSIDE = /[a-z,;:]\s+([A-Z][a-z]+)/g;
// A length of time however its count is said: "18 months", "eighteen months", "twenty minutes", "two and a half
// years", "a fortnight", "half an hour", "an hour and a half".
const COUNT_WORD = '(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)';
const LENGTH_COUNT = `(?:\\d+(?:\\.\\d+)?|${COUNT_WORD}|a few|several|a couple of)(?:\\s+and\\s+a\\s+half)?`;
const LENGTH = `(?:${LENGTH_COUNT}(?:\\s+|-)(?:days?|nights?|weeks?|fortnights?|months?|years?|hours?|minutes?)|an?\\s+(?:day|week|month|year|hour)\\s+and\\s+a\\s+half|half\\s+an?\\s+(?:hour|day|year)|a\\s+fortnight)\\b`;
// "five days late", "two weeks ago": how late or how long before now, not how long something lasts or took.
// "for a week", "for an hour": one of a unit is a length after "for" ("£12 a month" is a rate).
// "in about a month", "within a week": one of a unit ahead is a length too.
const FOR_ONE = String.raw`\b(?:for|in|within)\s+(?:about\s+|around\s+|roughly\s+|nearly\s+|over\s+|under\s+)?an?\s+(?:day|night|week|fortnight|month|year|hour|minute)\b`;
const DURATION = new RegExp(`\\b${LENGTH}(?!\\s+(?:ago|late|early|behind|overdue)\\b)|${FOR_ONE}|\\bsince\\b`, 'i');
// A length of time that runs up to now ("I have been a patient here for 14 years", "has been down since Monday"),
// and one that lies ahead ("will run out in about 18 months", "18 months left to run").
// "for two years", "six months": a length stated, which answers "how long…?" better than a start ("since the summer").
const LENGTH_STATED = new RegExp(`\\b${LENGTH}(?!\\s+(?:ago|late|early|behind|overdue|after|before)\\b)|${FOR_ONE}`, 'i');
// "for the past six weeks", "over the last two years": a length that runs up to now, wherever it stands.
// "I have asked to move to days for three months": the length belongs to the doing asked for, not to the perfect.
const PERFECT_LENGTH = new RegExp(`\\b(?:have|has|'ve)\\b((?:\\s+[\\w'-]+){1,16}?)\\s+(?:for\\s+(?:about\\s+|nearly\\s+|almost\\s+|over\\s+|more than\\s+)?${LENGTH}|since\\b)`, 'gi');
const PAST_OR_LAST = new RegExp(`\\b(?:for|over|in|during)\\s+the\\s+(?:past|last)\\s+(?:${LENGTH}|few\\s+(?:days|weeks|months|years))`, 'i');

// A year said: what a start is dated by ("in March 2021", "in 2018").
const YEAR = /\b(?:19|20)\d\d\b/;
// Joining is starting to belong: "I joined the company in 2018".
const JOIN = 'join';

// "my contract", "our lease": a thing of the character's own, whose start is theirs too.
const OWN_DETERMINERS = new Set(['my', 'our']);
// How many words a thing of their own may run to before its verb ("my fixed-term contract").
const OWN_THING_WORDS = 3;

/**
 * Whether a fact dates a start of the character's own, which runs up to now: a verb of starting (WordNet's synonyms of
 * "start", or joining), said as done, with a year, of the character or a thing of their own ("I started on the ward
 * in March 2021", "I joined the company in 2018", "My contract started in September 2021").
 */
export function statesAStart(answer: string): boolean {
  return splitSentences(answer).some((sentence) => {
    if (!YEAR.test(sentence)) return false;
    const words = readWords(sentence).filter((word) => word.isWord);
    return words.some((word, index) => {
      if (word.pos !== 'verb' || word.negated || !isPastForm(word) || !(words[index - 1]?.text === 'I' || startsOwnThing(words, index))) return false;
      return word.lemma === START || word.lemma === JOIN || relatedWords(word.lemma, 'verb').synonyms.includes(START);
    });
  });
}

/** Whether the words before a verb are a thing of the character's own: "my contract", "our new lease". */
function startsOwnThing(words: readonly Word[], verbAt: number): boolean {
  if (words[verbAt - 1]?.pos !== 'noun') return false;
  const from = Math.max(0, verbAt - 1 - OWN_THING_WORDS);
  const before = words.slice(from, verbAt - 1);
  const own = before.findLastIndex((word) => OWN_DETERMINERS.has(word.text.toLowerCase()));
  return own >= 0 && before.slice(own + 1).every((word) => word.pos === 'noun' || word.pos === 'adjective');
}

/** Whether a verb is written in a past form ("started", "was", "joined"), not the present ("is", "joins") nor "-ing". */
function isPastForm(word: Word): boolean {
  const text = word.text.toLowerCase();
  return text !== word.lemma && !/(?:s|ing)$/.test(text) && text !== 'are' && text !== 'am';
}

// A length that lies ahead or belongs to a doing asked for: after a modal ("would be for four weeks", "will take two
// months"), in the doing an infinitive names ("to drop my Saturday shifts for six months"), or as what a thing is for
// ("The swap is for four weeks").
const AHEAD_OR_ASKED = new RegExp(String.raw`\b(?:will|would|shall|going to)\b[^.;]*?\b${LENGTH}|\bto\s+\w+\b[^.;]*?\bfor\s+${LENGTH}|\b(?:is|are|be)\s+for\s+${LENGTH}`, 'i');

/**
 * Whether a fact states a length of time ahead or asked for, not one that runs up to now ("The swap is for four
 * weeks", "I'd like to pause it for two months"): no answer to "How long have you been…?".
 */
export function statesALengthNotUpToNow(answer: string): boolean {
  return AHEAD_OR_ASKED.test(answer) && !runsUpToNow(answer);
}

/**
 * Whether a fact may answer a question by the time it runs over: "How long have you been with us?" asks for a length up
 * to now, which a length ahead or asked for ("The swap is for four weeks") does not give.
 */
export function mayAnswerByTimeFrame(question: string, answer: string): boolean {
  return !(ASKS_UP_TO_NOW.test(question) && !SINCE_WHEN.test(question) && statesALengthNotUpToNow(answer));
}

/**
 * Whether a sentence states a length of time that runs up to now: its perfect holds the length ("I have been a member
 * since 2021", "has been trying to sell it for a year"), unless a doing wanted or asked for comes between and takes it;
 * or it dates the character's start ("I joined the company in 2018").
 */
export function runsUpToNow(answer: string): boolean {
  if (PAST_OR_LAST.test(answer) || statesAStart(answer)) return true;
  return [...answer.matchAll(PERFECT_LENGTH)].some((match) => {
    const words = readWords(match[1]!).filter((word) => word.isWord);
    const ongoing = words[0]?.lemma === 'be' && words[1] !== undefined && isIngForm(words[1]);
    return ongoing || !words.some((word, index) => word.lemma === 'to' && words[index + 1]?.pos === 'verb');
  });
}
const AHEAD = new RegExp(`\\b(?:will|'ll)\\b[^.;]*?(?:\\b${LENGTH}|${FOR_ONE})|\\b${LENGTH}\\s+(?:left|remaining|to go|to run)\\b`, 'i');
// A question after a length of time up to now ("How long have you been a patient here?", "Since when has it been
// off?"), or after one ahead or wanted ("How long will the money last?", "How long is left on the contract?", "How
// long do you want it put off for?").
const ASKS_UP_TO_NOW = /\bhow long (?:have|has)\s+\w+\b(?!\s+got\b)|\bsince when\b/i;
const ASKS_AHEAD = /\bhow long\b[^?.!]*\b(?:will|'ll|going to|left(?!\s+\w+ing\b)|remaining|until|till|to go|want|wants|need|needs)\b|\bhow long (?:have|has) (?:\w+ )got\b|\bhow much longer\b/i;
// "What's the deadline?", "By when?", "How soon do you need it?", "When do you want the money?": the time a thing is
// wanted or due by, which a fact tells by "by", "within" or "no later than" before a time ("…paid back by the end of
// the month", "…a decision within two weeks"), not by the date something else happened on.
const ASKS_DEADLINE = /\bdeadline\b|\bby when\b|\bhow soon\b|\bby (?:what|which) (?:date|day|time)\b|\bwhen\b[^?.!]*\b(?:need|needs|want|wants|expect|expects|have to|has to|must)\b/i;
const BY_A_TIME = /\b(?:by|within|no later than)\s+/gi;
// "within five working days": a length whose unit a word may describe.
const TIME_AT_START = new RegExp(`^(?:${TIME_PHRASE.source}|${LENGTH}|${LENGTH_COUNT}\\s+[a-z]+\\s+(?:days?|weeks?|months?|hours?)\\b)`, 'i');
const DEADLINE_MATCH = 1;
// How far after "by" a date or a clock time may start and still be the time it is by ("by Friday 12 December").
const DEADLINE_REACH = 12;

/** Whether a fact states a time a thing is wanted or due by: "by" or "within" before a time, a date or a length. */
export function statesADeadline(answer: string): boolean {
  return [...answer.matchAll(BY_A_TIME)].some((found) => {
    const rest = answer.slice(found.index + found[0].length);
    if (TIME_AT_START.test(rest)) return true;
    return quantitiesIn(rest.slice(0, DEADLINE_REACH * 3)).some((quantity) => (quantity.kind === 'date' || quantity.kind === 'time') && rest.indexOf(quantity.text) <= DEADLINE_REACH);
  });
}
const TIME_FRAME_MATCH = 0.5;
// "How long did it take him to get there?", "How long were you left waiting?": a lapse in the past, which a length
// between two events tells ("arrived an hour and forty minutes later", "took three weeks to reply"), before a length
// that describes a thing ("after a twelve-hour shift").
const ASKS_LAPSE = /\bhow long\b[^?.!]*\b(?:did|was|were|had)\b/i;
const STATES_LAPSE = new RegExp(String.raw`\b(?:${LENGTH_COUNT}|an?)(?:\s+and\s+(?:a\s+half|${COUNT_WORD}))?\s+(?:[a-z]+\s+)?(?:days?|nights?|weeks?|months?|years?|hours?|minutes?)\s+(?:and\s+(?:${LENGTH_COUNT})\s+(?:minutes?|days?|hours?)\s+)?(?:later|afterwards|after\b)|\b(?:took|waited|spent)\s+(?:about\s+|nearly\s+|over\s+|more than\s+)?(?:${LENGTH_COUNT}|an?)\s+(?:days?|nights?|weeks?|months?|years?|hours?|minutes?)\b`, 'i');
// "each day", "a week", "per month", "every morning": the period a figure is counted over.
// ("for a year", "in a week" say a length, not a period counted over.)
const PER_PERIOD = /\b(?:each|every|(?<!\b(?:for|in|within|over|after|about|around|nearly|almost|than|half)\s+)an?|per)\s+(day|night|week|fortnight|month|year|morning|evening|weekend|lesson|session|visit|hour)\b/gi;

/** The periods a text counts over: "How much time does he put in each day?" → day; "£89 a month" → month. */
function periodsOf(text: string): Set<string> {
  return new Set([...text.matchAll(PER_PERIOD)].map((match) => match[1]!.toLowerCase()));
}
// "the other company", "another firm", "the rival bid": a party set against the two who are talking.
const OTHER_PARTY_ASKED = /\b(?:the other|another|(?:the|a|that) rival|(?:the|that) competing)\s+\w+/i;
// A fact whose doer is the learner, as the character says it: "you offered me", "you've told me".
const LEARNER_ACTS = /\byou(?:'ve|'d| have| had)?\s+(?:\w+ly\s+)?\w+ed\b/i;
const OTHER_PARTY = 0.3;
// The end of something: "runs until 30 June", "expires on 1 April".
const END = 'end';
const UNTIL = /\b(?:until|till|expires?|expiring|ends?|ending|runs? out)\b/i;
// "When did it all start going wrong?", "When did the trouble begin?": the start of something, which a fact tells by
// "since August", "two weeks ago" or "began" (STATES_START), not by a date something else falls on.
const START = 'start';
// "How many of you…?", "How many people…?": a count of people.
const COUNTS_PEOPLE = /\bhow many (?:of (?:you|us|them)|people)\b/i;
// A number that counts people: "120 guests", "my family of four", "a team of six".
const NUMBER_WORDS = '(?:\\d[\\d,]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred)';
const COUNT_AFTER_NOUN = new RegExp(`\\b([a-z]+)\\s+of\\s+${NUMBER_WORDS}\\b`, 'gi');

/** Whether a text counts people: a number before a person noun, or a group noun "of" a number. */
function countsPeopleIn(text: string, units: ReadonlySet<string>): boolean {
  if ([...units].some((unit) => isPersonNoun(unit))) return true;
  return [...text.matchAll(COUNT_AFTER_NOUN)].some((match) => {
    const noun = lemmaOf(match[1]!);
    return isPersonNoun(noun) || nounKinds(noun, 1).includes('group');
  });
}
const POINT_IN_TIME = /\b(?:ago|(?:on|every) (?:the )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:last|next|this) (?:week|month|year|weekend|morning|afternoon|evening|night)|yesterday|tomorrow|tonight|(?:at|over) (?:christmas|easter|the weekend))\b|\b(?:january|february|march|april|june|july|august|september|october|november|december)\b/i;

// A time phrase of the stretch now running or one ahead: "this term", "next week".
const NOW_OR_AHEAD = /^(?:this|next)\b/i;

/** Whether a sentence says when something happened by a day, a month or a time before now: "on Friday", "in September". */
export function tellsAPointInTime(answer: string): boolean {
  return POINT_IN_TIME.test(answer);
}
const BARE_LENGTH = new RegExp(`^${LENGTH}$`, 'i');

/** Whether a sentence says a time that is not a length alone: "on the Wednesday afternoon", "five weeks ago". */
function saysAPointInTime(answer: string, goneBy = false): boolean {
  return [...answer.matchAll(new RegExp(TIME_PHRASE.source, 'gi'))].some((found) => !BARE_LENGTH.test(found[0]) && !(goneBy && NOW_OR_AHEAD.test(found[0])));
}
// "because", "which is why", "due to": a reason given; "since" only where it opens a clause ("since I was away").
const REASON = /\b(?:because|which is why|that's why|due to|as a result|so that)\b/i;
// "I parked there while I was unloading shopping", "She left the door open while carrying the boxes in": a "while"
// clause of a doing under way, the errand the main doing served, which a "why" of that doing asks for. The word after
// "while" (or after its subject and "was") must be a verb's -ing form: "while nothing was done" tells no errand, nor a
// "while" of contrast ("while I agree…").
const WHILE_DOING = /\bwhile\s+(?:(?:i|he|she|they|we|you|it)\s+(?:was|were|am|is|are)\s+)?(\p{L}+ing)\b/giu;

/** Whether a sentence tells what its doing served by a "while" clause of a doing under way ({@link WHILE_DOING}). */
function givesErrand(answer: string): boolean {
  return [...answer.matchAll(WHILE_DOING)].some((match) => verbLemmaOf(match[1]!) !== null);
}

// A "so" with no comma before it, and "so that": a purpose may follow ("start at 10 so I can take my mother…"); after a
// comma, "so" says what came of it (", so I cannot park further away").
const SO_BEFORE_A_CLAUSE = /(?<![,;:])\s(so(?:\s+that)?)\s+(?=\S)/gi;
// The modal verbs by which a purpose says what its doer will then be able to do ("can", "could", "will", "would").
const PURPOSE_MODALS: ReadonlySet<string> = new Set(['can', 'could', 'will', 'would', 'may', 'might', 'shall']);
// The most words a doer may take between "so" and its modal: "so my elderly mother can…".
const PURPOSE_DOER_WORDS = 3;

/** Whether the words after "so" are a doer and a modal, not negated, and a verb: "you can take my mother…". */
function opensOnADoerWhoCan(rest: string): boolean {
  const words = readWords(rest).filter((word) => word.isWord);
  const modal = words.findIndex((word) => word.pos === 'verb');
  return modal >= 1 && modal <= PURPOSE_DOER_WORDS && PURPOSE_MODALS.has(words[modal]!.lemma) && !words[modal]!.negated && words[modal + 1]?.lemma !== 'not' && words[modal + 1]?.pos === 'verb';
}

/** Whether a sentence says what a doing is for by a "so" clause ({@link SO_BEFORE_A_CLAUSE}): "…from September so I can take my mother to the day centre". */
function statesPurposeBySo(sentence: string): boolean {
  return [...sentence.matchAll(SO_BEFORE_A_CLAUSE)].some((match) => opensOnADoerWhoCan(sentence.slice(match.index + match[0].length)));
}

/** Whether a clause of a sentence (`clausesOf`) is a "so" clause of purpose in it: "so I can take my mother…", not ", so I cannot park". */
export function opensOnAPurpose(clause: string, sentence: string): boolean {
  const text = clause.trim();
  const at = sentence.indexOf(text);
  return /^so\b/i.test(text) && at > 0 && !/[,;:]\s*$/.test(sentence.slice(0, at)) && opensOnADoerWhoCan(text.replace(/^so(?:\s+that)?\s+/i, ''));
}

/** Whether a clause is the "while" clause of an errand ({@link givesErrand}): "while I was unloading shopping". */
export function opensOnAnErrand(clause: string): boolean {
  return /^while\b/i.test(clause.trim()) && givesErrand(clause);
}

/**
 * Whether a sentence gives a reason: "because", "due to"…, "since" as a cause, never as a time ("since the summer"),
 * or a "while" clause of the errand a doing served.
 */
function givesReason(answer: string): boolean {
  // "My childminder is retiring in January, so I have asked to work…": a cause said before ", so" and what came of it.
  return REASON.test(answer) || CAUSE_BEFORE.test(answer) || sinceGivesReason(answer) || givesErrand(answer);
}

/** Whether a part gives a reason or a purpose, as a "why" asks: "because the driver had the wrong job sheet", "to be cleaned for…". */
export function givesReasonOrPurpose(part: string): boolean {
  return givesReason(part) || statesPurpose(part);
}

/**
 * Whether a part of a told fact holds the thing a "which" asks for, the reason (or purpose) a "why" asks for or the
 * place a "where" asks for: "Why was it so
 * cold?" is not answered by "I booked your place", nor "Where did it go on the house?" by "in the whole house", the
 * place the question itself names. True when the question asks for neither.
 */
export function holdsWhatIsAskedAgain(question: string, part: string): boolean {
  // "Which site was it for?" is not answered by "your site manager disputes…": the thing a "which" asks for must be
  // in the part as a thing (or a kind of it), not as a word describing another noun ("site manager").
  const focus = focusNoun(question);
  if (focus !== null) {
    const words = readWords(part).filter((word) => word.isWord);
    // A noun before another ("site manager", "boathouse key", whatever the tagger made of the second) describes it.
    const describesNext = (index: number) => {
      const next = words[index + 1];
      return next !== undefined && (next.pos === 'noun' || (next.pos === 'adjective' && hasPartOfSpeech(next.lemma, 'noun')));
    };
    const things = words.filter((word, index) => word.pos === 'noun' && !describesNext(index));
    if (!things.some((word) => word.lemma === focus || isKindOf(word.lemma, focus))) return false;
  }
  const asked = askedKinds(question);
  // A purpose is a reason too: "…to be cleaned for my sister's wedding" answers "Why did you need it cleaned?".
  if (asked.has('why') && !givesReasonOrPurpose(part)) return false;
  // "Who did your hair?" is not answered by "my hair came out orange": a "who" asks for someone, by name or by kind.
  if (asked.has('who') && !namesSomeone(part)) return false;
  // "By when does the house have to be cleared?" is not answered by "two weeks", a length with no point in time.
  if (asked.has('when') && !asked.has('howLong')) {
    const held = kindsOf(part, quantitiesIn(part));
    if (held.has('howLong') && !held.has('when')) return false;
  }
  // "How many little ones did I have with me?" is not answered by "four years": a count of things that are no time is
  // not a length of time.
  if (countsThingsOtherThanTime(question) && isLengthOfTimeOnly(part)) return false;
  if (!asked.has('where')) return true;
  if (PLACE.test(part)) return true;
  const named = new Set(readWords(question).filter((word) => word.isWord && word.pos === 'noun').map((word) => word.lemma));
  return placesByNoun(part).some((place) => readWords(place.text).some((word) => word.isWord && word.pos === 'noun' && !named.has(word.lemma)));
}
/** Whether a "how many" question counts a thing that is no span of time: "how many little ones", not "how many years". */
export function countsThingsOtherThanTime(question: string): boolean {
  const words = readWords(question).filter((word) => word.isWord);
  const many = words.findIndex((word, index) => word.lemma === 'many' && words[index - 1]?.lemma === 'how');
  if (many < 0) return false;
  const counted = words.slice(many + 1).find((word) => word.pos === 'noun');
  return counted !== undefined && !isKindOf(counted.lemma, 'time period') && !isKindOf(counted.lemma, 'time unit');
}

/**
 * Of the counts an answer holds, those a "how many" question may ask for: "How many little ones did I have with me?"
 * counts no years, so "four" of "for four years" is not one.
 */
export function countsAskedFor(question: string, answer: string, counts: readonly string[]): string[] {
  if (!countsThingsOtherThanTime(question)) return [...counts];
  // A count said both in a length and outside one ("two weeks late, so two of my shops ran out") is asked for where
  // it counts something else.
  const rest = answer.replace(new RegExp(DURATION.source, 'gi'), ' ');
  return counts.filter((count) => new RegExp(String.raw`(?<![\p{L}\d])${escapeRegExp(count)}(?![\p{L}\d])`, 'iu').test(rest));
}

/** Whether every figure of a part is a length of time: "four years", "for six weeks". */
function isLengthOfTimeOnly(part: string): boolean {
  const lengths = new RegExp(DURATION.source, 'gi');
  return DURATION.test(part) && quantitiesIn(part.replace(lengths, ' ')).length === 0;
}

// The people a part may name by a word that stands for them: "Me.", "my brother and I", "they did".
const PERSON_PRONOUNS = new Set(['i', 'me', 'we', 'us', 'he', 'him', 'she', 'her', 'they', 'them', 'myself', 'himself', 'herself', 'themselves', 'someone', 'somebody', 'nobody', 'everyone', 'anyone']);

/**
 * Whether a part names someone: a name (a capitalised word inside it, or the name it opens on), a noun WordNet files
 * under persons ("my son", "the stylist"), or a pronoun standing for a person.
 */
function namesSomeone(part: string): boolean {
  const words = readWords(part).filter((word) => word.isWord);
  return words.some((word, index) => {
    const lower = word.text.toLowerCase();
    if (PERSON_PRONOUNS.has(lower)) return true;
    if (/^\p{Lu}/u.test(word.text) && !MONTH_OR_DAY.test(word.text) && (index > 0 || !isDictionaryWord(lower))) return true;
    return word.pos === 'noun' && namesAPersonByKind(word.lemma);
  });
}

// "…because the engineer could not get the part", "…due to the storm": the cause follows; "…, which is why the rota is
// changing", "I care for my father, so I cannot park further away": the cause went before.
const CAUSE_AFTER = /\b(?:because(?:\s+of)?|due to|owing to)\b/i;
const CAUSE_BEFORE = /,?\s*\b(?:which is why|that's why|that is why)\b|,\s*(?:and\s+)?so\b(?!\s+(?:far|much|many|long|that)\b)/i;

/** The verbs a text says are not done, as lemmas: "so I cannot park further away" → park. */
export function deniedDoings(text: string): Set<string> {
  return new Set(readWords(text).filter((word) => word.isWord && word.negated && word.pos === 'verb' && !LIGHT_VERBS.has(word.lemma) && !word.lemma.includes("'")).map((word) => word.lemma));
}

/**
 * A sentence that gives a reason, split into what happened and why: "The council would take the plot back because it
 * was overgrown" → effect "The council would take the plot back", cause "it was overgrown". Null when it gives none.
 */
export function reasonParts(sentence: string): { effect: string; cause: string } | null {
  const after = CAUSE_AFTER.exec(sentence);
  if (after) return { effect: sentence.slice(0, after.index), cause: sentence.slice(after.index + after[0].length) };
  const before = CAUSE_BEFORE.exec(sentence);
  if (before) return { effect: sentence.slice(before.index + before[0].length), cause: sentence.slice(0, before.index) };
  return null;
}

// "in order to", "so as to": a purpose said outright.
const PURPOSE = /\b(?:in order to|so as to)\b/i;

/**
 * Whether a sentence says what a doing was for: an infinitive after a thing, a time or a figure ("booked a coach for
 * £780 to take the team to a cup final", "brought my suit in on 22 April to be cleaned for my sister's wedding"), not
 * after a verb or a describing word ("had to", "able to"), where it says no purpose.
 */
function statesPurpose(answer: string): boolean {
  if (PURPOSE.test(answer) || statesPurposeBySo(answer)) return true;
  const words = readWords(answer).filter((word) => word.isWord);
  return words.some((word, index) => {
    const before = words[index - 1];
    return word.lemma === 'to' && words[index + 1]?.pos === 'verb' && before !== undefined && (before.pos === 'noun' || /^\d/.test(before.text) || OBJECT_PRONOUNS.has(before.lemma.toLowerCase()));
  });
}

// "twice", "three times": a count said in words.
const TIMES = /\b(?:once|twice|thrice|\w+ times)\b/i;
// "my fourth call": a count said as an ordinal.
const ORDINAL = /\b(?:second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+(?:st|nd|rd|th))\b/i;
// "in Leeds", "at the Royal Playhouse"; not "in June" or "on Monday", which are times.
const PLACE = /\b(?:at|in|to|from)\s+(?:the\s+)?(?!(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b)[A-Z][a-z]+/;
/** How often something happens: "every six weeks", "every Tuesday", "twice a week", "weekly". */
export const FREQUENCY = /\bevery\s+(?:other\s+|single\s+)?(?:(?:\d+|two|three|four|five|six|seven|eight|nine|ten|few|couple of)\s+)?(?:days?|nights?|weeks?|fortnights?|months?|years?|mornings?|evenings?|weekends?|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|\b(?:daily|weekly|fortnightly|monthly|yearly|annually)\b|\b(?:once|twice|\w+ times) (?:a|an|per|every) (?:day|week|month|year|fortnight)\b/i;

// A capitalised subject that does something: "Nottingham has offered me a place", "Parcelfast wants…".
const NAMED_SUBJECT = /^([A-Z][a-z]+)(?:\s+[A-Z][a-z]+)?\s+(?:has|have|had|is|was|[a-z]+ed|[a-z]+s)\b/;
// Enough of a word's WordNet senses to tell a subject of study from a name ("Chemistry", "Reading").
const NAME_SENSES = 20;

function isSubjectOrLanguage(word: string): boolean {
  const kinds = nounKinds(word.toLowerCase(), NAME_SENSES);
  return !kinds.includes('location') && !kinds.includes('person') && (kinds.includes('cognition') || kinds.includes('communication'));
}

function namesItsSubject(answer: string): boolean {
  const subject = NAMED_SUBJECT.exec(answer)?.[1];
  if (!subject || MONTH_OR_DAY.test(subject)) return false;
  const [word] = readWords(subject);
  return word !== undefined && !word.stopWord && !isSubjectOrLanguage(subject);
}

// How many words after a kind of person its doing may come: "the florist had to move".
const DOING_WITHIN = 4;

/**
 * Whether a noun names a person by their kind: WordNet files its commonest sense under people ("florist", "tutor"), or
 * it is an agent noun WordNet does not hold whose verb it does ("installer": install).
 */
function namesAPersonByKind(noun: string): boolean {
  return isPersonNoun(noun) || (!hasPartOfSpeech(noun, 'noun') && verbsOfAgentNoun(noun).length > 0);
}

/**
 * What the people a fact names by their kind do in it, as verb lemmas: "the florist had to move the flowers" → move,
 * "my landlord sent a letter" → send, "our installer, Ravi Patel, fitted it" → fit (a past form after the name set
 * beside the noun read as the verb it is there). A kind named by its doing does that too: "her tutor" → tutor,
 * "our installer" → install. "Who had to move things?", "Who teaches him?" ask for that doer.
 */
function doingsOfPeople(answer: string): Set<string> {
  const words = readWords(answer);
  const doings = new Set<string>();
  words.forEach((word, index) => {
    if (!word.isWord || word.pos !== 'noun' || !/^\p{Ll}/u.test(word.text) || !namesAPersonByKind(word.lemma)) return;
    for (const verb of verbsOfAgentNoun(word.lemma)) if (!LIGHT_VERBS.has(verb)) doings.add(verb);
    // "our installer, Ravi Patel, fitted it": the name set beside the noun between commas stands for it.
    let next = index + 1;
    const named = words[next]?.text === ',' && /^\p{Lu}/u.test(words[next + 1]?.text ?? '');
    if (named) {
      next += 1;
      while (words[next] && /^\p{Lu}/u.test(words[next]!.text)) next += 1;
      if (words[next]?.text !== ',') return;
      const verb = verbLemmaOf(words[next + 1]?.text ?? '');
      if (verb && !LIGHT_VERBS.has(verb)) doings.add(verb);
      return;
    }
    for (const following of words.slice(next, next + DOING_WITHIN)) {
      if (!following.isWord) return;
      if (following.pos !== 'verb' || LIGHT_VERBS.has(following.lemma)) continue;
      doings.add(following.lemma);
      return;
    }
  });
  return doings;
}

/**
 * Whether a question's verbs name one of a fact's doings: by lemma, as WordNet synonyms, or one a kind of the other
 * ("shift" a kind of "move", "tutor" a kind of "teach"). The word right after "who" or an infinitive's "to" is read as
 * the verb it is there, whatever the tagger reads it as ("Who fitted it?", "Who came out to fit it?").
 */
function asksForDoing(question: string, doings: ReadonlySet<string>): boolean {
  if (doings.size === 0) return false;
  const words = readWords(question);
  // Where only a verb can stand: right after "who" ("Who fitted it?") or after an infinitive's "to" ("came out to fit it").
  const standsAsVerb = (index: number) => index > 0 && /^(?:who|to)$/i.test(words[index - 1]!.text) && words[index]!.isWord;
  const verbs = words
    .map((word, index) => (word.isWord && word.pos === 'verb' ? word.lemma : standsAsVerb(index) ? verbLemmaOf(word.text) : null))
    .filter((lemma): lemma is string => lemma !== null && !LIGHT_VERBS.has(lemma));
  const near = (one: string, other: string) => {
    const { synonyms, broader } = neighbours(one, 'verb');
    return synonyms.includes(other) || broader.includes(other);
  };
  return verbs.some((verb) => doings.has(verb) || [...doings].some((doing) => near(verb, doing) || near(doing, verb)));
}

/**
 * Of the people a fact names, the one a "who" asks for by their doing: the name set beside a noun for a kind of person
 * whose verb the question names, or before the verb it names ("Who teaches him?" of "My son Leo's tutor, Anya Petrova,
 * cancelled…": Anya Petrova, not Leo). -1 unless exactly one is.
 */
export function doerNamedIndex(question: string, answer: string, names: readonly string[]): number {
  const tied = names.flatMap((name, index) => {
    const bare = name.replace(/^(?:my|our)\s+\p{Ll}+\s+/u, '');
    const at = answer.indexOf(bare);
    if (at < 0) return [];
    const role = /\b(\p{Ll}+),?\s+$/u.exec(answer.slice(0, at))?.[1];
    const doneAfter = /^,\s+(\p{Ll}+)/u.exec(answer.slice(at + bare.length))?.[1];
    const doings = new Set([...(role && namesAPersonByKind(lemmaOf(role)) ? verbsOfAgentNoun(lemmaOf(role)) : []), ...(doneAfter ? [verbLemmaOf(doneAfter) ?? ''] : [])].filter((verb) => verb && !LIGHT_VERBS.has(verb)));
    return asksForDoing(question, doings) ? [index] : [];
  });
  return tied.length === 1 ? tied[0]! : -1;
}

function kindsOf(answer: string, quantities: readonly Quantity[]): Set<AskedKind> {
  const kinds = new Set<AskedKind>();
  for (const quantity of quantities) {
    if (quantity.kind === 'money') kinds.add('money');
    if (quantity.kind === 'date' || quantity.kind === 'time' || quantity.kind === 'year') kinds.add('when');
    if (quantity.kind === 'number') kinds.add('count');
  }
  if (ORDINAL.test(answer) || TIMES.test(answer)) kinds.add('often');
  if (kinds.has('often')) kinds.add('count');
  // "every six weeks", "weekly": how often, said as a frequency.
  if (FREQUENCY.test(answer)) kinds.add('often');
  if (givesReason(answer)) kinds.add('why');
  // "five weeks ago", "on Tuesday": a time; "for 19 years", "six months": a length of time.
  // A sentence may say both: "It broke down on the Wednesday afternoon … idle for a day and a half" holds a time as
  // well as a length, so any time said that is not a length alone is a "when".
  if (TIME_PHRASE.test(answer)) kinds.add(DURATION.test(answer) && !POINT_IN_TIME.test(answer) && !saysAPointInTime(answer) ? 'howLong' : 'when');
  if (DURATION.test(answer)) kinds.add('howLong');
  // "from 8 o'clock until gone one": hours kept say how long as well as when.
  if (clockRangesIn(answer).length > 0) kinds.add('howLong');
  // "from 3 June until 17 June": days that bound a span say how long as well as when.
  if (spanBoundsIn(answer)?.range) kinds.add('howLong');
  // "Dr Okafor", "Theo", or "Nottingham has offered me…": a name inside a sentence or as its subject; never a school
  // subject or a language ("a B in Chemistry").
  // A name after "at" or "in" is a place ("at Greenway Allotments in Swindon"), which "where" asks for, not "who".
  const isPlaceName = (match: RegExpMatchArray) => PLACE_BEFORE_NAME.test(answer.slice(0, (match.index ?? 0) + match[0].length - match[1]!.length));
  if ([...answer.matchAll(NAME_INSIDE)].some((match) => !MONTH_OR_DAY.test(match[1]!) && !isSubjectOrLanguage(match[1]!) && !isPlaceName(match)) || namesItsSubject(answer)) kinds.add('who');
  if (PLACE.test(answer) || placesByNoun(answer).length > 0 || destinationsIn(answer).length > 0) kinds.add('where');
  return kinds;
}

// "in the staff room", "at the depot", "behind the garage": a preposition of place and a noun phrase.
const PLACE_BY_NOUN = /\b(?:at|in|into|inside|outside|from|near|behind|under|beside)\s+(?:the|a|an|my|our|their|his|her|your)\s+/gi;
// What WordNet files a place a thing can be found at under: "room" is an area, "garage" a structure, "depot" a facility,
// "bin" a container. (Its "location" file also holds "end" and "post", so it names no place here.)
const PLACE_KINDS = ['area', 'structure', 'facility', 'establishment', 'geographic area', 'container'];
const PLACE_WORDS = 3;

// "to the airport", "to my flat": the "to" of a place gone to, before a noun phrase.
const TO_BY_NOUN = /\bto\s+(?:the|a|an|my|our|their|his|her|your)\s+/gi;
// "to Marseille", "to the Old Mill": the "to" of a place gone to, before a name.
const TO_NAMED = /\bto\s+(?:the\s+)?(?!(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b)\p{Lu}/u;
// "Where were you flying to?", "Where was it going to?": a "where" that ends on "to" asks where something went.
const ASKS_WHERE_TO = /\bwhere\b[^?]*\bto\W*$/i;
// "at the Premier Inn", "in Leeds", "near the airport": a place someone is at, not one gone to or from.
const AT_NAMED = /\b(?:at|in|near|by)\s+(?:the\s+)?(?!(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b)\p{Lu}/u;
const AT_BY_NOUN = /\b(?:at|in|inside|near|beside|by)\s+(?:the|a|an|my|our|their|his|her|your)\s+/gi;

// "Who were the payments to?", "Who did you sell it to?": a "who" that ends on "to" asks for the party a thing went to.
const ASKS_WHO_TO = /\bwhom?\b[^?]*\bto\W*$/i;
// How many senses of a noun may show it to be a body of people: "bank" is a slope before it is a firm.
const PARTY_SENSES = 2;

/**
 * Whether a text names a party a thing went to: "to" before a name ("paid it to Fenwick Motors"), or before a noun phrase
 * whose head WordNet gives as a person, a body of people or an establishment ("to my landlord", "to the council", "all to
 * an online electronics shop"); not a place one goes to ("to the airport").
 */
function namesPartyGoneTo(text: string): boolean {
  if (TO_NAMED.test(text)) return true;
  return [...text.matchAll(TO_BY_NOUN)].some((match) => {
    const words = readWords(text.slice(match.index + match[0].length)).slice(0, PLACE_WORDS);
    const describes = (word: Word) => word.isWord && (word.pos === 'noun' || word.pos === 'adjective');
    const head = words.slice(0, words.findIndex((word) => !describes(word)) >>> 0).filter((word) => word.pos === 'noun').at(-1);
    return head !== undefined && (isPersonNoun(head.lemma) || isKindOf(head.lemma, 'establishment') || nounKinds(head.lemma, PARTY_SENSES).includes('group'));
  });
}

/** Whether a text names a place someone or something was at ("at the Premier Inn", "a hotel room near the airport"). */
function namesPlaceBeenAt(text: string): boolean {
  return AT_NAMED.test(text) || placesByNoun(text, AT_BY_NOUN).length > 0;
}

/**
 * Whether a "where" question asks where someone was, by a doing that is no going ("Where did you stay?", "Where did you
 * sleep?"; not "Where were you flying?"): a place gone to or from does not tell it.
 */
function asksWhereBeen(question: string): boolean {
  if (ASKS_WHERE_TO.test(question) || !/\bwhere\b/i.test(question)) return false;
  const doing = readWords(question).find((word) => word.isWord && word.pos === 'verb' && !word.stopWord && !isLightVerb(word.lemma));
  return doing !== undefined && !verbKinds(doing.lemma, 1).includes(MOTION_VERB_KIND);
}

/** Whether a text names a place someone or something went to: "to Marseille", "to the airport", "left for Leeds". */
function namesPlaceGoneTo(text: string): boolean {
  return TO_NAMED.test(text) || placesByNoun(text, TO_BY_NOUN).length > 0 || destinationsIn(text).length > 0;
}

// "left for the Dunstable hospital job", "set sail for Bilbao": "for" after a verb, and what follows it.
const FOR_AFTER_A_WORD = /\b(\p{L}+)\s+for\s+(?:the|a|an|my|our|their|his|her|your)?\s*/giu;
// WordNet's file for verbs of going somewhere ("leave", "head", "fly", "travel").
const MOTION_VERB_KIND = 'motion';

/**
 * The places a text names as where someone or something went, each as written from its "for": "for" after a verb WordNet
 * files first as one of motion, then a name or a noun of place ("left for the Dunstable hospital job"), never a
 * purpose ("went for a coffee").
 */
export function destinationsIn(text: string): { text: string; index: number }[] {
  return [...text.matchAll(FOR_AFTER_A_WORD)].flatMap((match) => {
    const verb = verbLemmaOf(match[1]!);
    if (verb === null || verbKinds(verb, 1)[0] !== MOTION_VERB_KIND) return [];
    const start = match.index + match[0].length;
    const words = readWords(text.slice(start)).slice(0, PLACE_WORDS);
    const run = words.slice(0, words.findIndex((word) => !word.isWord || !(word.pos === 'noun' || word.pos === 'adjective')) >>> 0);
    const isName = (word: Word) => /^\p{Lu}/u.test(word.text) && !MONTH_OR_DAY.test(word.text);
    if (!run.some((word) => isName(word) || (word.pos === 'noun' && PLACE_KINDS.some((kind) => isKindOf(word.lemma, kind))))) return [];
    const last = run.at(-1)!;
    const end = text.indexOf(last.text, start) + last.text.length;
    const at = match.index + match[0].toLowerCase().indexOf('for');
    return [{ text: text.slice(at, end), index: at }];
  });
}

/**
 * The places a text names by a common noun, each as written with its preposition ("in the staff room"): the noun that
 * ends the phrase is, by WordNet, a kind of area, structure, facility or container.
 */
export function placesByNoun(text: string, preposition: RegExp = PLACE_BY_NOUN): { text: string; index: number }[] {
  return [...text.matchAll(preposition)].flatMap((match) => {
    const start = match.index + match[0].length;
    const words = readWords(text.slice(start)).slice(0, PLACE_WORDS);
    // "the staff room", "the changing room": nouns, and words describing the last of them.
    const describes = (word: Word) => word.isWord && !/^\p{Lu}/u.test(word.text) && (word.pos === 'noun' || word.pos === 'adjective' || (word.pos === 'verb' && /ing$/.test(word.text)));
    const run = words.slice(0, words.findIndex((word) => !describes(word)) >>> 0);
    const head = run.filter((word) => word.pos === 'noun').at(-1);
    if (!head || !PLACE_KINDS.some((kind) => isKindOf(head.lemma, kind))) return [];
    const end = text.indexOf(head.text, start) + head.text.length;
    return [{ text: text.slice(match.index, end), index: match.index }];
  });
}

const meanings = new WeakMap<Knowledge, BriefMeaning>();

// A sentence whose subject is a pronoun for the thing the sentence before it named.
const STARTS_WITH_PRONOUN = /^(?:It|This|That|They|These|Those)\b(?!\s+(?:is|was)\s+(?:because|why|what|not\s+just))/;
// What the named thing counts for in the sentence that says "it".
const ANTECEDENT_WEIGHT = 0.7;

// "How many loaves…", "how many PT clients…": the thing counted (the last word before the verb).
const COUNTED = /\bhow many\s+(?:[a-z]+\s+){0,2}?([a-z]+s)\b/i;
// A number and the noun it counts, a word or two after it: "4,000 loaves", "30 personal training clients".
const COUNT_AND_NOUN = /\b(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred)\s+(?:[a-z-]+\s+){0,2}?([a-z]+s)\b/gi;
const UNIT_MATCH = 0.5;
// How many words after a number may name what it counts: "four days", "30 personal training clients".
const COUNTED_WITHIN = 3;

/** The nouns a text's numbers count, as lemmas. */
function unitsOf(text: string): Set<string> {
  return new Set([...text.matchAll(COUNT_AND_NOUN)].map((match) => lemmaOf(match[1]!)));
}

/** The thing whose amount a question asks ("How many days off…?", "How much work did you miss?"), as a lemma, or null. */
function amountAskedOf(question: string): string | null {
  if (!askedKinds(question).has('count')) return null;
  const counted = COUNTED.exec(question)?.[1];
  if (counted) return lemmaOf(counted);
  const words = readWords(question).filter((word) => word.isWord);
  return measuredAfterHowMuch(words) === 'thing' ? measuredNoun(words) : null;
}

/** Whether a text counts the thing a question asks the amount of ({@link countsThing}). */
export function countsAmountAsked(question: string, text: string): boolean {
  const amountOf = amountAskedOf(question);
  return amountOf !== null && countsThing(text, amountOf);
}

// "a day off work": one of a thing, said by its article just before it.
const ONE_OF = new Set(['a', 'an', 'one']);

/**
 * Whether a text counts the thing a question asks the amount of: a number a few words before it ("two days' work"
 * counts work) or "a" just before it ("I took a day off work each time" counts days off, one each time).
 */
function countsThing(text: string, lemma: string): boolean {
  const numbers = new Set(quantitiesIn(text).filter((quantity) => quantity.kind === 'number').map((quantity) => quantity.text.toLowerCase()));
  const words = readWords(text).filter((word) => word.isWord);
  // "£28 a lesson", "twice a week": a rate, not one of the thing.
  const isRate = (index: number) => /\d|^(?:once|twice)$/i.test(words[index - 2]?.text ?? '');
  return words.some((word, index) => word.lemma === lemma && ((ONE_OF.has(words[index - 1]?.text.toLowerCase() ?? '') && !isRate(index)) || words.slice(Math.max(0, index - COUNTED_WITHIN), index).some((before) => numbers.has(before.text.toLowerCase()))));
}

/** The broader terms of a text's nouns, each with the noun it is over. */
function siblingsOf(text: string): Map<string, string> {
  const siblings = new Map<string, string>();
  for (const word of contentWords(text)) {
    if (word.pos !== 'noun') continue;
    for (const term of neighbours(word.lemma, word.pos).broader) if (!siblings.has(term)) siblings.set(term, word.lemma);
  }
  return siblings;
}

/** The lemmas a text's content words hold as nouns and never as another part of speech. */
function nounsOnlyOf(text: string): Set<string> {
  const words = contentWords(text);
  const otherwise = new Set(words.filter((word) => word.pos !== 'noun').map((word) => word.lemma));
  return new Set(words.filter((word) => word.pos === 'noun' && !otherwise.has(word.lemma)).map((word) => word.lemma));
}

// The learner's own possessive determiners: "our engineer", "my colleague" are people of the learner's side.
const LEARNERS_POSSESSIVES: ReadonlySet<string> = new Set(['our', 'my']);

/** The lemmas of the people a line names as the learner's own ("our man", "my colleague"). */
function peopleOfTheLearner(question: string): Set<string> {
  const words = readWords(question).filter((word) => word.isWord);
  const people = new Set<string>();
  words.forEach((word, index) => {
    if (!LEARNERS_POSSESSIVES.has(word.text.toLowerCase())) return;
    // "our new man", "my site manager": the person noun a few describing words on.
    const noun = words.slice(index + 1, index + 4).find((each) => each.pos === 'noun');
    if (noun && isPersonNoun(noun.lemma)) people.add(noun.lemma);
  });
  return people;
}

/** The brief's facts as meaning reads them, built once per knowledge. */
function briefMeaning(knowledge: Knowledge): BriefMeaning {
  const cached = meanings.get(knowledge);
  if (cached) return cached;
  const topics = knowledge.topics.filter((topic) => topic.kind === 'fact' || topic.kind === 'hidden');
  const facts = topics.map((topic, index): FactMeaning => {
    const quantities = quantitiesIn(topic.answer);
    // A keyword that is the verb of one of the answer's phrasal verbs ("turned" of "turned up") is read in the phrase.
    const phraseVerbs = new Set(contentWords(topic.answer).filter((word) => word.inPhrase).map((word) => word.lemma));
    const keywords = topic.keywords.filter((keyword) => namesAThing(keyword) && !phraseVerbs.has(lemmaOf(keyword)));
    const ownText = `${topic.name}. ${keywords.join(', ')}. ${plainPayWords(topic.answer)}`;
    const lemmas = weightedLemmas(ownText, true);
    // "It was due in June" after "The room has not opened yet": "it" is the room, so the fact is about the room too.
    const before = topics[index - 1];
    if (before && STARTS_WITH_PRONOUN.test(topic.answer)) {
      for (const word of contentWords(before.answer)) if (word.pos === 'noun' && !lemmas.has(word.lemma)) lemmas.set(word.lemma, ANTECEDENT_WEIGHT);
    }
    const nouns = [...new Set(contentWords(topic.answer).filter((word) => word.pos === 'noun').map((word) => word.lemma))];
    const verbs = [...new Set(contentWords(topic.answer).filter((word) => word.pos === 'verb' && !word.inPhrase).map((word) => word.lemma))];
    const units = unitsOf(topic.answer);
    const parts = reasonParts(topic.answer);
    const reason = parts && {
      effect: weightedLemmas(parts.effect, true),
      cause: weightedLemmas(parts.cause, true),
      denied: deniedDoings(parts.effect),
    };
    // "It was overgrown because…": what happened to "it" happened to the thing the sentence before named.
    if (reason && before && STARTS_WITH_PRONOUN.test(parts.effect.trim())) {
      for (const word of contentWords(before.answer)) if (word.pos === 'noun' && !reason.effect.has(word.lemma)) (reason.effect as Map<string, number>).set(word.lemma, ANTECEDENT_WEIGHT);
    }
    return { topic, lemmas, kinds: kindsOf(topic.answer, quantities), quantities, siblings: siblingsOf(topic.answer), units, nouns, verbs, nounsOnly: nounsOnlyOf(ownText), purpose: statesPurpose(topic.answer), peopleCounted: countsPeopleIn(topic.answer, units), doings: doingsOfPeople(topic.answer), reason };
  });
  const spread = new Map<string, number>();
  for (const fact of facts) for (const lemma of fact.lemmas.keys()) spread.set(lemma, (spread.get(lemma) ?? 0) + 1);
  const vocabulary = new Set<string>([...spread.keys(), ...ANY_MATTER]);
  for (const text of knowledge.briefText) for (const lemma of weightedLemmas(text, true).keys()) vocabulary.add(lemma);
  const sourceWords = new Set<string>();
  for (const topic of knowledge.topics) {
    if (topic.kind !== 'term' && topic.kind !== 'file') continue;
    for (const lemma of weightedLemmas(topic.kind === 'term' ? topic.name : topic.keywords.join(', '), true).keys()) sourceWords.add(lemma);
  }
  const bodies = new Set([...knowledge.sides.learner, ...knowledge.sides.character].filter((lemma) => hasPartOfSpeech(lemma, 'noun')));
  const meaning = { facts, spread, vocabulary, sourceWords, bodies };
  meanings.set(knowledge, meaning);
  return meaning;
}

// A question of value put in everyday idiom asks for the stated figure: "What are you on at the moment?" asks what
// they earn, "What's the other firm put on the table?" what it offered, "What would you take for it?" a price, each
// said in the plain words the brief's facts use. Only the idiom is replaced; the rest of the question is read as
// written.
const VALUE_IDIOMS: readonly [RegExp, string][] = [
  // "What are you on?", "What is she on at the moment?": pay, not a drug or a task ("What are you on about?",
  // "What are you working on?").
  [/\b(what(?:'s| is| are| was| were)\s+(?:you|he|she|they|we|i))\s+on\b(?=\W*$|\s+(?:at the moment|now|right now|currently|these days|at present|there|a (?:year|month|week|day)|an hour|per\b))/i, '$1 earning'],
  // "put on the table", "has on the table": what is offered.
  [/\b(?:put|got|laid|left|have|has|had)\s+on the table\b/i, 'offered'],
  [/\b(?:is|'s|are|was)\s+on the table\b/i, ' offered'],
];

/** A question with its idioms of value in plain words ("What are you on?" → "What are you earning?"). */
export function plainValueWords(question: string): string {
  return VALUE_IDIOMS.reduce((text, [pattern, plain]) => text.replace(pattern, plain), question);
}

// "…as a data analyst for two years on £31,000", "on £14 an hour": a sum right after "on" is what one earns (not "on
// £40 of petrol", what it was spent on). The fact is read with the plain word beside the idiom, as its question is.
const PAY_IDIOM = /\bon\s+(?=\p{Sc}\s?\d[\d,.]*(?:k|m)?(?![\d,.]*\s+(?:of|worth)\b))/giu;

/** A fact's words with its idiom of pay also said plainly ("on £31,000" → "earning on £31,000"). */
function plainPayWords(answer: string): string {
  return answer.replace(PAY_IDIOM, (on) => `earning ${on}`);
}

// "What's it worth?", "What value would you put on it?": worth asked for is a sum.
const WORTH_LEMMAS = new Set(['worth', 'value']);

/** What the question asks for by its question words, and by naming money ("What's the budget?"). */
export function askedKinds(question: string): Set<AskedKind> {
  question = plainValueWords(question);
  const kinds = new Set(ASKED_KINDS.filter(({ pattern }) => pattern.test(question)).map(({ kind }) => kind));
  // "the date you mentioned", "that figure": a noun that names the kind of detail; not in a reason asked for ("Why
  // can't you make the new date?" asks why, about the date).
  const words = readWords(question).filter((word) => word.isWord);
  // "What did you put down to secure the date?": a date a purpose names ("to" and its verb before it) is what the thing
  // asked for was for, not what is asked.
  const inPurpose = (index: number) => words.slice(Math.max(0, index - PURPOSE_REACH), index).some((word, at, before) => word.lemma === 'to' && before[at + 1]?.pos === 'verb');
  if (!kinds.has('why') && words.some((word, index) => word.pos === 'noun' && DATE_NOUNS.has(word.lemma) && !inPurpose(index))) kinds.add('when');
  // "Which night do you sing?", "What evening is that?": a "which" or "what" whose noun WordNet files as a stretch or a
  // unit of time asks when.
  if (!kinds.has('why') && asksWhichTime(question)) kinds.add('when');
  // "What's the latest anyone has come?", "the earliest you can start": a superlative of time standing for its noun
  // asks for a time ("the latest news" asks for news).
  if (words.some((word, index) => TIME_SUPERLATIVE.test(word.text) && words[index - 1]?.lemma === 'the' && words[index + 1]?.pos !== 'noun' && words[index + 1]?.pos !== 'adjective')) kinds.add('when');
  // "What's prompted the request?", "What caused the leak?": a "what" that is the subject of a causing asks for a cause.
  if (asksWhatCausedIt(words)) kinds.add('why');
  // "What was that PR number?": a number asked for by its name.
  if (words.some((word) => word.pos === 'noun' && word.lemma === 'number')) kinds.add('count');
  // "Who is in charge of the work?": a noun with no determiner between a preposition and "of" makes a phrase of its own
  // (a duty, not a price).
  const inPhrase = (index: number) => PHRASE_PREPOSITIONS.has(words[index - 1]?.lemma ?? '') && words[index + 1]?.lemma === 'of';
  const namesMoney = words.some((word, index) => !inPhrase(index) && (MONEY_LEMMAS.has(word.lemma) || MONEY_NAMED.has(word.lemma) || WORTH_LEMMAS.has(word.lemma) || (word.pos === 'noun' && word.lemma === 'figure')));
  // "What did the outfit set you back?": a phrasal verb one of whose senses is a money word.
  // "Which payment…?", "What rate…?": a thing WordNet files under money (a payment is a cost, a rate a charge).
  const phrasalMoney = () =>
    contentWords(question).some((word) => (word.lemma.includes(' ') || word.pos === 'noun') && [...neighbours(word.lemma, word.pos).synonyms, ...neighbours(word.lemma, word.pos).broader].some((term) => MONEY_LEMMAS.has(term)));
  // "What's the shop taking in sales this year?", "What is your income?": a "what" question after a thing WordNet files
  // under possessions in its commonest sense, as lemma or as written ("sales", not only "sale"), asks for a sum.
  // A noun after "of" says whose the thing asked for is, not what it is: "What's the address of the property?" asks for an
  // address.
  const afterOf = (index: number) => words.slice(Math.max(0, index - 3), index).some((word) => word.lemma === 'of');
  // "…the money side of it?", "the cash part": a possession qualifying a noun that names nothing of its own is what the
  // question is about, however it is asked.
  const qualifiesEmptyNoun = (index: number) => words[index + 1]?.pos === 'noun' && STOP_NOUNS.has(words[index + 1]!.lemma);
  const asksAfterPossession = () => words.some((word, index) => (WHAT_START.test(question) || qualifiesEmptyNoun(index)) && word.pos === 'noun' && !afterOf(index) && !/^\p{Lu}/u.test(word.text) && [word.lemma, word.text.toLowerCase()].some((form) => nounKinds(form, 1)[0] === MONEY_KIND));
  // "Why did you bring her in?": a reason asked for is no sum, whatever money sense a phrasal verb has ("bring in": earn);
  // "How long has the bill been unpaid?" asks a length, about a bill.
  // "Which invoice is this about?", "Which quote did you accept?": a "which" picks out one paper that carries a sum,
  // asking which it is (its number, its date), not the sum.
  const picksAPaper = words.some((word, index) => words[index - 1]?.lemma === 'which' && PAPERS_WITH_A_SUM.has(word.lemma));
  // "What were you charged for?", "What did they bill you for?": a "for" left at the end, its object the "what", asks
  // for the thing the sum was for, not the sum.
  const asksWhatItWasFor = WHAT_START.test(question) && words.at(-1)?.lemma === 'for';
  // "Who else quoted you?": a person or a party asked for is no sum, whatever money sense its verb has ("quote").
  // "What happened with the budget report?": an event asked for is no sum either, whatever money its thing names.
  if (!picksAPaper && !asksWhatItWasFor && !asksForAnEvent(question) && !kinds.has('when') && !kinds.has('why') && !kinds.has('howLong') && !kinds.has('who') && (namesMoney || phrasalMoney() || asksAfterPossession())) kinds.add('money');
  // "How much flour…?", "How much slower…?": an amount of a thing that is not money, or of a change, may be a
  // quantity (a count with its unit), not only a sum of money.
  // WordNet's commonest senses do not always show money ("deposit"), so the sum stays a possibility too.
  if (measuredAfterHowMuch(words) !== null) kinds.add('count');
  // "How much warning…?", "How much advice…?": a noun that in all its everyday senses is a thing said or known measures
  // no sum, unless the question names money besides. (A change or a size may be one: "How much of a rise…?")
  if (measuresNoMoney(words) && !namesMoney && !phrasalMoney()) kinds.delete('money');
  // "By how much did he miss the pass?": a margin is a sum only when the question names money ("By how much did the
  // price go up?").
  if (BY_HOW_MUCH.test(question) && !namesMoney && !phrasalMoney() && !asksAfterPossession()) kinds.delete('money');
  return kinds;
}

const CAUSE_LEMMA = 'cause';
// The verbs of grammar that may stand between a "what" and the verb it is the subject of: "What's prompted…", "What has caused…".
const PERFECT_OR_COPULA: ReadonlySet<string> = new Set(['be', 'have']);

/**
 * Whether a question's "what" is the subject of a verb whose commonest sense is a causing ("prompt", "motivate",
 * "cause" itself): "What's prompted the request?" asks why the request was made. "What did the delay cause?" asks for
 * what came of it, its "what" the object.
 */
function asksWhatCausedIt(words: readonly Word[]): boolean {
  if (words[0]?.lemma !== 'what') return false;
  const verb = PERFECT_OR_COPULA.has(words[1]?.lemma ?? '') && words[2]?.pos === 'verb' ? words[2] : words[1];
  if (verb?.pos !== 'verb') return false;
  if (verb.lemma === CAUSE_LEMMA) return true;
  const related = relatedWords(verb.lemma, 'verb', 1);
  return related.synonyms.includes(CAUSE_LEMMA) || related.broader.includes(CAUSE_LEMMA);
}

// How many words before a date noun a purpose's "to" and verb may stand: "to secure the new date".
const PURPOSE_REACH = 4;
const TIME_SUPERLATIVE = /^(?:latest|earliest|soonest)$/i;

// Enough of a noun's senses to find one that is no message below its commonest.
const MESSAGE_SENSES = 4;
// WordNet's files for what is said and what is known: "warning", "notice", "advice".
const MESSAGE_KINDS: ReadonlySet<string> = new Set(['communication', 'cognition']);

/** The noun "how much" measures ("How much warning…?" → "warning"), or null. */
function measuredNoun(words: readonly Word[]): string | null {
  const at = words.findIndex((word, index) => word.lemma === 'how' && words[index + 1]?.lemma === 'much');
  const next = at < 0 ? undefined : words[at + 2];
  return next?.pos === 'noun' ? next.lemma : null;
}

/** Whether "how much" measures a noun WordNet files, in every everyday sense, under what is said or known. */
function measuresNoMoney(words: readonly Word[]): boolean {
  const at = words.findIndex((word, index) => word.lemma === 'how' && words[index + 1]?.lemma === 'much');
  const next = at < 0 ? undefined : words[at + 2];
  if (next?.pos !== 'noun' || /^\p{Lu}/u.test(next.text) || MONEY_LEMMAS.has(next.lemma) || MONEY_NAMED.has(next.lemma)) return false;
  const kinds = nounKinds(next.lemma, MESSAGE_SENSES);
  return kinds.length > 0 && kinds.every((kind) => MESSAGE_KINDS.has(kind));
}

const WHAT_START = /^\W*(?:(?:so|and|but|sorry|okay|ok|right)\W+)*(?:what|which)\b/i;

// "How much time", "how much longer", "how much notice": a length of time, not a quantity to count.
const NOT_MEASURED = /^(?:time|long|longer|notice)$/;
// WordNet's file for money and what is owned or paid: "cash", "rent", "salary", "fee".
const MONEY_KIND = 'possession';

/**
 * What "how much" measures, by the word after it: 'thing' for a noun WordNet does not file under possessions
 * ("how much flour"), 'change' for an adjective or an adverb ("how much slower", "how much later"), null otherwise
 * ("how much did it cost?", "how much money").
 */
function measuredAfterHowMuch(words: readonly Word[]): 'thing' | 'change' | null {
  const at = words.findIndex((word, index) => word.lemma === 'how' && words[index + 1]?.lemma === 'much');
  const next = at < 0 ? undefined : words[at + 2];
  if (!next || next.lemma === 'more' || MONEY_LEMMAS.has(next.lemma) || NOT_MEASURED.test(next.lemma)) return null;
  if (next.pos === 'noun') return nounKinds(next.lemma, 1)[0] === MONEY_KIND || /^\p{Lu}/u.test(next.text) ? null : 'thing';
  return next.pos === 'adjective' || next.pos === 'adverb' ? 'change' : null;
}

/** Whether the question's own question words ask for a date, a sum, a count, a name or a place ("How much…?"). */
export function askedByQuestionWords(question: string): boolean {
  return ASKED_KINDS.some(({ pattern }) => pattern.test(question));
}

export interface MeaningMatch {
  topic: Topic;
  score: number;
  /** What the shared words (and their synonyms) alone are worth. */
  wordScore: number;
  /** The fact holds the kind of detail the question asks for. */
  hasAskedKind: boolean;
}

/** The words of a question that name what it is about: content lemmas, less the words of asking. */
function topicWords(question: string): ContentWord[] {
  // "in the end", "at last": a noun inside an adverb WordNet holds says when or how, not what the question is about.
  const inAdverbs = nounsInAdverbExpressions(question);
  return contentWords(question).filter((word) => !ASKING_LEMMAS.has(word.lemma) && !(word.pos === 'noun' && (PASSING_NOUNS.has(word.lemma) || inAdverbs.has(word.lemma))));
}

// The kinds of noun that are times: "night", "evening", "weekend" are time periods; "day", "hour" units of time.
const TIME_NOUN_KINDS = ['time period', 'time unit'];

/** Whether a question's "which" or "what" asks for a time by its noun: "Which night…?", "What evening…?". */
export function asksWhichTime(question: string): boolean {
  const focus = focusNoun(question);
  return focus !== null && TIME_NOUN_KINDS.some((kind) => isKindOf(focus, kind));
}

/**
 * Whether a question names no thing but the kind of detail its "which" asks for: "Which evening is that?" asks only
 * which time "that" was; "Which evening is the concert?" names the concert.
 */
export function namesNothingButItsFocus(question: string): boolean {
  const focus = focusNoun(question);
  return !topicWords(question).some((word) => word.pos === 'noun' && word.lemma !== focus && !isGenericWord(word.lemma) && !STOP_NOUNS.has(word.lemma));
}

/** Whether a question names no thing of its own: "How long did he stay?", "How long has this been going on?". */
export function namesNoThingOfItsOwn(question: string): boolean {
  return !topicWords(question).some((word) => word.pos === 'noun' && !isGenericWord(word.lemma) && !STOP_NOUNS.has(word.lemma));
}

/**
 * The adverbs of a question that say what it is about by the adjective they are made from ("What do you normally
 * pay?": usual, ordinary; "What was it originally?": original), each as a word whose lemma is the adverb.
 */
function describingAdverbs(question: string): Word[] {
  return readWords(question).filter((word) => word.isWord && word.pos === 'adverb' && !ASKING_LEMMAS.has(word.lemma) && adjectivesOfAdverb(word.lemma).length > 0);
}

// "PR", "MOT", "HR": a word of two to five capitals (a plural "s" allowed).
const ACRONYM = /\b([A-Z]{2,5})s?\b/g;

function acronymsIn(text: string): string[] {
  return [...text.matchAll(ACRONYM)].map((match) => match[1]!).filter((acronym) => acronym !== 'I');
}

/** Whether a text says an abbreviation's words in a row: "PR" in "my pull request", not in "PR" itself. */
function spellsOut(acronym: string, text: string): boolean {
  const initials = text.split(/[^\p{L}]+/u).filter(Boolean).map((word) => word[0]!.toUpperCase()).join('');
  return acronym.length >= 2 && initials.includes(acronym) && !new RegExp(`\\b${acronym}\\b`).test(text);
}

/** How rare a lemma is among the facts: 1 for a word one fact has, less the more facts share it. */
function rarity(lemma: string, meaning: BriefMeaning): number {
  const count = meaning.spread.get(lemma) ?? 0;
  if (count === 0) return 0;
  return Math.log(1 + meaning.facts.length / count) / Math.log(1 + meaning.facts.length);
}

// How many of a noun's senses a cousin is looked for in: "notice" is advance notification in its third.
const COUSIN_SENSES = 4;

/** Whether a noun, in its everyday senses, is two steps below one of these kinds. */
function isCousinOf(noun: string, kinds: ReadonlySet<string>): boolean {
  return relatedWords(noun, 'noun', COUSIN_SENSES).broader.some((term) => relatedWords(term, 'noun', 1).broader.some((kind) => kinds.has(kind)));
}

function wordScore(words: readonly ContentWord[], fact: FactMeaning, meaning: BriefMeaning, measured: string | null = null): number {
  let score = 0;
  for (const word of words) {
    // The verb of a phrasal verb asked is only part of what it asks ("turn" of "turn up", which is to arrive): it meets
    // the fact's own verb, never a word the fact's words were widened to ("turn" of "turn in", like "hand over").
    if (word.inPhrase) {
      score += fact.lemmas.get(word.lemma) === 1 ? rarity(word.lemma, meaning) * SYNONYM_WEIGHT : 0;
      continue;
    }
    let best = (fact.lemmas.get(word.lemma) ?? 0) * rarity(word.lemma, meaning);
    // An adverb by its adjectives and their like: "normally" asked, "my usual £22" written.
    if (word.pos === 'adverb') {
      for (const adjective of adjectivesOfAdverb(word.lemma)) {
        for (const form of [adjective, ...derivedWords(adjective, 'adjective')]) if (fact.lemmas.get(form) === 1) best = Math.max(best, SYNONYM_WEIGHT * rarity(form, meaning));
      }
      score += best;
      continue;
    }
    // The question's own word widened too: "youngster" asked, "kid" written.
    if (best < 1) {
      // A verb that means wanting only in a later sense ("miss": feel the lack of) does not reach the verb a want is
      // said by ("I want the six classes refunded"): "How many classes did you miss?" asks what was missed.
      const reachesWanting = word.pos !== 'verb' || meansWanting(word.lemma);
      const { synonyms: widened, broader: widenedBroader } = neighbours(word.lemma, word.pos);
      // A verb's like are verbs: "put" (position, place) does not reach "position" where the fact has it as a noun.
      const reaches = (lemma: string) => (reachesWanting || !WANTING_VERBS.has(lemma)) && !(word.pos === 'verb' && fact.nounsOnly.has(lemma));
      const synonyms = widened.filter(reaches);
      const broader = widenedBroader.filter(reaches);
      for (const synonym of synonyms) if (fact.lemmas.get(synonym) === 1) best = Math.max(best, SYNONYM_WEIGHT * rarity(synonym, meaning));
      // A word derived from the fact's, or it from the question's: "the gift" asked, "I gave" written.
      for (const derived of derivedWords(word.lemma, word.pos === 'other' ? 'any' : word.pos, undefined, WHOLE_SYNSETS)) if (fact.lemmas.get(derived) === 1) best = Math.max(best, SYNONYM_WEIGHT * rarity(derived, meaning));
      // …or the fact's word derived to the question's, in the fact word's commonest senses: "complained" written,
      // "the complaints" asked, though the noun's own commonest senses are an ailment and a cry.
      if (word.pos === 'noun' || word.pos === 'verb') {
        const otherPos = word.pos === 'noun' ? 'verb' : 'noun';
        for (const own of word.pos === 'noun' ? fact.verbs : fact.nouns) if (!own.includes(' ') && fact.lemmas.get(own) === 1 && derivedWords(own, otherPos).includes(word.lemma)) best = Math.max(best, SYNONYM_WEIGHT * rarity(own, meaning));
      }
      for (const term of broader) if (fact.lemmas.get(term) === 1) best = Math.max(best, BROADER_WEIGHT * rarity(term, meaning));
    }
    // "come from" asked, "travelled from" written: a verb and its preposition against the fact's, by the verbs' like.
    if (best < SYNONYM_WEIGHT && word.pos === 'verb' && word.lemma.includes(' ')) {
      const [verb, preposition] = word.lemma.split(' ') as [string, string];
      const { synonyms, broader } = neighbours(verb, 'verb');
      const alike = new Set([...synonyms, ...broader]);
      for (const [lemma, weight] of fact.lemmas) {
        if (weight !== 1 || !lemma.endsWith(` ${preposition}`) || lemma === word.lemma) continue;
        const other = lemma.slice(0, -preposition.length - 1);
        const otherWords = neighbours(other, 'verb');
        if (alike.has(other) || otherWords.synonyms.includes(verb) || otherWords.broader.includes(verb)) best = Math.max(best, SYNONYM_WEIGHT * rarity(lemma, meaning));
      }
    }
    // "hand over the deposit" asked, "paid a deposit" written; "drop the car off" asked, "left my car" written: a
    // phrasal verb by the verbs its senses are defined by, or by a broader term it shares with the fact's verb.
    if (best < SYNONYM_WEIGHT && word.pos === 'verb' && word.lemma.includes(' ')) {
      for (const verb of fact.verbs) best = Math.max(best, phrasalVerbMatch(word.lemma, verb) * rarity(verb, meaning));
    }
    // A word of the same kind as one of the fact's: both directly under one broader term ("outfit" and "costume",
    // both attire). Nouns only: verbs' broader terms ("get", "have") join almost anything.
    if (best < SIBLING_WEIGHT && word.pos === 'noun') {
      for (const term of neighbours(word.lemma, word.pos).broader) if (fact.siblings.has(term)) best = Math.max(best, SIBLING_WEIGHT * rarity(fact.siblings.get(term)!, meaning));
      // "Which subject…?" and "chemistry": a noun of the fact is a kind of the thing asked for.
      // "Do you have any evidence?" and "I have kept a diary…": a diary is defined as a written record, a record evidence.
      for (const noun of fact.nouns) if (best < 1 && (isKindOf(noun, word.lemma) || isKindOrDefinedAs(noun, word.lemma))) best = Math.max(best, rarity(noun, meaning));
    }
    // "How much warning…?" asked, "notice" written: the fact's noun, in one of its everyday senses, is a kind of a kind
    // of what the measured noun is a kind of (a notice is a telling, a telling an informing; a warning is an informing).
    // Only for the noun "how much" measures: any two nouns are that near somewhere ("finance" and "budget").
    if (best === 0 && word.pos === 'noun' && word.lemma === measured) {
      const kinds = new Set(neighbours(word.lemma, word.pos).broader);
      for (const noun of fact.nouns) if (best === 0 && isCousinOf(noun, kinds)) best = BROADER_WEIGHT * rarity(noun, meaning);
    }
    // A noun said where a verb of the same form fits ("the hire machine", "the repair bill"): its verb's synonyms.
    if (best < NOUN_AS_VERB_WEIGHT && word.pos === 'noun') {
      for (const synonym of relatedWords(word.lemma, 'verb').synonyms) if (fact.lemmas.get(synonym) === 1) best = Math.max(best, NOUN_AS_VERB_WEIGHT * rarity(synonym, meaning));
    }
    score += best;
  }
  return score;
}

/** The verbs a verb's WordNet senses are defined by: "drop off" → remove, leave ("remove (cargo…) from and leave"). */
function definingVerbs(verb: string, senses: number): Set<string> {
  return new Set(
    definitionsOf(verb, 'verb', senses)
      .flatMap((definition) => readWords(definition))
      .filter((word) => word.isWord && word.pos === 'verb' && !word.stopWord && !LIGHT_VERBS.has(word.lemma))
      .map((word) => word.lemma.toLowerCase()),
  );
}

/**
 * How near a phrasal verb asked is to a fact's verb: a synonym's weight when one of its senses is defined by the
 * fact's verb ("drop off": "…from and leave" and "left"), a broader term's when it is a kind of the fact's verb in one of
 * its senses ("hand over" a way to "give", which "pay" is too); 0 otherwise.
 */
function phrasalVerbMatch(phrase: string, verb: string): number {
  if (LIGHT_VERBS.has(verb)) return 0;
  if (definingVerbs(phrase, PHRASAL_SENSES).has(verb)) return SYNONYM_WEIGHT;
  const senses = new Set([verb, ...neighbours(verb, 'verb').synonyms]);
  return neighbours(phrase, 'verb').broader.some((term) => senses.has(term) && !LIGHT_VERBS.has(term)) ? BROADER_WEIGHT : 0;
}

// Words after "which" or "what" that are no noun of a kind asked for: "What got damaged?", "What is it?".
const NOT_FOCUS = new Set(['be', 'do', 'have', 'get', 'go', 'will', 'would', 'can', 'could', 'should', 'shall', 'may', 'might', 'must', 'happen', 'kind', 'sort', 'type', 'else', 'exactly', 'about', 'if']);
// Words that name a kind of the noun after their "of": "what sort of picture", "which type of boiler".
const KIND_NOUNS = new Set(['kind', 'sort', 'type']);
// Nouns that measure or point in a passing phrase ("off topic") but name a kind after "which": "Which subject…?".
const KINDS_OF_MATTER = new Set(['subject', 'topic', 'question']);
const QUESTION_START = new Set(['so', 'and', 'but', 'sorry', 'okay', 'ok', 'right', 'then', 'well', 'remind', 'me']);

/**
 * The kind of thing a question asks for by the noun its "which" or "what" governs: "Which subject let you down?" →
 * subject, "What colour was the van?" → colour; null when the word after it is no noun ("What got damaged?") or a
 * word of measure, time or amount that the kinds of detail already read ("What time…?", "What date…?").
 */
export function focusNoun(question: string): string | null {
  const words = readWords(question).filter((word) => word.isWord);
  const at = words.findIndex((word) => !QUESTION_START.has(word.lemma));
  if (at < 0 || !ASKING_DETERMINERS.has(words[at]!.lemma)) return null;
  // "What sort of picture…?", "Which kind of dog…?": the thing after the word of kind is what is asked for.
  const kindOf = KIND_NOUNS.has(words[at + 1]?.lemma.toLowerCase() ?? '') && words[at + 2]?.lemma === 'of' ? 2 : 0;
  // One describing word may come between: "Which other subject…", "What exact grade…".
  for (const word of words.slice(at + 1 + kindOf, at + 3 + kindOf)) {
    const lemma = word.lemma.toLowerCase();
    if (NOT_FOCUS.has(lemma) || word.stopWord) return null;
    // "What ran out?": a verb in a form of its own after "what" is the question's verb, "what" its subject.
    if (word.pos === 'verb' && word.text.toLowerCase() !== lemma) return null;
    if (word.pos === 'adjective' && !hasPartOfSpeech(lemma, 'noun')) continue;
    if (!hasPartOfSpeech(lemma, 'noun') || GENERIC_LEMMAS.has(lemma) || STOP_NOUNS.has(lemma) || (MEASURE_NOUNS.has(lemma) && !KINDS_OF_MATTER.has(lemma)) || DATE_NOUNS.has(lemma)) return null;
    // "Which test centre…?": the last noun of a compound is what is asked for.
    // Only when a verb of grammar follows it ("Which test centre is it at?"), never the question's own verb ("Which
    // subject let you down?").
    const next = words[words.indexOf(word) + 1];
    const after = words[words.indexOf(word) + 2];
    if (next && next.pos === 'noun' && !next.stopWord && hasPartOfSpeech(next.lemma.toLowerCase(), 'noun') && after && AUXILIARIES.has(after.lemma)) return next.lemma.toLowerCase();
    return lemma;
  }
  return null;
}

// Determiners that point at one thing already spoken of: "What was the fault?", "What's your excuse?".
const POINTING_DETERMINERS = new Set(['the', 'that', 'this', 'your', 'his', 'her', 'their', 'its', 'my', 'our']);

/**
 * The thing "what", a copula, a determiner and a noun ending the question ask for, with at most one describing word
 * before the noun: "What was the occasion?" → occasion, "What was the main problem?" → problem. It asks for the thing
 * the noun names in the facts as "Which occasion…?" does; null for anything else ("What was the trip for?", "What was
 * the shop called?", "What was it like?") and for a noun of measure, time or no meaning of its own ("What's the date?").
 */
export function thingAskedByCopula(question: string): string | null {
  const words = readWords(question).filter((word) => word.isWord);
  const at = words.findIndex((word) => !QUESTION_START.has(word.lemma));
  if (at < 0 || words[at]!.lemma !== 'what' || words[at + 1]?.lemma !== 'be' || !POINTING_DETERMINERS.has(words[at + 2]?.lemma ?? '')) return null;
  const phrase = words.slice(at + 3);
  const noun = phrase.at(-1);
  if (!noun || noun.pos !== 'noun' || phrase.length > 2 || phrase.slice(0, -1).some((word) => word.pos !== 'adjective')) return null;
  const lemma = noun.lemma.toLowerCase();
  if (!hasPartOfSpeech(lemma, 'noun') || GENERIC_LEMMAS.has(lemma) || STOP_NOUNS.has(lemma) || MEASURE_NOUNS.has(lemma) || DATE_NOUNS.has(lemma)) return null;
  return lemma;
}

// A firm a thing came from or was made by, by its name: "from Crumb & Co", "by Harlow Builders Ltd". Not a month or a day.
const FIRM_NAMED = /\b(?:from|by)\s+(?:the\s+)?(\p{Lu}[\p{L}'-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}'-]*)*)/u;

/** The name of the firm a fact says a thing came from or was made by ("Crumb & Co"), if any. */
export function firmNamed(answer: string): string | null {
  const name = FIRM_NAMED.exec(answer)?.[1];
  return name && !MONTH_OR_DAY.test(name.split(/\s+/)[0]!) ? name : null;
}

// How many of a verb's senses a question's doing is read in, and a fact's (its commonest only: what the fact says).
const DEFINED_SENSES = 2;

/** The nouns of a verb's WordNet definitions: "deliver" → destination, delivery; "arrive" → destination. */
function definingNouns(verb: string, senses: number): Set<string> {
  return new Set(
    definitionsOf(verb, 'verb', senses)
      .flatMap((definition) => readWords(definition))
      .filter((word) => word.isWord && word.pos === 'noun' && !word.stopWord && !STOP_NOUNS.has(word.lemma) && !GENERIC_LEMMAS.has(word.lemma))
      .map((word) => word.lemma.toLowerCase()),
  );
}

/** The doings a question names: its own verbs, and the verbs its nouns are made from ("the delivery" → deliver). */
function doingsNamed(question: string): string[] {
  return contentWords(question).flatMap((word) => {
    if (ASKING_LEMMAS.has(word.lemma) || word.stopWord) return [];
    if (word.pos === 'verb') return [word.lemma];
    return word.pos === 'noun' ? derivedWords(word.lemma, 'noun').filter((derived) => hasPartOfSpeech(derived, 'verb')) : [];
  });
}

/**
 * The one fact whose doing WordNet defines by the same thing as a doing the question names, for a question no fact
 * shares a word with: "Tell me about the delivery." (deliver: "bring to a destination") and "the cake arrived at
 * 4.15pm" (arrive: "reach a destination"). Null when none does, or more than one.
 */
export function factByDefinition(question: string, knowledge: Knowledge): Topic | null {
  const asked = new Set(doingsNamed(question).flatMap((verb) => [...definingNouns(verb, DEFINED_SENSES)]));
  if (asked.size === 0) return null;
  const holders = briefMeaning(knowledge).facts.filter(
    (fact) => !fact.topic.isBackground && fact.topic.kind === 'fact' && contentWords(fact.topic.answer).some((word) => word.pos === 'verb' && !AUXILIARIES.has(word.lemma) && [...definingNouns(word.lemma, 1)].some((noun) => asked.has(noun))),
  );
  return holders.length === 1 ? holders[0]!.topic : null;
}

// "What was it before?", "What did it used to be?", "What was it originally?": an earlier state asked for.
const ASKS_EARLIER = /\b(?:before|previously|originally|at first|used to be|to start with|beforehand)\W*$/i;
// "went up from £1,150 to £1,390": a change, told with the state before it and the one after.
const FROM_TO = /\bfrom\s+(\S+(?:\s+\S+)?)\s+to\s+\S+/gi;

/**
 * The one fact that tells a change from one figure to another, for a question after an earlier state that names no
 * thing of its own ("What was it before?" and "the weekly fee went up from £1,150 to £1,390"). Null otherwise.
 */
export function factOfEarlierState(question: string, knowledge: Knowledge): Topic | null {
  if (!ASKS_EARLIER.test(question.trim()) || contentWords(question).some((word) => word.pos === 'noun' && !word.stopWord && !STOP_NOUNS.has(word.lemma))) return null;
  const changes = briefMeaning(knowledge).facts.filter((fact) => !fact.topic.isBackground && [...fact.topic.answer.matchAll(FROM_TO)].some((change) => quantitiesIn(change[0]).length >= 2));
  return changes.length === 1 ? changes[0]!.topic : null;
}

/** The figure a change started from, asked for as an earlier state: "What was it before?" of "from £1,150 to £1,390" → £1,150. */
export function earlierFigureIn(question: string, answer: string): string | null {
  if (!ASKS_EARLIER.test(question.trim())) return null;
  const change = [...answer.matchAll(FROM_TO)].find((found) => quantitiesIn(found[0]).length >= 2);
  return change ? quantitiesIn(change[0])[0]!.text : null;
}

// "your old one", "the new one": "one" standing for a thing a describing word picks out.
const ONE_DESCRIBED = /\b(my|your|his|her|their|our|the)\s+(\p{Ll}+)\s+one\b/u;

/**
 * A question with "one" after a describing word said as the thing the brief's facts describe so: "What happened to
 * your old one?" → "…your old sofa?" when a fact speaks of "my old sofa" and of no other old thing. Unchanged otherwise.
 */
export function withOneNamed(question: string, knowledge: Knowledge): string {
  const found = ONE_DESCRIBED.exec(question);
  const described = found?.[2];
  if (!found || !described || readWords(described)[0]?.pos !== 'adjective') return question;
  const after = new RegExp(`\\b${described}\\s+(\\p{Ll}+)`, 'gu');
  const things = new Set(
    knowledge.topics
      .filter((topic) => topic.kind === 'fact')
      .flatMap((topic) => [...topic.answer.matchAll(after)].map((match) => match[1]!))
      .filter((word) => readWords(word)[0]?.pos === 'noun'),
  );
  if (things.size !== 1) return question;
  return question.replace(ONE_DESCRIBED, `$1 $2 ${[...things][0]!}`);
}

/**
 * How far into their nouns' senses the facts are read for a thing of a kind asked: their commonest senses (0) when a
 * fact holds one so, else the fewest senses in which one does, so the fact holding it in the earlier sense is the one
 * asked for ("What was the occasion?": a "60th birthday party" is one in its first sense, "a smaller party" of
 * guests only in the fourth of "party"); -1 when none does in any everyday sense.
 */
function sensesHolding(meaning: BriefMeaning, kind: string): number {
  const holds = (senses: number) => meaning.facts.some((fact) => !fact.topic.isBackground && !namesOnlyThemAs(fact, kind) && holdsThingOfKind(fact, kind, meaning.bodies, senses));
  for (let senses = 0; senses <= KIND_SENSES; senses += 1) if (holds(senses)) return senses;
  return -1;
}

/** Two nouns of a text that WordNet holds as one noun: "birthday party", "car park", "water main". */
function compoundNouns(text: string): string[] {
  const words = readWords(text).filter((word) => word.isWord);
  const found: string[] = [];
  for (let index = 1; index < words.length; index += 1) {
    const [left, right] = [words[index - 1]!, words[index]!];
    const compound = `${left.text.toLowerCase()} ${right.lemma}`;
    if (left.pos === 'noun' && right.pos === 'noun' && hasPartOfSpeech(compound, 'noun')) found.push(compound);
  }
  return found;
}

/** Whether any fact of the brief names the thing a "which" asks for, by its word or a synonym, or a thing of its kind. */
function holdsFocusIn(meaning: BriefMeaning, focus: string): boolean {
  return meaning.facts.some((fact) => !fact.topic.isBackground && !namesOnlyThemAs(fact, focus) && (fact.lemmas.get(focus) !== undefined || holdsThingOfKind(fact, focus, meaning.bodies)));
}

/**
 * Whether a fact is who the character is and the thing a "which" asks for is no kind of person: "Which dog was it?"
 * is not asked of "I'm a dog owner".
 */
function namesOnlyThemAs(fact: FactMeaning, focus: string): boolean {
  return isAboutThemselves(fact.topic) && !isPersonNoun(focus);
}

/**
 * Whether a "which" question asks for a kind of thing the brief holds none of ("Which test centre is it at?" when no
 * centre is named): false for a question without such a focus.
 */
export function asksForAThingNotHeld(question: string, knowledge: Knowledge): boolean {
  return asksOnlyForAThingNotHeld(plainValueWords(question), briefMeaning(knowledge));
}

/**
 * Whether a question names nothing but the thing its "which" asks for (and the words that qualify it: "Which test
 * centre…?"), and the brief holds no such thing. A question with words of its own ("Which course did Idris get a place
 * on?") is left to them, and one after a value the character wants ("What reduction do you need?") to that.
 */
function asksOnlyForAThingNotHeld(question: string, meaning: BriefMeaning): boolean {
  const focus = asksByFocus(question) ? focusNoun(question) : null;
  if (focus === null || ASKS_WANTED_VALUE.test(question) || holdsFocusIn(meaning, focus)) return false;
  const words = readWords(question).filter((word) => word.isWord);
  const at = words.findIndex((word) => word.lemma.toLowerCase() === focus);
  const phrase = new Set(words.slice(0, at + 1).map((word) => word.lemma.toLowerCase()));
  return at >= 0 && topicWords(question).every((word) => phrase.has(word.lemma.toLowerCase()));
}

/**
 * Whether a fact names a thing of the kind asked for: "chemistry" for a subject, "Scrabble" for a game, a photo (an
 * example WordNet's record names, so evidence: `isExampleOfKind`) for proof. With `senses`,
 * also a noun, or two nouns WordNet holds as one ("birthday party"), that is of the kind in one of its first `senses`
 * senses ("engagement party" for an occasion: "party" is one in its fourth).
 */
function holdsThingOfKind(fact: FactMeaning, kind: string, bodies: ReadonlySet<string>, senses = 0): boolean {
  // "Which bakery was it?" of "ordered a cake from Crumb & Co" when one side is a bakery manager: the firm a thing came
  // from is the body a side is named by, whatever its own name says.
  const isSideBody = bodies.has(kind) && firmNamed(fact.topic.answer) !== null;
  const key = `${kind}\u0000${isSideBody}\u0000${senses}\u0000${fact.topic.answer}`;
  const known = kindHeld.get(key);
  if (known !== undefined) return known;
  const inSenses = (noun: string) => senses > 0 && kindSenseOf(noun, kind, FOCUS_KIND_DEPTH, senses) > 0;
  const holds =
    isSideBody ||
    fact.nouns.some((noun) => noun !== kind && (isKindOf(noun, kind, FOCUS_KIND_DEPTH) || inSenses(noun) || isExampleOfKind(noun, kind))) ||
    (senses > 0 && compoundNouns(fact.topic.answer).some(inSenses)) || [...fact.topic.answer.matchAll(NAME_INSIDE)].some((match) => capitalisedKinds(match[1]!).includes(kind));
  if (kindHeld.size >= READING_CACHE_SIZE) kindHeld.delete(kindHeld.keys().next().value as string);
  kindHeld.set(key, holds);
  return holds;
}
// How far up WordNet's broader terms a thing of the kind a "which" asks for may lie: a breed is four steps below "dog"
// ("cocker spaniel" → spaniel → sporting dog → gun dog → dog), a field of study five below "subject" ("medicine").
const FOCUS_KIND_DEPTH = 5;
// What each fact was found to hold, per kind asked and per verb: read once, since every turn asks again.
const READING_CACHE_SIZE = 5000;
const kindHeld = new Map<string, boolean>();
const doingOf = new Map<string, boolean>();

// "What got damaged in the move?", "What was stolen?": a thing something was done to, asked by "what" and a passive
// verb; the fact that says it was done ("the table was scratched and the china was broken") holds it.
const ASKS_PASSIVE = /^\W*(?:(?:so|and|but|sorry|okay|ok|right|then|well)\W+)*(?:what|which)(?:\s+\w+)?\s+(?:got|get|gets|was|were|has been|have been|had been|is|are)\s+(?:\w+ly\s+)?(\w+(?:ed|en|n|t))\b/i;
const PASSIVE_IN_FACT = /\b(?:was|were|got|get|gets|been|be|is|are)\s+(?:\w+ly\s+)?(\w+(?:ed|en|n|t))\b/gi;
// A participle's senses reach its kinds of happening a few levels deep ("broken": damaged).
const PASSIVE_SENSES = 12;
const PASSIVE_MATCH = 1.2;

// "What has gone missing?", "What went missing?": a thing that came to be so, asked as a passive is ("missing" from
// "miss", whose senses hold "lose": "the hearing aid has been lost").
const ASKS_GONE = /^\W*(?:(?:so|and|but|sorry|okay|ok|right|then|well)\W+)*(?:what|which)(?:\s+\w+)?\s+(?:(?:has|have|had)\s+)?(?:gone|go|goes|went)\s+(\w+ing)\b/i;

/** The verb, as a lemma, whose done-to thing a question asks for ("What got damaged?" → damage); null for none. */
function passiveAsked(question: string): string | null {
  const participle = ASKS_PASSIVE.exec(question)?.[1] ?? ASKS_GONE.exec(question)?.[1];
  if (!participle) return null;
  const lemma = lemmaOf(participle);
  return hasPartOfSpeech(lemma, 'verb') ? lemma : null;
}

/**
 * Whether a fact says something was done to a thing, by the verb asked or one of its kinds ("broken" for damaged):
 * said in the passive ("the table was scratched") or as a doing to the thing named after it ("they … broke its roof").
 */
function saysItWasDone(answer: string, verb: string): boolean {
  const isDone = (lemma: string) => {
    if (lemma === verb) return true;
    const { synonyms, broader } = relatedWords(lemma, 'verb', PASSIVE_SENSES);
    return synonyms.includes(verb) || broader.includes(verb);
  };
  if ([...answer.matchAll(PASSIVE_IN_FACT)].some((match) => isDone(lemmaOf(match[1]!)))) return true;
  const words = readWords(answer).filter((word) => word.isWord);
  // A doing with its thing after it: a determiner or a noun next ("broke its roof", "scratched the table").
  return words.some((word, index) => word.pos === 'verb' && !word.stopWord && !LIGHT_VERBS.has(word.lemma) && DONE_TO_OPENING.test(words[index + 1]?.text ?? '') && isDone(word.lemma));
}
// The words that open the thing a doing is done to: a closed class of determiners.
const DONE_TO_OPENING = /^(?:the|a|an|my|our|your|his|her|their|its|this|that|these|those)$/i;

/** Whether a question's "which" or "what" governs a noun or a passive verb that says what it asks for ("Which subject…?", "What got damaged…?"). */
// "What software does the finance department use?": the thing is asked of a third party named as the subject (a
// determiner after the auxiliary), not of the character or what it speaks of as its own.
const ASKED_OF_A_THIRD_PARTY = /^\W*(?:what|which)\s+[a-z'-]+(?:\s+[a-z'-]+)?\s+(?:do|does|did|is|are|was|were|has|have|had|will|would|can|could)\s+(?:the|a|an|that|this|these|those)\s/i;

export function asksByFocus(question: string): boolean {
  if (ASKED_OF_A_THIRD_PARTY.test(question)) return false;
  return askedKinds(question).size === 0 && (focusNoun(question) !== null || passiveAsked(question) !== null);
}

// How far up a verb's broader terms a doing is still of the kind asked ("missing" → fail → let down).
const VERB_KIND_DEPTH = 2;
const VERB_KIND_SENSES = 6;
const FOCUS_VERB_MATCH = 0.5;

/** Whether a verb is a kind of another, a step or two up WordNet's broader terms: "miss" is a way to "let down". */
function isDoingOf(verb: string, kind: string): boolean {
  const key = `${verb}\u0000${kind}`;
  const known = doingOf.get(key);
  if (known !== undefined) return known;
  let level = [verb];
  let found = false;
  for (let step = 0; step < VERB_KIND_DEPTH && level.length > 0 && !found; step += 1) {
    level = [...new Set(level.flatMap((word) => relatedWords(word, 'verb', VERB_KIND_SENSES).broader))];
    found = level.includes(kind);
  }
  if (doingOf.size >= READING_CACHE_SIZE) doingOf.delete(doingOf.keys().next().value as string);
  doingOf.set(key, found);
  return found;
}

/**
 * The verb a "which" question's noun is the subject of, as a lemma, with its particle when WordNet knows the pair:
 * "Which subject let you down?" → "let down" (the tagger may take "let" for a noun).
 */
function verbAfterFocus(question: string, focus: string): string[] {
  const words = readWords(question).filter((word) => word.isWord);
  const at = words.findIndex((word) => word.lemma.toLowerCase() === focus);
  const verb = words[at + 1];
  if (at < 0 || !verb || AUXILIARIES.has(verb.lemma) || !hasPartOfSpeech(verb.lemma, 'verb')) return [];
  const particle = OBJECT_PRONOUNS.has(words[at + 2]?.lemma ?? '') ? words[at + 3] : words[at + 2];
  const phrase = particle && PARTICLES.has(particle.lemma) ? `${verb.lemma} ${particle.lemma}` : null;
  return phrase && relatedWords(phrase, 'verb').synonyms.length > 0 ? [phrase] : [verb.lemma];
}

/** Whether a fact does what the question's own verbs say, by one of its verbs of that kind ("Which subject let you down?" and "missing by one grade"). */
function doesWhatIsAsked(fact: FactMeaning, questionVerbs: readonly string[]): boolean {
  if (questionVerbs.length === 0) return false;
  const verbs = contentWords(fact.topic.answer).filter((word) => word.pos === 'verb').map((word) => word.lemma);
  return verbs.some((verb) => questionVerbs.some((asked) => verb !== asked && isDoingOf(verb, asked)));
}

// "What grade do you need?", "What discount are you after?", "What figure are you hoping for?": a value the character
// needs or wants, asked for by what it is. The fact that states a need or a want with a value ("I need a 7 in Maths",
// "I want the price cut by £200") answers it.
const ASKS_WANTED_VALUE = /^\W*(?:(?:so|and|but|okay|ok|right|then|well|sorry)\W+)*(?:what|which)\s+(?:[\w-]+\s+){1,3}?(?:(?:do|does|did|would|will)\s+(?:you|they|he|she)\s+(?:need|want|require|expect)|(?:are|were|is)\s+(?:you|they|he|she)\s+(?:after|hoping for|looking for|asking for|holding out for|expecting))\b/i;
// A fact that says what the character needs or wants: "needs", "wants", "requires", "asks for", "would accept".
const STATES_A_WANT = /\b(?:needs?|needed|wants?|wanted|requires?|required|asks? for|asking for|would accept|hoping for|expects?)\b/i;
// A value said without a number: a grade or a band ("AAA", "a B in Chemistry", "a 2:1").
const VALUE_WORDS = /\b(?:[A-E]\*?|[A-E]{2,3}\*?|\d:\d)\b(?=[\s,.;]|$)/;
const WANTED_VALUE_MATCH = 1.2;

/** Whether a question asks for a value the character needs or wants by what it is: "What grade do you need?". */
export function asksForWantedValue(question: string): boolean {
  return ASKS_WANTED_VALUE.test(question) || asksForAnIntendedValue(question);
}

// The most words after a verb WordNet may read with it as one ("have in mind").
const VERB_PHRASE_WORDS = 3;

/**
 * "What figure did you have in mind?": a "what" or "which" before a noun, asked of "you" by a verb (with the words
 * after it WordNet reads with it as one) that means intending, or whose synonym does ("have in mind" → "mean" →
 * "intend"). A value intended is a value wanted; "What figure did you remember?" asks none.
 */
function asksForAnIntendedValue(question: string): boolean {
  const words = readWords(question).filter((word) => word.isWord);
  const what = words.findIndex((word) => ASKING_DETERMINERS.has(word.lemma));
  if (what < 0 || words[what + 1]?.pos !== 'noun') return false;
  const you = words.findIndex((word, index) => index > what + 1 && word.lemma === 'you');
  const verb = words.findIndex((word, index) => you >= 0 && index > you && word.pos === 'verb');
  if (verb < 0) return false;
  for (let length = VERB_PHRASE_WORDS; length >= 1; length -= 1) {
    const phrase = words.slice(verb, verb + length);
    if (phrase.length < length) continue;
    const { synonyms } = relatedWords(phrase.map((word) => word.lemma).join(' '), 'verb');
    if (synonyms.length === 0) continue;
    return [phrase[0]!.lemma, ...synonyms].some((lemma) => INTENDING_LEMMAS.has(lemma)) || synonyms.some((synonym) => relatedWords(synonym, 'verb').synonyms.some((lemma) => INTENDING_LEMMAS.has(lemma)));
  }
  return false;
}

/** Whether a fact states a want or a need that holds a value: a figure, a date, a grade. */
function statesWantedValue(fact: FactMeaning): boolean {
  return wantedBySomeone(fact.topic.answer) && (fact.quantities.some((quantity) => quantity.kind !== 'share') || VALUE_WORDS.test(fact.topic.answer.replace(/^I\b/, '')));
}

// "I have asked to work 7.30 am to 3.30 pm": a request made stands as a want of the one who made it.
const ASKED_TO = /\bask(?:s|ed)?\s+to\b/gi;
// Where the clause a want is said in starts: what comes before belongs to another's subject.
const CLAUSE_START = /[,;:]|\b(?:so|and|but|because|while|although)\b/i;
// The personal pronouns that can be the subject of a want (a closed class).
const PERSONAL_SUBJECTS: ReadonlySet<string> = new Set(['i', 'we', 'you', 'he', 'she', 'they', 'who']);
// The kinds of noun that can want something: people, and bodies of people (a council, a university).
const WANTING_KINDS = ['person', 'group'];

/**
 * Whether a text states a want of someone's: a verb of wanting or a request ("I have asked to…", "The council
 * requires…") whose subject is a person, a body of people or a personal pronoun, not a thing that only calls for
 * something ("Month-end reporting needs someone in the office until 6 pm"). A want said with no subject of its own in
 * its clause ("…and needs…") is taken as someone's.
 */
function wantedBySomeone(answer: string): boolean {
  const wants = [...answer.matchAll(new RegExp(STATES_A_WANT.source, 'gi')), ...answer.matchAll(ASKED_TO)];
  return wants.some((want) => {
    const clause = answer.slice(0, want.index).split(CLAUSE_START).at(-1) ?? '';
    const subject = readWords(clause)
      .filter((word) => word.isWord && word.pos !== 'adverb' && !(word.pos === 'verb' && AUXILIARY_LEMMAS.has(word.lemma)))
      .at(-1);
    if (!subject) return true;
    if (subject.pos === 'other') return PERSONAL_SUBJECTS.has(subject.lemma);
    // "Month-end reporting needs…": a doing named as a noun is no one who wants.
    if (subject.pos !== 'noun') return false;
    return /^\p{Lu}/u.test(subject.text) || nounKinds(subject.lemma, 1).some((kind) => WANTING_KINDS.includes(kind));
  });
}

// "What did the suit itself cost you?" and "The suit cost £600", before "…my wedding suit … for alterations costing
// £95": two of the question's words said together, in its order, say the same thing more closely than each alone.
// Pronouns and other stop words between them ("the suit itself cost") are skipped.
const PAIR_MATCH = 0.6;
const pairsCache = new Map<string, ReadonlySet<string>>();

/** The pairs of a text's content lemmas said one after the other (stop words between skipped), as "a b". */
function lemmaPairs(text: string): ReadonlySet<string> {
  const known = pairsCache.get(text);
  if (known) return known;
  const lemmas = readWords(text)
    .filter((word) => word.isWord && !word.stopWord && !GENERIC_LEMMAS.has(word.lemma) && !/^\d/.test(word.lemma))
    .map((word) => word.lemma.toLowerCase());
  const pairs = new Set(lemmas.slice(1).map((lemma, index) => `${lemmas[index]} ${lemma}`));
  if (pairsCache.size >= READING_CACHE_SIZE) pairsCache.delete(pairsCache.keys().next().value as string);
  pairsCache.set(text, pairs);
  return pairs;
}

// "What's the reference?", "What's your reference number?": an identifier asked for by what it is called, as the
// thing the question ends on ("Did the reference mention it?" asks about a reference, not for one).
const IDENTIFIER_ASKED = /\b(?:reference|ref)(?:\s+number)?\W*(?:again|please|then)?\W*$/i;
// "HE-20931", "PH-4471", "AB123456", "#4127", "reference 48213": letters and digits that name one thing, not a count.
const IDENTIFIER = /\b(?=[A-Z0-9/-]*[A-Z])(?=[A-Z0-9/-]*\d)[A-Z0-9]{2,}(?:[-/][A-Z0-9]+)+\b|\b[A-Z]{2,}\d{3,}\b|#\d{3,}\b|\b(?:reference|ref|number|code|id)\s+(?:is\s+)?\d{3,}\b/;
const IDENTIFIER_MATCH = 1.2;

/** Whether a question asks for an identifier by its name ("What's the reference?"), not for a count. */
function asksForIdentifier(question: string): boolean {
  return IDENTIFIER_ASKED.test(question);
}

// "Which invoice…?", "Which order is it?": the thing a "which" picks out, by its noun.
const WHICH_NOUN = /\bwhich\s+(\p{L}+)/iu;

/**
 * Whether a fact names the thing a "which" asks about by its number or code ("Which invoice is this about?" and
 * "…sent invoice 2231 for £2,800"): that names which one it is, before any sum the fact holds.
 */
function namesWhichByNumber(question: string, answer: string): boolean {
  const noun = WHICH_NOUN.exec(question)?.[1];
  if (!noun) return false;
  const lemma = lemmaOf(noun.toLowerCase());
  const words = readWords(answer);
  return words.some((word, index) => word.isWord && word.lemma === lemma && /^#?[A-Z]*\d[\dA-Z/-]*$/i.test(words[index + 1]?.text ?? '') && !/^\d{1,2}$/.test(words[index + 1]?.text ?? ''));
}

// "What did they promise you?", "What were you guaranteed?": what someone undertook to do, asked for by a verb of
// promising (WordNet's "promise" or one of its kinds and like: "guarantee", "assure", "pledge").
const PROMISE = 'promise';
// "promised a replacement", "said an engineer would call", "told me it will be fixed": an undertaking reported.
const UNDERTAKING = /\b(?:promised|promises|guaranteed|assured|pledged|vowed)\b|\b(?:said|told|agreed|confirmed|wrote)\b[^.;]*?\b(?:would|will|'d|'ll)\b/i;
const UNDERTAKING_MATCH = 1.2;

// "What was in the case?", "What's inside the box?": what a thing held, which a fact tells by a verb of containing ("It
// held my work laptop and two suits"), WordNet's "contain" or one sharing a sense with it ("hold", "carry").
const ASKS_CONTENTS = /^\W*(?:(?:so|and|but|sorry|okay|ok|right|then|well)\W+)*what(?:'s|\s+(?:was|is|were|are))\s+(?:in|inside)\s+(?:the|your|that|this|it)\b/i;
const CONTAIN = 'contain';
const CONTENTS_MATCH = 1.2;

/** Whether a fact tells what something held: one of its verbs shares a sense with "contain". */
function tellsContents(fact: FactMeaning): boolean {
  return fact.verbs.some((verb) => sharesASense(verb, CONTAIN, 'verb'));
}

// "What were you told?", "What did they tell you last time?", "What did the airline say?": what the other side said to
// the character, asked by a verb of telling (WordNet's "tell" or a kind of it, or "say") with the character told or
// another party telling, never the character ("What did you tell them?").
const TOLD_TO_THEM = /^\W*(?:(?:so|and|but|okay|ok|right|then|well|sorry)\W+)*what\s+(?:(?:were|was|have|had)\s+you\s+(?:been\s+)?(\w+)|(?:did|have|has|had)\s+(?!you\b)(?:the\s+)?\w+\s+(\w+))\b/i;
const SAY = 'say';

/**
 * Whether a question asks what was promised: a verb or noun of promising among its words, or what the other side
 * told the character ({@link TOLD_TO_THEM}), which a reported undertaking answers ("they promised me a callback").
 */
function asksForUndertaking(words: readonly Word[], question: string): boolean {
  const told = TOLD_TO_THEM.exec(question);
  const tellingVerb = told ? verbLemmaOf(told[1] ?? told[2]!) : null;
  if (tellingVerb !== null && (tellingVerb === SAY || isKindOfTelling(tellingVerb))) return true;
  return words.some((word) => (word.pos === 'verb' || word.pos === 'noun') && (word.lemma === PROMISE || (word.pos === 'verb' && [...relatedWords(word.lemma, 'verb').synonyms, ...relatedWords(word.lemma, 'verb').broader].includes(PROMISE))));
}

// "Since when…?" asks when a state began: a fact with its start ("since January", "two years ago") answers it, a length alone does not.
const SINCE_WHEN = /\bsince when\b/i;
// "runs from 1 to 21 December", "from 4 July": the first day a thing runs from is its start.
const MONTH_NAME = '(?:january|february|march|april|may|june|july|august|september|october|november|december)';
const STATES_START = new RegExp(String.raw`\b(?:since|ago|began|started|starting)\b|\bfrom\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:(?:\s+of)?\s+${MONTH_NAME}|\s*(?:to|until|till|-|–)\s*\d{1,2}(?:st|nd|rd|th)?(?:\s+of)?\s+${MONTH_NAME})\b`, 'i');

// "the editor, Hannah Brooke", "a stylist called Jade", "the mechanic Callum Reid": a noun and the name it is given.
const NOUN_BEFORE_NAME = new RegExp(String.raw`\b([a-z]+),?\s+(?:called\s+|named\s+)?(?:${TITLE_WRITTEN}\s+)?\p{Lu}\p{Ll}+`, 'gu');
const PERSON_NAMED_MATCH = 0.5;

/**
 * Whether the noun a name is given after names a person: WordNet files it under persons, or it is an agent noun WordNet
 * does not hold and the name is a person's ("our installer, Ravi Patel"; "the reseller, Cobalt Systems" is a firm).
 */
function isPersonBeforeName(match: RegExpMatchArray): boolean {
  const noun = lemmaOf(match[1]!);
  if (isPersonNoun(noun)) return true;
  const name = /\p{Lu}\p{Ll}+$/u.exec(match[0])?.[0] ?? '';
  return namesAPersonByKind(noun) && isNameOnly(name);
}

/** Whether a fact names someone as a person by what they are (WordNet files the noun before the name under persons). */
function namesAPersonByRole(answer: string): boolean {
  // A name given right after the noun says which sense the noun is in: "your cleaner, Maureen" is a person, though a
  // cleaner is first of all something to clean with.
  // The word is read as written too: "cleaner" is not the adjective "clean" there.
  return [...answer.matchAll(NOUN_BEFORE_NAME)].some((match) => isPersonBeforeName(match) || [lemmaOf(match[1]!), match[1]!].some((noun) => nounKinds(noun, PERSON_SENSES).includes('person')));
}

/** How many of a noun's senses are read for a person's sense when a name follows it. */
const PERSON_SENSES = 3;

// "the technician, Ryan Cole", "a new groomer, Kayleigh Ward": a noun after a determiner (so no verb: "if I miss
// Bristol"), with a describing word at most, and the name it is given.
const PERSON_INTRODUCED = new RegExp(String.raw`\b(?:[Tt]he|[Aa]n?|[Mm]y|[Oo]ur|[Yy]our|[Hh]is|[Hh]er|[Tt]heir)\s+(?:[a-z-]+\s+)?([a-z]+),?\s+(?:called\s+|named\s+)?(?:${TITLE_WRITTEN}\s+)?\p{Lu}\p{Ll}+`, 'gu');

/** Whether a fact introduces a person by what they are and then their name: "the engineer, Lee Dawson", "our installer, Ravi Patel". */
function introducesAPerson(answer: string): boolean {
  return [...answer.matchAll(PERSON_INTRODUCED)].some(isPersonBeforeName);
}

// "What did he do?", "What has she actually done to it?": a doing asked of another person, by a pronoun for them.
const WHAT_SOMEONE_DID = /\bwhat\s+(?:did|does|has|had)\s+(he|she|they)\s+(?:\w+ly\s+)?(?:do|done)\b/i;

/** Whether a question asks what another person did: "And what did he actually do to the door?". */
export function asksWhatSomeoneDid(question: string): boolean {
  return WHAT_SOMEONE_DID.test(question);
}

/** Who a question asks the doings of, as its pronoun ("he"), or null: "What did he actually do to the door?" → he. */
export function doerAsked(question: string): string | null {
  return WHAT_SOMEONE_DID.exec(question)?.[1]?.toLowerCase() ?? null;
}

// "What happened…?" in the past, not "What happens if…?".
const PAST_HAPPENING = /\bhappened\b/i;
// Words by which a question points back to what the line has just named: "What happened there / to it / then?".
const POINTS_BACK = /\b(?:there|that|it|then)\b/i;

/** Whether a question asks what happened, in the past: an event, which a fact tells with its time. */
export function asksForAnEvent(question: string): boolean {
  // "You used to run the insights slot, didn't you? What happened there?": the thing a sentence before names is what
  // is asked about, and its words decide, not the time a fact tells.
  const sentences = splitSentences(question);
  const asking = sentences.findIndex((sentence) => PAST_HAPPENING.test(sentence));
  if (asking > 0 && POINTS_BACK.test(sentences[asking]!)) return false;
  return (PAST_HAPPENING.test(question) && readWords(question).some((word) => word.pos === 'verb' && word.lemma === HAPPEN_LEMMA && !word.negated)) || asksWhatChanged(question) || asksHowItHasGone(question);
}

// "How have things been…?", "How has the shop gone?": "how", a perfect "have" and, after its subject, "been" or "gone".
const HOW_IT_HAS_GONE = /^\W*(?:(?:so|and|well|anyway)\W+)*how (?:have|has|'s) (?!you\b)(\w+(?:\s+\w+){0,2}?) (?:been|gone)\b/i;

/**
 * "How have things been with the kitchen this year?", "How has the surgery been lately?": how something (never "you",
 * which asks how they are) has fared up to now, which what happened to it tells: an event too.
 */
function asksHowItHasGone(question: string): boolean {
  return HOW_IT_HAS_GONE.test(question.replace(/[’‘]/g, "'"));
}

// WordNet's file for verbs of change ("change", "shift", "alter").
const CHANGE_VERB_KIND = 'change';

/**
 * "What has changed in your role recently?", "What changed?": "what" the doer of a verb WordNet files first as one of
 * change, in the past: what changed is an event too. "What did you change?" asks what the character did.
 */
function asksWhatChanged(question: string): boolean {
  const words = readWords(question).filter((word) => word.isWord);
  const what = words.findIndex((word) => word.lemma === 'what');
  if (what < 0) return false;
  let at = what + 1;
  while (words[at] !== undefined && words[at]!.pos === 'verb' && AUXILIARIES.has(words[at]!.lemma)) at += 1;
  const verb = words[at];
  return verb !== undefined && verb.pos === 'verb' && !verb.negated && verb.text.toLowerCase() !== verb.lemma && !/(?:s|ing)$/i.test(verb.text) && verbKinds(verb.lemma, 1)[0] === CHANGE_VERB_KIND;
}

const HAPPENED_TO = /\bhappened\s+to\b/i;
// "…instead?", "…in its place?": what was done in place of what did not happen.
const INSTEAD = /\binstead\b|\bin (?:its|their|his|her) place\b/i;
// "instead", "had to", "rather than": a doing put in place of another, said outright.
const DONE_IN_PLACE = /\binstead\b|\bin place of\b|\brather than\b|\b(?:had|have|has) to\b/i;
// Where a sentence goes on to another clause: "…did not arrive, because …, and the club paid…".
const NEXT_CLAUSE = /,\s*(?:and|so)\s+|;\s*/g;

/**
 * Whether a sentence tells what was done in place of something: "instead", "had to", or a doing that did not happen
 * followed by a clause with one that did ("The coach did not arrive, …, and the club paid £1,150 for two minibuses").
 */
function tellsASubstitute(answer: string): boolean {
  return DONE_IN_PLACE.test(answer) || substituteClause(answer.split(NEXT_CLAUSE)) >= 0;
}

// A question that asks for what was done ("What did you…", "Where did they…"), not one that offers or wonders what
// would be ("Would you take your money back instead?", "What would you like instead?").
const ASKS_WHAT_WAS_DONE = /^\s*(?:so,?\s+|and\s+)?(?:what|where|who|how|which)\b(?![^?]*\b(?:would|could|will|might|'d|'ll)\b)/i;

/** Whether a question asks what was done in place of something ("What did you have to do instead?"). */
export function asksWhatWasDoneInstead(question: string): boolean {
  return INSTEAD.test(question) && ASKS_WHAT_WAS_DONE.test(question.replace(/[’‘]/g, "'"));
}

// "so far", "how far", "far along", "up to now": how much of a piece of work is done, asked of "you" ("Have you paid
// yet?" asks whether a thing was done, not how far the work has got).
const SO_FAR = /\b(?:so far|how far|far along|up to now)\b/i;

/**
 * Whether a question asks how far the character has got with something: "What have you got done so far?", "How far
 * have you got?", "How far along are you?". A length, a date, a sum or a reason asked for is no progress asked.
 */
export function asksProgress(question: string, asked: ReadonlySet<AskedKind>): boolean {
  return SO_FAR.test(question) && SECOND_PERSON.test(question) && !['howLong', 'when', 'money', 'why'].some((kind) => asked.has(kind as AskedKind));
}

let completingWords: ReadonlySet<string> | null = null;
/** Verbs of getting a piece of work done or under way, by WordNet's first senses of "finish", "complete" and "start". */
function completingLemmas(): ReadonlySet<string> {
  completingWords ??= new Set(['finish', 'complete', 'start', 'begin', ...['finish', 'complete', 'start'].flatMap((verb) => relatedWords(verb, 'verb', 1).synonyms)].filter((lemma) => !lemma.includes(' ')));
  return completingWords;
}

/** Whether a fact tells how far a piece of work has got: "I have finished the experiments but not the write-up." */
function tellsProgress(answer: string): boolean {
  return readWords(answer).some((word) => word.isWord && (word.pos === 'verb' || word.pos === 'adjective') && completingLemmas().has(word.lemma));
}

/**
 * Of a sentence's clauses, the one that tells what was done in place of a doing an earlier one denies ("…did not
 * arrive", "because…", "and the club paid £1,150 for two minibuses" → the last), never a reason; -1 when none does.
 */
export function substituteClause(clauses: readonly string[]): number {
  const denies = clauses.findIndex((clause) => deniedDoings(clause).size > 0);
  if (denies < 0) return -1;
  return clauses.findIndex((clause, index) => index > denies && !CAUSE_AFTER.test(clause) && readWords(clause).some((word) => word.isWord && word.pos === 'verb' && !word.negated && !LIGHT_VERBS.has(word.lemma)));
}
// How many words of grammar ("had", "been", "badly") may stand between a thing and the verb that says what it did.
const BEFALLS_WITHIN = 3;

/** Whether a sentence has one of these things as the subject of a doing: "the jacket had shrunk", "the pipe burst". */
function befalls(answer: string, nouns: readonly string[]): boolean {
  const words = readWords(answer).filter((word) => word.isWord);
  return words.some((word, index) => {
    if (word.pos !== 'noun' || !nouns.includes(word.lemma)) return false;
    let afterAuxiliary = false;
    for (const next of words.slice(index + 1, index + 1 + BEFALLS_WITHIN)) {
      // "the sofa had split": after "had" or "was", a word WordNet knows as a verb is one, whatever the tagger made of it.
      if ((next.pos === 'verb' || (afterAuxiliary && hasPartOfSpeech(next.lemma, 'verb'))) && !LIGHT_VERBS.has(next.lemma)) return true;
      if (!(next.pos === 'adverb' || (next.pos === 'verb' && AUXILIARIES.has(next.lemma)))) return false;
      afterAuxiliary ||= next.pos === 'verb';
    }
    return false;
  });
}

// "the weekly claims report", "a monthly fee": a word of frequency between a determiner and the noun it describes.
const THING_OF_A_FREQUENCY = /\b(?:the|a|an|my|our|your|their|his|her|its)\s+(?:daily|weekly|fortnightly|monthly|yearly|annual)\b/gi;

/** Whether a fact tells something that happened once, at a time it says: a date, a clock time or a day, not "every Saturday". */
function tellsAnEvent(fact: FactMeaning): boolean {
  return tellsAHappening(fact.topic.answer, fact.quantities);
}

/**
 * Whether a sentence tells something that happened once, at a time it says ("My boiler broke down on 2 January"), not
 * what goes on every week nor a state that runs up to now.
 */
export function tellsAHappening(answer: string, quantities: readonly Quantity[] = quantitiesIn(answer)): boolean {
  // "I took over the weekly claims report in June": a word of frequency before a noun says what the thing is, not how
  // often the doing happens.
  if (FREQUENCY.test(answer.replace(THING_OF_A_FREQUENCY, ' '))) return false;
  // "The mirror has been faulty since August and I reported it twice": a time a state has run from up to now dates
  // no happening, so only the clauses that do not run up to now are read for one.
  // "Last autumn an outage took the system down": a season, a term or a weekend gone by dates a happening as a day
  // does; "two classes left this term" is a stretch still running, no happening.
  const datesIt = (text: string) => POINT_IN_TIME.test(text) || saysAPointInTime(text, true);
  if (!runsUpToNow(answer)) return quantities.some((quantity) => quantity.kind === 'date' || quantity.kind === 'time') || datesIt(answer);
  return answer
    .split(EVENT_CLAUSES)
    .filter((clause) => !runsUpToNow(clause))
    .some((clause) => quantitiesIn(clause).some((quantity) => quantity.kind === 'date' || quantity.kind === 'time') || datesIt(clause));
}
// Where a sentence goes on to another clause, each read alone for the time of a happening.
const EVENT_CLAUSES = /[,;]\s*|\s+(?:and|but)\s+/;

// The verb a question of how long something lasts is asked with.
const LASTING_VERB = 'take';

/** The brief's facts the question asks for, by meaning, best first; only those scoring at least MEANING_MIN_SCORE (or all). */
export function meaningMatches(question: string, knowledge: Knowledge, everyFact = false, wordsRead: 'all' | 'things' = 'all'): MeaningMatch[] {
  question = plainValueWords(question);
  const meaning = briefMeaning(knowledge);
  if (meaning.facts.length === 0) return [];
  // Read for 'things', a fact is joined by the question's nouns and describing words only: "Have you seen any good
  // films?" is not about a fact that says "more than people see".
  const asked = askedKinds(question);
  // "How long was it supposed to take?": "take" says the length asked for (WordNet's "require time"), not a doing to
  // find in the facts ("I have taken four days off").
  const words = [...topicWords(question), ...describingAdverbs(question)].filter((word) => (wordsRead === 'all' || word.pos !== 'verb') && !(asked.has('howLong') && word.pos === 'verb' && word.lemma === LASTING_VERB));
  const figures = quantitiesIn(question).filter((quantity) => quantity.kind !== 'share');
  const countedThing = COUNTED.exec(question)?.[1] ? lemmaOf(COUNTED.exec(question)![1]!) : null;
  // A kind only one fact holds is that fact's own: "When…?" with one dated fact needs no shared word.
  // "What time…?" is held only by a fact with a time of day ("starts at 5am"), not by one with dates alone.
  const asksClock = CLOCK_TIME.test(question);
  const asksHours = ASKS_HOURS.test(question);
  const asksDate = ASKS_DATE.test(question);
  const asksDay = ASKS_DAY.test(question);
  // "What hours…?" asks for a span of the clock: where a fact states a range of hours ("7.30 am to 3.30 pm"), a fact
  // with a single time ("until 6 pm") does not hold it.
  const hoursHeld = ASKS_HOURS.test(question) && meaning.facts.some((fact) => !fact.topic.isBackground && clockRangesIn(fact.topic.answer).length > 0);
  // Who the character is holds a detail only for a question about them ("Where are you based?"), not for one about
  // the matter ("Where is it stuck?" is not asked of "I'm a buyer in Leeds").
  // "your trade", "your flat" make the question about the thing; "you", or "your job", about the character itself.
  // "How far behind are we with you?", "Who did the work on you?": "you" after a preposition, the one a thing is done
  // to or owed, is not a question about the character itself.
  const asksAboutThem = (ASKS_ABOUT_YOU.test(question) && !namesYouOnlyAfterAPreposition(question)) || new RegExp(`\\byour\\s+${ABOUT_THEMSELVES_WORD.source}`, 'i').test(question);
  const asksStart = SINCE_WHEN.test(question);
  // "How long is left on your contract?", "How long until the wedding?": a length ahead, which the date a thing ends
  // or happens on tells as well as a length ("My contract ends on 3 February").
  const asksAhead = ASKS_AHEAD.test(question);
  const asksLapse = asked.has('howLong') && !asksAhead && ASKS_LAPSE.test(question);
  // "How long have you had the contract?" and "My contract started in September 2021": a start up to now tells it.
  const asksUpToNow = ASKS_UP_TO_NOW.test(question);
  const asksDeadline = (asked.has('when') || asked.has('howLong')) && ASKS_DEADLINE.test(question);
  // "When did it all start going wrong?": where a fact tells a start ("since August"), a date something else falls on
  // ("stop deliveries on Friday") does not answer it.
  const asksBeginning = asked.has('when') && questionStartsSomething(question) && meaning.facts.some((fact) => !fact.topic.isBackground && STATES_START.test(fact.topic.answer));
  // "What was the trip for?" asks only for a purpose; "Why did you need it cleaned?" for a purpose or a cause.
  const asksOnlyPurpose = ASKS_WHAT_FOR.test(question);
  const asksPurpose = asked.has('why') && (asksOnlyPurpose || ASKS_OWN_REASON.test(question));
  // "Where were you flying to?" asks where they went, which a fact naming only where they live or work ("I'm a hotel
  // receptionist in Glasgow") does not tell, when a fact names a place gone to ("…to take me to the airport").
  const asksPlaceGoneTo = asked.has('where') && ASKS_WHERE_TO.test(question) && meaning.facts.some((fact) => !fact.topic.isBackground && namesPlaceGoneTo(fact.topic.answer));
  // "Where did you stay?" asks where they were, which a fact naming only places gone to or from ("the flight from
  // Glasgow to Dublin") does not tell, when a fact names a place one was at ("a hotel room near the airport").
  // "Who were the payments to?" asks for the party they went to, which a fact naming one tells ("…all to an online
  // electronics shop") and no fact about something else does, whatever name it opens on ("Card was in my purse").
  const asksPartyGoneTo = asked.has('who') && ASKS_WHO_TO.test(question) && meaning.facts.some((fact) => !fact.topic.isBackground && namesPartyGoneTo(fact.topic.answer));
  const asksPlaceBeenAt = asked.has('where') && !asksPlaceGoneTo && asksWhereBeen(question) && meaning.facts.some((fact) => !fact.topic.isBackground && namesPlaceBeenAt(fact.topic.answer));
  const holdsKind = (fact: FactMeaning, kind: AskedKind) =>
    (asksAboutThem || !isAboutThemselves(fact.topic)) &&
    !(kind === 'where' && asksPlaceGoneTo && !namesPlaceGoneTo(fact.topic.answer)) &&
    !(kind === 'where' && asksPlaceBeenAt && !namesPlaceBeenAt(fact.topic.answer)) &&
    !(kind === 'who' && asksPartyGoneTo && !namesPartyGoneTo(fact.topic.answer)) &&
    ((kind === 'who' && asksPartyGoneTo) ||
      (kind === 'why' && asksOnlyPurpose ? fact.purpose : fact.kinds.has(kind) || (kind === 'why' && asksPurpose && fact.purpose) || (kind === 'howLong' && asksAhead && fact.kinds.has('when')) || (kind === 'howLong' && asksUpToNow && statesAStart(fact.topic.answer)) || ((kind === 'when' || kind === 'howLong') && asksDeadline && statesADeadline(fact.topic.answer)))) &&
    !(asksClock && kind === 'when' && !fact.quantities.some((quantity) => quantity.kind === 'time')) &&
    !(hoursHeld && kind === 'when' && clockRangesIn(fact.topic.answer).length === 0) &&
    // "Which dates…?" is held only by a fact with a date ("from 9 to 16 August"), not by "in the autumn".
    !(asksDate && kind === 'when' && !fact.quantities.some((quantity) => quantity.kind === 'date' || quantity.kind === 'year')) &&
    // "Which day was the appointment?" is held by a fact with a date or a day ("the morning of 14 May"), not by one
    // with clock times alone ("I waited in from 8 o'clock until gone one").
    !(asksDay && kind === 'when' && !fact.quantities.some((quantity) => quantity.kind === 'date' || quantity.kind === 'year') && !NAMES_A_DAY.test(fact.topic.answer)) &&
    !(asksStart && kind === 'howLong' && !STATES_START.test(fact.topic.answer)) &&
    !(asksBeginning && kind === 'when' && !STATES_START.test(fact.topic.answer));
  const holders = (kind: AskedKind) => meaning.facts.filter((fact) => holdsKind(fact, kind)).length;
  // Words decide only among the facts that hold what is asked: "What time do you need to be at work?" is not decided
  // by a fact that shares "work" but holds no time.
  const canAnswer = (fact: FactMeaning) => asked.size === 0 || [...asked].some((kind) => holdsKind(fact, kind));
  const acronyms = acronymsIn(question);
  const spelled = meaning.facts.map((fact) => acronyms.filter((acronym) => spellsOut(acronym, fact.topic.answer)).length);
  const spelledBy = spelled.filter((count) => count > 0).length;
  // "What was that PR number?" and "My pull request #4127": an abbreviation said by the words it is made of.
  const measured = measuredNoun(readWords(question).filter((word) => word.isWord));
  const amountOf = amountAskedOf(question);
  // "What did our man put on the floor?": a person the learner calls theirs is someone of the learner's side, never
  // the character, so the fact of who the character is holds nothing of them.
  const learnersPeople = peopleOfTheLearner(question);
  const wordsOf = (fact: FactMeaning) => (isAboutThemselves(fact.topic) && learnersPeople.size > 0 ? words.filter((word) => !learnersPeople.has(word.lemma)) : words);
  const shares = meaning.facts.map((fact, index) => wordScore(wordsOf(fact), fact, meaning, measured) + (spelled[index]! > 0 ? spelled[index]! / spelledBy : 0));
  const wordsDecide = shares.some((share, index) => share >= WORDS_DECIDE && canAnswer(meaning.facts[index]!));
  const byFocus = asksByFocus(question);
  // "What was the occasion?": the thing a copula's noun names counts as a "which" does when a fact holds one; where none
  // does ("What was the problem?" of a brief that names none so), the question is left to its words.
  const copulaThing = byFocus || asked.size > 0 ? null : thingAskedByCopula(question);
  const copulaSenses = copulaThing === null ? -1 : sensesHolding(meaning, copulaThing);
  const focus = byFocus ? focusNoun(question) : copulaSenses >= 0 ? copulaThing : null;
  const doneTo = byFocus ? passiveAsked(question) : null;
  const focusVerbs = focus === null ? [] : verbAfterFocus(question, focus);
  const asksPlan = PLANNED.test(question);
  // "What happened to the flat?": an event asked for, which a fact that only states what the character wants ("I want
  // a two-bedroom flat") does not tell.
  const asksWhatHappened = readWords(question).some((word) => word.pos === 'verb' && word.lemma === HAPPEN_LEMMA && !word.negated);
  // "How many lessons did she miss?", "What did the course set you back?": a doing asked about in the past, which a
  // fact that only says what the character wants ("I want the five lessons refunded") does not tell, though the two
  // share a count or a thing.
  const asksPastDoing = asksAboutAPastDoing(question) && !asksForWantedValue(question);
  // "What happened to the jacket?", "What happened at the lesson?": an event asked for, which a fact tells with the time
  // it happened ("When I collected it on 25 April the jacket had shrunk…"), not one of what goes on every week.
  const asksAnEvent = asksForAnEvent(question);
  // "What happened to the jacket?": the thing it befell, which the fact asked for tells a change of ("the jacket had
  // shrunk"); "What happened at the lesson?" names the occasion, which the fact that tells the event may not.
  // ("What happened to him?" names no thing: its words decide.)
  const asksWhatBefell = HAPPENED_TO.test(question);
  const befallen = asksAnEvent && asksWhatBefell ? words.filter((word) => word.pos === 'noun').map((word) => word.lemma) : [];
  const asksInstead = asksWhatWasDoneInstead(question);
  const asksHowFar = asksProgress(question, asked);
  const progressHolders = asksHowFar ? meaning.facts.filter((fact) => !fact.topic.isBackground && tellsProgress(fact.topic.answer)).length : 0;
  const substituteHolders = asksInstead ? meaning.facts.filter((fact) => !fact.topic.isBackground && tellsASubstitute(fact.topic.answer)).length : 0;
  const eventHolders = asksAnEvent && !asksWhatBefell ? meaning.facts.filter((fact) => !fact.topic.isBackground && tellsAnEvent(fact)).length : 0;
  const planHeldElsewhere = asksPlan && asked.size > 0 && meaning.facts.some((fact) => !fact.topic.isBackground && saysAPlan(fact.topic.answer) && [...asked].some((kind) => fact.kinds.has(kind)));
  const asksAheadInTime = ASKS_AHEAD_IN_TIME.test(question);
  const asksOtherParty = OTHER_PARTY_ASKED.test(question);
  // "How much time does he put in each day?" and "He practises 30 minutes every day": the figure counted over the period asked.
  const periods = asked.size > 0 ? periodsOf(question) : new Set<string>();
  const asksEnd = asked.has('when') && words.some((word) => word.lemma === END || (word.pos === 'verb' && relatedWords(word.lemma, 'verb').synonyms.includes(END)));
  const asksEndOfSpan = asksSpanEnd(question);
  const countsPeople = COUNTS_PEOPLE.test(question) || (countedThing !== null && isPersonNoun(countedThing));
  const asksWantedValue = asksForWantedValue(question);
  const deniedAsked = asked.has('why') ? [...deniedDoings(question)] : [];
  const doingsAsked = words.filter((word) => word.pos === 'verb' && !isLightVerb(word.lemma));
  // "What do you teach?" of "I'm the piano teacher at…": asked of them by the doing their job is named for (a teacher
  // teaches, a driver drives) and nothing else, which the fact that says who they are tells ("What sort of picture did
  // you lend us?" asks after a picture, though a lender lends).
  const asksOnlyADoing = words.length > 0 && words.every((word) => word.pos === 'verb');
  const ownDoingsAsked = asksAboutThem && asksOnlyADoing ? new Set(doingsAsked.filter((word) => !word.negated).map((word) => word.lemma)) : new Set<string>();
  const doesTheirJob = (fact: FactMeaning) => ownDoingsAsked.size > 0 && isAboutThemselves(fact.topic) && fact.nouns.some((noun) => isPersonNoun(noun) && verbsOfAgentNoun(noun).some((verb) => [verb, ...relatedWords(verb, 'verb', 1).synonyms].some((doing) => ownDoingsAsked.has(doing))));
  const questionWords = readWords(question).filter((word) => word.isWord);
  const asksIdentifier = asksForIdentifier(question);
  const asksUndertaking = asksForUndertaking(questionWords, question);
  const asksContents = ASKS_CONTENTS.test(question);
  const questionPairs = [...lemmaPairs(question)];
  // "Which test centre is it at?" with no centre in the brief: a "which" asks for a thing of its kind, and a brief that
  // holds none (by the word, a synonym or a kind of it) does not know it, whatever other words the question shares.
  if (!everyFact && asksOnlyForAThingNotHeld(question, meaning)) return [];
  // A "which" reads the facts' nouns in their commonest senses; the thing a copula's noun names, in as few as hold one.
  const focusSenses = byFocus ? 0 : Math.max(0, copulaSenses);
  const focusHolders = focus === null ? 0 : meaning.facts.filter((fact) => !fact.topic.isBackground && holdsThingOfKind(fact, focus, meaning.bodies, focusSenses)).length;
  // "Who came out to do the job?" asks for a person: where the brief names people by what they are ("the technician,
  // Ryan Cole"), a fact naming only a firm ("paid FreshStep Carpet Care") holds a name, not the person asked for, and
  // the one fact naming a person is the one asked for, unless the question's own words decide.
  const personHolders = asked.has('who') ? meaning.facts.filter((fact) => !fact.topic.isBackground && introducesAPerson(fact.topic.answer)) : [];
  // "What did he actually do to the door?": what another person did, which the fact that introduces a person ("the
  // locksmith, Kevin Doyle, … drilled out the lock") and tells their doings holds.
  const doersAsked = asksWhatSomeoneDid(question) ? meaning.facts.filter((fact) => !fact.topic.isBackground && introducesAPerson(fact.topic.answer)) : [];
  return meaning.facts
    .map((fact, index): MeaningMatch => {
      const shared = shares[index]!;
      if (doesTheirJob(fact)) return { topic: fact.topic, score: Math.max(shared + KIND_MATCH, MEANING_SURE_SCORE), wordScore: Math.max(shared, WORDS_DECIDE), hasAskedKind: true };
      // Who the character is holds no detail for a question about something else ("Where does most of your trade come
      // from?" is not asked of "I'm the stallholder at Castlegate Market").
      const holdsFocus = (focus !== null && holdsThingOfKind(fact, focus, meaning.bodies, focusSenses)) || (doneTo !== null && saysItWasDone(fact.topic.answer, doneTo));
      const holdsWantedValue = asksWantedValue && !fact.topic.isBackground && statesWantedValue(fact);
      // "Who had to move things around?" and "the florist had to move the flowers": the doer of the verb asked.
      const holdsDoer = asked.has('who') && asksForDoing(question, fact.doings);
      const holdsIdentifier = !fact.topic.isBackground && ((asksIdentifier && IDENTIFIER.test(fact.topic.answer)) || namesWhichByNumber(question, fact.topic.answer));
      const holdsUndertaking = asksUndertaking && !fact.topic.isBackground && UNDERTAKING.test(fact.topic.answer);
      // What the thing the question names held: a fact about it (by its word, or "it" after the sentence naming it).
      const holdsContents = asksContents && shared > 0 && !fact.topic.isBackground && tellsContents(fact);
      // "What time…?" is held only by a fact with a clock time, "Which dates…?" only by one with a date (holdsKind).
      const holdsEvent = asksAnEvent && !fact.topic.isBackground && (asksWhatBefell ? befalls(fact.topic.answer, befallen) : tellsAnEvent(fact));
      const holdsSubstitute = asksInstead && !fact.topic.isBackground && tellsASubstitute(fact.topic.answer);
      const holdsProgress = asksHowFar && !fact.topic.isBackground && tellsProgress(fact.topic.answer);
      const holdsDoings = doersAsked.includes(fact);
      const holdsAmount = amountOf !== null && !fact.topic.isBackground && countsThing(fact.topic.answer, amountOf);
      const hasAskedKind = [...asked].some((kind) => holdsKind(fact, kind)) || holdsAmount || holdsDoings || holdsFocus || holdsWantedValue || holdsDoer || holdsIdentifier || holdsUndertaking || holdsContents || holdsEvent || holdsSubstitute || holdsProgress;
      const isOnlyHolder = !wordsDecide && [...asked].some((kind) => holdsKind(fact, kind) && holders(kind) === 1);
      // Who the character is answers only a question in its own words, never one by the kind of detail it holds.
      if (fact.topic.isBackground && shared < WORDS_DECIDE) return { topic: fact.topic, score: Math.min(0, shared), wordScore: shared, hasAskedKind: false };
      // "Who did the work on it?" asks after someone else: never the character's own job or career, unless it is asked
      // of them ("Who do you work for?").
      if (asked.has('who') && !asksAboutThem && isAboutThemselves(fact.topic)) return { topic: fact.topic, score: Math.min(0, shared), wordScore: 0, hasAskedKind: false };
      // "How long have you been with us?" is never answered by a length ahead or asked for ("The swap is for four weeks").
      if (asksUpToNow && !asksStart && statesALengthNotUpToNow(fact.topic.answer)) return { topic: fact.topic, score: Math.min(0, shared), wordScore: 0, hasAskedKind: false };
      // "Which dog was it?" never asks who the character is ("I'm a dog owner").
      if (focus !== null && namesOnlyThemAs(fact, focus)) return { topic: fact.topic, score: Math.min(0, shared), wordScore: 0, hasAskedKind: false };
      let score = shared;
      const holdsOnlyAFirm = personHolders.length > 0 && asked.size === 1 && !personHolders.some((holder) => holder.topic === fact.topic) && !holdsDoer;
      if (asked.size > 0) score += hasAskedKind ? ((shared > 0 || isOnlyHolder) && !holdsOnlyAFirm ? KIND_MATCH : KIND_MATCH / 2) : Math.min(...[...asked].map((kind) => KIND_MISS[kind]));
      if (personHolders.length === 1 && personHolders[0]!.topic === fact.topic && !wordsDecide) score = Math.max(score, MEANING_SURE_SCORE);
      // The one fact that holds what is asked ("Where is it stuck?" and the one place the brief names) is the fact
      // asked for, surely enough to be said again.
      if (isOnlyHolder) score = Math.max(score, MEANING_SURE_SCORE);
      if (holdsDoings) score = doersAsked.length === 1 ? Math.max(score + KIND_MATCH, MEANING_SURE_SCORE) : score + KIND_MATCH;
      // So too the one fact that holds the thing a "which" asks for ("Which bakery was it?" and the one firm named).
      if (holdsFocus && !wordsDecide && !fact.topic.isBackground && focusHolders === 1) score = Math.max(score, MEANING_SURE_SCORE);
      // "Which subject…?" and "a D in Chemistry"; "What got damaged?" and "the table was scratched": the thing the
      // question's "which" or "what" asks for, by the noun or the verb it governs.
      if (holdsFocus && !fact.topic.isBackground) score += PASSIVE_MATCH + (focus !== null && doesWhatIsAsked(fact, focusVerbs) ? FOCUS_VERB_MATCH : 0);
      const namedFigures = figures.filter((figure) => fact.quantities.some((quantity) => sameQuantity(figure, quantity)));
      if (namedFigures.length > 0) score += SAME_FIGURE;
      // "When did you drop the car off?" asks the time of a doing: the fact telling that doing ("I left my car…on 4
      // October") before one sharing only the thing, whose date is another event's ("The car was not ready until 11 October").
      if (asked.has('when') && doingsAsked.length > 0 && holdsKind(fact, 'when') && !fact.topic.isBackground && wordScore(doingsAsked, fact, meaning) > 0) score += DOING_ASKED_MATCH;
      // "Why did it look overgrown?" asks the cause of what the question names: the fact where that is what happened
      // ("It was overgrown because I had a hip operation"), not the one giving it as the cause of something else
      // ("…would take the plot back because it was overgrown").
      if (asked.has('why') && fact.reason) {
        const effect = wordScore(words, { ...fact, lemmas: fact.reason.effect }, meaning);
        const cause = wordScore(words, { ...fact, lemmas: fact.reason.cause }, meaning);
        if (effect !== cause) score += effect > cause ? WHY_OF_EFFECT : -WHY_OF_EFFECT;
        // "Why can't you just park round the corner?" and "…, so I cannot park further away": the cause of a doing the
        // question denies is given by the fact whose effect denies the same doing, as surely as by the kind of detail.
        if (deniedAsked.some((lemma) => fact.reason!.denied.has(lemma))) score += KIND_MATCH;
      }
      // "What reduction do you need?" and "I want the price cut by £200": a want with its value is the value asked for.
      if (holdsWantedValue) score += WANTED_VALUE_MATCH;
      // "What's the reference?" and "My case number is HE-20931"; "What did they promise you?" and "…said an engineer
      // would call within 48 hours": the identifier, or the undertaking, asked for by what it is.
      if (holdsIdentifier) score += IDENTIFIER_MATCH;
      if (shared > 0 && questionPairs.some((pair) => lemmaPairs(fact.topic.answer).has(pair))) score += PAIR_MATCH;
      if (holdsUndertaking) score += UNDERTAKING_MATCH;
      if (holdsContents) score += CONTENTS_MATCH;
      // "How many loaves…?": a count of loaves answers it; a fact that counts only tonnes of flour does not.
      // "How much work did you miss?": "two days' work" counts it; "two missed payments" counts something else.
      if (amountOf) score += holdsAmount || fact.units.has(amountOf) ? UNIT_MATCH : fact.units.size === 0 && !fact.kinds.has('count') ? 0 : -UNIT_MATCH;
      // "When…?": a date or a clock time answers it better than "in October" or "on Tuesday".
      // "What time…?" wants a clock time, not a date.
      const exact: readonly string[] = CLOCK_TIME.test(question) ? ['time'] : ['date', 'time'];
      if (asked.has('when') && fact.quantities.some((quantity) => exact.includes(quantity.kind))) score += EXACT_TIME;
      // "Who were you dealing with?": a fact that names a person as one ("the editor, Hannah Brooke") before one that
      // names a firm or a place ("Bramble Books", "Glasgow").
      if (asked.has('who') && namesAPersonByRole(fact.topic.answer)) score += PERSON_NAMED_MATCH;
      // "Who teaches him?": the person whose doing is asked ("his tutor, Priya Shah") before any other named by who
      // they are to the character ("my brother Mark").
      if (holdsDoer) score += DOER_MATCH;
      // "How long has he been with you?": "for two years" answers it better than "since the summer".
      // A length stated for something else ("promised an answer within 14 days") does not answer "How long have you
      // been waiting?", which asks for one running up to now.
      // Nor does a length up to now ("since 4 August on a six-month contract") tell how long is left.
      if (asked.has('howLong') && !asksStart && LENGTH_STATED.test(fact.topic.answer) && !(asksUpToNow && !runsUpToNow(fact.topic.answer)) && !(asksAhead && runsUpToNow(fact.topic.answer))) score += EXACT_TIME;
      // "What hours…?" asks for a span of the clock: a range of hours ("from 8 till 6") before a single time.
      if (asksHours && clockRangesIn(fact.topic.answer).length > 0) score += EXACT_TIME;
      // "When was it supposed to open?" and "It was due in June": both speak of a plan.
      // "What were you told it would cost at the start?" and "a written quote of £4,200": what was said beforehand,
      // before "a bill for £5,900", which says what came of it, when a fact holding what is asked states the plan.
      if (asksPlan) score += saysAPlan(fact.topic.answer) ? PLAN_MATCH : planHeldElsewhere ? -PLAN_MATCH : 0;
      if ((asksWhatHappened && STATES_A_WANT.test(fact.topic.answer)) || (asksPastDoing && tellsOnlyAWant(fact.topic.answer))) score -= PLAN_MATCH;
      // The one fact that tells an event is the one asked for ("What happened at the lesson?" and "On 7 September Zain
      // was left in the deep end…"), though others name the lesson.
      if (holdsEvent) score = eventHolders === 1 ? Math.max(score + KIND_MATCH, MEANING_SURE_SCORE) : score + KIND_MATCH;
      // "What did you have to do instead?" and "The coach did not arrive…, and the club paid £1,150 for two minibuses".
      if (holdsSubstitute) score = substituteHolders === 1 ? Math.max(score + KIND_MATCH, MEANING_SURE_SCORE) : score + KIND_MATCH;
      // "What have you got done so far?" and "I have finished the experiments but not the write-up".
      if (holdsProgress) score = progressHolders === 1 ? Math.max(score + KIND_MATCH, MEANING_SURE_SCORE) : score + KIND_MATCH;
      // "How long have you been a patient here?" and "I have been a patient here for 14 years", not "it has come loose
      // twice in six weeks"; "How long will the money last?" and "it will run out in about 18 months".
      // A length that runs only ahead or is asked for ("…if you paused my membership for three months") answers neither.
      if (asksUpToNow) score += runsUpToNow(fact.topic.answer) ? TIME_FRAME_MATCH : LENGTH_STATED.test(fact.topic.answer) ? -TIME_FRAME_MATCH : 0;
      if (asksAhead && (AHEAD.test(fact.topic.answer) || UNTIL.test(fact.topic.answer))) score += TIME_FRAME_MATCH;
      if (asksLapse && STATES_LAPSE.test(fact.topic.answer)) score += TIME_FRAME_MATCH;
      // "How soon do you need it?" and "I want the £336 paid back by the end of the month".
      if (asksDeadline && statesADeadline(fact.topic.answer)) score += DEADLINE_MATCH;
      // "When are they coming out?" and "…someone would come round tomorrow afternoon": a time ahead, not one passed.
      if (asked.has('when') && asksAheadInTime && TIME_AHEAD.test(fact.topic.answer)) score += TIME_FRAME_MATCH;
      // "When does your tenancy end?" and "my contract runs until 30 June": the end of something, by its word.
      if (asksEnd && UNTIL.test(fact.topic.answer)) score += TIME_FRAME_MATCH;
      // "When do you need it back by?", "How long do you need it for?" and "I hired a van for two weeks from 3 June".
      if (asksEndOfSpan && spanBoundsIn(fact.topic.answer) !== null) score += TIME_FRAME_MATCH;
      if (periods.size > 0 && hasAskedKind && [...periodsOf(fact.topic.answer)].some((period) => periods.has(period))) score += TIME_FRAME_MATCH;
      // "What's the other company offered?": another party than the learner, so not what "you" (the learner) did.
      if (asksOtherParty && LEARNER_ACTS.test(fact.topic.answer)) score -= OTHER_PARTY;
      // "How many of you were going?": a number counting people ("my family of four"), not days or pounds.
      if (asked.has('count') && countsPeople) score += fact.peopleCounted ? UNIT_MATCH : fact.units.size > 0 ? -UNIT_MATCH : 0;
      // A date or a sum the question names is a word the two share ("…on the 14th?" and "on 14 May").
      // So is the doing a "who" names and the fact tells of the person asked for ("teaches" and "her tutor").
      return { topic: fact.topic, score, wordScore: shared + (namedFigures.some((figure) => NAMED_FIGURE_KINDS.has(figure.kind)) ? SAME_FIGURE : 0) + (holdsDoer && shared <= 0 ? DOER_MATCH : 0), hasAskedKind };
    })
    .filter((match) => everyFact || match.score >= MEANING_MIN_SCORE)
    .sort((a, b) => b.score - a.score || knowledge.topics.indexOf(a.topic) - knowledge.topics.indexOf(b.topic));
}

/** Whether a question speaks of a start: "start" (a verb or, as the tagger may read it, a noun) or a verb WordNet gives as its synonym ("begin"). */
function questionStartsSomething(question: string): boolean {
  return readWords(question).some((word) => !word.negated && (word.lemma === START || (word.pos === 'verb' && relatedWords(word.lemma, 'verb').synonyms.includes(START))));
}

/**
 * The topics a question about another party than the two talking names, less those that are the learner's own doing
 * ("What's the other company put on the table?" names the rival offer, not "You offered me a job at…"); all of them
 * when nothing else is left or the question names no other party.
 */
export function withoutLearnersActs<T extends Topic>(question: string, topics: readonly T[]): T[] {
  if (!OTHER_PARTY_ASKED.test(question)) return [...topics];
  const others = topics.filter((topic) => !LEARNER_ACTS.test(topic.answer));
  return others.length > 0 ? others : [...topics];
}

/**
 * What a line that no fact answers is about: 'brief' when a thing it names (a noun) is one the brief names (or a
 * synonym of one), 'elsewhere' when every thing it names is outside the brief (small talk: the rugby, a Christmas
 * party), 'nothing' when it names no thing of its own ("Have you got five minutes?", "Where do you see yourself going?").
 */
/** Whether a line has a word of its own beyond asking, measuring and greeting ("Have you got five minutes?" has none). */
export function namesAnything(line: string): boolean {
  return topicWords(line).some((word) => !MEASURE_NOUNS.has(word.lemma) && !/^[A-Z]/.test(word.text));
}

// A word this long one edit from a word of the brief, one of the two not a word WordNet holds, is that word misspelt
// in the line or in the description ("sessions" and a description's "sesions"); two words WordNet holds are two words
// ("weather" and "leather"), and a shorter one may be another word.
const SPELLING_MIN_LENGTH = 5;

/** Whether two words are one letter added, dropped or changed apart. */
function isOneEditApart(one: string, other: string): boolean {
  if (Math.abs(one.length - other.length) > 1 || one === other) return false;
  let start = 0;
  while (start < one.length && one[start] === other[start]) start += 1;
  let end = 0;
  while (end < one.length - start && end < other.length - start && one[one.length - 1 - end] === other[other.length - 1 - end]) end += 1;
  return one.length - start - end <= 1 && other.length - start - end <= 1;
}

/** Whether a line's word, as written or as its lemma, is a word of the brief's misspelt by one letter on either side. */
function nearBySpelling(word: Word, vocabulary: ReadonlySet<string>): boolean {
  const forms = [...new Set([word.text.toLowerCase(), word.lemma])].filter((form) => form.length >= SPELLING_MIN_LENGTH);
  if (forms.length === 0) return false;
  const lineKnows = forms.some((form) => isDictionaryWord(form));
  for (const known of vocabulary) {
    if (known.length < SPELLING_MIN_LENGTH || !forms.some((form) => isOneEditApart(form, known))) continue;
    if (!lineKnows || !isDictionaryWord(known)) return true;
  }
  return false;
}

export function whatLineIsAbout(line: string, knowledge: Knowledge): 'brief' | 'elsewhere' | 'nothing' {
  const { vocabulary } = briefMeaning(knowledge);
  // Names ("Grace", "Morning" as a greeting) name no topic: only lower-case nouns count as things.
  const things = topicWords(line).filter((word) => word.pos === 'noun' && !MEASURE_NOUNS.has(word.lemma) && !/^[A-Z]/.test(word.text));
  if (things.length === 0) return 'nothing';
  const inBrief = things.some((word) => vocabulary.has(word.lemma) || nearBySpelling(word, vocabulary) || namesAKindOfItsThing(word.lemma, knowledge) || [...neighbours(word.lemma, word.pos).synonyms, ...derivedWords(word.lemma, word.pos, undefined, WHOLE_SYNSETS)].some((related) => vocabulary.has(related)));
  return inBrief ? 'brief' : 'elsewhere';
}

const FAMILY_POS = ['noun', 'verb', 'adjective'] as const;

/**
 * Whether a fact of the brief says a line's word itself or a word of its family in another part of speech: "flying"
 * and a missed "flight", "performing" and a "performance". The facts' own words only, not their synonyms or broader
 * terms, and not the job's.
 */
export function isWordOfTheBrief(word: Word, knowledge: Knowledge): boolean {
  const { facts } = briefMeaning(knowledge);
  const pos = word.pos === 'other' ? 'any' : word.pos;
  const derived = derivedWords(word.lemma, pos);
  // A word beside the derived one in its sense counts when that sense is among its own first: "flight" beside the
  // "flying" of "fly"; not "work" beside the "study" of "study", work's seldom sense.
  const beside = derivedWords(word.lemma, pos, undefined, WHOLE_SYNSETS).filter((other) => derived.some((form) => FAMILY_POS.some((kind) => sharesASense(other, form, kind))));
  // A person named by the doing ("pupil" of "study") says who someone is, not that the one asked did it.
  const forms = [word.lemma, ...derived, ...beside].filter((form) => !knowledge.roleLemmas.has(form) && !isPersonNoun(form));
  return facts.some((fact) => forms.some((form) => fact.lemmas.get(form) === 1));
}

/**
 * Whether a line's noun is what a noun of the brief's facts is a kind of, or names it among its examples: "the dog" of
 * a brief's "greyhound", "proof" of its "photo" (an example WordNet's record names, so evidence).
 */
function namesAKindOfItsThing(lemma: string, knowledge: Knowledge): boolean {
  return briefMeaning(knowledge).facts.some((fact) => fact.nouns.some((noun) => noun !== lemma && (isKindOf(noun, lemma) || isExampleOfKind(noun, lemma) || isKindOf(lemma, noun, NARROWER_KIND_DEPTH))));
}
// "the gates" of a brief's "barriers" (a gate is a movable barrier): a line's noun a kind of a fact's noun, at most this
// many steps below it, names that thing; further down, a brief's broad noun ("device") would hold every thing.
const NARROWER_KIND_DEPTH = 2;

// "time" is filed first as an event: a noun any of whose first senses is a time is a time here.
const TIME_SENSES = 3;

/**
 * Whether a line's own things and doings all lie outside the brief's matter, the character's job aside: its
 * lower-case nouns and the activities it names with "-ing" ("How long have you been cycling?"), none of them a word
 * of the brief or a synonym of one, once the job's own words and times ("this time of year") are set apart ("Is it a busy time of year for taxis?" to
 * a taxi driver whose kitchen flooded: the job says who they are, not what the conversation is about). A line that
 * names nothing of its own is not elsewhere; read for 'activities', nor is one that names a thing (its nouns are left
 * to meaning).
 */
export function isAboutElsewhere(line: string, knowledge: Knowledge, read: 'things' | 'activities' = 'things'): boolean {
  const { vocabulary, sourceWords, facts } = briefMeaning(knowledge);
  // "How long were you kept sitting out there on the 14th?": a date, a time or a sum the brief holds is the matter,
  // whatever doing the line names. (A plain number is not: "five minutes" and "two children under five".)
  const namesItsFigure = quantitiesIn(line).some((asked) => NAMED_FIGURE_KINDS.has(asked.kind) && facts.some((fact) => fact.quantities.some((held) => sameQuantity(asked, held))));
  if (namesItsFigure) return false;
  // The brief's vocabulary is widened by synonyms, so the job's are set apart with it ("taxi" and "cab").
  const role = new Set([...knowledge.roleLemmas].flatMap((lemma) => [lemma, ...neighbours(lemma, 'noun').synonyms]));
  // A glossary term or a file's subject is the matter too ("Can we talk about the renewal window?").
  const isMatter = (lemma: string) => (vocabulary.has(lemma) || sourceWords.has(lemma)) && !role.has(lemma);
  // A doing is the character's when they are named before it ("have you been cycling", "do you enjoy sailing"), not
  // when something else does it ("How much is riding on this for you?").
  const theirDoingFrom = line.search(/\byou\b/i);
  const isTheirDoing = (text: string) => theirDoingFrom >= 0 && line.toLowerCase().indexOf(text.toLowerCase(), theirDoingFrom) >= 0;
  const things = topicWords(line).filter(
    (word) =>
      !/^[A-Z]/.test(word.text) &&
      ((word.pos === 'noun' && !MEASURE_NOUNS.has(word.lemma) && !nounKinds(word.lemma, TIME_SENSES).includes('time')) ||
        (word.pos === 'verb' && isIngForm(word) && !word.stopWord && !LIGHT_VERBS.has(word.lemma) && !isGenericWord(word.lemma) && isTheirDoing(word.text))),
  );
  if (things.length === 0 || (read === 'activities' && things.some((word) => word.pos === 'noun'))) return false;
  return !things.some((word) => isMatter(word.lemma) || (nearBySpelling(word, vocabulary) && !role.has(word.lemma)) || (word.pos === 'noun' && !role.has(word.lemma) && namesAKindOfItsThing(word.lemma, knowledge)) || [...neighbours(word.lemma, word.pos).synonyms, ...derivedWords(word.lemma, word.pos, undefined, WHOLE_SYNSETS)].some(isMatter));
}

/**
 * Whether a word is a verb's "-ing" form ("cycling", "sailing"), not a verb whose own lemma ends so ("ring", "bring"):
 * "How many times did you ring us?" names no pastime.
 */
export function isIngForm(word: Pick<Word, 'text' | 'lemma'>): boolean {
  return /ing$/i.test(word.text) && word.lemma.toLowerCase() !== word.text.toLowerCase();
}

// The state replays the same lines against the brief's same wants every turn: each pair weighed once.
const givenMemo = new BoundedMemo<boolean>({ entries: 8_000, keyChars: 800_000 });

/**
 * Whether the learner's line gives what a phrase of the brief names ("some interest in my workload, and help with
 * priorities"): most of the phrase's content words, or their synonyms, said and not negated.
 */
export function givesWhatIsNamed(line: string, phrase: string, told: readonly string[] = []): boolean {
  const standing = toldOfSums(line, told);
  return givenMemo.answer(`${phrase}\u0000${line}\u0000${standing.join('\u0000')}`, () => givesFresh(line, phrase, standing));
}

/**
 * Of what the character's facts tell (`told`), the sentences that hold a sum the line names and does not deny: "I can
 * remove the £310 from the bill" names what "I was charged £310 for X-rays" says the £310 is.
 */
function toldOfSums(line: string, told: readonly string[]): string[] {
  if (told.length === 0) return [];
  const words = readWords(line);
  const sums = quantitiesIn(line).filter((quantity) => quantity.kind === 'money' && !words.some((word) => word.negated && /\d/.test(word.text) && quantity.text.includes(word.text)));
  if (sums.length === 0) return [];
  // Only the clause that holds the sum says what it is, and a clause that wants it says nothing of what it is: "I want
  // the £120 back and the compensation I am owed" does not make £120 the compensation.
  const clauses = told.flatMap((answer) => answer.split(CLAUSE_BREAK));
  return clauses.filter((clause) => quantitiesIn(clause).some((held) => sums.some((sum) => sameQuantity(sum, held))) && !readWords(clause).some((word) => word.pos === 'verb' && WANTING_LEMMAS.has(word.lemma)));
}
// Where a sentence of the facts turns to another clause: "…for X-rays at Brightsmile Dental although my plan covers them".
const CLAUSE_BREAK = /[,;:]|\b(?:and|but|although|though|because|so|while|whereas)\b/i;

function givesFresh(line: string, phrase: string, standing: readonly string[] = []): boolean {
  if (offersPartOfWhole(line, phrase)) return false;
  if (endsByDoingItOtherwise(line, phrase)) return true;
  const phraseWords = readWords(phrase);
  const phrasal = phrasalVerbsOf(phraseWords);
  // "the lessons made up": a light verb with its particle says what is to be done, as any other verb does.
  const wanted = phraseWords.filter((word) => phrasal.has(word) || (isContent(word) && !ASKING_LEMMAS.has(word.lemma) && !GENERIC_WANTS.has(word.lemma)));
  if (wanted.length === 0) return false;
  const words = readWords(line);
  // "I'll give you back the money": the verb and its particle say the doing ("give back", so "refund"), whatever
  // the verb alone says.
  // "the £310" is what the character's facts say it is: "I was charged £310 for X-rays".
  // Only its things: what the character did with it ("I had to pay £90") is no doing of the learner's line, so "The
  // £90 is not our problem" pays nothing back.
  const sumsStandFor = standing.flatMap((answer) => readWords(answer).filter((word) => isContent(word) && !word.negated && word.pos === 'noun'));
  const said = [...words.filter((word, index) => isContent(word) && !word.negated && !isSubjectOfNegatedDoing(words, index)), ...phrasalVerbsOf(words).values(), ...sumsStandFor];
  const saidLemmas = new Set(said.map((word) => word.lemma));
  // A phrasal verb said is widened by its commonest senses only: "we will make up the sessions" is no offer to pay,
  // whatever a deeper sense of "make up" (compensate) says; a phrasal verb wanted is read in all its everyday senses.
  const saidWidened = new Set(said.flatMap((word) => (word.lemma.includes(' ') ? relatedWords(word.lemma, 'verb').synonyms : neighbours(word.lemma, word.pos).synonyms)));
  const isSaid = (word: Word) =>
    saidLemmas.has(word.lemma) ||
    saidWidened.has(word.lemma) ||
    neighbours(word.lemma, word.pos).synonyms.some((synonym) => saidLemmas.has(synonym)) ||
    said.some((other) => sharesRoot(word.lemma, other.lemma)) ||
    (word.pos === 'noun' && givesByKind(word.lemma, said, line)) ||
    // "the photos reprinted" given by "we will print all 40 again".
    (word.pos === 'verb' && givesDoingAgain(word.lemma, words));
  // A wanted verb with its particle ("the charge taken off") is given by what gives the verb or the phrasal verb.
  // "earlies" for "early shifts": a compound named by the word before its noun.
  const affirmed = words.filter((word) => !word.negated);
  const namedByModifier = (word: Word) => {
    const before = phraseWords[phraseWords.indexOf(word) - 1];
    return word.pos === 'noun' && before !== undefined && (before.pos === 'noun' || before.pos === 'adjective') && isContent(before) && namesCompoundByModifier(before.lemma, affirmed);
  };
  const byParticle = givenByParticle(phraseWords, phrasal, words);
  // "in time for Christmas" met by "by 18 December", and missed by "on 28 December".
  const byWhen = wantedByMet(phraseWords, line);
  if (byWhen.isMissed) return false;
  const byWhenMet = new Set(byWhen.met);
  // A light verb wanted only with its particle ("made up") is given by the phrasal verb, never by "make" alone.
  const isSaidAlone = (word: Word) => (isContent(word) ? isSaid(word) : false);
  const found = wanted.filter((word) => isSaidAlone(word) || (phrasal.has(word) && isSaid(phrasal.get(word)!)) || namedByModifier(word) || byParticle.has(word) || saidInThePlural(word, said) || byWhenMet.has(word));
  // What is to be done to the thing ("the X-ray charge taken off the bill") must be given too: "The X-ray charge stays
  // on the bill" names every noun of the want and gives none of it. A participle before its noun only says which
  // thing ("fixed early shifts").
  const doings = wanted.filter((word) => word.pos === 'verb' && phraseWords[phraseWords.indexOf(word) + 1]?.pos !== 'noun' && phraseWords[phraseWords.indexOf(word) + 1]?.pos !== 'adjective');
  if (doings.length > 0 && !doings.some((word) => found.includes(word))) return false;
  return found.length >= Math.max(1, Math.ceil(wanted.length * GIVEN_SHARE));
}

/**
 * The words of a want given by the particle of the line's doing: "I can knock the X-rays off" for "the X-ray charge
 * taken off the bill". The particle says where the thing ends up, so a doing WordNet holds with the same particle moves
 * it there ("knock off", "strike off", "pay back" for "give back"), and the place it is taken from ("the bill") goes
 * without saying. Not a doing that keeps the thing or puts it off ("hold back", "put off").
 */
function givenByParticle(phraseWords: readonly Word[], phrasal: ReadonlyMap<Word, Word>, lineWords: readonly Word[]): Set<Word> {
  const given = new Set<Word>();
  const said = lineWords.filter((word) => word.isWord);
  const particlesSaid = new Set<string>();
  for (const [index, verb] of said.entries()) {
    if (verb.pos !== 'verb' || verb.negated || AUXILIARY_LEMMAS.has(verb.lemma) || keepsAsItIs(verb.lemma) || postpones(said, index)) continue;
    // "knock the late penalty off your mark": the particle after the thing moved, though a place follows it.
    for (let at = index + 1; at < said.length && at <= index + PARTICLE_REACH; at += 1) {
      const word = said[at]!;
      // "knock 10% off the total": a part of a sum moves, not the thing wanted.
      if (word.pos === 'verb' || /^\d|%/.test(word.text)) break;
      const whole = `${verb.lemma} ${word.lemma}`;
      if (PARTICLES.has(word.lemma) && hasPartOfSpeech(whole, 'verb') && !keepsAsItIs(whole)) particlesSaid.add(word.lemma);
    }
  }
  const content = phraseWords.filter((word) => word.isWord);
  for (const [verb, whole] of phrasal) {
    if (!particlesSaid.has(whole.lemma.split(' ').at(-1)!)) continue;
    given.add(verb);
    // "off the bill": the particle's own noun phrase, up to its noun.
    const at = content.indexOf(verb);
    const particleAt = particleIndexOf(content, at);
    for (let next = particleAt + 1; next < content.length && next <= particleAt + 3; next += 1) {
      if (content[next]!.pos === 'noun') {
        given.add(content[next]!);
        break;
      }
    }
  }
  return given;
}

// How far after its verb a particle may stand: the verb, a determiner, two words of the thing, the particle.
const PARTICLE_REACH = 4;

/** Whether a wanted noun is said in its plural, which the model may leave as written ("X-rays" of "an X-ray charge"). */
function saidInThePlural(word: Word, said: readonly Word[]): boolean {
  return word.pos === 'noun' && said.some((other) => other.pos === 'noun' && other.lemma === `${word.lemma}s`);
}

/**
 * The phrasal verbs of a text that WordNet holds, by the verb they are built on: "give … back" of "I'll give you back
 * the money", "take off" of "the charge taken off the bill". A denied verb gives none.
 */
function phrasalVerbsOf(all: readonly Word[]): Map<Word, Word> {
  const words = all.filter((word) => word.isWord);
  const found = new Map<Word, Word>();
  for (const [index, word] of words.entries()) {
    if (word.pos !== 'verb' || word.negated || AUXILIARY_LEMMAS.has(word.lemma)) continue;
    const particle = words[particleIndexOf(words, index)];
    const lemma = particle ? `${word.lemma} ${particle.lemma}` : '';
    if (particle && relatedWords(lemma, 'verb', PHRASAL_SENSES).synonyms.length > 0) found.set(word, { ...word, lemma, stopWord: false });
  }
  return found;
}
// Most of what is named, and both words of a two-word want ("references" and "hospital", not either alone).
const GIVEN_SHARE = 0.6;

/**
 * Whether the noun at `index` is the subject of a doing its clause denies: "an extension" of "An extension won't cap
 * your mark", "the refund" of "The refund will not arrive before Friday" is spoken of, not given. A denied "be"
 * ("won't be a problem") says the thing is fine, so its subject still counts.
 */
function isSubjectOfNegatedDoing(words: readonly Word[], index: number): boolean {
  if (words[index]!.pos !== 'noun') return false;
  for (let at = index + 1; at < words.length; at += 1) {
    const word = words[at]!;
    if (!word.isWord || /^(?:and|but|so|or|because|if|that|which|who)$/i.test(word.text)) return false;
    if (word.pos === 'verb' && !AUXILIARY_LEMMAS.has(word.lemma)) return word.negated;
    if (word.pos === 'verb' && word.lemma === 'be' && words[at + 1]?.pos !== 'verb' && !/^(?:not|n['’]t)$/i.test(words[at + 1]?.text ?? '')) return false;
  }
  return false;
}
// Verbs that carry tense or mood before the doing of a clause: "will not arrive", "can't cap".
const AUXILIARY_LEMMAS: ReadonlySet<string> = new Set(['be', 'have', 'do', 'will', 'would', 'can', 'could', 'may', 'might', 'shall', 'should', 'must']);

// "reprioritise" and "priorities": one word built on the other, which lemmas alone do not join.
const MIN_ROOT = 6;
const ROOT_SHARE = 0.7;

function sharesRoot(a: string, b: string): boolean {
  if (a.length < MIN_ROOT || b.length < MIN_ROOT) return false;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  const size = Math.max(MIN_ROOT, Math.ceil(shorter.length * ROOT_SHARE));
  for (let start = 0; start + size <= shorter.length; start += 1) if (longer.includes(shorter.slice(start, start + size))) return true;
  return false;
}
// Things every conversation at work is about, whatever its field: "What's changed in your job?" is never small talk.
const ANY_MATTER = ['job', 'work', 'role', 'team', 'company', 'manager', 'boss', 'colleague', 'customer', 'client', 'problem', 'issue', 'situation', 'plan', 'meeting', 'project', 'money', 'pay', 'contract', 'office', 'business', 'staff', 'decision', 'change', 'option', 'deadline'];

// Nouns of a passing phrase that name no topic: "at the moment", "for a while", "a bit", "a couple of".
const PASSING_NOUNS = new Set(['moment', 'while', 'bit', 'lot', 'couple']);

// Nouns that measure or point rather than name: "in the next couple of years", "off topic".
const MEASURE_NOUNS = new Set(['topic', 'subject', 'question', 'couple', 'bit', 'lot', 'while', 'minute', 'hour', 'month', 'moment', 'number', 'amount', 'part', 'end', 'start']);

// Words of a brief's wanted phrase that every offer would touch: "some interest in…", "a real answer".
const GENERIC_WANTS = new Set(['interest', 'help', 'answer', 'real', 'proper', 'clear', 'concrete', 'specific', 'sure', 'chance', 'something', 'way']);

// A question about the character's own inner state: how it feels, what it wants. Answered from the brief's concerns
// and wants, never with "I don't know".
const FEELING_LEMMAS = new Set(['feel', 'feeling', 'worry', 'worried', 'concern', 'concerned', 'bother', 'upset', 'fear', 'afraid', 'nervous', 'anxious', 'happy', 'unhappy', 'frustrated', 'angry', 'annoyed', 'stress', 'stressed', 'mood', 'cope', 'react', 'reaction', 'view', 'opinion', 'take']);
const WANT_LEMMAS = new Set(['hope', 'want', 'wish', 'expect', 'prefer', 'like', 'need', 'outcome', 'ideal', 'hoping', 'looking']);
const SECOND_PERSON = /\b(?:you|your|yourself)\b/i;
const ASKS_ABOUT_YOU = /\b(?:you|yourself)\b/i;
// "on you", "with you", "to you": the character after a preposition.
const YOU_AFTER_A_PREPOSITION = /\b(?:on|to|for|at|with|from|by|over|into|onto|upon)\s+you\b(?!['’])/gi;

/** Whether a question names the character ("you") only after a preposition, and "your" not at all. */
function namesYouOnlyAfterAPreposition(question: string): boolean {
  const every = question.match(/\byou\b(?!['’])/gi)?.length ?? 0;
  return every > 0 && every === (question.match(YOU_AFTER_A_PREPOSITION)?.length ?? 0) && !/\byour(?:self)?\b/i.test(question);
}
// What a character's own background is called: "your job", "your experience".
const ABOUT_THEMSELVES_WORD = /(?:role|job|position|experience|career|background|work|business)\b/;

/**
 * "How are you feeling about it?" → 'feelings'; "What are you hoping comes out of today?" → 'wants'; "What's changed
 * in your job?" → 'ownWork' (answered with what is on the character's mind); else null.
 */
export function selfQuestionKind(question: string): 'feelings' | 'wants' | 'ownWork' | null {
  // "What would make this feel fair to you?" asks what would settle it, whatever word of feeling it holds.
  if (asksWhatWouldSettleIt(question)) return 'wants';
  if (!SECOND_PERSON.test(question)) return null;
  const lemmas = readWords(question).filter((word) => word.isWord && !word.negated).map((word) => word.lemma);
  if (lemmas.some((lemma) => FEELING_LEMMAS.has(lemma))) return 'feelings';
  // "Would you like…?" wants; "Do you like cooking?" asks a taste, not what they want from this.
  const words = readWords(question).filter((word) => word.isWord && !word.negated);
  const wants = words.some((word, index) => WANT_LEMMAS.has(word.lemma) && (word.lemma !== 'like' || /^(?:would|'d|d)$/i.test(words[index - 1]?.text ?? '') || /^(?:would|'d|d)$/i.test(words[index - 2]?.text ?? '')));
  if (wants || asksWhatTheyAreAfter(words)) return 'wants';
  // "How does this affect you?", "What impact is it having on you?": how the matter bears on them, a feeling or a stake.
  if (asksEffectOnThem(words)) return 'feelings';
  // "How are you finding the workload?": how they find a thing is how they take it, a feeling about it.
  if (asksHowTheyFindIt(question, words)) return 'feelings';
  if (OWN_WORK.test(question)) return 'ownWork';
  return null;
}
const OWN_WORK = /\byour (?:job|role|work|workload|day|week|team|position)\b/i;

/**
 * Whether a question asks how "you" find a thing, "find" as taking it some way: "How are you finding the workload?",
 * "How do you find the new rota?". "How" opens it and "you" is the one who finds; never "Did you find the receipt?"
 * (no "how"), nor "How did you find out?" (finding out is learning).
 */
function asksHowTheyFindIt(question: string, words: readonly Word[]): boolean {
  if (!/^\W*(?:(?:so|and|well|anyway)\W+)*how\b/i.test(question)) return false;
  return words.some((word, index) => word.lemma === 'find' && word.pos === 'verb' && words.slice(Math.max(0, index - 2), index).some((before) => before.text.toLowerCase() === 'you') && words[index + 1] !== undefined && !PARTICLES_AFTER_FIND.has(words[index + 1]!.lemma));
}
// Particles that make "find" a learning: "find out".
const PARTICLES_AFTER_FIND: ReadonlySet<string> = new Set(['out']);

let effectWords: ReadonlySet<string> | null = null;
/** Words of having an effect, by WordNet's first senses of "affect" and "effect": "impact", "touch", "consequence". */
function effectLemmas(): ReadonlySet<string> {
  effectWords ??= new Set(['affect', 'effect', ...relatedWords('affect', 'verb', 1).synonyms, ...relatedWords('effect', 'noun', 1).synonyms].filter((lemma) => !lemma.includes(' ')));
  return effectWords;
}
// "What does this mean for you?": "mean" says an effect only with the one it bears on.
const MEANING_FOR = 'mean';

/**
 * Whether a question asks how the matter bears on the character: a verb of affecting done to "you" ("How does this
 * affect you?"), or an effect on or for "you" ("What impact is it having on you?", "What does this mean for you?").
 * "How does it affect the team?" asks about the team.
 */
function asksEffectOnThem(words: readonly Word[]): boolean {
  const onYou = words.some((word, index) => ['on', 'for', 'to'].includes(word.lemma) && words[index + 1]?.text.toLowerCase() === 'you');
  return words.some((word, index) => {
    if (word.lemma === MEANING_FOR) return word.pos === 'verb' && onYou;
    if (!effectLemmas().has(word.lemma)) return false;
    return (word.pos === 'verb' && words[index + 1]?.text.toLowerCase() === 'you') || onYou;
  });
}
// What a phrasal verb means when it asks what someone wants: WordNet gives "be after" as "intend".
const INTENDING_LEMMAS: ReadonlySet<string> = new Set(['intend', 'want', 'desire']);

/**
 * "What are you after?", "What were you after?": "be" after a bare "what", asked of "you", with the word after it makes a phrasal verb
 * ("be after") whose WordNet sense is intending or wanting.
 */
function asksWhatTheyAreAfter(words: readonly Word[]): boolean {
  return words.some((word, index) => {
    // "What discount are you after?" asks for a value by what it is (see asksForWantedValue): only a bare "what".
    if (word.lemma !== 'be' || words[index + 1]?.lemma !== 'you' || words[index - 1]?.lemma !== 'what') return false;
    const particle = words[index + 2];
    if (!particle || particle.pos === 'noun' || particle.pos === 'verb') return false;
    const { synonyms, broader } = relatedWords(`be ${particle.lemma}`, 'verb');
    return [...synonyms, ...broader].some((lemma) => INTENDING_LEMMAS.has(lemma));
  });
}
// "What would …?": a question of what would be, with words that only lead in before it.
const WHAT_WOULD = /^\W*(?:(?:so|ok|okay|right|and|then|well|honestly|sorry)\W+)*what (?:else )?(?:would|could|can|will|might) /i;
// What follows "what would…" when it asks what would settle it: it is done for them ("for you", "to you"), it takes
// ("what would it take"), or it settles, helps, makes it right or fair, or changes their mind.
const SETTLES_IT = /^(?:(?:\S+\s+){0,7}(?:for|to) you\b|it take\b|(?:you|we|i) (?:need|want|like)\b|(?:\S+\s+){0,3}(?:help|settle|fix|resolve|satisfy|sort|put (?:\S+ )?right|make (?:\S+ ){0,3}(?:right|fair|better|ok|okay|work|happen|acceptable)|change your mind|make you (?:happy|agree|say yes)|be (?:fair|enough|acceptable|a good outcome|a fair outcome)|feel fair|work for)\b)/i;
// "What do you need?", "What are you hoping for?", "What would you like?": what they want, asked outright.
const ASKS_WHAT_THEY_NEED = /^\W*(?:(?:so|ok|okay|right|and|then|well)\W+)*what (?:else )?(?:do you (?:need|want)|(?:are|were) you (?:hoping|looking) for)\b/i;

/**
 * Whether a question asks what would settle the matter for the character: "What would it take?", "What would put
 * this right for you?", "What would make this feel fair to you?", "What do you need from us?". One reading, for the
 * act of asking their needs and for a question about themselves; a question after a detail ("What would the new
 * price be?") is not one.
 */
export function asksWhatWouldSettleIt(question: string): boolean {
  if (ASKS_WHAT_THEY_NEED.test(question)) return true;
  const lead = WHAT_WOULD.exec(question);
  return lead !== null && SETTLES_IT.test(question.slice(lead[0].length));
}

// Verbs by which a fact of the brief says what the character wants ("…and want to leave", "I need a refund").
const WANTING_VERBS: ReadonlySet<string> = new Set(['want', 'need', 'wish', 'hope']);

// What WordNet gives a verb of wanting or asking for as ("hope" → wish, want; "ask" → request; "seek" → desire).
const WANTING_MEANINGS: ReadonlySet<string> = new Set(['want', 'desire', 'request']);

/**
 * Whether a fact of the brief says what the character wants, by a verb of wanting said and not negated, or one that
 * WordNet reads as wanting or asking for, followed by the doing wanted ("I am asking to swap my shift", "I would
 * like to leave", "I'm seeking to renew").
 */
export function saysAWant(answer: string): boolean {
  const words = readWords(answer).filter((word) => word.isWord);
  return words.some((word, index) => {
    if (word.pos !== 'verb' || word.negated) return false;
    if (WANTING_VERBS.has(word.lemma)) return true;
    if (words[index + 1]?.lemma !== 'to' || words[index + 2]?.pos !== 'verb') return false;
    const { synonyms, broader } = relatedWords(word.lemma, 'verb');
    return [...synonyms, ...broader].some((meaning) => WANTING_MEANINGS.has(meaning));
  });
}

// Verbs that carry a question's tense, not its doing ("did", "would", "could").
const TENSE_VERBS: ReadonlySet<string> = new Set(['be', 'have', 'can', 'will', 'shall', 'may', 'must']);

/** Whether a verb means wanting or asking for in its commonest sense ("hope", "seek", "ask"), as WordNet reads it; "miss" does only in its second. */
function meansWanting(lemma: string): boolean {
  if (WANTING_VERBS.has(lemma) || WANTING_MEANINGS.has(lemma)) return true;
  const { synonyms, broader } = relatedWords(lemma, 'verb', 1);
  return [...synonyms, ...broader].some((meaning) => WANTING_VERBS.has(meaning) || WANTING_MEANINGS.has(meaning));
}

/**
 * Whether a question asks about a doing in the past ("How many lessons did she miss?", "What were you billed for?"):
 * "did", or a verb of its own in a past form, and no verb of wanting or asking for ("What had you asked for?", "Why
 * did you want it done?" ask after a want).
 */
function asksAboutAPastDoing(question: string): boolean {
  const verbs = readWords(question).filter((word) => word.isWord && word.pos === 'verb' && !word.negated);
  const isPast = verbs.some((word) => (word.lemma === 'do' && word.text.toLowerCase() === 'did') || (!TENSE_VERBS.has(word.lemma) && word.lemma !== 'do' && isPastForm(word)));
  return isPast && !verbs.some((word) => meansWanting(word.lemma));
}

/** Whether every sentence of a fact says what the character wants ("I want the five lessons refunded…"). */
function tellsOnlyAWant(answer: string): boolean {
  const sentences = splitSentences(answer);
  return sentences.length > 0 && sentences.every(saysAWant);
}

// Words by which a fact of the brief says how the character feels.
const EMOTION_LEMMAS = new Set(['annoy', 'annoyed', 'worry', 'worried', 'frustrate', 'frustrated', 'upset', 'angry', 'tired', 'nervous', 'concern', 'concerned', 'disappoint', 'disappointed', 'hurt', 'scare', 'scared', 'afraid', 'stress', 'stressed', 'unhappy', 'anxious', 'fed', 'sick', 'nightmare', 'fear', 'unfair', 'let']);

/** Whether a sentence of the brief says how the character feels ("I am annoyed that nobody consulted…"). */
export function saysAFeeling(sentence: string): boolean {
  return readWords(sentence).some((word) => word.isWord && EMOTION_LEMMAS.has(word.lemma) && word.lemma !== 'let' ) || /\blet down\b/i.test(sentence);
}

// How many words either side of a figure say what it is of: "a missed credit card payment of £180".
const FIGURE_CONTEXT_BEFORE = 6;
const FIGURE_CONTEXT_AFTER = 5;
const CLAUSE_WORDS = 3;
const CHANGE_TO = /\bfrom\s+\S+\s+to$/i;
const CHANGE_FROM = /\b(?:from|instead of(?: the)?|rather than(?: the)?|in place of(?: the)?)$/i;
// "close at 5.30pm instead of 6pm": the figure before "instead of" replaces the one after it.
const REPLACES = /^(?:instead of|rather than|in place of)\b/i;
// "the 200 promised": a plan said after its figure.
const PLANNED_AFTER = /^(?:\w+\s+)?(?:due|supposed|meant|scheduled|planned|expected|promised|booked|agreed)\b/i;
// A plan against what happened: "was due", "supposed to", "scheduled for"; "actually", "in the end", "now".
const PLANNED = /\b(?:due|supposed|meant|scheduled|planned|expected|promised|booked|estimated|quoted|told)\b(?:\s+(?:to|for|on|at|in|by))?/i;
// The doings of a plan, by lemma, so a noun of one says it too: "a written quote", "the estimate", "a booking".
const PLAN_LEMMAS = new Set(['due', 'suppose', 'schedule', 'plan', 'expect', 'promise', 'book', 'estimate', 'quote', 'booking', 'quotation']);

/**
 * Whether a figure is said as what was planned, not what happened: by the words just before it in its clause ("was told
 * to collect her at noon", "was due at 2pm"), at most `reach` of them, or just after it ("the 200 promised").
 */
export function isSaidAsPlanned(before: string, after: string, reach = FIGURE_CONTEXT_BEFORE): boolean {
  const near = before.trim().split(/\s+/).slice(-reach).join(' ');
  return PLANNED.test(near.split(/[,;]/).at(-1)!) || PLANNED_AFTER.test(after.trim());
}

/**
 * Whether a question asks for what was planned or told beforehand ("When was it due?", "What figure were you given at
 * the desk?"), by a verb that in one of its senses is a kind of telling, unless it asks what it came to in the end.
 * The character's own telling ("did you say", "you told me", "you gave me") points back to its words, and asks
 * neither way: "What time did you say you collected her?" asks what happened.
 */
export function asksWhatWasPlanned(question: string): boolean {
  const words = readWords(question).filter((word) => word.isWord);
  return asksAPlan(words.filter((word, index) => !isOwnTelling(words, index)).map((word) => word.text).join(' '));
}

/** Whether a question's words ask for a plan: "due", "supposed to", or a verb of telling ("What were you given?"). */
function asksAPlan(question: string): boolean {
  return PLANNED.test(question) || (!OUTCOME.test(question) && contentWords(question).some((word) => word.pos === 'verb' && isKindOfTelling(word.lemma)));
}

/** Whether a word is a telling done by "you" (the character), active: "you said", "did you mention", not "were you told". */
function isOwnTelling(words: readonly Word[], index: number): boolean {
  const word = words[index]!;
  if (word.pos !== 'verb' || !isKindOfTelling(word.lemma)) return false;
  const subject = words[index - 1]?.lemma === 'just' ? index - 2 : index - 1;
  return words[subject]?.lemma === 'you' && words[subject - 1]?.lemma !== 'be';
}

/** Whether a fact speaks of a plan: "was due", "promised", or a plan's noun, "a written quote of £4,200". */
function saysAPlan(answer: string): boolean {
  return PLANNED.test(answer) || readWords(answer).some((word) => word.isWord && PLAN_LEMMAS.has(word.lemma.toLowerCase()));
}

// "When did…?", "What time was…?": a question about what happened, in the past.
const PAST_ASKED = /\b(?:did|was|were)\b/i;
const HAPPENED_OVER_PLANNED = 0.5;
// "When are they coming out?", "When will it be done?": a question of what lies ahead; "tomorrow afternoon", "next
// week" or a time after "will" is a detail ahead, which a question of what happened ("When did…?") does
// not ask for.
const ASKS_AHEAD_IN_TIME = /\b(?:will|'ll|going to)\b|\b(?:is|are|'s|'re)\s+(?:\w+\s+)?\w+ing\b/i;
const DETAIL_AHEAD = /^(?:tomorrow|tonight|next|the coming)\b/i;
const TIME_AHEAD = /\b(?:tomorrow|tonight|next|will|'ll|going to|due|booked for|scheduled)\b/i;
const AHEAD_BEFORE = /\b(?:will|'ll|going to)\b/i;
const OUTCOME = /\b(?:final(?:ly)?|in the end|eventually|turn(?:ed|s)? up|end(?:ed|s)? up|wound up|now)\b/i;
const NEW_WORDS = /\b(?:new|now|going to|will|'ll|would be)\b/i;
const OLD_WORDS = /\b(?:old|used to|was|before|previous|current)\b/i;
const NAMES_NEW = /\bnew\b/i;
// "would have been", "should have cost": what did not happen, said of the figure after it.
const COUNTERFACTUAL = /\b(?:would|should|could|might|ought to)(?:n't| not)?\s+have\s+(?:been|cost|come to|paid|charged)\b/i;
// "What should it have cost?", "What would the price have been?": a question after what did not happen.
const ASKS_COUNTERFACTUAL = /\b(?:would|should|could|might|ought to)(?:n't| not)?\s+(?:[\w'-]+\s+){0,3}?have\s+(?:been|cost|come to|paid|charged)\b/i;
// A preposition a question ends on, its object asked for: "moving to?", "come from?".
const STRANDED = /\b(to|from|into|at|in|for|with)\W*$/i;
const NAMES_OLD = /\b(?:old|previous|original|used to)\b/i;

// Enough of a verb's senses to reach its sense of passing on words ("give" a figure is its fifth).
const TELLING_SENSES = 6;
const TELL = 'tell';

/** Whether a verb is "tell", or in one of its everyday senses a kind of telling ("give"). */
export function isKindOfTelling(verb: string): boolean {
  return verb === TELL || relatedWords(verb, 'verb', TELLING_SENSES).broader.includes(TELL);
}

// "of the last", "of my": what stands between a count and the counted whole it is taken out of, by its determiner.
const PART_OF = /^\s*of\s+(?:the|my|our|your|his|her|their|its|these|those)\b/i;

/**
 * Whether the words between a count and the count after it take the first out of the second: "five of the last
 * eight", "three of our twelve" ("of", a determiner, then only describing words).
 */
export function isPartOfWhole(between: string): boolean {
  const opening = PART_OF.exec(between);
  if (!opening) return false;
  return readWords(between.slice(opening[0].length)).every((word) => word.isWord && word.pos === 'adjective');
}

/**
 * The part-of phrase after a count that names the counted whole it is taken out of, up to that whole's count: " of the
 * last eight" after "five" in "five of the last eight training sessions"; null when none follows.
 */
export function wholeTakenFrom(after: string): string | null {
  const opening = PART_OF.exec(after);
  if (!opening) return null;
  const rest = after.slice(opening[0].length);
  const count = quantitiesIn(rest).find((quantity) => quantity.kind === 'number');
  const at = count ? rest.indexOf(count.text) : -1;
  if (!count || at < 0 || !isPartOfWhole(after.slice(0, opening[0].length + at))) return null;
  return after.slice(0, opening[0].length + at + count.text.length);
}

/** The words of a stretch before a detail that lie beyond the few read with it, within the detail's sentence. */
function farBefore(stretch: string): string {
  const sentence = stretch.split(/[.!?]\s+/).at(-1)!;
  return sentence.trim().split(/\s+/).slice(0, -FIGURE_CONTEXT_BEFORE).join(' ');
}

/** The nouns for who does a doing, through the verb both come from: "fitting" → fit → "fitter". */
function doersOfDoing(noun: string): string[] {
  return derivedWords(noun, 'noun', undefined, WHOLE_SYNSETS)
    .filter((verb) => hasPartOfSpeech(verb, 'verb'))
    .flatMap((verb) => derivedWords(verb, 'verb', undefined, WHOLE_SYNSETS))
    .filter((doer) => doer !== noun && isPersonNoun(doer));
}

/**
 * Of the details a fact holds, the one the question's own words point to: "Which payment was it that got missed?" in
 * "…a £9,500 car loan… a missed credit card payment of £180" is £180, by the words around each figure. Each detail
 * is a piece of the answer's text; the first wins a tie. Returns its index.
 */
export function detailAskedFor(question: string, answer: string, details: readonly string[]): number {
  if (details.length < 2) return 0;
  question = plainValueWords(question);
  const asked = new Set<string>();
  // "By what time do you need it?": what is needed or wanted tells one detail from another ("needs to be in by 8am").
  const wantWords = contentWords(question).filter((word) => WANTING_LEMMAS.has(word.lemma));
  // "How many days a week…?": the noun counted points to the number that counts it ("four days"), whatever its kind.
  const counted = COUNTED.exec(question)?.[1];
  const countedLemma = counted ? lemmaOf(counted) : null;
  const countsPeople = COUNTS_PEOPLE.test(question) || (countedLemma !== null && isPersonNoun(countedLemma));
  for (const adverb of describingAdverbs(question)) for (const adjective of adjectivesOfAdverb(adverb.lemma)) for (const form of [adjective, ...derivedWords(adjective, 'adjective')]) asked.add(form);
  for (const word of [...topicWords(question), ...wantWords]) {
    asked.add(word.lemma);
    for (const synonym of neighbours(word.lemma, word.pos).synonyms) asked.add(synonym);
    for (const derived of derivedWords(word.lemma, word.pos === 'other' ? 'any' : word.pos, undefined, WHOLE_SYNSETS)) asked.add(derived);
    // "Who is doing the fitting?" and "the fitter Lee Carter": a doing names its doer through the verb both come from.
    if (word.pos === 'noun') for (const doer of doersOfDoing(word.lemma)) asked.add(doer);
  }
  // "What was the new fee you mentioned?": a side named outright ("new", "old") outweighs the tense of the asking.
  const namesNew = NAMES_NEW.test(question);
  const namesOld = NAMES_OLD.test(question);
  const asksNew = namesNew || (!namesOld && NEW_WORDS.test(question));
  const asksOld = namesOld || (!namesNew && OLD_WORDS.test(question));
  // "What figure were you given at the desk?": a figure one was told, by a verb that in one of its senses is a kind of
  // telling ("give" information), is the one told beforehand, unless the question asks what it came to in the end.
  const asksPlan = asksAPlan(question);
  const asksOutcome = !asksPlan && OUTCOME.test(question);
  const asksWhatHappened = !asksPlan && !asksOutcome && PAST_ASKED.test(question);
  const stranded = STRANDED.exec(question)?.[1]?.toLowerCase() ?? null;
  // "…I was billed £480, when the NHS charge would have been £306.80": a figure that did not happen answers only a
  // question that asks what would have been ("What should it have cost?"); one that asks what happened gets the other.
  const weighsWhatWouldHaveBeen = COUNTERFACTUAL.test(answer);
  const asksAheadInTime = ASKS_AHEAD_IN_TIME.test(question);
  const asksPastInTime = !asksAheadInTime && PAST_ASKED.test(question);
  const asksWhatWouldHaveBeen = ASKS_COUNTERFACTUAL.test(question);
  let best = 0;
  let bestScore = 0;
  // Words further back, up to the detail before, only break a tie: in "…because my renewal was processed late after I
  // paid online on 28 October", "When did you renew it?" asks for 28 October, not the fine's date before it.
  let bestFar = 0;
  let from = 0;
  const places: number[] = [];
  for (const detail of details) {
    const at = answer.indexOf(detail, from);
    places.push(at);
    if (at >= 0) from = at + detail.length;
  }
  details.forEach((detail, index) => {
    const at = places[index]!;
    if (at < 0) return;
    // The words around a detail stop at the detail before it and the one after it: in "due at 6am and arrived at
    // 3pm", "arrived" is said of 3pm only.
    const previousEnd = index > 0 && places[index - 1]! >= 0 ? places[index - 1]! + details[index - 1]!.length : 0;
    const nextStart = places[index + 1] !== undefined && places[index + 1]! >= 0 ? places[index + 1]! : answer.length;
    const before = answer.slice(previousEnd, at).trim().split(/\s+/).slice(-FIGURE_CONTEXT_BEFORE).join(' ');
    // "from £310 to £365" is read across the figures: the change goes from one to the other.
    const wholeBefore = answer.slice(0, at).trim().split(/\s+/).slice(-FIGURE_CONTEXT_BEFORE).join(' ');
    // Up to the clause's end ("£68,000" is one figure) or the next detail, at most a few words.
    const after = answer.slice(at + detail.length, nextStart).split(/[,;.](?!\d)|\s(?=(?:and|but|so|while|whereas)\s)/)[0]!.trim().split(/\s+/).slice(0, FIGURE_CONTEXT_AFTER).join(' ');
    // A figure is read with the words around it; a clause by its own words.
    const context = detail.split(/\s+/).length >= CLAUSE_WORDS ? detail : `${before} ${detail} ${after}`;
    // "from £310 to £365": the figure a change goes to is the new one, the one it comes from the old.
    const change =
      CHANGE_TO.test(wholeBefore) || REPLACES.test(after) ? (asksNew ? 1 : asksOld ? -1 : 0) : CHANGE_FROM.test(wholeBefore) ? (asksOld ? 1 : asksNew ? -1 : 0) : 0;
    // "When was it supposed to open?" asks for what was planned ("due in June"); "What time did it turn up in the end?"
    // for what happened instead.
    // Within the detail's own clause: in "the 200 promised, three weeks later", "promised" is said of 200 alone.
    const isPlanned = isSaidAsPlanned(before, answer.slice(at + detail.length));
    // "What time did it get there?" of "due at 2pm but arrived at 4.15pm": asked what happened, not what was planned,
    // the time that was kept breaks a tie with the one that was only planned.
    const plan = asksPlan ? (isPlanned ? 1 : 0) : asksOutcome ? (isPlanned ? 0 : 1) : asksWhatHappened && !isPlanned ? HAPPENED_OVER_PLANNED : 0;
    // "five of the last eight training sessions": a count taken out of a counted whole counts what the whole counts.
    const whole = index + 1 < details.length && places[index + 1]! >= 0 && isPartOfWhole(answer.slice(at + detail.length, nextStart)) ? nextStart + details[index + 1]!.length : null;
    const countedAfter = whole === null ? after : answer.slice(whole).trim().split(/\s+/).slice(0, FIGURE_CONTEXT_AFTER).join(' ');
    const countsAsked = countedLemma !== null && readWords(countedAfter).filter((word) => word.isWord).slice(0, COUNTED_WITHIN).some((word) => word.lemma === countedLemma) ? 1 : 0;
    const people = countsPeople && countsPeopleIn(`${before.split(/\s+/).slice(-2).join(' ')} ${detail} ${after}`, unitsOf(`${detail} ${after}`)) ? 1 : 0;
    // "Where were you moving to?", "Where did it come from?": the preposition the question ends on points to the detail
    // it starts ("to York", not "from Leicester").
    const endsOn = stranded !== null && detail.toLowerCase().startsWith(`${stranded} `) ? 1 : 0;
    const mood = weighsWhatWouldHaveBeen && COUNTERFACTUAL.test(before.split(/[,;]/).at(-1)!) === asksWhatWouldHaveBeen ? 1 : 0;
    const isAhead = DETAIL_AHEAD.test(detail) || AHEAD_BEFORE.test(before.split(/[,;]/).at(-1)!);
    const tense = isAhead ? (asksAheadInTime ? 1 : asksPastInTime ? -1 : 0) : 0;
    const score = contentWords(context).filter((word) => asked.has(word.lemma)).length + change + plan + countsAsked + people + endsOn + mood + tense;
    const far = detail.split(/\s+/).length >= CLAUSE_WORDS ? 0 : contentWords(farBefore(answer.slice(previousEnd, at))).filter((word) => asked.has(word.lemma)).length;
    if (score > bestScore || (score === bestScore && far > bestFar)) [best, bestScore, bestFar] = [index, score, far];
  });
  return best;
}

