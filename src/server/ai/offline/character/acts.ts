// How the built-in character reads a learner's line: as one or more acts (a greeting, a question on a topic, empathy,
// a summary, a proposal, pressure…), sentence by sentence, with the topics matched against what it knows.
import { contentStems, isOpenQuestion, isQuestion, mentionsKeyword, splitSentences } from '../../language/text.ts';
import { isAboutThemselves, phrasesNamedIn, relatedTopicsIn, ROLE_TOPIC, scoredTopicsIn, type Knowledge, type Topic } from './knowledge.ts';
import { factByDefinition, factOfEarlierState, withOneNamed, isAboutElsewhere, isIngForm, isWordOfTheBrief, withoutLearnersActs, namesAnything, whatLineIsAbout, meaningMatches, type MeaningMatch, MEANING_MIN_SCORE, MEANING_SURE_SCORE, MEANING_WORDS_DECIDE, selfQuestionKind, saysAFeeling, asksWhatWouldSettleIt, askedByQuestionWords, asksForAThingNotHeld, asksForWantedValue, askedKinds, asksByFocus, asksForAnEvent, asksWhichTime, namesNothingButItsFocus, asksWhatSomeoneDid, focusNoun, isGenericWord, isLightVerb, plainValueWords, statesAStart, statesALengthNotUpToNow, mayAnswerByTimeFrame, runsUpToNow, type AskedKind } from './fact-meaning.ts';
import { particleIndexOf } from '../../language/phrasal-verbs.ts';
import { isPastForm, lemmaOf, readWords, verbLemmaOf, wordSentiment, type Word } from '../../language/lemmas.ts';
import { definitionsOf, derivedWords, feelingsOf, hasPartOfSpeech, isKindOf, isKindOfSense, kindSenseOf, sharedBroaderTerms, sharesASense, isKindOrDefinedAs, isOccupationNoun, isPersonNoun, nounKinds, relatedWords, verbKinds } from '../../language/wordnet.ts';
import { affirms } from '../negation-scope.ts';
import { offersByMeaning } from './offer-reading.ts';
import type { ScenarioSides } from '../../language/own-side.ts';
import { askedIdeasOf, ideasOf } from './related-words.ts';
import { figureKindsAsked } from './figures-asked.ts';
import { quantitiesIn } from '../../language/quantities.ts';
import { BoundedMemo } from '../../../lib/bounded-memo.ts';
import { asksForTimeAhead, occasionAheadFact } from './occasion-ahead.ts';
import { doneAgainOf } from './doing-again.ts';

export type ActKind =
  | 'greeting'
  | 'identity'
  | 'empathy'
  | 'summary'
  | 'proposal'
  | 'nextStep'
  | 'pressure'
  | 'insult'
  | 'closing'
  | 'offTopic'
  | 'concern'
  | 'needs'
  | 'feelings'
  | 'tenure'
  | 'unknownQuestion'
  | 'brushedOff';

// The greetings a sentence opens with ("Hi", "Good morning", "Thanks for making time"): the greeting act's, and what a
// sentence that only greets is made of.
const GREETINGS = String.raw`hi|hello|hey|good (?:morning|afternoon|evening)|morning|afternoon|nice to meet you|thanks for (?:calling|joining|coming|meeting|making (?:the )?time)`;
// A greeting's whole formula, with "good to see you" and the like, which say nothing of the matter either.
const GREETING_FORMULA = new RegExp(String.raw`^\W*(?:${GREETINGS}|(?:(?:it'?s|it is)\s+)?(?:good|nice|great|lovely) to (?:see|meet) you(?: again)?)(?: today)?\b`, 'i');

/**
 * A sentence that only greets: greeting formulas and the names or titles it calls the listener by ("Hi Fiona, good to
 * see you."). It says nothing of the matter, so nothing in it gives what the character wants ("sees it through").
 */
export function isGreetingOnly(sentence: string): boolean {
  let rest = sentence.replace(/[’‘]/g, "'").trim();
  for (let step = 0; step < 4; step += 1) {
    const match = GREETING_FORMULA.exec(rest);
    if (!match) break;
    rest = rest.slice(match[0].length).replace(/^[\s,!.]+(?:(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+)?(?:\p{Lu}[\p{L}'-]*\s*)*[\s,!.]*/u, '').trim();
    if (rest === '') return true;
  }
  return false;
}

// The name or title a greeting calls the listener by, up to the comma, dash or stop after it ("Hi Fiona, …").
const CALLED_BY = /^[\s,]*(?:(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+)?(?:\p{Lu}[\p{L}'-]*\s*){1,3}(?=[,!.;:\-–—]|$)/u;

/**
 * What a sentence says after the greeting it opens with: "Hi Fiona, good to see you, how have things been with the
 * kitchen this year?" → "how have things been with the kitchen this year?", read as the question it is. The sentence
 * as it is when it opens with no greeting; "" when it only greets.
 */
export function afterGreeting(sentence: string): string {
  let rest = sentence.replace(/[’‘]/g, "'").trim();
  let isGreeted = false;
  for (let step = 0; step < 4; step += 1) {
    const match = GREETING_FORMULA.exec(rest);
    if (!match) break;
    isGreeted = true;
    rest = rest.slice(match[0].length);
    rest = rest.slice(CALLED_BY.exec(rest)?.[0].length ?? 0).replace(/^[\s,!.;:\-–—]+/, '');
  }
  return isGreeted ? rest.trim() : sentence;
}

/** The acts a sentence can carry, each recognised by its wording. Order does not matter: a sentence may be several. */
const ACT_PATTERNS: readonly { kind: ActKind; pattern: RegExp }[] = [
  { kind: 'greeting', pattern: new RegExp(String.raw`^\W*(?:${GREETINGS}|how are you(?= doing| today| keeping|\W*$| ?[,.!?]))\b`, 'i') },
  {
    kind: 'identity',
    pattern:
      /\b(?:what(?:'s| is) your (?:name|role|job|position|title)|(?:tell me|give me|know) your (?:full )?name\b|(?:about|describe|explain) your (?:role|job|position|work|background|career)\b|what your (?:role|job) (?:covers|involves|is)|your (?:responsibilities|remit)|what (?:you|do you) look after|what you(?:'re| are) responsible for|your (?:job )?title\b|what (?:exactly )?(?:do you do|you do)\b(?! (?:with|about|when|if|now|next|after|to)\b)|who (?:are you|you are)(?!\s+\w+ing\b|\s+(?:with|for|to|from)\b)|who am i (?:speaking|talking) (?:to|with)|(?:a bit |a little )?about yourself|introduce yourself|what(?:'s| is) your background|what (?:team|department) (?:are you|you're) in|(?:are|r) (?:you|u) (?:an? |really an? |just an? )?(?:ai|a\.i\.|bot|chat ?bot|robot|machine|computer|program|language model|real(?: person)?|human)\b|ignore (?:all |your )?(?:previous |prior )?instructions|system prompt)/i,
  },
  {
    kind: 'empathy',
    pattern:
      /\b(?:(?<!(?:check|sure|confirm|see if|that) )i understand(?! (?:that )?you(?:'d| would)? (?:wanted|want|need|needed|like|came|were hoping|are hoping|asked|are asking)\b)|i hear you|i can see (?:why|how|that)|(?:that|it|this) (?:sounds|seems|must (?:be|have been)|has been)(?: like)?(?: a| an)?(?: really| so| very)? (?:hard|difficult|frustrating|stressful|tough|annoying|awful|painful|exhausting|rough|horrible)|(?:isn't|aren't|is not|are not|wasn't|can't be|cannot be) easy|you(?:'re| are) in a (?:difficult|tough|hard|awkward) (?:spot|position|place)|i know (?:this|it|these|that) (?:is|was|has been|are|isn't|aren't|can't)|i(?:'m| am) sorry (?:i|we|that|for|to hear)|must (?:be|have been) (?:really |so )?(?:hard|difficult|frustrating|stressful|exhausting)|i(?:'m| am) (?:really |so )?sorry|^\W*(?:so )?sorry(?!,? (?:when|what|who|where|how|which|could|can|did|do|does|was|is|are|come again|say again)\b)|i apologi[sz]e|i appreciate|thank you for (?:telling|sharing|explaining|being|your)|thanks for (?:telling|sharing|explaining|your patience|being)|(?:that's|that is|a) fair (?:point|concern)|(?:that|it) makes sense|you(?:'re| are) right|take your time|no rush|i(?:'d| would) feel the same)\b/i,
  },
  {
    kind: 'summary',
    pattern:
      /\b(?:what i(?:'m| am) hearing|if i(?:'ve| have)? understood|if i understand|^\W*i understand (?:that )?you(?:'d| would)? (?:wanted|want|need|needed|like|came|were hoping|are hoping|asked|are asking)\b|(?:just |so )?to (?:check|confirm|make sure) (?:i|that i|we)(?:'ve| have| am|'m)? (?:understand|understood|got|get|follow|am following|have (?:it|this|that))|if i(?:'ve| have) got (?:this|that|it|you) right|so what you(?:'re| are) saying|in other words|(?:it )?sounds like (?:you|the|what|your)|so basically|let me see if i|have i understood|let me (?:repeat|summari[sz]e)|^\W*so,? you(?:'re| are| have|'ve| want| need| feel| said)\b.*\b(?:right|correct|yes)\W*$|to recap|to sum up|to summari[sz]e|let me (?:check|make sure|recap|play (?:that|it) back)|so you(?:'re| are) saying|have i got that right|did i get that right|is that right|am i right)\b/i,
  },
  {
    kind: 'proposal',
    pattern:
      /\b(?:i propose|i suggest|we can (?:give|offer|send|provide|arrange|replace|refund|set up|put|cover|extend|do)|i can (?:send|book|provide|put|have|do|extend)|i(?:'d| would) (?:suggest|propose|recommend)|my suggestion|here'?s (?:what i can do|my (?:suggestion|proposal|plan|offer)|the plan)|what if we|how about|we could|i can offer|i could offer|from now on|i(?:'ll| will) (?:offer|give|refund|set|arrange|put|get|credit|fund|replace|organi[sz]e|cover|take|make sure|handle|sort)|let'?s (?:agree|try|go with|start)|would you (?:agree|consider|accept)|i can (?:give|refund|arrange|set up|offer|get|replace|cover|take))\b/i,
  },
  {
    kind: 'nextStep',
    pattern:
      /\b(?:next steps?|follow[- ]up|book (?:a|the|in|you|it|that|this)|let(?:'s| us) (?:book|set|do|get|schedule|go ahead|meet|arrange|lock)|go ahead|(?<!\b(?:what|which|how) )would (?:that|this|it|[\w' ]{1,30}) work|how does [\w' ]{1,40} sound|are you (?:free|available)|(?:shall|can|could|should) i (?:send|book|set|put|get|arrange|schedule)|next (?:week|month)|(?:monday|tuesday|wednesday|thursday|friday)(?: morning| afternoon)? at \d{1,2}|^\W*(?:monday|tuesday|wednesday|thursday|friday|tomorrow)\b|schedule (?:a|the)|meet (?:again|on|next)|call you (?:on|back|tomorrow)|send (?:you|it|the|over)|by (?:monday|tuesday|wednesday|thursday|friday|tomorrow|next week|the end)|on (?:monday|tuesday|wednesday|thursday|friday)|shall we|can we (?:book|meet|set)|does that work|we(?:'re| are) agreed|to confirm)\b/i,
  },
  {
    kind: 'pressure',
    pattern:
      /\b(?:(?<!(?:do|did|does|would|will|why|what) )you (?:must|have to|need to|should just)\b(?! have\b)|(?:do|decide|sign|pay|fix|sort|send|answer|tell me|agree|choose) (?:it |this |that )?right now|right now(?=\s*!)|immediately|final offer|take it or leave it|just sign|sign (?:it|now|today|here)|no excuses|i insist|asap|do it now|last chance|no more (?:questions|excuses)|non-?negotiable|(?<!\bto )deal with it|whether you like it or not|end of discussion|just (?:accept|agree|get it done)|(?:buying|in) or not|yes or no|decide (?:now|today)|hurry up|get to the point)\b/i,
  },
  {
    kind: 'insult',
    pattern:
      /\b(?:stupid|idiot\w*|ridiculous|pathetic|useless|shut up|waste of (?:my )?time|i don'?t care|whatever|your (?:own )?(?:fault|problem)|not my problem|grow up|calm down|stop (?:whining|complaining|moaning)|be quiet|nonsense|lazy|incompetent|user error|your (?:own )?mistake|you (?:should|could|ought to) have (?:read|checked|known|listened|followed|looked|asked|been more careful)|you (?:must|probably|obviously|clearly) (?:have )?(?:dropped|broken|broke|misused|damaged|done something)|you did(?:n'?t| not) (?:read|follow|listen)|you(?:'re| are) (?:using|doing) it wrong|read the (?:manual|instructions)|everyone(?:'s| is) (?:busy|stretched)|we(?:'re| are) all (?:stretched|busy)|it(?:'s| is) not just you|(?:manage|managing) your time|prioriti[sz]e better|when it(?:'s| is) filled|(?:that's|it's|is) your (?:own )?responsibility)\b/i,
  },
  { kind: 'closing', pattern: /\b(?:bye|goodbye|good bye|talk (?:soon|later)|(?<!\b(?:did|do|will|you|did you|do you|will you) )have a (?:good|nice|great) (?:day|one|week|weekend)|that(?:'?s|\s+is) all(?!\s+(?:i|we|you|it|they|there|that)\b)|we(?:'?re|\s+are) (?:done|finished)(?: here)?|thanks for your time|take care|see you(?= (?:soon|later|then|tomorrow|next|on|there)\b|\W*$))/i },
  {
    kind: 'offTopic',
    pattern:
      /\b(?:breakfast|lunch|dinner|weather|football|soccer|movies?|films?|tv|netflix|holidays?|vacation|hobby|hobbies|music|songs?|pets?|your dog|your cat|favou?rite (?:colou?r|food|band|film|movie)|birthday|girlfriend|boyfriend|joke|recipe|horoscope|star sign|weekend|commute|traffic|the match|the game|conference|coffee machine|gym|wedding|golf|tennis|the news)\b/i,
  },
  {
    kind: 'concern',
    pattern:
      /\b(?:what happened|anything else|what(?:'s| has)(?: been)? (?:going on|happening)|from your (?:side|end|point of view|perspective)|how (?:has|is|did) (?:this|it|that|all this) (?:affect|impact)\w*|how are things|how(?:'s| is) it going|is there (?:anything|something)(?: else)? (?:worrying|bothering|on your mind|i should know)|what(?:'s| is) (?:the |your )?(?:biggest|main|real) (?:problem|issue|worry|concern|challenge|headache|frustration)|what worries you|what(?:'s| is) (?:going on|the (?:problem|issue|matter))|what (?:worries|concerns|bothers|frustrates) you|what(?:'s| is) (?:on your mind|worrying you|bothering you)|how can i help|walk me through|tell me (?:more|about it|what happened)|how (?:are|is) (?:it|that|this) affecting|how (?:are|were) things|how things are going|how (?:are|have) you been|what else|what(?:'s| is) on your (?:plate|desk)|how(?:'s| is) (?:your|the) (?:workload|week|team|job|work)(?: going| looking)?|how are you (?:finding|getting on|coping))\b/i,
  },
];

const TAG_QUESTION = /^\W*(?:(?:is|was) that (?:fair|right|correct|it|about right|a fair summary)|right|correct|yes|fair|agreed|does that sound (?:right|fair|about right)|(?:have|did) i get (?:that|it) right|have i got (?:that|it) right|am i right|would you agree)\W*$/i;
const FAREWELL = /\b(?:bye|goodbye|good bye|talk (?:soon|later)|take care|see you(?= (?:soon|later|then|tomorrow|next|on|there)\b|\W*$)|(?<!\byou )have a (?:good|nice|great) (?:day|one|week|weekend))\b/i;

// "Are you sure?", "Anything else?", "Does that work for you?": questions with nothing of their own to look up.
const HAS_OWN_CONTENT_MIN_STEMS = 1;

export interface TopicAsk {
  topic: Topic;
  isQuestion: boolean;
  isOpen: boolean;
  /** Found by the ideas and words a broad question shares with the fact, not by a keyword it named. */
  isLoose?: boolean;
  /** A loose match close enough to say a told fact again for it ("Remind me, when are they on stage?"). */
  isSure?: boolean;
}

export interface LineReading {
  text: string;
  acts: ReadonlySet<ActKind>;
  /** The topics the line asks about or mentions, best first, each once (its most open asking kept). */
  asks: readonly TopicAsk[];
  hasQuestion: boolean;
  hasOpenQuestion: boolean;
}

// Written in capitals, or with "!!": shouting counts as pressure.
function isShouting(text: string): boolean {
  return /!{2,}/.test(text) || (text.length > 12 && text === text.toUpperCase() && /[A-Z]{3}/.test(text));
}

/**
 * Acts a negation or refusal undoes: "I'm not sorry", "I won't offer a refund", "I'm not asking you to sign today".
 * An insult stays one however it is put, and a greeting or a question is what it is.
 */
const DENIABLE_ACTS: ReadonlySet<ActKind> = new Set(['empathy', 'summary', 'proposal', 'nextStep', 'pressure']);

// How unfavourable a word must be, in the sentiment lexicon, to judge the one it is said of: "stupid", "useless",
// "wasting" are; "difficult" and "late" are not.
const CONTEMPT_SENTIMENT = -0.4;
// The kinds of noun that name a quality judged in a person or what they said ("stupidity", "uselessness", "rudeness",
// "ridiculousness"), not a state they are in ("tiredness", "illness") nor a feeling ("unhappiness").
const WORTH_KINDS: ReadonlySet<string> = new Set(['attribute', 'cognition', 'communication']);
// The letters a nominalisation shares with its adjective: "stupid" → "stupidity", "rude" → "rudeness".
const STEM_LETTERS = 4;
// "You are useless", "You're being ridiculous", "You're so naive": the character judged by an adjective.
const YOU_ARE = /\byou(?:'re|\s+are)\s+(?:(?:being|just|so|really|such|very|completely|totally|utterly)\s+)*(?:an?\s+)?([a-z-]+)/i;
// "That's a stupid question", "What a pointless answer": what the character said, judged by an adjective.
const SAID_JUDGED = /\b(?:(?:that|this|it)(?:'s|\s+is|\s+was)|what)\s+(?:such\s+)?(?:an?\s+)?(?:(?:really|so|very|completely|totally|utterly)\s+)?([a-z-]+)\s+([a-z-]+)/i;
// "Stop whining", "Quit moaning": a doing of the character's to be stopped.
const STOP_DOING = /\b(?:stop|quit)\s+([a-z]+ing)\b/i;
// "You are wasting my time", "You keep moaning": the character as the subject of what it is doing now.
const YOU_DOING = /\byou(?:'re|\s+are|\s+keep)\s+(?:(?:just|always|only|still|really)\s+)?([a-z]+ing)\b(\s+\S+\s*\S*)?/i;
const AT_THE_LEARNER = /^\s+(?:\S+\s+)?(?:me|my|us|our)\b/i;
// What WordNet files complaining under: "whine", "grumble", "nag", "gripe" are kinds of it.
const COMPLAIN = 'complain';
// What WordNet files talk under: a way of talking judged unfavourably ("whine", "moan") is contempt for what is said.
const TALK_KINDS: ReadonlySet<string> = new Set(['talk', 'speak', 'utter']);

/** Whether an adjective judges a person or what they said: unfavourable, no feeling, and named as a quality. */
function judgesWorth(adjective: string): boolean {
  const lemma = adjective.toLowerCase();
  if (!hasPartOfSpeech(lemma, 'adjective') || wordSentiment(lemma) > CONTEMPT_SENTIMENT || feelingsOf(lemma, 'adjective').size > 0) return false;
  return derivedWords(lemma, 'adjective').some((noun) => noun.startsWith(lemma.slice(0, STEM_LETTERS)) && nounKinds(noun, 1).some((kind) => WORTH_KINDS.has(kind)));
}

/** Whether a verb is a way of complaining, or of talking judged unfavourably ("whine", "moan", "nag"). */
function isComplaining(verb: string): boolean {
  if (verb === COMPLAIN) return true;
  const { synonyms, broader } = relatedWords(verb, 'verb');
  return synonyms.includes(COMPLAIN) || broader.includes(COMPLAIN) || (wordSentiment(verb) < 0 && broader.some((kind) => TALK_KINDS.has(kind)));
}

/**
 * Whether a statement treats the character with contempt, by its meaning rather than its words: the character judged
 * by an adjective of worth ("You are useless", "That's a stupid question"), its talk put down as complaining ("Stop
 * whining", "You keep moaning"), or its doing said to harm the learner ("You are wasting my time"). Not in a question
 * ("Are you confused?") nor negated ("You're not being difficult").
 */
function treatsWithContempt(sentence: string): boolean {
  if (sentence.trim().endsWith('?') || /\b(?:not|never)\b|n't\b/i.test(sentence)) return false;
  const judged = YOU_ARE.exec(sentence)?.[1];
  if (judged && judgesWorth(judged)) return true;
  const said = SAID_JUDGED.exec(sentence);
  if (said && judgesWorth(said[1]!) && nounKinds(lemmaOf(said[2]!.toLowerCase()), 1).includes('communication')) return true;
  const stopped = STOP_DOING.exec(sentence)?.[1];
  const stoppedVerb = stopped ? verbLemmaOf(stopped) : null;
  if (stoppedVerb && isComplaining(stoppedVerb)) return true;
  const doing = YOU_DOING.exec(sentence);
  const verb = doing ? verbLemmaOf(doing[1]!) : null;
  if (!doing || !verb) return false;
  if (isComplaining(verb)) return true;
  return AT_THE_LEARNER.test(doing[2] ?? '') && wordSentiment(verb) <= CONTEMPT_SENTIMENT && feelingsOf(verb, 'verb').size === 0;
}

// The personal pronouns and possessives (a closed class): a remark with one of them in its main clause speaks of
// someone's own case ("Our pipes burst too"), no general one.
const PERSONAL_WORDS: ReadonlySet<string> = new Set(['i', 'me', 'my', 'we', 'us', 'our', 'you', 'your', 'he', 'him', 'his', 'she', 'her', 'they', 'them', 'their']);
// Words that say a thing of every case or every time (determiners, pronouns and adverbs of a closed class).
const UNIVERSAL_WORDS: ReadonlySet<string> = new Set(['every', 'everyone', 'everybody', 'all', 'always', 'anyone', 'anybody']);

/**
 * Whether a statement makes light of what happened to the character: it says of a thing one of its facts names, as a
 * kind (a plural with no determiner) or of every case ("…for everyone", "every winter"), in the present, a doing or
 * a state the facts say of it ("Flights get cancelled all the time." of "The flight was cancelled the night before";
 * "Pipes burst every winter."; "Honestly, month-end is busy for everyone, you know that."). Not a question, not
 * negated, not said of anyone's own ("Our flights get cancelled too"), and nothing but that.
 */
function makesLightOfTheMatter(sentence: string, knowledge: Knowledge): boolean {
  if (isQuestion(sentence) || /\b(?:not|never)\b|n't\b/i.test(sentence) || quantitiesIn(sentence).length > 0) return false;
  // The clause that holds the remark: "Honestly," before it and ", you know that" after it are said around it.
  const clauses = sentence.split(/[,;:\u2013\u2014]/).map((clause) => readWords(clause).filter((word) => word.isWord));
  const clause = clauses.find((words) => words.some((word) => word.pos === 'noun'));
  if (!clause || clause.some((word) => PERSONAL_WORDS.has(word.text.toLowerCase()))) return false;
  // The subject opens the clause, after an adverb or two ("Honestly", "Well"): nouns, the last its head.
  let at = 0;
  while (clause[at]?.pos === 'adverb') at += 1;
  if (clause[at]?.pos !== 'noun') return false;
  // The tagger reads a capitalised plural as a name ("Flights"): its lemma is taken from the word in lower case.
  const lemma = (word: Word) => lemmaOf(word.text.toLowerCase());
  const isPlural = (word: Word) => lemma(word) !== word.text.toLowerCase();
  let head = at;
  // "month end": a noun after a noun is the head; after a plural, a verb's form is its doing ("Pipes burst").
  while (clause[head + 1]?.pos === 'noun' && !(isPlural(clause[head]!) && verbLemmaOf(clause[head + 1]!.text) !== null)) head += 1;
  const subject = clause[head]!;
  const kind = lemma(subject);
  const rest = clause.slice(head + 1);
  const isGeneral = isPlural(subject) || rest.some((word) => UNIVERSAL_WORDS.has(word.text.toLowerCase()));
  if (!isGeneral || rest.length === 0) return false;
  // The first word after the subject says when: a past form ("Flights were cancelled last night") tells what
  // happened, no kind of thing.
  const finite = rest[0]!;
  const finiteLemma = finite.pos === 'verb' ? finite.lemma : verbLemmaOf(finite.text);
  if (finiteLemma === null) return false;
  const written = finite.text.toLowerCase();
  const isPast = finiteLemma === 'be' ? written === 'was' || written === 'were' : finiteLemma === 'have' ? written === 'had' : finite.pos === 'verb' && isPastForm(finite);
  if (isPast) return false;
  // What is said of it: its doings and states, light verbs and stop words aside.
  const doingOf = (word: Word, index: number): string | null => {
    if (word.stopWord || word.negated) return null;
    if (word.pos === 'verb') return isLightVerb(word.lemma) ? null : word.lemma;
    if (word.pos === 'adjective') return word.lemma;
    return index === 0 ? verbLemmaOf(word.text) : null;
  };
  const said = rest.flatMap((word, index) => doingOf(word, index) ?? []);
  if (said.length === 0) return false;
  // What the character's facts tell, and what its brief says happened ("…whose flight to Oslo was cancelled").
  const toldTexts = [...knowledge.topics.filter((topic) => (topic.kind === 'fact' || topic.kind === 'hidden') && !isAboutThemselves(topic)).map((topic) => topic.answer), ...knowledge.briefText];
  return toldTexts.flatMap((text) => splitSentences(text)).some((text) => {
    const told = readWords(text).filter((word) => word.isWord && !word.negated);
    if (!told.some((word) => word.pos === 'noun' && word.lemma === kind)) return false;
    // The fact says the same of it, whatever the tagger made of the word ("pipe burst").
    const toldOf = new Set(told.flatMap((word) => [word.lemma, ...(word.pos === 'verb' || word.pos === 'adjective' ? [] : [verbLemmaOf(word.text) ?? ''])]));
    return said.some((doing) => toldOf.has(doing));
  });
}

// The pronouns a question whether both sides agree speaks of: "we", or the plan put ("that", "this", "it").
const AGREED_SUBJECTS: ReadonlySet<string> = new Set(['we', 'that', 'this', 'it']);
// How many of a noun's senses are read for an agreement: "deal" is one in its second ("an agreement between parties").
const AGREEMENT_SENSES = 2;

/**
 * Whether a yes-or-no question asks if the two sides agree: of "we" or the plan put, it names an agreement by WordNet
 * ("Do we have a deal?", "Is that a bargain?", "Have we got an agreement?") or says agreeing ("Are we agreed?").
 */
function asksWhetherAgreed(sentence: string): boolean {
  if (!isQuestion(sentence) || !YES_NO_START.test(sentence)) return false;
  const words = readWords(sentence).filter((word) => word.isWord && !word.negated);
  if (!words.slice(0, 4).some((word) => AGREED_SUBJECTS.has(word.text.toLowerCase()))) return false;
  return words.some((word) => word.lemma === 'agree' || (word.pos === 'noun' && (word.lemma === 'agreement' || (kindSenseOf(word.lemma, 'agreement') > 0 && kindSenseOf(word.lemma, 'agreement') <= AGREEMENT_SENSES))));
}

function sentenceActs(sentence: string, sides?: ScenarioSides): Set<ActKind> {
  const acts = new Set(ACT_PATTERNS.filter(({ kind, pattern }) => (DENIABLE_ACTS.has(kind) ? affirms(sentence, pattern) : pattern.test(sentence))).map(({ kind }) => kind));
  // "What line of work are you in?", "So what is it you do, Ray?": who they are, by what the question asks.
  if (asksTheirJob(sentence) || asksTheirAge(sentence)) acts.add('identity');
  else if (asksHowTheySpendATime(sentence)) acts.delete('identity');
  // "What can I do for you?", "What brings you in today?": an invitation to say what they came about.
  if (invitesTheirMatter(sentence)) acts.add('concern');
  // "Do we have a deal?", "Are we agreed?": whether they agree, asked as "Does that work for you?" asks it.
  if (asksWhetherAgreed(sentence)) acts.add('nextStep');
  // "What would it take?", "What would make this feel fair to you?": what would settle it for them (one reading, in
  // fact-meaning.ts, shared with the question about themselves).
  if (asksWhatWouldSettleIt(sentence)) acts.add('needs');
  // "You are wasting my time", "What a pointless answer": contempt by its meaning, in any words.
  if (!acts.has('insult') && treatsWithContempt(sentence)) acts.add('insult');
  // "You'd get first say on the swap rules", "We'll remove the exclusion": an offer by its grammar, in any words.
  if (!acts.has('proposal') && !acts.has('pressure') && !acts.has('insult') && offersByMeaning(sentence, sides)) acts.add('proposal');
  if (!acts.has('empathy') && !acts.has('insult') && !acts.has('pressure') && (feelsForThem(sentence) || acknowledgesTheirWorry(sentence))) acts.add('empathy');
  return acts;
}

// "What (is it) you do": the work asked for in other words than its nouns.
// What a body one works for or belongs to is, in WordNet (a firm, a school, an agency), and not a group met in (a grade, a
// class).
// Each in its first sense, and found by the noun's own senses' ancestry, not by walking each word of a broader sense
// in its commonest sense: that walk drifts ("train" → "instrumentality" → "social unit"), making any vehicle a body
// ("Which train were you going for?" asked which firm they are with).
const BODY_KINDS = ['organization', 'institution', 'business', 'enterprise', 'social unit', 'establishment', 'place of business', 'educational institution'];
// "…are you with?", "…do you work for?", "…are you at, again?": a preposition that ties "you" to a body, at most one
// verb between ("Which branch did you hire it from?" ties a thing of theirs to it, not them).
const BELONGS_TO = /\byou\s+(?:[a-z]+\s+)?(?:with|at|for|from|in)\W*(?:again\W*|now\W*|these days\W*)?$/i;
const WHAT_YOU_DO = /\bwhat(?:'s| is)?(?: it| exactly)?(?: that)? (?:do )?you do\b(?! (?:with|about|when|if|now|next|after|to)\b)/i;
// What a question asks beside the work: "How long have you been in this line of work?" asks a time, not the job.
const OTHER_ASKED_IDEAS = ['time', 'money', 'size', 'people', 'availability'] as const;

/**
 * "What do you do at the weekend?", "…in your spare time?": what they do at a time (a noun WordNet files first as a
 * time) asks how they spend it, not their job.
 */
function asksHowTheySpendATime(sentence: string): boolean {
  const whatYouDo = WHAT_YOU_DO.exec(sentence);
  return whatYouDo !== null && readWords(sentence.slice(whatYouDo.index + whatYouDo[0].length)).some((word) => word.pos === 'noun' && TIME_SENSE_FIRST.includes(nounKinds(word.lemma, 1)[0] ?? ''));
}
const TIME_SENSE_FIRST = ['time', 'event'];

/**
 * Whether a sentence asks what the character does for a living, by its meaning: a "what" question put to them
 * ("you", "your") whose words touch the idea of an occupation ("line of work", "for a living", "trade", "job") or ask
 * what they do, and that asks for nothing else (a time, an amount, a person).
 */
// "How old are you?", "What's your age?", "What age are you, if you don't mind me asking?": the character's own age,
// never a third person's ("How old is your son?").
const THEIR_AGE = /\bhow old (?:are|r) (?:you|u)\b|\byour age\b|\bwhat age are you\b/i;

/** Whether a line asks the character's own age. */
export function asksTheirAge(sentence: string): boolean {
  return isQuestion(sentence) && THEIR_AGE.test(sentence);
}

export function asksTheirJob(sentence: string): boolean {
  if (!isQuestion(sentence) || !/\b(?:you|your)\b/i.test(sentence) || !/(?:^|[,;:])\W*(?:(?:so|and|then|sorry|ok|okay|right)\W+)*(?:what|which)\b/i.test(sentence)) return false;
  const asked = askedIdeasOf(sentence);
  if (OTHER_ASKED_IDEAS.some((idea) => asked.has(idea))) return false;
  if (WHAT_YOU_DO.test(sentence)) return !asksHowTheySpendATime(sentence);
  // "Which firm are you with again?", "What company do you work for?": the body they belong to, asked by the noun the
  // "which" governs (a body in WordNet's commonest sense) and the preposition that ties "you" to it.
  const focus = focusNoun(sentence);
  if (focus !== null && BODY_KINDS.some((kind) => isKindOfSense(focus, kind, 1)) && BELONGS_TO.test(sentence)) return true;
  // A word of the idea of an occupation that is what is asked for, theirs: "your trade", "line of work", "for a
  // living"; not one that only names a thing the question is about ("What do you think of the business park?").
  const words = readWords(sentence).filter((word) => word.isWord);
  return words.some((word, index) => {
    if (!ideasOf(word.text, true).has('occupation')) return false;
    const before = words.slice(Math.max(0, index - 2), index).map((other) => other.lemma).join(' ');
    return /(?:^|\s)(?:your|for|for a|line of|kind of|type of|sort of)$/.test(before);
  });
}

// How busy work keeps someone, by lemma: "Is it a busy time?", "How's the workload?".
const BUSY_LEMMAS = new Set(['busy', 'workload', 'hectic', 'flat-out', 'swamped', 'rushed']);
const WORK_LEMMAS = new Set(['work', 'job']);
// "Does that work for you?", "Would Thursday work?": "work" as the verb of a plan or a time that suits them, with a
// subject other than "you" (the tagger reads "that work" as a noun phrase).
const SUITS_THEM = /\b(?:do|does|did|will|would|could|can|might|should)\s+(?!you\b)(?:\w+\s+){1,3}?work\b(?!\s+(?:at|as|in)\b)/i;
// "How's work?", "How is the job going?": how something goes, asked with "how".
const ASKS_HOW = /^\W*(?:(?:so|and|oh|well|anyway|sorry)\W+)*how\b/i;

/**
 * Whether a question asks after the character's working life rather than its job or a fact of the matter: how busy it
 * is ("Is it a busy time at work for you?", "Are you busy at the moment?") or how work goes ("How's work?"). It asks for
 * no detail (a date, a sum, a length of time) and names no thing of the matter; the job's label is no answer to it.
 */
export function asksAboutTheirWorkLife(sentence: string, knowledge: Knowledge): boolean {
  if (!isQuestion(sentence) || asksTheirJob(sentence) || askedKinds(sentence).size > 0 || HOW_MANY_YEARS.test(sentence)) return false;
  if (selfQuestionKind(sentence) !== null) return false;
  const words = readWords(sentence).filter((word) => word.isWord && !word.negated);
  const isBusy = words.some((word) => BUSY_LEMMAS.has(word.lemma));
  // Work as what they do, not "work" as "suit": "Does that work for you?" asks whether a plan suits them.
  const isWork = !SUITS_THEM.test(sentence) && words.some((word) => WORK_LEMMAS.has(word.lemma)) && (ASKS_HOW.test(sentence) || isYesNoQuestion(sentence));
  if (!isBusy && !isWork) return false;
  if (!isBusy && !/\b(?:you|your)\b/i.test(sentence) && !ASKS_HOW.test(sentence)) return false;
  // "Do you like working nights?" against "I stayed awake after a night shift": a fact that shares only a word for a
  // time with the question ties it to the matter no more than it does small talk.
  // The words of work themselves say what is asked about, not which thing of the matter.
  const matter = scoredTopicsIn(sentence, knowledge, true).filter(({ topic }) => !isAboutThemselves(topic)).map(({ topic }) => topic);
  const rest = readWords(sentence).filter((word) => !WORK_LEMMAS.has(word.lemma) && !BUSY_LEMMAS.has(word.lemma)).map((word) => word.text).join(' ');
  return matter.length === 0 || tieToFacts(rest, matter, knowledge) === 'time';
}

/**
 * Whether a question asks after the character's own work beyond the matter, by its meaning: the doing of its job
 * ("Which year do you teach?" to a teacher: a verb WordNet derives from the job noun its role or background gives), or
 * the business it runs named by a kind of it ("the shop" for "I run a small bakery"); and nothing else the question
 * names is a word of a fact of the matter. A figure asked for is the matter, unless it is only when they do their job
 * and nothing about them states a time.
 */
const NOT_WORKPLACE_KINDS: ReadonlySet<string> = new Set(['time', 'animal', 'plant', 'body', 'food']);
function asksAfterTheirOwnWork(sentence: string, knowledge: Knowledge): boolean {
  if (!isQuestion(sentence) || selfQuestionKind(sentence) !== null || asksTheirJob(sentence) || pointsBackToTheirWords(sentence)) return false;
  const own = knowledge.topics.filter((topic) => (topic.kind === 'fact' || topic.kind === 'hidden') && isAboutThemselves(topic));
  const matter = knowledge.topics.filter((topic) => (topic.kind === 'fact' || topic.kind === 'hidden') && !isAboutThemselves(topic));
  const ownNouns = own.flatMap((topic) => readWords(topic.answer).filter((word) => word.isWord && !word.stopWord && word.pos === 'noun' && !/^\p{Lu}/u.test(word.text)));
  // An instructor instructs, and so teaches: the verbs the job noun derives, with their commonest sense's synonyms.
  const jobVerbs = new Set(ownNouns.filter((word) => isPersonNoun(word.lemma)).flatMap((word) => derivedWords(word.lemma, 'noun')).filter((lemma) => hasPartOfSpeech(lemma, 'verb') && !isGenericWord(lemma)).flatMap((lemma) => [lemma, ...relatedWords(lemma, 'verb', 1).synonyms]));
  // What they work at or run ("a small bakery"), never an animal they keep ("a dog owner") nor a time.
  const places = ownNouns.filter((word) => !isPersonNoun(word.lemma) && !NOT_WORKPLACE_KINDS.has(nounKinds(word.lemma, 1)[0] ?? '')).map((word) => word.lemma);
  const words = readWords(sentence).filter((word) => word.isWord && !word.stopWord && !isGenericWord(word.lemma));
  const afterYou = sentence.search(/\byou\b/i);
  const doing = afterYou < 0 ? [] : readWords(sentence.slice(afterYou)).filter((word) => word.isWord && word.pos === 'verb' && jobVerbs.has(word.lemma));
  const business = words.filter((word) => word.pos === 'noun' && places.some((place) => place === word.lemma || isKindOf(place, word.lemma)));
  if (doing.length === 0 && business.length === 0) return false;
  const figures = [...askedKinds(sentence)].filter((kind) => FIGURE_KINDS.has(kind));
  if (figures.length > 0 && (business.length > 0 || own.some((topic) => quantitiesIn(topic.answer).length > 0))) return false;
  // "What do you teach?", "Where do you teach?": nothing asked but the doing their job is named for, which who they are
  // tells ("I'm the piano teacher at the Riverside music school"); "Which year do you teach?" asks beyond it.
  if (figures.length === 0 && doing.length > 0 && words.every((word) => doing.some((each) => each.lemma === word.lemma))) return false;
  const ownWords = new Set([...doing, ...business].map((word) => word.lemma));
  const factLemmas = new Set(matter.flatMap((topic) => readWords(`${topic.answer} ${topic.keywords.join(' ')}`).map((word) => word.lemma)));
  // "the dog" asked when a fact names "my spaniel": a kind of a thing of the matter is the matter too.
  const factNouns = matter.flatMap((topic) => readWords(topic.answer).filter((word) => word.isWord && word.pos === 'noun' && !word.stopWord).map((word) => word.lemma));
  if ([...ownWords].some((lemma) => factLemmas.has(lemma) || factNouns.some((noun) => isKindOf(noun, lemma)))) return false;
  // "Which year…?": a word for a time ties the question to no fact.
  return words.every((word) => ownWords.has(word.lemma) || (word.pos === 'noun' && nounKinds(word.lemma, 1)[0] === 'time') || (!factLemmas.has(word.lemma) && !relatedWords(word.lemma).synonyms.some((synonym) => factLemmas.has(synonym))));
}

/**
 * Whether a topic is the character's role, reached by meaning only: no keyword of it named, no word of its own answer
 * said ("Are you a piano teacher?"), no word of work.
 */
function isRoleOnlyByMeaning(sentence: string, knowledge: Knowledge): (topic: Topic) => boolean {
  return (topic) => {
    if (!ROLE_TOPIC.test(topic.name) || scoredTopicsIn(sentence, knowledge, false).some((scored) => scored.topic === topic)) return false;
    const own = new Set(readWords(topic.answer).filter((word) => word.isWord && !word.stopWord).map((word) => word.lemma));
    return !readWords(sentence).some((word) => word.isWord && (own.has(word.lemma) || WORK_LEMMAS.has(word.lemma) || ideasOf(word.text, true).has('occupation')));
  };
}

// "How many years…?", "Since when…?": a length of time asked for in other words than "how long".
const HOW_MANY_YEARS = /\bhow many (?:years|months)\b|\bsince when\b/i;
// "doing this", "in the trade", "in business": the character's work named without a noun of its own.
// The prepositions after "work" that name who for or where: "worked for the council", "work at Tesco".
const WORKED_AT: ReadonlySet<string> = new Set(['for', 'at']);
// "been with us", "been here": time with the learner's own side, where the character works or belongs.
const DOING_THE_WORK = /\b(?:doing (?:this|that|it|the job)|in (?:the |this )?(?:trade|business|game)|been (?:with us|here))\b/i;

/**
 * Whether a sentence asks how long the character has been doing its work ("How long have you been in this line of
 * work?", "How long have you worked there?", "How many years have you been a plumber?"), by its meaning: a length of
 * time asked of "you", about work (the verb "work", a word of the idea of an occupation, a noun WordNet gives as a
 * line of work, or "doing this"), and about no thing of the matter the brief names.
 */
export function asksTheirTimeInWork(sentence: string, knowledge: Knowledge): boolean {
  if (!isQuestion(sentence) || !/\byou\b/i.test(sentence)) return false;
  if (!askedKinds(sentence).has('howLong') && !HOW_MANY_YEARS.test(sentence)) return false;
  const words = readWords(sentence).filter((word) => word.isWord);
  const owned = ownedThings(knowledge);
  const isWorkWord = (word: Word) => word.lemma === 'work' || ideasOf(word.text, true).has('occupation') || (word.pos === 'noun' && (isOccupationNoun(word.lemma) || owned.has(word.lemma)));
  if (!DOING_THE_WORK.test(sentence) && !words.some(isWorkWord)) return false;
  // "How long have you worked on the boiler?" is about the job done, a thing of the matter; the words of work
  // themselves, and a place ("in Bristol"), say where and what they work at, not a thing of the matter.
  // "How long have you worked for the hospital?": the place worked at is where they work, not a thing of the matter.
  const workedAt = new Set<number>();
  words.forEach((word, index) => {
    if (word.pos !== 'verb' || word.lemma !== 'work' || !WORKED_AT.has(words[index + 1]?.lemma ?? '')) return;
    const place = words.findIndex((other, at) => at > index + 1 && other.pos === 'noun');
    for (let at = index + 1; place > 0 && at <= place; at += 1) workedAt.add(at);
  });
  const rest = words.filter((word, index) => !isWorkWord(word) && !workedAt.has(index) && (index === 0 || !/^\p{Lu}/u.test(word.text))).map((word) => word.text).join(' ');
  return scoredTopicsIn(rest, knowledge, true).every(({ topic }) => isAboutThemselves(topic));
}

// The verbs by which the character says a business is theirs: "I own a small restaurant", "I run a café".
const OWNING = new Set(['own', 'run']);

/**
 * The things the character's facts say it owns or runs, as nouns ("I own a small Nigerian restaurant" → restaurant):
 * how long it has had one is its time in its work ("How long have you had the restaurant?").
 */
function ownedThings(knowledge: Knowledge): Set<string> {
  const owned = new Set<string>();
  for (const topic of knowledge.topics) {
    if (topic.kind !== 'fact' && topic.kind !== 'hidden') continue;
    for (const sentence of splitSentences(topic.answer)) {
      const words = readWords(sentence).filter((word) => word.isWord);
      const at = words.findIndex((word, index) => index > 0 && words[index - 1]!.text === 'I' && word.pos === 'verb' && OWNING.has(word.lemma));
      // The first noun after the verb, before any comma-free clause ends: "own a small Nigerian restaurant".
      const noun = at < 0 ? undefined : words.slice(at + 1).find((word) => word.pos === 'noun' && !/^\p{Lu}/u.test(word.text));
      if (noun) owned.add(noun.lemma);
    }
  }
  return owned;
}

// "for eight years", "22 years of experience", "since 2015": a length of time a fact states.
const STATES_A_LENGTH = /\b(?:for|over|nearly|almost|about)\s+(?:\w+\s+)?(?:years?|months?)\b|\b(?:years?|months?) of\b|\bsince (?:19|20)\d\d\b/i;

/**
 * How the brief answers "How long have you been doing this?": the fact about who the character is that states a
 * length of time, else one that dates its start or says how long it has worked ("I joined the company in 2018");
 * 'other' when only other facts of the matter state one (the question is read against them as any other); 'none'
 * when no fact states one, and there is no number to give.
 */
export function tenureTopic(knowledge: Knowledge): Topic | 'other' | 'none' {
  // A length ahead or asked for ("the change would be for three months") is no time in their work.
  // "…for the past eighteen months", "I joined the company in 2018": a length up to now, however it is said.
  const lengths = knowledge.topics.filter((topic) => (topic.kind === 'fact' || topic.kind === 'hidden') && ((STATES_A_LENGTH.test(topic.answer) && !statesALengthNotUpToNow(topic.answer)) || runsUpToNow(topic.answer)));
  return lengths.find(isAboutThemselves) ?? lengths.find((topic) => statesAStart(topic.answer) || worksForALength(topic.answer)) ?? (lengths.length > 0 ? 'other' : 'none');
}

/**
 * The tenure, unless the question's own words name another length up to now better: "How long have you been off
 * work?" is the fact "…have been off work for five weeks", not "I have been a member for two years".
 */
function tenureOrLengthNamed(sentence: string, knowledge: Knowledge): Topic | 'other' | 'none' {
  const tenure = tenureTopic(knowledge);
  if (typeof tenure === 'string') return tenure;
  const matches = meaningMatches(sentence, knowledge, true);
  const best = matches[0];
  const tenureWords = matches.find((match) => match.topic === tenure)?.wordScore ?? 0;
  const named = best !== undefined && best.topic !== tenure && !isAboutThemselves(best.topic) && best.score >= MEANING_SURE_SCORE && best.wordScore > tenureWords && runsUpToNow(best.topic.answer);
  return named ? 'other' : tenure;
}

/** Whether a fact says how long the character has worked: "work" with a length ("have worked there since 2019"). */
function worksForALength(answer: string): boolean {
  return splitSentences(answer).some((sentence) => STATES_A_LENGTH.test(sentence) && readWords(sentence).some((word) => word.pos === 'verb' && word.lemma === 'work' && !word.negated));
}

// How a learner says what the other's situation must feel like: "That sounds exhausting", "That must be miserable",
// "I can only imagine how upsetting this is", "You must be worn out". The word that follows is read for its meaning.
const FEELING_FRAMES = [
  /\b(?:that|this|it)(?:'s| is| has)? (?:sounds|seems|must be|must have been|has been)(?: like)?(?: (?:a|an|so|really|very|quite|pretty|incredibly|absolutely|such a|such an|properly))* ([a-z-]+)/i,
  /\bhow ([a-z-]+) (?:this|that|it|all this|all that) (?:is|was|has been|must be|must have been|must feel)\b/i,
  /\byou must (?:be|feel|have been)(?: (?:so|really|very|quite|pretty|completely|absolutely))* ([a-z-]+)/i,
];
// WordNet's file for a feeling ("misery", "frustration"): what an unscored word is derived from or into.
const FEELING_KIND = 'feeling';

/**
 * Whether a statement says the other's situation feels bad, by the meaning of the word it uses (unfavourable in the
 * language model's sentiment lexicon, or a word WordNet derives from a feeling), not negated.
 */
function feelsForThem(sentence: string): boolean {
  if (isQuestion(sentence)) return false;
  return FEELING_FRAMES.some((frame) => {
    const match = frame.exec(sentence);
    // "That doesn't sound so bad", "It can't be that hard": a negated frame says no such thing.
    if (!match || /\b(?:not|never|no)\b|n't\b/i.test(sentence.slice(0, match.index + match[0].length))) return false;
    // "That seems wrong to me": the learner's own judgement, not what the other goes through.
    if (/^\s+to me\b/i.test(sentence.slice(match.index + match[0].length))) return false;
    const word = match[1]!.toLowerCase();
    return wordSentiment(word) < 0 || derivedWords(word, 'any').some((noun) => nounKinds(noun, 1)[0] === FEELING_KIND);
  });
}

// "I know…", "I can see why…", "We realise…": the learner saying they know something, the start of an acknowledgement.
const KNOWING_FRAME = /^\W*(?:(?:look|honestly|so|and|listen|believe me|okay|ok|right)\W+)*(?:i|we)(?: (?:can|do|really|fully|totally|completely|absolutely|honestly|truly|definitely))* (?:know|understand|see|realise|realize|appreciate|get|recognise|recognize|hear|gather|sense|imagine|(?<=can )tell)\b(?: (?:that|why|how|what))?/i;
// Who the worry belongs to: the other person ("you", "your"); a worry of the learner's own ("I'm worried…") is none.
const THEIRS = /\b(?:you|your|yours|yourself)\b/i;
const OWN = /\b(?:i|i'm|me|my|we|we're|us|our)\b/i;

/**
 * Whether a statement acknowledges what worries the other person, whatever the worry is: "I know the cost is a real
 * worry for you", "I can see why the delay bothers you", "I realise the long days worry you". A frame of knowing,
 * then a word that names a feeling by its meaning (a verb WordNet files under emotion, a noun it files under feeling,
 * or a word unfavourable in the sentiment lexicon said of the other), none of it negated; never a question, and never
 * a worry of the learner's own.
 */
function acknowledgesTheirWorry(sentence: string): boolean {
  if (isQuestion(sentence)) return false;
  const frame = KNOWING_FRAME.exec(sentence);
  if (!frame) return false;
  const said = sentence.slice(frame.index + frame[0].length);
  const words = readWords(sentence);
  // "I don't know whether the cost worries you": the knowing itself denied.
  if (/\b(?:not|never)\b|n't\b/i.test(frame[0])) return false;
  const complement = readWords(said).filter((word) => word.isWord);
  const feeling = complement.findIndex((word, index) => {
    if (word.negated || words.some((each) => each.text === word.text && each.negated)) return false;
    const isTheirs = THEIRS.test(said) || !OWN.test(complement.slice(0, index).map((each) => each.text).join(' '));
    if (!isTheirs) return false;
    const sentiment = Math.min(wordSentiment(word.text), wordSentiment(word.lemma));
    if (word.pos === 'adjective') return sentiment < 0 && THEIRS.test(said);
    if (word.pos !== 'verb' && word.pos !== 'noun') return false;
    // "bothers you", "upsets you" (which the tagger may read as a noun): a verb of feeling, unfavourable.
    if (sentiment < 0 && verbKinds(word.lemma).includes(FEELING_VERB_KIND)) return true;
    // "a real worry", "a concern": a noun of feeling that is not a glad one ("hope", "love").
    if (word.pos === 'noun' && sentiment <= 0 && nounKinds(word.lemma).includes(FEELING_KIND)) return true;
    // "…are stressing you out", "…hurt you": something unfavourable done to them.
    return sentiment < 0 && /^\W*(?:you|out)\b/i.test(said.slice(said.indexOf(word.text) + word.text.length));
  });
  return feeling >= 0;
}
// WordNet's file for a verb of feeling ("worry", "bother", "upset", "frustrate").
const FEELING_VERB_KIND = 'emotion';

// Every turn replays the same earlier lines, whose sentences are weighed as offers again: answered once per scenario's
// sides (held with the knowledge they belong to) and sentence.
const OFFER_MEMO_LIMITS = { entries: 4_000, keyChars: 400_000 };
const offerMemos = new WeakMap<ScenarioSides, BoundedMemo<boolean>>();
const offerMemoWithoutSides = new BoundedMemo<boolean>(OFFER_MEMO_LIMITS);

function offerMemoOf(sides: ScenarioSides | undefined): BoundedMemo<boolean> {
  if (!sides) return offerMemoWithoutSides;
  let memo = offerMemos.get(sides);
  if (!memo) offerMemos.set(sides, (memo = new BoundedMemo(OFFER_MEMO_LIMITS)));
  return memo;
}

/** Whether a sentence offers something or proposes a next step, not negated: what a concern or a condition is weighed against. */
export function isOfferSentence(sentence: string, sides?: ScenarioSides): boolean {
  return offerMemoOf(sides).answer(sentence, () => {
    const acts = sentenceActs(sentence, sides);
    return (acts.has('proposal') || acts.has('nextStep')) && !acts.has('pressure') && !acts.has('insult') && !(ASKS_ABOUT_THE_PAST.test(sentence));
  });
}

const NOT_QUESTIONS: readonly ActKind[] = ['summary', 'proposal', 'nextStep'];
const ASKS_ABOUT_THE_PAST = /^\W*(?:(?:so|and|sorry|okay|right)\W+)?(?:when|what|who|where|which|why|how)\b[^.!?]{0,30}?\b(?:did|was|were|had)\b[^.!?]*\?\s*$/i;
// A question word opening a question: "What happened on Tuesday?".
const WH_QUESTION = /^\W*(?:(?:so|and|sorry|okay|right)\W+)?(?:when|what|who|where|which|why|how)\b[^.!?]*\?\s*$/i;

/**
 * Whether a question asks what was done or what happened: a question word with "did", "was" or "had", or whose first
 * verb is in the past tense as the tagger reads it ("What happened on Tuesday?", "Who gave her the bar?"); a day it
 * names is when that happened, not one proposed.
 */
function asksAboutThePast(sentence: string): boolean {
  if (ASKS_ABOUT_THE_PAST.test(sentence)) return true;
  if (!WH_QUESTION.test(sentence)) return false;
  const verb = readWords(sentence).find((word) => word.isWord && word.pos === 'verb');
  if (!verb) return false;
  const text = verb.text.toLowerCase();
  return verb.lemma === 'be' ? text === 'was' || text === 'were' : text !== verb.lemma && !/(?:s|ing)$/.test(text) && !/['’]/.test(text);
}

/**
 * The topics a sentence is most about: those with the best score (several when they tie). A plain question that
 * names no topic's keyword is matched by the ideas and words it shares with a fact ("When did you buy it?").
 */
function topicsOfSentence(sentence: string, knowledge: Knowledge, isPlainQuestion: boolean): { topics: Topic[]; isLoose: boolean; sure: ReadonlySet<Topic> } {
  // "What did you want to talk about?": an invitation names no thing of its own, so its verb of saying or helping names
  // no fact ("I have offered to give a talk…"); what they came about answers it (concernCandidates).
  if (invitesTheirMatter(sentence)) return { topics: [], isLoose: false, sure: new Set() };
  // A way of asking a written brief lists for a kind of detail ("time", "date", "money") names no fact in a yes-or-no
  // question or a remark that asks for no detail: "Is it busy at this time of year?" asks for no time.
  // "What's the other company put on the table?": a keyword shared with what the learner did ("You offered me…") names
  // no fact of another party's.
  // "How long have you been with us?" names no fact by "how long" whose length lies ahead ("The swap is for four weeks").
  const scored = scoredTopicsIn(sentence, knowledge, false, askedKinds(sentence).size === 0 && !isOpenQuestion(sentence)).filter(({ topic }) => mayAnswerByTimeFrame(sentence, topic.answer));
  const named = withoutLearnersActs(sentence, namedTopics(scored));
  // "What is worrying you most about cancelling?": what the character feels is first what the brief says it feels (a
  // worry it states), then the feeling it keeps back; the one not told yet is said.
  const felt = isQuestion(sentence) ? feelingsToldOf(sentence, knowledge) : [];
  if (felt.length > 0) return { topics: felt, isLoose: true, sure: new Set(felt) };
  if (isPlainQuestion) return questionTopics(sentence, knowledge, named);
  // "What happened at the lesson?" asks for an event whatever else the line is read as (a concern): the fact that
  // surely tells it, though others name the lesson.
  const event = isQuestion(sentence) && asksForAnEvent(sentence) ? meaningMatches(sentence, knowledge)[0] : undefined;
  if (event && event.hasAskedKind && event.score >= MEANING_SURE_SCORE && !named.includes(event.topic)) return { topics: [event.topic], isLoose: false, sure: new Set() };
  return { topics: isQuestion(sentence) && named.length > 1 ? meantAmong(sentence, knowledge, named) : named, isLoose: false, sure: new Set() };
}

/**
 * The facts a question names that its meaning does not put clearly behind another it names: "What happened to the
 * flat?" names the flat of the fire and the flat wanted, and asks for an event, which the want does not tell.
 */
function meantAmong(sentence: string, knowledge: Knowledge, named: readonly Topic[]): Topic[] {
  const meant = meaningMatches(sentence, knowledge, true);
  const meaningOf = (topic: Topic) => meant.find((match) => match.topic === topic)?.score ?? 0;
  const best = Math.max(...named.map(meaningOf));
  return named.filter((topic) => best - meaningOf(topic) < CLEAR_LEAD);
}

/** The topics a line names best (several when they tie). */
function namedTopics(scored: readonly { topic: Topic; score: number }[]): Topic[] {
  const best = scored[0]?.score ?? 0;
  return scored.filter(({ score }) => score === best).map(({ topic }) => topic);
}

/** A plain question's topics: the one fact it asks for, or those its meaning and named things point to. */
function questionTopics(sentence: string, knowledge: Knowledge, named: readonly Topic[]): { topics: Topic[]; isLoose: boolean; sure: ReadonlySet<Topic> } {
  // "Which test centre is it at?" with no centre in the brief: no fact answers it, whatever words it shares.
  if (asksForAThingNotHeld(sentence, knowledge)) return { topics: [], isLoose: false, sure: new Set() };
  const meant = meaningMatches(sentence, knowledge, true);
  // "Have you paid for this month already?": whether a doing has happened is told by the fact that says it happened.
  const happened = factTellingTheDoneDoing(sentence, knowledge, meant) ?? factTellingWhetherAnyoneDid(sentence, knowledge, meant) ?? factTellingTheAgeAsked(sentence, knowledge, meant);
  if (happened) return { topics: [happened], isLoose: false, sure: new Set() };
  const accepted = meant.filter((match) => match.score >= MEANING_MIN_SCORE);
  // "How are you feeling about it?" names no fact: it asks after the character itself (see unansweredKind), unless a
  // fact shares its words ("How did you feel about coming in to ask?" and the fact on how asking felt).
  const self = selfQuestionKind(sentence);
  // A question after the character's own work ("your job") is still matched against its facts first.
  // A way of asking the brief lists ("how much") names no thing: "How much were you hoping to borrow?" is still a
  // question after a detail of what the character wants.
  const isSelf = scoredTopicsIn(sentence, knowledge, true).length === 0 && (self === 'feelings' || self === 'wants');
  // "What reduction do you need?": a value they want, asked for by what it is, is a detail too.
  const asksADetail = (askedByQuestionWords(sentence) || asksForWantedValue(sentence)) && meant.some((match) => match.hasAskedKind);
  if (isSelf && !asksADetail && !accepted.some((match) => match.wordScore >= MEANING_WORDS_DECIDE)) return { topics: [], isLoose: false, sure: new Set() };
  // "How much were you hoping to borrow?", "When do you need it by?": a detail asked for, not how the character feels.
  if (isSelf && asksADetail) {
    const holders = meant.filter((match) => match.hasAskedKind);
    // A holder the question means closely is said again if told ("When would you like to start?" after the date).
    return { topics: holders.slice(0, LOOSE_TOPICS).map(({ topic }) => topic), isLoose: true, sure: new Set(holders.filter((match) => match.score >= MEANING_SURE_SCORE).map(({ topic }) => topic)) };
  }
  // The one fact the question asks for: the best by meaning (its words, widened by WordNet, and the kind of detail
  // asked for), a keyword that names a thing counting towards it and a way of asking ("how much", "when") not at all.
  const meantBest = bestMeant(sentence, knowledge, meant);
  if (meantBest) return { topics: [meantBest], isLoose: false, sure: new Set() };
  if (named.length === 0) {
    // Facts the question means, best first (the reply takes the first one not told yet), by the meaning of its words
    // and, as a second signal, the ideas it shares with a fact (related-words.ts); a told one is said again only for a
    // close match.
    const related = new Map(relatedTopicsIn(sentence, knowledge).filter(({ topic }) => mayAnswerByTimeFrame(sentence, topic.answer)).map(({ topic, score }) => [topic, score]));
    const combined = meant
      .map((match) => ({ topic: match.topic, meaning: match.score, score: match.score + (related.get(match.topic) ?? 0) }))
      .filter((match) => match.meaning >= MEANING_MIN_SCORE || related.has(match.topic))
      .sort((a, b) => b.score - a.score || knowledge.topics.indexOf(a.topic) - knowledge.topics.indexOf(b.topic));
    const others = [...related.keys()].filter((topic) => !combined.some((match) => match.topic === topic));
    // "Tell me about the delivery." when no fact shares a word with it: the fact whose doing is defined alike ("arrived").
    // "What was it before?" names nothing: the one fact that tells a change from one figure to another.
    const defined = combined.length === 0 && others.length === 0 ? (factByDefinition(sentence, knowledge) ?? factOfEarlierState(sentence, knowledge)) : null;
    if (defined) return { topics: [defined], isLoose: true, sure: new Set([defined]) };
    const topics = [...combined.map(({ topic }) => topic), ...others].slice(0, LOOSE_TOPICS);
    // A fact the question's meaning puts clearly ahead of every other is as sure as a close match ("When was it due to
    // go in?" and the one fact with a planned date), and is said again when told.
    const [first, second] = [...meant].sort((a, b) => b.score - a.score);
    // Not for a line about things the brief never speaks of ("How long have you been following the football?").
    const leads = first && first.score >= MEANING_MIN_SCORE && (!second || first.score - second.score >= CLEAR_LEAD) && whatLineIsAbout(sentence, knowledge) !== 'elsewhere' ? [first.topic] : [];
    return { topics, isLoose: true, sure: new Set([...combined.filter((match) => match.meaning >= MEANING_SURE_SCORE).map(({ topic }) => topic), ...leads]) };
  }
  // A keyword named, but the question asks for a detail its fact lacks ("When are the kids on stage?" names the kids'
  // fact, the concert's holds the date): the fact that holds it, when the question shares words with it too.
  const top = accepted[0];
  const holdsAsked = (topic: Topic) => meant.find((match) => match.topic === topic)?.hasAskedKind ?? false;
  const namedWords = Math.max(0, ...named.map((topic) => meant.find((match) => match.topic === topic)?.wordScore ?? 0));
  const isAskedByWords = askedByQuestionWords(sentence) || asksByFocus(sentence) || asksForAnEvent(sentence) || asksWhatSomeoneDid(sentence);
  // So too the one fact that holds it, sharing no words ("How soon after the repair did it pack up again?": the repair
  // is named, but only "It broke down again six days later" holds a length of time).
  // A thing asked for by its governing noun or verb ("What got damaged…?") is meant though another fact names the word
  // ("…claimed £600 for the damage").
  const isMeant = top !== undefined && (top.wordScore > 0 && !asksByFocus(sentence) ? top.wordScore >= namedWords : top.score >= MEANING_SURE_SCORE);
  if (isAskedByWords && top && top.hasAskedKind && isMeant && !named.some(holdsAsked)) return { topics: [top.topic], isLoose: false, sure: new Set() };
  // Facts named alike are taken in the order of what the question means ("the other company" is not the learner's).
  const meaningOf = (topic: Topic) => meant.find((match) => match.topic === topic)?.score ?? 0;
  // A fact holding what is asked that the question's meaning puts clearly ahead of every named one (here by the time it
  // runs over) is the one asked for though a keyword names another: "How long have you had it?" is the 15 years'
  // tenancy ("have rented … for 15 years", up to now), not the ten weeks the named operation lasted.
  const namedBest = Math.max(0, ...named.map(meaningOf));
  if (isAskedByWords && top && top.hasAskedKind && !named.includes(top.topic) && top.score - namedBest >= CLEAR_LEAD) return { topics: [top.topic], isLoose: false, sure: new Set() };
  return { topics: [...named].sort((a, b) => meaningOf(b) - meaningOf(a)), isLoose: false, sure: new Set() };
}
/**
 * The facts that say how the character feels, those it states before those it keeps back, when a question asks after
 * its feelings and names no thing of the brief but them: none when it names another thing ("How do you feel about the
 * new date?" is read by what it names) or no stated fact says a feeling, save the feelings it keeps back when the
 * question asks openly how it feels or finds the matter ("How are you finding the workload?").
 */
function feelingsToldOf(sentence: string, knowledge: Knowledge): Topic[] {
  if (selfQuestionKind(sentence) !== 'feelings') return [];
  const told = statedFeelingsOf(sentence, knowledge);
  if (told.length > 0 || !asksOpenlyHowTheyFeel(sentence)) return told;
  // "How are you finding the workload?": an open question on how they take the matter is the one that earns the
  // feeling they keep back, whatever thing of the matter it names; what they say of their own state first, the
  // feeling the brief names in general last.
  const isOwnState = (topic: Topic) => splitSentences(topic.answer).some(saysHowTheyAre);
  return knowledge.topics.filter(keepsBackAFeeling).sort((a, b) => Number(!isOwnState(a)) - Number(!isOwnState(b)));
}

/** {@link feelingsToldOf} of the facts the character states: none unless one of them says a feeling. */
function statedFeelingsOf(sentence: string, knowledge: Knowledge): Topic[] {
  const felt = knowledge.topics.filter((topic) => (topic.kind === 'fact' || topic.kind === 'hidden') && !isAboutThemselves(topic) && splitSentences(topic.answer).some(saysAFeeling));
  if (!felt.some((topic) => topic.kind === 'fact')) return [];
  if (scoredTopicsIn(sentence, knowledge, true).some(({ topic }) => !felt.includes(topic))) return [];
  return [...felt].sort((a, b) => (a.kind === 'fact' ? 0 : 1) - (b.kind === 'fact' ? 0 : 1));
}

/**
 * Whether a topic is a feeling the character keeps back: a hidden one that says how the character is ("I am
 * exhausted", "I feel stretched", "I'm worried") or is named for how it feels ("How it feels").
 */
function keepsBackAFeeling(topic: Topic): boolean {
  if (topic.kind !== 'hidden') return false;
  return splitSentences(topic.answer).some((sentence) => saysAFeeling(sentence) || saysHowTheyAre(sentence)) || readWords(topic.name).some((word) => word.isWord && FEEL_LEMMAS.has(word.lemma));
}
// The words of feeling itself: "How it feels", "I feel stretched".
const FEEL_LEMMAS: ReadonlySet<string> = new Set(['feel', 'feeling']);

/**
 * Whether a sentence says how the character itself is: "I" (an adverb or two before it allowed), then "am" or "feel",
 * then a state, an adjective or a past participle ("exhausted", "stretched"); never "I am a teacher".
 */
function saysHowTheyAre(sentence: string): boolean {
  const words = readWords(sentence).filter((word) => word.isWord);
  let at = 0;
  while (words[at]?.pos === 'adverb') at += 1;
  if (words[at]?.text.toLowerCase() !== 'i') return false;
  const verb = words[at + 1];
  if (!verb || (verb.lemma !== 'be' && verb.lemma !== 'feel')) return false;
  const rest = words.slice(at + 2);
  const state = rest.find((word) => !(word.pos === 'adverb' && word.stopWord));
  return state !== undefined && !state.negated && (state.pos === 'adjective' || (state.pos === 'verb' && isPastForm(state)));
}

/**
 * Whether a sentence asks openly how the character feels about the matter ("How are you finding the workload?", "How
 * do you feel about all this?"): the open question that earns a feeling kept back, whatever else keeps it.
 */
export function asksOpenlyHowTheyFeel(sentence: string): boolean {
  // "When did you start feeling stretched?" asks for a time, a fact: no open question on how they feel. Nor does
  // "How late did you take off?" ("take" as a view) or "How does this affect you?" (what is at stake).
  if (!isQuestion(sentence) || !isOpenQuestion(sentence) || selfQuestionKind(sentence) !== 'feelings' || askedKinds(sentence).size > 0) return false;
  return readWords(sentence).some((word) => word.isWord && !word.negated && HOW_THEY_FEEL_LEMMAS.has(word.lemma));
}
// Feeling, finding a thing some way and coping: the doings an open question on how they take the matter asks after.
const HOW_THEY_FEEL_LEMMAS: ReadonlySet<string> = new Set(['feel', 'feeling', 'find', 'cope']);

// "How old are the children?", "What age is she?": an age asked for; the character's own is asked otherwise (asksTheirAge).
const ASKS_AN_AGE = /\bhow old\b|\bwhat age\b/i;
const AGE_COUNT = '(?:\\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)';
// "my twins, aged 9", "my two-year-old son", "her father, who is 81", "Leo, 12,": an age said of someone or something.
const STATES_AN_AGE = new RegExp(`\\b${AGE_COUNT}[-\\s](?:years?|months?|weeks?)[-\\s]old\\b|\\baged\\s+${AGE_COUNT}\\b|\\b(?:who|which|that)\\s+(?:is|was|turned|turns)\\s+${AGE_COUNT}\\b|\\p{Lu}\\p{Ll}+,\\s*\\d{1,2},`, 'iu');

/**
 * The fact that says the age a question asks for, of someone other than the character ("How old are the children?"
 * and "My twins, aged 9, take the school bus"): of those stating an age, the best by meaning when one leads, else the
 * only one. Null for the character's own age, or when no fact states one.
 */
function factTellingTheAgeAsked(sentence: string, knowledge: Knowledge, meant: readonly MeaningMatch[]): Topic | null {
  if (!ASKS_AN_AGE.test(sentence) || asksTheirAge(sentence)) return null;
  const tellers = knowledge.topics.filter((topic) => (topic.kind === 'fact' || topic.kind === 'hidden') && !isAboutThemselves(topic) && STATES_AN_AGE.test(topic.answer));
  if (tellers.length <= 1) return tellers[0] ?? null;
  const meaningOf = (topic: Topic) => meant.find((match) => match.topic === topic)?.wordScore ?? 0;
  const [first, second] = [...tellers].sort((a, b) => meaningOf(b) - meaningOf(a));
  return meaningOf(first!) > meaningOf(second!) ? first! : null;
}

// "Have you…?", "Did you…?": a yes-or-no question whether the character has done something.
const ASKS_IF_DONE = /^\W*(?:(?:so|and|but|okay|ok|well|right|just to check)\W+)*(?:have|has|had|did)\s+you\b/i;
// "Did anyone call you?", "Has somebody been in touch?", "Did we get back to you?": whether anyone at all, or the
// other side, did something, to the character or not ("anyone from our office" is still anyone).
const ASKS_IF_ANYONE_DID = /^\W*(?:(?:so|and|but|okay|ok|well|right|just to check)\W+)*(?:have|has|had|did)\s+(?:(?:anyone|anybody|someone|somebody)(?:\s+(?:from|at|in)\s+(?:the|our|your|their)\s+\p{L}+)?|we|they)\b/iu;
// How many of each verb's senses two verbs may share one in: "call" and "ring" are one in their third ("telephone").
const DOING_SENSES = 3;

/** Whether two verbs name one doing: the same lemma, or a sense of one among the other's first few ("call", "ring"). */
function isSameDoing(asked: string, written: string): boolean {
  return sharesASense(asked, written, 'verb', DOING_SENSES);
}

// How many of a written verb's senses are read for the kind of doing it shares with the one asked: "ring" telephones
// only in its fifth.
const KINDRED_SENSES = 6;

/**
 * The first of a written verb's senses in which it names a doing of the kind asked, both under one broader term that is
 * no verb of grammar ("contacted" asked, "rang" or "emailed" written: each a communicating): 1 for "emailed", 2 for
 * "paid", a communicating only as paying attention; null in none of its first KINDRED_SENSES. A doing nearer its
 * everyday sense tells it more surely.
 */
function kindredSense(asked: string, written: string): number | null {
  for (let senses = 1; senses <= KINDRED_SENSES; senses += 1) {
    if (sharedBroaderTerms(asked, written, 'verb', undefined, senses).some((term) => !isLightVerb(term))) return senses;
  }
  return null;
}

// How many steps up a written verb's broader terms the doing asked is looked for: "email" is a telecommunicating, a
// communicating.
const KIND_STEPS = 2;

/**
 * The first of a written verb's senses in which it is a kind of the doing asked ("emailed" a communicating, two steps
 * up), null in none of its first KINDRED_SENSES: "Have you communicated with us?" is told by "I emailed them".
 */
function senseOfItsKind(asked: string, written: string): number | null {
  if (isLightVerb(asked)) return null;
  for (let senses = 1; senses <= KINDRED_SENSES; senses += 1) {
    let level = relatedWords(written, 'verb', senses).broader;
    for (let step = 0; step < KIND_STEPS && level.length > 0; step += 1) {
      if (level.includes(asked)) return senses;
      level = [...new Set(level.flatMap((term) => relatedWords(term, 'verb', 1).broader))];
    }
  }
  return null;
}

/**
 * The fact that tells whether anyone did what a yes-or-no question asks ("Did anyone call you before?" and "Nobody
 * rang me before the extractions"): the question's doing, or one of its senses, said as done or as done by nobody.
 * A light verb with a particle says its doing by the particle ("Did anyone get back to you?"): it is told by a fact's
 * doing with the same particle ("nobody rang me back"). Of several, the best by meaning; none when no fact says it.
 */
function factTellingWhetherAnyoneDid(sentence: string, knowledge: Knowledge, meant: readonly MeaningMatch[]): Topic | null {
  const asked = ASKS_IF_ANYONE_DID.exec(sentence);
  if (!asked || !isYesNoQuestion(sentence)) return null;
  // The word after "anyone" is the doing in its plain form, whatever the tagger made of it ("call" as a noun); an
  // adverb before it ("ever", "actually") is passed over.
  const after = readWords(sentence.slice(asked[0].length)).filter((word) => word.isWord);
  const first = after.findIndex((word) => word.pos !== 'adverb');
  // "Has anyone been hurt?": what was done to anyone is the doing, the verb after "been".
  const passive = first >= 0 && after[first]!.lemma === 'be' ? after.findIndex((word, index) => index > first && word.pos !== 'adverb') : -1;
  const at = passive >= 0 && after[passive]!.pos === 'verb' && !isIngForm(after[passive]!) ? passive : first;
  const doing = at < 0 ? undefined : verbLemmaOf(after[at]!.text);
  if (!doing || doing === 'be' || doing === 'have') return null;
  const particle = isLightVerb(doing) ? after[particleIndexOf(after, at)]?.lemma : undefined;
  if (isLightVerb(doing) && !particle) return null;
  const tells = (word: Word, index: number, words: readonly Word[]) =>
    word.pos === 'verb' && !isIngForm(word) && (particle ? !isLightVerb(word.lemma) && words[particleIndexOf(words, index)]?.lemma === particle : isSameDoing(doing, word.lemma));
  const tellers = knowledge.topics.filter((topic) => (topic.kind === 'fact' || topic.kind === 'hidden') && !isAboutThemselves(topic) && readWords(topic.answer).filter((word) => word.isWord).some(tells));
  const meaningOf = (topic: Topic) => meant.find((match) => match.topic === topic)?.score ?? 0;
  if (tellers.length > 0) return [...tellers].sort((a, b) => meaningOf(b) - meaningOf(a))[0]!;
  // "Has anyone been hurt?" and "…two people have reported back pain": with no fact saying the doing, the one fact the
  // question's words reach by meaning (hurt, a hurting, a pain) tells whether it happened.
  const reached = meant.filter((match) => match.wordScore > 0 && !isAboutThemselves(match.topic) && (match.topic.kind === 'fact' || match.topic.kind === 'hidden'));
  return reached.length === 1 && meant.filter((match) => match.wordScore > 0).length === 1 ? reached[0]!.topic : null;
}

/**
 * The fact that says the character did what a yes-or-no question asks whether they did ("Have you paid for this
 * month already?" and "I have already paid for December"): the question's own doing, in a fact as done (its past form,
 * not "I pay £42 a month" nor "want to pay"), else one of its kind ("Have you contacted us before?" and "I rang twice
 * last week"). Of several, one saying the doing itself, then one whose doing is of its kind in the commonest sense,
 * then the best by meaning; none when no fact says it was done.
 */
function factTellingTheDoneDoing(sentence: string, knowledge: Knowledge, meant: readonly MeaningMatch[]): Topic | null {
  const asked = doingAskedIfDone(sentence);
  if (!asked) return null;
  const facts = knowledge.topics.filter((topic) => (topic.kind === 'fact' || topic.kind === 'hidden') && !isAboutThemselves(topic));
  const ranked = facts.map((topic) => ({ topic, rank: tellsDoingAsked(asked, topic.answer) })).filter((each): each is { topic: Topic; rank: number } => each.rank !== null);
  // Only a doing done to the other side or to what the facts name: "Have you tried the new noodle place?" asks after a
  // thing no fact holds, and "I worked on it for three weeks" tells nothing of it (unless a fact says that very doing).
  const factWords = new Set(facts.flatMap((topic) => readWords(topic.answer).map((word) => word.lemma)));
  const asksAfterAnotherThing = readWords(asked.rest).some((word) => word.isWord && word.pos === 'noun' && !factWords.has(word.lemma));
  const kept = ranked.some(({ rank }) => rank === 0) ? ranked.filter(({ rank }) => rank === 0) : asksAfterAnotherThing ? [] : ranked;
  const meaningOf = (topic: Topic) => meant.find((match) => match.topic === topic)?.score ?? 0;
  return kept.sort((a, b) => a.rank - b.rank || meaningOf(b.topic) - meaningOf(a.topic))[0]?.topic ?? null;
}

/** The doing a "Have you…?" / "Did you…?" question asks whether the character did, with what follows it; null for another question. */
function doingAskedIfDone(sentence: string): { doing: string; rest: string } | null {
  if (!ASKS_IF_DONE.test(sentence) || !isYesNoQuestion(sentence)) return null;
  const after = sentence.slice(sentence.search(/\byou\b/i));
  const expression = lightVerbExpressionIn(after);
  if (expression) return expression;
  // The verb right after "you" is the doing, though it be a common one ("Did you call us?"); an auxiliary or a light verb
  // passes the doing on to the next.
  const said = readWords(after).filter((word) => word.isWord);
  const main = said[1]?.pos === 'verb' && !AUXILIARIES.has(said[1].lemma) && !isLightVerb(said[1].lemma) ? said[1] : undefined;
  const doing = main ?? said.find((word) => word.pos === 'verb' && !word.stopWord && !isLightVerb(word.lemma));
  return doing ? { doing: doing.lemma, rest: after.slice(after.indexOf(doing.text) + doing.text.length) } : null;
}

// Light verbs that say a state an expression of "get" comes into ("be in touch", "keep in touch"): a closed class.
const STATE_VERBS = new Set(['be', 'keep', 'stay', 'remain']);
// As many words as an expression of a light verb runs to after it ("in touch with").
const EXPRESSION_REACH = 3;

/**
 * A verb expression WordNet holds whose head is a light verb, said in a text ("get in touch"), or said with a verb of
 * being or keeping in its place ("been in touch" read as "get in touch"), with what follows it; null when none.
 */
function lightVerbExpressionIn(text: string): { doing: string; rest: string } | null {
  const words = readWords(text).filter((word) => word.isWord);
  for (const [index, word] of words.entries()) {
    if (word.pos !== 'verb' || !isLightVerb(word.lemma)) continue;
    const heads = STATE_VERBS.has(word.lemma) ? ['get', word.lemma] : [word.lemma];
    for (let end = Math.min(words.length - 1, index + EXPRESSION_REACH); end > index; end -= 1) {
      const tail = words.slice(index + 1, end + 1).map((each) => each.text.toLowerCase());
      const lemma = heads.map((head) => [head, ...tail].join(' ')).find((spelling) => hasPartOfSpeech(spelling, 'verb'));
      if (lemma) {
        const last = words[end]!;
        return { doing: lemma, rest: text.slice(text.indexOf(last.text, text.indexOf(word.text)) + last.text.length) };
      }
    }
  }
  return null;
}

/**
 * How a fact tells the doing a yes-or-no question asks whether the character did: 0 when it says that doing done (its
 * past form, not "I pay £42 a month" nor "want to pay"; a "re-" verb is its doing done again: "Did you book another
 * flight?" and "I rebooked with another airline"), else the first sense in which a doing it says done is of the kind
 * asked ("Have you contacted us before?" and "I emailed them twice": 1; "I paid £95", a communicating only as paying
 * attention: 2), null when it tells neither.
 */
function tellsDoingAsked(asked: { doing: string }, answer: string): number | null {
  // "Have you been in touch with us?": an expression of several words is read as the doing its definition names.
  const plain = asked.doing.includes(' ') ? doingDefinedBy(asked.doing) : null;
  if (plain) return tellsDoingAsked({ doing: plain }, answer);
  const isDone = (word: Word) => word.isWord && word.pos === 'verb' && !word.negated && word.text.toLowerCase() !== word.lemma && !isIngForm(word) && !/s$/i.test(word.text);
  const words = readWords(answer);
  const isDoneAgain = (word: Word) => {
    const again = word.isWord && word.pos === 'verb' ? doneAgainOf(word.text) : null;
    return again !== null && again.doing === asked.doing && isDone({ ...word, text: again.rest, lemma: again.doing });
  };
  if (words.some((word) => (isDone(word) && word.lemma === asked.doing) || isDoneAgain(word))) return 0;
  const senses = words.filter(isDone).map((word) => kindredSense(asked.doing, word.lemma) ?? senseOfItsKind(asked.doing, word.lemma) ?? Infinity);
  const nearest = Math.min(Infinity, ...senses);
  if (nearest !== Infinity) return nearest;
  // Less surely, a doing done by means of a thing that names the doing asked ("Did you call?" and "I reported it by
  // phone": "phone", a verb too, shares a sense with "call"), or one telling alike: the doing asked and the one done
  // both kinds of one telling ("Have you mentioned it?" and "I reported it": each a way to tell).
  if (!words.some(isDone)) return null;
  const said = words.filter((word) => word.isWord);
  const isMeans = (index: number) => {
    let before = index - 1;
    while (before >= 0 && MEANS_DETERMINERS.has(said[before]!.lemma)) before -= 1;
    return before >= 0 && MEANS_PREPOSITIONS.has(said[before]!.lemma);
  };
  const byMeans = said.some((word, index) => word.pos === 'noun' && isMeans(index) && hasPartOfSpeech(word.lemma, 'verb') && !isLightVerb(word.lemma) && isSameDoing(asked.doing, word.lemma));
  return byMeans || words.filter(isDone).some((word) => tellsAlike(asked.doing, word.lemma)) ? KINDRED_SENSES + 1 : null;
}

// "by phone", "over the phone", "via email": the prepositions that name the means a doing was done by, and the
// determiners that may stand between.
const MEANS_PREPOSITIONS: ReadonlySet<string> = new Set(['by', 'via', 'over']);
const MEANS_DETERMINERS: ReadonlySet<string> = new Set(['the', 'a', 'an']);

/**
 * Whether two doings are kinds of one doing that is no verb of grammar: the one asked directly ("mention": a way to
 * tell), the one done a step or two further down ("report": a way to inform, or to announce, itself a way to tell).
 */
function tellsAlike(asked: string, done: string): boolean {
  if (isLightVerb(asked) || isLightVerb(done)) return false;
  const kinds = new Set(relatedWords(asked, 'verb', DOING_SENSES).broader.filter((term) => !isLightVerb(term)));
  let level = relatedWords(done, 'verb', DOING_SENSES).broader;
  for (let step = 0; step < KIND_STEPS && level.length > 0; step += 1) {
    if (level.some((term) => kinds.has(term))) return true;
    level = [...new Set(level.flatMap((term) => relatedWords(term, 'verb').broader))];
  }
  return false;
}

/**
 * The one-word doing an expression's definition names: the verb made from the thing it establishes or does ("get in
 * touch": "establish communication with someone" → "communicate"), else the definition's own verb; null when neither.
 */
function doingDefinedBy(expression: string): string | null {
  const definition = definitionsOf(expression, 'verb')[0];
  if (!definition) return null;
  const words = readWords(definition).filter((word) => word.isWord);
  const verbAt = words.findIndex((word) => word.pos === 'verb');
  if (verbAt < 0) return null;
  const object = words.slice(verbAt + 1).find((word) => word.pos === 'noun');
  const made = object ? derivedWords(object.lemma, 'noun', 1).find((verb) => !verb.includes(' ') && hasPartOfSpeech(verb, 'verb')) : undefined;
  return made ?? words[verbAt]!.lemma;
}

/** Whether a fact tells, in its own doing or one of its kind, what a "Have you…?" / "Did you…?" question asks was done. */
export function tellsDoneDoingAsked(question: string, answer: string): boolean {
  const asked = doingAskedIfDone(question);
  return asked !== null && tellsDoingAsked(asked, answer) !== null;
}
const LOOSE_TOPICS = 3;
// How far the best fact by meaning must lead the next to be taken as surely meant.
const CLEAR_LEAD = 0.5;
// A keyword naming a thing of the fact adds this much to what its meaning scores.
const NAMED_THING_WEIGHT = 0.25;
// The best must lead the next by this much to be the one fact asked for.
const BEST_MARGIN = 0.2;

/**
 * The fact a question asks for, when one stands out: its meaning scores at least MEANING_SURE_SCORE with the things
 * the question names, and leads the next fact clearly. Null when none does (the looser reading decides then).
 */
function bestMeant(sentence: string, knowledge: Knowledge, meant: readonly MeaningMatch[]): Topic | null {
  const things = new Map(scoredTopicsIn(sentence, knowledge, true).map(({ topic, score }) => [topic, score]));
  const ranked = meant
    .map((match) => ({ topic: match.topic, score: match.score + NAMED_THING_WEIGHT * Math.min(2, things.get(match.topic) ?? 0), wordScore: match.wordScore + (things.has(match.topic) ? 1 : 0) }))
    .sort((a, b) => b.score - a.score || knowledge.topics.indexOf(a.topic) - knowledge.topics.indexOf(b.topic));
  const [first, second] = ranked;
  if (!first || first.score < MEANING_SURE_SCORE || first.wordScore <= 0) return null;
  // A glossary term or a file's sentence the line names outright is answered as before.
  if ([...things.keys()].some((topic) => topic.kind === 'term' || topic.kind === 'file')) return null;
  // "Would you take your money back instead?": a keyword of two or more words said word for word ("money back") names
  // its fact more surely than a fact sharing only single words with the line by meaning ("taking them…", "money out of
  // my pocket"); the facts the line names decide then.
  const phrases = phrasesNamedIn(sentence, knowledge);
  if (phrases.length > 0 && !phrases.some(({ keyword, topics }) => topics.includes(first.topic) || mentionsKeyword(first.topic.answer, keyword))) return null;
  return !second || first.score - second.score >= BEST_MARGIN ? first.topic : null;
}

/**
 * A question no fact answers: about the character's own feelings or wants (answered from its concerns and wants),
 * about nothing the brief touches (small talk, answered in role with a way back), or a detail the brief lacks.
 */
function unansweredKind(sentence: string, knowledge: Knowledge): ActKind | null {
  const self = selfQuestionKind(sentence);
  if (self === 'feelings') return 'feelings';
  if (self === 'wants') return 'needs';
  if (self === 'ownWork') return 'concern';
  // "What was the figure you mentioned?": a question on the character's own words is never small talk.
  if (pointsBackToTheirWords(sentence)) return 'unknownQuestion';
  // "Which evening is that?": which time the thing just spoken of was, asked with a word that points back to it and
  // no thing of its own, is a question on what the character has just said, never small talk.
  if (POINTS_TO_WHAT_WAS_SAID.test(sentence) && asksWhichTime(sentence) && namesNothingButItsFocus(sentence)) return 'unknownQuestion';
  const about = whatLineIsAbout(sentence, knowledge);
  if (about === 'elsewhere') return 'offTopic';
  // "Did you have a good Christmas this year?": a yes-or-no question about the character's own life at a time it names
  // (a holiday, a festival) and nothing else is small talk; "Have you got five minutes?" names nothing and asks nothing.
  if (about === 'nothing' && asksAboutTheirLife(sentence) && namesAnOccasion(sentence)) return 'offTopic';
  // "Busy day?", "Good weekend?": a remark on a time put as a question, with no verb, is small talk.
  if (about === 'nothing' && isRemarkOnATime(sentence)) return 'offTopic';
  if (about === 'nothing' && !isOpenQuestion(sentence) && !namesAnything(sentence)) return null;
  // "Is it still raining out there?": a yes-or-no question on nothing the brief holds is small talk, not a detail the
  // character lacks: it gets a way back, not "I don't know".
  // A wh-question after a doing the brief tells of in another form ("Where were you flying to?" to one who missed a
  // flight) is on the matter, though it names no thing.
  if (about === 'nothing' && !isOpenQuestion(sentence) && !asksAfterADoingOfTheBrief(sentence, knowledge)) return 'offTopic';
  // "Do you ever get time off to cook at home?", "Are the kids at your school on half term yet?": a yes-or-no question
  // about the character's own life that no fact answers. Everyone knows their own life, so "I don't know" is never
  // the answer: it is small talk, answered briefly in role with a way back.
  // So too a question after a doing of theirs the brief never names ("What are you studying?").
  if (asksAboutTheirLife(sentence) || asksAfterTheirDoing(sentence, knowledge)) return 'offTopic';
  return 'unknownQuestion';
}

// "that", "this": a word standing for what has just been said.
const POINTS_TO_WHAT_WAS_SAID = /\b(?:that|this)\b/i;

// A remark put as a question is a few words.
const REMARK_WORDS = 5;

/**
 * "Busy day?", "Long week so far?": a short question with no verb whose nouns are all times, as WordNet files them, and
 * no question word asking for something ("Why Friday?").
 */
function isRemarkOnATime(sentence: string): boolean {
  const words = readWords(sentence).filter((word) => word.isWord);
  return isQuestion(sentence) && !WH_QUESTION.test(sentence) && words.length <= REMARK_WORDS && !words.some((word) => word.pos === 'verb') && words.some((word) => word.pos === 'noun') && namesOnlyTimes(sentence);
}

// "How was…?", "How's … been?": how something went.
const HOW_IT_WENT = /^\W*(?:(?:so|and|oh|well|anyway)\W+)*how(?:'s| is| was| were| has| have)\b/i;
// The day the conversation is held on: "this morning", "today", "so far".
const THIS_DAY = /\b(?:this (?:morning|afternoon|evening)|today|tonight|so far)\b/i;

/**
 * Whether a question asks how the character's own day goes: a remark on a time put as a question ("Busy day?"), or
 * how something went on the day of the talk ("How was the drive in this morning?"), asking for no date, sum or count.
 */
function asksHowTheDayGoes(sentence: string, knowledge: Knowledge): boolean {
  if (isRemarkOnATime(sentence)) return true;
  if (HOW_IT_WENT.test(sentence) && askedKinds(sentence).size === 0 && ownTimeAsked(sentence, knowledge)) return true;
  return HOW_IT_WENT.test(sentence) && THIS_DAY.test(sentence) && askedKinds(sentence).size === 0;
}

// "your half-term", "your summer": "your" and the noun after it, a hyphenated one whole, at the question's end.
const YOUR_THING_LAST = /\byour\s+([\p{L}]+(?:-[\p{L}]+)*)\s*\?*\s*$/iu;

/**
 * "How was your half-term?", "How was your summer?": how a time of the character's own went, named by "your" and a
 * noun WordNet files first as a time (a hyphenated compound read whole, "half-term", not its "term"), which no fact
 * names: their own life, not the matter.
 */
function ownTimeAsked(sentence: string, knowledge: Knowledge): boolean {
  const noun = YOUR_THING_LAST.exec(sentence)?.[1]?.toLowerCase();
  if (!noun || nounKinds(noun, 1)[0] !== TIME_NOUN_KIND) return false;
  const named = new RegExp(`\\b${noun.replace(/-/g, '[-\\s]')}\\b`, 'i');
  return !knowledge.topics.some((topic) => (topic.kind === 'fact' || topic.kind === 'hidden') && named.test(topic.answer));
}

// A question that opens with a verb of asking, not a wh-word: "Do you…?", "Are the kids…?", "Have you tried…?".
const YES_NO_START = /^\W*(?:(?:so|and|but|okay|ok|well|right|oh|anyway|random question|by the way|out of interest|just wondering)\W+)*(?:do|does|did|are|is|was|were|have|has|had|can|could|will|would|ever|any)\b/i;
// "Do you know…?", "Can you tell me…?", "Do you remember…?": a question after information, only framed as yes or no.
const ASKS_TO_BE_TOLD = /^\W*(?:\w+\W+){0,2}?(?:you|u)\s+(?:\w+\s+)?(?:know|remember|recall|tell|explain|say|think|reckon|mean|mind|confirm|happen to know|have (?:a|any) (?:idea|name|number|date|reference|copy|receipt|record|details?))\b/i;
// The character, or what is theirs: "you", "your".
const ABOUT_THEM = /\b(?:you|your|yourself)\b/i;

// "Do you know when…?", "Did they say which…?": a question word inside asks for the detail it names.
const WH_INSIDE = /\b(?:what|when|where|who|whom|whose|which|why|how)\b/i;

/**
 * A yes-or-no question (it opens with a verb, not a wh-word) that asks for no date, sum, count, name or place, nor to
 * be told something ("Do you know…?", "Can you tell me…?").
 */
export function isYesNoQuestion(sentence: string): boolean {
  return isQuestion(sentence) && YES_NO_START.test(sentence) && !WH_INSIDE.test(sentence) && (!ASKS_TO_BE_TOLD.test(sentence) || asksAnOpinionOf(sentence)) && !askedByQuestionWords(sentence);
}

// "Do you reckon it will snow?", "Do you think City will win?": an opinion asked of something other than the two of them.
const OPINION_OF = /^\W*(?:\w+\W+){0,2}?(?:you|u)\s+(?:really\s+)?(?:think|reckon|suppose)\s+(?:that\s+)?(?!(?:you|we|i|your|our|my|you'll|we'll|i'll|you'd|we'd)\b)/i;

/** Whether a yes-or-no question asks the character's opinion of something beside the two of them ("…it will snow?"). */
function asksAnOpinionOf(sentence: string): boolean {
  return OPINION_OF.test(sentence);
}

/**
 * Whether a yes-or-no question asks about the character's own life ("Do you have kids?", "Are you much of a football
 * fan?"), by its grammar: it speaks of "you", and asks to be told nothing ("Do you know when…?" asks for a detail).
 */
export function asksAboutTheirLife(sentence: string): boolean {
  return isYesNoQuestion(sentence) && ABOUT_THEM.test(sentence) && askedKinds(sentence).size === 0;
}

// "What was the total you said a moment ago?", "the date you mentioned": the learner points back to the character's words.
const POINTS_BACK = /\byou(?: just)? (?:said|mentioned|told me|quoted|gave me)\b|\b(?:said|mentioned) (?:earlier|before|a moment ago|just now)\b/i;

/** Whether the learner points back to the character's own words: "the date you mentioned", "what you said earlier". */
export function pointsBackToTheirWords(question: string): boolean {
  return POINTS_BACK.test(question);
}

/**
 * Whether a question asks what the character said first: a verb of telling with "you", and the start named by a noun
 * that shares a sense with "beginning" ("at the start", "at the outset") or "the first thing", and no other thing nor
 * kind of detail asked for ("the first number you mentioned" asks for a figure).
 */
export function asksWhatTheyOpenedWith(question: string): boolean {
  // "What were you told it would cost at the start?" asks for a sum, and what the character was told, not said.
  if (!isQuestion(question) || !/\byou\b/i.test(question) || askedKinds(question).size > 0 || /\b(?:were|was|been)\s+you\s+\w+ed\b|\byou\s+(?:were|was|got)\s+\w+/i.test(question)) return false;
  const words = readWords(question).filter((word) => word.isWord);
  // "at the start", "at the beginning", "the first thing": a noun of the start itself, or the first thing said.
  const isStart = (word: Word, index: number) => (word.pos === 'noun' && sharesASense(word.lemma, 'beginning', 'noun')) || (word.lemma === 'first' && words[index + 1]?.lemma === 'thing');
  if (!words.some(isStart) || !words.some((word) => word.pos === 'verb' && verbKinds(word.lemma, 1).includes('communication'))) return false;
  return words.every((word, index) => word.pos !== 'noun' || isStart(word, index) || (word.lemma === 'thing' && words[index - 1]?.lemma === 'first'));
}

// Kinds of detail that tie a question to a fact's figures: "When did you…?", "How much…?" ask about the matter.
const FIGURE_KINDS: ReadonlySet<AskedKind> = new Set(['money', 'when', 'count', 'howLong', 'often']);

/**
 * "Where did you go on honeymoon?", "What are you reading these days?": a wh-question after the character's own life
 * beyond the matter. It speaks of "you" and asks for no date, sum or count; what it names lies outside the brief (every
 * noun, and no fact but who the character is shares a word with it), or it names no thing but a doing of theirs the
 * brief never names ("sailing"). A fact that only holds a detail of the kind asked (a place for "where") does not
 * answer it: it is small talk, answered in role with a way back, never "I don't know" nor that fact.
 */
function asksAfterTheirOwnLife(sentence: string, knowledge: Knowledge): boolean {
  if (!isQuestion(sentence) || YES_NO_START.test(sentence) || !WH_INSIDE.test(sentence) || !ABOUT_THEM.test(sentence) || selfQuestionKind(sentence) !== null) return false;
  // "What discount are you after?": a value they want, asked for by what it is, is the matter itself.
  if (asksForWantedValue(sentence) || [...askedKinds(sentence)].some((kind) => FIGURE_KINDS.has(kind))) return false;
  // "Who came out to you that night?": "that" points back to a time already spoken of, the matter's, not their own life
  // ("Who did you go out with last night?").
  if (pointsBackToATime(sentence)) return false;
  // "What does RTO mean for you here?": a term, a file or a fact of the matter named by its own words is the matter.
  if (scoredTopicsIn(sentence, knowledge, true).some(({ topic }) => !isAboutThemselves(topic) && !ROLE_TOPIC.test(topic.name))) return false;
  const about = whatLineIsAbout(sentence, knowledge);
  // "Where were you moving to?" after a move the brief tells of is on the matter.
  if (about === 'nothing') return namesTheirDoing(sentence) && isAboutElsewhere(sentence, knowledge, 'activities');
  // "Where are you going on holiday?": nothing but its things says what it is about, and they lie outside the brief.
  return about === 'elsewhere' && (namesOnlyThings(sentence) || !meaningMatches(sentence, knowledge, true, 'all').some((match) => match.wordScore > 0 && !isAboutThemselves(match.topic) && !ROLE_TOPIC.test(match.topic.name)));
}

// "that night", "that same day": a time pointed back to.
const THAT_TIME = /\bthat\s+(?:same\s+|very\s+)?([a-z]+)\b/gi;
// WordNet's file for nouns of time ("night", "morning", "week").
const TIME_NOUN_KIND = 'time';

/** Whether a line points back to a time already spoken of: "that" before a noun WordNet files as a time ("that night"). */
function pointsBackToATime(sentence: string): boolean {
  return [...sentence.matchAll(THAT_TIME)].some((match) => nounKinds(lemmaOf(match[1]!), 1).includes(TIME_NOUN_KIND));
}

/** Whether a line's words of its own are all nouns: no verb, adjective or adverb beyond those of grammar ("going"). */
function namesOnlyThings(sentence: string): boolean {
  return readWords(sentence).every((word) => !word.isWord || word.stopWord || word.pos === 'noun' || word.pos === 'other' || (word.pos === 'verb' && isLightVerb(word.lemma)));
}

// Verbs that only carry tense, mood or voice: after them the doer and the doing are still to come.
const AUXILIARIES: ReadonlySet<string> = new Set(['be', 'do', 'have', 'can', 'could', 'will', 'would', 'shall', 'should', 'may', 'might', 'must']);
// Auxiliaries of what one can or may do: the learner offering a doing of their own ("What can I do…?").
const MODALS: ReadonlySet<string> = new Set(['can', 'could', 'will', 'would', 'shall', 'should', 'may', 'might']);
// The learner, as the one who asks: "I", "we".
const LEARNER_LEMMAS: ReadonlySet<string> = new Set(['i', 'we']);
// "today" is filed first as a time, "time" as an event: a noun any of whose first senses is a time is a time here.
const TIME_SENSES = 3;
// The question's own clause: from its "what" or "how", after a frame of asking ("Can I ask what…?").
const WHAT_OR_HOW = /\b(?:what|how)\b/i;

/**
 * An invitation to say why the character came, by its grammar: a "what" or "how" question, or one put inside a frame
 * ("Can I ask what…?"), whose doer is the learner offering to do something for them ("What can I do for you?", "How
 * can I help you?") or the "what" itself, doing something to them ("What brings you in?", "What has changed for
 * you?"), that names no thing of its own but times and asks for no detail by its question words. Never one whose doer is the character
 * ("What did you do?") or another ("What did they tell you?").
 */
export function invitesTheirMatter(sentence: string): boolean {
  return matterInvitation(sentence) !== null;
}

/**
 * "What brings you in?", "What's brought you here today?", "What has changed for you?": an invitation to say their
 * matter whose doer is the "what" itself, doing something to them: it asks what made them come, the matter (what
 * happened, how things stand), not only what they want (as "What can I do for you?" asks).
 */
export function asksWhatBroughtThem(sentence: string): boolean {
  return matterInvitation(sentence) === 'cause';
}

/**
 * How a line invites the character to say its matter (see invitesTheirMatter): by the learner offering a doing
 * ('offer'), by the "what" doing something to them ('cause'), by asking what is on their mind or what they wish to raise
 * ('raise'), or by a "what" that does something with "you" in it otherwise ('open'); null when it does not.
 */
function matterInvitation(sentence: string): 'offer' | 'cause' | 'raise' | 'open' | null {
  const start = WHAT_OR_HOW.exec(sentence);
  // Asked by its question words only: "What brings you in?" is no sum, whatever money sense "bring in" has.
  if (!isQuestion(sentence) || !start || askedByQuestionWords(sentence)) return null;
  const words = readWords(sentence.slice(start.index)).filter((word) => word.isWord).slice(1);
  if (asksWhatIsOnTheirMind(words)) return 'raise';
  const said = readWords(sentence).filter((word) => word.isWord);
  if (said.some((word) => word.pos === 'noun' && !/^[A-Z]/.test(word.text) && !nounKinds(word.lemma, TIME_SENSES).includes(TIME_NOUN_KIND))) return null;
  if (asksWhatTheyWishToRaise(words)) return 'raise';
  let at = 0;
  const auxiliaries: string[] = [];
  // An auxiliary is one when the doer or the doing follows it: "can I help", "has changed"; "do you" leaves "do" the doing.
  const isAuxiliaryAt = (index: number, beforeLearner: boolean) => {
    const word = words[index];
    const next = words[index + 1];
    return word !== undefined && word.pos === 'verb' && AUXILIARIES.has(word.lemma) && next !== undefined && (next.pos === 'verb' || (beforeLearner && LEARNER_LEMMAS.has(next.lemma)));
  };
  while (isAuxiliaryAt(at, true)) auxiliaries.push(words[at++]!.lemma);
  const byLearner = words[at] !== undefined && LEARNER_LEMMAS.has(words[at]!.lemma);
  if (byLearner) {
    at += 1;
    while (isAuxiliaryAt(at, false)) auxiliaries.push(words[at++]!.lemma);
    // "What can I do…?" offers; "What did I say to you?" asks back.
    if (!auxiliaries.some((lemma) => MODALS.has(lemma))) return null;
  } else if (auxiliaries.some((lemma) => MODALS.has(lemma))) {
    // "What would make this fair for you?" asks what would settle it, not what brought them.
    return null;
  }
  const doing = words[at];
  // "What did they tell you?", "What do you do?": an auxiliary left before its doer asks what that doer did.
  if (!doing || doing.pos !== 'verb' || (!byLearner && AUXILIARIES.has(doing.lemma))) return null;
  // "How can I help?", "What can I do today?": the learner's offer to do something needs no "you" after it.
  const after = words.slice(at + 1);
  if (byLearner && after.every((word) => word.pos === 'noun' || word.pos === 'adverb')) return 'offer';
  if (!after.some((word) => word.lemma === 'you')) return null;
  // "What brings you in?", "What has changed for you?": the "you" the "what" does something to is the verb's own object,
  // right after it or after one preposition; "What happened when you came in?" asks what happened then.
  const doneToThem = after[0]?.lemma === 'you' || (after[0]?.pos === 'other' && after[1]?.lemma === 'you');
  return byLearner ? 'offer' : doneToThem ? 'cause' : 'open';
}

// WordNet's file for verbs of wanting, wishing and hoping ("want", "wish", "hope", "like"), by their first sense.
const WANTING_VERB_KIND = 'emotion';
// WordNet's file for nouns of thought ("mind", "thoughts").
const THOUGHT_NOUN_KIND = 'cognition';

/**
 * "What's on your mind?", "What has been on your mind?": after its "what", a form of "be", a preposition and the
 * learner's "your" before a noun WordNet files first as thought: what occupies the character, the matter they came
 * about. The words after "what" come without it.
 */
function asksWhatIsOnTheirMind(words: readonly Word[]): boolean {
  let at = 0;
  while (words[at] !== undefined && words[at]!.pos === 'verb' && AUXILIARIES.has(words[at]!.lemma)) at += 1;
  if (at === 0 || words[at - 1]!.lemma !== 'be') return false;
  const [place, owner, thing, ...rest] = words.slice(at);
  return place?.pos === 'other' && owner?.lemma === 'your' && thing?.pos === 'noun' && rest.length === 0 && nounKinds(thing.lemma, 1)[0] === THOUGHT_NOUN_KIND;
}

// WordNet's file for verbs of saying ("talk", "discuss", "raise", "mention").
const SAYING_VERB_KIND = 'communication';

/**
 * "What did you want to talk about?", "What would you like to discuss?", "What did you want to see me about?": after
 * its "what", the character wanting ("did you want", "would you like") to say something, by a verb of saying or one
 * whose "about" is left at the end for the "what" to fill. The words after "what" come without it.
 */
function asksWhatTheyWishToRaise(words: readonly Word[]): boolean {
  let at = 0;
  while (words[at] !== undefined && words[at]!.pos === 'verb' && AUXILIARIES.has(words[at]!.lemma)) at += 1;
  const wanting = words[at + 1];
  if (words[at]?.lemma !== 'you' || !wanting || wanting.pos !== 'verb' || verbKinds(wanting.lemma, 1)[0] !== WANTING_VERB_KIND) return false;
  const doing = words[at + 3];
  if (words[at + 2]?.lemma !== 'to' || !doing || doing.pos !== 'verb') return false;
  return verbKinds(doing.lemma, 1)[0] === SAYING_VERB_KIND || words.at(-1)?.lemma === 'about';
}

/**
 * "What are you studying?" with no fact to answer it: a wh-question after a doing of the character's own, no figure
 * asked. A doing the brief tells of in another form is the matter, not their life: "Where were you flying to?" to a
 * character who missed a flight.
 */
function asksAfterTheirDoing(sentence: string, knowledge: Knowledge): boolean {
  if (!isQuestion(sentence) || YES_NO_START.test(sentence) || !WH_INSIDE.test(sentence) || [...askedKinds(sentence)].some((kind) => FIGURE_KINDS.has(kind))) return false;
  const doings = doingsOfTheirs(sentence);
  return doings.length > 0 && !doings.some((doing) => isWordOfTheBrief(doing, knowledge));
}

/** A wh-question whose doing the brief tells of, in its own form or another: "Where were you flying to?" and "flight". */
function asksAfterADoingOfTheBrief(sentence: string, knowledge: Knowledge): boolean {
  if (!isQuestion(sentence) || YES_NO_START.test(sentence) || !WH_INSIDE.test(sentence)) return false;
  return readWords(sentence).some((word) => word.isWord && word.pos === 'verb' && !word.stopWord && !isLightVerb(word.lemma) && !isGenericWord(word.lemma) && isWordOfTheBrief(word, knowledge));
}

/** "What are you studying?": a doing of the character's own, a verb in "-ing" after "you" that names something. */
function namesTheirDoing(sentence: string): boolean {
  return doingsOfTheirs(sentence).length > 0;
}

function doingsOfTheirs(sentence: string): Word[] {
  const from = sentence.search(/\byou\b/i);
  if (from < 0) return [];
  return readWords(sentence.slice(from)).filter((word) => word.isWord && word.pos === 'verb' && isIngForm(word) && !word.stopWord && !isGenericWord(word.lemma));
}

/**
 * The one fact of the matter that holds the detail a wh-question asks for (a place for "where"), when the question
 * speaks of "you" and names no thing of its own: the best by meaning among those that hold it, the character's own
 * facts aside. None when the question is not so, or no fact of the matter holds the detail.
 */
function detailHolderOfTheMatter(sentence: string, knowledge: Knowledge): Topic[] {
  if (!isQuestion(sentence) || YES_NO_START.test(sentence) || !WH_INSIDE.test(sentence) || !ABOUT_THEM.test(sentence) || askedKinds(sentence).size === 0) return [];
  if (scoredTopicsIn(sentence, knowledge, true).length > 0 || readWords(sentence).some((word) => word.isWord && !word.stopWord && word.pos === 'noun')) return [];
  const holders = meaningMatches(sentence, knowledge, true)
    .filter((match) => match.hasAskedKind && (match.topic.kind === 'fact' || match.topic.kind === 'hidden') && !isAboutThemselves(match.topic) && !ROLE_TOPIC.test(match.topic.name))
    .sort((a, b) => b.score - a.score);
  return holders.slice(0, 1).map(({ topic }) => topic);
}

function mergeAsk(asks: TopicAsk[], next: TopicAsk): void {
  const index = asks.findIndex((ask) => ask.topic === next.topic);
  if (index < 0) asks.push(next);
  else if ((next.isOpen && !asks[index]!.isOpen) || (next.isQuestion && !asks[index]!.isQuestion)) asks[index] = next;
}

// The question words that ask when or how long: then a time word is what is asked about.
const ASKS_A_TIME: ReadonlySet<AskedKind> = new Set(['when', 'howLong', 'often']);

/**
 * What ties a question to the brief's facts, by the words it shares with them (or their synonyms): 'matter' for a word
 * of the matter; 'time' when they are only words for times, as WordNet files them, in a question that asks for no
 * time ("Are you doing anything for Christmas this year?" against "I have 12 years of experience…"); 'none' when only
 * words any fact may hold ("last", "new") or nothing is shared; 'elsewhere' when it asks after the character's life at a
 * place or an occasion beside the matter ("Is the fishing still good out of Grimsby?").
 */
function tieToFacts(sentence: string, topics: readonly Topic[], knowledge: Knowledge): 'matter' | 'time' | 'elsewhere' | 'none' {
  if ([...askedKinds(sentence)].some((kind) => ASKS_A_TIME.has(kind))) return 'matter';
  // "Did anyone call you before?", "Have you contacted us before?": whether anyone, or the character, did what a fact
  // tells of ("Nobody rang me…", "I rang twice last week") is the matter.
  if (factTellingWhetherAnyoneDid(sentence, knowledge, []) !== null || factTellingTheDoneDoing(sentence, knowledge, []) !== null || factTellingTheAgeAsked(sentence, knowledge, []) !== null) return 'matter';
  // Against every fact of the brief, not only those matched: "Can all your pupils make Wednesday evenings?" matched to
  // the fact with the evenings is still about the pupils another fact names.
  const facts = [...topics, ...knowledge.topics.filter((topic) => topic.kind === 'fact' || topic.kind === 'hidden')];
  const factLemmas = new Set(facts.flatMap((topic) => readWords(`${topic.answer} ${topic.keywords.join(' ')}`).map((word) => word.lemma)));
  // "Do you have any evidence?" and "I have kept a diary…": a thing a fact holds that is of the kind asked for.
  const factNouns = () => [...new Set(facts.flatMap((topic) => readWords(topic.answer).filter((word) => word.isWord && word.pos === 'noun' && !word.stopWord).map((word) => word.lemma)))];
  // "last", "new", "big": words any fact may hold tie a question to none ("…the match last night?" and "last Friday").
  const said = readWords(sentence);
  const linked = said
    .filter((word, index) => word.isWord && !word.stopWord && !isGenericWord(word.lemma) && !isBeyondTheOneHeld(said, index))
    .filter((word) => factLemmas.has(word.lemma) || relatedWords(word.lemma).synonyms.some((synonym) => factLemmas.has(synonym)) || (word.pos === 'noun' && factNouns().some((noun) => isKindOrDefinedAs(noun, word.lemma))));
  // "Are you settling in to Bath?": tied only by a place the brief names, and asking after a doing or a thing no fact
  // tells of, the question is about their life there, beside the matter.
  if (linked.length > 0 && linked.every((word) => isPlaceNamed(said, word, facts)) && asksBeyondTheFacts(said, factLemmas)) return 'elsewhere';
  // "Do you swim much yourself?" after "My son Zain has swimming lessons": asked of the character as against the one the
  // facts tell it of, a thing no fact has the character do is their life beside the matter.
  if (linked.length > 0 && ASKED_OF_THEMSELVES.test(sentence) && !linked.some((word) => facts.some((topic) => isDoneByThemselves(topic.answer, word.lemma)))) return 'elsewhere';
  // "Is Ayaan looking forward to Christmas?": a question on an occasion no fact names is about their life at it.
  if (occasionsNamed(sentence).some((occasion) => !factLemmas.has(occasion))) return 'elsewhere';
  if (linked.some((word) => word.pos !== 'noun' || nounKinds(word.lemma, 1)[0] !== 'time')) return 'matter';
  // "What is the new rate?": a figure asked for by what it is called ("rate" is filed first as a time), which a fact it
  // names holds ("a new rate of £38 an hour"), is the matter.
  const figures = figureKindsAsked(sentence);
  if (figures.size > 0 && topics.some((topic) => quantitiesIn(topic.answer).some((quantity) => figures.has(quantity.kind)))) return 'matter';
  // "Do you think the hours are fair?": a time the brief counts ("30 hours a week"), named as the thing meant ("the
  // hours") rather than as when something happens ("last night"), is the matter.
  if (linked.some((word) => isNamedAsAThing(sentence, word) && facts.some((topic) => countsIn(topic.answer, word.lemma)))) return 'matter';
  return linked.length > 0 ? 'time' : 'none';
}

// "yourself", "you personally": a question put to the character as against someone else.
const ASKED_OF_THEMSELVES = /\b(?:yourself|you personally)\b/i;
// How near a word of the fact its doer "I" stands: "I swim", "I have swum", "I go swimming every week".
const OWN_DOING_REACH = 4;

/** Whether a fact has the character do the thing (`lemma`): "I" a few words before it in the same clause. */
function isDoneByThemselves(answer: string, lemma: string): boolean {
  return splitSentences(answer).some((sentence) => {
    const words = readWords(sentence).filter((word) => word.isWord);
    return words.some((word, index) => word.lemma === lemma && words.slice(Math.max(0, index - OWN_DOING_REACH), index).some((each) => each.text === 'I'));
  });
}

// "any other tattoos", "another child": things beside the one the brief holds.
const BESIDE_THE_ONE = new Set(['other', 'another', 'else']);

/** Whether the word at `index` is qualified as beside the one the brief holds: "other" or "another" just before it. */
function isBeyondTheOneHeld(words: readonly Word[], index: number): boolean {
  const before = words.slice(0, index).filter((word) => word.isWord).at(-1);
  return before !== undefined && BESIDE_THE_ONE.has(before.lemma.toLowerCase());
}

/** Whether a word is a proper name: capitalised, and not the first word of the sentence. */
function isProperName(words: readonly Word[], word: Word): boolean {
  const first = words.find((each) => each.isWord);
  return word !== first && /^\p{Lu}/u.test(word.text);
}

// The words that put a name as a place: "in Bath", "out of Grimsby", "from Southampton to Bath".
const PLACE_WORDS = '(?:in|into|to|at|from|near|around|of|outside)';

/** Whether a name is put as a place in the question and in a fact alike ("settling in to Bath", "…to Bath on 14 August"). */
function isPlaceNamed(words: readonly Word[], word: Word, facts: readonly Topic[]): boolean {
  if (!isProperName(words, word)) return false;
  const asPlace = new RegExp(`\\b${PLACE_WORDS}\\s+${word.text.replace(/[^\p{L}\p{N}]/gu, '')}\\b`, 'iu');
  const said = words.filter((each) => each.isWord).map((each) => each.text).join(' ');
  return asPlace.test(said) && facts.some((topic) => asPlace.test(topic.answer));
}

/** The lemmas of the occasions a line names by their own names, as WordNet files them: "christmas", "easter". */
function occasionsNamed(sentence: string): string[] {
  // A day of the week or a month ("the Thursday insights slot", "in March") dates something; it is no occasion.
  const isCalendarName = (lemma: string) => isKindOf(lemma, 'day of the week') || isKindOf(lemma, 'calendar month');
  return readWords(sentence).filter((word, index) => index > 0 && word.isWord && /^\p{Lu}\p{Ll}/u.test(word.text) && nounKinds(word.lemma, 1)[0] === 'time' && !isCalendarName(word.lemma)).map((word) => word.lemma);
}

/**
 * Whether a question asks after something of its own the facts do not tell: a word beyond names and grammar ("settling",
 * "fishing", "looking forward") that no fact holds, by its lemma or a synonym, and none that a fact holds.
 */
function asksBeyondTheFacts(words: readonly Word[], factLemmas: ReadonlySet<string>): boolean {
  const own = words.filter((word) => word.isWord && !word.stopWord && word.pos !== 'other' && !isProperName(words, word) && !isGenericWord(word.lemma) && !(word.pos === 'verb' && isLightVerb(word.lemma)));
  const told = (word: Word) => factLemmas.has(word.lemma) || relatedWords(word.lemma).synonyms.some((synonym) => factLemmas.has(synonym));
  return own.length > 0 && !own.some(told);
}

// "the hours", "those shifts": a determiner that points to things already known, not to a time ("last night").
const POINTING = new Set(['the', 'these', 'those']);

/** Whether a noun of a sentence is named as a thing known ("the hours", "the long hours"), not as a point in time. */
function isNamedAsAThing(sentence: string, noun: Word): boolean {
  const words = readWords(sentence).filter((word) => word.isWord);
  const at = words.findIndex((word) => word.text === noun.text);
  let before = at - 1;
  while (before >= 0 && words[before]!.pos === 'adjective') before -= 1;
  return at > 0 && before >= 0 && POINTING.has(words[before]!.text.toLowerCase());
}

/** Whether a text counts a thing: a number before it, or before the word ahead of it ("30 hours", "two more hours"). */
function countsIn(text: string, lemma: string): boolean {
  const numbers = new Set(quantitiesIn(text).filter((quantity) => quantity.kind === 'number').map((quantity) => quantity.text.toLowerCase()));
  const words = readWords(text).filter((word) => word.isWord);
  return words.some((word, index) => word.lemma === lemma && [words[index - 1], words[index - 2]].some((earlier) => earlier !== undefined && numbers.has(earlier.text.toLowerCase())));
}

/** Whether a line names a time by its own name, as WordNet files it: "Christmas", "Easter", "Diwali". */
function namesAnOccasion(sentence: string): boolean {
  return readWords(sentence).some((word, index) => index > 0 && word.isWord && /^\p{Lu}\p{Ll}/u.test(word.text) && nounKinds(word.lemma, 1)[0] === 'time');
}

/** Whether every thing a line names (its lower-case nouns) is a time: "anything for Christmas this year?". */
function namesOnlyTimes(sentence: string): boolean {
  return readWords(sentence)
    .filter((word) => word.isWord && word.pos === 'noun' && !word.stopWord && !/^\p{Lu}/u.test(word.text))
    .every((word) => nounKinds(word.lemma, 1)[0] === 'time');
}

// Every turn replays the same earlier lines: each line is read once per knowledge (bounded per knowledge).
const readings = new WeakMap<Knowledge, Map<string, LineReading>>();
const READINGS_PER_KNOWLEDGE = 2_000;

/** The acts and topics of one learner line. */
export function readLine(text: string, knowledge: Knowledge): LineReading {
  let cache = readings.get(knowledge);
  if (!cache) readings.set(knowledge, (cache = new Map()));
  const cached = cache.get(text);
  if (cached) return cached;
  if (cache.size >= READINGS_PER_KNOWLEDGE) cache.clear();
  const reading = readFresh(text, knowledge);
  cache.set(text, reading);
  return reading;
}

// The learner speaking for themselves ("I", "we", with a contracted auxiliary or not): a closed class of pronouns.
const LEARNER_SUBJECT = /^(?:i|we)(?:['’](?:m|re|ll|d))?$/i;
// The auxiliaries a plan is said with ("will", "shall", "be going to"), and the "to" of "going to": a closed class.
const PLAN_AUXILIARIES: ReadonlySet<string> = new Set(['will', 'shall', 'be', 'go', 'to']);

/**
 * Whether a sentence says what the learner will not do: "I", or "we", then a negated plan, by "will", "going to" or a
 * present of what is under way ("I won't be blaming the crane firm", "We're not refunding the deposit", "I am not going
 * to blame the hire company"). Not what they did not do ("I didn't get the letter") nor what they cannot.
 */
export function statesWhatTheyWillNotDo(sentence: string): boolean {
  const words = readWords(sentence).filter((word) => word.isWord);
  const at = words.findIndex((word) => LEARNER_SUBJECT.test(word.text));
  if (at < 0 || at > 2 || words.slice(0, at).some((word) => word.pos === 'verb' || word.pos === 'noun')) return false;
  let isNegated = false;
  let isPlan = /['’](?:m|re|ll)$/i.test(words[at]!.text);
  for (const word of words.slice(at + 1)) {
    if (word.lemma === 'not' || word.lemma === 'never') isNegated = true;
    else if (PLAN_AUXILIARIES.has(word.lemma) && (word.pos === 'verb' || word.lemma === 'to')) isPlan ||= word.lemma !== 'be' || isNegated;
    else return isNegated && isPlan && word.pos === 'verb' && word.negated;
  }
  return false;
}

// "Remind me how many…?": a verb said to the character first, with "me" or "us", before a question word.
const REQUEST_TO_BE_TOLD = /^\W*(?:(?:so|and|sorry|okay|ok|right|just|please)\W+)*([a-z]+)\s+(?:me|us)\s+(?=(?:what|when|where|who|whom|which|why|how)\b)/i;
// The kinds of doing WordNet files telling and bringing to mind under: "tell", "remind", "show".
const TELLING_KINDS: readonly string[] = ['communication', 'cognition'];

/**
 * The question a request to be told holds, put as a question: "Remind me how many are still missing?" asks "How many
 * are still missing?"; the sentence itself when it is no such request (a verb of telling or knowing, by WordNet's
 * files) or ends on no question mark.
 */
export function questionAskedWithin(sentence: string): string {
  // "Tell me what you need.": a request said as one is read as it is; only one put as a question is unwrapped.
  if (!/\?\s*$/.test(sentence)) return sentence;
  const request = REQUEST_TO_BE_TOLD.exec(sentence);
  const verb = request ? verbLemmaOf(request[1]!) : null;
  if (!request || !verb || !verbKinds(verb).some((kind) => TELLING_KINDS.includes(kind))) return sentence;
  const asked = sentence.slice(request[0].length);
  return `${asked.charAt(0).toUpperCase()}${asked.slice(1)}`;
}

function readFresh(text: string, knowledge: Knowledge): LineReading {
  const acts = new Set<ActKind>();
  const asks: TopicAsk[] = [];
  let hasQuestion = false;
  let hasOpenQuestion = false;
  let offersOnTheMatter = false;
  for (const said of splitSentences(text)) {
    // "What are you on at the moment?": an idiom of value read in the plain words the brief's facts use.
    // "your old one": the thing the facts describe so ("my old sofa").
    const whole = withOneNamed(plainValueWords(questionAskedWithin(said)), knowledge);
    // "Is that fair?" after a summary or a proposal checks it: it asks about nothing of its own.
    if (TAG_QUESTION.test(whole)) continue;
    const found = sentenceActs(whole, knowledge.sides);
    // "Hi Fiona, good to see you, how have things been with the kitchen this year?": what follows the greeting is read
    // as it would be on its own.
    const sentence = found.has('greeting') ? afterGreeting(whole) || whole : whole;
    // "Flights get cancelled all the time.": what happened to the character made light of, pushed back on mildly.
    if (found.size === 0 && makesLightOfTheMatter(sentence, knowledge)) {
      acts.add('brushedOff');
      continue;
    }
    // "What did you tell me at the start?": the character's own opening, which no fact holds, is said again.
    if (asksWhatTheyOpenedWith(sentence)) {
      found.delete('offTopic');
      found.add('unknownQuestion');
      hasQuestion = true;
      hasOpenQuestion = true;
      for (const kind of found) acts.add(kind);
      continue;
    }
    // "How long have you been in this line of work?": the length of time the brief states, or none to put a number on.
    const tenure = asksTheirTimeInWork(sentence, knowledge) ? tenureOrLengthNamed(sentence, knowledge) : 'other';
    if (tenure !== 'other') {
      if (tenure === 'none') found.add('tenure');
      else mergeAsk(asks, { topic: tenure, isQuestion: true, isOpen: true });
      found.delete('identity');
      hasQuestion = true;
      hasOpenQuestion = true;
      for (const kind of found) acts.add(kind);
      continue;
    }
    // "Is it a busy time at work for you?": how their working life goes is small talk answered in role, with a way
    // back; never the job's label nor a fact of the matter.
    if (!found.has('proposal') && asksAboutTheirWorkLife(sentence, knowledge)) {
      found.delete('identity');
      found.add('offTopic');
      hasQuestion = true;
      for (const kind of found) acts.add(kind);
      continue;
    }
    // "Which year do you teach?", "What sells best in the shop?": their own work beyond what the brief tells, which
    // they know though no fact says it; answered in role with a way back, never a fact of the matter nor "I can't say".
    if ([...found].every((kind) => kind === 'greeting' || kind === 'empathy') && asksAfterTheirOwnWork(sentence, knowledge)) {
      found.add('offTopic');
      hasQuestion = true;
      for (const kind of found) acts.add(kind);
      continue;
    }
    // "What would make this feel fair to you?": what would settle it for them is answered from what they want, not
    // from a fact one of its words names ("feel").
    if (found.has('needs') && isQuestion(sentence) && !found.has('proposal')) {
      hasQuestion = true;
      hasOpenQuestion = true;
      for (const kind of found) acts.add(kind);
      continue;
    }
    // "What's the hurry to get it done?": what presses for time is the occasion ahead a fact names, whatever words the
    // question shares with the brief (none, as often as not); so too "When do you need it done by?", which names no
    // thing of its own, not a date something went wrong on.
    const occasion = isQuestion(sentence) && !found.has('proposal') && asksForTimeAhead(sentence) ? occasionAheadFact(knowledge) : null;
    if (occasion) {
      mergeAsk(asks, { topic: occasion, isQuestion: true, isOpen: true });
      hasQuestion = true;
      hasOpenQuestion = true;
      for (const kind of found) acts.add(kind);
      continue;
    }
    // "When did the doctor send it over?": a question about what happened proposes nothing.
    // So does "Did anyone call you back?": whether anyone did something is asked, not offered.
    if (asksAboutThePast(sentence) || (ASKS_IF_ANYONE_DID.test(sentence) && isYesNoQuestion(sentence))) for (const kind of NOT_QUESTIONS) found.delete(kind);
    // "So what I'm hearing is…", "Shall we book Tuesday?": a summary or a proposal, not a question to answer.
    const question = isQuestion(sentence) && !NOT_QUESTIONS.some((kind) => found.has(kind));
    const open = question && isOpenQuestion(sentence);
    hasQuestion ||= question;
    hasOpenQuestion ||= open;
    // Small talk named as such ("the weather") is no act of its own: the line is still read for what it asks.
    const hasOtherAct = [...found].some((kind) => kind !== 'empathy' && kind !== 'greeting' && kind !== 'offTopic');
    const read = topicsOfSentence(sentence, knowledge, question && !hasOtherAct);
    // "Have you been on holiday yet this year?" shares only "year" with a fact: small talk, not a question on it.
    // Only a yes-or-no question: "What should I know about the leave?" asks for a fact whatever its words.
    const tie = question && !open && !hasOtherAct && read.topics.length > 0 ? tieToFacts(sentence, read.topics, knowledge) : 'matter';
    // A yes-or-no question that shares nothing but such words with any fact ("Did you see the fireworks last night?")
    // is small talk when it asks about the character's life; a question without a thing of its own ("Who else
    // decides?") is still a question on the matter.
    const isWeak = tie === 'time' || (tie === 'none' && isYesNoQuestion(sentence) && (ABOUT_THEM.test(sentence) || found.has('offTopic')));
    // "Busy day?", "How was the drive in this morning?": how the character's day goes, whatever word it shares with a fact.
    // "Is it a busy time of year for taxis?", "How long have you been cycling?": a question whose own things lie
    // outside the matter (the character's job aside) is small talk, whatever way of asking ("how long") it shares
    // with a fact; an open one only when it asks after what the character does ("cycling"), since an open question's
    // nouns are read by meaning ("What turned up instead?").
    // Meaning has the last word: a word of the question that meaning joins to a fact other than the job ("the kids on
    // stage" and the concert) keeps it on the matter.
    // A question that asks for a kind of detail a fact holds ("What was the original price?") is on the matter too,
    // unless what it asks about is a doing the brief never names ("How long have you been cycling?").
    const reads = open ? 'activities' : 'things';
    const isElsewhere =
      question &&
      !hasOtherAct &&
      (!open || ABOUT_THEM.test(sentence)) &&
      // "How are you feeling about it?" asks after the character itself, which it answers from its concerns.
      selfQuestionKind(sentence) === null &&
      isAboutElsewhere(sentence, knowledge, reads) &&
      !meaningMatches(sentence, knowledge, true, reads === 'things' ? 'things' : 'all').some(
        (match) => !ROLE_TOPIC.test(match.topic.name) && (match.wordScore > 0 || (reads === 'things' && match.hasAskedKind && match.score > 0)),
      );
    const isSmallTalk = isElsewhere || tie === 'elsewhere' || (question && !hasOtherAct && asksAfterTheirOwnLife(sentence, knowledge)) || (question && !hasOtherAct && asksHowTheDayGoes(sentence, knowledge)) || (isWeak && (found.has('offTopic') || namesOnlyTimes(sentence) || ABOUT_THEM.test(sentence)));
    // Who the character is answers a question about its work ("Where do you work?"), never one that only shares a
    // sense with its job's words ("the noodle place by the office" and "office" as a position): a yes-or-no question
    // not about its work, matched to the role by meaning alone, is not asking for it.
    const read2 = found.has('identity') || open || !read.topics.some(isRoleOnlyByMeaning(sentence, knowledge)) ? read : { ...read, topics: read.topics.filter((topic) => !isRoleOnlyByMeaning(sentence, knowledge)(topic)) };
    // "Where did they put you?": a question after a detail (a place) that only the role holds by meaning, and that names
    // no thing of its own, asks for the fact of the matter that holds it ("…moved into a bed and breakfast in Luton").
    const read3 = read2.topics.length === 0 && read.topics.length > 0 ? { ...read2, topics: detailHolderOfTheMatter(sentence, knowledge) } : read2;
    const { topics, isLoose, sure } = isSmallTalk ? { topics: [], isLoose: false, sure: new Set<Topic>() } : read3;
    if (isSmallTalk) found.add('offTopic');
    // "I'm sorry to hear about the delay. Can you tell me what happened?": a question after what happened that names no
    // thing of its own asks about what the line has just named.
    if (question && !isSmallTalk && topics.length === 0 && asksForAnEvent(sentence)) asks.forEach((ask, index) => (asks[index] = ask.isQuestion ? ask : { ...ask, isQuestion: true, isOpen: open }));
    // An offer that names a fact ("I'll watch the video…") offers; it asks nothing to be told back.
    const isOffer = !question && (found.has('proposal') || found.has('nextStep'));
    // "I am not going to blame the hire company in front of the client.": what the learner will not do is their
    // position, met by what the character wants, not a remark to tell a fact back to (nor who the character is).
    const isOwnRefusal = !question && statesWhatTheyWillNotDo(sentence);
    offersOnTheMatter ||= isOwnRefusal && topics.length > 0;
    if (!isOffer && !isOwnRefusal) for (const topic of topics) mergeAsk(asks, { topic, isQuestion: question, isOpen: open, ...(isLoose ? { isLoose, isSure: sure.has(topic) } : {}) });
    // An offer that names a fact of the matter or a sum is about the matter ("Let's grab lunch sometime" is not).
    offersOnTheMatter ||= isOffer && (topics.length > 0 || quantitiesIn(sentence).some((quantity) => quantity.kind === 'money' || quantity.kind === 'percent'));
    const unanswered = question && topics.length === 0 && !hasOtherAct && (contentStems(sentence).size >= HAS_OWN_CONTENT_MIN_STEMS || selfQuestionKind(sentence) !== null) ? unansweredKind(sentence, knowledge) : null;
    if (unanswered) found.add(unanswered);
    for (const kind of found) acts.add(kind);
  }
  if (isShouting(text)) acts.add('pressure');
  // "…or a refund. Which do you prefer?", "…sorted. Right?": the question belongs to the proposal or the summary.
  const isLooseLine = acts.has('proposal') || acts.has('nextStep') || acts.has('summary');
  if (isLooseLine) acts.delete('unknownQuestion');
  // "Good morning, thanks for your time": a greeting, not a goodbye.
  if (acts.has('greeting') && !FAREWELL.test(text)) acts.delete('closing');
  // Off-topic only when nothing in the line is about the matter at hand: an offer is about it, whatever it names ("£400
  // back and a free weekend in October", "a new cake for the wedding").
  if (asks.length > 0 || offersOnTheMatter) acts.delete('offTopic');
  if (acts.has('offTopic')) acts.delete('unknownQuestion');
  return { text, acts, asks: isLooseLine ? asks.filter((ask) => !ask.isLoose) : asks, hasQuestion, hasOpenQuestion };
}
