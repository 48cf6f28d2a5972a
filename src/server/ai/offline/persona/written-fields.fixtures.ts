// Persona and rubric prompts of our own, in fields no evaluation set uses (a market beekeeper, a ferry ticket
// inspector, a hospice volunteer coordinator, a Lagos fintech compliance officer, a self-employed piano tuner…), each
// in a quick form (one line) and an advanced one (a paragraph), with what every take must keep. The route tests create
// and regenerate each through the real routes and read every field.

export interface WrittenPersona {
  name: string;
  prompt: string;
  age: number;
  occupation: string;
  /** The hometown as it must read, when the prompt states one. */
  hometown?: RegExp;
  nationality?: string;
  /** Words no field may hold: an employer or a field the prompt never gave, a place made from a name. */
  never?: RegExp[];
}

/** Someone who works for themselves has no employer: nobody above them, no organisation of theirs, no role to grow in. */
const SELF_EMPLOYED_NEVER = /people above|part of the organisation|future in (?:his|her|their) role|head office|predecessor/;

export const WRITTEN_PERSONAS: WrittenPersona[] = [
  { name: 'Beekeeper', prompt: 'A beekeeper selling honey at a Saturday market, 61, chatty and proud of her jars', age: 61, occupation: 'Beekeeper', never: [/salary/i] },
  {
    name: 'Maren Holt',
    prompt: 'Maren Holt is a 47-year-old beekeeper from Ghent who sells comb honey and beeswax candles at the Vrijdagmarkt every weekend. She has kept hives for 19 years, distrusts supermarket buyers, and answers questions with stories about her bees. She wants a fair price per jar and refuses to label her honey as organic.',
    age: 47,
    occupation: 'Beekeeper',
    hometown: /^Ghent, Belgium$/,
    never: [/to be distrusts/],
  },
  { name: 'Ferry Inspector', prompt: 'Ferry ticket inspector, 38, blunt, works the Dover to Calais crossing', age: 38, occupation: 'Ferry Ticket Inspector' },
  {
    name: 'Declan Moyo',
    prompt: 'Declan Moyo, 29, a ticket inspector on the island ferries out of Oban. Grew up in Glasgow. Patient with tourists but strict about fares; he has been threatened twice this year and now wants a body camera before the summer timetable starts on 1 May.',
    age: 29,
    occupation: 'Ticket Inspector',
    hometown: /^Glasgow, United Kingdom$/,
    never: [/\. Patient with/],
  },
  { name: 'Hospice Coordinator', prompt: 'Hospice volunteer coordinator in her fifties, gentle, stretched thin', age: 54, occupation: 'Hospice Volunteer Coordinator', never: [/release/] },
  {
    name: 'Priya Raman',
    prompt: "Priya Raman, 53, coordinates 140 volunteers at St Columba's Hospice in Leeds. Warm but guarded about her team; she has lost four volunteers since March and will not accept a rota that asks anyone to do more than two night shifts a month.",
    age: 53,
    occupation: 'Operations Manager',
    hometown: /^Leeds, United Kingdom$/,
    never: [/to be Warm/, /\. Warm but/],
  },
  { name: 'Compliance Officer', prompt: 'A Lagos fintech compliance officer, 34, precise and cautious', age: 34, occupation: 'Lagos Fintech Compliance Officer', hometown: /^Lagos, Nigeria$/ },
  {
    name: 'Adaeze Okonkwo',
    prompt: 'Adaeze Okonkwo is 41 and heads compliance at a payments start-up in Lagos, Nigeria. She spent 9 years at the Central Bank before joining. She is polite, exact, and impatient with vague answers; she needs every new merchant to pass KYC checks within 48 hours.',
    age: 41,
    occupation: 'Head of Compliance',
    hometown: /^Lagos, Nigeria$/,
  },
  { name: 'Piano Tuner', prompt: 'Self-employed piano tuner, 66, quiet, travels between villages', age: 66, occupation: 'Piano Tuner', never: [/hotel|hospitality/i, SELF_EMPLOYED_NEVER] },
  {
    name: 'Tobias Reading',
    prompt: 'Tobias Reading, 58, a self-employed piano tuner who has worked for himself for 31 years. Dry humour, hates being rushed, charges £95 a tuning and will not travel more than 40 miles from Hereford.',
    age: 58,
    occupation: 'Piano Tuner',
    hometown: /^Hereford$/,
    never: [/hotel|hospitality/i, /to be (?:rushed|dry)/i, SELF_EMPLOYED_NEVER],
  },
  { name: 'Plumber', prompt: 'Self-employed plumber, 45, Romanian-born, works across the Manchester area', age: 45, occupation: 'Plumber', nationality: 'Romanian', never: [/Romanian-Born|manufactur/i, SELF_EMPLOYED_NEVER] },
  {
    name: 'Ioana Petrescu',
    prompt: 'Ioana Petrescu is a self-employed plumber, 39, born in Cluj and now based in Manchester. She is direct and sceptical of big contractors, and wants to be paid within 14 days.',
    age: 39,
    occupation: 'Plumber',
    hometown: /^Manchester, United Kingdom$/,
    never: [/manufactur/i, SELF_EMPLOYED_NEVER],
  },
  { name: 'Lock Keeper', prompt: 'A canal lock keeper, 52, who loves a chat and knows every boat on the stretch', age: 52, occupation: 'Canal Lock Keeper', never: [/Harbour Master/] },
  { name: 'Glass Restorer', prompt: 'Stained-glass restorer, 44, perfectionist, based in York, working on a church window', age: 44, occupation: 'Stained-Glass Restorer', hometown: /^York/ },
  {
    name: 'Sven Lindqvist',
    prompt: 'Sven Lindqvist, 36, a reindeer herder from Jokkmokk in Sweden. Reserved, practical, speaks Swedish and Sami. He wants the mining company to move its road away from the calving grounds before April.',
    age: 36,
    occupation: 'Reindeer Herder',
    hometown: /^Jokkmokk, Sweden$/,
    nationality: 'Swedish',
  },
];

export interface WrittenRubric {
  name: string;
  description: string;
  passMark?: number;
  /** The person the learner speaks to, as every behaviour's levels must name them, when the description says. */
  counterpart?: string;
}

export const WRITTEN_RUBRICS: WrittenRubric[] = [
  { name: 'Market stall haggling', description: 'A customer haggles over the price of six jars of honey at a market stall; the seller should hold the price but offer a fair bundle. Pass mark 70.', passMark: 70 },
  { name: 'Fare dispute', description: 'A ferry passenger without a valid ticket argues with the inspector. Good: stays calm, explains the fare rule, offers the penalty fare options, and confirms next steps.' },
  { name: 'Volunteer rota', description: 'A hospice volunteer coordinator asks a volunteer to take one extra night shift next month.', counterpart: 'the volunteer' },
  {
    name: 'KYC escalation',
    description: 'A compliance officer at a Lagos fintech tells a merchant their account is frozen pending KYC checks. Criteria: explains the reason plainly, gives a date, listens to the merchant, avoids jargon. Pass mark 75.',
    passMark: 75,
    counterpart: 'the merchant',
  },
  { name: 'Tuning booking', description: 'A self-employed piano tuner agrees a booking with a school; should confirm the date, the price of £95 and access to the hall.' },
  { name: 'Restoration quote', description: 'A stained-glass restorer explains to a church committee why the window repair will cost more and take longer than quoted.', counterpart: 'the church committee' },
];
