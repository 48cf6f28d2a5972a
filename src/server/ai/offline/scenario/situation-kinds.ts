// What kind of conversation a scenario is (chasing a debt, a sales pitch, a complaint…), read from its words, and
// what that kind brings when the person did not say it: the categories, who opens, the character's own concerns and
// what they agree to. A kind is chosen only on its evidence; its lines state no fact about the world. Rules as data:
// add a kind or a line here, not in the engine; read-situation-kind.ts picks the kind.
import type { BriefObjection, BriefRequirement } from '../../../../shared/contracts/character-brief.ts';
import { numberOf, productOr } from './kind-context.ts';

/** What a kind's lines may use from the scenario; each is null when the person did not state it. */
export interface KindContext {
  firstName: string;
  /** The first amount stated: "EUR 48,300". */
  amount: string | null;
  /** A reference such as "INV-2291". */
  reference: string | null;
  /** What the learner offers or brings: "the new rota app", "RotaCare". */
  product: string | null;
  /** The character's organisation or workplace: "Baltic Freight", "a rural clinic". */
  organisation: string | null;
  /** What the character speaks of as theirs: "my son Theo", "my £1,400 deposit", "my £45,000 loan". */
  subject: string | null;
  /** What is owed, as the description names it when it is a debt of some kind: "the arrears", "the loan". Optional (none). */
  owed?: string | null;
  /**
   * Whether the character speaks for an organisation of their own, one that is not the learner's: only then is there
   * anyone to "take back" terms to. A tenant, a parent or a club member facing the club's treasurer speaks for themselves.
   */
  speaksForOthers: boolean;
  /**
   * Whether the description or persona says the character wants an apology ("she expects an apology"): only then is
   * an apology one of its conditions. Optional for callers that state none (false).
   */
  wantsApology?: boolean;
}

export type KindId = 'debt' | 'pitch' | 'complaint' | 'request' | 'feedback' | 'pay' | 'scope' | 'negotiation' | 'private-sale' | 'general';

export interface SituationKind {
  id: KindId;
  /**
   * What the words must say for this kind to be chosen at all: a kind brings concerns and an agreement, so it is
   * taken only when the description states its situation ("owes us", "wants a refund"), never on a loose word.
   */
  evidence: RegExp;
  /** Lower-case word starts that point to this kind. */
  keywords: string[];
  /** Relationship words in the AI role that point to it ("customer" → complaint). */
  roles: string[];
  categories: string[];
  /** Who speaks first with a purpose: the learner (they visit, call, chase) or the character (they come with a request). */
  initiative: 'learner' | 'character';
  /**
   * The learner calls the character in (a lead and the team member whose work is at issue): the character waits to be
   * asked, whatever wants of their own the description gives them.
   */
  calledIn?: boolean;
  /** What the conversation is about, as the character names it. */
  topic: (context: KindContext) => string;
  /**
   * Concerns about how the conversation goes, never a fact about the world the person did not state. "{m}" in a
   * resolved line is the character's matter, said inside the sentence so two characters never say it alike.
   */
  objections: (context: KindContext) => BriefObjection[];
  /** The learner's goal when they did not write one. */
  goal: (context: KindContext) => string;
  agreement: (context: KindContext) => string;
  condition: string;
  requires: (context: KindContext) => BriefRequirement[];
}

const DATE_WORDS = ['date', 'by friday', 'by monday', 'end of the month', 'this week', 'next week', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'deadline'];
const NEXT_STEP_WORDS = ['next step', 'follow up', 'follow-up', 'meeting', 'next week', 'book', 'schedule', 'send you', 'by friday'];

export const SITUATION_KINDS: SituationKind[] = [
  {
    id: 'debt',
    evidence: /\b(?:owes?|owed|overdue|unpaid|arrears|outstanding (?:balance|amount|invoice|sum)|late payment|not (?:yet )?paid|hasn['’]t paid|chas(?:e|ing) (?:the )?(?:payment|invoice|debt))\b/i,
    keywords: ['owe', 'overdue', 'invoice', 'unpaid', 'outstanding balance', 'arrears', 'debt', 'late payment', 'payment date', 'collect', 'chasing'],
    roles: ['debtor'],
    categories: ['Finance', 'Customer Service'],
    initiative: 'learner',
    topic: (context) => (context.reference ? `invoice ${context.reference}` : (context.owed ?? 'the overdue invoice')),
    objections: (context) => [
      {
        objection: `I can't just move ${context.amount ?? 'the full amount'} in one go on a phone call.`,
        keywords: ['full amount', 'pay today', 'pay now', 'whole amount', 'in full', ...numberOf(context.amount)],
        resolvedBy: 'a part-payment now or a short payment plan',
        resolveKeywords: ['part-payment', 'part payment', 'partial', 'instalment', 'installment', 'payment plan', 'split'],
        resolvedLine: 'A part-payment on {m} I could probably get approved this week.',
      },
      {
        objection: context.reference || !context.owed ? `Before anything is paid I need to know exactly what ${context.reference ? `invoice ${context.reference}` : 'the invoice'} covers.` : `Before anything is paid I need to know exactly how ${context.owed} was worked out.`,
        keywords: ['invoice', 'lines', 'dispute', 'wrong', 'check'],
        resolvedBy: 'a breakdown of what it covers, in writing',
        resolveKeywords: ['breakdown', 'go through', 'copy', 'send you', 'line by line', 'in writing'],
        resolvedLine: 'Fine. With a breakdown of {m} in front of me I can take it to approval.',
      },
    ],
    goal: (context) => `Agree a date for paying ${context.reference ? `invoice ${context.reference}` : (context.owed ?? 'the overdue invoice')}.`,
    agreement: (context) => `a firm payment date for ${context.amount ?? 'the invoice'}, or a part-payment now`,
    condition: 'the hold-up is dealt with, a concrete date or part-payment is proposed, and it is put in writing',
    requires: (context) => [
      { label: 'a concrete payment date', keywords: DATE_WORDS },
      { label: 'the amount or a part-payment', keywords: ['part-payment', 'part payment', 'partial', 'instalment', 'amount', 'in full', ...numberOf(context.amount)] },
    ],
  },
  {
    id: 'pitch',
    // A sale of something to the character: "sales" alone names a department or its work ("the Monday sales report",
    // "a sales team of 14"), not a pitch.
    evidence: /\b(?:pitch\w*|demo\w*|sell\w*|sales (?:calls?|meetings?|visits?|conversations?)|prospect|introduc\w+ (?:the |our |a )?(?:new )?(?:app|software|system|tool|platform|product|service)|product specialist|discovery call|proposal|quote)\b/i,
    keywords: ['pitch', 'demo', 'introduc', 'sell', 'product specialist', 'sales', 'prospect', 'buyer', 'procure', 'purchas', 'vendor', 'price', 'pricing', 'discount', 'signing', 'new app', 'new software', 'new system', 'new tool', 'proposal', 'quote'],
    roles: ['prospect', 'buyer'],
    categories: ['Sales'],
    initiative: 'learner',
    topic: (context) => productOr(context, 'your offer'),
    objections: (context) => [
      {
        objection: `Why would we pay for ${productOr(context, 'this')} when what we have works well enough?`,
        keywords: ['price', 'cost', 'budget', 'pay', 'expensive', 'licence', 'license'],
        resolvedBy: 'proof of what it saves or earns us',
        resolveKeywords: ['save', 'saving', 'hours', 'return', 'pays for itself', 'cheaper', 'value'],
        resolvedLine: 'If {m} really saves that much time, the cost is easier to justify.',
      },
      {
        // One sentence that opens on "I", so it is said about this character's own matter ("On RotaCare, I can't…").
        objection: "I can't afford a bad switch: if it doesn't work for us, my team pays the price.",
        keywords: ['switch', 'change', 'roll out', 'rollout', 'implement', 'start'],
        resolvedBy: 'a small pilot, references or support that lower the risk',
        resolveKeywords: ['pilot', 'trial', 'reference', 'other customers', 'support', 'training', 'try it'],
        resolvedLine: "Fine. A small pilot of {m} I could live with, since it doesn't put my whole team at risk.",
      },
    ],
    goal: (context) => `Find out what matters to them and agree a next step for ${productOr(context, 'your offer')}.`,
    agreement: (context) => `a short pilot of ${productOr(context, 'the offer')} and a follow-up meeting`,
    condition: 'asks how they work today, answers the cost and risk concerns, and proposes a small next step',
    requires: () => [
      { label: 'questions about how we work today', keywords: ['currently', 'today', 'at the moment', 'right now', 'how do you', 'how does your'] },
      { label: 'a small, concrete next step', keywords: ['pilot', 'trial', 'next step', 'follow-up', 'follow up', 'next week', 'meeting'] },
    ],
  },
  {
    id: 'complaint',
    evidence: /\b(?:complain\w*|complaint|grievance|refund\w*|faulty|broken|damaged?|compensation|insurer|replacement|not fixed|still not working|keeps? (?:crashing|breaking|failing)|crash\w*|arrived (?:late|broken|damaged)|(?:days?|weeks?|months?) late|late again|double-booked|formal dispute|dispute\w*|withheld|overcharg\w*)\b/i,
    keywords: ['complain', 'refund', 'broken', 'faulty', 'damage', 'insurer', 'arrived late', 'delivery', 'compensation', 'replacement', 'declined', 'cancel', 'double-booked', 'not fixed', 'third time', 'return'],
    roles: ['customer', 'client', 'caller', 'shopper', 'guest', 'tenant', 'patient', 'parent', 'user', 'policyholder', 'claimant'],
    categories: ['Customer Service'],
    initiative: 'character',
    topic: (context) => context.subject ?? 'what happened',
    objections: (context) => [
      {
        objection: 'I want someone to own this, not pass me from one person to the next.',
        keywords: ['explain', 'again', 'details', 'what happened', 'tell me'],
        // An apology is asked for only when the description says they want one; owning it is what this concern asks.
        resolvedBy: context.wantsApology ? 'an apology, and someone who owns this' : 'someone who owns this and sees it through',
        resolveKeywords: ['sorry', 'apologise', 'apologize', 'apologies', 'I will personally', 'I understand'],
        resolvedLine: 'Thank you. That is what I needed to hear about {m}.',
      },
      {
        objection: 'I want this put right properly, not just a promise.',
        keywords: ['fix', 'promise', 'try', 'look into'],
        resolvedBy: 'a concrete fix with a date, confirmed in writing',
        resolveKeywords: ['refund', 'replace', 'replacement', 'by tomorrow', 'today', 'within', 'confirm in writing', 'email you'],
        resolvedLine: 'Right. If I have that in writing, I can stop worrying about {m}.',
      },
    ],
    goal: () => 'Calm the situation, own the problem and agree a concrete fix.',
    agreement: () => 'the fix offered, with a date',
    condition: 'owns the problem and offers a concrete fix with a date',
    requires: (context) => [
      ...(context.wantsApology ? [{ label: 'an apology', keywords: ['sorry', 'apologise', 'apologize', 'apologies'] }] : []),
      { label: 'a concrete fix with a date', keywords: ['refund', 'replace', 'replacement', 'today', 'tomorrow', 'within', 'by friday', 'by monday'] },
    ],
  },
  {
    id: 'request',
    evidence: /\b(?:loan|mortgage|overdraft|credit limit|ask(?:s|ed|ing)? for (?:an? |the )?(?:[\w-]+ )?(?:extension|exception|day off|time off|leave)|flexible working|applied for|application)\b/i,
    keywords: ['loan', 'mortgage', 'overdraft', 'credit limit', 'extension', 'exception', 'flexible'],
    roles: [],
    categories: ['Customer Service', 'Finance'],
    initiative: 'character',
    topic: (context) => context.subject ?? 'my application',
    objections: () => [
      {
        objection: "I'd like to understand what the decision depends on.",
        keywords: ['policy', 'rules', 'criteria', 'requirements', 'cannot', "can't", 'decision', 'refused'],
        resolvedBy: 'the criteria in plain words, or another way to get there',
        resolveKeywords: ['criteria', 'because', 'the reason', 'based on', 'we look at'],
        resolvedLine: 'All right. At least I understand what you need from me on {m}.',
      },
      {
        objection: 'I need to know what happens next, and when.',
        keywords: ['wait', 'weeks', 'process', 'decision', 'review'],
        resolvedBy: 'a clear timeline for what happens next',
        resolveKeywords: ['by friday', 'this week', 'within', 'days', 'timeline', 'decision by'],
        resolvedLine: 'If I know when {m} is decided, I can plan around it.',
      },
    ],
    goal: () => 'Understand the request, explain the criteria honestly and agree what happens next.',
    agreement: () => 'the next step offered, with a date for the decision',
    condition: 'explains the criteria plainly and gives a date for the decision',
    requires: () => [{ label: 'a date for what happens next', keywords: ['by friday', 'this week', 'within', 'days', 'decision by', 'next week'] }],
  },
  {
    id: 'feedback',
    evidence: /\b(?:feedback|one-to-one|one-on-one|performance|underperform\w*|missed (?:[\w-]+ ){0,4}deadlines?|disengag\w*|often late|coaching|review comments|behaviour|behavior)\b/i,
    keywords: ['team member', 'direct report', 'one-to-one', 'one-on-one', 'feedback', 'performance', 'missed', 'disengag', 'underperform', 'often late', 'coaching', 'morale'],
    roles: ['team member', 'direct report', 'colleague'],
    categories: ['Leadership'],
    initiative: 'learner',
    calledIn: true,
    topic: () => 'how things are going',
    objections: () => [
      {
        objection: 'Nobody has asked me how I see it.',
        keywords: ['problem', 'issue', 'concern', 'work', 'performance'],
        resolvedBy: 'a real chance to give my side',
        resolveKeywords: ['your side', 'your view', 'how do you see', 'what do you think', 'help me understand'],
        resolvedLine: 'Thanks for asking. That makes this easier.',
      },
      {
        objection: 'It feels like only the misses get noticed, not the work behind them.',
        keywords: ['feedback', 'noticed', 'criticism', 'problem', 'issue'],
        resolvedBy: 'specific recognition of my past work',
        resolveKeywords: ['appreciate', 'value', 'good work', 'recognise', 'recognize', 'thank'],
        resolvedLine: "That's fair. It helps to hear that.",
      },
    ],
    goal: () => 'Name what is happening, hear their side and agree one concrete change.',
    agreement: () => 'one concrete change and a check-in date',
    condition: 'names a specific example, asks for their side and agrees a next step',
    requires: () => [
      { label: 'a chance to give my side', keywords: ['your side', 'what happened', 'how are you', 'going on', 'help me understand', 'what do you think'] },
      { label: 'a concrete next step', keywords: ['check in', 'check-in', 'next week', 'agree', 'plan', 'by friday'] },
    ],
  },
  {
    id: 'pay',
    // Pay itself: a grievance, a disciplinary or parental leave is no talk about pay, and its lines ("how my pay is
    // actually decided") would put another matter in the character's mouth.
    evidence: /\b(?:pay rise|a raise|salary|promotion|bonus|overtime pay|pay grade|pay review)\b/i,
    keywords: ['raise', 'pay rise', 'salary', 'promotion', 'overtime', 'bonus', 'contract renewal'],
    roles: ['employee'],
    categories: ['HR'],
    initiative: 'character',
    topic: () => 'my pay and where this job is going',
    objections: () => [
      {
        objection: "I'd like to know how my pay is actually decided.",
        keywords: ['pay', 'salary', 'raise', 'budget', 'money'],
        resolvedBy: 'how pay is decided, in plain words',
        resolveKeywords: ['recognise', 'recognize', 'appreciate', 'criteria', 'salary band', 'review', 'evidence'],
        resolvedLine: 'OK. If I know how it is decided, I can make my case properly.',
      },
      {
        objection: "I need to know this is going somewhere, not just 'maybe next year'.",
        keywords: ['next year', 'later', 'future', 'wait', 'maybe'],
        resolvedBy: 'a clear plan with a date',
        resolveKeywords: ['date', 'timeline', 'plan', 'next review', 'in writing'],
        resolvedLine: 'A date in writing is something I can work with.',
      },
    ],
    goal: () => 'Hear the request fully, explain how the decision is made and agree a fair next step.',
    agreement: () => 'a clear plan for the request, with a review date',
    condition: 'recognises the contribution, explains the decision transparently and agrees a date',
    requires: () => [
      { label: 'recognition of my contribution', keywords: ['appreciate', 'recognise', 'recognize', 'value', 'thank'] },
      { label: 'a date or plan', keywords: ['date', 'review', 'plan', 'next month', 'in writing'] },
    ],
  },
  {
    id: 'scope',
    evidence: /\b(?:scope|change request|requirements?|deliverables?|milestones?|roadmap|moved? (?:the )?(?:launch|deadline) forward|new features?)\b/i,
    keywords: ['requirement', 'scope', 'launch', 'project', 'milestone', 'sprint', 'stakeholder', 'roadmap', 'change request', 'deliverable', 'moved forward', 'deadline'],
    roles: ['stakeholder', 'sponsor'],
    categories: ['Project Management'],
    initiative: 'character',
    topic: () => 'the project',
    objections: () => [
      {
        objection: "I can't go back to my people with a flat no.",
        keywords: ['no', 'cannot', "can't", 'not possible', 'scope'],
        resolvedBy: 'options and trade-offs instead of a flat no',
        resolveKeywords: ['option', 'trade-off', 'priorit', 'phase', 'instead', 'either'],
        resolvedLine: 'Good. Options I can take back are better than a flat no.',
      },
      {
        objection: "I don't see why this should move the date.",
        keywords: ['date', 'delay', 'timeline', 'later', 'time'],
        resolvedBy: 'the impact in numbers',
        resolveKeywords: ['impact', 'estimate', 'weeks', 'days', 'because', 'risk'],
        resolvedLine: 'All right, that impact is clearer now.',
      },
    ],
    goal: () => 'Protect the plan by explaining the trade-offs and agree a decision on the change.',
    agreement: () => 'a decision on the change, with its trade-off written down',
    condition: 'explains the impact, offers options and confirms the decision',
    requires: () => [
      { label: 'options or trade-offs', keywords: ['option', 'trade-off', 'either', 'phase', 'instead', 'priorit'] },
      { label: 'a confirmed decision', keywords: ['confirm', 'in writing', 'agree', 'decision', 'sign off'] },
    ],
  },
  {
    id: 'negotiation',
    // A fee named in passing ("a £25 exit fee", "the visa fee") is a term, not a bargain: only one being raised is.
    evidence: /\b(?:negotiat\w*|bargain\w*|renewal|counter-offer|haggl\w*|rate card|contract terms|(?:price|fee|rate) (?:increase|rise|hike)s?|(?:fees?|prices?|rates?) (?:(?:is|are|was|were|has|have|had|will) )?(?:going |gone |went |goes |go |be going |be )?(?:up|rising|increas\w+|raised)|(?:rais|increas|put(?:ting)? up)\w* (?:the |our |their |its |his |her |a |an )?(?:[\w-]+ )?(?:fees?|prices?|rates?))\b/i,
    keywords: ['negotiat', 'bargain', 'terms', 'renewal', 'fees', 'counter-offer', 'haggl'],
    roles: ['supplier', 'vendor'],
    categories: ['Negotiation', 'Sales'],
    initiative: 'learner',
    topic: (context) => context.subject ?? 'the terms',
    objections: (context) => [
      {
        objection: "I can't agree to a number that only works for one side.",
        keywords: ['price', 'fee', 'number', 'rate', 'cost'],
        resolvedBy: 'something in return for any concession',
        resolveKeywords: ['in return', 'if you', 'in exchange', 'trade', 'offer'],
        resolvedLine: 'That is a trade on {m} I can consider.',
      },
      // Only someone who answers to people of their own has anyone to take terms back to.
      ...(context.speaksForOthers
        ? [
            {
              objection: 'I need something I can take back to my people.',
              keywords: ['agree', 'deal', 'accept', 'final'],
              resolvedBy: 'terms I can explain, written down',
              resolveKeywords: ['in writing', 'terms', 'phase', 'step', 'summary'],
              resolvedLine: 'Good. Terms like that on {m} I can explain to them.',
            },
          ]
        : []),
    ],
    goal: () => 'Reach terms both sides can accept, trading every concession for something in return.',
    agreement: () => 'terms both sides can accept, written down',
    condition: 'trades concessions and summarises the agreed terms',
    requires: () => [
      { label: 'a trade', keywords: ['in return', 'if you', 'in exchange', 'trade'] },
      { label: 'summarised terms', keywords: ['so we agree', 'to summarise', 'to summarize', 'in writing', 'terms'] },
    ],
  },
];

/**
 * The request of a character who has asked leave to do something ("has asked to move to day shifts") where no kind's
 * words are said: a request all the same, with the request's concerns and its asker's opening. Its categories come
 * from the scenario's words, since a request made at work or at home is no loan at a bank.
 */
export function requestByAsking(): SituationKind {
  const request = SITUATION_KINDS.find((kind) => kind.id === 'request')!;
  return { ...request, categories: [] };
}

export const GENERAL_KIND: SituationKind = {
  id: 'general',
  evidence: /$^/,
  keywords: [],
  roles: [],
  categories: [],
  initiative: 'learner',
  topic: (context) => context.subject ?? 'what you wanted to discuss',
  objections: () => [
    {
      objection: "I'd like to know where I stand.",
      keywords: ['change', 'decision', 'why', 'new', 'decided'],
      // What will happen now, or why: either tells them where they stand (offer-reading.ts reads both by meaning).
      resolvedBy: 'a straight answer on what happens now, or the reasons',
      // A plain admission of what went wrong tells them too.
      resolveKeywords: ['the reason', "you're right", 'you are right', 'we should have', 'the truth is', "that's why"],
      resolvedLine: 'All right. At least I know where I stand on {m} now.',
    },
    {
      objection: 'I need to know what this means for me in practice.',
      keywords: ['plan', 'means', 'happen', 'next'],
      resolvedBy: 'a concrete example of what changes for me',
      // An example, or a concrete offer of what will be done from now on (read by meaning, offer-reading.ts).
      resolveKeywords: ['for example', 'in practice', "here's what", 'what i suggest', "what i'd suggest", 'from now on', 'going forward'],
      resolvedLine: 'That makes it clearer what {m} means for me, thank you.',
    },
  ],
  goal: () => 'Understand their view and agree a clear next step.',
  agreement: () => 'a clear next step',
  condition: 'listens, answers the concerns and proposes a concrete next step',
  requires: () => [{ label: 'a concrete next step', keywords: NEXT_STEP_WORDS }],
};

const PRICE_WORDS = ['price', 'worth', 'pay', 'offer', 'cost', 'how much', 'cheaper', 'money', 'cash'];
const HANDOVER_WORDS = ['collect', 'pick it up', 'pick up', 'hand it over', 'handover', 'drop it', 'bring it', 'deliver', ...DATE_WORDS, 'saturday', 'sunday', 'tomorrow', 'weekend', 'tonight'];

/**
 * A sale between two people, neither speaking for a business (a used car, a bike, a sofa between neighbours): chosen
 * by who the parties are (write-brief.ts), never by the words of a sale alone. Its concerns are those of anyone on
 * that side of a private sale, about the thing the brief names; nothing of a company, a team or a pilot.
 */
export function privateSaleKind(isCharacterSelling: boolean): SituationKind {
  const thing = (context: KindContext) => context.subject ?? (isCharacterSelling ? 'what I am selling' : 'what you are selling');
  return {
    id: 'private-sale',
    evidence: /$^/,
    keywords: [],
    roles: [],
    categories: ['Negotiation'],
    initiative: 'learner',
    topic: thing,
    objections: () =>
      isCharacterSelling
        ? [
            {
              objection: "I'm not giving it away: it's worth what I'm asking.",
              keywords: PRICE_WORDS,
              resolvedBy: 'a reason for the price offered, or something in return',
              resolveKeywords: ['in return', 'if you', 'cash', 'today', 'this week', 'collect', 'because', 'compared'],
              resolvedLine: 'All right, I can see where that number for {m} comes from.',
            },
            {
              objection: "I'd want the money sorted before it leaves my hands.",
              keywords: ['pay', 'money', 'collect', 'take it', 'pick it up', 'deposit', 'transfer'],
              resolvedBy: 'a clear word on how and when I get paid',
              resolveKeywords: ['cash', 'transfer', 'pay you', 'on collection', 'when i collect', 'deposit', 'up front', 'in full'],
              resolvedLine: "Good. That's straightforward, then.",
            },
          ]
        : [
            {
              objection: 'The price has to be fair for what it is.',
              keywords: PRICE_WORDS,
              resolvedBy: 'a price that allows for its condition, or something in return',
              resolveKeywords: ['in return', 'if you', 'come down', 'meet you', 'halfway', 'in between', 'knock', 'include', 'throw in', 'less'],
              resolvedLine: "That's fairer. I can work with that for {m}.",
            },
            {
              objection: "I'd want to know what state it's really in before I hand over any money.",
              keywords: ['condition', 'state', 'wrong', 'problem', 'damage', 'fault', 'wear', 'scratch', 'dent', 'broken'],
              resolvedBy: 'a straight account of its condition, or a chance to see it first',
              resolveKeywords: ['serviced', 'replaced', 'repaired', 'receipt', 'look at it', 'see it', 'try it', 'check it', 'have a look', 'come round', 'test'],
              resolvedLine: "Fair enough, that's good to know about {m}.",
            },
          ],
    goal: (context) => `Agree a price for ${thing(context)} you can both accept, and when it changes hands.`,
    agreement: () => 'a price we both accept, and when it changes hands',
    condition: 'answers the questions about it honestly, agrees a fair price and says when it changes hands',
    requires: () => [
      { label: 'a price we both accept', keywords: PRICE_WORDS },
      { label: 'when it changes hands', keywords: HANDOVER_WORDS },
    ],
  };
}
