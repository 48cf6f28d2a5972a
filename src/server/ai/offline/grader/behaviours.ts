// The behaviours the offline grader knows: how a criterion's name and level descriptions ask for one, how a learner's
// sentence shows it, when the conversation raised it, and what to tell the learner. Edit a table to change how a
// behaviour is recognised; grade-conversation.ts combines them per criterion.
import { isOpenQuestion, isQuestion } from '../text.ts';

export type BehaviourId = 'questions' | 'listening' | 'summarising' | 'objections' | 'value' | 'closing' | 'clarity' | 'terms' | 'rapport' | 'specifics';

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
  detect(sentence: string, context: BehaviourContext): number;
  /** "You …" for strong evidence. */
  did: string;
  /** "You …" for weak evidence only. */
  didWeakly: string;
  /** "You did not …" when it came up and the learner did nothing of it. */
  missed: string;
  /** "Next time, …". */
  next: string;
  betterLine(context: BehaviourContext): string;
}

export const ACKNOWLEDGE =
  /\b(i understand|i hear you|i can (see|imagine|understand)|i get (it|that|why)|that sounds|that must|must (be|have been)|(i'm|i am) (so |really |very |truly )?sorry|i apologi[sz]e|my apologies|i appreciate|thank you for (telling|sharing|explaining|raising|your patience|being|coming|bringing)|thanks for (telling|sharing|explaining|raising|your patience|being|bringing)|(it|that) makes sense|you're right|you are right|fair (point|concern|question)|that's (fair|understandable|frustrating|difficult|not (ok|okay|acceptable|good enough))|i'd feel the same|i would feel the same|you did (a )?(great|good|excellent|really good)|great work|well done|i (really )?value|i noticed|credit for)\b/i;
const THANKS = /\b(thank you|thanks|i see)\b/i;
/** Lines that dismiss or pressure the other person: they cost listening, rapport and objection handling. */
export const DISMISSIVE =
  /\b(not my (problem|fault|job)|calm down|nothing (i|we) can do|that's (just )?(the|our) policy|you should have|you need to|you have to|you must|take it or leave it|final offer|i don't have time|whatever|deal with it|that's not how it works|no excuses|stop complaining|it's not our fault|not our fault)\b/i;

const SUMMARY_STRONG =
  /\b(so what (i'm|i am) hearing|what (i'm|i am) hearing|if i (understand|understood|heard|have understood|'ve understood)|let me (make sure|check|recap|summari[sz]e|play (that|it) back)|to (sum up|summari[sz]e|recap)|in summary|(so|just) to (confirm|check|be sure)|it sounds like you|you're saying|you are saying|you mentioned|you said|to make sure i)\b/i;
const SUMMARY_MEDIUM = /^(so|okay,? so)\b.*\byou(r|'ve|'re)?\b/i;

const CONCERN_WORDS = /\b(concern|worr|risk|hesitat|doubt|sceptic|skeptic|understand why|fair question|fair point|fair concern)/i;
const PROPOSAL =
  /\b(what if|how about|we could|i could|would it help|what would (you need|it take|make)|instead|alternatively|reference|pilot|trial|phase|guarantee|exit|in exchange|in return|if you|if we)\b/i;

const OFFER_STRONG =
  /\b((i|we) can (offer|arrange|approve|replace|refund|rebook|book|send|give|escalate|authori[sz]e|provide|phase|deliver|start|set up|put|get)|(i|we)('ll| will) (arrange|replace|refund|rebook|book|send|approve|personally|get|organi[sz]e|escalate|provide|set up|put|cover|restore|start|give)|(two|three|a few|some|the) options|option (one|two|a|b|1|2)|which means|so that you|what this means for you|benefit|save you|saves you)\b/i;
const OFFER_MEDIUM = /\b(we could|i could|would it help|replacement|refund|plan|proposal|solution|option)\b/i;

export const COMMITMENT = /\b(i'll|i will|we'll|we will|let's|let us|shall we|can we agree|agreed|we agree|you'll|you will|i commit|we commit|i'm going to|i am going to)\b/i;
export const WHEN =
  /\b(today|tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|by (the|end|next|close)|within|next (week|month|meeting)|this (week|afternoon|evening|month)|end of|\d{1,2}(:\d\d)?\s?(am|pm)|o'clock|in (two|three|four|\d+) (days|weeks)|\d+ (days?|weeks?|hours?)|date|deadline|check-in|check in|follow[- ]up)\b/i;
// Asking for the decision or help that is needed counts like a commitment.
const ASK = /\b(i|we) need (a |your |the )?(decision|approval|sign-off|answer|go-ahead)\b/i;
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

const EXAMPLE = /\b(for example|for instance|specifically|in particular|to be specific|last (week|month|monday|tuesday|wednesday|thursday|friday)|on (monday|tuesday|wednesday|thursday|friday)|in (january|february|march|april|may|june|july|august|september|october|november|december))\b/i;
const FIGURE = /[£$€]\s?\d|\d+(\.\d+)?\s?(%|per ?cent|days?|weeks?|months?|hours?|k\b)|\b\d{2,}\b|\b(two|three|four|five|six|twelve|fifteen|twenty) (days|weeks|months|deadlines|times|accounts|failures)\b/i;
const CANDOUR = /\b(honest(ly)?|the truth is|to be transparent|i have to tell you|bad news|the cause|due to|the impact|i was wrong|we got (this|that) wrong|my mistake|our mistake)\b/i;

function escapeRegExp(text: string): string {
  return text.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A whole-word, any-case pattern per glossary term (terms of one character match nothing). */
export function compileGlossaryTerms(terms: readonly string[]): RegExp[] {
  return terms.filter((term) => term.trim().length > 1).map((term) => new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(term.trim())}($|[^\\p{L}\\p{N}])`, 'iu'));
}

export const BEHAVIOURS: readonly Behaviour[] = [
  {
    id: 'questions',
    cue: /question|discover|uncover|explor|probe|probing|gathers?\b|curio|interests\b|invites?\b|self-assessment|what is needed/i,
    minLearnerLines: 2,
    detect: (sentence) => (isOpenQuestion(sentence) ? 3 : isQuestion(sentence) ? 1 : 0),
    did: 'asked open questions that got {name} explaining',
    didWeakly: 'asked mostly closed, yes-or-no questions',
    missed: 'ask a question that let {name} explain',
    next: 'ask open questions ("what…", "how…", "walk me through…") and follow up on each answer before you offer anything',
    betterLine: ({ firstName }) => `${firstName}, what would a good outcome look like for you by the end of this conversation?`,
  },
  {
    id: 'listening',
    cue: /listen|empath|acknowledg|apolog|feelings?\b|respect|dignity|supportive|tone\b|sincere|two-way|dialogue|perspective|\bview\b/i,
    minLearnerLines: 2,
    detect: (sentence) => (ACKNOWLEDGE.test(sentence) ? 3 : THANKS.test(sentence) ? 1 : 0),
    did: "acknowledged {name}'s situation in your own words",
    didWeakly: 'were polite but did not acknowledge what {name} was feeling',
    missed: 'acknowledge how {name} felt',
    next: 'name what you heard and how it affects them ("I can see why that is frustrating") before moving to solutions',
    betterLine: ({ firstName }) => `I can hear how much this has cost you, ${firstName}, and I'm sorry you've had to chase us for it.`,
  },
  {
    id: 'summarising',
    cue: /summaris(e|es|ing) what|paraphras|restat|recap|confirms? (understanding|the complaint|what)|short summary|plays? back/i,
    minLearnerLines: 3,
    detect: (sentence) => (SUMMARY_STRONG.test(sentence) ? 3 : SUMMARY_MEDIUM.test(sentence) ? 2 : 0),
    did: "summarised what {name} said and checked you had it right",
    didWeakly: 'started to play back what you heard',
    missed: "summarise what {name} told you",
    next: 'play back what you heard in one sentence and ask whether you have it right ("So what I\'m hearing is… is that right?")',
    betterLine: ({ firstName, concern }) =>
      `Let me check I've understood, ${firstName}: what matters most to you is ${concern ?? 'getting this properly resolved'}. Is that right?`,
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
    did: "took {name}'s concerns seriously and answered them",
    didWeakly: "touched on {name}'s concerns without fully answering them",
    missed: "answer {name}'s concern when it came up",
    next: 'acknowledge the concern, ask what lies behind it, then answer it with evidence or an option',
    betterLine: ({ firstName }) => `That's a fair concern, ${firstName}. What would you need to see from us to feel confident about this?`,
  },
  {
    id: 'value',
    cue: /value|benefit|resolution|solution|\boffers?\b|options?\b|proposal|\broi\b|alternatives/i,
    minLearnerLines: Number.POSITIVE_INFINITY,
    trigger:
      /\b(want|need|expect|looking for|replacement|refund|price|cost|budget|quote|what (can|will|are) you|going to do|options?|why should|what now|compensat)\w*/i,
    detect: (sentence) => (OFFER_STRONG.test(sentence) ? 3 : OFFER_MEDIUM.test(sentence) ? 2 : 0),
    did: 'offered {name} a concrete way forward',
    didWeakly: 'hinted at a way forward without making it concrete',
    missed: 'offer {name} a concrete way forward',
    next: 'offer a specific option (or two) and say what each means for them',
    betterLine: ({ firstName }) =>
      `Here's what I can do today, ${firstName}: I'll set out two options and what each one means for you, and you choose the one that works best.`,
  },
  {
    id: 'closing',
    // Not "follow-up questions" (probing) nor "describing goals" (discovery).
    cue: /next steps?|follow[- ]up(?! questions)|commit|agree[sd]?\b|actions?\b|(?:set|sets|agree|agrees|measurable|specific) [^.;]{0,30}goals|\bgoals &|development plan|decisions?\b|\basks\b|closing|\bdate\b|timeline/i,
    minLearnerLines: 4,
    trigger: /\b(what happens next|what now|so what now|by when|when will|when can|next steps?|follow up)\b/i,
    detect: (sentence) => {
      const commits = COMMITMENT.test(sentence) || ASK.test(sentence);
      if (commits && WHEN.test(sentence)) return 3;
      // A promise without an owner or a date ("I'll send some info") is the weak form the rubrics warn about.
      return NEXT_STEP_WORDS.test(sentence) ? 2 : commits ? 1 : 0;
    },
    did: 'agreed concrete next steps with a date',
    didWeakly: 'mentioned next steps but left the owner or the date open',
    missed: 'agree next steps before the end',
    next: 'close by saying who does what by when, and check that {name} agrees',
    betterLine: ({ firstName }) =>
      `So we're agreed, ${firstName}: I'll send you a written summary today and call you on Thursday at 10 to confirm it's done. Does that work for you?`,
  },
  {
    id: 'clarity',
    cue: /clarity|structur|concise|plain language|explains?\b|one-line|jargon|logical|\bstatus\b|level of detail|tailor/i,
    minLearnerLines: 1,
    detect: (sentence) => (STRUCTURE.test(sentence) ? 3 : REASONING.test(sentence) ? 2 : FIGURE.test(sentence) ? 1 : 0),
    did: 'explained things in a clear order with the reasons behind them',
    didWeakly: 'gave facts without much structure',
    missed: 'give {name} a clear, structured explanation',
    next: 'lead with the headline in one sentence, then give the reasons and what it means for them',
    betterLine: ({ firstName }) => `In short, ${firstName}: here is where things stand, why, and the one decision I need from you today.`,
  },
  {
    id: 'terms',
    cue: /terminolog|glossary|vocabulary|accura|compliance|polic(y|ies)|product knowledge|technical|legal/i,
    minLearnerLines: Number.POSITIVE_INFINITY,
    trigger: /\b(policy|rules?|allowed|entitled|contract|terms)\b/i,
    detect: (sentence, { glossaryPatterns }) => (glossaryPatterns.some((pattern) => pattern.test(sentence)) ? 3 : POLICY.test(sentence) ? 2 : 0),
    did: 'used the right terms and stayed within policy',
    didWeakly: 'referred to the rules only in general terms',
    missed: 'use the terms and rules that apply here',
    next: 'name the policy or term that applies and what it allows, in plain words',
    betterLine: ({ firstName, glossaryTerms }) =>
      glossaryTerms[0]
        ? `Let me be precise about the ${glossaryTerms[0]}, ${firstName}, because that's what decides what we do next.`
        : `Under our policy, ${firstName}, here is exactly what I can do and who approves it.`,
  },
  {
    id: 'rapport',
    cue: /rapport|greet|welcome|introduc|agenda|opening|\bwarm|setting\b|purpose|up front|sets? the scene/i,
    minLearnerLines: 1,
    detect: (sentence, { firstName }) => {
      const greets = GREETING.test(sentence);
      if ((greets && (INTRODUCTION.test(sentence) || (firstName && sentence.includes(firstName)))) || AGENDA.test(sentence)) return 3;
      return greets || INTRODUCTION.test(sentence) ? 2 : 0;
    },
    did: 'opened warmly and set out what the conversation was for',
    didWeakly: 'greeted {name} but did not set out what the conversation was for',
    missed: 'open warmly and say what the conversation was for',
    next: 'greet {name} by name, say why you are talking and check that the plan works for them',
    betterLine: ({ firstName }) =>
      `Hi ${firstName}, thanks for making the time. I'd like to understand what's happened and agree together what we do next; does that work for you?`,
  },
  {
    id: 'specifics',
    cue: /specific|example|evidence|\bdata\b|results|\bfacts\b|honest|behaviou?r|impact|measur|quantif|figures|slippage|\bcause/i,
    minLearnerLines: Number.POSITIVE_INFINITY,
    trigger: /\b(why|how come|what happened|numbers?|data|evidence|examples?|on track|proof|references?)\b|\d/i,
    detect: (sentence) => (EXAMPLE.test(sentence) || (FIGURE.test(sentence) && CANDOUR.test(sentence)) ? 3 : FIGURE.test(sentence) || CANDOUR.test(sentence) ? 2 : 0),
    did: 'backed your points with specific examples and figures',
    didWeakly: 'gave some facts but few specifics',
    missed: 'give specific examples or figures',
    next: 'give one specific example with its figure or date, and say what it changed',
    betterLine: ({ firstName }) => `To be specific, ${firstName}: here is what happened, when it happened, and what it changed for you.`,
  },
];
