// Word tables the offline persona engine reads facts with and fills gaps from (the kinds of work and the industries
// are data in occupation-families.json and industries.json). Edit to teach it new words.
import { BIG_FIVE_TRAITS, type BigFiveTrait } from '../../../../shared/contracts/personas-constants.ts';
import { z } from 'zod';
import { COUNTRIES as COUNTRY_ROWS } from './countries.ts';
import industries from './industries.json';
import occupationFamilies from './occupation-families.json';

export type TraitDelta = Partial<Record<BigFiveTrait, number>>;

export type ScenarioCategory = 'Customer Service' | 'Leadership' | 'Sales' | 'HR' | 'Project Management';

export interface Attitude {
  key: string;
  /** Word stems matched at the start of a word ("scept" matches sceptical and scepticism). */
  stems: string[];
  /** How the attitude is described in prose: "sceptical". */
  adjective: string;
  traits: TraitDelta;
  enneagram: number;
  background: string;
  challenge: string;
  motivation: string;
  strength: string;
  /** What wins this person over. */
  winsOver: string;
  line: string;
  /** A manner rather than a stance ("polite"): another attitude the prompt gives sets the opening line. */
  isMild?: boolean;
}

/** `{subject}` / `{object}` / `{possessive}` are replaced with the persona's pronouns. */
export const ATTITUDES: Attitude[] = [
  {
    key: 'sceptical',
    stems: ['scept', 'skept', 'doubtful', 'distrust', 'mistrust', 'wary', 'suspicious', 'unconvinced', 'cynic', 'cautious', 'risk-averse', 'hesitant'],
    adjective: 'sceptical',
    traits: { openness: -22, agreeableness: -18, conscientiousness: 18, extraversion: -8, neuroticism: 6 },
    enneagram: 6,
    background: '{subject} has seen confident promises fall apart before, so {subject} asks for evidence, references and clear numbers before trusting a claim.',
    challenge: 'Slow to trust new ideas, suppliers and people; can dismiss a good proposal because it is unfamiliar, and may drag decisions out while asking for more proof.',
    motivation: 'Avoid costly mistakes and protect {possessive} organisation from risk; make decisions {subject} can defend to others later.',
    strength: 'spotting weak claims, missing evidence and hidden costs quickly',
    winsOver: 'concrete evidence, references from similar organisations, honest answers about limitations and a low-risk way to try things',
    line: "I've heard a lot of promises like this before. What's actually different this time, and which other {peers} are already using it?",
  },
  {
    key: 'upset',
    stems: ['upset', 'angry', 'frustrat', 'irate', 'annoyed', 'furious', 'dissatisfied', 'unhappy', 'disappointed', 'fed up', 'livid', 'outraged', 'irritated'],
    adjective: 'frustrated',
    traits: { neuroticism: 24, agreeableness: -16, extraversion: 6 },
    enneagram: 8,
    background: 'Right now {subject} feels let down and is running out of patience; {subject} wants the problem owned and fixed, not explained away.',
    challenge: 'Escalates quickly when {subject} feels dismissed, repeats the complaint and interrupts scripted answers; needs to feel heard before {subject} can listen.',
    motivation: 'Get the problem fixed quickly, be treated with respect and receive a clear commitment about what happens next.',
    strength: 'describing exactly what went wrong and what {subject} expects instead',
    winsOver: 'a sincere apology, ownership of the problem, a concrete fix with a timeline and follow-through',
    line: "This is the third time I've had to explain this. I want to know who is going to fix it, and when.",
  },
  {
    key: 'disengaged',
    stems: ['disengag', 'unmotivated', 'demotivated', 'apathetic', 'bored', 'withdrawn', 'checked out', 'indifferent', 'burned out', 'burnt out', 'listless'],
    adjective: 'disengaged',
    traits: { extraversion: -20, conscientiousness: -20, openness: -10, neuroticism: 10 },
    enneagram: 9,
    background: 'Over the past months {subject} has become quieter in meetings, does what is asked but little more, and no longer volunteers ideas.',
    challenge: 'Gives short, non-committal answers, avoids conflict by agreeing without meaning it, and is slow to say what is really wrong.',
    motivation: 'Feel that {possessive} work matters again, regain some control over what {subject} works on, and be recognised for what {subject} contributes.',
    strength: 'knowing the day-to-day work and its frustrations better than anyone',
    winsOver: 'genuine curiosity about {possessive} view, specific recognition, and a say in concrete next steps',
    line: "It's fine. I'm getting my work done, aren't I? I'm not sure what there is to talk about.",
  },
  {
    key: 'demanding',
    stems: ['demanding', 'tough', 'assertive', 'aggressive', 'blunt', 'straight-talking', 'forceful', 'pushy', 'insistent', 'hard-nosed', 'hard-driving', 'uncompromising', 'domineering'],
    adjective: 'demanding',
    traits: { agreeableness: -20, extraversion: 14, conscientiousness: 14, neuroticism: -4 },
    enneagram: 8,
    background: '{subject} sets a high bar, says exactly what {subject} thinks and expects others to keep up.',
    challenge: 'Can steamroll quieter people, pushes for commitments before the details are clear and treats hesitation as weakness.',
    motivation: 'Get results fast, stay in control of the outcome and never be caught out by a commitment someone else failed to keep.',
    strength: 'cutting through vague talk and driving a decision',
    winsOver: 'confidence, straight answers, firm boundaries stated calmly and a plan with owners and dates',
    line: "Let's skip the small talk. Tell me exactly what you can deliver and by when.",
  },
  {
    key: 'impatient',
    stems: ['impatient', 'rushed', 'time-poor', 'time-pressed', 'hurried', 'short on time', 'in a hurry'],
    adjective: 'impatient',
    traits: { neuroticism: 12, agreeableness: -10, conscientiousness: 8, extraversion: 6 },
    enneagram: 3,
    background: '{subject} is juggling too much and guards {possessive} time closely; long explanations lose {object} within a minute.',
    challenge: 'Interrupts, checks the time and cuts conversations short; may decide before hearing the full picture.',
    motivation: 'Get to the point, make a quick decision and move on to the next priority.',
    strength: 'prioritising fast and focusing on what matters most',
    winsOver: 'a clear headline first, brevity, and respect for {possessive} schedule',
    line: "I've got ten minutes. What do you need from me?",
  },
  {
    key: 'anxious',
    stems: ['anxious', 'nervous', 'worried', 'stressed', 'insecure', 'uneasy', 'overwhelmed', 'fearful', 'apprehensive'],
    adjective: 'anxious',
    traits: { neuroticism: 26, extraversion: -12, conscientiousness: 4 },
    enneagram: 6,
    background: '{subject} worries about getting things wrong and tends to imagine the worst case before anything has happened.',
    challenge: 'Second-guesses decisions, asks for repeated reassurance and can freeze when a conversation feels confrontational.',
    motivation: 'Feel secure, understand exactly what is expected and avoid being blamed if something goes wrong.',
    strength: 'anticipating risks and problems others miss',
    winsOver: 'patience, clear and predictable next steps, and reassurance backed by facts',
    line: "Sorry, I just want to make sure I understand. What happens if this doesn't work out?",
  },
  {
    key: 'enthusiastic',
    stems: ['enthusias', 'excited', 'eager', 'optimis', 'passionate', 'energetic', 'upbeat', 'keen'],
    adjective: 'enthusiastic',
    traits: { extraversion: 20, openness: 16, neuroticism: -12, agreeableness: 6 },
    enneagram: 7,
    background: '{subject} brings energy to every conversation and is quick to get excited about new possibilities.',
    challenge: 'Overcommits, jumps ahead before details are settled and can lose interest once the novelty wears off.',
    motivation: 'Work on something new and meaningful, and see fast visible progress.',
    strength: 'rallying others around an idea',
    winsOver: 'shared excitement channelled into a realistic plan',
    line: 'This sounds great! I have so many ideas already. Where do we start?',
  },
  {
    key: 'friendly',
    stems: ['friendly', 'warm', 'kind-hearted', 'supportive', 'approachable', 'pleasant', 'helpful', 'cheerful', 'easygoing', 'easy-going'],
    adjective: 'friendly',
    traits: { agreeableness: 22, extraversion: 12, neuroticism: -10 },
    enneagram: 2,
    background: '{subject} is warm and easy to talk to, and cares about keeping relationships good.',
    challenge: 'Avoids saying no, hides disagreement to keep the peace and can agree to things {subject} has no authority to approve.',
    motivation: 'Keep good relationships, help people and be seen as someone others can rely on.',
    strength: 'building rapport and trust quickly',
    winsOver: 'genuine warmth, respect for the relationship and an honest, kind way of raising problems',
    line: "Thanks so much for making the time, it's really good to finally talk properly.",
  },
  {
    key: 'polite',
    stems: ['polite', 'courteous', 'formal', 'well-mannered', 'respectful', 'proper'],
    adjective: 'polite',
    isMild: true,
    traits: { agreeableness: 8, conscientiousness: 6, extraversion: -4 },
    enneagram: 1,
    background: '{subject} is courteous and measured, and keeps any disagreement behind good manners.',
    challenge: 'Good manners can hide what {subject} really thinks: a polite "we will see" is easy to mistake for a yes.',
    motivation: 'Keep the conversation civil and professional, and be treated with the same courtesy {subject} shows.',
    strength: 'keeping a tense conversation civil',
    winsOver: 'courtesy in return, a well-prepared case and no pressure',
    line: 'Good morning, and thank you for coming. How can I help you today?',
  },
  {
    key: 'evasive',
    stems: ['evasive', 'guarded', 'cagey', 'non-committal', 'noncommittal', 'vague', 'secretive', 'elusive', 'tight-lipped', 'avoids commit'],
    adjective: 'evasive',
    traits: { extraversion: -8, openness: -6, neuroticism: 8, agreeableness: -2 },
    enneagram: 6,
    background: '{subject} rarely gives a straight answer: direct questions are met with deflection, and commitments are put off until later.',
    challenge: 'Avoids committing to anything specific, changes the subject when pressed and promises to "come back to you" without a date.',
    motivation: 'Keep {possessive} options open and avoid being held to something {subject} is not sure about.',
    strength: 'keeping options open and not being cornered',
    winsOver: 'patient, specific questions, and a small, safe commitment {subject} can agree to without losing face',
    line: "That's a fair question. Let me look into a few things and come back to you on it.",
  },
  {
    key: 'ambitious',
    stems: ['ambitious', 'confident', 'driven', 'competitive', 'career-focused', 'self-assured'],
    adjective: 'ambitious',
    traits: { extraversion: 14, conscientiousness: 14, neuroticism: -12, openness: 6 },
    enneagram: 3,
    background: '{subject} is clear about where {subject} wants {possessive} career to go and measures progress carefully.',
    challenge: 'Can put personal goals ahead of the team and grow impatient with slow processes or vague answers about the future.',
    motivation: 'Advance {possessive} career, be recognised for results and take on bigger responsibility.',
    strength: 'setting goals and delivering visible results',
    winsOver: 'a clear path forward with specific criteria, dates and recognition',
    line: "I've done the work and the numbers show it. I'd like to talk about what comes next for me.",
  },
  {
    key: 'analytical',
    stems: ['analytical', 'detail-oriented', 'data-driven', 'meticulous', 'methodical', 'logical', 'precise', 'perfectionist', 'numbers-driven'],
    adjective: 'analytical',
    traits: { conscientiousness: 20, openness: 8, extraversion: -10, agreeableness: -4 },
    enneagram: 1,
    background: '{subject} wants to see the data and the method behind every recommendation, and notices small inconsistencies.',
    challenge: 'Can get lost in detail, delays decisions until the analysis feels complete and comes across as critical.',
    motivation: 'Make correct, well-founded decisions and keep standards high.',
    strength: 'rigorous analysis and attention to detail',
    winsOver: 'accurate data, a transparent method and admitting uncertainty honestly',
    line: 'Before we go further, can you walk me through how you got to these numbers?',
  },
  {
    key: 'resistant',
    stems: ['resistant', 'stubborn', 'defensive', 'inflexible', 'old-school', 'set in', 'traditionalist', 'set in her ways', 'set in his ways', 'set in their ways', 'resists', 'reluctant', 'opposed', 'opposes', 'opposing', 'unyielding', 'immovable', 'unbending'],
    adjective: 'resistant to change',
    traits: { openness: -24, agreeableness: -14, neuroticism: 8 },
    enneagram: 1,
    background: '{subject} believes the current way of working exists for good reasons and pushes back on changes {subject} did not ask for.',
    challenge: 'Defends the status quo, hears suggestions as criticism and digs in when pressed.',
    motivation: 'Protect what works, avoid disruption and be consulted before things change.',
    strength: 'knowing why existing processes are the way they are',
    winsOver: 'being involved early, respect for what already works and small, reversible steps',
    line: "We've always done it this way, and it works. Why would we change it now?",
  },
  {
    key: 'calm',
    isMild: true,
    stems: ['calm', 'composed', 'diplomatic', 'easy going', 'relaxed', 'even-tempered'],
    adjective: 'calm',
    traits: { neuroticism: -20, agreeableness: 10 },
    enneagram: 9,
    background: '{subject} stays composed under pressure and prefers to talk things through rather than react.',
    challenge: 'Rarely raises {possessive} voice, so others can mistake {possessive} calm for agreement or let a problem sit too long before it is named.',
    motivation: 'Keep things stable and fair, and reach agreements everyone can live with.',
    strength: 'staying level-headed in tense moments',
    winsOver: 'a measured, respectful tone and a fair proposal',
    line: "Let's take this one step at a time. What are we trying to solve?",
  },
  {
    key: 'creative',
    stems: ['creative', 'innovative', 'curious', 'imaginative', 'visionary', 'inventive'],
    adjective: 'creative',
    traits: { openness: 24, conscientiousness: -6, extraversion: 4 },
    enneagram: 4,
    background: '{subject} is always looking for a better or more original way to do things.',
    challenge: 'Gets bored with routine work and can be dismissive of process and constraints.',
    motivation: 'Explore new ideas and have room to shape how the work is done.',
    strength: 'generating original ideas and alternatives',
    winsOver: 'openness to {possessive} ideas and room to experiment',
    line: "What if we looked at this from a completely different angle?",
  },
  {
    key: 'reserved',
    stems: ['shy', 'introvert', 'reserved', 'quiet', 'soft-spoken'],
    adjective: 'reserved',
    traits: { extraversion: -24, neuroticism: 6 },
    enneagram: 5,
    background: '{subject} is reserved and thinks before speaking, preferring written detail to long meetings.',
    challenge: 'Rarely volunteers opinions and may stay silent when {subject} disagrees.',
    motivation: 'Be given time to think, be asked for {possessive} opinion and not be put on the spot.',
    strength: 'careful listening and thoughtful answers',
    winsOver: 'open questions, silence left for {object} to fill and follow-up in writing',
    line: "Hi. I read what you sent. I have a few questions, if that's all right.",
  },
];

export const OccupationFamilySchema = z.strictObject({
  key: z.string().min(1),
  /** Lower-case words or phrases in the occupation or the prompt that point to this family (none: the fallback). */
  keywords: z.array(z.string().min(1)),
  defaultTitle: z.string().min(1),
  skills: z.array(z.string().min(1)).min(1),
  goal: z.string().min(1),
  challenge: z.string().min(1),
  attire: z.string().min(1),
  feature: z.string().min(1),
  traits: z.partialRecord(z.enum(BIG_FIVE_TRAITS), z.number()),
  /** Spends most of the day doing this. */
  duty: z.string().min(1),
});
export type OccupationFamily = z.infer<typeof OccupationFamilySchema>;

/** The kinds of work a prompt's occupation points to, kept as data in occupation-families.json. */
export const OCCUPATION_FAMILIES: OccupationFamily[] = z.array(OccupationFamilySchema).min(1).parse(occupationFamilies);

export const IndustrySchema = z.strictObject({
  key: z.string().min(1),
  label: z.string().min(1),
  keywords: z.array(z.string().min(1)).min(1),
  /** "a regional hospital" when the prompt names no workplace. */
  workplace: z.string().min(1),
  concerns: z.string().min(1),
  skill: z.string().min(1),
  /** Short noun for lines of dialogue: "hospitals like ours". */
  peers: z.string().min(1),
  attireNote: z.string().min(1).optional(),
  occupations: z.array(z.string().min(1)).min(1),
});
export type Industry = z.infer<typeof IndustrySchema>;

/** The industries a prompt's words place a persona in, kept as data in industries.json. */
export const INDUSTRIES: Industry[] = z.array(IndustrySchema).min(1).parse(industries);

export interface ScenarioProfile {
  category: ScenarioCategory;
  keywords: string[];
  situation: string;
  practice: string;
}

export const SCENARIO_PROFILES: ScenarioProfile[] = [
  {
    category: 'Sales',
    keywords: ['vendor', 'sales', 'pitch', 'buyer', 'procurement', 'purchas', 'supplier', 'deal', 'price', 'pricing', 'contract', 'prospect', 'demo', 'quote', 'budget approval'],
    situation: 'has agreed to a thirty-minute meeting with a vendor pitching a new solution',
    practice: 'discovery questions, handling objections with evidence, talking about value rather than features, and agreeing a clear next step',
  },
  {
    category: 'Customer Service',
    keywords: ['customer', 'complaint', 'complain', 'refund', 'order', 'support', 'service', 'delivery', 'faulty', 'broken', 'helpdesk', 'return', 'client', 'calling', 'third time', 'double-booked', 'not fixed', 'guest'],
    situation: 'contacts the company about a problem that still has not been solved',
    practice: 'de-escalation, active listening, apologising sincerely, owning the problem and agreeing a concrete resolution',
  },
  {
    category: 'Leadership',
    keywords: ['team member', 'direct report', 'disengag', 'motivation', 'one-to-one', 'one-on-one', 'feedback', 'performance', 'morale', 'coaching', 'team'],
    situation: 'sits down for a one-to-one with {possessive} manager',
    practice: 'giving constructive feedback, asking open questions, listening for what is really going on and agreeing commitments together',
  },
  {
    category: 'HR',
    keywords: ['raise ', 'pay rise', 'salary', 'pay ', 'overtime', 'promotion', 'compensation', 'hr', 'human resources', 'benefits', 'leave ', 'grievance', 'contract renewal', 'workload', 'union', 'parental leave', 'flexible working', 'flexible shift', 'shift pattern', 'rota'],
    situation: 'has booked a meeting about pay, conditions and what comes next',
    practice: 'explaining pay decisions transparently, recognising contributions, handling disappointment and agreeing a fair path forward',
  },
  {
    category: 'Project Management',
    keywords: ['scope', 'stakeholder', 'deadline', 'project', 'requirement', 'timeline', 'milestone', 'deliverable', 'change request', 'sponsor', 'roadmap'],
    situation: 'joins the weekly project check-in with a list of new requests',
    practice: 'protecting scope, explaining trade-offs between time, cost and quality, and negotiating change through a clear process',
  },
];

export { COUNTRIES, DEFAULT_COUNTRY_NATIONALITIES, type Country } from './countries.ts';

export const FEMALE_NAMES = [
  'Sarah', 'Emily', 'Jessica', 'Laura', 'Rachel', 'Hannah', 'Olivia', 'Emma', 'Sophie', 'Grace', 'Chloe', 'Megan', 'Amy', 'Claire', 'Helen',
  'Karen', 'Linda', 'Susan', 'Lisa', 'Maria', 'Anna', 'Julia', 'Natalie', 'Rebecca', 'Victoria', 'Elizabeth', 'Catherine', 'Margaret', 'Diane',
  'Patricia', 'Jennifer', 'Michelle', 'Nicole', 'Amanda', 'Stephanie', 'Heather', 'Angela', 'Melissa', 'Kimberly', 'Priya', 'Aisha', 'Fatima',
  'Mei', 'Yuki', 'Sofia', 'Isabella', 'Lucy', 'Ellie', 'Zoe', 'Ruth', 'Joanne', 'Fiona', 'Gemma', 'Kate', 'Alice', 'Ava', 'Mia', 'Leah', 'Tara',
  'Nadia', 'Dana', 'Carla', 'Paula', 'Monica', 'Sandra', 'Teresa', 'Deborah', 'Brenda', 'Janet', 'Sharon', 'Eleanor', 'Harriet', 'Ingrid', 'Dewi',
  'Siti', 'Ngozi', 'Camille', 'Lucia', 'Elena', 'Ana', 'Beatriz', 'Mariana', 'Aoife', 'Niamh', 'Sinead', 'Rosa', 'Jane', 'Mary', 'Anne', 'Louise',
];

export const MALE_NAMES = [
  'James', 'John', 'Robert', 'Michael', 'David', 'William', 'Richard', 'Joseph', 'Thomas', 'Daniel', 'Matthew', 'Anthony', 'Mark', 'Paul', 'Steven',
  'Andrew', 'Kevin', 'Brian', 'George', 'Edward', 'Ryan', 'Jason', 'Gary', 'Eric', 'Peter', 'Tom', 'Ben', 'Sam', 'Jack', 'Oliver', 'Harry', 'Liam',
  'Noah', 'Ethan', 'Lucas', 'Adam', 'Chris', 'Simon', 'Martin', 'Neil', 'Ian', 'Graham', 'Stuart', 'Alan', 'Carlos', 'Miguel', 'Javier', 'Luis',
  'Raj', 'Arjun', 'Rahul', 'Wei', 'Kenji', 'Omar', 'Ahmed', 'Khalid', 'Budi', 'Tunde', 'Emeka', 'Kwame', 'Marco', 'Luca', 'Stefan', 'Hans', 'Erik',
  'Julien', 'Pierre', 'Joao', 'Diego', 'Declan', 'Connor', 'Sean', 'Patrick', 'Greg', 'Frank', 'Derek', 'Victor', 'Henry', 'Charles', 'Nathan',
  'Dale', 'Wayne', 'Keith', 'Roger', 'Barry', 'Colin', 'Dennis', 'Doug', 'Ray', 'Walter', 'Hugo', 'Felix', 'Oscar', 'Leon', 'Mateus', 'Ivan',
];

export const SURNAMES = [
  'Whitfield', 'Carter', 'Bennett', 'Hughes', 'Morgan', 'Patel', 'Okafor', 'Nguyen', 'Reyes', 'Novak', 'Fischer', 'Lindqvist', 'Thompson',
  'Ramirez', 'Walsh', 'Kowalski', 'Adeyemi', 'Chen', 'Sato', 'Khan', 'Murphy', 'Harper', 'Ellis', 'Foster', 'Grant', 'Hayes', 'Jensen', 'Lawson',
  'Mitchell', 'Porter', 'Quinn', 'Russell', 'Sullivan', 'Turner', 'Vaughan', 'Ward', 'Young', 'Brooks', 'Coleman', 'Donovan', 'Fleming', 'Gallagher',
];

export const FEMALE_WORDS = ['she', 'her', 'hers', 'herself', 'woman', 'female', 'lady', 'mother', 'mom', 'mum', 'wife', 'daughter', 'sister', 'girl', 'mrs', 'ms', 'miss', 'businesswoman', 'saleswoman', 'waitress', 'chairwoman', 'grandmother', 'madam'];
export const MALE_WORDS = ['he', 'him', 'his', 'himself', 'man', 'male', 'gentleman', 'father', 'dad', 'husband', 'son', 'brother', 'boy', 'mr', 'businessman', 'salesman', 'waiter', 'chairman', 'grandfather', 'sir'];

/** Singular job nouns that end an occupation phrase ("procurement manager"). */
export const OCCUPATION_HEADS = new Set([
  'manager', 'director', 'engineer', 'developer', 'programmer', 'nurse', 'doctor', 'physician', 'surgeon', 'pharmacist', 'therapist', 'teacher', 'trainer', 'coach', 'instructor',
  'professor', 'lecturer', 'principal', 'tutor', 'accountant', 'auditor', 'controller', 'analyst', 'consultant', 'advisor', 'adviser', 'lawyer',
  'attorney', 'solicitor', 'paralegal', 'designer', 'architect', 'scientist', 'researcher', 'technician', 'mechanic', 'electrician', 'plumber',
  'officer', 'executive', 'representative', 'rep', 'agent', 'specialist', 'coordinator', 'administrator', 'assistant', 'secretary', 'receptionist',
  'clerk', 'supervisor', 'lead', 'head', 'president', 'founder', 'owner', 'entrepreneur', 'buyer', 'purchaser', 'recruiter', 'planner', 'strategist',
  'marketer', 'writer', 'editor', 'journalist', 'producer', 'chef', 'cook', 'waiter', 'waitress', 'bartender', 'barista', 'driver', 'pilot',
  'dentist', 'veterinarian', 'salesperson', 'salesman', 'saleswoman', 'cashier', 'librarian', 'banker', 'broker', 'trader', 'underwriter', 'actuary',
  'economist', 'statistician', 'operator', 'foreman', 'contractor', 'builder', 'inspector', 'partner', 'associate', 'intern', 'trainee', 'ceo', 'cto',
  'cfo', 'coo', 'cio', 'cmo', 'vp', 'clinician', 'paramedic', 'caregiver', 'counselor', 'counsellor', 'psychologist', 'midwife', 'bookkeeper',
  'treasurer', 'dispatcher', 'carpenter', 'welder', 'installer', 'concierge', 'housekeeper', 'merchandiser', 'programmer', 'chemist', 'biologist',
  'freelancer', 'photographer', 'copywriter', 'manageress', 'fisherman', 'farmer', 'baker', 'florist', 'skipper', 'gardener', 'hairdresser', 'shepherd', 'rancher',
  'leader', 'captain', 'headteacher', 'headmaster', 'headmistress', 'official', 'worker', 'steward', 'stewardess', 'surveyor', 'courier',
]);

/** Nouns that say what the character is to the learner rather than their job. */
export const RELATIONSHIP_ROLES = ['team member', 'direct report', 'customer', 'client', 'patient', 'employee', 'colleague', 'stakeholder', 'sponsor', 'guest', 'tenant', 'shopper', 'caller', 'user', 'student', 'parent', 'prospect', 'vendor', 'supplier'];
/** The relationships that are a place at work ("colleague", "supplier"); the others are served by an organisation ("patient", "customer"). */
export const WORKPLACE_RELATIONSHIPS: ReadonlySet<string> = new Set(['team member', 'direct report', 'colleague', 'employee', 'stakeholder', 'sponsor', 'vendor', 'supplier']);

/** Words that may stand before an occupation head yet are no part of the title. */
export const NON_TITLE_WORDS = new Set([
  'a', 'an', 'the', 'is', 'was', 'who', 'and', 'or', 'of', 'at', 'in', 'for', 'with', 'as', 'his', 'her', 'their', 'my', 'our', 'your', 'this', 'that',
  'very', 'quite', 'really', 'experienced', 'seasoned', 'veteran', 'busy', 'hard-working', 'hardworking', 'long-time', 'longtime', 'former', 'new',
  'young', 'old', 'older', 'middle-aged', 'successful', 'talented', 'skilled', 'overworked', 'stressed', 'highly', 'well-respected', 'respected',
  'popular', 'typical', 'local', 'small', 'big', 'large', 'mid-level', 'mid-career', 'works', 'work', 'working', 'she', 'he', 'they', 'persona',
  'character', 'person', 'someone', 'be', 'being', 'not', 'to', 'from', 'by', 'on', 'female', 'male', 'woman', 'man', 'nice', 'good', 'great',
  'tired', 'overwhelmed', 'demanding', 'create', 'make', 'generate', 'named', 'called', 'about', 'like', 'currently', 'now', 'also', 'recently',
  'promoted', 'hired', 'appointed', 'newly', 'brilliant', 'capable', 'competent', 'dedicated', 'loyal', 'but', 'grumpy', 'elderly', 'proud',
  'non-binary', 'nonbinary',
]);

/** Words that say how someone comes across, beside the attitudes' stems: a prompt's "polite but evasive" is kept as written. */
export const TONE_WORDS = new Set([
  'polite', 'courteous', 'formal', 'evasive', 'guarded', 'cagey', 'vague', 'non-committal', 'noncommittal', 'quiet', 'blunt', 'direct', 'curt',
  'terse', 'chatty', 'talkative', 'warm', 'cold', 'aloof', 'thoughtful', 'laid-back', 'easygoing', 'upbeat', 'eager', 'charming', 'grumpy', 'cheerful', 'softly', 'distant', 'gruff', 'abrasive', 'sarcastic', 'charming', 'brusque', 'dry', 'witty',
  'soft-spoken', 'outspoken', 'opinionated', 'proud', 'private', 'practical', 'pragmatic', 'thorough', 'careful', 'loyal', 'patient', 'tired',
  'overworked', 'busy', 'stubborn', 'gentle', 'kind', 'firm', 'strict', 'fair', 'honest', 'humble', 'nervous', 'confident', 'defensive',
  'dismissive', 'condescending', 'protective', 'territorial', 'sharp', 'precise', 'measured', 'no-nonsense', 'old-school', 'traditional', 'hands-on',
  'easily', 'slow', 'quick', 'hard', 'highly', 'deeply', 'unimpressed', 'unconvinced', 'curious', 'passive-aggressive', 'emotional', 'sensitive',
]);

/** Places a character works; "at a hospital" gives the workplace and points to an industry. */
export const WORKPLACE_NOUNS = [
  'hospital', 'clinic', 'bank', 'school', 'university', 'college', 'startup', 'start-up', 'agency', 'firm', 'company', 'factory', 'plant',
  'warehouse', 'hotel', 'restaurant', 'store', 'shop', 'supermarket', 'retailer', 'council', 'ministry', 'department', 'charity', 'nonprofit',
  'call centre', 'call center', 'airline', 'insurer', 'manufacturer', 'consultancy', 'utility', 'laboratory', 'lab', 'pharmacy', 'practice',
  'bakery', 'café', 'cafe', 'brewery', 'nursing home', 'care home', 'law firm', 'corporation', 'business', 'organisation', 'organization', 'chain',
  'group', 'publisher', 'studio', 'garage', 'dealership', 'office', 'farm', 'ranch',
  'restaurant chain', 'hostel', 'gym', 'salon', 'winery', 'vineyard', 'ministry', 'embassy', 'museum', 'library', 'station',
];

export const SENTENCE_STARTERS = new Set([
  'the', 'a', 'an', 'she', 'he', 'they', 'this', 'that', 'our', 'my', 'create', 'make', 'generate', 'build', 'design', 'persona', 'meet', 'i', 'we',
  'you', 'it', 'his', 'her', 'their', 'in', 'at', 'for', 'with', 'when', 'if', 'as', 'after', 'before', 'during', 'while', 'please', 'write',
  'imagine', 'role', 'roleplay', 'character', 'customer', 'client', 'name', 'age', 'there', 'here', 'sample', 'scenario', 'an', 'today', 'mr', 'mrs',
  'ms', 'dr', 'miss', 'sir', 'madam', 'prof', 'hello', 'hi',
]);

export const EYE_COLORS = ['Brown', 'Dark brown', 'Hazel', 'Green', 'Blue', 'Grey', 'Amber', 'Grey-blue'];
export const SKIN_TONES = ['Fair', 'Light', 'Light olive', 'Olive', 'Medium tan', 'Warm brown', 'Deep brown', 'Dark'];
export const HAIR_COLORS = ['Black', 'Dark brown', 'Chestnut brown', 'Light brown', 'Auburn', 'Dark blonde', 'Blonde', 'Red'];
export const FEMALE_HAIR_STYLES = ['Shoulder-length and neatly straightened', 'A low bun', 'A sleek bob', 'Long, tied back in a ponytail', 'Short pixie cut', 'Natural curls, shoulder length', 'Long waves worn loose'];
export const MALE_HAIR_STYLES = ['Short and neatly combed', 'Close-cropped', 'Short back and sides', 'Slightly tousled, medium length', 'Buzz cut', 'Swept back', 'Short curls'];
export const BUILDS = ['Slim', 'Medium build', 'Athletic', 'Stocky', 'Tall and lean', 'Sturdy', 'Petite', 'Broad-shouldered'];
export const GENERAL_FEATURES = [
  'Wears thin-rimmed glasses',
  'A small scar above the left eyebrow',
  'Speaks slowly and deliberately',
  'Has a habit of tapping a pen while thinking',
  'Raises one eyebrow when unconvinced',
  'A warm but measured laugh',
  'Always wears the same silver watch',
  'A firm handshake and steady eye contact',
  'Folds arms when listening closely',
  'A faint freckled complexion',
];

export const STOP_WORDS = new Set([
  'the', 'and', 'for', 'that', 'with', 'this', 'from', 'have', 'will', 'your', 'their', 'they', 'them', 'been', 'were', 'which', 'what', 'when',
  'where', 'would', 'should', 'could', 'there', 'these', 'those', 'than', 'then', 'into', 'about', 'over', 'under', 'after', 'before', 'also',
  'only', 'such', 'each', 'other', 'some', 'more', 'most', 'very', 'just', 'must', 'shall', 'does', 'done', 'doing', 'being', 'because', 'while',
  'within', 'without', 'between', 'through', 'during', 'against', 'among', 'upon', 'here', 'page', 'pages', 'able', 'across', 'all', 'any', 'are',
  'but', 'can', 'has', 'had', 'her', 'him', 'his', 'its', 'may', 'not', 'our', 'out', 'per', 'she', 'who', 'why', 'how', 'you', 'was', 'use',
  'used', 'using', 'via', 'yes', 'no', 'new', 'one', 'two', 'three', 'first', 'second', 'third', 'many', 'much', 'well', 'make', 'made', 'like',
  'include', 'includes', 'including', 'etc', 'e.g', 'i.e', 'we', 'us', 'it', 'is', 'in', 'on', 'of', 'to', 'a', 'an', 'or', 'as', 'at', 'be',
  'by', 'if', 'so', 'do', 'up', 'my', 'me', 'am', 'document', 'file', 'section', 'table', 'figure', 'note', 'notes', 'item', 'items', 'total',
  'need', 'needs', 'needed', 'every', 'still', 'even', 'both', 'same', 'own', 'get', 'gets', 'got', 'take', 'takes', 'per', 'year', 'years',
  'month', 'months', 'week', 'weeks', 'day', 'days', 'time', 'times',
]);

/** Whether a word is a first name the tables hold, in the general lists or a country's. */
export function isKnownFirstName(word: string): boolean {
  return FEMALE_NAMES.includes(word) || MALE_NAMES.includes(word) || COUNTRY_ROWS.some((country) => country.femaleNames?.includes(word) || country.maleNames?.includes(word));
}
