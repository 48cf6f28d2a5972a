// The generation regression suite's cases: persona prompts and rubric descriptions from the five sample categories
// and outside them, each with the facts that must survive (a string or pattern per field) and the contradictions
// that must not appear. faithfulness.test.ts runs them against the offline engines. Add a case for every prompt a
// person reports as ignored; make it pass by improving the engine, never by loosening the case.

export type PersonaField =
  | 'name'
  | 'age'
  | 'gender'
  | 'occupation'
  | 'nationality'
  | 'hometown'
  | 'background'
  | 'scenarioSnippet'
  | 'motivationsAndGoals'
  | 'challengesAndGrowthAreas'
  | 'industryRelevance'
  | 'relevanceToScenario'
  | 'skillsAndAbilities'
  /** Every text field of the persona together. */
  | 'all';

export type Expectation = string | RegExp;

export interface PersonaCase {
  category: 'Sales' | 'Customer Service' | 'Leadership' | 'HR' | 'Project Management' | 'Other';
  /** The name typed in the form. */
  name: string;
  prompt: string;
  fileTexts?: { filename: string; text: string }[];
  /** Must appear in the field (a string: contained; a pattern: matched). */
  expect: Partial<Record<PersonaField, Expectation[]>>;
  /** Must not appear in the field. */
  absent?: Partial<Record<PersonaField, RegExp[]>>;
}

export type RubricField = 'criteria' | 'description' | 'levels' | 'note' | 'all';

export interface RubricCase {
  category: PersonaCase['category'];
  name: string;
  description: string;
  fileTexts?: { filename: string; text: string }[];
  /** `criteria`: each expectation must match one criterion name; `levels`: the level descriptions. */
  expect: Partial<Record<RubricField, Expectation[]>>;
  absent?: Partial<Record<RubricField, RegExp[]>>;
}

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
