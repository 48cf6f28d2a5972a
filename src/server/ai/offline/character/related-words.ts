// A question that names none of a topic's keywords may still be about it: "When did you buy it?" asks about a fact
// whose answer says "I bought it five weeks ago", "Who else decides?" about the one naming the head of nursing. Two
// weaker signals find such a topic: the ideas a question asks about (money, time, people…), and the words it shares
// with a fact's own answer that no other fact uses.
import { contentStems, isStopWord, stemWord, wordsOf } from '../../language/text.ts';
import { nounsInAdverbExpressions } from '../../language/expressions.ts';

export type Idea =
  | 'money'
  | 'time'
  | 'people'
  | 'attempt'
  | 'problem'
  | 'wish'
  | 'size'
  | 'workload'
  | 'contact'
  | 'occupation'
  | 'availability'
  | 'career'
  | 'feelings'
  | 'lateness'
  | 'visit'
  | 'market'
  | 'saving'
  | 'ending'
  | 'delivery'
  | 'authority'
  | 'stakes'
  | 'service'
  | 'news'
  | 'leave'
  | 'raising';

/**
 * The words of each idea, as stems: a question and a fact that both touch an idea may be about the same thing.
 * Removed now that the language resources cover them (fact-meaning.ts): "attempt" (try, tried, fix… are lemmas of one
 * word), "size" (how many / a count is a question kind), "contact" (call, phone, ring, email are WordNet synonyms),
 * "feelings" (feel, worry, upset… are lemmas and synonyms, and a question about the character's own feelings is read
 * as such), "news" (hear, learn, announce) and "leave" (holiday, vacation, time off). The ideas still listed have no
 * cover in WordNet's commonest senses ("workload": plate, swamped, juggling; "stakes": riding, exposed…).
 */
const IDEA_WORDS: Readonly<Partial<Record<Idea, string>>> = {
  money:
    'pay cost price priced pricing spend budget afford expensive cheap cheaper fee fees charge charged money invoice quote quoted rate rates salary ' +
    'raise bonus pound pounds dollar dollars euro euros discount refund compensation paid worth value saving savings overspend premium',
  time:
    'long date dates week weeks month months year years ago deadline deadlines timeline timescale since soon schedule late delay delayed launch ' +
    'yesterday today tomorrow hour hours minute minutes overdue time',
  people:
    'else involved involve decide decides decision decisions sign approve approval boss manager managers director directors head team colleague ' +
    'colleagues board partner partners stakeholder stakeholders people staff person customer customers client clients lead family wife husband',
  problem: 'wrong problem problems issue issues fault faults broke break broken happen happened matter trouble worry worried concern complaint fail failed',
  wish: 'want wanted need needs hope hoping expect expecting ideal outcome looking prefer rather wish goal goals',
  workload: 'workload plate busy swamped juggling capacity stretched overloaded overwhelmed requests load extra cover covering evenings overtime hours',
  occupation: 'occupation business trade profession living self-employed employed work job career',
  availability: 'available availability free suits suit convenient slot slots diary',
  career: 'career future progression promotion promoted senior ambition ambitions aspirations plans goals grow growth develop development path',
  lateness: 'late lateness behind deadline deadlines slipping slipped overdue missed delay delayed',
  visit: 'visit visits visited engineer engineers technician technicians inspect repair repairs callout',
  market: 'market compare compares comparison competitors competitor rivals benchmark firms rate',
  saving: 'save saving savings cut cuts reduce reduction target targets lower',
  ending: 'expire expires expiry renewal renew ends ending notice',
  delivery: 'delivery deliveries delivered punctual reliable reliability track record stock supply',
  authority: 'board answer report reports committee directors director boss sponsor accountable responsible chair',
  stakes: 'pressure riding personally reputation position stake stakes spot exposed blame',
  service: 'service invoicing account management support working relationship drivers',
  raising: 'flag flagged raise raised mention mentioned escalate escalated report reported complain complained',
};

// Stop words that still carry an idea: "Are you pushed for time?".
const KEPT_STOP_WORDS = new Set(['time', 'times', 'want', 'wanted', 'need', 'feel', 'felt', 'many', 'first']);

const IDEA_STEMS: ReadonlyMap<string, readonly Idea[]> = (() => {
  const map = new Map<string, Idea[]>();
  for (const [idea, words] of Object.entries(IDEA_WORDS) as [Idea, string][]) {
    for (const word of words.split(/\s+/)) {
      // Function words ("on", "up", "out") would tie every sentence to an idea.
      if (isStopWord(word) && !KEPT_STOP_WORDS.has(word)) continue;
      const stem = stemWord(word);
      const ideas = map.get(stem) ?? [];
      if (!ideas.includes(idea)) ideas.push(idea);
      map.set(stem, ideas);
    }
  }
  return map;
})();

// Question words carry an idea of their own, though they are stop words: "when" asks about time, "who" about people.
const QUESTION_IDEAS: readonly { pattern: RegExp; idea: Idea }[] = [
  { pattern: /\b(?:when|how long|how soon|what time|what date|since when|by when)\b/i, idea: 'time' },
  { pattern: /\bwho\b|\bwhom\b|\bwhose\b/i, idea: 'people' },
  { pattern: /\bhow much(?! (?:more )?(?:time|longer))\b/i, idea: 'money' },
  { pattern: /\bhow much (?:more )?time\b/i, idea: 'time' },
  { pattern: /\bhow many\b/i, idea: 'size' },
  // Phrases whose words alone say little: "pushed for time", "a good time", "line of work", "anyone out to look at it".
  { pattern: /\b(?:pushed|pressed|short) (?:for|of) time\b|\bin a (?:hurry|rush)\b|\bhow long (?:have|do) (?:we|you|i)\b/i, idea: 'time' },
  { pattern: /\ba good time\b|\bwhen (?:are|would|will) you (?:be )?(?:free|available|around|in)\b|\bwhen suits\b|\bcome (?:back|round|over)\b/i, idea: 'availability' },
  { pattern: /\bline of work\b|\bfor a living\b|\bwhat do you do\b/i, idea: 'occupation' },
  { pattern: /\b(?:anyone|someone|somebody) (?:out|round|over)\b|\blook at it\b|\bsent (?:anyone|someone)\b/i, idea: 'visit' },
  { pattern: /\btime (?:off|away)\b/i, idea: 'leave' },
];
/** An amount of money as said in a sentence: "£649", "40,000 pounds", "twelve per cent". */
export const MONEY_PHRASE = /(?:[£$€]|\b(?:EUR|USD|GBP|CHF)\s?)\s?\d[\d,.]*(?:\s?(?:k|m|million|a (?:year|month|week)|per (?:year|month|week|hour)))?|\b\d[\d,.]*\s?(?:k|pounds|dollars|euros|per cent|percent|%)/i;
/**
 * A time as said in a sentence: "five weeks ago", "on Tuesday", "last month", and the days and seasons said from now
 * ("last night", "this morning", "tomorrow afternoon", "at Christmas", "in May", "the next morning").
 */
export const TIME_PHRASE =
  /\b(?:(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|several|a couple of)\s+(?:days?|weeks?|months?|years?|hours?)(?:\s+ago)?|(?:last|next|this)\s+(?:week|month|year|monday|tuesday|wednesday|thursday|friday)|(?:on\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?:\s+(?:morning|afternoon))?|(?:in\s+)?(?:january|february|march|april|june|july|august|september|october|november|december)|(?:the\s+)?(?:end|start|beginning|middle)\s+of\s+(?:the\s+|this\s+|next\s+)?(?:week|month|year|term|quarter)|(?:yesterday|today|tomorrow|tonight|overnight)(?:\s+(?:morning|afternoon|evening|night))?|(?:this|last)\s+(?:morning|afternoon|evening|night)|(?:last|next|this)\s+(?:weekend|saturday|sunday|spring|summer|autumn|winter|term|christmas|easter)|(?:at|over|before|after|by|until|since)\s+(?:christmas|easter|new year|half[- ]term|the weekend)|(?:in|since|by|until|from|before|after|during)\s+may|(?:in|during|over)\s+the\s+(?:summer|spring|autumn|winter|holidays)|the\s+(?:next|following)\s+(?:morning|day|week|month))\b/i;
const MONEY_FIGURE = MONEY_PHRASE;
const TIME_FIGURE = TIME_PHRASE;

/** The ideas a text touches: its words, its question words, and for a fact's answer its figures. */
/** The ideas a question's own question words ask for ("who", "when", "how much"): the strongest sign of what it asks. */
export function askedIdeasOf(question: string): Set<Idea> {
  return new Set(QUESTION_IDEAS.filter(({ pattern }) => pattern.test(question)).map(({ idea }) => idea));
}

export function ideasOf(text: string, isAnswer = false): Set<Idea> {
  const ideas = new Set<Idea>();
  // A question's "in the end" says when, not that it is about an ending.
  const inAdverbs = isAnswer ? new Set<string>() : nounsInAdverbExpressions(text);
  for (const word of wordsOf(text)) if (!inAdverbs.has(word.toLowerCase())) for (const idea of IDEA_STEMS.get(stemWord(word)) ?? []) ideas.add(idea);
  if (!isAnswer) for (const { pattern, idea } of QUESTION_IDEAS) if (pattern.test(text)) ideas.add(idea);
  if (isAnswer && MONEY_FIGURE.test(text)) ideas.add('money');
  if (isAnswer && TIME_FIGURE.test(text)) ideas.add('time');
  return ideas;
}

// A noun and its verb compare as one word: "Who decides?" and "How decisions are made".
const WORD_FAMILIES: ReadonlyMap<string, string> = new Map(
  (
    'decision:decide approval:approve payment:pay delivery:deliver replacement:replace installation:install recognition:recognise ' +
    'recognition:recognize promotion:promote application:apply expectation:expect explanation:explain discussion:discuss ' +
    'solution:solve description:describe complaint:complain choice:choose agreement:agree arrangement:arrange management:manage ' +
    'manager:manage training:train repairs:repair engineer:engineer cancellation:cancel compensation:compensate investment:invest ' +
    'preparation:prepare presentation:present implementation:implement reference:refer failure:fail loss:lose'
  )
    .split(' ')
    .map((pair) => pair.split(':').map(stemWord) as [string, string]),
);

const MIN_STEM_LENGTH = 3;
// Words any fact may hold without being about what a question asks: "the new car park" is not about the new dashboard.
const GENERIC = new Set(
  (
    'new old big small last next other own same different whole real right sure better best worse little high low able each people person part place year week ' +
    'aside actually usually exactly really lately today moment set'
  )
    .split(' ')
    .map(stemWord),
);

/** The content stems of a text worth comparing: long enough, numbers left out, a noun read as its verb. */
export function comparableStems(text: string): Set<string> {
  const stems = new Set<string>();
  for (const stem of contentStems(text)) {
    if (stem.length < MIN_STEM_LENGTH || /^\d+$/.test(stem) || GENERIC.has(stem)) continue;
    stems.add(WORD_FAMILIES.get(stem) ?? stem);
  }
  return stems;
}

export interface RelatedProfile {
  /** The ideas the fact's topic names ("Her time"): what the fact is most about. */
  nameIdeas: ReadonlySet<Idea>;
  /** The ideas the fact's topic and keywords name: what the fact is about. */
  ideas: ReadonlySet<Idea>;
  /** The ideas only its answer touches ("five weeks ago"): weaker. */
  answerIdeas: ReadonlySet<Idea>;
  stems: ReadonlySet<string>;
}

// What one shared idea or word is worth: below one keyword (1), so a named keyword always wins.
const IDEA_WEIGHT = 0.5;
const ANSWER_IDEA_WEIGHT = 0.3;
// "Who has the final say?" and a fact named "Who decides": the question word and the fact's topic agree.
const ASKED_IDEA_WEIGHT = 0.7;
// Between two facts that both touch the idea, the one named after it: "How long have we got?" and "Her time".
const NAME_IDEA_BONUS = 0.1;

export interface RelatedQuestion {
  ideas: ReadonlySet<Idea>;
  askedIdeas: ReadonlySet<Idea>;
  stems: ReadonlySet<string>;
}
const RARE_STEM_WEIGHT = 0.75;
const SHARED_STEM_WEIGHT = 0.35;
/** The least a question must share with a fact to be taken as asking about it. */
export const RELATED_MIN_SCORE = 0.7;
/** The least for a broad question whose only content is an idea ("How long has this been going on?", "Who else is involved?"). */
export const BROAD_MIN_SCORE = 0.3;

/** Whether a question names something of its own beyond the ideas it touches: "the new parking rules" does. */
export function isSpecific(question: { stems: ReadonlySet<string> }): boolean {
  return [...question.stems].some((stem) => !IDEA_STEMS.has(stem) && !BROAD_WORDS.has(stem));
}
// Words of a broad question that name nothing in particular: "How has it affected you?", "What's going on your side?".
const BROAD_WORDS = new Set('side far affect affected impact situation going happen deal handle feel think involved involve lately recently moment'.split(' ').map(stemWord));

/**
 * How strongly a question relates to a fact: each idea both touch, and each word they share, weighted by how few
 * of the brief's facts use it (`stemTopics`: how many facts' profiles hold a stem).
 */
export function relatedScore(question: RelatedQuestion, profile: RelatedProfile, stemTopics: ReadonlyMap<string, number>): number {
  let score = 0;
  for (const idea of question.ideas) {
    if (profile.ideas.has(idea)) score += (question.askedIdeas.has(idea) ? ASKED_IDEA_WEIGHT : IDEA_WEIGHT) + (profile.nameIdeas.has(idea) ? NAME_IDEA_BONUS : 0);
    else if (profile.answerIdeas.has(idea)) score += ANSWER_IDEA_WEIGHT;
  }
  for (const stem of question.stems) {
    if (!profile.stems.has(stem)) continue;
    const shared = stemTopics.get(stem) ?? 1;
    score += shared <= 1 ? RARE_STEM_WEIGHT : shared === 2 ? SHARED_STEM_WEIGHT : 0;
  }
  return score;
}
