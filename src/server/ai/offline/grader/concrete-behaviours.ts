// The concrete behaviours a criterion may be named after (patience, confirming, apologising, praising, asking,
// agreeing a next step, following up): how a name asks for one, how a learner's sentence shows it or goes against it,
// and how to do it next time. A plan agreed with its date is a next step, not a follow-up call, so it is tried first.
// Edit this table to teach the grader another behaviour (behaviour-criteria.ts grades).
import type { GradingMessage } from '../../contracts/grade-conversation.ts';
import type { BehaviourContext } from './behaviour-types.ts';
import { acknowledges, commitsTo, DATED_EVENT, NEXT_STEP_WORDS, dismisses, WHEN, agreesATime, asksOpenly, asksToTell, plansAhead, isSaidCurtly } from './learner-patterns.ts';
import { countWords, isOpenQuestion, isQuestion } from '../../language/text.ts';
import { affirms, type PatternReader } from '../negation-scope.ts';
import type { BehaviourName } from './behaviour-name.ts';
import type { LearnerLine } from './behaviour-criteria.ts';
import { namesNothing } from './matter.ts';

type ConcreteBehaviourId = 'patience' | 'confirming' | 'apology' | 'praise' | 'asking' | 'follow-up' | 'next-step';

/** A concrete behaviour: how a criterion name asks for it, how a sentence shows it, and how to do it. */
export interface ConcreteBehaviour {
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
  /** Shown by asking (Behaviour.showsByAsking): praise may quote a line that only asks. */
  showsByAsking?: boolean;
  /** 0 (absent), 1 (a hint), 2 (partly shown) or 3 (clearly shown) for one sentence of a learner line; `read` as in Behaviour.detect. */
  detect(sentence: string, line: LearnerLine, conversation: Conversation, read?: PatternReader): number;
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

/** What a detector may read besides the sentence: the whole transcript and the behaviour context. */
export interface Conversation {
  messages: readonly GradingMessage[];
  learnerLines: readonly LearnerLine[];
  context: BehaviourContext;
}

export interface Breach {
  line: LearnerLine;
  quote: string;
  /** Completes "…, but {note} "quote"" when it is not the behaviour's own breachNote. */
  note?: string;
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

// Confirming what was agreed in writing: "I'll confirm all of that in writing by Friday", "I will put it in an email today".
const CONFIRM_IN_WRITING = /\b(i'll|i will|we'll|we will|let me)\s+(confirm|put|set)\b[^.?!]*\b(in writing|by e-?mail|in an e-?mail|in a letter)\b/i;

// Said in any of the usual ways: "I'm so sorry", "Sorry this happened", "Apologies for the wait"; refused ("I won't apologise") it is none.
const APOLOGY = /\b((i'm|i am|we're|we are) (so |really |very |truly |deeply )?sorry|sorry (for|about|that|this|to hear)|i apologi[sz]e|we apologi[sz]e|(my|our) (sincere )?apologies|apologies for)\b/i;

const PRAISE =
  /\b(well done|great (job|work)|good (job|work)|nice (job|work)|you did (a )?(great|good|really|well|brilliant)|did (really |very )?well|(went|worked) (really |very )?well|one thing you did|i (really )?(liked|appreciated|loved|valued)|(was|were) (really |very )?(impressed|strong|excellent|great)|strong result|real strength|you handled|credit (to|for)|proud of)\b/i;

const PRAISE_SPECIFIC = /\b(when you|the way you|how you|because|that (kept|made|helped|meant|showed)|which (kept|made|helped|meant|showed))\b/i;

const JUDGEMENT =
  /\b(you should(n't| not)? have|that was (wrong|bad|poor|a mistake|a disaster|unacceptable|careless|sloppy)|disaster|you always|you never|not good enough|you failed|you messed|you got (it|that) wrong|unprofessional|don't (ever )?do (it|that) again|what were you thinking)\b/i;

const CONTACT =
  /\b((call|ring|phone|email|e-mail|text|message|contact|write to|update) you|get back to you|check in (with you|on)|follow up( with you)?|follow-up (call|email|meeting|visit)|(call|ring) you back|speak (to|with) you (again|on|next)|be in touch)\b/i;

const OFFERING = /\b(i can|i could|i'll|i will|we can|we'll|we will|shall i|would you like|let me|i'd like to|i would like to|i'm going to)\b/i;

/** Checking that the other person agrees: "does that work for you?". */
export const AGREEMENT_CHECK = /\b(does (that|this) (work|sound)|would (that|this) work|are we agreed|is that (ok|okay|alright|all right)|ok with you|okay with you|how does (that|this) sound|can we agree|do we agree|agreed\?)/i;

// A name's object word, and other ways a learner says it ("amount" → "40 euros").
export const OBJECT_CONCEPTS: readonly { word: RegExp; said: RegExp }[] = [
  {
    word: /^(amount|price|cost|fee|sum|total|figure|charge|money|budget|payment|balance)s?$/,
    said: /[£$€]\s?\d|\b\d+(?:[.,]\d+)?\s?(?:euros?|eur|pounds?|gbp|dollars?|usd|%|per ?cent|k)\b|\b(?:euros?|pounds?|dollars?)\b/i,
  },
  { word: /^(date|time|day|deadline|slot|timing|when)s?$/, said: WHEN },
  { word: /^(order|reference|account|case|ticket)s?$/, said: /\b\d{3,}\b|\b(order|reference|account|case|ticket) (number|no)\b/i },
  { word: /^happen(ed|s|ing)?$/, said: /\b(happen\w*|what went|went on|going on|walk me through|talk me through|tell me (about|more|everything))\b/i },
];

/** The table: one entry per concrete behaviour, tried in order against a criterion's name. */
export const CONCRETE_BEHAVIOURS: readonly ConcreteBehaviour[] = [
  {
    id: 'patience',
    showsByAsking: true,
    name: /\b(let(ting)?|allow(ing)?|giv(e|ing)) (the \w+|them|him|her|people|\w+) (finish|speak|talk|explain|vent|tell)|interrupt|cut(ting)? (in|off|across)|hear(ing)? (\w+ )?out\b|wait(ing)? (for|until)|not rushing|patien/,
    ownWords: /./,
    usesObject: false,
    minLearnerLines: 3,
    detect: (sentence, line, { messages }, read = affirms) => {
      if (read(sentence, INVITE_STORY)) return 3;
      const isShort = countWords(line.message.content) <= SHORT_ACKNOWLEDGEMENT_MAX_WORDS;
      const theyWentOn = messages[line.index + 1]?.role === 'character';
      if (isShort && theyWentOn && read(sentence, SHORT_ACKNOWLEDGEMENT)) return 2;
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
    showsByAsking: true,
    // "Summarising value" presents, it does not play back: summarising counts when it is about what was said.
    name: /^(confirm|verif|repeat|double-check)|^(summari[sz]|recap|paraphras|restat)\w* (what|back|their|his|her|the (customer|client|caller|employee|other)|understanding|key)|^(check|read|play)ing\b.*\bback\b/,
    ownWords: /^(confirm\w*|check\w*|repeat\w*|read\w*|play\w*|verif\w*|recap\w*|summari[sz]\w*|paraphras\w*|restat\w*|double-check\w*|back|understanding)$/,
    usesObject: true,
    minLearnerLines: Number.POSITIVE_INFINITY,
    detect: (sentence, _line, _conversation, read = affirms) => (read(sentence, CONFIRM_FRAME) ? 3 : (read(sentence, RESTATE) && isQuestion(sentence)) || read(sentence, CONFIRM_IN_WRITING) ? 2 : 0),
    how: 'say it back in one sentence and ask whether you have it right ("So to confirm, …: is that right?")',
    betterLine: ({ firstName, concern }) => `Just to confirm, ${firstName}: ${concern ? `what matters to you is ${concern}` : 'here is what I have noted'}. Is that right?`,
  },
  {
    id: 'apology',
    name: /^(apologi[sz]|saying sorry)/,
    ownWords: /^(apologi[sz]\w*|saying|sorry)$/,
    usesObject: false,
    minLearnerLines: Number.POSITIVE_INFINITY,
    trigger: /\b(sorry|complain\w*|unacceptable|angry|upset|frustrat\w*|twice|again|nobody|no one|still|charged|broke\w*|late|missed|waited|wrong)\b/i,
    detect: (sentence, _line, _conversation, read = affirms) => (read(sentence, APOLOGY) ? 3 : acknowledges(sentence, read) ? 1 : 0),
    how: 'say sorry in your own words for what went wrong, before you move to the fix',
    betterLine: ({ firstName }) => `I'm sorry, ${firstName}: this should not have happened, and I'm going to put it right.`,
  },
  {
    id: 'praise',
    name: /^(nam|recogni[sz]|prais|acknowledg|highlight|point|credit|celebrat|mention)\w*\b.*\b(well|good|strengths?|right|positive|worked|success\w*|achievements?|efforts?)\b|^prais/,
    ownWords: /./,
    usesObject: false,
    minLearnerLines: 3,
    detect: (sentence, _line, _conversation, read = affirms) => (read(sentence, PRAISE) ? (read(sentence, PRAISE_SPECIFIC) || countWords(sentence) >= 10 ? 3 : 2) : 0),
    // Saying why it worked makes the praise something to repeat.
    isExcellent: (sentence) => PRAISE_SPECIFIC.test(sentence),
    how: 'say specifically what {name} did and why it worked',
    betterLine: ({ firstName }) => `${firstName}, one thing you did really well was staying calm under pressure; that kept the conversation on track.`,
  },
  {
    id: 'asking',
    showsByAsking: true,
    // Not "asking for commitment", which is closing; "asking for their view" is asking.
    name: /^ask(ing)?\b(?! for)|^ask(ing)? for\b.*\b(views?|opinions?|perspectives?|side|input|ideas|thoughts)\b|^question/,
    ownWords: /^(ask\w*|question\w*|open|closed|first|for|other|person(?:['’]s)?|people(?:['’]s)?|views?|opinions?|perspectives?|side|input|ideas|thoughts)$/,
    usesObject: true,
    minLearnerLines: 2,
    // Small talk and a question that names nothing ("What is it?") ask nothing about their view of the matter.
    detect: (sentence, line, { context }) => {
      if (!isQuestion(sentence) || (context.matter && context.matter.about(sentence) !== 'on')) return 0;
      // "What do you want?" snapped out after a bare "Yes?" demands their business; it invites no view.
      if (namesNothing(sentence) && isSaidCurtly(line.message.content, context.firstName)) return 0;
      // A question for a fact asks them to tell, partly; only a yes-or-no question hints at asking.
      return asksOpenly(sentence) ? 3 : asksToTell(sentence) ? 2 : 1;
    },
    isExcellent: () => true,
    // "before judging": a judgement that comes before the first open question goes against it.
    breaches: ({ learnerLines }, { rest }) => {
      if (!/\bbefore (judg|blam|critici|conclud|decid|jump)/i.test(rest)) return [];
      const found: Breach[] = [];
      for (const line of learnerLines) {
        const index = line.sentences.findIndex((sentence) => isOpenQuestion(sentence));
        const judgement = line.sentences.slice(0, index === -1 ? undefined : index).find((sentence) => JUDGEMENT.test(sentence) || dismisses(sentence));
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
    id: 'next-step',
    name: /^agree\w*\b.*\b(steps?|actions?|plan|goals?|way forward|outcome|date)\b|\bnext steps?\b|^(clos|end)ing with|^commit/,
    // "a concrete improvement plan with a follow-up date": what kind of plan, not what it is about.
    ownWords: /^(agree\w*|next|steps?|actions?|plan|clos\w*|end\w*|with|commit\w*|concrete|clear|specific|improvement|follow[\w-]*|up)$/,
    usesObject: true,
    minLearnerLines: 3,
    trigger: /\b(what happens next|what now|so what now|by when|when will|when can|next steps?|follow up)\b/i,
    detect: (sentence, _line, _conversation, read = affirms) => {
      const commits = commitsTo(sentence, read) || read(sentence, DATED_EVENT) || plansAhead(sentence, read);
      // "Saturday works for me": a time agreed is a next step, however the action is named.
      if ((commits && read(sentence, WHEN)) || agreesATime(sentence, read)) return 3;
      return read(sentence, NEXT_STEP_WORDS) ? 2 : commits ? 1 : 0;
    },
    how: 'say who does what by when, and check that {name} agrees',
    // Said in any field: a sale between neighbours has no plan to draft, a ward handover no meeting at 10.
    betterLine: ({ firstName }) => `So we're agreed, ${firstName}: I'll confirm what we've settled today and check with you on Friday that it's all done. Does that work for you?`,
  },
  {
    id: 'follow-up',
    name: /follow[- ]?up|call(ing)? (\w+ )?back|ring(ing)? (\w+ )?back|check[- ]in\b|checking in|get(ting)? back to/,
    ownWords: /^(follow[\w-]*|up|call\w*|ring\w*|back|check\w*|in|get\w*|offer\w*|arrang\w*|book\w*|schedul\w*|propos\w*)$/,
    usesObject: true,
    minLearnerLines: 4,
    trigger: /\b(call(ed)? (me |you )?back|ring (me )?back|follow[- ]?up|get back to me|hear (back )?from (you|anyone|someone)|keep me (posted|updated|informed)|what happens next|let me know)\b/i,
    detect: (sentence, _line, _conversation, read = affirms) => {
      if (!read(sentence, CONTACT)) return 0;
      return read(sentence, WHEN) || read(sentence, OFFERING) ? 3 : 2;
    },
    how: 'give a day and a time ("I\'ll call you on Friday to check it\'s sorted") and check that it suits {name}',
    betterLine: ({ firstName }) => `I'll call you on Friday morning, ${firstName}, to check everything has been sorted. Would that work for you?`,
  },
];
