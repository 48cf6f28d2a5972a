// The stated-facts generation set: persona prompts that state an age, a place, a job, a tone and sometimes a named
// person, and rubric descriptions that state what good looks like and a pass mark. Unlike generation-cases.ts (the
// regression cases), each persona is checked on create and on Regenerate: the age with a birthdate and experience
// that fit it, every stated fact kept, a stated trait shown in at most STATED_TRAIT_MAX_FIELDS fields, and a
// regeneration that changes the person, not only the name. Each rubric keeps its pass mark and its behaviours, with
// level descriptions written for each behaviour. `npm run eval` reports the set (generation.ts); the built-in engine
// must keep all of it (generation-stated-cases.test.ts). Make a failing case pass by improving the engine.
import type { PersonaEvalCase, RubricEvalCase } from './generation-checks.ts';

export interface StatedPersonaCase extends PersonaEvalCase {
  /** The age the prompt states. */
  age: number;
  /** Phrases of the prompt about how the character is or what they cannot stand: shown, never pasted everywhere. */
  traits: string[];
}

export interface StatedRubricCase extends RubricEvalCase {
  passMark: number;
}

export const STATED_PERSONA_CASES: StatedPersonaCase[] = [
  {
    name: 'Clinic procurement lead',
    prompt: 'a cautious procurement lead at a rural clinic in Portugal, 52, hates long calls',
    age: 52,
    keep: ['52', 'Portugal', 'Portuguese', 'Procurement Lead', 'rural clinic', 'cautious', 'long calls'],
    never: ['Spain', 'Spanish'],
    traits: ['long calls'],
  },
  {
    name: 'Warehouse manager',
    prompt: 'a blunt warehouse manager in Gdańsk, Poland, 47, impatient with excuses',
    age: 47,
    keep: ['47', 'Gdańsk', 'Poland', 'Polish', 'Warehouse Manager', 'blunt'],
    never: ['German', 'Germany'],
    traits: ['impatient with excuses'],
  },
  {
    name: 'Ingrid Larsen',
    prompt: 'Ingrid Larsen, aged 61, a soft-spoken school librarian in Bergen, Norway, who distrusts new technology',
    age: 61,
    keep: ['Ingrid Larsen', '61', 'Bergen', 'Norway', 'Norwegian', 'School Librarian', 'soft-spoken', 'distrusts new technology'],
    never: ['Male', 'Swedish', 'Sweden'],
    traits: ['distrusts new technology'],
  },
  {
    name: 'Hotel owner',
    prompt: 'a warm but stubborn hotel owner in Seville, Spain, 58, proud of her family business',
    age: 58,
    keep: ['58', 'Seville', 'Spain', 'Spanish', 'Hotel Owner', 'warm but stubborn', 'Female'],
    never: ['Male', 'Mexican'],
    traits: ['warm but stubborn'],
  },
  {
    name: 'Arjun Mehta',
    prompt: 'Arjun Mehta (36), a data-minded product manager at a logistics startup in Pune, India, impatient in meetings',
    age: 36,
    keep: ['Arjun Mehta', '36', 'Pune', 'India', 'Indian', 'Product Manager', 'logistics startup', 'data-minded'],
    never: ['Female', 'Pakistani'],
    traits: ['impatient in meetings'],
  },
  {
    name: 'Finance controller',
    prompt: 'a 44-year-old finance controller in Lyon, France, precise and reserved, dislikes surprises',
    age: 44,
    keep: ['44', 'Lyon', 'France', 'French', 'Finance Controller', 'precise and reserved', 'surprises'],
    never: ['Belgian', 'Belgium'],
    traits: ['surprises'],
  },
  {
    name: 'Kofi Boateng',
    prompt: 'Kofi Boateng, 29, a friendly junior sales rep in Accra, Ghana, who talks too much',
    age: 29,
    keep: ['Kofi Boateng', '29', 'Accra', 'Ghana', 'Ghanaian', 'friendly', 'talks too much'],
    never: ['Female', 'Nigerian'],
    traits: ['talks too much'],
  },
  {
    name: 'Site engineer',
    prompt: 'a gruff site engineer from Cork, Ireland, 55, hates paperwork',
    age: 55,
    keep: ['55', 'Cork', 'Ireland', 'Irish', 'Site Engineer', 'gruff', 'paperwork'],
    never: ['British', 'Scottish'],
    traits: ['paperwork'],
  },
  {
    name: 'Mei Lin Chen',
    prompt: 'Mei Lin Chen, 41, a calm but demanding head of nursing at a hospital in Taipei, Taiwan, who wants clear staffing numbers',
    age: 41,
    keep: ['Mei Lin Chen', '41', 'Taipei', 'Taiwan', 'Taiwanese', 'Head of Nursing', 'calm but demanding', 'clear staffing numbers'],
    never: ['Male', 'Japanese'],
    traits: ['clear staffing numbers'],
  },
  {
    name: 'Dairy farmer',
    prompt: 'a sceptical dairy farmer in Waikato, New Zealand, 63, hates being rushed',
    age: 63,
    keep: ['63', 'Waikato', 'New Zealand', 'Farmer', 'sceptical', 'being rushed'],
    never: ['Australian', 'Australia'],
    traits: ['being rushed'],
  },
  {
    name: 'Lucas Ferreira',
    prompt: 'Lucas Ferreira, a 33-year-old Brazilian IT support lead in Porto Alegre, cheerful and talkative',
    age: 33,
    keep: ['Lucas Ferreira', '33', 'Brazilian', 'Porto Alegre', 'Brazil', 'IT Support Lead', 'cheerful and talkative'],
    never: ['Female', 'Portuguese national'],
    traits: ['cheerful and talkative'],
  },
  {
    name: 'Nadia Haddad',
    prompt: 'Nadia Haddad, 50, an anxious bakery owner in Casablanca, Morocco, worried about rising flour prices',
    age: 50,
    keep: ['Nadia Haddad', '50', 'Casablanca', 'Morocco', 'Moroccan', 'anxious', 'rising flour prices'],
    never: ['Male', 'Egyptian'],
    traits: ['anxious'],
  },
  {
    name: 'Call centre agent',
    prompt: 'a nervous call centre agent in Manila, Philippines, 24, in her first job',
    age: 24,
    keep: ['24', 'Manila', 'Philippines', 'Filipino', 'nervous', 'Female'],
    never: ['Male', 'Indonesian'],
    traits: ['nervous'],
  },
  {
    name: 'Thomas Weber',
    prompt: 'Thomas Weber, 57, a proud German plant manager in Stuttgart who opposes the new shift pattern',
    age: 57,
    keep: ['Thomas Weber', '57', 'German', 'Stuttgart', 'Germany', 'Plant Manager', 'proud', 'the new shift pattern'],
    never: ['Female', 'Austrian'],
    traits: ['proud'],
  },
  {
    name: 'School principal',
    prompt: 'a no-nonsense school principal in Nairobi, Kenya, 49, dislikes jargon',
    age: 49,
    keep: ['49', 'Nairobi', 'Kenya', 'Kenyan', 'School Principal', 'no-nonsense', 'jargon'],
    never: ['Ethiopian', 'Nigerian'],
    traits: ['jargon'],
  },
  {
    name: 'Sofia Rossi',
    prompt: 'Sofia Rossi, 38, a polite but evasive marketing director in Milan, Italy, who prefers email',
    age: 38,
    keep: ['Sofia Rossi', '38', 'Milan', 'Italy', 'Italian', 'Marketing Director', 'polite but evasive', 'prefers email'],
    never: ['Male', 'warm and easy to talk to'],
    traits: ['polite but evasive'],
  },
  {
    name: 'Pharmacist',
    prompt: 'a careful pharmacist in Graz, Austria, 46, hates being interrupted',
    age: 46,
    keep: ['46', 'Graz', 'Austria', 'Austrian', 'Pharmacist', 'careful', 'being interrupted'],
    never: ['German national', 'Swiss'],
    traits: ['being interrupted'],
  },
  {
    name: 'Omar Khalil',
    prompt: 'Omar Khalil, 42, an impatient operations director at a shipping firm in Dubai, United Arab Emirates, who wants a firm delivery date',
    age: 42,
    keep: ['Omar Khalil', '42', 'Dubai', 'United Arab Emirates', 'Operations Director', 'shipping firm', 'impatient', 'a firm delivery date'],
    never: ['Female', 'Saudi'],
    traits: ['a firm delivery date'],
  },
  {
    name: 'Retired teacher',
    prompt: 'a retired teacher in Edinburgh, 71, polite but persistent, whose pension payment is late',
    age: 71,
    keep: ['71', 'Edinburgh', 'Teacher', 'polite but persistent', 'pension payment is late'],
    never: ['American'],
    traits: ['polite but persistent'],
  },
  {
    name: 'Elif Kaya',
    prompt: 'Elif Kaya, 35, an ambitious software engineer in Istanbul, Turkey, who wants a promotion to team lead',
    age: 35,
    keep: ['Elif Kaya', '35', 'Istanbul', 'Turkey', 'Turkish', 'Software Engineer', 'ambitious', 'a promotion to team lead'],
    never: ['Male', 'Greek'],
    traits: ['a promotion to team lead'],
  },
];

export const STATED_RUBRIC_CASES: StatedRubricCase[] = [
  {
    name: 'Discovery call with a clinic buyer',
    description:
      "Grade a sales rep on a short discovery call with a cautious clinic procurement lead. Good looks like: keeps the call under 15 minutes, asks about the clinic's rostering pain before pitching, handles the budget objection with evidence, and agrees a dated next step. Pass mark 75.",
    passMark: 75,
    keep: ['under 15 minutes', "clinic's rostering pain", 'budget objection', 'dated next step'],
    never: [],
    domainWords: ['discovery', 'rostering', 'pain', 'next step'],
  },
  {
    name: 'Calming a furious passenger',
    description:
      'A gate agent handles a furious passenger whose flight was cancelled. Good looks like: stays calm when the passenger shouts, apologises once and sincerely, offers the next available flight or a hotel voucher, and confirms the new booking reference. Pass mark 70.',
    passMark: 70,
    keep: ['calm', 'next available flight', 'hotel voucher', 'booking reference'],
    never: [],
    domainWords: ['calm', 'apolog', 'booking', 'flight'],
  },
  {
    name: 'Supplier price increase',
    description:
      'A buyer negotiates with a packaging supplier who announced a 9% price increase. Good looks like: asks what drives the increase, keeps the existing delivery terms, trades volume for a smaller increase, and summarises the agreed price in writing. Pass mark 80.',
    passMark: 80,
    keep: ['9%', 'existing delivery terms', 'smaller increase', 'agreed price'],
    never: [],
    domainWords: ['increase', 'delivery terms', 'price'],
  },
  {
    name: 'Late shift handover',
    description:
      "A nurse hands over a ward to the night shift. Good looks like: names each patient's risks first, checks the medication times, keeps the handover under 20 minutes, and invites questions before leaving. Pass mark 85.",
    passMark: 85,
    keep: ['medication times', 'under 20 minutes', 'questions'],
    never: [],
    domainWords: ['handover', 'medication', 'risks'],
  },
  {
    name: 'Tenant repair complaint',
    description:
      'A housing officer answers a tenant whose heating has been broken for three weeks. Good looks like: lets the tenant finish, acknowledges the three weeks without heating, books an engineer with a date, and offers a temporary heater today. Pass mark 65.',
    passMark: 65,
    keep: ['three weeks', 'engineer', 'temporary heater'],
    never: [],
    domainWords: ['tenant', 'engineer', 'heater', 'acknowledg'],
  },
  {
    name: 'First-week check-in',
    description:
      "A team lead holds a first-week check-in with a new developer. Good looks like: asks open questions about the first week, keeps a relaxed tone, explains who to ask for help, and agrees two goals for the next fortnight. Pass mark 60.",
    passMark: 60,
    keep: ['first week', 'relaxed tone', 'who to ask for help', 'two goals'],
    never: [],
    domainWords: ['first week', 'goals', 'tone'],
  },
  {
    name: 'Budget overrun update',
    description:
      'A project manager tells the sponsor that the project is 12% over budget. Good looks like: states the overrun in the first minute, explains the cause without blaming the vendor, presents two options with their costs, and asks for a decision by Friday. Pass mark 75.',
    passMark: 75,
    keep: ['12%', 'overrun', 'two options', 'decision by Friday'],
    never: [],
    domainWords: ['overrun', 'options', 'decision', 'cause'],
  },
  {
    name: 'Declining a refund',
    description:
      'A support agent tells a customer that a refund outside the 30-day window is not possible. Good looks like: explains the 30-day policy in plain words, stays polite when the customer pushes back, offers store credit instead, and confirms what happens next. Pass mark 70.',
    passMark: 70,
    keep: ['30-day', 'polite', 'store credit', 'what happens next'],
    never: [],
    domainWords: ['policy', 'polite', 'store credit', 'next'],
  },
  {
    name: 'Volunteer recruitment call',
    description:
      'A charity coordinator calls a past volunteer to ask for help at the winter food drive. Good looks like: thanks them for their past help, explains what the food drive needs, respects a no without pressure, and books a shift with a date. Pass mark 55.',
    passMark: 55,
    keep: ['past help', 'food drive', 'shift'],
    never: [],
    domainWords: ['thank', 'food drive', 'shift', 'pressure'],
  },
  {
    name: 'Safety incident debrief',
    description:
      'A site supervisor debriefs a worker after a near miss with a forklift. Good looks like: asks the worker to describe what happened, stays non-judgemental, explains the rule that was broken, and agrees one change to prevent a repeat. Pass mark 80.',
    passMark: 80,
    keep: ['what happened', 'non-judgemental', 'rule', 'one change'],
    never: [],
    domainWords: ['what happened', 'rule', 'change', 'judgemental'],
  },
];
