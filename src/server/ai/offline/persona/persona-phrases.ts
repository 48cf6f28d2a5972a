// Data: the persona engine's stock phrases by place, scenario category, role, occupation family and attitude.

export const RURAL_PLACES: Record<string, string> = {
  rural: 'a rural area',
  village: 'a village',
  countryside: 'the countryside',
  'small town': 'a small town',
  remote: 'a remote area',
  'farming community': 'a farming community',
  provincial: 'a provincial town',
};

export const DEFAULT_LINES: Record<string, string> = {
  Sales: "I've only got half an hour, so tell me why this is worth our budget.",
  'Customer Service': "I'm calling because my issue still isn't sorted, and I'd like to understand what's going on.",
  Leadership: 'You wanted to see me? Is something wrong?',
  HR: "Thanks for meeting me. I'd like to talk about my salary.",
  'Project Management': "Before we start, there are a few things we need to add to this release.",
};

/** The opening line and the practice of a character whose prompt names no kind of conversation. */
export const OPEN_LINE = "Hello. I've got a little time now, so what did you want to talk about?";
export const OPEN_PRACTICE = 'Good practice for any conversation: opening it well, asking open questions, listening for what matters to the other person and agreeing a clear next step.';

export const ROLE_MOTIVATIONS: Record<string, string> = {
  customer: 'Get the issue resolved without having to chase it again.',
  client: 'Get the service {subject} is paying for, without having to chase it.',
  'team member': 'Understand where {subject} stands and what is really expected of {object}.',
  'direct report': 'Understand where {subject} stands and what is really expected of {object}.',
  employee: 'Be paid and recognised fairly for the work {subject} does.',
  stakeholder: "See {possessive} requests delivered, or at least hear a clear reason when the answer is no.",
  sponsor: 'See the project deliver the benefits {subject} promised {possessive} own leadership.',
};

export const INDUSTRY_ADVICE: Record<string, string> = {
  procurement: 'total cost, supplier track record and contract terms matter more to {object} than features',
  sales: '{subject} respects preparation and notices a scripted pitch immediately',
  engineering: 'technical accuracy and realistic timelines earn {possessive} respect',
  clinical: 'anything that touches patient safety or takes time away from patients needs a strong reason',
  finance: 'numbers have to add up and assumptions must be stated',
  hr: 'fairness, consistency and policy are always on {possessive} mind',
  service: '{subject} knows which promises customers actually remember',
  project: 'scope, dates and dependencies frame every request {subject} hears',
  operations: 'anything that threatens daily reliability is a hard sell',
  owner: 'every cost comes out of {possessive} own pocket',
  management: '{subject} weighs every request against targets and the team’s capacity',
};

export const GROWTH: Record<string, string> = {
  sceptical: 'give a well-evidenced new idea a fair, time-boxed trial instead of waiting for certainty',
  upset: 'separate the problem from the person trying to help, and accept a realistic fix',
  disengaged: 'say openly what is bothering {object} and take ownership of one thing {subject} wants to change',
  demanding: 'listen to constraints before pushing for commitments',
  impatient: 'allow enough time for the information {subject} needs to decide well',
  anxious: 'trust a clear plan without needing every risk removed first',
  enthusiastic: 'follow through on details after the first burst of energy',
  friendly: 'say no, or raise a problem, while keeping the relationship warm',
  ambitious: 'balance personal goals with what the team needs',
  analytical: 'decide with good-enough information when time matters',
  resistant: 'try a small change before judging it',
  calm: 'say plainly and early where {subject} stands, so {possessive} calm is not mistaken for agreement',
  creative: 'commit to one idea and see it through',
  reserved: 'speak up in the meeting rather than afterwards',
};

/**
 * Where the character's working life came from: each regeneration picks its own, so a new take has a different
 * history. None of them names an employer, a date or a place, so none can contradict what the prompt states.
 */
export const CAREER_PATHS: readonly string[] = [
  '{subject} came to the job from a larger organisation in the same field and still compares everything with how it was done there.',
  '{subject} worked {possessive} way up from a junior post and remembers what the work looks like from the bottom.',
  '{subject} spent a few early years in a different line of work, which gives {object} an outsider\'s eye for waste.',
  '{subject} studied part-time while working full-time, and is proud of having earned every step.',
  'Early in {possessive} career {subject} was blamed for a project that failed for someone else\'s reasons, and has written everything down ever since.',
  '{subject} was trained by a demanding first manager whose habits {subject} still follows: arrive prepared, say what you know, admit what you do not.',
  '{subject} has turned down a move to head office twice, preferring to stay close to the day-to-day work.',
  '{subject} took over the role at short notice when a predecessor left, and had to learn most of it on the job.',
];

/** The same kind of history for someone the prompt says has retired. */
export const RETIRED_PATHS: readonly string[] = [
  'Since retiring {subject} has kept busy with a long list of jobs around the house and little patience for things that do not work.',
  '{subject} still meets former colleagues once a month and hears every story of things going wrong.',
  '{subject} retired later than planned and is still getting used to having time on {possessive} hands.',
];

/** How the character comes across in the room, for a reserved person; one is picked per take. */
export const RESERVED_MANNERS: readonly string[] = [
  '{subject} speaks quietly, chooses {possessive} words carefully and lets a silence run rather than fill it.',
  '{subject} takes notes throughout and reads back anything that sounds like a commitment.',
  '{subject} listens more than {subject} talks, and asks one precise question at the end.',
  '{subject} keeps {possessive} answers short and waits to see whether the other person has done the homework.',
];

/** How an outgoing character comes across in the room; one is picked per take. */
export const OUTGOING_MANNERS: readonly string[] = [
  '{subject} talks fast, thinks out loud and expects the other person to keep up.',
  '{subject} fills any pause with a question, and tends to answer a question with another one.',
  '{subject} is quick to joke, but the joke usually carries a point.',
  '{subject} gets to the point within the first minute and steers the conversation back whenever it drifts.',
];

/** Something the character wants for themselves, beside what the job asks; one is picked per take. */
export const PERSONAL_AIMS: readonly string[] = [
  'Privately, {subject} wants to leave {possessive} part of the organisation in better shape than {subject} found it.',
  'Privately, {subject} would like to spend less time firefighting and more time planning ahead.',
  'Privately, {subject} hopes to be trusted with bigger decisions within the next few years.',
  'Privately, {subject} wants to get home at a reasonable hour more often than {subject} does now.',
  'Privately, {subject} wants to be seen as the person who asked the right questions before anyone else did.',
];

/** The history of someone who works for themselves: how they came to it, with no employer in it now. */
export const SELF_EMPLOYED_PATHS: readonly string[] = [
  '{subject} worked for a larger firm for years before going out on {possessive} own, and still compares everything with how it was done there.',
  '{subject} learned the trade as an apprentice and has built up {possessive} own customers one job at a time.',
  '{subject} spent a few early years in a different line of work, which gives {object} an outsider\'s eye for waste.',
  '{subject} was trained by a demanding first teacher whose habits {subject} still follows: arrive prepared, say what you know, admit what you do not.',
  '{subject} went out on {possessive} own after a bad experience with an employer and has never looked back.',
];

/** The aims of someone who works for themselves: nobody above them, no organisation to leave in better shape. */
export const SELF_EMPLOYED_AIMS: readonly string[] = [
  'Privately, {subject} would like a steadier flow of work, so a quiet month is not a worry.',
  'Privately, {subject} wants to be recommended by word of mouth rather than chase every job.',
  'Privately, {subject} wants to get home at a reasonable hour more often than {subject} does now.',
  'Privately, {subject} would like to take on fewer jobs and do each one properly.',
];

/** What someone who works for themselves wants and finds hard, when their job's family speaks of an employer. */
export const SELF_EMPLOYED_GOAL = 'Do good work, be paid fairly and on time, and keep the customers coming back.';
export const SELF_EMPLOYED_CHALLENGE = 'Every hour spent on paperwork or travel is an hour {subject} is not paid for.';

/** The history of someone the prompt calls junior: short, and about how they started. */
export const JUNIOR_PATHS: readonly string[] = [
  '{subject} joined straight from studying and is still learning how decisions are really made.',
  '{subject} was taken on after an internship in the same team and wants to show that was the right call.',
  '{subject} switched to this field after a first degree in something unrelated, and is keen to prove the switch was right.',
];

/** Something a retired character wants for themselves; one is picked per take. */
export const RETIRED_AIMS: readonly string[] = [
  'Privately, {subject} wants to be treated as someone who knows how things should be done.',
  'Privately, {subject} would like one person to deal with, not a different voice every time.',
  'Privately, {subject} wants the matter settled without having to chase it again.',
];
