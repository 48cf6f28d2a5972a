// The behaviours the offline grader knows: how a criterion's name and level descriptions ask for one, how a learner's
// sentence shows it (detect) or shows its opposite (against: pressure, a yes-or-no push, dismissing), when the
// conversation raised it, and what to tell the learner. Praise only ever cites a sentence that shows the behaviour; a
// sentence that goes against it is cited as the thing to improve. "Try saying" lines come from the scenario's brief
// first (an objection left open, a hidden fact not drawn out, the outcome not reached), then from plain fallbacks.
// Edit a table to change how a behaviour is recognised; grade-conversation.ts combines them per criterion.
import { contentStems, countWords, firstSentence, isOpenQuestion, isQuestion, withoutFinalStop } from '../text.ts';

export type BehaviourId = 'questions' | 'listening' | 'summarising' | 'objections' | 'value' | 'closing' | 'clarity' | 'terms' | 'rapport' | 'specifics';

/** What the brief says the learner could still have done, for "Try saying" lines written for this scenario. */
export interface ScenarioOpenings {
  /** An objection the character raised (or that was never answered) with what resolves it. */
  openObjection: { objection: string; resolvedBy: string } | null;
  /** A hidden fact not drawn out, with how it is earned. */
  hiddenTopic: { topic: string; unlock: 'open_question' | 'empathy' } | null;
  /** A fact the learner never asked about. */
  missingTopic: string | null;
  /** A fact the character gave, in its words, for a line that plays it back. */
  knownAnswer: string | null;
  /** What the character would agree to, when the learner did not get there; null when reached. */
  agreement: string | null;
  /** The brief's topics, for an opening that names them. */
  topics: string[];
}

/** What a behaviour's detector and templates may use besides the sentence itself. */
export interface BehaviourContext {
  /** The character's first name. */
  firstName: string;
  /** The glossary's terms, as written. */
  glossaryTerms: readonly string[];
  /** One whole-word pattern per term (compileGlossaryTerms), built once per grading. */
  glossaryPatterns: readonly RegExp[];
  /** What the character said they want, in the learner's words ("a replacement machine"), or null. */
  concern: string | null;
  /** Whether the learner greeted the character by (any part of) their name. */
  hasGreetedByName: boolean;
  /** From the brief; null when the session had none. */
  openings: ScenarioOpenings | null;
}

/** What a detector may read around the sentence: the character's line just before the learner's. */
export interface SentenceSetting {
  previousCharacterLine: string;
}

export interface Behaviour {
  id: BehaviourId;
  /** Words in a criterion's name or level descriptions that ask for this behaviour. */
  cue: RegExp;
  /** Applies to any conversation in which the learner said at least this many lines, whether or not it came up. */
  minLearnerLines: number;
  /** A character line that raises it (a concern, a request). */
  trigger?: RegExp;
  /** 0 (absent), 1 (weak), 2 (clear) or 3 (strong) for one sentence of the learner. */
  detect(sentence: string, context: BehaviourContext, setting: SentenceSetting): number;
  /** A sentence that shows the opposite; it never counts as evidence for the behaviour. */
  against?(sentence: string): boolean;
  /** Completes "You …: "quote"" for a sentence that went against it. */
  againstNote?: string;
  /** "You …" for strong evidence (3). */
  did: string;
  /** "You …" for clear evidence (2); defaults to `did`. */
  didPartly?: string;
  /** "You …" for weak evidence only: never praise. */
  didWeakly: string;
  /** "You did not …" when it came up and the learner did nothing of it. */
  missed: string;
  /** "Next time, …". */
  next: string | ((context: BehaviourContext) => string);
  /** Lines the learner could have said, best first; the grader takes the first no other criterion has taken. */
  betterLines(context: BehaviourContext): string[];
}

/** "Next time, …" of a behaviour, filled for this conversation. */
export function nextOf(behaviour: Behaviour, context: BehaviourContext): string {
  const next = typeof behaviour.next === 'function' ? behaviour.next(context) : behaviour.next;
  return next.replaceAll('{name}', context.firstName);
}

export const ACKNOWLEDGE =
  /\b(i understand|i hear you|i can (see|imagine|understand)|i get (it|that|why)|that sounds|that must|must (be|have been)|(i'm|i am) (so |really |very |truly )?sorry|i apologi[sz]e|my apologies|i appreciate|thank you for (telling|sharing|explaining|raising|your patience|being|coming|bringing)|thanks for (telling|sharing|explaining|raising|your patience|being|bringing)|(it|that) makes sense|you're right|you are right|fair (point|concern|question)|that's (fair|understandable|frustrating|difficult|not (ok|okay|acceptable|good enough))|i'd feel the same|i would feel the same|you did (a )?(great|good|excellent|really good)|great work|well done|i (really )?value|i noticed|credit for)\b/i;
const THANKS = /\b(thank you|thanks|i see)\b/i;
/** Lines that dismiss or pressure the other person: they cost listening, rapport and objection handling. */
export const DISMISSIVE =
  /\b(not my (problem|fault|job)|calm down|nothing (i|we) can do|that's (just )?(the|our) policy|you should have|you need to|you have to|you must|take it or leave it|final offer|i don't have time|whatever|deal with it|that's not how it works|no excuses|stop complaining|it's not our fault|not our fault)\b/i;

const SUMMARY_STRONG =
  /\b(so what (i'm|i am) hearing|what (i'm|i am) hearing|if i (understand|understood|heard|have understood|'ve understood)|let me (make sure|check|recap|summari[sz]e|play (that|it) back)|to (sum up|summari[sz]e|recap)|in summary|(so|just) to (confirm|check|be sure)|it sounds like you|you're saying|you are saying|you mentioned|you said|to make sure i|if i('ve| have) got (this|that|it|you) right|(have|did) i get (that|it) right|have i got (that|it) right|in other words|so basically|let me see if i)\b/i;
const SUMMARY_MEDIUM = /^(so|okay,? so)\b.*\byou(r|'ve|'re)?\b/i;

const CONCERN_WORDS = /\b(concern|worr|risk|hesitat|doubt|sceptic|skeptic|understand why|fair question|fair point|fair concern)/i;
const PROPOSAL =
  /\b(what if|how about|we could|i could|would it help|what would (you need|it take|make)|instead|alternatively|reference|pilot|trial|phase|guarantee|exit|in exchange|in return|if you|if we)\b/i;

const OFFER_STRONG =
  /\b((i|we) can (offer|arrange|approve|replace|refund|rebook|book|send|give|escalate|authori[sz]e|provide|phase|deliver|start|set up|put|get)|(i|we)('ll| will) (arrange|replace|refund|rebook|book|send|approve|personally|get|organi[sz]e|escalate|provide|set up|put|cover|restore|start|give)|(two|three|a few|some|the) options|option (one|two|a|b|1|2)|which means|so that you|what this means for you|benefit|save you|saves you)\b/i;
const OFFER_MEDIUM = /\b(we could|i could|would it help|replacement|refund|plan|proposal|solution|option)\b/i;

export const COMMITMENT =
  /\b(i'll|i will|we'll|we will|let's|let us|shall we|shall i|can we agree|agreed|we agree|you'll|you will|i commit|we commit|i'm going to|i am going to|(?:could|can) we (?:book|meet|set up|schedule|arrange|agree|fix|put)|would (?:that|it|this|\w+day(?: at \d{1,2}(?::\d\d)?)?) work|let me (?:book|send|set up|arrange|schedule))\b/i;
export const WHEN =
  /\b(today|tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|by (the|end|next|close)|within|next (week|month|meeting)|this (week|afternoon|evening|month)|end of|\d{1,2}(:\d\d)?\s?(am|pm)|o'clock|in (two|three|four|\d+) (days|weeks)|\d+ (days?|weeks?|hours?)|date|deadline|check-in|check in|follow[- ]up)\b/i;
// Asking for the decision or help that is needed counts like a commitment.
const ASK = /\b(i|we) need (a |your |the )?(decision|approval|sign-off|answer|go-ahead)\b/i;
const PLEASANTRY = /\bhow (?:are|r) (?:you|u)(?: doing| today| keeping)?\W*$|\bhow(?:'s| is| was) (?:it going|your (?:day|week|weekend|morning))\b|\bhow have you been\b/i;
export const NEXT_STEP_WORDS = /\b(next steps?|follow[- ]up|actions?|agree[sd]?|commit(ment)?s?|plan)\b/i;

const STRUCTURE =
  /\b(first(ly)?,|second(ly)?,|secondly|finally,|in short|bottom line|to be clear|here's (what|the plan|where)|here is (what|the plan|where)|(the )?(status|headline|short version) is|(two|three) things|(two|three) (points|options|steps)|step (one|two|1|2)|in other words|to put it simply|let me explain)\b/i;
const REASONING = /\b(because|which means|so that|the reason|that means)\b/i;

const POLICY = /\b(policy|process|procedure|approval|approve[sd]?|guideline|within (the )?(rules|budget)|authori[sz]ed?)\b/i;

const GREETING =
  /^\W*(hi|hello|hey|good (morning|afternoon|evening)|thanks for (making|taking|meeting|coming|joining|calling|your time)|thank you for (making|taking|meeting|coming|joining|calling|your time)|nice to (meet|see|speak))\b/i;
const INTRODUCTION = /\b(my name is|i'm \w+ from|i am \w+ from|i'm here to|i am here to|i'm calling (about|to)|i've (asked|booked) (for )?this)\b/i;
const AGENDA =
  /\b(agenda|the purpose|the aim|the goal (of|for) (this|today)|in the next \d+ minutes|(today|in this (call|meeting)) i'd like|i'd like (us )?to (cover|start|talk|understand|use this)|i would like (us )?to (cover|start|talk|understand)|how does that sound|does that work for you|is that ok|is that okay)\b/i;

const EXAMPLE = /\b(for example|for instance|specifically|in particular|to be specific|last (week|month|monday|tuesday|wednesday|thursday|friday)|in (january|february|march|april|may|june|july|august|september|october|november|december))\b/i;
const NUMBER_WORD = '(?:\\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred)';
/** Money, a percentage, a count of things ("three reports", "12 accounts") or a long number: a figure about the work. */
const FIGURE = new RegExp(`[£$€]\\s?\\d|\\d+(\\.\\d+)?\\s?(%|per ?cent|k\\b)|\\b\\d{2,}\\b|\\b${NUMBER_WORD} (?!(?:days?|weeks?|months?|years?|hours?|minutes?)\\b)[a-z]+s\\b`, 'i');
/** A span of time ("two weeks"): a fact, but on its own not a specific example. */
const DURATION = new RegExp(`\\b${NUMBER_WORD} (days?|weeks?|months?|years?|hours?|minutes?)\\b`, 'i');
/** The speaker talking about themselves ("I've only been your manager for two weeks"): not evidence about the work. */
const ABOUT_ONESELF = /^\W*(i('ve| have)|i('m| am)) (only |just |still |not )?(been|new|here|started)\b/i;
const CANDOUR = /\b(honest(ly)?|the truth is|to be transparent|i have to tell you|bad news|the cause|due to|the impact|i was wrong|we got (this|that) wrong|my mistake|our mistake)\b/i;

/** Pushing for a yes: "So are you buying or not?", "You'll be crazy not to buy it.", "Sign today". */
export const PRESSURE =
  /\b(or not\b|everyone else (has|have|is|did)\b|why not you\b|(is that|that's) (really )?your final answer|(crazy|mad|silly|foolish) not to|take it or leave it|final offer|(sign|buy|decide|commit)( it| now| today)+\b|last chance|no-brainer|what are you waiting for|just (sign|buy|agree)|you have to (buy|sign|accept|agree)|do you want (it|to sign|to buy)|are you (buying|in)\b)/i;
/** Running the other side down or insulting: "they are cheap because they are bad". */
const PUT_DOWN = /\b(stupid|idiot|ridiculous|nonsense|rubbish|because they('re| are) (bad|rubbish|terrible|useless)|they('re| are) (bad|rubbish|terrible|useless)|whatever)\b/i;
const ABRUPT_OPENING = /^\W*(yes|yeah|what)[,.]?\s*what (do you want|is it|now)\b|^\W*what do you want\b/i;
const REFUSAL = /\b(can't go lower|cannot go lower|nothing (i|we) can do|no way|not possible|not going to happen)\b/i;
/** Vague where a fact was needed: "probably fine", "we'll see", "kind of". */
/** A claim instead of a fact: "the best on the market", "trust me", "it does everything". */
const BARE_CLAIM = /\b(best on the market|the best (?:product|solution|software|system|tool)|market[- ]leading|number one|trust me|everyone uses (?:it|us)|it does everything|does it all|guaranteed?|world[- ]class|second to none|no one else can)\b/i;
const VAGUE = /\b(probably (fine|ok|okay)|we'll see|we will see|i don't know|kind of fine|some info|some stuff|sort of|mostly on track|might be a bit)\b/i;

function isPushing(sentence: string): boolean {
  return PRESSURE.test(sentence) || DISMISSIVE.test(sentence) || PUT_DOWN.test(sentence);
}

/** Shares at least `min` content words with the character's previous line: it plays something back. */
function echoes(sentence: string, previous: string, min = 2): boolean {
  if (!previous) return false;
  const theirs = contentStems(previous);
  let shared = 0;
  for (const stem of contentStems(sentence)) if (theirs.has(stem)) shared += 1;
  return shared >= min;
}

function escapeRegExp(text: string): string {
  return text.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A whole-word, any-case pattern per glossary term (terms of one character match nothing). */
export function compileGlossaryTerms(terms: readonly string[]): RegExp[] {
  return terms.filter((term) => term.trim().length > 1).map((term) => new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(term.trim())}($|[^\\p{L}\\p{N}])`, 'iu'));
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

const SECOND_PERSON: Record<string, string> = {
  "i'm": "you're", 'i am': 'you are', "i've": "you've", "i'd": "you'd", "i'll": "you'll", i: 'you', my: 'your', me: 'you', mine: 'yours', myself: 'yourself',
  "we're": "you're", "we've": "you've", "we'd": "you'd", "we'll": "you'll", we: 'you', our: 'your', us: 'you', ours: 'yours', ourselves: 'yourselves',
};

/** The character's words said back by the learner: "We spend £40,000" → "you spend £40,000". */
export function toSecondPerson(text: string): string {
  return text.replaceAll(/\b(i'm|i am|i've|i'd|i'll|i|my|me|mine|myself|we're|we've|we'd|we'll|we|our|us|ours|ourselves)\b/gi, (match) => SECOND_PERSON[match.toLowerCase()] ?? match);
}

/** A brief's phrase as a noun phrase to offer: "Offers references and a fixed price" → "references and a fixed price". */
function offerPhrase(resolvedBy: string): string {
  return lowerFirst(withoutFinalStop(firstSentence(resolvedBy)).replace(/^(the learner\s+)?(offers?|offering|gives?|giving|provides?|providing|shows?|showing|shares?|sharing|promises?|arranges?|proposes?)\s+/i, ''));
}

/** "Agrees to a pilot meeting on Tuesday" → "a pilot meeting on Tuesday"; "to meet on Tuesday" stays a verb phrase. */
function agreementPhrase(agreement: string): string {
  return lowerFirst(withoutFinalStop(firstSentence(agreement)).replace(/^(the character\s+)?(agrees?|agreeing)\s+(to\s+)?(?=\S)/i, (_, _who, _verb, to: string | undefined) => (to ? 'to ' : '')));
}

function agreeOn(agreement: string): string {
  const phrase = agreementPhrase(agreement);
  return phrase.startsWith('to ') ? `agree ${phrase}` : `agree on ${phrase}`;
}

function topicsText(topics: readonly string[]): string {
  const named = topics.slice(0, 2).map(lowerFirst);
  return named.length === 2 ? `${named[0]} and ${named[1]}` : (named[0] ?? 'what matters most to you');
}

/** The character's words, turned to the learner's side, short enough to play back in one breath. */
function playBack(answer: string): string | null {
  const sentence = withoutFinalStop(firstSentence(answer));
  return countWords(sentence) <= 20 ? lowerFirst(toSecondPerson(sentence)) : null;
}

function present(...lines: (string | null | false | undefined)[]): string[] {
  return lines.filter((line): line is string => typeof line === 'string' && line.length > 0);
}

export const BEHAVIOURS: readonly Behaviour[] = [
  {
    id: 'questions',
    cue: /question|discover|uncover|explor|probe|probing|gathers?\b|curio|interests\b|invites?\b|self-assessment|what is needed/i,
    minLearnerLines: 2,
    // "How are you?" is a pleasantry, however open its words.
    detect: (sentence) => (PLEASANTRY.test(sentence) ? 0 : isOpenQuestion(sentence) ? 3 : isQuestion(sentence) ? 1 : 0),
    against: (sentence) => isQuestion(sentence) && isPushing(sentence),
    againstNote: 'pushed for a yes',
    did: 'asked open questions that got {name} explaining',
    didWeakly: 'asked mostly closed, yes-or-no questions',
    missed: 'ask a question that let {name} explain',
    next: 'ask open questions ("what…", "how…", "walk me through…") and follow up on each answer before you offer anything',
    betterLines: ({ firstName, openings }) =>
      present(
        openings?.hiddenTopic?.unlock === 'open_question' && `${firstName}, when it comes to ${lowerFirst(openings.hiddenTopic.topic)}, what worries you most?`,
        openings?.missingTopic && `${firstName}, what can you tell me about ${lowerFirst(openings.missingTopic)}, and how does it affect you?`,
        `${firstName}, what would a good outcome look like for you by the end of this conversation?`,
        `What has made this hard so far, ${firstName}?`,
      ),
  },
  {
    id: 'listening',
    cue: /listen|empath|acknowledg|apolog|feelings?\b|respect|dignity|supportive|tone\b|sincere|two-way|dialogue|perspective|\bview\b/i,
    minLearnerLines: 2,
    detect: (sentence) => (ACKNOWLEDGE.test(sentence) ? 3 : THANKS.test(sentence) ? 1 : 0),
    against: isPushing,
    againstNote: 'brushed past what {name} said',
    did: "acknowledged {name}'s situation in your own words",
    didWeakly: 'were polite but did not acknowledge what {name} was feeling',
    missed: 'acknowledge how {name} felt',
    next: 'name what you heard and how it affects them ("I can see why that is frustrating") before moving to solutions',
    betterLines: ({ firstName, openings, concern }) => {
      const said = openings?.openObjection?.objection.trim() ?? '';
      // A worry said as one statement is played back; a question is acknowledged as one.
      const isStatement = said !== '' && !said.includes('?') && !/[.!]\s+\S/.test(said);
      const objection = isStatement ? playBack(said) : null;
      return present(
        objection && `It sounds like ${objection}, ${firstName}, and I can see why that makes you cautious.`,
        said.includes('?') && `That's a fair question, ${firstName}, and I can see why you'd want to know before we go any further.`,
        openings?.hiddenTopic?.unlock === 'empathy' && `That sounds like a lot to carry, ${firstName}. When it comes to ${lowerFirst(openings.hiddenTopic.topic)}, how are you finding it?`,
        concern && `I can see why ${concern} matters so much to you, ${firstName}.`,
        `I can see why that matters to you, ${firstName}; tell me more about how it has affected you.`,
      );
    },
  },
  {
    id: 'summarising',
    cue: /summaris(e|es|ing) what|paraphras|restat|recap|confirms? (understanding|the complaint|what)|short summary|plays? back/i,
    minLearnerLines: 3,
    detect: (sentence, _context, { previousCharacterLine }) => {
      if (SUMMARY_STRONG.test(sentence)) return 3;
      // "So you…" plays back only when it carries the other person's words.
      return SUMMARY_MEDIUM.test(sentence) && echoes(sentence, previousCharacterLine) ? 2 : 0;
    },
    against: isPushing,
    againstNote: 'pushed for a decision',
    did: 'summarised what {name} said and checked you had it right',
    didWeakly: 'started to play back what you heard',
    missed: 'summarise what {name} told you',
    next: 'play back what you heard in one sentence and ask whether you have it right ("So what I\'m hearing is… is that right?")',
    betterLines: ({ firstName, openings, concern }) => {
      const known = openings?.knownAnswer ? playBack(openings.knownAnswer) : null;
      return present(
        known && `Let me check I've understood, ${firstName}: ${known}. Is that right?`,
        concern && `Let me check I've understood, ${firstName}: what matters most to you is ${concern}. Is that right?`,
        `So what I'm hearing, ${firstName}, is what matters most to you here; have I got that right?`,
      );
    },
  },
  {
    id: 'objections',
    cue: /objection|pushback|push back|concerns?\b|resist|disappoint|negotiat|concession|trade|defend|doubt|sceptic|skeptic|worries/i,
    minLearnerLines: Number.POSITIVE_INFINITY,
    trigger:
      /\b(but|however|not sure|not convinced|too (expensive|much|late|slow|long)|i've heard|i have heard|concern|worried|worry|doubt|why should|don't want|can't|won't|not happy|unacceptable|promises?|lower|cheaper)\b/i,
    detect: (sentence) => {
      const concern = CONCERN_WORDS.test(sentence) || ACKNOWLEDGE.test(sentence);
      const proposal = PROPOSAL.test(sentence) || isOpenQuestion(sentence);
      return concern && proposal ? 3 : concern || PROPOSAL.test(sentence) ? 2 : 0;
    },
    against: (sentence) => isPushing(sentence) || REFUSAL.test(sentence),
    againstNote: "dismissed {name}'s concern",
    did: "took {name}'s concerns seriously and answered them",
    didWeakly: "touched on {name}'s concerns without fully answering them",
    missed: "answer {name}'s concern when it came up",
    next: 'acknowledge the concern, ask what lies behind it, then answer it with evidence or an option',
    betterLines: ({ firstName, openings }) =>
      present(
        openings?.openObjection && `That's a fair concern, ${firstName}. What I can offer is ${offerPhrase(openings.openObjection.resolvedBy)}: would that address it?`,
        `That's a fair concern, ${firstName}. What would you need to see from us to feel confident about this?`,
      ),
  },
  {
    id: 'value',
    cue: /value|benefit|resolution|solution|\boffers?\b|options?\b|proposal|\broi\b|alternatives/i,
    minLearnerLines: Number.POSITIVE_INFINITY,
    trigger:
      /\b(want|need|expect|looking for|replacement|refund|price|cost|budget|quote|what (can|will|are) you|going to do|options?|why should|what now|compensat)\w*/i,
    detect: (sentence) => (OFFER_STRONG.test(sentence) ? 3 : OFFER_MEDIUM.test(sentence) ? 2 : 0),
    against: (sentence) => REFUSAL.test(sentence) || DISMISSIVE.test(sentence) || PRESSURE.test(sentence),
    againstNote: 'shut the door on a way forward',
    did: 'offered {name} a concrete way forward',
    didPartly: 'pointed towards a way forward',
    didWeakly: 'hinted at a way forward without making it concrete',
    missed: 'offer {name} a concrete way forward',
    next: 'offer a specific option (or two) and say what each means for them',
    betterLines: ({ firstName, openings }) =>
      present(
        openings?.openObjection && `Here's what I can do, ${firstName}: ${offerPhrase(openings.openObjection.resolvedBy)}, so you can decide with that in hand.`,
        openings?.agreement && `Here's what I propose, ${firstName}: we ${agreeOn(openings.agreement)}, and I'll set out what it means for you before then.`,
        `Here's what I can do today, ${firstName}: I'll set out two options and what each one means for you, and you choose the one that works best.`,
      ),
  },
  {
    id: 'closing',
    // Not "follow-up questions" (probing) nor "describing goals" (discovery).
    // Not "agrees a clear agenda" (rapport and agenda setting).
    cue: /next steps?|follow[- ]up(?! questions)|commit|agree[sd]?\b(?! (?:on )?(?:a |an |the )?(?:clear |shared )?agenda)|actions?\b|(?:set|sets|agree|agrees|measurable|specific) [^.;]{0,30}goals|\bgoals &|development plan|decisions?\b|\basks\b|closing|\bdate\b|timeline/i,
    minLearnerLines: 4,
    trigger: /\b(what happens next|what now|so what now|by when|when will|when can|next steps?|follow up)\b/i,
    detect: (sentence) => {
      const commits = COMMITMENT.test(sentence) || ASK.test(sentence);
      if (commits && WHEN.test(sentence)) return 3;
      // A promise without an owner or a date ("I'll send some info") is the weak form the rubrics warn about.
      return NEXT_STEP_WORDS.test(sentence) ? 2 : commits ? 1 : 0;
    },
    against: (sentence) => PRESSURE.test(sentence),
    againstNote: 'pushed for a decision',
    did: 'agreed concrete next steps with a date',
    didPartly: 'talked about next steps, though without a date',
    didWeakly: 'made a promise without an owner or a date',
    missed: 'agree next steps before the end',
    next: 'close by saying who does what by when, and check that {name} agrees',
    betterLines: ({ firstName, openings }) =>
      present(
        openings?.agreement && `${firstName}, shall we ${agreeOn(openings.agreement)}? I'll confirm it in writing today.`,
        `So we're agreed, ${firstName}: I'll send you a written summary today and call you on Thursday at 10 to confirm it's done. Does that work for you?`,
      ),
  },
  {
    id: 'clarity',
    cue: /clarity|structur|concise|plain language|explains?\b|one-line|jargon|logical|\bstatus\b|level of detail|tailor/i,
    minLearnerLines: 1,
    detect: (sentence) => (STRUCTURE.test(sentence) ? 3 : REASONING.test(sentence) ? 2 : FIGURE.test(sentence) ? 1 : 0),
    against: (sentence) => VAGUE.test(sentence),
    againstNote: 'left your point vague',
    did: 'explained things in a clear order with the reasons behind them',
    didPartly: 'gave the reasons behind your points',
    didWeakly: 'gave facts without much structure',
    missed: 'give {name} a clear, structured explanation',
    next: 'lead with the headline in one sentence, then give the reasons and what it means for them',
    betterLines: ({ firstName, openings }) =>
      present(
        openings && openings.topics.length > 0 && `In short, ${firstName}: I'd like to cover ${topicsText(openings.topics)}, then decide together what happens next.`,
        `In short, ${firstName}: here is where things stand, why, and the one decision I need from you today.`,
      ),
  },
  {
    id: 'terms',
    cue: /terminolog|glossary|vocabulary|accura|compliance|polic(y|ies)|product knowledge|technical|legal/i,
    minLearnerLines: Number.POSITIVE_INFINITY,
    trigger: /\b(policy|rules?|allowed|entitled|contract|terms)\b/i,
    detect: (sentence, { glossaryPatterns }) => (glossaryPatterns.some((pattern) => pattern.test(sentence)) ? 3 : POLICY.test(sentence) ? 2 : 0),
    did: 'used the right terms and stayed within policy',
    didPartly: 'referred to the rules that apply',
    didWeakly: 'referred to the rules only in general terms',
    missed: 'use the terms and rules that apply here',
    next: 'name the policy or term that applies and what it allows, in plain words',
    betterLines: ({ firstName, glossaryTerms }) =>
      present(
        glossaryTerms[0] && `Let me be precise about the ${glossaryTerms[0]}, ${firstName}, because that's what decides what we do next.`,
        `Here is exactly what I can do, ${firstName}, and who approves it.`,
      ),
  },
  {
    id: 'rapport',
    cue: /rapport|greet|welcome|introduc|agenda|opening|\bwarm|setting\b|purpose|up front|sets? the scene/i,
    minLearnerLines: 1,
    detect: (sentence, { firstName }) => {
      if (AGENDA.test(sentence)) return 3;
      const greets = GREETING.test(sentence);
      if (greets && (INTRODUCTION.test(sentence) || (firstName && sentence.includes(firstName)))) return 2;
      // "Hi." on its own is a hello, not a warm opening.
      if (greets) return countWords(sentence) <= 3 ? 1 : 2;
      return INTRODUCTION.test(sentence) ? 2 : 0;
    },
    against: (sentence) => ABRUPT_OPENING.test(sentence) || DISMISSIVE.test(sentence) || PUT_DOWN.test(sentence),
    againstNote: 'sounded abrupt',
    did: 'opened warmly and set out what the conversation was for',
    didPartly: 'opened warmly',
    didWeakly: 'only said hello, without a warm opening or a reason for the conversation',
    missed: 'open warmly and say what the conversation was for',
    next: ({ hasGreetedByName }) =>
      hasGreetedByName
        ? 'after your greeting, say why you are talking and check that the plan works for {name}'
        : 'greet {name} by name, say why you are talking and check that the plan works for them',
    betterLines: ({ firstName, openings }) =>
      present(
        openings &&
          openings.topics.length > 0 &&
          `Hi ${firstName}, thanks for making the time. I'd like to hear about ${topicsText(openings.topics)}${openings.agreement ? ` and see whether we can ${agreeOn(openings.agreement)}` : ''}; does that work for you?`,
        `Hi ${firstName}, thanks for making the time. I'd like us to agree what we cover today and what a good outcome would be; does that work for you?`,
      ),
  },
  {
    id: 'specifics',
    cue: /specific|example|evidence|\bdata\b|results|\bfacts\b|honest|behaviou?r|impact|measur|quantif|figures|slippage|\bcause/i,
    minLearnerLines: Number.POSITIVE_INFINITY,
    trigger: /\b(why|how come|what happened|numbers?|data|evidence|examples?|on track|proof|references?)\b|\d/i,
    detect: (sentence) => {
      // Asking is not backing a point, and a bare claim is the opposite of one.
      if (ABOUT_ONESELF.test(sentence) || isQuestion(sentence) || BARE_CLAIM.test(sentence)) return 0;
      const hasFigure = FIGURE.test(sentence);
      if (EXAMPLE.test(sentence) || ((hasFigure || DURATION.test(sentence)) && CANDOUR.test(sentence))) return 3;
      if (hasFigure || CANDOUR.test(sentence)) return 2;
      return DURATION.test(sentence) ? 1 : 0;
    },
    against: (sentence) => VAGUE.test(sentence) || BARE_CLAIM.test(sentence),
    againstNote: 'stayed vague where a fact was needed',
    did: 'backed your points with specific examples and figures',
    didPartly: 'gave concrete facts',
    didWeakly: 'gave few specifics',
    missed: 'give specific examples or figures',
    next: 'give one specific example with its figure or date, and say what it changed',
    betterLines: ({ firstName, openings }) =>
      present(
        openings?.openObjection && `To be specific, ${firstName}, on your concern: ${offerPhrase(openings.openObjection.resolvedBy)}, with the figures to show what it changed.`,
        `To be specific, ${firstName}: here is what happened, when it happened, and what it changed for you.`,
      ),
  },
];
