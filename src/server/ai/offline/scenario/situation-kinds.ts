// What kind of conversation a scenario is (chasing a debt, a sales pitch, a complaint…), read from its words, and
// what that kind brings when the person did not say it: the categories, who opens, the character's own concerns,
// what they keep back and what they agree to. Rules as data: add a kind or a line here, not in the engine;
// read-situation-kind.ts picks the kind.
import type { BriefHiddenFact, BriefObjection, BriefRequirement } from '../../../../shared/contracts/character-brief.ts';
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
}

export type KindId = 'debt' | 'pitch' | 'complaint' | 'request' | 'feedback' | 'pay' | 'scope' | 'negotiation' | 'general';

export interface SituationKind {
  id: KindId;
  /** Lower-case word starts that point to this kind. */
  keywords: string[];
  /** Relationship words in the AI role that point to it ("customer" → complaint). */
  roles: string[];
  categories: string[];
  /** Who speaks first with a purpose: the learner (they visit, call, chase) or the character (they come with a request). */
  initiative: 'learner' | 'character';
  /** What the conversation is about, as the character names it. */
  topic: (context: KindContext) => string;
  objections: (context: KindContext) => BriefObjection[];
  hiddenFacts: (context: KindContext) => BriefHiddenFact[];
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
    keywords: ['owe', 'overdue', 'invoice', 'unpaid', 'outstanding balance', 'arrears', 'debt', 'late payment', 'payment date', 'collect', 'chasing'],
    roles: ['debtor'],
    categories: ['Finance', 'Customer Service'],
    initiative: 'learner',
    topic: (context) => (context.reference ? `invoice ${context.reference}` : 'the overdue invoice'),
    objections: (context) => [
      {
        objection: `Cash is tight this month; I can't move ${context.amount ?? 'the full amount'} in one go.`,
        keywords: ['full amount', 'pay today', 'pay now', 'whole amount', 'in full', ...numberOf(context.amount)],
        resolvedBy: 'a part-payment now or a short payment plan',
        resolveKeywords: ['part-payment', 'part payment', 'partial', 'instalment', 'installment', 'payment plan', 'split'],
        resolvedLine: 'A part-payment I could probably get approved this week.',
      },
      {
        objection: `Before anything is paid I need to check the lines on ${context.reference ? `invoice ${context.reference}` : 'the invoice'}; one of them doesn't match what we ordered.`,
        keywords: ['invoice', 'lines', 'dispute', 'wrong', 'check'],
        resolvedBy: 'a look at the disputed line, and a credit note if it is wrong',
        resolveKeywords: ['credit note', 'go through', 'breakdown', 'check the line', 'look at the line', 'which line'],
        resolvedLine: "Fine. If that line is corrected, the rest of the invoice isn't in question.",
      },
    ],
    hiddenFacts: () => [
      {
        topic: 'Cash flow',
        keywords: ['cash', 'cash flow', 'situation', 'difficult', 'going on', 'trouble', 'problem'],
        answer: "Between us, one of our own large customers has paid late, so cash is tight until the end of the quarter.",
        unlock: 'empathy',
      },
      {
        topic: 'Who approves payments',
        keywords: ['approve', 'approval', 'sign off', 'authority', 'who decides', 'process'],
        answer: 'I can sign off a part-payment myself; the full amount needs a second signature from our CEO.',
        unlock: 'open_question',
      },
    ],
    goal: (context) => `Agree a date for paying ${context.reference ? `invoice ${context.reference}` : 'the overdue invoice'}.`,
    agreement: (context) => `a firm payment date for ${context.amount ?? 'the invoice'}, or a part-payment now`,
    condition: 'the hold-up is dealt with, a concrete date or part-payment is proposed, and it is put in writing',
    requires: (context) => [
      { label: 'a concrete payment date', keywords: DATE_WORDS },
      { label: 'the amount or a part-payment', keywords: ['part-payment', 'part payment', 'partial', 'instalment', 'amount', 'in full', ...numberOf(context.amount)] },
    ],
  },
  {
    id: 'pitch',
    keywords: ['pitch', 'demo', 'introduc', 'sell', 'product specialist', 'sales', 'prospect', 'buyer', 'procure', 'purchas', 'vendor', 'price', 'pricing', 'discount', 'signing', 'new app', 'new software', 'new system', 'new tool', 'proposal', 'quote'],
    roles: ['prospect', 'buyer'],
    categories: ['Sales'],
    initiative: 'learner',
    topic: (context) => productOr(context, 'your offer'),
    objections: (context) => [
      {
        objection: `Our budget is tight this year. Why would we pay for ${productOr(context, 'this')} when what we have works well enough?`,
        keywords: ['price', 'cost', 'budget', 'pay', 'expensive', 'licence', 'license'],
        resolvedBy: 'proof of what it saves or earns us',
        resolveKeywords: ['save', 'saving', 'hours', 'return', 'pays for itself', 'cheaper', 'value'],
        resolvedLine: 'If it really saves that much time, the cost is easier to justify.',
      },
      {
        objection: "And if it doesn't work for us, my team pays the price. I can't afford a bad switch.",
        keywords: ['switch', 'change', 'roll out', 'rollout', 'implement', 'start'],
        resolvedBy: 'a small pilot, references or support that lower the risk',
        resolveKeywords: ['pilot', 'trial', 'reference', 'other customers', 'support', 'training', 'try it'],
        resolvedLine: "A small pilot I could live with. That doesn't put my whole team at risk.",
      },
    ],
    hiddenFacts: () => [
      {
        topic: 'How it works today',
        keywords: ['currently', 'today', 'at the moment', 'right now', 'how do you', 'process', 'now'],
        answer: 'Honestly, the way we do it now costs me hours every week, and mistakes still slip through.',
        unlock: 'open_question',
      },
      {
        topic: 'A past failure',
        keywords: ['tried', 'before', 'past', 'experience', 'last time', 'previous'],
        answer: 'We tried a new system a few years ago and it was dropped within months. I was the one who had to clean up.',
        unlock: 'empathy',
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
    keywords: ['complain', 'refund', 'broken', 'faulty', 'damaged', 'arrived late', 'delivery', 'compensation', 'replacement', 'declined', 'cancel', 'double-booked', 'not fixed', 'third time', 'return'],
    roles: ['customer', 'client', 'caller', 'shopper', 'guest', 'tenant', 'patient', 'parent', 'user'],
    categories: ['Customer Service'],
    initiative: 'character',
    topic: () => 'my problem',
    objections: () => [
      {
        objection: "I've already explained this more than once, and nothing has happened.",
        keywords: ['explain', 'again', 'details', 'what happened', 'tell me'],
        resolvedBy: 'an apology, and someone who owns this instead of asking me to start again',
        resolveKeywords: ['sorry', 'apologise', 'apologize', 'apologies', 'I will personally', 'I understand'],
        resolvedLine: 'Thank you. That is the first time anyone has actually said that.',
      },
      {
        objection: 'I want this fixed properly, not another promise.',
        keywords: ['fix', 'promise', 'try', 'look into'],
        resolvedBy: 'a concrete fix with a date, confirmed in writing',
        resolveKeywords: ['refund', 'replace', 'replacement', 'by tomorrow', 'today', 'within', 'confirm in writing', 'email you'],
        resolvedLine: 'Right. If I have that in writing, I can stop chasing it.',
      },
    ],
    hiddenFacts: () => [
      {
        topic: 'Why it matters so much',
        keywords: ['why', 'matter', 'affect', 'impact', 'difficult', 'must be'],
        answer: "It isn't just the money. I had to take time off work to deal with this, and I can't keep doing that.",
        unlock: 'empathy',
      },
      {
        topic: 'What they were told before',
        keywords: ['before', 'last time', 'previous', 'told', 'promised', 'called'],
        answer: 'The last person I spoke to promised a call back within a day. Nobody called.',
        unlock: 'open_question',
      },
    ],
    goal: () => 'Calm the situation, own the problem and agree a concrete fix.',
    agreement: () => 'the fix offered, with a date',
    condition: 'apologises, owns the problem and offers a concrete fix with a date',
    requires: () => [
      { label: 'an apology', keywords: ['sorry', 'apologise', 'apologize', 'apologies'] },
      { label: 'a concrete fix with a date', keywords: ['refund', 'replace', 'replacement', 'today', 'tomorrow', 'within', 'by friday', 'by monday'] },
    ],
  },
  {
    id: 'request',
    keywords: ['loan', 'mortgage', 'overdraft', 'credit limit', 'extension', 'exception', 'flexible'],
    roles: [],
    categories: ['Customer Service', 'Finance'],
    initiative: 'character',
    topic: () => 'my request',
    objections: () => [
      {
        objection: "I've been dealing with you for years; that should count for something.",
        keywords: ['policy', 'rules', 'criteria', 'requirements', 'cannot', "can't"],
        resolvedBy: 'some recognition of how long we have worked together, and the criteria in plain words',
        resolveKeywords: ['years', 'appreciate', 'value', 'loyal', 'the criteria', 'because'],
        resolvedLine: 'All right. At least I understand what you need from me.',
      },
      {
        objection: "I need an answer soon. I can't wait weeks for a decision.",
        keywords: ['wait', 'weeks', 'process', 'decision', 'review'],
        resolvedBy: 'a clear timeline for the decision',
        resolveKeywords: ['by friday', 'this week', 'within', 'days', 'timeline', 'decision by'],
        resolvedLine: 'If I know when, I can plan around it.',
      },
    ],
    hiddenFacts: () => [
      {
        topic: 'What is really at stake',
        keywords: ['why', 'matter', 'at stake', 'happens if', 'worried'],
        answer: 'If this falls through, I lose the season’s work, and I have nobody else to ask.',
        unlock: 'empathy',
      },
    ],
    goal: () => 'Understand the request, explain the criteria honestly and agree what happens next.',
    agreement: () => 'the next step offered, with a date for the decision',
    condition: 'explains the criteria plainly and gives a date for the decision',
    requires: () => [{ label: 'a date for the decision', keywords: ['by friday', 'this week', 'within', 'days', 'decision by', 'next week'] }],
  },
  {
    id: 'feedback',
    keywords: ['team member', 'direct report', 'one-to-one', 'one-on-one', 'feedback', 'performance', 'missed', 'disengag', 'underperform', 'often late', 'coaching', 'morale'],
    roles: ['team member', 'direct report', 'colleague'],
    categories: ['Leadership'],
    initiative: 'learner',
    topic: () => 'how things are going',
    objections: () => [
      {
        objection: "I've had far more on my plate than anyone realises.",
        keywords: ['deadline', 'late', 'missed', 'work', 'performance'],
        resolvedBy: 'some interest in my workload, and help with priorities',
        resolveKeywords: ['workload', 'priorit', 'help', 'support', 'what would help', 'take off'],
        resolvedLine: "Thanks. If we can sort out the priorities, I can hit the dates.",
      },
      {
        objection: 'It feels like only the misses get noticed, not the work behind them.',
        keywords: ['feedback', 'noticed', 'criticism', 'problem', 'issue'],
        resolvedBy: 'specific recognition of my past work',
        resolveKeywords: ['appreciate', 'value', 'good work', 'recognise', 'recognize', 'thank'],
        resolvedLine: "That's fair. It helps to hear that.",
      },
    ],
    hiddenFacts: () => [
      {
        topic: 'What is going on',
        keywords: ['going on', 'everything ok', 'all right', 'how are you', 'lately', 'home'],
        answer: "Things at home have been hard lately, and I haven't said so at work.",
        unlock: 'empathy',
      },
      {
        topic: 'Extra work',
        keywords: ['workload', 'projects', 'covering', 'extra', 'how much'],
        answer: "I've been covering a colleague's projects since last month. Nobody asked if I had the time.",
        unlock: 'open_question',
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
    keywords: ['raise', 'pay rise', 'salary', 'promotion', 'overtime', 'bonus', 'parental leave', 'disciplinary', 'grievance', 'union', 'contract renewal', 'shifts'],
    roles: ['employee'],
    categories: ['HR'],
    initiative: 'character',
    topic: () => 'my pay and where this job is going',
    objections: () => [
      {
        objection: "I've taken on a lot more this year without any change in pay.",
        keywords: ['pay', 'salary', 'raise', 'budget', 'money'],
        resolvedBy: 'recognition of the extra work, and how pay is decided',
        resolveKeywords: ['recognise', 'recognize', 'appreciate', 'criteria', 'salary band', 'review', 'evidence'],
        resolvedLine: 'OK. If I know how it is decided, I can make my case properly.',
      },
      {
        objection: "I need to know this is going somewhere, not just 'maybe next year'.",
        keywords: ['next year', 'later', 'future', 'wait', 'maybe'],
        resolvedBy: 'a clear plan with a date',
        resolveKeywords: ['date', 'by', 'timeline', 'plan', 'next review', 'in writing'],
        resolvedLine: 'A date in writing is something I can work with.',
      },
    ],
    hiddenFacts: () => [
      {
        topic: 'Another offer',
        keywords: ['leave', 'options', 'elsewhere', 'other offer', 'thinking'],
        answer: "I've been approached by another company. I'd rather stay, but I have to think about it.",
        unlock: 'empathy',
      },
    ],
    goal: () => 'Hear the request fully, explain how the decision is made and agree a fair next step.',
    agreement: () => 'a clear plan for the request, with a review date',
    condition: 'recognises the contribution, explains the decision transparently and agrees a date',
    requires: () => [
      { label: 'recognition of my contribution', keywords: ['appreciate', 'recognise', 'recognize', 'value', 'thank'] },
      { label: 'a date or plan', keywords: ['date', 'review', 'plan', 'by', 'next month', 'in writing'] },
    ],
  },
  {
    id: 'scope',
    keywords: ['requirement', 'scope', 'launch', 'project', 'milestone', 'sprint', 'stakeholder', 'roadmap', 'change request', 'deliverable', 'moved forward', 'deadline'],
    roles: ['stakeholder', 'sponsor'],
    categories: ['Project Management'],
    initiative: 'character',
    topic: () => 'the project',
    objections: () => [
      {
        objection: "Leadership expects this. I can't go back and tell them no.",
        keywords: ['no', 'cannot', "can't", 'not possible', 'scope'],
        resolvedBy: 'options and trade-offs instead of a flat no',
        resolveKeywords: ['option', 'trade-off', 'priorit', 'phase', 'instead', 'either'],
        resolvedLine: 'Options I can take back. That is better than a no.',
      },
      {
        objection: "I don't see why this should move the date.",
        keywords: ['date', 'delay', 'timeline', 'later', 'time'],
        resolvedBy: 'the impact in numbers',
        resolveKeywords: ['impact', 'estimate', 'weeks', 'days', 'because', 'risk'],
        resolvedLine: 'All right, that impact is clearer now.',
      },
    ],
    hiddenFacts: () => [
      {
        topic: 'Where the pressure comes from',
        keywords: ['why', 'pressure', 'who', 'promised', 'behind'],
        answer: 'My director promised this to a client before anyone asked the team.',
        unlock: 'empathy',
      },
      {
        topic: 'What is really needed',
        keywords: ['need', 'must have', 'essential', 'priority', 'most important'],
        answer: 'Honestly, only one of the new items is needed for launch; the rest could wait.',
        unlock: 'open_question',
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
    keywords: ['negotiat', 'bargain', 'terms', 'renewal', 'fees', 'counter-offer', 'haggl'],
    roles: ['supplier', 'vendor'],
    categories: ['Negotiation', 'Sales'],
    initiative: 'learner',
    topic: () => 'the terms',
    objections: () => [
      {
        objection: "Our costs have gone up too. I can't accept a number that ignores that.",
        keywords: ['price', 'fee', 'number', 'rate', 'cost'],
        resolvedBy: 'something in return for any concession',
        resolveKeywords: ['in return', 'if you', 'in exchange', 'trade', 'offer'],
        resolvedLine: 'That is a trade I can consider.',
      },
      {
        objection: 'I need something I can take back to my people.',
        keywords: ['agree', 'deal', 'accept', 'final'],
        resolvedBy: 'terms I can explain, written down',
        resolveKeywords: ['in writing', 'terms', 'phase', 'step', 'summary'],
        resolvedLine: 'Good. That I can explain to them.',
      },
    ],
    hiddenFacts: () => [
      {
        topic: 'Their limit',
        keywords: ['limit', 'flexible', 'room', 'how far', 'bottom line'],
        answer: 'I have a little room on the timing, less on the number.',
        unlock: 'open_question',
      },
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

export const GENERAL_KIND: SituationKind = {
  id: 'general',
  keywords: [],
  roles: [],
  categories: [],
  initiative: 'learner',
  topic: () => 'this',
  objections: () => [
    {
      objection: "I'm not sure why this needs a conversation rather than an email.",
      keywords: ['talk', 'meeting', 'conversation', 'why'],
      resolvedBy: 'a reason why it matters to me',
      resolveKeywords: ['because', 'important', 'affects', 'matters', 'wanted to'],
      resolvedLine: 'All right, I see why you wanted to talk.',
    },
    {
      objection: 'I need to know what this means for me in practice.',
      keywords: ['change', 'new', 'plan', 'means'],
      resolvedBy: 'a concrete example of what changes for me',
      resolveKeywords: ['for example', 'for you', 'in practice', 'specifically', 'means'],
      resolvedLine: 'That makes it clearer, thank you.',
    },
  ],
  hiddenFacts: () => [
    {
      topic: 'What worries them',
      keywords: ['worry', 'concern', 'going on', 'feel', 'matter'],
      answer: 'To be honest, I have had a lot of change to deal with lately, and this is one more thing.',
      unlock: 'empathy',
    },
  ],
  goal: () => 'Understand their view and agree a clear next step.',
  agreement: () => 'a clear next step',
  condition: 'listens, answers the concerns and proposes a concrete next step',
  requires: () => [{ label: 'a concrete next step', keywords: NEXT_STEP_WORDS }],
};
