// The generation evaluation set: persona prompts and rubric descriptions, each with the facts the result must keep
// and the contradictions it must never hold. `npm run eval` prints the "facts kept" figures from them on the
// configured engine; generation-cases.test.ts requires all of them on the built-in engine. The cases differ from
// the regression cases of ai/offline/faithfulness-cases.ts. Make a failing case pass by improving the engine,
// never by loosening the case.
import type { PersonaDetails } from '../../shared/contracts/personas.ts';
import type { RubricContent } from '../../shared/contracts/rubrics.ts';

export interface PersonaEvalCase {
  /** The name typed in the form. */
  name: string;
  prompt: string;
  /** Facts the persona must state somewhere (whole words, any case). */
  keep: string[];
  /** Words that would contradict the prompt (whole words, any case). */
  never: string[];
}

export interface RubricEvalCase {
  name: string;
  description: string;
  keep: string[];
  never: string[];
  /** The pass mark the description states; the stored rubric must carry it. */
  passMark?: number;
  /** At least one of them must appear in a criterion's name: the rubric is about this kind of conversation. */
  domainWords: string[];
}

/** What one case found wrong: facts missing from the result, and contradictions present in it. */
export interface CaseCheck {
  missing: string[];
  contradictions: string[];
}

/** A rubric as it is stored: its content and the pass mark it was given. */
export interface GeneratedRubric {
  content: RubricContent;
  passMark: number;
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether `phrase` appears in `text` as whole words, ignoring case ("Male" is not found in "Female"). */
export function containsPhrase(text: string, phrase: string): boolean {
  const pattern = new RegExp(String.raw`(?<![\p{L}\p{N}])${escapeRegExp(phrase.trim()).replace(/\s+/g, String.raw`\s+`)}(?![\p{L}\p{N}])`, 'iu');
  return pattern.test(text.replaceAll('’', "'"));
}

function collectStrings(value: unknown, into: string[]): string[] {
  if (typeof value === 'string') into.push(value);
  else if (value && typeof value === 'object') for (const child of Object.values(value)) collectStrings(child, into);
  return into;
}

/** Every text field of a generated persona, one per line. */
export function personaText(details: PersonaDetails): string {
  return collectStrings(details, []).join('\n');
}

/** The facts a persona lost and the contradictions it holds. */
export function checkPersonaCase(entry: PersonaEvalCase, output: PersonaDetails): CaseCheck {
  const text = personaText(output);
  return {
    missing: entry.keep.filter((fact) => !containsPhrase(text, fact)),
    contradictions: entry.never.filter((word) => containsPhrase(text, word)),
  };
}

/** The facts a rubric lost (a wrong pass mark, criteria about another kind of conversation) and its contradictions. */
export function checkRubricCase(entry: RubricEvalCase, output: GeneratedRubric): CaseCheck {
  // The description field repeats the person's words, so facts count only where the rubric itself uses them.
  const { description: _description, ...written } = output.content;
  const text = collectStrings(written, []).join('\n');
  const missing = entry.keep.filter((fact) => !containsPhrase(text, fact));
  if (entry.passMark !== undefined && output.passMark !== entry.passMark) missing.push(`pass mark ${entry.passMark}`);
  const names = output.content.criteria.map((criterion) => criterion.criterion_name).join('\n');
  if (entry.domainWords.length > 0 && !entry.domainWords.some((word) => containsPhrase(names, word))) missing.push(`a criterion about ${entry.domainWords.join(' / ')}`);
  return { missing, contradictions: entry.never.filter((word) => containsPhrase(text, word)) };
}

/** How many of the cases' facts were kept, and how many contradictions were found, over a whole run. */
export function summariseChecks(checks: readonly { check: CaseCheck; keepCount: number }[]): { kept: number; total: number; contradictions: number } {
  let kept = 0;
  let total = 0;
  let contradictions = 0;
  for (const { check, keepCount } of checks) {
    total += keepCount;
    kept += keepCount - Math.min(keepCount, check.missing.length);
    contradictions += check.contradictions.length;
  }
  return { kept, total, contradictions };
}

export const PERSONA_EVAL_CASES: PersonaEvalCase[] = [
  {
    name: 'Rosa Almeida',
    prompt: 'Rosa Almeida, 44, head nurse at a rural clinic in Portugal, skeptical of new software, hates long demos',
    keep: ['Rosa Almeida', '44', 'Female', 'Portuguese', 'Portugal', 'Head Nurse', 'rural clinic', 'skeptical of new software', 'long demos'],
    never: ['Irish', 'Ireland', 'Cork', 'Male', 'warm and easy to talk to'],
  },
  {
    name: 'Dmitri',
    prompt: 'Dmitri Volkov, 51, finance director at a logistics firm in Rotterdam, polite but evasive, prefers email',
    keep: ['Dmitri Volkov', '51', 'Male', 'Finance Director', 'logistics firm', 'Rotterdam', 'Netherlands', 'polite but evasive', 'prefers email'],
    never: ['warm and easy to talk to', 'friendly', 'Female'],
  },
  {
    name: 'Kwame Mensah',
    prompt: 'Kwame Mensah, a 38-year-old Ghanaian warehouse supervisor in Kumasi who is blunt and impatient with excuses',
    keep: ['Kwame Mensah', '38', 'Male', 'Ghanaian', 'Kumasi', 'Ghana', 'Warehouse Supervisor', 'blunt and impatient with excuses'],
    never: ['Female', 'American', 'British'],
  },
  {
    name: 'Yuki Tanaka',
    prompt: 'Yuki Tanaka, 29, junior UX designer at a fintech startup in Tokyo, shy, detail-oriented, hates being interrupted',
    keep: ['Yuki Tanaka', '29', 'Japanese', 'Tokyo', 'Japan', 'UX Designer', 'fintech startup', 'shy, detail-oriented', 'being interrupted'],
    never: ['American', 'outgoing'],
  },
  {
    name: 'Hans Becker',
    prompt: 'Hans Becker, 62, a retired German engineer from Stuttgart, proud and stubborn, distrusts anything sold over the phone',
    keep: ['Hans Becker', '62', 'Male', 'German', 'Stuttgart', 'Germany', 'Engineer', 'proud and stubborn', 'distrusts anything sold over the phone'],
    never: ['Female', 'British'],
  },
  {
    name: 'Priya Nair',
    prompt: 'Priya Nair, 35, an Indian HR business partner in Bengaluru, calm and fair, wants clear policy answers',
    keep: ['Priya Nair', '35', 'Female', 'Indian', 'Bengaluru', 'India', 'HR Business Partner', 'calm and fair', 'clear policy answers'],
    never: ['Male', 'American'],
  },
  {
    name: 'Carlos Mendoza',
    prompt: 'Carlos Mendoza, 47, Mexican owner of a family restaurant in Guadalajara, warm but easily offended, hates being talked down to',
    keep: ['Carlos Mendoza', '47', 'Male', 'Mexican', 'Guadalajara', 'Mexico', 'family restaurant', 'warm but easily offended', 'being talked down to'],
    never: ['Female', 'Spain'],
  },
  {
    name: 'Noura Al-Harbi',
    prompt: 'Noura Al-Harbi, 33, Saudi procurement specialist at a hospital in Riyadh, formal and precise, expects written quotes',
    keep: ['Noura Al-Harbi', '33', 'Female', 'Saudi', 'Riyadh', 'Saudi Arabia', 'Procurement Specialist', 'hospital', 'formal and precise', 'written quotes'],
    never: ['Male', 'warm and easy to talk to'],
  },
  {
    name: 'Siobhan Byrne',
    prompt: 'Siobhan Byrne, 58, Irish school principal in Galway, no-nonsense, dislikes jargon',
    keep: ['Siobhan Byrne', '58', 'Female', 'Irish', 'Galway', 'Ireland', 'School Principal', 'no-nonsense', 'jargon'],
    never: ['Male', 'British', 'Cork'],
  },
  {
    name: 'Piotr Kowalski',
    prompt: "Piotr Kowalski, 41, Polish site foreman for a construction company in Gdańsk, gruff but fair, cares about his crew's safety",
    keep: ['Piotr Kowalski', '41', 'Male', 'Polish', 'Gdańsk', 'Poland', 'Site Foreman', 'gruff but fair', "his crew's safety"],
    never: ['Female', 'American'],
  },
  {
    name: 'Elena Popescu',
    prompt: 'Elena Popescu, 27, Romanian customer support agent in Cluj-Napoca, anxious about her targets',
    keep: ['Elena Popescu', '27', 'Female', 'Romanian', 'Cluj-Napoca', 'Romania', 'Customer Support Agent', 'anxious about her targets'],
    never: ['Male', 'Spanish'],
  },
  {
    name: 'Giulia Rossi',
    prompt: 'Giulia Rossi, 45, an Italian hotel manager in Florence, charming but demanding',
    keep: ['Giulia Rossi', '45', 'Female', 'Italian', 'Florence', 'Italy', 'Hotel Manager', 'charming but demanding'],
    never: ['Male', 'French'],
  },
  {
    name: 'Sipho Dlamini',
    prompt: 'Sipho Dlamini, 36, South African sales director in Durban, ambitious and competitive',
    keep: ['Sipho Dlamini', '36', 'Male', 'South African', 'Durban', 'South Africa', 'Sales Director', 'ambitious and competitive'],
    never: ['Female', 'Nigerian'],
  },
  {
    name: 'Mette Nielsen',
    prompt: 'Mette Nielsen, 52, Danish CFO of a shipping company in Copenhagen, analytical, dislikes surprises',
    keep: ['Mette Nielsen', '52', 'Female', 'Danish', 'Copenhagen', 'Denmark', 'CFO', 'shipping company', 'analytical', 'surprises'],
    never: ['Male', 'Swedish'],
  },
  {
    name: 'Zeynep Kaya',
    prompt: 'Zeynep Kaya, 31, Turkish project manager at a software agency in Istanbul, enthusiastic and a little disorganised',
    keep: ['Zeynep Kaya', '31', 'Female', 'Turkish', 'Istanbul', 'Turkey', 'Project Manager', 'software agency', 'enthusiastic and a little disorganised'],
    never: ['Male', 'Greek'],
  },
  {
    name: 'Oksana Shevchenko',
    prompt: 'Oksana Shevchenko, 39, Ukrainian pharmacist in Lviv, careful and quiet, worries about patient safety',
    keep: ['Oksana Shevchenko', '39', 'Female', 'Ukrainian', 'Lviv', 'Ukraine', 'Pharmacist', 'careful and quiet', 'patient safety'],
    never: ['Male', 'Russian', 'outgoing'],
  },
  {
    name: 'Tom Hughes',
    prompt: 'Tom Hughes, 24, a graduate trainee at a bank in Manchester, eager but disorganised',
    keep: ['Tom Hughes', '24', 'Male', 'British', 'Manchester', 'Graduate Trainee', 'bank', 'eager but disorganised'],
    never: ['Female', 'American'],
  },
  {
    name: 'Camila Oliveira',
    prompt: 'Camila Oliveira, 40, Brazilian marketing director at a cosmetics brand in São Paulo, confident and direct, wants measurable results',
    keep: ['Camila Oliveira', '40', 'Female', 'Brazilian', 'São Paulo', 'Brazil', 'Marketing Director', 'confident and direct', 'measurable results'],
    never: ['Male', 'Portuguese nationality'],
  },
  {
    name: 'Ahmed Hassan',
    prompt: 'Ahmed Hassan, 55, Egyptian procurement director at a government ministry in Cairo, slow to decide and very formal',
    keep: ['Ahmed Hassan', '55', 'Male', 'Egyptian', 'Cairo', 'Egypt', 'Procurement Director', 'ministry', 'slow to decide and very formal'],
    never: ['Female', 'Emirati'],
  },
  {
    name: 'Linh Nguyen',
    prompt: 'Linh Nguyen, 26, a Vietnamese barista at a café in Hanoi, cheerful, hates rude customers',
    keep: ['Linh Nguyen', '26', 'Female', 'Vietnamese', 'Hanoi', 'Vietnam', 'Barista', 'café', 'cheerful', 'rude customers'],
    never: ['Male', 'Chinese'],
  },
  {
    name: 'Dale Jensen',
    prompt: 'Dale Jensen, 63, a cattle rancher from Nebraska, suspicious of city salespeople, prefers handshake deals',
    keep: ['Dale Jensen', '63', 'Male', 'American', 'Nebraska', 'United States', 'Rancher', 'suspicious of city salespeople', 'prefers handshake deals'],
    never: ['Female', 'Irish', 'British', 'Australian'],
  },
  {
    name: 'Ingrid Hansen',
    prompt: 'Ingrid Hansen, 49, Norwegian head of operations at a salmon farm near Bergen, calm but unyielding',
    keep: ['Ingrid Hansen', '49', 'Female', 'Norwegian', 'Bergen', 'Norway', 'Head of Operations', 'salmon farm', 'calm but unyielding'],
    never: ['Male', 'agrees easily', 'Danish'],
  },
  {
    name: 'Rahul Sharma',
    prompt: 'Rahul Sharma, 30, an IT helpdesk analyst in Pune who is sarcastic and tired',
    keep: ['Rahul Sharma', '30', 'Male', 'Indian', 'Pune', 'India', 'Analyst', 'sarcastic and tired'],
    never: ['Female', 'enthusiastic'],
  },
  {
    name: 'Lucía García',
    prompt: 'Lucía García, 34, Spanish nurse manager in Seville, protective of her team, dislikes top-down change',
    keep: ['Lucía García', '34', 'Female', 'Spanish', 'Seville', 'Spain', 'Nurse Manager', 'protective of her team', 'top-down change'],
    never: ['Male', 'Mexican'],
  },
  {
    name: 'Claire Dubois',
    prompt: 'Claire Dubois, 43, French head of legal at an insurer in Lyon, precise, impatient with vague answers',
    keep: ['Claire Dubois', '43', 'Female', 'French', 'Lyon', 'France', 'Head of Legal', 'insurer', 'precise, impatient with vague answers'],
    never: ['Male', 'Belgian'],
  },
  {
    name: 'Ji-woo Park',
    prompt: 'Ji-woo Park, 28, Korean data analyst at a game studio in Seoul, reserved and data-minded',
    keep: ['Ji-woo Park', '28', 'Female', 'Korean', 'Seoul', 'South Korea', 'Data Analyst', 'game studio', 'reserved and data-minded'],
    never: ['Male', 'Japanese'],
  },
  {
    name: 'Wanjiru Mwangi',
    prompt: 'Wanjiru Mwangi, 46, Kenyan county health officer in Nakuru, patient but persistent',
    keep: ['Wanjiru Mwangi', '46', 'Female', 'Kenyan', 'Nakuru', 'Kenya', 'Health Officer', 'patient but persistent'],
    never: ['Male', 'Nigerian'],
  },
  {
    name: 'Noa Cohen',
    prompt: 'Noa Cohen, 37, Israeli startup founder in Tel Aviv, blunt, hates small talk',
    keep: ['Noa Cohen', '37', 'Female', 'Israeli', 'Tel Aviv', 'Israel', 'Founder', 'blunt', 'small talk'],
    never: ['Male', 'American'],
  },
  {
    name: 'Erik Andersson',
    prompt: 'Erik Andersson, 60, Swedish factory owner in a small town, old-school and proud',
    keep: ['Erik Andersson', '60', 'Male', 'Swedish', 'Sweden', 'Factory Owner', 'small town', 'old-school and proud'],
    never: ['Female', 'Irish', 'American', 'Stockholm'],
  },
  {
    name: 'Valentina Gómez',
    prompt: 'Valentina Gómez, 32, Colombian call centre team leader in Medellín, upbeat but stretched thin',
    keep: ['Valentina Gómez', '32', 'Female', 'Colombian', 'Medellín', 'Colombia', 'Team Leader', 'call centre', 'upbeat but stretched thin'],
    never: ['Male', 'Mexican'],
  },
  {
    name: 'Sam Walker',
    prompt: 'Sam Walker, 50, a New Zealander dairy farmer, laid-back but stubborn about costs; he runs the farm with his brother',
    keep: ['Sam Walker', '50', 'Male', 'New Zealander', 'New Zealand', 'Dairy Farmer', 'laid-back but stubborn about costs', 'runs the farm with his brother'],
    never: ['Female', 'Australian'],
  },
  {
    name: 'Alex Morgan',
    prompt: 'Alex Morgan, 33, non-binary UX researcher in Toronto, thoughtful and curious',
    keep: ['Alex Morgan', '33', 'Non-binary', 'Toronto', 'Canada', 'Canadian', 'UX Researcher', 'thoughtful and curious'],
    never: ['Female', 'Male'],
  },
  {
    name: 'Ferry captain',
    prompt: 'A 57-year-old Greek ferry captain from Crete who is gruff and hates paperwork. He has sailed the same route for thirty years.',
    keep: ['57', 'Male', 'Greek', 'Crete', 'Greece', 'Ferry Captain', 'gruff', 'paperwork', 'sailed the same route for thirty years'],
    never: ['Female', 'Italian'],
  },
  {
    name: 'Fatima Khan',
    prompt: 'Fatima Khan, 42, Pakistani finance controller at Habib Foods in Lahore, cautious, wants every figure checked',
    keep: ['Fatima Khan', '42', 'Female', 'Pakistani', 'Lahore', 'Pakistan', 'Finance Controller', 'Habib Foods', 'cautious', 'every figure checked'],
    never: ['Male', 'Indian'],
  },
  {
    name: 'Olga Petrova',
    prompt: 'Olga Petrova, in her late fifties, a Russian school headteacher in Kazan, strict but kind',
    keep: ['Olga Petrova', '58', 'Female', 'Russian', 'Kazan', 'Russia', 'Headteacher', 'strict but kind'],
    never: ['Male', 'Ukrainian'],
  },
  {
    name: 'Mateus',
    prompt: 'Mateus Lima, a 45-year-old Brazilian truck driver from Bahia who speaks only Portuguese and distrusts apps',
    keep: ['Mateus Lima', '45', 'Male', 'Brazilian', 'Bahia', 'Brazil', 'Truck Driver', 'Portuguese', 'distrusts apps'],
    never: ['Female', 'English and'],
  },
];

export const RUBRIC_EVAL_CASES: RubricEvalCase[] = [
  {
    name: 'Collections call: overdue invoice',
    description:
      'Grade an accounts receivable manager chasing an overdue invoice. Good looks like: confirms the invoice number and amount early; asks what is blocking payment; stays polite but firm; proposes a part-payment if full payment is not possible; ends with a specific payment date and who will send what. Pass mark 75.',
    keep: ['invoice number', 'blocking payment', 'polite but firm', 'part-payment', 'payment date'],
    never: ['team member', 'feedback', 'Two-way dialogue', 'every time it matters', 'most of the time'],
    passMark: 75,
    domainWords: ['invoice', 'payment', 'debt', 'collection'],
  },
  {
    name: 'Chasing a late payment',
    description: 'A credit controller calls a small business that is 60 days behind on its account. Score how the caller establishes the debt, agrees a payment plan and keeps a firm but respectful tone. Pass mark 80%.',
    keep: ['payment plan'],
    never: ['team member', 'prospect'],
    passMark: 80,
    domainWords: ['debt', 'payment', 'collection'],
  },
  {
    name: 'Supplier price negotiation',
    description: 'A buyer negotiates a 12-month supply contract with a packaging supplier who wants a 9% price rise. Passing score: 70.',
    keep: ['9%'],
    never: ['team member', 'patient'],
    passMark: 70,
    domainWords: ['concession', 'interests', 'negotiation', 'trade', 'agreement', 'objectives'],
  },
  {
    name: 'Crane lift safety briefing',
    description: 'A site supervisor gives the morning safety briefing before a crane lift. Must cover the exclusion zone, the signaller and the stop-work rule, and check that everyone understood.',
    keep: ['exclusion zone', 'stop-work'],
    never: ['prospect', 'customer', 'team member understands'],
    domainWords: ['hazard', 'hazards', 'safety', 'stop-work', 'controls', 'understanding'],
  },
  {
    name: 'Complaint about a double charge',
    description: 'A bank customer complains that her card was charged twice for the same flight. Grade how the agent handles the complaint.',
    keep: ['charged twice'],
    never: ['team member', 'prospect'],
    domainWords: ['complaint', 'apology', 'resolution', 'ownership', 'acknowledg', 'customer'],
  },
  {
    name: 'Coaching a new sales rep',
    description: 'A sales manager coaches a new rep who froze on a pricing question in her first demo. The pass mark is 65.',
    keep: ['pricing question'],
    never: ['prospect speaks for most'],
    passMark: 65,
    domainWords: ['coaching', 'questions', 'ownership', 'goal', 'options', 'reflection', 'commitment'],
  },
  {
    name: 'Discovery call with a dental chain',
    description: 'A first discovery call with the operations director of a dental chain of 14 clinics about appointment scheduling software.',
    keep: ['14 clinics'],
    never: ['team member', 'refund'],
    domainWords: ['questioning', 'pain', 'listening', 'discovery', 'next steps', 'agenda'],
  },
  {
    name: 'Annual performance review',
    description: 'An annual performance review with an engineer who met her delivery goals but clashed with two colleagues. Pass mark: 72.',
    keep: ['clashed with two colleagues'],
    never: ['prospect', 'refund'],
    passMark: 72,
    domainWords: ['performance', 'evidence', 'goals', 'development', 'review', 'balanced'],
  },
  {
    name: 'First-day onboarding',
    description: 'A team lead onboards a new starter on their first day: welcome, the first week plan, who to ask for help and the one system they need by Friday.',
    keep: ['first week', 'Friday'],
    never: ['prospect', 'refund', 'debt'],
    domainWords: ['welcome', 'onboarding', 'expectations', 'plan', 'support', 'orientation'],
  },
  {
    name: 'Outage post-mortem',
    description: 'An engineering manager runs a blameless post-mortem after a two-hour checkout outage. Good looks like: sets a blameless tone, builds the timeline, finds the root cause and agrees owned actions.',
    keep: ['blameless', 'timeline', 'root cause'],
    never: ['prospect', 'refund', 'team member understands and acts'],
    domainWords: ['blameless', 'timeline', 'root cause', 'actions', 'incident'],
  },
  {
    name: 'Escalating a blocked order',
    description: 'An account manager escalates a blocked customer order to the head of logistics, with the facts, the impact on the client and a clear ask.',
    keep: ['head of logistics'],
    never: ['team member', 'refund'],
    domainWords: ['escalation', 'impact', 'ask', 'facts', 'urgency'],
  },
  {
    name: 'Presenting a price increase',
    description: 'A customer success manager tells a long-standing client that the subscription price goes up 8% at renewal. Pass mark 70.',
    keep: ['8%'],
    never: ['team member', 'patient'],
    passMark: 70,
    domainWords: ['price', 'pricing', 'value', 'objection', 'increase'],
  },
  {
    name: 'Hiring interview for a nurse',
    description: 'A ward manager interviews a candidate for a night-shift nurse post, using behavioural questions.',
    keep: ['night-shift'],
    never: ['prospect', 'refund', 'debt'],
    domainWords: ['questions', 'questioning', 'candidate', 'interview', 'evidence', 'structure'],
  },
  {
    name: 'Announcing a new rota system',
    description: 'A store manager explains a change to a new shift rota system to a team worried about losing weekends off. Grade how the change is managed.',
    keep: ['weekends off'],
    never: ['prospect', 'refund'],
    domainWords: ['change', 'concerns', 'reasons', 'involvement', 'support'],
  },
  {
    name: 'Steering committee update',
    description: 'A project manager gives the monthly stakeholder update: the migration is three weeks late and needs a decision on extra budget.',
    keep: ['three weeks late'],
    never: ['refund', 'prospect'],
    domainWords: ['status', 'risk', 'risks', 'decision', 'update', 'stakeholder'],
  },
  {
    name: 'Calming an angry patient relative',
    description: "A receptionist de-escalates a patient's son who is shouting about a four-hour wait in A&E.",
    keep: ['four-hour wait'],
    never: ['prospect', 'debt'],
    domainWords: ['calm', 'empathy', 'acknowledg', 'de-escalation', 'tone', 'emotion', 'boundaries'],
  },
  {
    name: 'Telling a client the project will slip',
    description: 'A consultant tells a client the launch will slip by two weeks because of a failed security test. Must own the delay, explain the cause in plain words and offer two options. Pass mark 85.',
    keep: ['two weeks', 'own the delay', 'two options'],
    never: ['refund', 'team member'],
    passMark: 85,
    domainWords: ['delay', 'options', 'cause', 'owning', 'explaining', 'offering'],
  },
];
