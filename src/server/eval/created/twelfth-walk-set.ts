// The twelfth walk half of the created-scenario set: five scenarios in fields no other readable half uses (an energy
// supplier's catch-up bill, a boarding kennels' injured dog, a youth football team's cup final squad, a temp agency's
// missing overtime, a mortgage broker's lapsed offer), played by run-created and printed as its own column, "created
// walk 12". Three are created through Quick creation and two through Advanced. Its descriptions are written as
// different people write them: one terse ("Estimated readings 14 months, meter reader never came."), one as notes with a
// label on every line, typed with line breaks ("Dog: Murdo, 6, border collie"), one long and rambling, told like a
// voice note ("So this is about Kieran Walsh, Jamie's dad…"), one mixing the character's side with what the learner must
// do, and one with a worry, a want, money and dates. Two of its characters are not customers: a footballer's father
// and an agency temp. Five questions a case, put in other words ("How long were we guessing your usage?", "How did
// you cover the rent?"), none holding its answer.
// Written from the descriptions alone, before the engine was read, and committed before any were played; it is read freely.
import type { CreatedCase } from './created-case.ts';

export const CREATED_TWELFTH_WALK_CASES: readonly CreatedCase[] = [
  {
    id: 'gas-catch-up-bill',
    field: 'energy back-billing',
    creation: {
      mode: 'Quick',
      title: 'Catch-up gas bill after estimated readings',
      aiRole: 'Energy customer',
      myRole: 'Customer service adviser at an energy supplier',
      description:
        "Gareth Lloyd, retired postman, Swansea. Estimated readings 14 months, meter reader never came. Sent a real reading 3 Feb, now a catch-up bill of £1,380. DD was £62 a month. On a pension, can't pay in one go. Short with people, angry. Wants it spread out and the estimates explained.",
    },
    character: { name: 'Gareth Lloyd', job: 'Energy customer|customer|retired postman|postman|pensioner', pronoun: 'he' },
    labels: ['short with people'],
    goal: '',
    facts: [
      { line: 'How long were we guessing your usage?', expect: ['14 months|fourteen months'] },
      { line: 'What does the new bill come to?', expect: ['1380'] },
      { line: 'What were you paying each month before this?', expect: ['62'] },
      { line: 'When did you give us the proper reading?', expect: ['3 february|february 3|3 feb|3rd'] },
      { line: 'What did you do before you retired?', expect: ['postman|post'] },
    ],
    offTopic: 'Did you catch the rugby at the weekend?',
    negated: { line: "I'm not saying sorry for the bill itself, the gas was used.", denies: 'apology' },
    referBack: { line: 'Sorry, what did you say the bill came to?', fact: 1 },
    proposal: "I'll spread the £1,380 over 24 months at £57.50 on top of your direct debit with no interest, and book an engineer to fit a smart meter by 20 February.",
  },
  {
    id: 'kennel-dog-cut-paw',
    field: 'boarding kennels',
    creation: {
      mode: 'Quick',
      title: 'Owner whose dog came home from kennels limping',
      aiRole: 'Dog owner',
      myRole: 'Manager of a boarding kennels',
      description:
        'Name: Fiona Baird\nAge: 39\nJob: nurse at the Royal Infirmary, Edinburgh\nDog: Murdo, 6, border collie\nStay: 10 nights, 12-22 August, £285 paid\nWhat happened: picked him up limping on his back left leg, cut pad. Nobody said anything at collection.\nVet: Saltire Vets, £164 so far (stitches and antibiotics)\nMood: upset, talks fast, feels guilty for leaving him\nWants: to know how it happened and for us to pay the vet bill\nMy goal: find out what she saw, be honest about what our log shows and agree what we pay',
    },
    character: { name: 'Fiona Baird', job: 'Dog owner|owner|nurse|customer', pronoun: 'she' },
    labels: ['talks fast', 'feels guilty for leaving him'],
    goal: 'find out what she saw, be honest about what our log shows and agree what we pay',
    facts: [
      { line: 'What was wrong with him when you collected him?', expect: ['limp|limping|pad|cut'] },
      { line: 'How much has the vet cost you so far?', expect: ['164'] },
      { line: 'What breed is he?', expect: ['collie'] },
      { line: 'What did his stay cost you?', expect: ['285'] },
      { line: 'When did you drop him off with us?', expect: ['12 august|august 12|12th'] },
    ],
    offTopic: 'Are you working over the festival this year?',
    negated: { line: "I'm not offering to pay the vet bill until I've seen our log.", denies: 'offer' },
    referBack: { line: 'Sorry, what did you say the vet has charged?', fact: 1 },
    proposal: "I'll pay the £164 vet bill and any follow-up visits for his paw, refund the last two nights, and send you a copy of our daily log for Murdo by Friday.",
  },
  {
    id: 'under-12s-cup-final-bench',
    field: 'youth football selection',
    creation: {
      mode: 'Quick',
      title: 'Dad upset his son is on the bench for the cup final',
      aiRole: 'Parent',
      myRole: 'Volunteer coach of an under-12s football team',
      description:
        "So this is about Kieran Walsh, Jamie's dad, you'll probably know him from the touchline, he's the one with the big flask of tea at every match, he works nights as a taxi driver so he's usually still in his work fleece. Basically Jamie is a good little player, plays left back, but he's missed five of the last eight training sessions, and I told all the parents back in January that if you miss training you don't start on matchday, it's in the WhatsApp group and everything. So I named the squad for the cup final against Ashfield Rovers on Sunday the 18th and Jamie is on the bench. Kieran messaged me at like 11 at night saying it's unfair and that Jamie cried all evening, and that he's paid his £120 subs for the season same as everyone else. He also said the reason Jamie's missed training is because Kieran's shifts changed and his mum doesn't drive, which to be fair I didn't know. He's not a shouter but he gets defensive if he thinks his parenting is being questioned. I want to keep the rule but find a way to get Jamie to training, maybe a lift with another family, and keep Kieran on side because he's a good bloke really.",
    },
    character: { name: 'Kieran Walsh', job: 'Parent|dad|father|taxi driver|driver', pronoun: 'he' },
    labels: ['gets defensive', 'not a shouter'],
    goal: 'keep the rule but find a way to get Jamie to training, maybe a lift with another family, and keep Kieran on side',
    facts: [
      { line: 'What position does your lad play?', expect: ['left back'] },
      { line: 'How many sessions has he missed lately?', expect: ['five|5'] },
      { line: 'Who are we up against in the final?', expect: ['ashfield'] },
      { line: 'How much did you pay for the season?', expect: ['120'] },
      { line: "Why hasn't he been coming to training?", expect: ['shifts|shift|mum|mother|drive'] },
    ],
    offTopic: 'Did you see the state of the pitch after all that rain?',
    negated: { line: "I'm not having a go at you or at Jamie, honestly.", denies: 'pressure' },
    referBack: { line: 'Sorry, how many sessions did you say he has missed?', fact: 1 },
    proposal: "Jamie starts on the bench on Sunday and plays the second half, and from next week Sam's mum will give him a lift to Tuesday and Thursday training so he can start again.",
  },
  {
    id: 'temp-overtime-unpaid',
    field: 'temp agency pay',
    creation: {
      mode: 'Advanced',
      title: 'Agency temp whose overtime was left off her pay',
      persona: {
        name: 'Agnieszka Nowak',
        prompt: 'Agnieszka Nowak, 34, temp forklift driver in Northampton, hard-working, blunt, keeps her own record of her hours',
      },
      rubric: {
        name: 'Putting right a temp worker underpaid',
        description: "Assess how the agency consultant handles a temp worker who has been underpaid: checks her hours against the timesheet, owns the agency's mistake, explains when and how the money will be paid, and keeps her working with us. Pass mark 60.",
      },
      description:
        "Agnieszka has worked through us at the Brackmills distribution centre for eight months, on nights at £13.20 an hour. Her pay last Friday was £312 short because her Saturday overtime, 12 hours, was never signed off by the site supervisor, Darren Mills. I need to get her paid this week and stop her walking to another agency, she is one of the best drivers they have. She says this is the second time since March and she has had to borrow from her sister to pay her rent. She wants the money in her account by Wednesday, not next payday, and she wants to know who is fixing the timesheets. I can do a same-day payment if the client confirms the hours.",
    },
    character: { name: 'Agnieszka Nowak', job: 'Temp forklift driver|forklift driver|driver|temp|agency worker|worker', pronoun: 'she' },
    labels: ['hard-working', 'blunt'],
    goal: 'get her paid this week and stop her walking to another agency',
    facts: [
      { line: 'What rate are you on?', expect: ['13.20'] },
      { line: 'How much is missing from your pay?', expect: ['312'] },
      { line: 'Which shift went missing?', expect: ['saturday|overtime'] },
      { line: 'Who should have signed your hours off?', expect: ['darren|mills|supervisor'] },
      { line: 'How did you cover the rent?', expect: ['sister|borrow|borrowed'] },
    ],
    offTopic: 'Is it true the canteen is getting a new coffee machine?',
    negated: { line: "I'm not going to promise you a date until Darren signs it off.", denies: 'nextStep' },
    referBack: { line: 'Sorry, how much did you say you were short?', fact: 1 },
    proposal: "I'll pay the £312 by bank transfer today as an advance, get Darren to sign off the Saturday by noon tomorrow, and check your timesheet myself every Friday before payroll runs.",
  },
  {
    id: 'mortgage-offer-lapsed',
    field: 'mortgage broker',
    creation: {
      mode: 'Advanced',
      title: "First-time buyer whose mortgage offer ran out on the broker's delay",
      persona: {
        name: 'Grace Mensah',
        prompt: 'Grace Mensah, 31, dental hygienist in Leeds, first-time buyer, organised, anxious about money',
      },
      rubric: {
        name: 'Handling a first-time buyer after a missed deadline',
        description: "Assess how the broker handles a first-time buyer whose mortgage offer lapsed: acknowledges the firm's delay, explains her options clearly, is honest about the cost, and agrees a plan to keep her purchase on track. Pass mark 65.",
      },
      description:
        'Grace is buying a two-bed flat on Chapel Street in Headingley for £189,000 and we are her mortgage broker. Her mortgage offer at 4.1% expired on 30 April because we sent the lender her updated payslips nine days late. The new rate on offer is 5.3%, which adds about £118 a month to her repayments. Completion was set for 23 May and the seller has said he will pull out if it slips past 6 June. She paid us a £495 broker fee. She is worried she will lose the flat and that her £18,900 deposit will sit there while rents go up. She wants us to get the old rate back or cover the difference, and she wants one person to deal with, not a different voice every call.',
    },
    character: { name: 'Grace Mensah', job: 'Dental hygienist|hygienist|first-time buyer|buyer|customer', pronoun: 'she' },
    labels: ['anxious about money', 'organised'],
    goal: '',
    facts: [
      { line: 'What rate did you have before it ran out?', expect: ['4.1'] },
      { line: 'How much more a month would you be paying?', expect: ['118'] },
      { line: 'By when does the seller need it done?', expect: ['6 june|june 6|6th'] },
      { line: 'What did you pay us for arranging it?', expect: ['495'] },
      { line: "What's the flat going for?", expect: ['189000'] },
    ],
    offTopic: 'Is Headingley still full of students these days?',
    negated: { line: "I'm not going to read the whole lender's letter back to you.", denies: 'summary' },
    referBack: { line: "Sorry, what did you say the seller's cut-off was?", fact: 2 },
    proposal: "We'll refund the £495 fee, pay the £118 a month difference for the first two years, and I'll be your only contact until you complete, with the new application with the lender by Friday.",
  },
];
