// The built-in character's own stock lines: what it says when the brief gives it no words of its own (a warning, "I
// couldn't say", a polite refusal of small talk, a goodbye…). Each family is a large pool, most of it built from a
// few openings and endings, and every character takes its own few lines from it, chosen by its scenario and name: two
// characters rarely say the same stock sentence, and a replayed conversation says the same lines again.
import type { CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import { isPluralPhrase, PREPOSITION } from '../../language/grammatical-number.ts';
import { lemmaOf, readWords, verbLemmaOf, type Word } from '../../language/lemmas.ts';
import { commonNounKinds, hasPartOfSpeech, nounKinds } from '../../language/wordnet.ts';
import { readWordsInContext } from '../../language/in-context.ts';
import { withTitleState } from '../../language/title-state.ts';
import { beingWantedIn } from '../../language/wanted-being.ts';
import { indefiniteNounRun } from '../../language/wanted-thing.ts';
import { stableHash } from '../seeded-choice.ts';
import { capitalize } from '../../../../shared/text.ts';
import { DATE } from '../negation-scope.ts';

/** Every opening with every ending: "One more like that" + "and we're done for today". */
function composed(heads: readonly string[], tails: readonly string[], join = ' '): string[] {
  return heads.flatMap((head) => tails.map((tail) => `${head}${tail ? `${join}${tail}` : ''}.`.replace(/\s+([,.;])/g, '$1')));
}

/** `count` lines of the pool in an order of the character's own (a seeded shuffle): the same seed, the same lines. */
export function ownLines(pool: readonly string[], seed: number, count: number, family: string): string[] {
  const keyed = pool.map((line, index) => ({ line, key: stableHash(`${seed}\u0000${family}\u0000${index}`) }));
  const chosen: string[] = [];
  const openings = new Set<string>();
  for (const { line } of keyed.sort((a, b) => a.key - b.key)) {
    // Two lines of one opening ("I've said what I had to say…") would say the same words twice: one of each.
    const opening = line.split(/\s+/).slice(0, SAME_OPENING_WORDS).join(' ').toLowerCase();
    if (openings.has(opening)) continue;
    openings.add(opening);
    chosen.push(line);
    if (chosen.length === count) break;
  }
  return chosen;
}
const SAME_OPENING_WORDS = 3;

// Every sentence of four words or more in these pools names the character's matter ("{m}": the deposit, the rota):
// such a sentence is the character's own, and two characters rarely come about the same matter. Shorter sentences
// ("I'm listening.", "Not quite.") are words anyone says. Most pools are openings times endings, so two characters
// with one matter still take different lines.

/** Every sentence with every other: "Thank you." + "{M} hasn't been easy." */
function paired(firsts: readonly string[], seconds: readonly string[]): string[] {
  return firsts.flatMap((first) => seconds.map((second) => `${first} ${second}`));
}

// "I don't know" in role, for what the brief does not hold.
const DONT_KNOW = composed(
  ["I couldn't say", "I don't know", "I can't say", "I'm not sure", 'No idea', "Couldn't tell you"],
  ['', "not from what I know of {m}", "that's beyond what I have on {m}", "not with what I've got on {m}", "it's not a part of {m} I know", 'nothing on {m} tells me'],
  ', ',
);

// Small talk answered in role, briefly and without inventing anything, then the way back to the matter.
const SMALL_TALK = composed(
  ['Maybe another time', 'That can wait', 'Another day, perhaps', "Let's save that", 'Not today', 'Ha, some other time', 'Later, maybe'],
  ["today it's {m}", "I'm here about {m}", '{m} comes first', "I'd rather stick to {m}", "{m} is what I came for", 'first {m}', "{m} is still open"],
  '; ',
);

// Small talk that asks how something of the character's day went ("How was the drive in?", "Busy day?"): a brief
// answer that claims nothing (no traffic, no meetings), then the way back to the matter.
const SMALL_TALK_ANSWERED = composed(
  ['Fine, thanks', 'Not bad, thanks', 'All right, thanks', 'Fine, thank you', 'Not too bad, thanks', 'Good enough, thanks', "Can't complain", 'Well enough, thank you', 'Good, thanks', 'Fair enough, thanks', 'Much as usual, thanks', 'Getting by, thanks'],
  ["but I'm here about {m}", "but {m} is what I came for", "but let's get to {m}", '{m} comes first today, though', "but I'd rather get on with {m}", "but {m} is why I'm here", 'though {m} is on my mind'],
  ', ',
);

// Asked how busy work keeps it ("Is it a busy time at work?"), the character answers briefly, then goes back.
const WORK_LIFE_ANSWERED = composed(
  ['Busy enough', 'Busy as ever', 'Steady enough', 'About as busy as usual', 'Much the same as always', 'It has its moments', 'Full on, as usual'],
  ["but I'm here about {m}", "but {m} is what I came for", "but let's get to {m}", '{m} comes first today, though', "but I'd rather get on with {m}"],
  ', ',
);

const WARNING = composed(
  ['One more like that', 'Another remark like that', 'Keep that up', 'Say that again', 'Push me like that again', 'Carry on like this', 'Once more'],
  ["and we're done talking about {m}", "and I'm done discussing {m} today", "and I'll end this talk about {m}", "and {m} can wait for another day", "and that's the end of {m} for today"],
);

const ENDED = composed(
  ["I've said what I had to say about {m}", "There's nothing more to discuss on {m} today", "I'd rather leave {m} there", "My answer on {m} hasn't changed", 'We can talk about {m} another time, not today', "I'm done with {m} for today", "That's all from me on {m} today", "I've nothing to add on {m}"],
  ['', 'thank you', 'really', 'for now'],
  ', ',
);

const ENDED_APOLOGY = composed(
  ['Thank you, but', 'Noted, but', 'Thanks for saying so, but', 'I hear the apology, but', 'I appreciate that, but'],
  ["I've made up my mind on {m} for today", "{m} is closed for today", "we're finished with {m} for today", "I'm done with {m} for today", "my mind on {m} is made up for today"],
);

const REPEATED = ['You said that.', "You've said that.", 'I heard you.', 'I heard you the first time on {m}.', "That's what you said about {m} before.", 'Yes, you mentioned that about {m}.', 'I know, you said that about {m}.', 'Same words as before on {m}.', "We've had that one on {m}."];

const LET_GO = composed(
  ['All right', 'Fine', 'Okay', 'Right'],
  ["I'll judge {m} for myself when I see it", "I'll take your word on {m} for now", "I'll hold you to that on {m}", "I'll leave {m} with you, then", "let's see how {m} goes", "I'll trust you on {m}, for now"],
  ', ',
);

const LOCKED = composed(
  ["I'd rather not go into that", "That's not something I'll get into", "Let's leave that aside", "I'll keep that to myself", "I'm not ready to talk about that", "I'd keep that back"],
  ['while {m} is still open', 'until {m} is further along', 'with {m} where it stands', 'for now, with {m} unsettled'],
);

// Asked how long it has done its work when the brief states no length of time: no number is made up.
const NO_TENURE = composed(
  ["I won't put a number on it", "I'd rather not put a figure on that", "I'm not going to put a number on that", 'No number from me on that', "I won't count it up for you"],
  ["it's {m} I'm here about", '{m} is what matters today', "let's keep to {m}", '{m} is why I came'],
  '; ',
);

// What happened to the character made light of ("Flights get cancelled all the time."): a mild push back, the matter
// still open.
const BRUSHED_OFF = composed(
  ['That may be, but', 'Maybe so, but', 'I know it happens, but', 'Perhaps, but', 'Could be, but', 'Even so,'],
  ['it still happened to me with {m}', "it's still not good enough on {m}", "that doesn't make {m} any better for me", "{m} is still a problem for me", "I'm still the one left with {m}"],
);

const NUDGES = ['So where do we go from here with {m}?', 'What do you suggest for {m}?', 'What happens next with {m}, then?', 'So what are you proposing on {m}?', 'Where does that leave {m}?', 'What would you do about {m} in my place?', 'So what now for {m}?', "What's your plan for {m}, then?", 'How do we move {m} on?', 'What can you actually do about {m}?'];

const SHORT = ['Go on.', "I'm listening.", 'Okay.', 'Right.', 'Mm.', 'And?', 'Carry on.', 'Yes?', 'Fine.', 'Hm.'];

const REMIND_PLAIN = ["Before I agree, I'd still want an answer on {m}.", "That doesn't settle {m} yet.", "I'm still waiting to hear what you'll do about {m}.", 'My worry about {m} has not gone away.', 'That still leaves {m} where it was.', "You haven't dealt with {m} yet."];

const STILL_NEED_PLAIN = ["That's a start on {m}, but it isn't everything I need yet.", "I'm not there yet on {m}; something is still missing.", "I can't agree to anything on {m} just yet.", 'Not quite enough on {m} for me yet.', "It's a step forward on {m}, but I'm not there.", "Close, but something on {m} is still missing."];

/** Said when an objection already raised is brought up again in a lead: an answer on the matter is still owed. */
export const ASKED_EARLIER = ["I'd still like an answer on {m}.", "{M} still needs an answer.", "I'm still owed an answer on {m}."];

const POOR_SUMMARY = ['Not quite.', "That's not it.", 'Not exactly.', 'Not really, no.', "You've missed something.", 'Not quite, no.'];

const CLOSING_OPEN = paired(
  ['All right.', 'Fine.', 'Okay.', 'Right.', 'Okay, thanks.'],
  ["Nothing's agreed on {m} yet, though.", 'We can leave {m} there for today.', "I'll think about {m}, but nothing is agreed.", "I'll mull {m} over; nothing's settled.", "Let's stop {m} there; nothing's agreed.", "I'll need to think {m} over."],
);

const CLOSING_AGREED = paired(['Thanks.', 'Good.', 'Great, thanks.', 'Thank you.'], ['Speak soon.', 'Bye for now.', 'Talk then.', "I'll look out for news on {m}.", "Glad {m} is settled.", 'Until then.']);

// Said on agreeing to an offer: thanks, then the next step checked, by the day the offer named ({w}: "by 30 November")
// or, when it named none, asked for. The thanks is a sentence of its own, left out when the last reply thanked.
// What was agreed is "that": the matter ("my wedding suit") is what it settles, never what gets done ("my wedding suit
// is settled today").
const NEXT_STEP_DATED = ["Thank you. So that's {w} for {m}?", "Thanks. So {w}, and that's {m} dealt with?", 'Thank you. So I will hear about {m} {w}?'];
const NEXT_STEP_ASKED = ['Thank you. What happens next on {m}, and when?', 'Thanks. So what is the next step on {m}?', 'Thank you. When will I hear from you about {m}?'];

const AGREED_PLAIN = ['Send me what we agreed on {m} in writing and we are set.', "Good. I've noted what we agreed on {m}.", "Fine. Once that's in writing, I'll call {m} settled.", "Right, that's noted.", "Good. I'll look out for that in writing about {m}.", 'Noted. Thank you.'];

// Leads into an objection the character brings up before agreeing: the objection follows in the same sentence.
const BROUGHT_UP_LEADS = ['Before we go further on {m}, one more thing:', 'Maybe, but first one thing on {m}:', 'One thing first on {m}, though:', 'Before that, one thing about {m}:', 'Hold on, one thing first on {m}:', 'Just one thing on {m} before that:'];

// A fact asked for again: said again briefly, led by a reminder that it was said.
const RESTATED_LEADS = ['As I said,', 'Like I said,', 'As I told you,', 'Again,', 'Like I mentioned,', 'As I mentioned,'];

// A short part said again ("£3,000", "four hours") makes a sentence any character could say with that figure: its
// reminder names the character's matter ("As I said about the kitchen, £3,000.").
// One for each of RESTATED_LEADS, in the same order, so a character keeps its own kind of reminder.
const RESTATED_ABOUT_LEADS = ['As I said about {m},', 'Like I said about {m},', 'As I told you about {m},', 'Again, on {m},', 'Like I mentioned about {m},', 'As I mentioned about {m},'];

/**
 * The reminders before a part said again ("As I said, …"): for a short part, those naming the matter, save one whose
 * matter already says the part ("about the test on 17 October, 17 October").
 */
export function restatedLeadsFor(lines: StockLines, part: string, isShort: boolean): readonly string[] {
  const about = isShort ? lines.restatedAboutLeads.filter((lead) => !lead.toLowerCase().includes(part.trim().toLowerCase())) : [];
  return about.length > 0 ? about : lines.restatedLeads;
}

/** What a character says of its own: each family a few lines of the pool, in the character's order. */
export interface StockLines {
  dontKnow: readonly string[];
  smallTalk: readonly string[];
  smallTalkAnswered: readonly string[];
  workLifeAnswered: readonly string[];
  warning: readonly string[];
  ended: readonly string[];
  endedApology: readonly string[];
  repeated: readonly string[];
  letGo: readonly string[];
  locked: readonly string[];
  nudges: readonly string[];
  /** A mild push back when what happened is made light of. */
  brushedOff: readonly string[];
  noTenure: readonly string[];
  short: readonly string[];
  remindPlain: readonly string[];
  stillNeedPlain: readonly string[];
  poorSummary: readonly string[];
  closingOpen: readonly string[];
  closingAgreed: readonly string[];
  agreedPlain: readonly string[];
  /** Thanks and the next step checked on agreeing, with "{w}" for the day the offer named. */
  nextStepDated: readonly string[];
  /** Thanks and the next step asked for on agreeing to an offer that named no day. */
  nextStepAsked: readonly string[];
  broughtUpLeads: readonly string[];
  restatedLeads: readonly string[];
  /** The reminders before a short part said again, each naming the matter. */
  restatedAboutLeads: readonly string[];
}

const cache = new Map<number, StockLines>();
const CACHE_LIMIT = 256;

/** The seed of a character: its scenario and its name, so a replay gets the same lines and another character other ones. */
export function characterSeed(scenarioName: string, characterName: string): number {
  return stableHash(`${scenarioName.trim().toLowerCase()}\u0000${characterName.trim().toLowerCase()}`);
}

/**
 * The character's own lines of each family: a few of the pool's, chosen by its seed, each naming its matter in one of
 * the forms its brief gives ({@link matterFormsOf}: "the wedding", "my wedding on 14 September").
 */
export function stockLinesOf(seed: number, matter = 'this', forms: readonly string[] = [matter]): StockLines {
  const key = stableHash(`${seed}\u0000${matter}\u0000${forms.join('\u0000')}`);
  const cached = cache.get(key);
  if (cached) return cached;
  const own = (pool: readonly string[], family: string, count: number) => ownLines(pool, seed, count, family).map((line) => withOwnMatter(line, matter, forms, seed));
  const lines: StockLines = {
    dontKnow: own(DONT_KNOW, 'dontKnow', 4),
    smallTalk: own(SMALL_TALK, 'smallTalk', 4),
    smallTalkAnswered: own(SMALL_TALK_ANSWERED, 'smallTalkAnswered', 3),
    workLifeAnswered: own(WORK_LIFE_ANSWERED, 'workLifeAnswered', 3),
    warning: own(WARNING, 'warning', 2),
    ended: own(ENDED, 'ended', 5),
    endedApology: own(ENDED_APOLOGY, 'endedApology', 2),
    repeated: own(REPEATED, 'repeated', 3),
    letGo: own(LET_GO, 'letGo', 3),
    locked: own(LOCKED, 'locked', 3),
    nudges: own(NUDGES, 'nudges', 4),
    brushedOff: own(BRUSHED_OFF, 'brushedOff', 3),
    noTenure: own(NO_TENURE, 'noTenure', 3),
    short: own(SHORT, 'short', 6),
    remindPlain: own(REMIND_PLAIN, 'remindPlain', 3),
    stillNeedPlain: own(STILL_NEED_PLAIN, 'stillNeedPlain', 3),
    poorSummary: own(POOR_SUMMARY, 'poorSummary', 3),
    closingOpen: own(CLOSING_OPEN, 'closingOpen', 3),
    closingAgreed: own(CLOSING_AGREED, 'closingAgreed', 3),
    agreedPlain: own(AGREED_PLAIN, 'agreedPlain', 2),
    nextStepDated: own(NEXT_STEP_DATED, 'nextStepDated', 2),
    nextStepAsked: own(NEXT_STEP_ASKED, 'nextStepAsked', 2),
    broughtUpLeads: own(BROUGHT_UP_LEADS, 'broughtUpLeads', 4),
    restatedLeads: own(RESTATED_LEADS, 'restatedLeads', 4),
    restatedAboutLeads: own(RESTATED_ABOUT_LEADS, 'restatedLeads', 4),
  };
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, lines);
  return lines;
}

// A verb after the matter agrees with it: "the classes are still open", "the reviews have been…".
const PLURAL_VERBS: Readonly<Record<string, string>> = { is: 'are', "isn't": "aren't", has: 'have', "hasn't": "haven't", was: 'were', comes: 'come', goes: 'go', stays: 'stay', moves: 'move', needs: 'need', waits: 'wait' };

/**
 * Whether a matter is plural: its head noun is in a plural form ("the classes", not "the business"), the head being the
 * last noun before a preposition or a particle ("my two weeks off", "the credit for the missing sacks").
 */
function isPlural(matter: string): boolean {
  // "working from home on Mondays": a doing is one thing, whatever its last word.
  const [first = '', ...rest] = matter.split(/\s+/);
  if (rest.length > 0 && /ing$/.test(first) && verbLemmaOf(first) !== null && verbLemmaOf(first) !== first) return false;
  return isPluralPhrase(matter);
}

/**
 * A stock line with the character's matter in it: "{m}" as "the deposit", "{M}" as "The deposit". A verb right after
 * the matter agrees with it when the matter is the subject ("the classes are still open"), not when it is the object
 * of a preposition inside a longer subject ("something on the deliveries is still missing").
 */
export function withMatter(line: string, matter: string, head = matter): string {
  const filled = line.replace(/(?:(\p{L}+)\s+)?\{([mM])\}(\s+(?:still\s+)?)([\w']+)/gu, (_whole, before: string | undefined, mark: string, space: string, verb: string) => {
    const isSubject = before === undefined || !PREPOSITION.test(before);
    return `${before === undefined ? '' : `${before} `}{${mark}}${space}${isSubject && isPlural(head) ? (PLURAL_VERBS[verb] ?? verb) : verb}`;
  });
  return filled.replaceAll('{m}', matter).replaceAll('{M}', capitalize(matter));
}

/**
 * A stock line with the matter in the form the character's seed picks for it: each line of a character names its
 * matter its own way ("the wedding", "my wedding on 14 September"), so two characters of one field (one matter) rarely
 * say the same sentence. The verb agrees with the matter itself, not with the detail after it.
 */
export function withOwnMatter(line: string, matter: string, forms: readonly string[], seed: number): string {
  if (!/\{[mM]\}/.test(line) || forms.length <= 1) return withMatter(line, forms[0] ?? matter, matter);
  return withMatter(line, forms[stableHash(`${seed}\u0000${line}`) % forms.length]!, matter);
}

// "the wedding on 14 September", "the crown from Bridgewater Dental": a preposition, then a name, a figure or a date.
const DETAIL_AFTER = String.raw`\s+((?:at|in|on|from|for|with)\s+(?:the\s+)?(?:\p{Lu}[\p{L}'&-]*|£?\d[\d,.]*(?:[a-z]{2})?)(?:\s+(?:\p{Lu}[\p{L}'&-]*|\d[\d,.]*))*)`;
const MAX_DETAIL_WORDS = 5;

/**
 * The forms in which a character names its matter: as the stock lines say it ("the wedding"), as its own when its brief
 * calls it so ("my wedding"), and with the detail its brief gives right after it ("the wedding on 14 September").
 */
export function matterFormsOf(brief: CharacterBrief, matter: string): string[] {
  if (matter === 'this') return [matter];
  const texts = [brief.openingLine, ...brief.facts.map((fact) => fact.answer)].join(' ');
  const words = matter.replace(/^the\s+/, '');
  const escapedWords = words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // "the annual fee", "my weekly fee": the word the brief's own lines put before the matter to say which one it is
  // names it in every form, so two characters of one field ("the fee") name theirs apart.
  const isWhich = (word: string) => readWords(word).some((each) => each.isWord && each.pos === 'adjective' && !each.stopWord);
  const before = [...texts.matchAll(new RegExp(`\\b(?:the|my|our|this)\\s+(\\p{Ll}+)\\s+${escapedWords}\\b`, 'gu'))].map((match) => match[1]!).find(isWhich);
  const which = before ? `${before} ` : '';
  const base = which ? `the ${which}${words}` : matter;
  const own = new RegExp(`\\bmy\\s+${which}${escapedWords}\\b`, 'i').test(texts) ? `my ${which}${words}` : null;
  const found = new RegExp(`\\b${escapedWords}${DETAIL_AFTER}`, 'u').exec(texts);
  const detail = found?.[1]?.replace(/[,.]+$/, '');
  const detailed = found && detail && detail.split(/\s+/).length <= MAX_DETAIL_WORDS && (!DATE.test(detail) || !isVerbsObject(texts.slice(0, found.index))) ? `${own ?? base} ${detail}` : null;
  return [...new Set([base, own, detailed].filter((form): form is string => form !== null))];
}

// Words between a verb and its object's head: "got the fine", "paid my annual fee".
const OBJECT_LEAD = new Set(['the', 'a', 'an', 'my', 'our', 'this', 'his', 'her', 'their', 'your']);

/**
 * Whether the matter named after these words is a verb's object ("I got | the fine on 12 May"): a date after it then
 * says when the verb's doing happened, a fact of its own, not which one the matter is, as it does after a preposition
 * ("for my wedding on 21 June").
 */
function isVerbsObject(before: string): boolean {
  const sentence = before.split(/[.!?]\s+/).at(-1) ?? before;
  const words = readWords(sentence).filter((word) => word.isWord);
  const lead = words.findLastIndex((word) => !OBJECT_LEAD.has(word.text.toLowerCase()) && word.pos !== 'adjective');
  return lead >= 0 && words[lead]!.pos === 'verb';
}

// Nouns that name no matter of their own.
const NOT_A_MATTER = new Set(['time', 'year', 'month', 'week', 'day', 'people', 'person', 'nobody', 'anyone', 'someone', 'thing', 'lot', 'way', 'one', 'part', 'side', 'fact', 'something', 'nothing', 'everything', 'minute', 'hour', 'cent', 'percent', 'morning', 'afternoon', 'evening', 'night', 'today', 'moment']);

// What is at stake is a thing, an act or an arrangement (the bill, the loan, the booking), never a person or an
// animal in it (the sister, the spaniel), nor a time or a feeling, nor only a part or the rest of something ("the
// rest"): WordNet's file for the noun's commonest sense.
const NOT_A_MATTER_KIND = new Set(['person', 'animal', 'time', 'feeling', 'body', 'motive', 'relation']);

function namesAMatter(lemma: string): boolean {
  // A lower-case noun in its commonest common sense: "the crane" is a machine, not the writer Stephen Crane.
  const kind = commonNounKinds(lemma, 1)[0];
  return kind === undefined || !NOT_A_MATTER_KIND.has(kind);
}

const matters = new Map<string, string>();
const ABOUT_THEMSELVES = /\b(?:role|job|position|experience|career|background)\b/i;
const MIN_MATTER_WEIGHT = 2;
// A noun one fact names (or the brief's situation twice) is a matter when nothing weighs more.
const MIN_FALLBACK_WEIGHT = 1;
const MAX_COMPOUND_NOUNS = 3;

/**
 * What the character came to talk about, as a phrase its stock lines can hold: the noun its brief's own lines use
 * most, with the scenario's title ("the deposit", "the rota", "the reviews"), or "this" when none stands out. Capitalised words (names,
 * places) and nouns for people and animals are left out, so a stock line never names anyone, save the animal or
 * person the character asks to keep or bring ("Pepper").
 */
export function matterOf(brief: CharacterBrief, title = ''): string {
  // "written consent to keep a retired greyhound called Pepper": the animal or person asked for is the matter, by name.
  const being = beingWantedIn(brief.outcome.agreement);
  if (being) return being;
  // Who the character is (its role, its career) says nothing about why it came.
  const facts = brief.facts.filter((fact) => !ABOUT_THEMSELVES.test(fact.topic));
  // The title counts only with what the character itself talks about: "Renewing the hospital contract" names no
  // matter of a brief about a washing machine.
  const own = new Set(readWords([brief.openingLine, brief.situation, ...brief.objections.map((objection) => objection.objection), ...facts.map((fact) => fact.answer)].join(' ')).map((word) => word.lemma));
  // "Missed deadlines": a time the title names and the character's own lines say is what the talk is about, though a
  // time alone ("the week") names no matter.
  const titleTimes = titleTimesIn(title, own);
  // What the situation or the want names comes next: a noun one fact uses ("the weekly claims report") is only what
  // a character talks about when its own lines name no matter.
  const named = namedMatterOf(brief, titleTimes);
  if (named) return named;
  // The scenario's title, what the character opens with and what it objects to say most about why it is here.
  // Each word keeps the reading its own sentence gives it: "Owner whose dog came home hurt" and "when I got home" say
  // where, not a thing ("home" as an adverb), though the word read alone would be a noun.
  const isThingWord = (word: Word) => word.pos !== 'adverb';
  const titleWords = readWords(title).map((word) => (own.has(word.lemma) && isThingWord(word) ? word.text : ','));
  // The opening line and the objections count with the words the character's facts hold: a concern
  // any character may have ("On the terms, I need something I can take back") names no matter of its own.
  const described = new Set(readWords(facts.map((fact) => fact.answer).join(' ')).map((word) => word.lemma));
  const describedOnly = (text: string) =>
    readWords(text)
      .map((word) => (described.has(word.lemma) && isThingWord(word) ? word.text : ','))
      .join(' ');
  return withTitleState(
    matterIn([
      [titleWords.join(' '), 4],
    [describedOnly(brief.openingLine), 3],
    ...brief.objections.map((objection): [string, number] => [describedOnly(objection.objection), 2]),
      ...facts.map((fact): [string, number] => [fact.answer, 1]),
      [brief.situation, 0.5],
    ], titleTimes),
    title,
  );
}


/**
 * The times a title names that the character's own words say too ("Missed deadlines", "Crane delay on the Riverside
 * build"): each names a matter with the thing before it ("the crane delay"), though a time alone ("the week") does not.
 */
export function titleTimesIn(title: string, said: ReadonlySet<string>): Set<string> {
  return new Set(readWords(title).filter((word) => word.pos === 'noun' && said.has(word.lemma) && !NOT_A_MATTER.has(word.lemma) && nounKinds(word.lemma, 1)[0] === 'time').map((word) => word.lemma));
}

/**
 * The matter the character's situation names, said as its own lines say it: the noun phrase its opening line shares
 * with its walk-away or feeling line, where the brief states what it came about ("my pay" of "I'd like to talk about
 * my pay and where this job is going"), else the thing its first want names, the object of "wants" ("the rise" of "a
 * rise to £36,000"); null when neither names one.
 */
function namedMatterOf(brief: CharacterBrief, titleTimes: ReadonlySet<string>): string | null {
  return situationMatterOf(brief, titleTimes) ?? wantedMatterOf(brief);
}

const DETERMINED_PHRASE = /\b(my|our|the)\s+(\p{Ll}[\p{Ll}-]*(?:\s+\p{Ll}[\p{Ll}-]*){0,2})/gu;

function situationMatterOf(brief: CharacterBrief, titleTimes: ReadonlySet<string>): string | null {
  const restated = [brief.outcome.walkAwayLine, ...brief.hiddenFacts.map((fact) => fact.answer)].map((text) => text.toLowerCase());
  const doing = doingMatterOf(brief, restated);
  if (doing) return doing;
  // "the crane delay" of "Crane delay on the Riverside build": a time the title names is part of the run it ends.
  const isTitleTime = (word: Word) => word.isWord && word.pos === 'noun' && /^\p{Ll}/u.test(word.text) && titleTimes.has(word.lemma);
  const isMatterOrTitleTime = (word: Word | undefined): word is Word => word !== undefined && (isTitleTime(word) || isMatterNoun(word));
  for (const match of brief.openingLine.matchAll(DETERMINED_PHRASE)) {
    const phrase = nounRunOf(match[1]!, match[2]!, isMatterOrTitleTime) ?? describedRunOf(match[1]!, match[2]!);
    // "my request to switch to morning routes", "my complaint about the boiler": a noun for what is said names no
    // matter; what it asks for or is about does, as the character's own lines weigh it.
    if (phrase && nounKinds(lemmaOf(phrase.split(' ').at(-1)!), 1)[0] === 'communication') return null;
    if (phrase && restated.some((text) => new RegExp(`\\b${phrase}\\b`).test(text))) return phrase;
  }
  return null;
}

// A verb's -ing form and the words after it: "working from home on Mondays".
const DOING_PHRASE = /\b(\p{L}+ing)((?:\s+[\p{L}'-]+){1,6})/gu;

/**
 * The doing the character came about, as its opening line names it and its walk-away or feeling line says it again
 * ("working from home on Mondays"), when its own facts say the verb with the same words after it ("I want to work from
 * home on Mondays"): a noun inside it ("the home") would be only where or when.
 */
function doingMatterOf(brief: CharacterBrief, restated: readonly string[]): string | null {
  const told = brief.facts.map((fact) => fact.answer.toLowerCase());
  for (const match of brief.openingLine.matchAll(DOING_PHRASE)) {
    const first = match[1]!.toLowerCase();
    const verb = verbLemmaOf(first);
    if (!verb || verb === first) continue;
    // Said as written ("Mondays"), matched whatever the case.
    const tail = match[2]!.trim().split(/\s+/);
    if (!told.some((answer) => answer.includes(`${verb} ${tail[0]!.toLowerCase()}`))) continue;
    for (let end = tail.length; end >= 1; end -= 1) {
      const phrase = [first, ...tail.slice(0, end)].join(' ');
      if (restated.some((text) => new RegExp(`\\b${phrase.toLowerCase()}\\b`).test(text))) return phrase;
    }
  }
  return null;
}

/** The wants the character states are what it agrees to: each is its own requirement, read as said. */
// WordNet's files of what is never the thing wanted: a person, an animal, a part or remainder of something ("relation").
const NEVER_WANTED_KINDS: readonly string[] = ['person', 'animal', 'relation'];

function wantedMatterOf(brief: CharacterBrief): string | null {
  const wants = brief.outcome.requires.map((requirement) => requirement.label).filter((label) => brief.outcome.agreement.includes(label));
  const first = wants[0] && /^(?:an?|the|my|our|some)\s+(\p{Ll}[\p{Ll}-]*(?:\s+\p{Ll}[\p{Ll}-]*){0,2})/u.exec(wants[0]);
  // What is wanted is a thing by its place in the sentence, whatever WordNet files its commonest sense under ("a rate"
  // is a measure of time there): only a person or an animal is never the matter, nor what is only a part or the rest
  // of something else ("the rest delivered by Friday").
  const wanted = (word: Word | undefined): word is Word => word !== undefined && word.isWord && word.pos === 'noun' && !word.stopWord && !NOT_A_MATTER.has(word.lemma) && !NEVER_WANTED_KINDS.includes(nounKinds(word.lemma, 1)[0] ?? '');
  const run = first ? nounRunOf(/^(?:my|our)\b/.test(wants[0]!) ? wants[0]!.split(/\s/)[0]! : 'the', first[1]!, wanted) : null;
  if (run || !wants[0]) return run;
  // "a two-week extension": a thing asked for as one of its kind is named once asked, without what only sorts it.
  const sorted = indefiniteNounRun(readWordsInContext(wants[0]));
  return sorted.length > 0 && sorted.length <= MAX_COMPOUND_NOUNS && sorted.every((word) => wanted(word)) ? `the ${sorted.map((word) => word.text).join(' ')}` : null;
}

/** "my pay", "the rise": the determiner with the run of matter nouns that opens the words after it, as read in the sentence. */
function nounRunOf(determiner: string, rest: string, isNoun: (word: Word | undefined) => word is Word = isMatterNoun): string | null {
  const words = readWordsInContext(`${determiner} ${rest}`).slice(1);
  let end = 0;
  // "the sent home alone": a verb's inflected form read as a noun after "the" is no thing named.
  const isVerbForm = (word: Word) => readWords(word.text).some((alone) => alone.pos === 'verb' && alone.lemma !== word.text.toLowerCase());
  while (end < words.length && end < MAX_COMPOUND_NOUNS && isNoun(words[end]) && !isVerbForm(words[end]!)) end += 1;
  return end > 0 ? `${determiner} ${words.slice(0, end).map((word) => word.text).join(' ')}` : null;
}

/**
 * "the missing parts": a word that says which one, then the run of nouns, as read in the sentence. With it, a noun
 * that alone names no matter ("parts") names one.
 */
function describedRunOf(determiner: string, rest: string): string | null {
  const [which, ...after] = rest.split(/\s+/);
  const isWhich = readWordsInContext(`${determiner} ${rest}`)[1]?.pos === 'adjective';
  const isNoun = (word: Word | undefined): word is Word => word !== undefined && word.isWord && word.pos === 'noun' && !word.stopWord && /^\p{Ll}/u.test(word.text) && word.lemma.length >= 3 && namesAMatter(word.lemma);
  const run = isWhich && after.length > 0 ? nounRunOf(determiner, after.join(' '), isNoun) : null;
  return run ? run.replace(determiner, `${determiner} ${which!}`) : null;
}

function isMatterNoun(word: Word | undefined): word is Word {
  return word !== undefined && word.isWord && word.pos === 'noun' && !word.stopWord && !/^[A-Z0-9£$€]/.test(word.text) && !word.text.includes("'") && !NOT_A_MATTER.has(word.lemma) && word.lemma.length >= 3 && namesAMatter(word.lemma);
}

/** The matter of texts weighted by how much each says about it: the noun (or two-noun compound) weighing most, as "the …". */
export function matterIn(weighted: readonly (readonly [string, number])[], timesNamed: ReadonlySet<string> = new Set()): string {
  const key = JSON.stringify([weighted, [...timesNamed]]);
  const cached = matters.get(key);
  if (cached) return cached;
  const counts = new Map<string, { count: number; forms: Map<string, number> }>();
  const count = (lemma: string, form: string, weight: number) => {
    const entry = counts.get(lemma) ?? { count: 0, forms: new Map<string, number>() };
    entry.count += weight;
    entry.forms.set(form, (entry.forms.get(form) ?? 0) + weight);
    counts.set(lemma, entry);
  };
  for (const [text, weight] of weighted) {
    // "the unit moves from 8-hour shifts…": a clause's missing verb is no part of a noun run.
    const words = readWordsInContext(text);
    // "mix-up", "out-of-stock": part of a hyphenated word is no noun of its own.
    const isNamedTime = (word: Word) => word.isWord && word.pos === 'noun' && /^\p{Ll}/u.test(word.text) && timesNamed.has(word.lemma);
    const matterNouns = words.map((word, index) => (isMatterNoun(word) || isNamedTime(word)) && words[index + 1]?.text !== '-' && words[index - 1]?.text !== '-');
    // "day shifts", "the night premium": a noun that names no matter alone (a time) is part of the thing it qualifies.
    const qualifies = (word: Word, index: number) => matterNouns[index + 1]! && word.isWord && word.pos === 'noun' && NOT_A_MATTER.has(word.lemma) && /^\p{Ll}/u.test(word.text) && words[index - 1]?.text !== '-';
    const usable = words.map((word, index) => matterNouns[index]! || qualifies(word, index));
    // "my kitchen sink burst": a word the tagger reads otherwise ends the run when WordNet holds it and the noun before
    // it as one noun, so the matter is the sink, not the kitchen.
    const joins = words.map((word, index) => index > 0 && !usable[index] && usable[index - 1]! && word.isWord && /^\p{Ll}/u.test(word.text) && hasPartOfSpeech(`${words[index - 1]!.lemma} ${word.lemma}`, 'noun'));
    words.forEach((word, index) => {
      if (!usable[index] || usable[index - 1]) return;
      // "washing machine", "blood pressure tablets": a run of nouns is one thing.
      let end = index + 1;
      while (end < words.length && usable[end] && end - index < MAX_COMPOUND_NOUNS) end += 1;
      if (end < words.length && joins[end] && end - index < MAX_COMPOUND_NOUNS) end += 1;
      const run = words.slice(index, end);
      const form = run.map((each) => each.text).join(' ').toLowerCase();
      count(run.map((each) => each.lemma).join(' '), form, run.length > 1 ? weight * 1.5 : weight);
    });
  }
  const ranked = [...counts.values()].sort((a, b) => b.count - a.count);
  // No noun stands out: the one said most by what weighs most still names the character's own matter ("the evening
  // slots"), where "this" would make every stock line one any character says.
  const best = ranked[0] && ranked[0].count >= MIN_MATTER_WEIGHT ? ranked[0] : ranked.find((entry) => entry.count >= MIN_FALLBACK_WEIGHT);
  const form = best ? [...best.forms].sort((a, b) => b[1] - a[1])[0]![0] : null;
  const matter = form ? `the ${form}` : 'this';
  if (matters.size >= CACHE_LIMIT) matters.clear();
  matters.set(key, matter);
  return matter;
}

/** Every line a family's pool holds: for tests, which recognise a line of the family. */
export const STOCK_POOLS = {
  dontKnow: DONT_KNOW,
  smallTalk: [...SMALL_TALK, ...SMALL_TALK_ANSWERED, ...WORK_LIFE_ANSWERED],
  warning: WARNING,
  ended: ENDED,
  locked: LOCKED,
  restatedLeads: [...RESTATED_LEADS, ...RESTATED_ABOUT_LEADS],
  closingOpen: CLOSING_OPEN,
  closingAgreed: CLOSING_AGREED,
  agreedPlain: AGREED_PLAIN,
  poorSummary: POOR_SUMMARY,
  brushedOff: BRUSHED_OFF,
} as const;

/** Whether the text starts with a line of the family's pool. */
export function startsWithStockLine(family: keyof typeof STOCK_POOLS, text: string): boolean {
  return STOCK_POOLS[family].some((line) => {
    const pattern = line
      .replace(/[.,]$/, '')
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\{[mM]\}/g, '.+?');
    return new RegExp(`^${pattern}`, 'i').test(text);
  });
}
