// Criteria named after one concrete behaviour in the person's words ("Confirming the refund amount back to them",
// "Letting the customer finish before answering", "Naming one thing done well"). The name says which behaviour and
// what it is about (its object: "the refund amount"); only a learner sentence that shows that behaviour about that
// object is evidence, and the feedback says the behaviour back as the person wrote it. Edit CONCRETE_BEHAVIOURS to
// teach the grader another behaviour; criteria named after a topic ("Fair resolution") are graded in
// grade-conversation.ts.
import type { GradedCriterion, GradingCriterion, GradingMessage } from '../../contracts/grade-conversation.ts';
import type { BehaviourContext } from './behaviour-types.ts';
import { ACKNOWLEDGE, COMMITMENT, DISMISSIVE, NEXT_STEP_WORDS, PRESSURE, WHEN } from './learner-patterns.ts';
import { contentStems, countWords, isOpenQuestion, isQuestion, isStopWord, stemWord, wordsOf } from '../text.ts';
import { levelBands, levelForScore } from './level-bands.ts';

export interface LearnerLine {
  message: GradingMessage;
  /** Position in the whole transcript. */
  index: number;
  sentences: string[];
  stems: Set<string>[];
}

type ConcreteBehaviourId = 'patience' | 'confirming' | 'apology' | 'praise' | 'asking' | 'follow-up' | 'next-step';

interface ConcreteBehaviour {
  id: ConcreteBehaviourId;
  /** Matches a criterion name (lower case, without a leading "not"/"never") that asks for this behaviour. */
  name: RegExp;
  /** Words of the name that are the behaviour itself rather than what it is about. */
  ownWords: RegExp;
  /** Whether the name's other words ("the refund amount") must appear for the evidence to be complete. */
  usesObject: boolean;
  /** Applies in any conversation in which the learner said at least this many lines. */
  minLearnerLines: number;
  /** A character line that calls for it. */
  trigger?: RegExp;
  /** 0 (absent), 1 (a hint), 2 (partly shown) or 3 (clearly shown) for one sentence of a learner line. */
  detect(sentence: string, line: LearnerLine, conversation: Conversation): number;
  /** Learner lines that go against it (cutting in, judging before asking). */
  breaches?(conversation: Conversation, criterion: BehaviourName): Breach[];
  /** Completes "You did not {do}: …" when a line goes against it. */
  breachNote?: string;
  /** How to do it, after "Next time, {the name as an instruction}: "; {name} is the character's first name. */
  how: string;
  /** A complete display that is also the best kind (checked with the other person, specific); default: the line asks. */
  isExcellent?(sentence: string, line: LearnerLine): boolean;
  betterLine(context: BehaviourContext): string;
}

interface Conversation {
  messages: readonly GradingMessage[];
  learnerLines: readonly LearnerLine[];
  context: BehaviourContext;
}

interface Breach {
  line: LearnerLine;
  quote: string;
}

/** A criterion name read as a behaviour: "Letting the customer finish" → let / let / letting the customer finish. */
interface BehaviourName {
  /** "let the customer finish before answering": an instruction. */
  base: string;
  /** "let the customer finish before answering": what the learner did. */
  past: string;
  /** "letting the customer finish before answering". */
  gerund: string;
  /** The words after the verb: "the customer finish before answering". */
  rest: string;
}

export interface BehaviourCriterionProfile {
  behaviour: ConcreteBehaviour;
  phrase: BehaviourName;
  /** The words the behaviour is about ("refund", "amount"), each with the stem the learner's words are compared by. */
  objects: { word: string; stem: string }[];
}

// Words that never name what a behaviour is about.
const NON_OBJECT_WORDS = new Set(
  'back them they their him her his its it you your yours the a an to of for and or on in at up out one all any some each every their customer client caller person people other'.split(' '),
);
// "-ing" words that are not verbs.
const NOT_GERUNDS = new Set('during nothing something anything everything morning evening meeting thing pricing onboarding training building wording timing feeling'.split(' '));

const IRREGULAR: Record<string, [base: string, past: string]> = {
  letting: ['let', 'let'], setting: ['set', 'set'], putting: ['put', 'put'], getting: ['get', 'got'], giving: ['give', 'gave'],
  making: ['make', 'made'], taking: ['take', 'took'], keeping: ['keep', 'kept'], holding: ['hold', 'held'], telling: ['tell', 'told'],
  speaking: ['speak', 'spoke'], finding: ['find', 'found'], writing: ['write', 'wrote'], beginning: ['begin', 'began'], selling: ['sell', 'sold'],
  saying: ['say', 'said'], hearing: ['hear', 'heard'], feeling: ['feel', 'felt'], leaving: ['leave', 'left'], being: ['be', 'were'],
  doing: ['do', 'did'], having: ['have', 'had'], running: ['run', 'ran'], seeing: ['see', 'saw'], thinking: ['think', 'thought'],
  bringing: ['bring', 'brought'], paying: ['pay', 'paid'], cutting: ['cut', 'cut'], focusing: ['focus', 'focused'], inviting: ['invite', 'invited'],
  providing: ['provide', 'provided'], deciding: ['decide', 'decided'], describing: ['describe', 'described'], exploring: ['explore', 'explored'],
  comparing: ['compare', 'compared'], preparing: ['prepare', 'prepared'], staying: ['stay', 'stayed'], meeting: ['meet', 'met'],
  understanding: ['understand', 'understood'], leading: ['lead', 'led'], sending: ['send', 'sent'], spending: ['spend', 'spent'],
};
// Verbs whose last consonant doubles in the past tense ("stop" → "stopped").
const DOUBLING = new Set('stop plan admit commit drop regret prefer refer occur chat nod skip step swap jot flag map log tap submit omit'.split(' '));

function baseOfGerund(gerund: string): string {
  const stemmed = gerund.slice(0, -3);
  if (/([b-df-hj-kmnp-tv-z])\1$/.test(stemmed) && !/(ll|ss|zz|ff)$/.test(stemmed)) return stemmed.slice(0, -1);
  // "naming" → "name", "judging" → "judge", "summarising" → "summarise", "arguing" → "argue".
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(stemmed) || /(?:v|dg|[^aeiou]c|[aeiou][sz]|at|ur|ag|u)$/.test(stemmed)) return `${stemmed}e`;
  return stemmed;
}

function pastOf(base: string): string {
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  if (DOUBLING.has(base)) return `${base}${base.at(-1)}ed`;
  return `${base}ed`;
}

/** The name as a behaviour, when it starts with a verb in -ing ("Offering a follow-up call", "Not interrupting"). */
function readBehaviourName(name: string): (BehaviourName & { verb: string; isNegated: boolean }) | null {
  const words = name.trim().split(/\s+/);
  const isNegated = /^(?:not|never)$/i.test(words[0] ?? '');
  const [first = '', ...rest] = isNegated ? words.slice(1) : words;
  const verb = first.toLowerCase();
  if (!/^[a-z-]{2,}ing$/.test(verb) || NOT_GERUNDS.has(verb)) return null;
  const [base, past] = IRREGULAR[verb] ?? [baseOfGerund(verb), pastOf(baseOfGerund(verb))];
  const restText = rest.join(' ');
  const tail = restText ? ` ${restText}` : '';
  if (isNegated) {
    // "Not interrupting the customer" → "avoid interrupting the customer".
    return { verb, isNegated, base: `avoid ${verb}${tail}`, past: `avoided ${verb}${tail}`, gerund: `avoiding ${verb}${tail}`, rest: restText };
  }
  return { verb, isNegated, base: `${base}${tail}`, past: `${past}${tail}`, gerund: `${verb}${tail}`, rest: restText };
}

const INVITE_STORY =
  /\b(tell me (everything|more|the whole|all about|what happened|from the (start|beginning))|take your time|go on\b|go ahead|carry on|please continue|keep going|(i'm|i am|i'll be) listening|i('ll| will) not interrupt|i won't interrupt|without interrupting|from the (start|beginning)|in your own words|the (full|whole) story|(walk|talk) me through|finish (what you were saying|your point)|before i (answer|respond|say anything)|you first)\b/i;
const SHORT_ACKNOWLEDGEMENT = /^\W*(i see|i understand|mm+|mhm|right|okay|ok|go on|yes|sure|of course|i hear you|got it|understood)\b/i;
const SHORT_ACKNOWLEDGEMENT_MAX_WORDS = 6;
// A learner line opening like this talks over the other person.
const CUT_IN = /^\W*(hold on|hang on|wait|stop|let me stop you|sorry to interrupt|sorry,? but|yes,? yes|yeah,? yeah|ok(ay)?,? ok(ay)?|i know,? i know|i know,? but|anyway|look,|listen,)/i;
// The character says they were interrupted.
const INTERRUPTED =
  /\b(let me finish|can i finish|i('m| am) not (done|finished)|i (wasn't|was not|haven't|have not) finished|(stop|keep|you keep) interrupting|you interrupted|you('re| are) not (even )?listening|hear me out|i was (still )?(talking|speaking|saying))\b/i;
// A character line that stops mid-sentence was cut off by the learner's next line.
const CUT_OFF = /(?:—|–|\s-|\.\.\.|…|[\p{L}\p{N},])\s*$/u;

const CONFIRM_FRAME =
  /\b((so|just|only) to (confirm|check|be sure|be clear)|to confirm|let me (confirm|check|repeat|read (that|it) back|make sure|play (that|it) back)|can (you|i) confirm|if i (understand|understood|heard|have understood|'ve understood)|so what (i'm|i am) hearing|you('re| are) saying|you said|you mentioned|is that (right|correct)|have i got (that|it|this) right|did i get (that|it|this) right|am i right)\b|\b(right|correct)\?\s*$/i;
const RESTATE = /^(so|okay,? so)\b.*\byou(r|'ve|'re)?\b/i;

const APOLOGY = /\b((i'm|i am|we're|we are) (so |really |very |truly )?sorry|i apologi[sz]e|we apologi[sz]e|my apologies|our apologies)\b/i;

const PRAISE =
  /\b(well done|great (job|work)|good (job|work)|nice (job|work)|you did (a )?(great|good|really|well|brilliant)|did (really |very )?well|(went|worked) (really |very )?well|one thing you did|i (really )?(liked|appreciated|loved|valued)|(was|were) (really |very )?(impressed|strong|excellent|great)|strong result|real strength|you handled|credit (to|for)|proud of)\b/i;
const PRAISE_SPECIFIC = /\b(when you|the way you|how you|because|that (kept|made|helped|meant|showed)|which (kept|made|helped|meant|showed))\b/i;

const JUDGEMENT =
  /\b(you should(n't| not)? have|that was (wrong|bad|poor|a mistake|a disaster|unacceptable|careless|sloppy)|disaster|you always|you never|not good enough|you failed|you messed|you got (it|that) wrong|unprofessional|don't (ever )?do (it|that) again|what were you thinking)\b/i;

/** An open question, also after a lead-in clause ("Before I say anything, can you walk me through what happened?"). */
function asksOpenly(sentence: string): boolean {
  if (isOpenQuestion(sentence)) return true;
  if (!sentence.trim().endsWith('?')) return false;
  const clauses = sentence.split(/[,;:]\s*/).slice(1);
  return clauses.some((clause) => isOpenQuestion(clause));
}

const CONTACT =
  /\b((call|ring|phone|email|e-mail|text|message|contact|write to|update) you|get back to you|check in (with you|on)|follow up( with you)?|follow-up (call|email|meeting|visit)|(call|ring) you back|speak (to|with) you (again|on|next)|be in touch)\b/i;
const OFFERING = /\b(i can|i could|i'll|i will|we can|we'll|we will|shall i|would you like|let me|i'd like to|i would like to|i'm going to)\b/i;
const AGREEMENT_CHECK = /\b(does (that|this) (work|sound)|would (that|this) work|are we agreed|is that (ok|okay|alright|all right)|ok with you|okay with you|how does (that|this) sound|can we agree|do we agree|agreed\?)/i;

// A name's object word, and other ways a learner says it ("amount" → "40 euros").
const OBJECT_CONCEPTS: readonly { word: RegExp; said: RegExp }[] = [
  {
    word: /^(amount|price|cost|fee|sum|total|figure|charge|money|budget|payment|balance)s?$/,
    said: /[£$€]\s?\d|\b\d+(?:[.,]\d+)?\s?(?:euros?|eur|pounds?|gbp|dollars?|usd|%|per ?cent|k)\b|\b(?:euros?|pounds?|dollars?)\b/i,
  },
  { word: /^(date|time|day|deadline|slot|timing|when)s?$/, said: WHEN },
  { word: /^(order|reference|account|case|ticket)s?$/, said: /\b\d{3,}\b|\b(order|reference|account|case|ticket) (number|no)\b/i },
  { word: /^happen(ed|s|ing)?$/, said: /\b(happen\w*|what went|went on|going on|walk me through|talk me through|tell me (about|more|everything))\b/i },
];

const CONCRETE_BEHAVIOURS: readonly ConcreteBehaviour[] = [
  {
    id: 'patience',
    name: /\b(let(ting)?|allow(ing)?|giv(e|ing)) (the \w+|them|him|her|people|\w+) (finish|speak|talk|explain|vent|tell)|interrupt|cut(ting)? (in|off|across)|hear(ing)? (\w+ )?out\b|wait(ing)? (for|until)|not rushing|patien/,
    ownWords: /./,
    usesObject: false,
    minLearnerLines: 3,
    detect: (sentence, line, { messages }) => {
      if (INVITE_STORY.test(sentence)) return 3;
      const isShort = countWords(line.message.content) <= SHORT_ACKNOWLEDGEMENT_MAX_WORDS;
      const theyWentOn = messages[line.index + 1]?.role === 'character';
      if (isShort && theyWentOn && SHORT_ACKNOWLEDGEMENT.test(sentence)) return 2;
      return isOpenQuestion(sentence) && /\bhappen/i.test(sentence) ? 2 : 0;
    },
    breaches: ({ messages, learnerLines }) => {
      const found: Breach[] = [];
      for (const line of learnerLines) {
        const before = messages[line.index - 1];
        const after = messages[line.index + 1];
        const cutInSentence = line.sentences.find((sentence) => CUT_IN.test(sentence));
        const wasCutOff = before?.role === 'character' && CUT_OFF.test(before.content.trim());
        const saidSo = after?.role === 'character' && INTERRUPTED.test(after.content);
        if (cutInSentence || wasCutOff || saidSo) found.push({ line, quote: cutInSentence ?? line.sentences[0] ?? line.message.content.trim() });
      }
      return found;
    },
    // Inviting the whole story is all that letting someone finish asks; cutting in is counted separately.
    isExcellent: () => true,
    breachNote: 'you cut in with',
    how: 'invite the whole story ("Take your time, tell me everything"), keep to short acknowledgements while {name} talks, and answer only once they have finished',
    betterLine: ({ firstName }) => `Please take your time, ${firstName}, and tell me everything from the start; I won't interrupt.`,
  },
  {
    id: 'confirming',
    // "Summarising value" presents, it does not play back: summarising counts when it is about what was said.
    name: /^(confirm|verif|repeat|double-check)|^(summari[sz]|recap|paraphras|restat)\w* (what|back|their|his|her|the (customer|client|caller|employee|other)|understanding|key)|^(check|read|play)ing\b.*\bback\b/,
    ownWords: /^(confirm\w*|check\w*|repeat\w*|read\w*|play\w*|verif\w*|recap\w*|summari[sz]\w*|paraphras\w*|restat\w*|double-check\w*|back|understanding)$/,
    usesObject: true,
    minLearnerLines: Number.POSITIVE_INFINITY,
    detect: (sentence) => (CONFIRM_FRAME.test(sentence) ? 3 : RESTATE.test(sentence) && isQuestion(sentence) ? 2 : 0),
    how: 'say it back in one sentence and ask whether you have it right ("So to confirm, …: is that right?")',
    betterLine: ({ firstName, concern }) => `Just to confirm, ${firstName}: ${concern ? `you want ${concern}` : 'here is what I have noted'}. Is that right?`,
  },
  {
    id: 'apology',
    name: /^(apologi[sz]|saying sorry)/,
    ownWords: /^(apologi[sz]\w*|saying|sorry)$/,
    usesObject: false,
    minLearnerLines: Number.POSITIVE_INFINITY,
    trigger: /\b(sorry|complain\w*|unacceptable|angry|upset|frustrat\w*|twice|again|nobody|no one|still|charged|broke\w*|late|missed|waited|wrong)\b/i,
    detect: (sentence) => (APOLOGY.test(sentence) ? 3 : ACKNOWLEDGE.test(sentence) ? 1 : 0),
    how: 'say sorry in your own words for what went wrong, before you move to the fix',
    betterLine: ({ firstName }) => `I'm sorry, ${firstName}: this should not have happened, and I'm going to put it right.`,
  },
  {
    id: 'praise',
    name: /^(nam|recogni[sz]|prais|acknowledg|highlight|point|credit|celebrat|mention)\w*\b.*\b(well|good|strengths?|right|positive|worked|success\w*|achievements?|efforts?)\b|^prais/,
    ownWords: /./,
    usesObject: false,
    minLearnerLines: 3,
    detect: (sentence) => (PRAISE.test(sentence) ? (PRAISE_SPECIFIC.test(sentence) || countWords(sentence) >= 10 ? 3 : 2) : 0),
    // Saying why it worked makes the praise something to repeat.
    isExcellent: (sentence) => PRAISE_SPECIFIC.test(sentence),
    how: 'say specifically what {name} did and why it worked',
    betterLine: ({ firstName }) => `${firstName}, one thing you did really well was staying calm under pressure; that kept the conversation on track.`,
  },
  {
    id: 'asking',
    // Not "asking for commitment", which is closing.
    name: /^ask(ing)?\b(?! for)|^question/,
    ownWords: /^(ask\w*|question\w*|open|closed|first)$/,
    usesObject: true,
    minLearnerLines: 2,
    detect: (sentence) => (asksOpenly(sentence) ? 3 : isQuestion(sentence) ? 1 : 0),
    isExcellent: () => true,
    // "before judging": a judgement that comes before the first open question goes against it.
    breaches: ({ learnerLines }, { rest }) => {
      if (!/\bbefore (judg|blam|critici|conclud|decid|jump)/i.test(rest)) return [];
      const found: Breach[] = [];
      for (const line of learnerLines) {
        const index = line.sentences.findIndex((sentence) => isOpenQuestion(sentence));
        const judgement = line.sentences.slice(0, index === -1 ? undefined : index).find((sentence) => JUDGEMENT.test(sentence) || DISMISSIVE.test(sentence));
        if (judgement) found.push({ line, quote: judgement });
        if (index !== -1) break;
      }
      return found;
    },
    breachNote: 'you judged before asking, with',
    how: 'open with a question such as "Can you walk me through what happened?" and hear the answer out before you give your view',
    betterLine: ({ firstName }) => `Before I say anything, ${firstName}, can you walk me through what happened?`,
  },
  {
    id: 'follow-up',
    name: /follow[- ]?up|call(ing)? (\w+ )?back|ring(ing)? (\w+ )?back|check[- ]in\b|checking in|get(ting)? back to/,
    ownWords: /^(follow[\w-]*|up|call\w*|ring\w*|back|check\w*|in|get\w*|offer\w*|arrang\w*|book\w*|schedul\w*|propos\w*)$/,
    usesObject: true,
    minLearnerLines: 4,
    trigger: /\b(call(ed)? (me |you )?back|ring (me )?back|follow[- ]?up|get back to me|hear (back )?from (you|anyone|someone)|keep me (posted|updated|informed)|what happens next|let me know)\b/i,
    detect: (sentence) => {
      if (!CONTACT.test(sentence)) return 0;
      return WHEN.test(sentence) || OFFERING.test(sentence) ? 3 : 2;
    },
    how: 'give a day and a time ("I\'ll call you on Friday to check it\'s sorted") and check that it suits {name}',
    betterLine: ({ firstName }) => `I'll call you on Friday morning, ${firstName}, to check everything has been sorted. Would that work for you?`,
  },
  {
    id: 'next-step',
    name: /^agree\w*\b.*\b(steps?|actions?|plan|goals?|way forward|outcome|date)\b|\bnext steps?\b|^(clos|end)ing with|^commit/,
    ownWords: /^(agree\w*|next|steps?|actions?|plan|clos\w*|end\w*|with|commit\w*)$/,
    usesObject: true,
    minLearnerLines: 3,
    trigger: /\b(what happens next|what now|so what now|by when|when will|when can|next steps?|follow up)\b/i,
    detect: (sentence) => {
      const commits = COMMITMENT.test(sentence);
      if (commits && WHEN.test(sentence)) return 3;
      return NEXT_STEP_WORDS.test(sentence) ? 2 : commits ? 1 : 0;
    },
    how: 'say who does what by when, and check that {name} agrees',
    betterLine: ({ firstName }) => `So we're agreed, ${firstName}: you'll draft the plan by Thursday and we'll go through it together on Friday at 10. Does that work for you?`,
  },
];

/** The behaviour a criterion is named after, or null when its name is a topic ("Fair resolution"). */
export function readBehaviourCriterion(criterion: GradingCriterion, commonStems: ReadonlySet<string>): BehaviourCriterionProfile | null {
  // "Closing & follow-up" names two things: a topic, graded as one.
  if (criterion.name.includes('&')) return null;
  const phrase = readBehaviourName(criterion.name);
  if (!phrase) return null;
  const named = `${phrase.verb} ${phrase.rest}`.toLowerCase();
  const behaviour = CONCRETE_BEHAVIOURS.find((candidate) => candidate.name.test(named));
  if (!behaviour) return null;
  // "before judging" is when, not what: the object is what comes before it.
  const about = phrase.rest.replace(/\b(before|after|when|while|without|every time)\b.*$/i, '');
  const objects = behaviour.usesObject
    ? wordsOf(about)
        .filter((word) => word.length >= 4 && !isStopWord(word) && !NON_OBJECT_WORDS.has(word) && !behaviour.ownWords.test(word) && !commonStems.has(stemWord(word)))
        .map((word) => ({ word, stem: stemWord(word) }))
    : [];
  return { behaviour, phrase, objects };
}

/** Share of the name's object words a sentence mentions, by stem or as they are usually said; 1 when there are none. */
function objectCoverage(sentence: string, stems: ReadonlySet<string>, profile: BehaviourCriterionProfile): number {
  if (profile.objects.length === 0) return 1;
  const hits = profile.objects.filter(
    ({ word, stem: objectStem }) => stems.has(objectStem) || OBJECT_CONCEPTS.some((concept) => concept.word.test(word) && concept.said.test(sentence)),
  );
  return hits.length / profile.objects.length;
}

interface Evidence {
  line: LearnerLine;
  quote: string;
  /** 3 complete, 2 partial, 1 a hint. */
  strength: number;
  isExcellent: boolean;
}

function isExcellent(behaviour: ConcreteBehaviour, sentence: string, line: LearnerLine): boolean {
  if (behaviour.isExcellent) return behaviour.isExcellent(sentence, line);
  return line.message.content.includes('?') || AGREEMENT_CHECK.test(line.message.content);
}

function findEvidence(profile: BehaviourCriterionProfile, conversation: Conversation): Evidence[] {
  const found: Evidence[] = [];
  for (const line of conversation.learnerLines) {
    let best: Evidence | null = null;
    line.sentences.forEach((sentence, index) => {
      // Pushing for a yes ("So are you buying or not?") shows no behaviour a rubric asks for, whatever its words.
      if (PRESSURE.test(sentence)) return;
      const shown = profile.behaviour.detect(sentence, line, conversation);
      if (shown === 0) return;
      const coverage = objectCoverage(sentence, line.stems[index] ?? new Set(), profile);
      // Shown about something else ("I will not interrupt" for a follow-up call) is at most partial.
      const strength = shown === 3 && coverage >= 0.5 ? 3 : shown >= 2 ? 2 : 1;
      if (strength > (best?.strength ?? 0)) best = { line, quote: sentence, strength, isExcellent: strength === 3 && isExcellent(profile.behaviour, sentence, line) };
    });
    if (best) found.push(best);
  }
  return found.sort((a, b) => b.strength - a.strength || a.line.index - b.line.index);
}

/** The character line that last called for the behaviour (before the learner's last line), if any. */
function findRaisingLine(profile: BehaviourCriterionProfile, conversation: Conversation): GradingMessage | null {
  const lastLearnerIndex = conversation.learnerLines.at(-1)?.index ?? -1;
  let raising: GradingMessage | null = null;
  conversation.messages.forEach((message, index) => {
    if (message.role !== 'character' || index > lastLearnerIndex) return;
    const stems = contentStems(message.content);
    const mentionsObject = profile.objects.some(
      ({ word, stem: objectStem }) => stems.has(objectStem) || OBJECT_CONCEPTS.some((concept) => concept.word.test(word) && concept.said.test(message.content)),
    );
    if (profile.behaviour.trigger?.test(message.content) || mentionsObject) raising = message;
  });
  return raising;
}

function longestSentence(line: LearnerLine): string {
  return line.sentences.reduce((longest, sentence) => (countWords(sentence) > countWords(longest) ? sentence : longest), line.sentences[0] ?? line.message.content.trim());
}

/** The learner's answer to the line that raised it; else their last line, where such a step is usually taken. */
function answerTo(raising: GradingMessage | null, conversation: Conversation): LearnerLine {
  const { learnerLines, messages } = conversation;
  const raisedAt = raising ? messages.indexOf(raising) : -1;
  return learnerLines.find((line) => line.index > raisedAt && raisedAt !== -1) ?? learnerLines.at(-1)!;
}

function quoted(text: string): string {
  return /[.!?…]$/.test(text) ? `"${text}"` : `"${text}."`;
}

/** How to show the behaviour, without naming it (for a line that already names it). */
export function howToShowBehaviour(profile: BehaviourCriterionProfile, firstName: string): string {
  return profile.behaviour.how.replaceAll('{name}', firstName);
}

/** "Next time, …" for a behaviour criterion: the name as an instruction, then how. */
export function nextStepForBehaviour(profile: BehaviourCriterionProfile, firstName: string): string {
  return `${profile.phrase.base}: ${howToShowBehaviour(profile, firstName)}`;
}

// Strength of what was shown → how far down the levels it sits: 0 the top level, 3 the lowest.
type Tier = 0 | 1 | 2 | 3;

/** A score inside the band that a tier maps to; `position` is how far up the band (0..1). */
function scoreForTier(levelNames: readonly string[], tier: Tier, position: number): number {
  const bands = levelBands(levelNames);
  if (bands.length === 0) return Math.round(100 - tier * 28 - (1 - position) * 10);
  const band = bands[Math.round((tier * (bands.length - 1)) / 3)]!;
  return Math.round(band.min + (band.max - band.min) * position);
}

/** A criterion the conversation never touched: not scored, with what to do next time. */
export function notScoredCriterion(criterion: GradingCriterion, nextStep: string): GradedCriterion {
  return {
    name: criterion.name,
    relevant: false,
    level: null,
    score: null,
    evidence: [],
    feedback: `This did not come up in the conversation, so it was not scored. Next time, ${nextStep}.`,
    better_line: null,
  };
}

export function gradeBehaviourCriterion(
  criterion: GradingCriterion,
  profile: BehaviourCriterionProfile,
  messages: readonly GradingMessage[],
  learnerLines: readonly LearnerLine[],
  context: BehaviourContext,
): GradedCriterion {
  const conversation: Conversation = { messages, learnerLines, context };
  const { behaviour, phrase } = profile;
  const { firstName } = context;
  const evidence = findEvidence(profile, conversation);
  const breaches = behaviour.breaches?.(conversation, phrase) ?? [];
  const raising = findRaisingLine(profile, conversation);
  const next = nextStepForBehaviour(profile, firstName);
  const isRelevant = evidence.length > 0 || breaches.length > 0 || raising !== null || learnerLines.length >= behaviour.minLearnerLines;
  if (!isRelevant) return notScoredCriterion(criterion, next);

  const complete = evidence.filter((entry) => entry.strength === 3);
  const best = evidence[0];
  let tier: Tier;
  let position = 0.5;
  // A complete display of the best kind (checked with the other person, specific) or shown twice is the top level.
  if (complete.length > 0) tier = complete.length >= 2 || complete.some((entry) => entry.isExcellent) ? 0 : 1;
  else if (best && best.strength === 2) tier = 2;
  else if (best) {
    tier = 3;
    position = 0.7;
  } else if (behaviour.id === 'patience' && breaches.length === 0) {
    // Not cutting in, though without inviting the whole story, is part of the way there.
    tier = 2;
  } else {
    tier = 3;
    position = 0.3;
  }
  if (breaches.length > 0) {
    tier = Math.min(3, tier + breaches.length) as Tier;
    if (tier === 3) position = best && best.strength >= 2 ? 0.6 : 0.3;
  }
  const levelNames = criterion.levels.map((level) => level.name);
  const score = scoreForTier(levelNames, tier, position);
  const level = levelForScore(levelNames, score);
  const isTopLevel = levelNames.length > 0 && score >= (levelBands(levelNames)[0]?.min ?? 100);

  const shown = (best && best.strength >= 2 ? evidence.filter((entry) => entry.strength === best.strength) : evidence).slice(0, breaches.length > 0 ? 2 : 3);
  const cited: { line: LearnerLine; quote: string }[] = [...shown, ...breaches.slice(0, 3 - Math.min(shown.length, 2))];
  let feedback: string;
  if (breaches.length > 0) {
    const breach = breaches[0]!;
    feedback =
      tier < 3 && best
        ? `You mostly ${phrase.past} (${quoted(best.quote)}), but ${behaviour.breachNote} ${quoted(breach.quote)} Next time, ${next}.`
        : `You did not ${phrase.base}: ${behaviour.breachNote} ${quoted(breach.quote)} Next time, ${next}.`;
  } else if (best && best.strength === 3) {
    feedback = `You ${phrase.past}, for example: ${quoted(best.quote)} ${isTopLevel ? 'Keep doing this.' : `Next time, ${next}.`}`;
  } else if (best && best.strength === 2) {
    feedback = `You partly ${phrase.past}: ${quoted(best.quote)} Next time, ${next}.`;
  } else if (best) {
    feedback = `You only hinted at ${phrase.gerund}: ${quoted(best.quote)} Next time, ${next}.`;
  } else if (behaviour.id === 'patience') {
    const line = learnerLines[0]!;
    cited.push({ line, quote: longestSentence(line) });
    feedback = `You did not cut ${firstName} off, but you did not invite the whole story either; you said: ${quoted(longestSentence(line))} Next time, ${next}.`;
  } else {
    const answer = answerTo(raising, conversation);
    const quote = longestSentence(answer);
    cited.push({ line: answer, quote });
    feedback = `You did not ${phrase.base}; you said: ${quoted(quote)} Next time, ${next}.`;
  }
  const seen = new Set<string>();
  const citedEvidence = cited
    .filter((entry) => {
      const key = `${entry.line.message.id}\u0000${entry.quote}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, 3)
    .sort((a, b) => a.line.index - b.line.index)
    .map((entry) => ({ message_id: entry.line.message.id, quote: entry.quote }));
  return {
    name: criterion.name,
    relevant: true,
    level,
    score,
    evidence: citedEvidence,
    feedback,
    better_line: isTopLevel ? null : behaviour.betterLine(context),
  };
}
