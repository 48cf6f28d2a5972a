// Descriptions written for the brief writer's own tests, in fields no evaluation set covers (a caterer, a piano
// teacher, a hockey club's fees, a garden fence, a hairdresser, a designer's late invoice, a museum rota, a parking
// fine, a planning refusal, a removals firm, a deposit), with names, places, figures, relations, negatives and wants
// whose subject is left out ("She wants a refund, and to have it in writing"). Each case says what its brief must
// keep; brief-writing.test.ts checks it.
import type { GenerateScenarioInput, ScenarioPersonaFacts } from '../../contracts/generate-scenario.ts';
import { quickScenario } from '../faithfulness-case.ts';

export interface BriefWritingCase {
  field: string;
  input: GenerateScenarioInput;
  /** The character's name as the brief must hold it. */
  name: string;
  /** Where the character is, when the description or persona states it: the brief's location. */
  location?: string;
  /** Words, figures and names the description states on the character's side: each in some fact's answer. */
  stated: string[];
  /** Negative facts: each must be in some fact's answer with its negation ("Nobody phoned me"). */
  negatives: RegExp[];
  /** What the character wants, as stated: each part in some condition of the outcome. */
  wants: string[];
  /** Stock concern words that belong to a situation this description does not state. */
  foreignConcerns?: RegExp[];
}

const advanced = (title: string, persona: ScenarioPersonaFacts, description: string): GenerateScenarioInput => ({
  mode: 'Advanced',
  title,
  aiRole: null,
  myRole: null,
  description,
  persona: { nationality: '', language: '', ...persona },
  rubric: { name: 'A difficult conversation', criteria: ['Listening', 'Agreeing a next step'] },
  glossary: null,
  fileTexts: [],
});

export const BRIEF_WRITING_CASES: BriefWritingCase[] = [
  {
    field: 'wedding catering',
    input: quickScenario(
      'Catering price rise before the wedding',
      'Bride',
      'Catering manager',
      "Karen Lewis is getting married at Hollins Farm near Ludlow on 21 June. Karen's mother, Joan, paid a £1,200 deposit in January. The caterer has since raised the price per head from £48 to £55. Nobody phoned her about the change. She wants the original price honoured, and to have it confirmed in writing.",
    ),
    name: 'Karen Lewis',
    stated: ['Hollins Farm', '21 June', 'Joan', '£1,200', 'January', '£48', '£55'],
    negatives: [/\bNobody phoned me\b/],
    wants: ['original price honoured', 'confirmed in writing'],
  },
  {
    field: 'piano lessons',
    input: quickScenario(
      'Paying for missed piano lessons',
      'Piano teacher',
      'Parent',
      'Alan Pryce has taught piano in Harrogate for 22 years. My daughter Ellie has missed four lessons this term because of swimming galas. He charges £28 a lesson and does not refund missed lessons. He has never had a complaint from a parent before. He wants the term paid in full, and to see Ellie practising between lessons.',
    ),
    name: 'Alan Pryce',
    location: 'Harrogate',
    stated: ['22 years', 'Ellie', 'four lessons', '£28'],
    negatives: [/\bdo not refund missed lessons\b/, /\bI have never had a complaint\b/],
    wants: ['term paid in full', 'Ellie practising'],
    // "Never had a complaint" states no complaint: no complainer's concern.
    foreignConcerns: [/\bown this\b/i],
  },
  {
    field: 'hockey club fees',
    input: quickScenario(
      'Hockey club fees going up',
      'Club member',
      'Club treasurer',
      "Dev Malhotra has played for Riverside Hockey Club for nine years. The annual fee rises from £180 to £260 in September. His two sons also play in the junior section, at £90 each. He was not consulted before the committee voted. He wants a family discount, and to see the club's accounts.",
    ),
    name: 'Dev Malhotra',
    stated: ['Riverside Hockey Club', 'nine years', '£180', '£260', 'September', 'two sons', '£90'],
    negatives: [/\bI was not consulted\b/],
    wants: ['family discount', "club's accounts"],
    // The learner is the club's treasurer: a member has no people of his own to take terms back to.
    foreignConcerns: [/\btake back to my people\b/i],
  },
  {
    field: 'garden fence',
    input: quickScenario(
      'A fence on the boundary',
      'Neighbour',
      'Homeowner',
      "Brian Hall lives next door at 14 Elm Road in Stockport. Brian's fence blew down in the storm on 3 February and has been lying on my lawn for five weeks. His insurer has not replied to him. He wants the cost split equally, and the work done before Easter.",
    ),
    name: 'Brian Hall',
    location: 'Stockport',
    stated: ['14 Elm Road', '3 February', 'five weeks'],
    negatives: [/\bMy insurer has not replied to me\b/],
    wants: ['cost split equally', 'work done before Easter'],
  },
  {
    field: 'hairdresser',
    input: quickScenario(
      'A colour that went wrong',
      'Client',
      'Salon owner',
      'Priya Shah had her hair coloured at Studio Nine in Bath on Saturday. She paid £95 for a copper balayage and it came out orange. The stylist did not do a strand test. She has a job interview on 12 May. She wants it corrected by a senior colourist, and the £95 refunded.',
    ),
    name: 'Priya Shah',
    stated: ['Studio Nine', 'Saturday', '£95', 'copper balayage', 'orange', '12 May'],
    negatives: [/\bThe stylist did not do a strand test\b/],
    wants: ['senior colourist', '£95 refunded'],
  },
  {
    field: 'freelance design',
    input: quickScenario(
      'A designer chasing a late invoice',
      'Freelance designer',
      'Marketing manager',
      'Tomás Rivera designed the spring brochure for Greenleaf Foods. His invoice GL-0412 for £3,400 was due on 15 April and is now 40 days late. He has sent three reminders and nobody answered them. He has rent to pay on 1 June. He wants a payment date, and to be paid in full.',
    ),
    name: 'Tomás Rivera',
    stated: ['spring brochure', 'GL-0412', '£3,400', '15 April', '40 days', 'three reminders', '1 June'],
    negatives: [/\bnobody answered them\b/],
    wants: ['payment date', 'paid in full'],
  },
  {
    field: 'museum volunteers',
    input: quickScenario(
      'A changed volunteer shift',
      'Volunteer',
      'Volunteer coordinator',
      'Margaret Oduya has volunteered at the Canal Museum in Stoke for six years. She has been moved from Tuesday mornings to Sunday afternoons without being asked. She cares for her husband, Ken, at weekends. She has never missed a shift. She wants her Tuesday slot back, or to be told why it changed.',
    ),
    name: 'Margaret Oduya',
    location: 'Stoke',
    stated: ['Canal Museum', 'six years', 'Tuesday mornings', 'Sunday afternoons', 'Ken'],
    negatives: [/\bI have never missed a shift\b/, /\bwithout being asked\b/],
    wants: ['Tuesday slot back', 'told why it changed'],
  },
  {
    field: 'parking fine',
    input: quickScenario(
      'Appealing a parking fine',
      'Driver',
      'Parking appeals officer',
      'Gareth Jones was fined £70 in the Market Street car park in Carlisle on 9 October. The ticket machine was out of order and would not take cards. He has a photo of the screen. He was not given any other way to pay. He wants the fine cancelled.',
    ),
    name: 'Gareth Jones',
    location: 'Carlisle',
    stated: ['£70', 'Market Street', '9 October', 'photo'],
    negatives: [/\bwould not take cards\b/, /\bI was not given any other way to pay\b/],
    wants: ['fine cancelled'],
  },
  {
    field: 'planning refusal',
    input: quickScenario(
      'A refused house extension',
      'Planning officer',
      'Homeowner',
      'Ruth Adeyemi is a planning officer at Kirklees Council in Huddersfield. She refused a two-storey rear extension on 2 August. The extension would be 4.5 metres deep, 1.5 metres over the limit. No neighbour objected. She wants a smaller design, and to see drawings before a new application.',
    ),
    name: 'Ruth Adeyemi',
    location: 'Huddersfield',
    stated: ['Kirklees Council', '2 August', '4.5 metres', '1.5 metres'],
    negatives: [/\bNo neighbour objected\b/],
    wants: ['smaller design', 'see drawings'],
    // She decided the application; the asker's concern is not hers.
    foreignConcerns: [/\bwhat the decision depends on\b/i],
  },
  {
    field: 'removals',
    input: quickScenario(
      'A dresser damaged in a move',
      'Customer',
      'Removals firm manager',
      "Helen Carter moved from Bristol to Exeter with Swift Removals on 28 August. Her grandmother's oak dresser arrived with a cracked door. The crew did not report any damage on the day. The quote was £1,650 and included full insurance. She wants the dresser repaired by a specialist, and a written apology.",
    ),
    name: 'Helen Carter',
    stated: ['Bristol', 'Exeter', 'Swift Removals', '28 August', 'oak dresser', '£1,650'],
    negatives: [/\bThe crew did not report any damage\b/],
    wants: ['repaired by a specialist', 'written apology'],
  },
  {
    field: 'tenancy deductions',
    input: quickScenario(
      'Deductions from a deposit',
      'Tenant',
      'Letting agent',
      'Sam Okoro rented a flat on Canal Street in Leeds for three years and moved out on 31 July. The agency kept £410 of his £1,100 deposit for cleaning and a stained carpet. The check-in report did not mention the carpet. Nobody inspected the flat with him. He wants the deductions explained line by line, and the £410 back.',
    ),
    name: 'Sam Okoro',
    location: 'Leeds',
    stated: ['Canal Street', 'three years', '31 July', '£410', '£1,100'],
    negatives: [/\bThe check-in report did not mention the carpet\b/, /\bNobody inspected the flat with me\b/],
    wants: ['deductions explained', '£410 back'],
    foreignConcerns: [/\btake back to my people\b/i, /\bbudget\b/i, /\bpilot\b/i, /\binvoice\b/i],
  },
  {
    field: 'wedding catering (advanced)',
    input: advanced(
      'Cutting the guest list late',
      {
        name: 'Fiona Marsh',
        age: '51',
        gender: 'Female',
        occupation: 'Caterer',
        hometown: 'Hexham',
        background: 'Fiona Marsh runs Marsh Kitchen, a catering business. She has catered for more than 300 weddings. She is precise and calm, and keeps every agreement in writing.',
      },
      "I am the groom. We want to cut the guest count from 120 to 90, two weeks before our wedding at Broadmoor Farm. Fiona's contract says numbers are final 30 days before the day. She wants the 120 covers paid, and to keep the couple's goodwill.",
    ),
    name: 'Fiona Marsh',
    location: 'Hexham',
    stated: ['Marsh Kitchen', '300 weddings', '120 covers', '30 days'],
    negatives: [],
    wants: ['120 covers paid', "couple's goodwill"],
  },
  {
    field: 'piano exams (advanced)',
    input: advanced(
      'A pupil not entered for her exam',
      {
        name: 'Alan Pryce',
        age: '58',
        gender: 'Male',
        occupation: 'Piano Teacher',
        hometown: 'Harrogate',
        background: 'Alan Pryce teaches piano from his home. He trained at the Royal Northern College of Music. He is gentle but stubborn about standards.',
      },
      'My son Leo wanted to take his Grade 5 exam in November, and Alan did not enter him. The entry deadline was 20 September. Alan says Leo is not ready and has only practised twice a week. Nobody told us before the deadline passed. He wants Leo to wait for the March session.',
    ),
    name: 'Alan Pryce',
    location: 'Harrogate',
    stated: ['Grade 5', 'November', '20 September', 'twice a week'],
    negatives: [/\bI did not enter him\b/],
    wants: ['your word that Leo will wait for the March session'],
  },
  {
    field: 'planning (advanced)',
    input: advanced(
      'A shop sign refused',
      {
        name: 'Ruth Adeyemi',
        age: '44',
        gender: 'Female',
        occupation: 'Planning Officer',
        hometown: 'Huddersfield',
        background: 'Ruth Adeyemi has worked in planning for 15 years. She is courteous, thorough and hard to move once she has decided.',
      },
      'I run a bakery on Northgate, in a conservation area. Ruth refused my illuminated sign on 4 March because it would be lit after 10pm. She has not seen the sign design in daylight. She wants the lighting switched off at 9pm, and a painted timber sign instead.',
    ),
    name: 'Ruth Adeyemi',
    location: 'Huddersfield',
    stated: ['15 years', '4 March', '10pm'],
    negatives: [/\bI have not seen the sign design\b/],
    wants: ['switched off at 9pm', 'painted timber sign'],
  },
  {
    field: 'hockey club (advanced)',
    input: advanced(
      'Selection for the first team',
      {
        name: 'Dev Malhotra',
        age: '39',
        gender: 'Male',
        occupation: 'Accountant',
        hometown: 'Leicester',
        background: 'Dev Malhotra is an accountant and has played hockey for Riverside Hockey Club since 2016. He is direct and keeps his temper.',
      },
      'I am the club captain. Dev has been left out of the first team for the last six matches, after missing two training sessions in October. Nobody explained the decision to him. He wants a place in Saturday\'s match, and to hear the reasons face to face.',
    ),
    name: 'Dev Malhotra',
    location: 'Leicester',
    stated: ['Riverside Hockey Club', '2016', 'six matches', 'two training sessions', 'October'],
    negatives: [/\bNobody explained the decision to me\b/],
    wants: ["Saturday's match", 'reasons face to face'],
  },
];
