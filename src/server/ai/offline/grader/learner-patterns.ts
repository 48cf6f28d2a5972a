// The patterns the offline grader reads a learner's sentence with: acknowledging, summarising, proposing,
// committing, structuring, giving examples and figures, and what goes against a behaviour (pressure, dismissing, vague
// answers, bare claims).
import { contentStems, isOpenQuestion, isQuestion, splitSentences } from '../../language/text.ts';
import { DATE, affirms, mentions, type PatternReader } from '../negation-scope.ts';
import { readWords, wordSentiment, type Word } from '../../language/lemmas.ts';
import { feelingsOf, isPersonNoun, nounKinds, verbKinds } from '../../language/wordnet.ts';
import { ownSideSubjectEnd, type ScenarioSides } from '../../language/own-side.ts';

export const ACKNOWLEDGE =
  /\b(i understand|i hear you|i can (imagine|understand)|i can see(?= (?:why|how)\b|(?: that| it)?\s*(?:[.!?,;:]|$))|i get (it|that|why)|that sounds|that must|must (be|have been)|(i'm|i am|we're|we are) (so |really |very |truly |deeply )?sorry|sorry (for|about|that|this|to hear)|i apologi[sz]e|we apologi[sz]e|(my|our) (sincere )?apologies|apologies for|i appreciate|thank you for (telling|sharing|explaining|raising|your patience|being|coming|bringing)|thanks for (telling|sharing|explaining|raising|your patience|being|bringing)|(it|that) makes sense|you're right|you are right|fair (point|concern|question)|that's (fair|understandable|frustrating|difficult|not (ok|okay|acceptable|good enough))|i'd feel the same|i would feel the same|i (completely|totally|fully|really) understand|no wonder( you|$)|(i'd|i would) (be|feel) (\w+ )?(upset|angry|annoyed|frustrated|furious|worried) too|you have every right|you('re| are) right to|(that's|that is|it's|it is) not the (service|experience|treatment) you|you did (a )?(great|good|excellent|really good)|great work|well done|i (really )?value|i noticed|credit for)\b/i;

/** "I can see…": seeing, which acknowledges them only when what is seen is a feeling or why they feel it. */
const I_CAN_SEE = /\bi can see\b/gi;
/** Where what is seen ends: the end of its clause ("I can see your payment, so I will cancel the fine"). */
const SEEN_ENDS = /[.!?;:]|,|\s[-–—]\s|\b(?:so|and|but|because|which)\b/i;

/**
 * Whether what a sentence says it can see is a feeling or a state of theirs that hurts ("I can see your frustration",
 * "I can see you're upset", "I can see this has been stressful"), by the words' meaning: a feeling as WordNet files it
 * (feelingsOf) or a describing word of unfavourable sentiment. Seeing a record or a thing ("I can see your payment on
 * 28 October", "I can see the damage on the photos") acknowledges nothing they feel.
 */
function seesAFeeling(sentence: string): boolean {
  for (const match of sentence.matchAll(I_CAN_SEE)) {
    const after = sentence.slice(match.index + match[0].length);
    const end = after.search(SEEN_ENDS);
    const seen = readWords(end === -1 ? after : after.slice(0, end)).filter((word) => word.isWord && !word.negated);
    const isFelt = (word: Word) =>
      (word.pos === 'noun' || word.pos === 'verb' || word.pos === 'adjective') && (feelingsOf(word.lemma, word.pos).size > 0 || (word.pos === 'adjective' && wordSentiment(word.lemma) < 0));
    if (seen.some(isFelt)) return true;
  }
  return false;
}

/**
 * Whether a sentence acknowledges the other person (ACKNOWLEDGE), read by `read` (negation-aware in use): "I can see"
 * only of a feeling or why they feel it ("I can see why it has been frustrating"), never of a record ("I can see your
 * payment on 28 October").
 */
export function acknowledges(sentence: string, read: PatternReader = affirms): boolean {
  return read(sentence, ACKNOWLEDGE) || (seesAFeeling(sentence) && read(sentence, I_CAN_SEE));
}

/** Thanking or acknowledging in a word: "thank you", "I see". */
export const THANKS = /\b(thank you|thanks|i see)\b/i;

/**
 * Lines that dismiss or pressure the other person: they cost listening, rapport and objection handling. Read through
 * {@link dismisses}: an order ("you need to…") dismisses only when it is said, never when it is asked ("What time do
 * you need to be at work?"), and "whatever" only as a reply on its own ("Whatever."), not as "whatever you need".
 */
export const DISMISSIVE =
  /\b(not my (problem|fault|job)|calm down|nothing (i|we) can do|that's (just )?(the|our) policy|take it or leave it|final offer|i don't have time|deal with it|that's not how it works|no excuses|stop complaining|it's not our fault|not our fault|end of (story|discussion)|it is what it is|(i'm|i am) not asking,? (i'm|i am) telling|you'll get used to it|that's on you|your loss)\b/i;

/** Telling the other person what they must do: an order when said, a plain question when asked. */
const OBLIGATION = /\b(you should have|you need to|you(?: will|'ll|’ll)? have to|you must|you've got to)\b/i;

/** "Whatever" said as a reply in itself, at the head or the end of a sentence: a shrug. */
const SHRUG = /(?:^\W*|[,.;:!?]\s*)whatever\s*(?:[,.;:!?]|$)/i;

/**
 * Whether the sentence dismisses the other person: a dismissive phrase, a shrug, or an order, each read in its
 * negation scope. A question asks; it orders nothing ("Do you have to move out by Friday?").
 */
export function dismisses(sentence: string): boolean {
  return affirms(sentence, DISMISSIVE) || SHRUG.test(sentence) || orders(sentence) || challenges(sentence);
}

/**
 * A "why" question that doubts the other person's reason rather than asks for it: "anyway" or "even" puts the need
 * itself in question ("Why do you need two bedrooms anyway?", "Why do you even want a refund?").
 */
function challenges(sentence: string): boolean {
  return isQuestion(sentence) && /^\W*why\b/i.test(sentence) && /\b(?:anyway|even)\b/i.test(sentence);
}

/** Words that make what follows them in a clause a subordinate one: "whatever you need to", "if you have to". */
const SUBORDINATING = /\b(?:what|whatever|which|that|if|when|whenever|unless|where|how|why|once|before|after|until|anything|everything|all|as)\b/i;

/**
 * Whether the sentence tells the other person what they must do: an obligation said in a main clause ("You need to
 * calm down."), not asked ("Do you have to move out by Friday?") nor inside a subordinate clause ("I'll do whatever
 * you need to get the flat back", "if you have to leave early, tell me").
 */
function orders(sentence: string): boolean {
  if (isQuestion(sentence) || !affirms(sentence, OBLIGATION)) return false;
  const match = OBLIGATION.exec(sentence);
  if (!match) return false;
  const clause = sentence.slice(0, match.index).split(/[,;:]|\s[-–—]\s/).at(-1) ?? '';
  return !SUBORDINATING.test(clause);
}

export const SUMMARY_STRONG =
  /\b(so what (i'm|i am) hearing|what (i'm|i am) hearing|if i (understand|understood|heard|have understood|'ve understood)|let me (make sure|check|recap|summari[sz]e|play (that|it) back)|to (sum up|summari[sz]e|recap)|in summary|(so|just) to (confirm|check|be sure)|it sounds like you|you're saying|you are saying|you mentioned|you said|to make sure i|if i('ve| have) got (this|that|it|you) right|(have|did) i get (that|it) right|have i got (that|it) right|in other words|so basically|let me see if i)\b/i;

export const SUMMARY_MEDIUM = /^(so|okay,? so)\b.*\byou(r|'ve|'re)?\b/i;

export const CONCERN_WORDS = /\b(concern|worr|risk|hesitat|doubt|sceptic|skeptic|understand why|fair question|fair point|fair concern)/i;

export const PROPOSAL =
  /\b(what if|how about|we could|i could|would it help|what would (you need|it take|make)|instead|alternatively|reference|pilot|trial|phase|guarantee|exit|in exchange|in return|if you|if we)\b/i;

export const OFFER_STRONG =
  /\b((i|we) can (offer|arrange|approve|replace|refund|rebook|book|send|give|escalate|authori[sz]e|provide|phase|deliver|start|set up|put|get)|(i|we)('ll| will) (arrange|replace|refund|rebook|book|send|approve|personally|get|organi[sz]e|escalate|provide|set up|put|cover|restore|start|give)|(two|three|a few|some|the) options|option (one|two|a|b|1|2)|which means|so that you|what this means for you|benefit|save you|saves you)\b/i;

export const OFFER_MEDIUM = /\b(we could|i could|would it help|replacement|refund|plan|proposal|solution|option)\b/i;

export const COMMITMENT =
  /\b(i'll|i will|how about (?:i|we)|we'll|we will|shall we|shall i|can we agree|agreed|we agree|you'll|you will|i commit|we commit|i'm going to|i am going to|(?:could|can) we (?:book|meet|set up|schedule|arrange|agree|fix|put)|would (?:that|it|this|\w+day(?: at \d{1,2}(?::\d\d)?)?) work|let me (?:book|send|set up|arrange|schedule))\b/i;

/**
 * A proposal put with "let's" ("Let's just move on", "Let's meet on Friday"): a suggestion that both sides do something,
 * which nobody in it takes on, so no promise on its own; with a time to act by it is a next step agreed.
 */
export const LETS_PROPOSAL = /\b(?:let's|let us)\b/i;

/** Whether a sentence commits to an action: a promise, or a proposal with "let's" that names when ("Let's meet on Friday"). */
export function commitsTo(sentence: string, read: PatternReader = affirms): boolean {
  return read(sentence, COMMITMENT) || (read(sentence, LETS_PROPOSAL) && read(sentence, WHEN));
}

/** A time to act by: a day, a deadline, a span from now, or a calendar date ("on the 15th"). */
export const WHEN = new RegExp(
  `${/\b(today|tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|by (the(?! way\b)|end|next|close)|within|next (week|month|meeting)|this (week|afternoon|evening|month)|end of|\d{1,2}(:\d\d)?\s?(am|pm)|o'clock|in (two|three|four|\d+) (days|weeks)|\d+ (days?|weeks?|hours?)|date|deadline|check-in|check in|follow[- ]up)\b/.source}|${DATE.source}`,
  'i',
);

/** A meeting or check put on a day: "check-in on the 15th", "a review next Wednesday". */
export const DATED_EVENT =
  /\b(?:check[- ]in|review|meeting|follow[- ]up|catch[- ]up|call)s? (?:is |will be )?(?:on|by|for|next|this) (?:the \d{1,2}(?:st|nd|rd|th)?|monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|month|\d{1,2}(?:st|nd|rd|th)? [a-z]+)\b/i;

const SUBJECTS = new Set(['i', 'we', 'you']);
/** Verbs that carry another verb, or say what someone sees, thinks or feels, not what they will do. */
export const NOT_ACTIONS = new Set(['be', 'have', 'do', 'can', 'could', 'will', 'would', 'shall', 'should', 'may', 'might', 'must', 'need', 'know', 'think', 'want', 'hear', 'see', 'feel', 'understand', 'mean', 'get', 'like', 'love', 'hope', 'guess', 'believe', 'appreciate', 'realise', 'realize', 'remember', 'wonder']);
/** Where a clause ends: a time in another clause ("I hear you, but that's outside what I can change today") is not this one's. */
const CLAUSE_BREAK = /[,;:]|\s[-–—]\s|\b(?:but|and|so|then|because|although|though)\b/i;

// Words that open a clause naming something or a condition: "what I can change", "if we can meet".
const EMBEDDING = new Set(['what', 'which', 'whatever', 'how', 'if', 'whether', 'where', 'when', 'unless']);

/** Whether one clause holds "I", "we" or "you" with an action verb in its present form (after "can", "will"…), and a time. */
function clausePlansAhead(clause: string, read: PatternReader): boolean {
  if (!read(clause, WHEN)) return false;
  const words = readWords(clause).filter((word) => word.isWord);
  return words.some((word, index) => {
    if (!SUBJECTS.has(word.text.toLowerCase())) return false;
    const after = (at: number) => (words[at]?.pos === 'adverb' ? at + 1 : at);
    // "I can book him for Thursday at 10", "we could send someone on Monday": an action taken on with a modal; never
    // inside a clause that names something ("outside what I can change today", "if we can meet on Monday").
    const verbAt = after(index + 1);
    const takesOn = TAKING_ON.has(words[verbAt]?.lemma ?? '') && !words[verbAt]!.negated && !EMBEDDING.has(words[index - 1]?.text.toLowerCase() ?? '');
    const next = takesOn ? words[after(verbAt + 1)] : words[verbAt];
    // A lower-case word the model does not know as a verb ("reprioritise") is one after "we".
    const isVerb = next?.pos === 'verb' || (next?.pos === 'noun' && next.text === next.text.toLowerCase());
    if (!next || !isVerb || NOT_ACTIONS.has(next.lemma)) return false;
    const isPresent = next.text.toLowerCase() === next.lemma || next.text.toLowerCase().replace(/[sz]e$/, 'ze') === next.lemma;
    return isPresent && (read === mentions || !next.negated);
  });
}

/**
 * A plan said as what someone does next: "we reprioritise on Monday", "you and I sit down next Wednesday": "I", "we"
 * or "you" and an action verb in its present form, in a clause that names a time. Read with negation unless `read`
 * only asks what the words name ("we don't meet on Monday" plans nothing).
 */
export function plansAhead(sentence: string, read: PatternReader = affirms): boolean {
  // A question ("can I ask how…today?") plans nothing.
  if (isQuestion(sentence) || !read(sentence, WHEN)) return false;
  return sentence.split(CLAUSE_BREAK).some((clause) => clausePlansAhead(clause, read));
}

// A time taken as settled: "Saturday works for me", "Saturday morning it is", "see you on Saturday then", "…, is that okay?".
const TIME_ACCEPTED = /\b(?:works? (?:for (?:me|us|you)|fine|well)|suits? (?:me|us|you)|it is\b(?!\s+\w)|it's a deal|see you|is fine|sounds (?:good|fine|great)|(?:is|does) that (?:ok|okay|alright|all right|work|suit)|are we agreed|(?:that's|that is) (?:fine|settled|agreed)|deal)\b/i;

/**
 * A time agreed for what happens next, by its grammar: a day or a time named (WHEN) in a sentence that takes it as
 * settled or checks it is ("Saturday works for me", "Collection on Saturday, cash, is that okay?", "See you on
 * Saturday then"). Read with negation: "Saturday doesn't work for me" agrees nothing.
 */
export function agreesATime(sentence: string, read: PatternReader = affirms): boolean {
  return read(sentence, WHEN) && read(sentence, TIME_ACCEPTED) && !PAST_TIME.test(sentence);
}
// "Saturday was fine", "it worked for me last week": a time already past.
const PAST_TIME = /\b(?:was|were|did|had|worked|suited|last (?:week|month|time)|yesterday|ago)\b/i;

/** Modals by which the speaker takes an action on: "I'll", "we can", "I could", "we're going to". */
const TAKING_ON = new Set(['will', 'can', 'could', 'shall']);
const SPEAKER_BE = /^(?:i['’]m|we['’]re|i|we)$/i;

const CLAUSE_SUBJECT = /^(?:i|you|he|she|it|we|they|i['’]m|you['’]re|we['’]re|they['’]re|it['’]s|he['’]s|she['’]s|there)$/i;
const CONTRACTED_VERB = /^['’](?:s|re|m|ll|ve|d)$/i;
const NOUN_PHRASE_START = /^(?:the|a|an|this|that|these|those|my|your|our|their|his|her|its)$/i;

/**
 * Whether the words from `at` open a clause of their own: an optional "that", then a subject (a personal pronoun, or a
 * noun phrase) and its verb: "…pretend [we got this right]", "…say [the carpet was clean]".
 */
function opensClause(words: readonly Word[], at: number): boolean {
  let index = words[at]?.text.toLowerCase() === 'that' && words[at + 1] && words[at + 1]!.pos !== 'verb' ? at + 1 : at;
  const first = words[index];
  if (!first) return false;
  if (CLAUSE_SUBJECT.test(first.text)) {
    if (/['’]/.test(first.text)) return true;
    index += 1;
  } else if (NOUN_PHRASE_START.test(first.text) || first.pos === 'noun') {
    index += NOUN_PHRASE_START.test(first.text) ? 1 : 0;
    while (words[index] && (words[index]!.pos === 'adjective' || words[index]!.pos === 'noun') && words[index + 1]?.pos !== 'verb' && !CONTRACTED_VERB.test(words[index + 1]?.text ?? '')) index += 1;
    if (words[index]?.pos !== 'noun') return false;
    index += 1;
  } else return false;
  const verb = words[index];
  return verb !== undefined && (verb.pos === 'verb' || CONTRACTED_VERB.test(verb.text));
}

const NEGATION_CUE = /^(?:not|n['’]t|never|no|cannot)$/i;
const CLAUSE_MARK = /^(?:[,;:()]|[-–—])$/;

/**
 * Whether the model's negation reaches the word from a cue in its own clause: a cue in an earlier clause, past a colon,
 * a semicolon or a comma, denies nothing here ("I won't leave you out of pocket: I'll pay it back by Friday" pays).
 */
function negatedInClause(words: readonly Word[], at: number): boolean {
  if (!words[at]?.negated) return false;
  for (let index = at - 1; index >= 0; index -= 1) {
    if (NEGATION_CUE.test(words[index]!.text)) return true;
    if (CLAUSE_MARK.test(words[index]!.text)) return false;
  }
  return true;
}

/**
 * A verb of saying put to a clause ("I'm not going to pretend we got this right", "I won't say the carpet was clean"):
 * it denies a claim, which is candour, not an action refused; the action, if any, is in the clause.
 */
function saysAClaim(words: readonly Word[], verbAt: number): boolean {
  return verbKinds(words[verbAt]!.lemma, 1).includes('communication') && opensClause(words, verbAt + 1);
}

/**
 * An action the speaker takes on in the first person or for their own side: "I'll watch the video with the head of
 * year tomorrow", "we can move you to our partner hotel", "the school will cover the £62" (the learner's body in the scenario's
 * `sides`, own-side.ts), "I'm going to refund the deposit": "I" or "we", a modal of doing (or "going to"),
 * and an action verb ("let's" too, beside no refusal and not to move on), read with negation unless `read` only asks what the words name ("I won't refund it" takes on
 * nothing). Verbs of seeing, thinking or being ("I can see", "I could be") take on no action. Questions take on nothing.
 */
export function takesOnAction(sentence: string, read: PatternReader = affirms, sides?: ScenarioSides): boolean {
  return takenOnVerbs(sentence, read, sides).at.length > 0;
}

/** Where a thing had brought about ends up: "in your account", "with you", "on your desk", "back to you". */
const BROUGHT_TO = new Set(['in', 'into', 'with', 'on', 'to', 'at', 'back']);

/**
 * Whether "have" at `at` brings a thing about, as a doing of its own: "I will have the full £14,600 in your account by
 * Thursday", "We'll have a new unit with you on Monday": a thing (a noun or a figure after it) and then where it ends
 * up. "I'll have a look at it", "I'll have to check" and "I will have more news on Friday" arrange nothing.
 */
function hasBroughtAbout(words: readonly Word[], at: number): boolean {
  if (words[at]?.lemma !== 'have' || words[at + 1]?.lemma === 'to') return false;
  let index = at + 1;
  let thing: Word | null = null;
  while (words[index] && !BROUGHT_TO.has(words[index]!.text.toLowerCase()) && words[index]!.pos !== 'verb') {
    if (words[index]!.pos === 'noun' || /\d/.test(words[index]!.text)) thing = words[index]!;
    index += 1;
  }
  if (!thing || !words[index] || !BROUGHT_TO.has(words[index]!.text.toLowerCase())) return false;
  // What ends up somewhere is a thing handed over, not talk or a look ("a look at it", "a word with them", "news on it").
  return !verbKinds(thing.lemma, 1).some((kind) => kind === 'perception' || kind === 'communication') && !nounKinds(thing.lemma, 1).some((kind) => kind === 'act' || kind === 'communication' || kind === 'cognition');
}

/** The verbs (their places in the sentence's words, punctuation kept) of the actions the speaker takes on. */
function takenOnVerbs(sentence: string, read: PatternReader, sides?: ScenarioSides): { all: readonly Word[]; at: number[] } {
  const all = readWords(sentence);
  if (isQuestion(sentence)) return { all, at: [] };
  const words = all.filter((word) => word.isWord);
  const found = words.flatMap((word, index) => {
    let at = index + 1;
    const text = word.text.toLowerCase();
    const subjectEnd = ownSideSubjectEnd(words, index, sides);
    if (subjectEnd > 0 && TAKING_ON.has(words[subjectEnd]?.lemma ?? '')) at = subjectEnd + 1;
    else if (SPEAKER_BE.test(word.text) && words[at]?.text.toLowerCase() === 'going' && words[at + 1]?.text.toLowerCase() === 'to') at += 2;
    else if (/^(?:i|we)$/.test(text) && /^(?:am|are|['’]m|['’]re)$/i.test(words[at]?.text ?? '') && words[at + 1]?.text.toLowerCase() === 'going' && words[at + 2]?.text.toLowerCase() === 'to') at += 3;
    else if (text === 'let' && words[at]?.lemma === 'us' && !words.some((other) => other.negated) && !/\blet(?:'s| us) (?:just )?(?:move|get|carry|go) on\b/i.test(sentence)) at += 1;
    else return [];
    while (words[at]?.pos === 'adverb' || /^(?:not|n't)$/i.test(words[at]?.lemma ?? '')) at += 1;
    const verb = words[at];
    const isVerb = verb?.pos === 'verb' || (text === 'let' && verb?.pos === 'noun' && verb.text === verb.text.toLowerCase());
    if (!verb || !isVerb || (NOT_ACTIONS.has(verb.lemma) && !hasBroughtAbout(words, at)) || TAKING_ON.has(verb.lemma)) return [];
    // "I'm not going to pretend we got this right" names no action taken on, even as mere words.
    if (verb.negated && saysAClaim(all, all.indexOf(verb))) return [];
    // The verb read in its negation scope, as every pattern is ("no date I can give you" gives nothing).
    const isAffirmed = read === mentions || (!negatedInClause(all, all.indexOf(verb)) && read(sentence, new RegExp(`\\b${verb.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i')));
    return isAffirmed ? [all.indexOf(verb)] : [];
  });
  return { all, at: found };
}

// WordNet's files of doings that are only talking, looking or thinking: "ask", "call", "look", "confirm", "review"
// (in both commonest senses: "book" is also arranging, "check" also a social act).
const TALKING_OR_LOOKING = new Set(['communication', 'perception', 'cognition']);
// The words that close a verb's object: a preposition or a conjunction ("…all of that in writing", "…at it sometime").
const OBJECT_END = new Set(['in', 'on', 'at', 'by', 'for', 'about', 'with', 'from', 'into', 'of', 'over', 'to', 'through', 'after', 'before', 'until', 'within', 'and', 'or', 'but', 'so', 'because', 'if', 'when']);

// WordNet's files of nouns that are someone, not something handed over: "call you with my manager", "with the team".
const NOT_HANDED_OVER = new Set(['person', 'group', 'body', 'animal']);

/** Whether the words from `from` (just after "with") name a thing brought along: "with the figures", not "with my manager". */
function bringsAThing(all: readonly Word[], from: number): boolean {
  for (let index = from; index < all.length; index += 1) {
    const word = all[index]!;
    if (!word.isWord || OBJECT_END.has(word.text.toLowerCase()) || word.pos === 'verb') return false;
    if (word.pos !== 'noun' || word.stopWord) continue;
    while (all[index + 1]?.pos === 'noun' && all[index + 1]!.isWord) index += 1;
    const head = all[index]!;
    return !/^\p{Lu}/u.test(head.text) && !isPersonNoun(head.lemma) && !nounKinds(head.lemma, 1).some((kind) => NOT_HANDED_OVER.has(kind));
  }
  return false;
}

/**
 * Whether the verb at `at` only talks, looks or thinks (its two commonest senses, by WordNet's files) and hands over no thing:
 * its object is a person or a pronoun, or none ("I will ask my manager", "We can look at it sometime", "I'll confirm
 * all of that in writing by Friday and call you on Monday"). "I'll email you the corrected invoice" hands over the
 * invoice, and "I'll call you on Thursday with the figures" the figures; "I'll ask the warehouse to send the chairs" is
 * read by what it asks to be done.
 */
function onlyTalksOrLooks(all: readonly Word[], at: number): boolean {
  const kinds = verbKinds(all[at]!.lemma, 2);
  if (kinds.length === 0 || !kinds.every((kind) => TALKING_OR_LOOKING.has(kind))) return false;
  // What the verb brings ("…call you on Thursday with the figures") is handed over, whatever time stands between.
  const clauseEnd = all.findIndex((word, index) => index > at && (word.pos === 'verb' || !word.isWord));
  const withAt = all.findIndex((word, index) => index > at && (clauseEnd === -1 || index < clauseEnd) && word.text.toLowerCase() === 'with');
  if (withAt !== -1 && bringsAThing(all, withAt + 1)) return false;
  for (let index = at + 1; index < all.length; index += 1) {
    const word = all[index]!;
    // "ask the warehouse to send…": what is asked of someone named first is what is done.
    if (index > at + 1 && word.text.toLowerCase() === 'to' && all[index + 1]?.pos === 'verb') return onlyTalksOrLooks(all, index + 1);
    if (!word.isWord || OBJECT_END.has(word.text.toLowerCase())) return true;
    if (word.pos !== 'noun' || word.stopWord) continue;
    // A compound is judged by its head: "the duty manager" is a person.
    while (all[index + 1]?.pos === 'noun' && all[index + 1]!.isWord) index += 1;
    const head = all[index]!;
    if (!isPersonNoun(head.lemma) && !/^\p{Lu}/u.test(head.text)) return false;
  }
  return true;
}

/**
 * An action taken on that does something for the other person (takesOnAction): one that hands over, changes or
 * arranges a thing; not one that only talks, looks or thinks about it ("I will ask my manager", "We can look at it
 * sometime"), which answers no concern and is no way forward. Putting such a step on a day ("I'll confirm it in
 * writing by Friday and call you on Monday") makes it a next step agreed, still no remedy (talksOnADay).
 */
export function takesOnRemedy(sentence: string, read: PatternReader = affirms, sides?: ScenarioSides): boolean {
  const { all, at } = takenOnVerbs(sentence, read, sides);
  // "I'll confirm it and refund the £50 today": a verb joined by "and" is taken on with the first.
  const joined = at.flatMap((verbAt) => {
    const and = all.findIndex((word, index) => index > verbAt && word.lemma === 'and');
    let next = and + 1;
    while (and > 0 && all[next]?.pos === 'adverb') next += 1;
    return and > 0 && all[next]?.pos === 'verb' && !all[next]!.negated && !NOT_ACTIONS.has(all[next]!.lemma) ? [next] : [];
  });
  if (at.length === 0) return false;
  return [...at, ...joined].some((verbAt) => !onlyTalksOrLooks(all, verbAt));
}

/**
 * A step that only talks, looks or thinks, taken on for a day ("I'll confirm all of that in writing by Friday and call
 * you on Monday to check it's done"): a next step agreed that carries a way forward through without being one; what
 * it confirms or checks is the remedy, said elsewhere.
 */
export function talksOnADay(sentence: string, read: PatternReader = affirms, sides?: ScenarioSides): boolean {
  return takesOnAction(sentence, read, sides) && !takesOnRemedy(sentence, read, sides) && read(sentence, WHEN);
}

// The words between a subject and its main verb: modals, "be", "do", "have", "going to", and the negation itself.
const AUXILIARIES = new Set(['will', 'would', 'can', 'could', 'shall', 'should', 'may', 'might', 'must', 'be', 'do', 'have', 'go', 'to', 'not', "n't", 'never']);
const SPEAKER_CONTRACTED = /^(?:i['’]m|we['’]re|i['’]ll|we['’]ll|i['’]d|we['’]d|i['’]ve|we['’]ve)$/i;

/**
 * A refusal by its grammar: in the first clause that says something, the speaker (or the body they speak for) denies an
 * action they would take: "We won't be paying for the new suit", "I'm not refunding the call-out fee", "No, I can't
 * take the fines off". A denied action done to the other person spares them rather than refuses them ("We won't charge
 * you", "I won't rush you"); verbs of seeing, thinking or being are no actions ("I don't think…"); a question refuses
 * nothing.
 */
export function declinesToAct(sentence: string, sides?: ScenarioSides): boolean {
  if (isQuestion(sentence)) return false;
  const clause = sentence.split(CLAUSE_BREAK).find((part) => readWords(part).some((word) => word.pos === 'verb' || SPEAKER_CONTRACTED.test(word.text)));
  if (!clause) return false;
  const words = readWords(clause).filter((word) => word.isWord || /^['’]/.test(word.text));
  const subject = words.findIndex((word, index) => SPEAKER_CONTRACTED.test(word.text) || ownSideSubjectEnd(words, index, sides) > 0);
  if (subject < 0) return false;
  let at = SPEAKER_CONTRACTED.test(words[subject]!.text) ? subject + 1 : Math.max(ownSideSubjectEnd(words, subject, sides), subject + 1);
  let denied = false;
  while (words[at] && (AUXILIARIES.has(words[at]!.lemma) || words[at]!.pos === 'adverb' || /^(?:not|n['’]t|never)$/i.test(words[at]!.text))) {
    if (/^(?:not|n['’]t|never)$/i.test(words[at]!.text)) denied = true;
    at += 1;
  }
  const verb = words[at];
  // "I'm not refunding…": the tagger may read a progressive after a denial as a noun.
  const isAction = verb && (verb.pos === 'verb' || (verb.pos === 'noun' && /ing$/i.test(verb.text))) && !NOT_ACTIONS.has(verb.lemma);
  if (!denied || !isAction || saysAClaim(words, at)) return false;
  return !/^(?:you|yourself|yourselves)$/i.test(words[at + 1]?.text ?? '');
}

// Asking for the decision or help that is needed counts like a commitment.
export const ASK = /\b(i|we) need (a |your |the )?(decision|approval|sign-off|answer|go-ahead)\b/i;

export const PLEASANTRY = /\bhow (?:are|r) (?:you|u)(?: doing| keeping)?(?: today)?\W*$|\bhow(?:'s| is| was) (?:it going|your (?:day|week|weekend|morning))\b|\bhow have you been\b/i;

export const NEXT_STEP_WORDS = /\b(next steps?|follow[- ]up|actions?|agree[sd]?|commit(ment)?s?|plan)\b/i;

export const STRUCTURE =
  /\b(first(ly)?,|second(ly)?,|secondly|finally,|in short|bottom line|to be clear|here's (what|the plan|where)|here is (what|the plan|where)|(the )?(status|headline|short version) is|(two|three) things|(two|three) (points|options|steps)|step (one|two|1|2)|in other words|to put it simply|let me explain)\b/i;

export const REASONING = /\b(because|which means|so that|the reason|that means)\b/i;

export const POLICY = /\b(policy|process|procedure|approval|approve[sd]?|guideline|within (the )?(rules|budget)|authori[sz]ed?)\b/i;

export const GREETING =
  /^\W*(hi|hello|hey|good (morning|afternoon|evening)|thanks for (making|taking|meeting|coming|joining|calling|your time)|thank you for (making|taking|meeting|coming|joining|calling|your time)|nice to (meet|see|speak))\b/i;

export const INTRODUCTION = /\b(my name is|i'm \w+ from|i am \w+ from|i'm here to|i am here to|i'm calling (about|to)|i've (asked|booked) (for )?this)\b/i;

export const AGENDA =
  /\b(agenda|the purpose|the aim|the goal (of|for) (this|today)|in the next \d+ minutes|(today|in this (call|meeting)) i'd like|i'd like (us )?to (cover|start|talk|understand|use this)|i would like (us )?to (cover|start|talk|understand))\b/i;

export const EXAMPLE = /\b(for example|for instance|specifically|in particular|to be specific|last (week|month|monday|tuesday|wednesday|thursday|friday)|in (january|february|march|april|may|june|july|august|september|october|november|december))\b/i;

const NUMBER_WORD = '(?:\\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred)';

/** Money, a percentage, a count of things ("three reports", "12 accounts") or a long number: a figure about the work. */
export const FIGURE = new RegExp(`[£$€]\\s?\\d|\\d+(\\.\\d+)?\\s?(%|per ?cent|k\\b)|\\b\\d{2,}\\b|\\b${NUMBER_WORD} (?!(?:days?|weeks?|months?|years?|hours?|minutes?)\\b)[a-z]+s\\b`, 'i');

/** A span of time ("two weeks"): a fact, but on its own not a specific example. */
export const DURATION = new RegExp(`\\b${NUMBER_WORD} (days?|weeks?|months?|years?|hours?|minutes?)\\b`, 'i');

/** The speaker talking about themselves ("I've only been your manager for two weeks"): not evidence about the work. */
export const ABOUT_ONESELF = /^\W*(i('ve| have)|i('m| am)) (only |just |still |not )?(been|new|here|started)\b/i;

export const CANDOUR = /\b(honest(ly)?|the truth is|to be transparent|i have to tell you|bad news|the cause|due to|the impact|i was wrong|we got (this|that) wrong|my mistake|our mistake)\b/i;

/**
 * Pushing for a yes: "So are you buying or not?", "You'll be crazy not to buy it.", "Sign today". "Or not" pushes when it
 * is put to what the other person is doing or will do ("are you buying or not?", "will you sign or not?"), not when
 * it asks how a thing is ("Is the flat furnished or not?", "Do you have to drive tomorrow, or not?"); signing or
 * deciding pushes when it is wanted now ("sign it today"), not when it is asked about
 * ("When did you sign it?") or done by someone else ("my team leader will sign it off").
 */
export const PRESSURE =
  /\b((?:are (?:you|we) \w+ing|will you|do you want)\b[^.?!]*\bor not\b|everyone else (has|have|is|did)\b|why not you\b|(is that|that's) (really )?your final answer|(crazy|mad|silly|foolish) not to|take it or leave it|final offer|(sign|buy|decide|commit)(?: it)?(?: right)? (?:now|today)\b|last chance|no-brainer|what are you waiting for|just (sign|buy|agree)|you have to (buy|sign|accept|agree)|do you want (it|to sign|to buy)|are you (buying|in)\b)/i;

/** Running the other side down or insulting: "they are cheap because they are bad". */
export const PUT_DOWN = /\b(stupid|idiot|ridiculous|nonsense|rubbish|because they('re| are) (bad|rubbish|terrible|useless)|they('re| are) (bad|rubbish|terrible|useless))\b/i;

// What softens a line: a word that asks rather than demands, an apology or "please", or the learner speaking for
// themselves ("I'd like to…", "we can…").
const SOFTENING = /\b(?:please|sorry|would|could|might|may|i|i['’](?:m|d|ve|ll)|we|we['’](?:re|d|ve|ll)|let['’]s)\b/i;

/** A one-word question that names nothing and carries no verb ("Yes?", "Well?", "What?"): the reply of someone interrupted. */
function isBareInterjection(sentence: string): boolean {
  const words = readWords(sentence).filter((word) => word.isWord);
  return isQuestion(sentence) && words.length === 1 && (words[0]!.pos === 'other' || words[0]!.pos === 'adverb');
}

/**
 * Whether a learner's line is said curtly, read by its tone: it answers with a bare one-word question before saying
 * anything else ("Yes? What do you want?") and softens nothing (no greeting, thanks, apology or "please", no modal that
 * asks rather than demands, no word of the learner's own, not the other person's name).
 */
export function isSaidCurtly(line: string, name: string): boolean {
  const sentences = splitSentences(line);
  if (sentences.length < 2 || !isBareInterjection(sentences[0]!)) return false;
  const names = name.split(/\s+/).filter((part) => part.length > 1).map((part) => part.toLowerCase());
  const said = new Set(line.toLowerCase().match(/[\p{L}'’-]+/gu) ?? []);
  return !SOFTENING.test(line) && !THANKS.test(line) && !GREETING.test(line) && !names.some((part) => said.has(part));
}

export const ABRUPT_OPENING = /^\W*(yes|yeah|what)[,.]?\s*what (do you want|is it|now)\b|^\W*what do you want\b/i;

export const REFUSAL = /\b(can't go lower|cannot go lower|nothing (i|we) can do|no way|not possible|not going to happen)\b/i;

/** Whether the sentence flatly refuses: said, not asked ("Is there no way to get the old laptop back?" asks). */
export function refuses(sentence: string): boolean {
  return !isQuestion(sentence) && REFUSAL.test(sentence);
}

/** A claim instead of a fact: "the best on the market", "trust me", "it does everything". */
const BARE_CLAIM = /\b(best on the market|the best (?:product|solution|software|system|tool)|market[- ]lead(?:ing|ers?)|number one|trust me|everyone uses (?:it|us)|it does everything|does it all|world[- ]class|second to none|no one else can)\b/i;

const GUARANTEE = /\bguarantee[ds]?\b/i;

/**
 * A claim instead of a fact: "the best on the market", "trust me", "I guarantee it". A guarantee of a stated thing by a
 * stated time or to a stated figure ("guarantee the crane at 9am on Thursday", "guarantee her back afloat by Friday") is a commitment the
 * speaker can be held to, not a bare claim.
 */
export function isBareClaim(sentence: string): boolean {
  if (BARE_CLAIM.test(sentence)) return true;
  const guarantee = GUARANTEE.exec(sentence);
  if (!guarantee) return false;
  const clause = sentence.slice(guarantee.index).split(CLAUSE_BREAK)[0] ?? '';
  return !(WHEN.test(clause) || FIGURE.test(clause));
}

/** Vague where a fact was needed: "probably fine", "we'll see", "kind of". */

export const VAGUE = /\b(probably (fine|ok|okay)|we'll see|we will see|i don't know|kind of fine|some info|some stuff|(?<!\b(?:what|which|the|a|any|some|this|that|every|no|one|same|right|wrong|each|what's)\s)(?:sort|kind) of|mostly on track|might be a bit)\b/i;

/**
 * Whether the sentence stays vague where a fact was needed: a hedge said as an answer. Asking is not being vague
 * ("What sort of sum did you apply for?"), and "sort of" after a determiner names a kind ("the sort of loan").
 */
export function isVague(sentence: string): boolean {
  return !isQuestion(sentence) && VAGUE.test(sentence);
}

/** Whether the sentence pressures, dismisses or runs the other side down. */
export function isPushing(sentence: string): boolean {
  // "I'm not asking you to decide today" pushes nothing; a put-down is one however it is put.
  return affirms(sentence, PRESSURE) || dismisses(sentence) || PUT_DOWN.test(sentence);
}

/** A contrast that takes back what came before it: "I get that, but we're different, I guarantee it." */
const CONTRAST = /\b(?:but|however|though)\b/i;

/** An acknowledgement taken back in the same breath by a claim or a push ("I get that, but trust me…"). */
export function takesBack(sentence: string): boolean {
  const contrast = CONTRAST.exec(sentence);
  if (!contrast || !acknowledges(sentence.slice(0, contrast.index))) return false;
  const after = sentence.slice(contrast.index);
  return isBareClaim(after) || isPushing(after);
}

/**
 * A counter-example whatever a criterion asks for: pushing, dismissing, a put-down, a flat refusal, a bare claim, or
 * an acknowledgement taken back. The report cites such a sentence only as the thing to improve, never as praise, and
 * "What you uncovered" never credits it with a requirement met or an objection handled.
 */
export function isCounterExample(sentence: string): boolean {
  return isPushing(sentence) || refuses(sentence) || isBareClaim(sentence) || takesBack(sentence);
}

/** Shares at least `min` content words with the character's previous line: it plays something back. */
export function echoes(sentence: string, previous: string, min = 2): boolean {
  if (!previous) return false;
  const theirs = contentStems(previous);
  let shared = 0;
  for (const stem of contentStems(sentence)) if (theirs.has(stem)) shared += 1;
  return shared >= min;
}

/** A question word that asks the other person to tell something: not a yes or a no. */
const ASKS_TO_TELL = /^\W*(?:what|which|when|where|who|whose|whom|how|why)\b/i;

/**
 * A question that asks the other person to tell a fact rather than say yes or no ("What's the reference on your
 * booking?", "When do you have to give them an answer?"), also after a lead-in clause ("Sorry, which day was it?").
 * Less than an open question, more than a closed one: never called yes-or-no.
 */
export function asksToTell(sentence: string): boolean {
  if (!isQuestion(sentence)) return false;
  return sentence.split(/[,;:]\s*/).some((clause) => ASKS_TO_TELL.test(clause));
}

/** Asking what suits the other person ("Which day suits you for the fitting?", "When would work for you?") sets up what happens next. */
const ASKS_WHAT_SUITS = /\b(?:suits?|suit you|works? (?:best )?for you|would work|would you (?:like|prefer)|do you prefer|shall (?:I|we))\b/i;

/** A choice put between alternatives: "a refund or a repair", "Thursday or Friday". */
const ALTERNATIVES = /\bor\b/i;

/**
 * A question that asks the other person for a fact ("How much is a replacement battery going to cost?", "When did you
 * collect it?"): by its mood it offers, proposes and takes on nothing, whatever it names. A choice put to them between
 * alternatives ("Which would you prefer, a refund or a repair?") puts what it names on the table.
 */
export function asksForAFact(sentence: string): boolean {
  return asksToTell(sentence) && !ALTERNATIVES.test(sentence) && !ASKS_WHAT_SUITS.test(sentence);
}

/** An open question, also after a lead-in clause ("Before I say anything, can you walk me through what happened?"). */
export function asksOpenly(sentence: string): boolean {
  if (isOpenQuestion(sentence)) return true;
  if (!sentence.trim().endsWith('?')) return false;
  const clauses = sentence.split(/[,;:]\s*/).slice(1);
  return clauses.some((clause) => isOpenQuestion(clause));
}
