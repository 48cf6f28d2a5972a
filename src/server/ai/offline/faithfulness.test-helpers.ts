// The generation regression suite's cases: persona prompts and rubric descriptions from the five sample categories
// and outside them, each with the facts that must survive (a string or pattern per field) and the contradictions
// that must not appear (faithfulness-case.ts says what a case holds). faithfulness.test.ts runs them against the offline
// engines. Add a case for every prompt a person reports as ignored; make it pass by improving the engine, never by
// loosening the case.
import { quickScenario, type PersonaCase, type RubricCase, type ScenarioCase } from './faithfulness-case.ts';

const HE = /\b(?:he|him|his|himself)\b/i;
const SHE = /\b(?:she|her|hers|herself)\b/i;
const SALES = /\b(?:prospect|discovery call|closing|close the deal|quota|pitch|upsell|buying signal)\b/i;

export const PERSONA_CASES: PersonaCase[] = [
  // Sales
  {
    category: 'Sales',
    name: 'Sarah',
    prompt: 'Sarah, a 42-year-old procurement manager at a hospital who is sceptical of new vendors',
    expect: { name: ['Sarah'], age: ['42'], gender: ['Female'], occupation: ['Procurement Manager'], background: ['at a hospital', 'sceptical of new vendors'] },
    absent: { all: [HE] },
  },
  {
    category: 'Sales',
    name: 'Hospital buyer',
    prompt: 'A 45-year-old purchasing manager at a hospital who thinks our price is too high.',
    expect: { age: ['45'], occupation: ['Purchasing Manager'], background: [/price is too high/] },
    absent: { occupation: [/IT|Engineer|Nurse/] },
  },
  {
    category: 'Sales',
    name: 'Farmer',
    prompt: 'A 50-year-old farmer from Iowa who distrusts salespeople and hates being rushed.',
    expect: { age: ['50'], occupation: ['Farmer'], hometown: ['Iowa'], scenarioSnippet: [/rush/i], challengesAndGrowthAreas: [/pressure|rush/i], motivationsAndGoals: [/time to think/] },
    absent: { occupation: [/Account Executive|Sales/], all: [/\bhotel\b/i] },
  },
  {
    category: 'Sales',
    name: 'Beatriz',
    prompt: 'A Brazilian client, Beatriz, who runs a chain of gyms in São Paulo and wants a discount for a three-year contract.',
    expect: { name: ['Beatriz'], gender: ['Female'], nationality: ['Brazilian'], hometown: ['São Paulo'], motivationsAndGoals: [/discount for a three-year contract/] },
    absent: { all: [HE] },
  },
  {
    category: 'Sales',
    name: 'Law firm partner',
    prompt: 'A senior partner at a law firm who is impatient and wants a one-page summary, not a presentation.',
    expect: { background: [/law firm/], motivationsAndGoals: [/one-page summary/], challengesAndGrowthAreas: [/Interrupts|short/] },
    absent: { challengesAndGrowthAreas: [/agrees easily/i] },
  },
  {
    category: 'Sales',
    name: 'Katrin',
    prompt: 'A German engineer named Katrin, precise and analytical, who wants to see the test data before signing off.',
    expect: { name: ['Katrin'], gender: ['Female'], nationality: ['German'], occupation: ['Engineer'], motivationsAndGoals: [/test data/] },
    absent: { all: [HE] },
  },
  {
    category: 'Sales',
    name: 'IT director',
    prompt: 'A sceptical IT director at a university who has been burned by a failed CRM rollout.',
    expect: { occupation: ['IT Director'], background: [/university/, /failed CRM rollout/], challengesAndGrowthAreas: [/Slow to trust/] },
  },
  // Customer Service
  {
    category: 'Customer Service',
    name: 'Upset customer',
    prompt: 'upset customer',
    expect: { relevanceToScenario: [/Customer Service/], background: [/frustrated customer/] },
  },
  {
    category: 'Customer Service',
    name: 'Broken washing machine',
    prompt: 'An upset customer whose washing machine arrived broken and who wants a full refund.',
    expect: { background: [/washing machine arrived broken/], motivationsAndGoals: [/full refund/], scenarioSnippet: [/full refund|washing machine/] },
  },
  {
    category: 'Customer Service',
    name: 'Baker',
    prompt: 'A 62-year-old woman who runs a small bakery in Leeds and is upset that her card terminal keeps failing.',
    expect: { age: ['62'], gender: ['Female'], occupation: [/Bakery/], hometown: ['Leeds'], background: [/card terminal keeps failing/] },
    absent: { all: [HE] },
  },
  {
    category: 'Customer Service',
    name: 'Mrs Okafor',
    prompt: 'Mrs Okafor, a 70-year-old retired teacher whose pension payment is late and who is calling the bank for the third time.',
    expect: { name: ['Okafor'], age: ['70'], gender: ['Female'], occupation: ['Retired Teacher'], background: [/pension payment is late/], relevanceToScenario: [/Customer Service/] },
    absent: { all: [HE, /marking and supporting students, so|spends most days teaching/], scenarioSnippet: [/salary|pay and future/] },
  },
  {
    category: 'Customer Service',
    name: 'Hotel guest',
    prompt: 'A hotel guest whose room was double-booked and who has a wedding to attend tomorrow.',
    expect: { background: [/double-booked/, /wedding/], relevanceToScenario: [/Customer Service/] },
  },
  {
    category: 'Customer Service',
    name: 'Tenant',
    prompt: 'A 40-year-old man, a tenant whose landlord has not fixed the heating for six weeks.',
    expect: { age: ['40'], gender: ['Male'], background: [/heating/] },
    absent: { all: [SHE] },
  },
  {
    category: 'Customer Service',
    name: 'Parent',
    prompt: 'A parent angry that their son was left out of the school football team.',
    expect: { background: [/parent/] },
  },
  // Leadership
  {
    category: 'Leadership',
    name: 'Mark',
    prompt: 'A disengaged team member, Mark, 34, who used to be the top performer but has missed three deadlines this quarter.',
    expect: { name: ['Mark'], age: ['34'], gender: ['Male'], background: [/missed three deadlines/], relevanceToScenario: [/Leadership/] },
    absent: { all: [SHE] },
  },
  {
    category: 'Leadership',
    name: 'Greg',
    prompt: "Greg, a 55-year-old operations manager at a logistics firm who can't stand jargon and wants plain answers.",
    expect: {
      name: ['Greg'],
      age: ['55'],
      occupation: ['Operations Manager'],
      background: [/logistics firm/, /jargon/],
      scenarioSnippet: [/plain words/],
      challengesAndGrowthAreas: [/jargon/],
      motivationsAndGoals: [/plain words|plain answers/],
    },
  },
  {
    category: 'Leadership',
    name: 'Oliver',
    prompt: "Oliver, a 26-year-old graduate sales rep who is eager but talks too much and doesn't listen.",
    expect: { name: ['Oliver'], age: ['26'], gender: ['Male'], occupation: [/Sales Rep/], background: [/talks too much/] },
  },
  {
    category: 'Leadership',
    name: 'Volunteer coordinator',
    prompt: 'A volunteer coordinator at a food bank who is burned out and thinking of quitting.',
    expect: { occupation: ['Volunteer Coordinator'], background: [/food bank|burned out/], challengesAndGrowthAreas: [/short, non-committal|quieter|agreeing/] },
  },
  {
    category: 'Leadership',
    name: 'Kenji Sato',
    prompt: 'Kenji Sato, a 47-year-old Japanese plant manager at a car parts factory who values punctuality and dislikes surprises.',
    expect: { name: ['Kenji Sato'], age: ['47'], nationality: ['Japanese'], occupation: ['Plant Manager'], scenarioSnippet: [/surprises/i], challengesAndGrowthAreas: [/surprise/] },
  },
  // HR
  {
    category: 'HR',
    name: 'Raise request',
    prompt: 'An employee asking for a raise after two years without one; she is ambitious and well prepared.',
    expect: { gender: ['Female'], relevanceToScenario: [/HR/], motivationsAndGoals: [/career|raise/] },
    absent: { all: [HE] },
  },
  {
    category: 'HR',
    name: 'Union rep',
    prompt: 'A calm but unyielding union representative negotiating overtime pay for warehouse staff.',
    expect: { occupation: ['Union Representative'], background: [/overtime pay for warehouse staff/] },
    absent: { occupation: [/\bBut\b/], all: [/agrees easily|avoids raising concerns/i], skillsAndAbilities: [/Prospecting|closing deals/i] },
  },
  {
    category: 'HR',
    name: 'Hannah',
    prompt: 'Hannah, a junior HR coordinator who is nervous about running her first disciplinary meeting.',
    expect: { name: ['Hannah'], gender: ['Female'], occupation: ['HR Coordinator'], background: [/disciplinary meeting/] },
    absent: { all: [HE] },
  },
  {
    category: 'HR',
    name: 'Nurse manager',
    prompt: 'A nurse manager who is short-staffed and needs two more nurses for the night shift.',
    expect: { occupation: ['Nurse Manager'], motivationsAndGoals: [/two more nurses/] },
  },
  // Project Management
  {
    category: 'Project Management',
    name: 'Sponsor',
    prompt: 'A demanding project sponsor, the CFO of Northwind Logistics, who wants the launch moved forward by a month.',
    expect: { relevanceToScenario: [/Project Management/], motivationsAndGoals: [/launch moved forward by a month/] },
  },
  {
    category: 'Project Management',
    name: 'Marketing stakeholder',
    prompt: 'A stakeholder from marketing who keeps adding new requirements to the app project two weeks before launch.',
    expect: { background: [/new requirements/], relevanceToScenario: [/Project Management/] },
  },
  {
    category: 'Project Management',
    name: 'Alex',
    prompt: 'A 33-year-old non-binary product manager at a fintech startup who wants clear priorities.',
    expect: { age: ['33'], gender: ['Non-binary'], occupation: ['Product Manager'], motivationsAndGoals: [/clear priorities/] },
    absent: { all: [/\b(?:she|he)\b/i] },
  },
  // Outside the five categories
  {
    category: 'Other',
    name: 'Tom',
    prompt: 'A retired fisherman named Tom, 67, who opposes the new harbour project because it will close the slipway he has used for forty years. Calm but unyielding.',
    expect: {
      name: ['Tom'],
      age: ['67'],
      gender: ['Male'],
      occupation: [/Fisherman/],
      background: [/harbour project/],
      scenarioSnippet: [/against the new harbour project/],
      challengesAndGrowthAreas: [/opposes the new harbour project/],
    },
    absent: { occupation: [/IT|Manager|Engineer/], all: [/\bbank\b|software|agrees easily|weekly project check-in/i, SHE] },
  },
  {
    category: 'Other',
    name: 'Dana',
    prompt: 'Dana, a 38-year-old nurse on a busy cardiology ward who is anxious about the new rota system.',
    expect: { name: ['Dana'], age: ['38'], gender: ['Female'], occupation: ['Nurse'], background: [/rota system/], challengesAndGrowthAreas: [/reassurance/] },
    absent: { all: [HE] },
  },
  {
    category: 'Other',
    name: 'Teacher',
    prompt: 'A secondary school teacher in her fifties who is resistant to the new grading software.',
    expect: { gender: ['Female'], occupation: ['Secondary School Teacher'], age: [/^5\d$/], background: [/grading software/], challengesAndGrowthAreas: [/status quo/] },
    absent: { all: [HE] },
  },
  {
    category: 'Other',
    name: 'Bus driver',
    prompt: 'A grumpy 58-year-old bus driver who is being asked to switch to the new electric buses.',
    expect: { age: ['58'], occupation: ['Bus Driver'], background: [/electric buses/] },
    absent: { all: [/charity|software company|hotel/i] },
  },
  {
    category: 'Other',
    name: 'Ahmed',
    prompt: 'Ahmed, a small business owner in Cairo who is behind on his loan repayments and worried about losing his shop.',
    expect: { name: ['Ahmed'], gender: ['Male'], hometown: ['Cairo'], nationality: ['Egyptian'], background: [/loan repayments/] },
    absent: { all: [SHE] },
  },
  {
    category: 'Other',
    name: 'Luis',
    prompt: 'Luis, a Mexican restaurant owner in Guadalajara, friendly but worried about rising costs.',
    expect: { name: ['Luis'], nationality: ['Mexican'], hometown: ['Guadalajara'], occupation: [/Restaurant Owner/] },
  },
  {
    category: 'Other',
    name: 'Priya Nair',
    prompt: 'Priya Nair, a 29-year-old Indian software engineer at Infosys who wants a promotion to tech lead.',
    expect: { name: ['Priya Nair'], age: ['29'], gender: ['Female'], nationality: ['Indian'], occupation: ['Software Engineer'], background: ['Infosys'], motivationsAndGoals: [/promotion to tech lead/] },
    absent: { all: [HE] },
  },
  {
    category: 'Other',
    name: 'Quality lead',
    prompt: 'A 44-year-old quality manager at a food factory who must approve every batch before sign-off.',
    fileTexts: [
      {
        filename: 'QA-handbook-v7-final.txt',
        text: 'Batch Release Handbook\n\nEvery batch needs QA sign-off before it leaves the plant.\nSign-off is refused when the core temperature reading is above 5°C.\nAudits take place on the first Monday of each month.',
      },
    ],
    expect: { age: ['44'], occupation: ['Quality Manager'], all: [/5°C/] },
    absent: { all: [/QA-handbook|\.txt|Batch Release Handbook|"Sign"|"sign"/] },
  },
];

export const RUBRIC_CASES: RubricCase[] = [
  {
    category: 'Customer Service',
    name: 'Refund call',
    description: 'A support call where good looks like letting the customer finish, confirming the refund amount and offering a follow-up call.',
    expect: { criteria: [/^Letting the customer finish$/, /^Confirming the refund amount$/, /^Offering a follow-up call$/], levels: [/letting the customer finish/i] },
    absent: { criteria: [SALES] },
  },
  {
    category: 'Leadership',
    name: 'Coaching a new hire',
    description: 'Coaching a new hire through their first mistake: the manager stays calm, asks what happened before judging, and agrees one thing to do differently.',
    expect: { criteria: [/^Staying calm$/, /^Asking what happened before judging$/, /^Agreeing one thing to do differently$/] },
    absent: { all: [SALES, /\bsales\b|\bdeal\b/i] },
  },
  {
    category: 'Sales',
    name: 'Discovery call',
    description: 'A first call with a prospect to uncover needs, pain and next steps.',
    expect: { criteria: ['Open-ended questioning', 'Next steps'] },
  },
  {
    category: 'Sales',
    name: 'Renewal negotiation',
    description: 'Negotiating a contract renewal. Good: the rep asks about priorities before discussing price, trades every concession for something in return and summarises the agreed terms.',
    expect: { criteria: [/^Asking about priorities before discussing price$/, /^Trading every concession for something in return$/, /^Summarising the agreed terms$/] },
  },
  {
    category: 'Customer Service',
    name: 'Angry caller',
    description: 'Calming an angry customer whose parcel was lost. The agent should apologise sincerely, explain what happens next and give a date for the replacement.',
    expect: { criteria: [/^Apologising sincerely$/, /^Explaining what happens next$/, /^Giving a date for the replacement$/] },
    absent: { criteria: [SALES] },
  },
  {
    category: 'Leadership',
    name: 'Lateness feedback',
    description: 'Feedback to a team member who is often late. Good looks like naming a specific example, asking for their side and agreeing a clear expectation.',
    expect: { criteria: [/^Naming a specific example$/, /^Asking for their side$/, /^Agreeing a clear expectation$/] },
    absent: { criteria: [SALES] },
  },
  {
    category: 'HR',
    name: 'Performance review',
    description: 'A mid-year performance review with a solid performer.',
    expect: { criteria: ['Balanced assessment'] },
    absent: { criteria: [SALES] },
  },
  {
    category: 'HR',
    name: 'Termination meeting',
    description: 'Letting an employee go after a failed improvement plan. The manager must state the decision in the first minute, stay kind but firm and explain the final pay and notice period.',
    expect: { criteria: [/^Stating the decision in the first minute$/, /^Staying kind but firm$/, /^Explaining the final pay and notice period$/] },
    absent: { criteria: [SALES] },
  },
  {
    category: 'HR',
    name: 'Pay rise conversation',
    description: 'An employee asks for a raise.',
    expect: { criteria: ['Evidence of impact'] },
  },
  {
    category: 'Project Management',
    name: 'Status update',
    description: 'A weekly status update to the steering committee: opening with the overall status, naming the top risk and asking for one decision.',
    expect: { criteria: [/^Opening with the overall status$/, /^Naming the top risk$/, /^Asking for one decision$/] },
  },
  {
    category: 'Project Management',
    name: 'Scope change',
    description: 'A stakeholder asks for new features two weeks before launch. Good looks like explaining the impact on the date, offering options and confirming the decision in writing.',
    expect: { criteria: [/^Explaining the impact on the date$/, /^Offering options$/, /^Confirming the decision in writing$/] },
  },
  {
    category: 'Other',
    name: 'Parent-teacher meeting',
    description: "A parent-teacher meeting about a pupil's falling grades. Good: the teacher shares specific examples, listens to the parent's concerns and agrees a plan for the next term.",
    expect: { criteria: [/^Sharing specific examples$/, /^Listening to the parent's concerns$/, /^Agreeing a plan for the next term$/] },
    absent: { all: [SALES] },
  },
  {
    category: 'Other',
    name: 'Shift handover',
    description: 'A nurse handing over a patient at shift change: states allergies, explains the medication times and checks the next nurse has understood.',
    expect: { criteria: [/^Stating allergies$/, /^Explaining the medication times$/, /^Checking the next nurse has understood$/] },
    absent: { all: [SALES] },
  },
  {
    category: 'Other',
    name: 'Harbour consultation',
    description:
      'A council officer meets a retired fisherman opposing a harbour project. The learner should acknowledge his forty years at the harbour, explain the timeline honestly and not promise what the council cannot deliver.',
    expect: { criteria: [/^Acknowledging his forty years at the harbour$/, /^Explaining the timeline honestly$/, /^Not promising what the council cannot deliver$/] },
    absent: { all: [SALES] },
  },
  {
    category: 'Other',
    name: 'Classroom behaviour',
    description: 'A teacher talks to a pupil who keeps disrupting lessons; she listens first, names the behaviour and agrees a consequence.',
    expect: { criteria: [/^Listening first$/, /^Naming the behaviour$/, /^Agreeing a consequence$/] },
    absent: { all: [SALES] },
  },
  {
    category: 'Other',
    name: 'Food safety sign-off',
    description: 'A quality manager refuses to release a batch. Good looks like citing the temperature limit, explaining the sign-off rule and proposing a retest.',
    fileTexts: [
      {
        filename: 'QA-handbook-v7-final.txt',
        text: 'Batch Release Handbook\n\nEvery batch needs QA sign-off before it leaves the plant.\nSign-off is refused when the core temperature reading is above 5°C.\nNo batch is released without a sign-off record; sign-off records are kept for two years.',
      },
    ],
    expect: { criteria: [/^Citing the temperature limit$/, /^Proposing a retest$/], levels: [/sign-off/] },
    absent: { all: [/QA-handbook|\.txt|Batch Release Handbook/, /\bsign\b(?!-)/i] },
  },
];

// Scenarios: quick and advanced requests, each with the facts its brief and prose must keep, the contradictions that
// must not appear, and the learner's own goal, which must stay on the learner's side. src/server/eval/scenario-cases.ts
// checks an output against a case (for the tests here and for the evaluation command).

const WARM = /warm and easy to talk to|friendly|really good to finally talk|so much for making the time/i;

export const SCENARIO_CASES: ScenarioCase[] = [
  {
    category: 'Other',
    name: 'Dmitri: an overdue invoice',
    input: quickScenario(
      'Chasing an overdue invoice with Dmitri',
      'Finance director',
      'Accounts receivable manager at a software supplier',
      'Dmitri Volkov, 51, is the finance director at Baltic Freight in Tallinn. Baltic Freight owes us EUR 48,300 on invoice INV-2291, now 67 days overdue. Dmitri says the invoice was sent to the wrong cost centre and he is waiting for a purchase order number from his operations team. He is polite but evasive and prefers email to phone calls. My goal: agree a payment date before the end of the month, or a part-payment of at least EUR 20,000 this week.',
    ),
    goal: 'agree a payment date before the end of the month, or a part-payment of at least EUR 20,000 this week',
    expect: {
      identity: ['Dmitri Volkov', '"age":"51"', 'Baltic Freight', 'Tallinn', 'polite but evasive'],
      facts: ['EUR 48,300', 'INV-2291', '67 days', 'cost centre', 'purchase order', 'email'],
      objections: [/wrong cost centre/, /purchase order/],
      goal: [/payment date before the end of the month/, /EUR 20,000/],
      categories: [/^Finance, Customer Service$/],
      prose: ['Baltic Freight', 'Tallinn', 'polite but evasive'],
    },
    absent: { all: [WARM, /\bSales\b/], character: [/my goal/i, /owes us/], openingLine: [/thanks/i] },
  },
  {
    category: 'Sales',
    name: 'Rosa: a visit to a rural clinic',
    input: {
      mode: 'Advanced',
      title: 'Introducing the new rota app to Rosa',
      aiRole: null,
      myRole: null,
      description: 'You are a product specialist from RotaCare visiting the clinic in Mértola to introduce the new rota app. I want to agree a two-week pilot with her nurses.',
      persona: {
        name: 'Rosa Almeida',
        age: '44',
        gender: 'Female',
        occupation: 'Head Nurse',
        background: 'Rosa Almeida is a 44-year-old head nurse at a rural clinic in Mértola, Portugal. She has run the clinic for twelve years. She is skeptical of new software and hates long demos.',
        hometown: 'Mértola, Portugal',
        nationality: 'Portuguese',
        language: 'Portuguese',
      },
      rubric: { name: 'Collections call: overdue invoice', criteria: ['Confirming the invoice number and amount early', 'Asking what is blocking payment'] },
      glossary: null,
      fileTexts: [],
    },
    goal: 'agree a two-week pilot with her nurses',
    expect: {
      identity: ['Rosa Almeida', 'Mértola, Portugal', 'skeptical of new software'],
      situation: [/receiving a visitor/, /product specialist from RotaCare/],
      openingLine: [/^Come in\./],
      facts: ['twelve years'],
      objections: [/long demos/, /new software/],
      categories: [/^Sales$/],
      learner: [/You are a product specialist from RotaCare visiting the clinic in Mértola/],
    },
    absent: { all: [/Cork|Irish|Ireland/, /You in a conversation/, /meets the learner/, /Healthcare|Leadership|Finance/], openingLine: [/Thanks for seeing me/] },
  },
  {
    category: 'Customer Service',
    name: 'A broken washing machine',
    input: quickScenario(
      'Refund for a broken washing machine',
      'Upset customer',
      'Support agent',
      'Marcus Reid calls because his washing machine arrived broken. He is angry and wants a full refund, not a repair.',
      ['Refund Policy\nDamaged goods are replaced free of charge within 30 days of delivery. Refunds are paid within 14 days.'],
    ),
    expect: {
      identity: ['Marcus Reid', 'angry'],
      facts: ['washing machine arrived broken', '30 days', '14 days'],
      objections: [/full refund/],
      categories: [/^Customer Service/],
    },
    absent: { all: [/Refund Policy/, /source 1|\.txt/i, WARM] },
  },
  {
    category: 'Customer Service',
    name: 'A double-booked hotel room',
    input: quickScenario('A double-booked room', 'Hotel guest', 'Front desk manager', 'Mrs Okafor arrives at 11 pm to find her room double-booked. She has a wedding to attend tomorrow morning and insists on a room in this hotel.'),
    expect: { facts: ['11 pm', 'wedding'], objections: [/room in this hotel/], categories: [/^Customer Service/] },
    absent: { all: [/\bhe\b|\bhis\b/i] },
  },
  {
    category: 'Leadership',
    name: 'Missed deadlines',
    input: quickScenario('Missed deadlines', 'Team member', 'Team lead', 'Mark, 34, used to be the top performer but has missed three deadlines this quarter. He is defensive. I want to understand what is going on and agree a plan.'),
    goal: 'understand what is going on and agree a plan',
    expect: { identity: ['Mark', '"age":"34"', 'defensive'], facts: ['three deadlines'], categories: [/^Leadership$/], goal: [/understand what is going on/i] },
    absent: { all: [/\bshe\b/i] },
  },
  {
    category: 'Leadership',
    name: 'A quiet analyst',
    input: quickScenario('One-to-one with Priya', 'Data analyst', 'Manager', 'Priya Nair is a quiet data analyst in my team who has stopped speaking up in meetings since the reorganisation in March.'),
    expect: { identity: ['Priya Nair', 'quiet'], facts: ['reorganisation in March'], categories: [/^Leadership$/] },
    absent: { all: [/procurement|budget approval/i] },
  },
  {
    category: 'Sales',
    name: 'A buyer pushing on price',
    input: quickScenario('Price pressure', 'Procurement manager', 'Account executive', 'Sarah Whitfield, procurement manager at Northwind Health in Leeds, says our quote of £120,000 is 15% above a competitor. She is sceptical of new vendors. She won\'t sign until we match the price.'),
    expect: { identity: ['Sarah Whitfield', 'Northwind Health', 'Leeds'], facts: ['£120,000', '15%'], objections: [/match the price/], categories: [/^Sales$/] },
    absent: { all: [/\bhe\b|\bhis\b/i, WARM] },
  },
  {
    category: 'Sales',
    name: 'A CRM sceptic',
    input: quickScenario('Pitching the CRM', 'IT director', 'Sales rep', 'Alan Brooks is the IT director at Kestrel University. He has been burned by a failed CRM rollout in 2022 and is wary of big promises. He hates long presentations.'),
    expect: { identity: ['Alan Brooks', 'Kestrel University'], facts: ['failed CRM rollout in 2022'], objections: [/long presentations/], categories: [/^Sales$/] },
  },
  {
    category: 'HR',
    name: 'A raise request',
    input: quickScenario('Asking for a raise', 'Software engineer', 'Engineering manager', 'Lena Fischer, 31, asks for a raise after two years without one. She led the billing migration and is well prepared. My goal: explain the pay review process honestly and agree a date for a decision.'),
    goal: 'explain the pay review process honestly and agree a date for a decision',
    expect: { identity: ['Lena Fischer', '"age":"31"'], facts: ['billing migration', 'two years'], categories: [/^HR$/], goal: [/pay review process/] },
    absent: { all: [/\bhe\b|\bhis\b/i] },
  },
  {
    category: 'HR',
    name: 'Flexible shifts',
    input: quickScenario('Flexible shifts', 'Nurse', 'Ward manager', 'Dana, a nurse on the cardiology ward, is coming back from parental leave and asks for flexible shifts so she can do the nursery run at 8 am.'),
    expect: { identity: ['Dana'], facts: ['8 am', 'parental leave'], categories: [/^HR\b/] },
  },
  {
    category: 'Project Management',
    name: 'Late requirements',
    input: quickScenario('New requirements before launch', 'Marketing stakeholder', 'Project manager', 'Tom Hughes from marketing wants to add two new features to the app project two weeks before the 1 June launch. He insists on the loyalty feature.'),
    expect: { identity: ['Tom Hughes'], facts: ['1 June', 'two new features'], objections: [/loyalty feature/], categories: [/^Project Management$/] },
  },
  {
    category: 'Project Management',
    name: 'A sponsor who wants it sooner',
    input: quickScenario('Moving the launch forward', 'Project sponsor', 'Project manager', 'Helen Carter, the CFO of Northwind Logistics, wants the warehouse system launch moved forward by a month, to 1 September. A good outcome: she accepts a phased launch.'),
    goal: 'she accepts a phased launch',
    expect: { identity: ['Helen Carter', 'Northwind Logistics'], facts: ['1 September'], categories: [/^Project Management$/] },
  },
  {
    category: 'Other',
    name: 'A fisherman’s loan',
    input: quickScenario('A loan for the boat', 'Customer', 'Bank manager', 'Tom Walsh, a 67-year-old fisherman from Ullapool, wants a loan of £18,000 to repair his boat after a storm. He is worried and impatient.'),
    expect: { identity: ['Tom Walsh', '"age":"67"', 'Ullapool'], facts: ['£18,000', 'storm'] },
    absent: { all: [/\bshe\b|\bher\b/i] },
  },
];
