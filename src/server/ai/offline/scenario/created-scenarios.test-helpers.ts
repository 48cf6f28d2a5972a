// Scenarios as people write them in Quick and Advanced creation, in fields the samples do not cover, each with what
// its brief must keep: the character's name and job as stated, and every stated figure, date and name. Written
// from the descriptions alone; used by the brief writer's tests.
import type { GenerateScenarioInput } from '../../contracts/generate-scenario.ts';
import { quickScenario } from '../faithfulness-case.ts';

export interface CreatedScenarioCase {
  field: string;
  input: GenerateScenarioInput;
  /** The character's name as the brief must hold it. */
  name: string;
  /** Words the occupation must contain (lower case), and a role it must never become. */
  occupation: string;
  notOccupation?: RegExp;
  /** Facts the description states about the character's side; each must be in some fact's answer. */
  stated: string[];
  /** The personality words the description uses; never spoken. */
  labels: string[];
  /** The learner's bargaining room, when the description gives one: never on the character's side. */
  learnerOnly?: string[];
}

export const CREATED_SCENARIOS: CreatedScenarioCase[] = [
  {
    field: 'school',
    input: quickScenario(
      'A parent upset about the school play',
      'Parent',
      'Head teacher',
      "Mrs Laila Haddad, whose son Theo is in Year 4, has come in to complain that Theo was left out of the school play on 12 December. She says the class teacher promised him a speaking part in October. She is outgoing and says what she thinks. My goal: listen, explain how the parts were chosen and agree a way for Theo to take part.",
    ),
    name: 'Laila Haddad',
    occupation: 'parent',
    notOccupation: /head|teacher/i,
    stated: ['Theo', 'Year 4', '12 December', 'October', 'speaking part'],
    labels: ['outgoing', 'says what she thinks'],
  },
  {
    field: 'bank',
    input: quickScenario(
      'Explaining a loan refusal',
      'Bakery owner',
      'Bank loan officer',
      'Priya Nair owns Crumb & Co, a bakery in Leeds with 6 staff. She applied for a £45,000 loan to buy a second oven and was refused because her accounts show a loss of £8,200 last year. She stays composed under pressure and prefers to talk things through. My goal: explain the refusal and agree what she would need to reapply in six months.',
    ),
    name: 'Priya Nair',
    occupation: 'bakery owner',
    stated: ['Crumb & Co', 'Leeds', '6 staff', '£45,000', 'second oven', '£8,200'],
    labels: ['composed under pressure', 'talk things through'],
  },
  {
    field: 'restaurant supplier',
    input: quickScenario(
      'Late fish deliveries',
      'Fish supplier',
      'Restaurant owner',
      'Marco Bianchi runs Bianchi Seafood and has supplied The Anchor, a restaurant in Brighton, for 4 years. Three of the last five deliveries arrived after 11am, after lunch prep had started. He blames roadworks on the A23. He is friendly but proud of his service. My goal: agree deliveries before 9am, or a 10% discount on late ones.',
    ),
    name: 'Marco Bianchi',
    occupation: 'supplier',
    stated: ['Bianchi Seafood', 'The Anchor', 'Brighton', '4 years', 'Three of the last five', '11am', 'A23'],
    labels: ['friendly but proud'],
  },
  {
    field: 'IT service desk',
    input: quickScenario(
      'A laptop that keeps crashing',
      'Finance manager',
      'IT service desk analyst',
      'Helen Price, finance manager at Corvel Insurance, calls because her laptop has crashed four times since the Windows update on Monday. Month-end close is on Friday and she has 300 invoices to approve. Ticket INC-4471 has been open for 3 days. She is impatient and blunt. My goal: calm her down, get a loan laptop to her today and agree a time for the fix.',
    ),
    name: 'Helen Price',
    occupation: 'finance manager',
    stated: ['Corvel Insurance', 'four times', 'Windows update', 'Monday', 'Friday', '300 invoices', 'INC-4471', '3 days'],
    labels: ['impatient and blunt'],
  },
  {
    field: 'building project',
    input: quickScenario(
      'The extension that is running late',
      'Homeowner',
      'Site manager',
      'Tom Hughes is having an extension built at 14 Mill Lane, Bristol. The budget was £62,000 and the work is now 3 weeks behind because the steel beams arrived late. He has already paid £40,000. He is worried and asks a lot of questions. My goal: explain the delay, give a new finish date and keep him on side.',
    ),
    name: 'Tom Hughes',
    occupation: 'homeowner',
    stated: ['14 Mill Lane', 'Bristol', '£62,000', '3 weeks', 'steel beams', '£40,000'],
    labels: ['worried', 'asks a lot of questions'],
  },
  {
    field: 'job offer',
    input: quickScenario(
      'Closing a candidate with a competing offer',
      'Candidate',
      'Hiring manager',
      'Sofia Lindqvist is a data engineer with 7 years of experience. We offered her the senior role at Northwind at £68,000 and she has a competing offer of £74,000 from a fintech in Stockholm. She wants to work remotely two days a week. She is calm and analytical. My goal: close the hire. You can go up to £72,000 and offer a signing bonus.',
    ),
    name: 'Sofia Lindqvist',
    occupation: 'data engineer',
    stated: ['7 years', 'Northwind', '£68,000', '£74,000', 'Stockholm', 'two days a week'],
    labels: ['calm and analytical'],
    learnerOnly: ['£72,000', 'signing bonus'],
  },
  {
    field: 'nurse rota',
    input: quickScenario(
      'Breaking the New Rota to a Senior Nurse',
      'Senior staff nurse',
      'Nurse manager',
      "Grace Adeyemi has been a senior staff nurse on the acute medical unit at Northgate General for 19 years. From 1 March the unit moves from 8-hour shifts to 12-hour long days, and every nurse will work one weekend in three instead of one in four, because the trust cut the bank-staff budget by 20%. For years Grace has worked early shifts on Tuesdays and Thursdays so she can collect her grandson from school. She has heard rumours on the ward and is annoyed that nobody consulted the senior nurses. She is blunt but fair, and the junior nurses look up to her. My goal: Grace understands why the rota is changing, feels heard, and agrees to give it a go and help draft the swap rules, with a review date in the diary. You can offer a six-week review and a first say on the swap rules.",
    ),
    name: 'Grace Adeyemi',
    occupation: 'senior staff nurse',
    stated: ['Northgate General', '19 years', '1 March', '12-hour', 'one weekend in three', '20%', 'Tuesdays and Thursdays', 'grandson', 'rumours', 'junior nurses'],
    labels: ['blunt but fair'],
    learnerOnly: ['six-week review', 'first say'],
  },
  {
    field: 'tenancy deposit',
    input: quickScenario(
      'The Deposit Dispute at Riverside Court',
      'Former tenant',
      'Property manager',
      'Daniel Okoro rented flat 3B at Riverside Court for two years and moved out on 30 September. We withheld £620 of his £1,400 deposit for carpet cleaning and repainting. He says he had the carpets professionally cleaned and has the receipt. He emailed the office three times in two weeks and got no answer, so he has called. He says he will raise a formal dispute with the deposit scheme. My goal: revised deductions Daniel accepts, confirmed in writing, so it does not go to adjudication.',
    ),
    name: 'Daniel Okoro',
    occupation: 'tenant',
    notOccupation: /nurse|teacher|electrician|accountant/i,
    stated: ['flat 3B', 'Riverside Court', 'two years', '30 September', '£620', '£1,400', 'receipt', 'three times', 'formal dispute'],
    labels: [],
  },
  {
    field: 'code review',
    input: {
      mode: 'Advanced',
      title: 'Code Review Feedback for Viktor',
      aiRole: null,
      myRole: null,
      description:
        "In the last month Viktor has blocked three pull requests from junior engineers with comments like 'this is amateur work' and 'did you even test this?', and two of the juniors, Lena and Tom, have asked to move teams. The engineering values say 'review the code, not the coder'. My goal: Viktor recognises the impact of his review comments and agrees to follow the review guideline and pair with one junior for a month, with a check-in in two weeks.",
      persona: {
        name: 'Viktor Petrov',
        age: '38',
        gender: 'Male',
        occupation: 'Senior Backend Engineer',
        background:
          'Viktor Petrov is a senior backend engineer at a fintech company in Berlin, Germany. Brilliant and fast, but defensive: he takes criticism of his code personally and turns sarcastic when he feels cornered. He rebuilt the payments service last year and fixed the October outage overnight.',
        hometown: '',
        nationality: '',
        language: '',
      },
      rubric: { name: 'Hard feedback to a senior engineer', criteria: ['Describing the specific behaviour', 'Agreeing a plan'] },
      glossary: null,
      fileTexts: [],
    },
    name: 'Viktor Petrov',
    occupation: 'backend engineer',
    stated: ['three pull requests', 'amateur work', 'Lena and Tom', 'review the code, not the coder', 'payments service', 'October outage'],
    labels: ['brilliant and fast', 'defensive', 'takes criticism', 'turns sarcastic'],
  },
  {
    field: 'accounts receivable',
    input: quickScenario(
      'Chasing an overdue invoice',
      'Dmitri Volkov, finance director at Baltic Freight in Tallinn',
      'Accounts receivable manager',
      'Baltic Freight owes us EUR 48,300 on invoice INV-2291, now 67 days overdue. Dmitri is polite but evasive and prefers email to phone calls; he blames a system migration. My goal: get a firm payment date and a named contact in his team.',
    ),
    name: 'Dmitri Volkov',
    occupation: 'finance director',
    stated: ['EUR 48,300', 'INV-2291', '67 days', 'system migration'],
    labels: ['polite but evasive'],
  },
  {
    field: 'charity volunteers',
    input: quickScenario(
      'New safeguarding training for a long-time volunteer',
      'Volunteer',
      'Volunteer coordinator',
      'Margaret Ellis, 71, has volunteered at the Oakfield food bank every Wednesday for 9 years. The new safeguarding rules mean every volunteer must complete a 2-hour online course by 31 January. She does not use email and feels the rules treat her like a stranger. My goal: help her complete the course before the deadline without losing her.',
    ),
    name: 'Margaret Ellis',
    occupation: 'volunteer',
    stated: ['Oakfield food bank', 'Wednesday', '9 years', '2-hour online course', '31 January', 'email'],
    labels: [],
  },
  {
    field: 'wedding venue',
    input: quickScenario(
      'A flooded field before the wedding',
      'Bride',
      'Venue coordinator',
      'Chloe Martin booked Hawthorn Barn for her wedding on 14 June for 120 guests and paid a £3,000 deposit. The marquee field is flooded and only 80 guests fit indoors. She is upset and wants a solution this week. My goal: offer options and agree one she can live with.',
    ),
    name: 'Chloe Martin',
    occupation: 'bride',
    stated: ['Hawthorn Barn', '14 June', '120 guests', '£3,000', '80 guests'],
    labels: ['upset'],
  },
  {
    field: 'car garage',
    input: quickScenario(
      'Brake pads found at a service',
      'Car owner',
      'Service advisor',
      'Ahmed Khan brought his 2017 Ford Focus in for a £180 service and we found worn brake pads that will cost £340 to replace. He thinks we are upselling him. He is sceptical and short on time. My goal: explain the risk honestly and let him decide.',
    ),
    name: 'Ahmed Khan',
    occupation: 'car owner',
    stated: ['2017 Ford Focus', '£180', 'brake pads', '£340', 'upselling'],
    labels: ['sceptical and short on time'],
  },
];
