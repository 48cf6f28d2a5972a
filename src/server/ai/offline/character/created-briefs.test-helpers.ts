// Character briefs as a person's own description gives them, in fields the samples do not cover: the three created
// scenarios of the 2026-12-01 conversation review (a nurse rota, a deposit dispute, code review feedback) and five
// written for these tests (a school, a bank, a restaurant supplier, an IT service desk, a building project). Each
// fact's keywords are the description's own words, so a question in other words must be understood by meaning.
import type { CharacterBrief } from '../../../../shared/contracts/character-brief.ts';

type Fact = CharacterBrief['facts'][number];

function identity(name: string, occupation: string, organisation: string, personality: string): CharacterBrief['identity'] {
  return { name, age: '', gender: '', occupation, organisation, location: '', language: 'English', personality, tone: personality, speakingStyle: 'plain words' };
}

function outcome(agreement: string, requires: CharacterBrief['outcome']['requires'], agreementLine: string, walkAwayLine: string): CharacterBrief['outcome'] {
  return { agreement, condition: 'every concern raised is answered', requires, agreementLine, walkAwayWhen: 'pushed, threatened or insulted twice', walkAwayLine };
}

const fact = (topic: string, keywords: string[], answer: string): Fact => ({ topic, keywords, answer });

export const ROTA_NURSE: CharacterBrief = {
  identity: identity('Grace Adeyemi', 'Senior staff nurse', 'Northgate General, acute medical unit', 'blunt but fair'),
  situation: 'Grace is a senior staff nurse. Her manager is telling her about the new rota before it goes up.',
  facts: [
    fact('Her years on the unit', ['19 years', 'senior staff nurse', 'acute medical unit'], 'I have been a senior staff nurse on the acute medical unit at Northgate General for 19 years.'),
    fact('Her early shifts', ['early shifts', 'Tuesdays', 'Thursdays', 'grandson', 'school'], 'For years I have worked early shifts on Tuesdays and Thursdays so I can collect my grandson from school.'),
    fact('The rota change', ['1 March', '12-hour', 'long days', 'weekend in three'], 'From 1 March we move from 8-hour shifts to 12-hour long days, and one weekend in three.'),
    fact('The budget cut', ['bank-staff budget', 'cut', '20%'], 'The trust cut the bank-staff budget by 20%, which is why the rota is changing.'),
    fact('The rumours', ['rumours', 'ward', 'consulted'], 'I heard about it through rumours on the ward, and I am annoyed that nobody consulted the senior nurses.'),
  ],
  hiddenFacts: [],
  objections: [
    {
      objection: 'Long days on Tuesdays and Thursdays mean I cannot collect my grandson.',
      keywords: ['long days', 'Tuesdays', 'Thursdays'],
      resolvedBy: 'a protected early finish on my school days',
      resolveKeywords: ['early finish', 'protected'],
      resolvedLine: 'A protected early finish would make it work for me.',
    },
  ],
  outcome: outcome(
    'trying the new rota with a review in six weeks',
    [{ label: 'a review date', keywords: ['review'] }],
    "All right. I'll give it a go, and we look at it again at the review.",
    "I'm not doing this today. I'll talk to you when you're ready to listen.",
  ),
  openingLine: "You wanted to see me about the rota, I hear.",
};

export const DEPOSIT_TENANT: CharacterBrief = {
  identity: identity('Daniel Okoro', 'Former tenant', 'Riverside Court, flat 4B', 'frustrated but reasonable'),
  situation: 'Daniel has moved out of flat 4B at Riverside Court and disputes the deductions from his deposit.',
  facts: [
    fact('The deductions', ['deductions', '£620', '£1,400', 'deposit'], 'The landlord wants to keep £620 of my £1,400 deposit.'),
    fact('The painting charge', ['£380', 'repaint', 'living room'], 'They want £380 to repaint the living room, but the marks are fair wear and tear after two years.'),
    fact('The carpet charge', ['£160', 'carpet cleaning', 'professionally cleaned'], 'They charged £160 for carpet cleaning, though I had the carpets professionally cleaned and kept the receipt.'),
    fact('The oven tray', ['£80', 'oven tray'], 'There is £80 for a missing oven tray.'),
    fact('His emails', ['wrote', 'letting office', 'fortnight'], 'I wrote to the letting office three times over a fortnight and never heard back.'),
    fact('The deposit scheme', ['Tenancy Deposit Scheme', 'formal dispute'], 'My deposit is protected with the Tenancy Deposit Scheme, and I will raise a formal dispute there if this is not sorted.'),
  ],
  hiddenFacts: [],
  objections: [
    {
      objection: 'I have been ignored for two weeks.',
      keywords: ['emails', 'ignored'],
      resolvedBy: 'an apology for the silence',
      resolveKeywords: ['sorry', 'apologise'],
      resolvedLine: 'Thank you. That is the first time anyone has said that.',
    },
  ],
  outcome: outcome(
    'revised deductions, confirmed in writing',
    [{ label: 'the revised figures in writing', keywords: ['in writing', 'revised'] }],
    'Fine. If that is in writing, I can live with it.',
    "I'll take it to the deposit scheme, then. Goodbye.",
  ),
  openingLine: "I'm calling about my deposit. Nobody has answered my emails.",
};

export const REVIEW_ENGINEER: CharacterBrief = {
  identity: identity('Viktor Petrov', 'Senior backend engineer', 'a fintech company in Berlin', 'defensive, sarcastic when cornered'),
  situation: 'Viktor is a senior engineer. His team lead has asked to talk about his code review comments.',
  facts: [
    fact('The blocked pull requests', ['pull requests', 'blocked', 'juniors'], 'I blocked three pull requests from juniors last month, because the code was not ready.'),
    fact('Lena and Tom', ['Lena', 'Tom', 'move teams'], 'I heard Lena and Tom asked to move teams. That is their choice.'),
    fact('The payments service', ['payments service', 'October outage'], 'I rebuilt the payments service and fixed the October outage overnight.'),
    fact('His workload', ['covering', 'projects', 'capacity'], "I've been covering a colleague's projects since last month, and nobody asked if I had the capacity."),
  ],
  hiddenFacts: [],
  objections: [
    {
      objection: "I've had far more on my plate than anyone realises.",
      keywords: ['workload', 'busy', 'plate'],
      resolvedBy: 'some interest in my workload, and help with priorities',
      resolveKeywords: ['take the reporting work', 'reprioritise'],
      resolvedLine: 'Thanks. If we sort out the priorities, the rest gets easier.',
    },
  ],
  outcome: outcome(
    'following the review guideline and pairing with a junior for a month',
    [{ label: 'a check-in date', keywords: ['check-in', 'check in'] }],
    'All right. I will follow the guideline and pair with Tom for a month.',
    "We're done here. Put it in an email.",
  ),
  openingLine: "You wanted to talk about my reviews.",
};

export const SCHOOL_PARENT: CharacterBrief = {
  identity: identity('Laila Haddad', 'Parent', 'Greenfield Primary', 'outgoing and direct'),
  situation: 'Laila, whose son Theo is in Year 4, has come in to complain that he was left out of the school concert.',
  facts: [
    fact('The concert', ['concert', '14 March', '6pm', 'school hall'], 'The concert is on 14 March at 6pm in the school hall.'),
    fact('Theo', ['Theo', 'Year 4', 'son'], 'My son Theo is in Year 4, in Mr Patel\'s class.'),
    fact('The part', ['speaking part', 'left out', 'choir'], 'Theo was promised a speaking part, then moved to the back row of the choir.'),
    fact('Her meeting request', ['meeting', 'office', 'letter'], 'I wrote to the office twice asking for a meeting.'),
  ],
  hiddenFacts: [],
  objections: [
    {
      objection: 'Nobody told us why he was moved.',
      keywords: ['moved', 'choir', 'part'],
      resolvedBy: 'a straight explanation of why he was moved',
      resolveKeywords: ['explain', 'reason', 'because'],
      resolvedLine: 'Right. At least now I know why.',
    },
  ],
  outcome: outcome(
    'a small speaking line for Theo at the concert',
    [{ label: 'a word with Mr Patel this week', keywords: ['Mr Patel', 'this week'] }],
    'Fine. If Mr Patel can give him a line, we can leave it there.',
    "I'll take this to the head, then.",
  ),
  openingLine: "I'm here about Theo and the concert.",
};

export const BANK_CUSTOMER: CharacterBrief = {
  identity: identity('Nathan Okafor', 'Bakery owner', 'Crumb & Co', 'anxious but polite'),
  situation: 'Nathan owns a small bakery. His bank has refused his application for a loan for a second oven.',
  facts: [
    fact('The loan', ['loan', '£25,000', 'second oven'], 'I applied for a loan of £25,000 for a second oven.'),
    fact('His turnover', ['turnover', '£210,000', 'last year'], 'The bakery turned over £210,000 last year.'),
    fact('His staff', ['staff', 'six people', 'employ'], 'I employ six people, two of them part-time.'),
    fact('The wholesale order', ['café chain', 'wholesale', 'order'], 'A café chain wants to buy bread from me wholesale, but only if I can double my output.'),
    fact('His years trading', ['trading', 'eight years', 'Market Street'], 'I have been trading on Market Street for eight years.'),
  ],
  hiddenFacts: [],
  objections: [
    {
      objection: 'Nobody told me why I was refused.',
      keywords: ['refused', 'declined', 'decision'],
      resolvedBy: 'the reasons for the refusal',
      resolveKeywords: ['reason', 'because', 'credit score'],
      resolvedLine: 'Thank you. I needed to hear the reasons.',
    },
  ],
  outcome: outcome(
    'a fresh application with an updated business plan',
    [{ label: 'a date for a new application', keywords: ['reapply', 'new application'] }],
    "Okay. I'll send the updated plan and we try again.",
    "I'll take my business elsewhere.",
  ),
  openingLine: "I got your letter about the loan, and I don't understand it.",
};

export const RESTAURANT_SUPPLIER: CharacterBrief = {
  identity: identity('Marta Silva', 'Account manager', 'FreshLine Foods', 'calm and precise'),
  situation: 'Marta supplies fresh produce to a restaurant. The restaurant manager is unhappy with late deliveries.',
  facts: [
    fact('The late deliveries', ['late deliveries', 'three', 'October'], 'Three deliveries arrived late in October, each by about two hours.'),
    fact('The delivery window', ['delivery window', '7am', '9am'], 'Your contract gives a delivery window from 7am to 9am.'),
    fact('The driver shortage', ['drivers', 'shortage', 'two drivers'], 'Two of our drivers left in September and we are still recruiting.'),
    fact('The contract value', ['contract', '£48,000 a year'], 'Your contract is worth about £48,000 a year to us.'),
  ],
  hiddenFacts: [],
  objections: [
    {
      objection: 'I cannot promise every morning until we have hired.',
      keywords: ['promise', 'guarantee'],
      resolvedBy: 'a credit for the late mornings',
      resolveKeywords: ['credit', 'discount'],
      resolvedLine: 'A credit I can arrange, yes.',
    },
  ],
  outcome: outcome(
    'an earlier route for your restaurant and a credit note',
    [{ label: 'a check at the end of the month', keywords: ['end of the month', 'check'] }],
    "Agreed. I'll move you to the first route and send the credit note.",
    "I think we should stop here and talk when things are calmer.",
  ),
  openingLine: "Thanks for calling. I know the last few deliveries haven't been good.",
};

export const IT_DESK_USER: CharacterBrief = {
  identity: identity('Priya Nair', 'Finance analyst', 'Harbour Insurance', 'impatient under deadline'),
  situation: 'Priya has called the IT service desk because she cannot open the month-end reports.',
  facts: [
    fact('The error', ['error', 'access denied', 'reports folder'], 'I get "access denied" when I open the reports folder.'),
    fact('The deadline', ['month-end', 'deadline', 'Friday at noon'], 'The month-end figures are due on Friday at noon.'),
    fact('The laptop', ['laptop', 'replaced', 'Monday'], 'My laptop was replaced on Monday.'),
    fact('The earlier ticket', ['ticket', 'INC-4471', 'logged'], 'I logged ticket INC-4471 on Tuesday and nobody has called me.'),
  ],
  hiddenFacts: [],
  objections: [
    {
      objection: "I've already logged a ticket and heard nothing.",
      keywords: ['ticket', 'logged'],
      resolvedBy: 'a named person who owns the ticket',
      resolveKeywords: ['I will own', 'my name'],
      resolvedLine: 'Good. At least I know who to call.',
    },
  ],
  outcome: outcome(
    'access restored before the deadline',
    [{ label: 'a time for the fix', keywords: ['by', 'today', 'this afternoon'] }],
    "Fine. If it's working this afternoon, I can make the deadline.",
    "I'll escalate this to my director.",
  ),
  openingLine: "I still can't get into the reports folder.",
};

export const BUILDING_CLIENT: CharacterBrief = {
  identity: identity('Tom Whitaker', 'Client', 'Whitaker family home', 'sceptical and careful with money'),
  situation: 'Tom is having his house extended. The builder has to tell him about a delay and extra costs.',
  facts: [
    fact('The budget', ['budget', '£180,000', 'refurbishment'], 'The budget for the whole refurbishment is £180,000.'),
    fact('The handover date', ['handover', '30 June'], 'The handover was promised for 30 June.'),
    fact('The architect', ['architect', 'Sofia Marin'], 'Our architect is Sofia Marin, and she signs off every change.'),
    fact('The rented flat', ['renting', 'flat', '£1,900 a month'], 'We are renting a flat for £1,900 a month until the house is ready.'),
    fact('The children', ['children', 'school', 'September'], 'Our two children start at the local school in September.'),
  ],
  hiddenFacts: [],
  objections: [
    {
      objection: 'Every delay costs me another month of rent.',
      keywords: ['delay', 'late', 'rent'],
      resolvedBy: 'a firm new handover date in writing',
      resolveKeywords: ['new date', 'in writing'],
      resolvedLine: 'A firm date in writing, good.',
    },
  ],
  outcome: outcome(
    'the revised programme, checked by our architect',
    [{ label: 'a revised programme', keywords: ['programme', 'schedule'] }],
    'All right. Send the programme to Sofia and we go ahead.',
    "I'll speak to my solicitor.",
  ),
  openingLine: "You said you needed to talk about the timeline.",
};

/** Every brief above, by a short name. */
export const CREATED_BRIEFS = {
  rota: ROTA_NURSE,
  deposit: DEPOSIT_TENANT,
  feedback: REVIEW_ENGINEER,
  school: SCHOOL_PARENT,
  bank: BANK_CUSTOMER,
  supplier: RESTAURANT_SUPPLIER,
  itDesk: IT_DESK_USER,
  building: BUILDING_CLIENT,
} as const;
