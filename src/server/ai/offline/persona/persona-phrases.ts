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
