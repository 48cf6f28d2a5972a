// Reads what a rubric description says good looks like ("letting the customer finish, confirming the refund amount
// and offering a follow-up call") as behaviours, each a gerund phrase in the person's own words, so the offline
// engine can make one criterion of each.

const MAX_BEHAVIOURS = 6;
const MAX_BEHAVIOUR_LENGTH = 70;

// Phrases after which the description lists what good looks like.
const TRIGGERS =
  /\b(?:what good looks like(?: is| means)?|good (?:looks like|means|is)|success (?:looks like|means|is)|great (?:looks like|means)|the (?:learner|agent|rep|manager|trainee) (?:should|must|needs to|is expected to)|(?:should|must|needs? to|is expected to|are expected to|we want (?:them|the learner|to see the learner) to|look for (?:them|the learner)?)|by)\b\s*:?\s*/i;

// Who does the behaviour, dropped before the verb: "the manager stays calm" → "stays calm".
const SUBJECTS =
  /^(?:(?:the|a|an|our|your)\s+)?(?:learner|agent|manager|rep|representative|salesperson|seller|teacher|nurse|officer|coach|interviewer|advisor|adviser|consultant|leader|mentor|employee|trainee|lead|supervisor|they|he|she|you|we|i)\s+/i;

// Verbs a description uses for what the learner does; the third-person and base forms become gerunds.
const VERBS = new Set(
  (
    'let confirm offer ask listen acknowledge apologise apologize explain summarise summarize check agree share give use keep stay state thank ' +
    'follow close open set name invite propose avoid repeat make take show clarify address handle identify recap book schedule document escalate ' +
    'empathise empathize reassure stop pause focus protect respect prepare quantify describe admit own encourage praise recognise recognize tell ' +
    'speak answer respond provide verify mention suggest ensure end start begin greet introduce personalise personalize tailor present negotiate ' +
    'trade hold commit deliver update flag raise plan link frame remain treat put get find spot note write call follow-up double-check check-in ' +
    'de-escalate calm involve support coach guide challenge question probe test seek welcome invite allow give explore agree set promise ' +
    'overpromise interrupt blame judge rush argue dismiss lose pressure push sell'
  ).split(' '),
);

// Single-syllable verbs whose last consonant doubles before -ing ("let" → "letting").
const DOUBLING = new Set('let set get put stop plan run cut shut admit commit drop chat nod sit begin omit submit regret prefer refer occur map log tap jot skip step swap fit hit dig flag'.split(' '));

function toGerund(base: string): string {
  if (base.endsWith('ing')) return base;
  if (base === 'be') return 'being';
  if (base.endsWith('ie')) return `${base.slice(0, -2)}ying`;
  if (DOUBLING.has(base)) return `${base}${base.at(-1)}ing`;
  if (base.endsWith('ee') || base.endsWith('ye') || base.endsWith('oe')) return `${base}ing`;
  if (base.endsWith('e')) return `${base.slice(0, -1)}ing`;
  return `${base}ing`;
}

/** "stays" → "stay", "apologises" → "apologise", "fixes" → "fix", "tries" → "try"; null when not a known verb. */
function baseOfThirdPerson(word: string): string | null {
  const candidates = [word.replace(/ies$/, 'y'), word.replace(/(?<=(?:ss|sh|ch|x|z))es$/, ''), word.replace(/s$/, '')];
  return candidates.find((candidate) => candidate !== word && VERBS.has(candidate)) ?? null;
}

/** The item as a gerund phrase ("stays calm" → "staying calm"), or null when it does not start with a behaviour. */
function toBehaviour(item: string): string | null {
  const clean = item
    .trim()
    .replace(/^(?:and|or|then|also|plus|while|by)\s+/i, '')
    .replace(SUBJECTS, '')
    .replace(/[.;:!?]+$/, '')
    .trim();
  // "not promise what the council cannot deliver" → "not promising what the council cannot deliver".
  const negation = /^(?:not|never|doesn't|does not|don't|do not)\s+(.+)$/i.exec(clean);
  if (negation?.[1]) {
    const behaviour = toBehaviour(negation[1]);
    return behaviour ? `${/^never/i.test(clean) ? 'never' : 'not'} ${behaviour}` : null;
  }
  const [first = '', ...rest] = clean.split(/\s+/);
  const lower = first.toLowerCase();
  let verb: string | null = null;
  if (/^[a-z-]{3,}ing$/.test(lower) && !['during', 'nothing', 'something', 'anything', 'everything', 'morning', 'evening', 'meeting', 'thing', 'pricing', 'onboarding', 'training', 'building', 'wording', 'timing'].includes(lower)) verb = lower;
  else if (VERBS.has(lower)) verb = toGerund(lower);
  else {
    const base = baseOfThirdPerson(lower);
    if (base) verb = toGerund(base);
  }
  if (!verb || rest.length === 0 && !['listening', 'pausing', 'summarising', 'summarizing', 'apologising', 'apologizing'].includes(verb)) return null;
  const phrase = [verb, ...rest].join(' ');
  return phrase.length > MAX_BEHAVIOUR_LENGTH ? `${phrase.slice(0, MAX_BEHAVIOUR_LENGTH).replace(/\s+\S*$/, '')}` : phrase;
}

function isVerbLike(word: string): boolean {
  const lower = word.toLowerCase();
  return /ing$/.test(lower) || VERBS.has(lower) || baseOfThirdPerson(lower) !== null || ['not', 'never', "don't"].includes(lower);
}

/** A list's items: split at commas, semicolons and "then". */
function splitItems(segment: string): string[] {
  return segment
    .split(/\s*[,;]\s*|\s+(?:and then|then)\s+/)
    .map((item) => item.trim())
    .filter(Boolean);
}

function splitAtVerbAnds(segment: string): string[] {
  // Splits "confirming the refund amount and offering a follow-up call", not "the time and date".
  const parts: string[] = [];
  let current: string[] = [];
  const words = segment.split(/\s+/);
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index]!;
    const next = words[index + 1] ?? '';
    if ((word.toLowerCase() === 'and' || word.toLowerCase() === 'or') && current.length > 0 && isVerbLike(next)) {
      parts.push(current.join(' '));
      current = [];
      continue;
    }
    current.push(word);
  }
  if (current.length > 0) parts.push(current.join(' '));
  return parts;
}

/** The behaviours the description names as good, in its own words and order; empty when it names none. */
export function readGoodBehaviours(description: string): string[] {
  const sentences = description
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const found: string[] = [];
  const add = (behaviour: string | null) => {
    if (!behaviour || found.length >= MAX_BEHAVIOURS) return;
    if (!found.some((existing) => existing.toLowerCase() === behaviour.toLowerCase())) found.push(behaviour);
  };
  for (const sentence of sentences) {
    // "Grade how the rep sets the agenda, ..." names the topic's own criteria, which the topic already covers.
    if (/^(?:grade|score|assess|rate|evaluate|judge)\b/i.test(sentence)) continue;
    const trigger = TRIGGERS.exec(sentence);
    // Text before a colon names the conversation ("Coaching a new hire: ..."); what follows lists the behaviours.
    const colon = sentence.indexOf(':');
    const segment = trigger ? sentence.slice(trigger.index + trigger[0].length) : colon !== -1 ? sentence.slice(colon + 1) : sentence;
    const items = splitItems(segment).flatMap(splitAtVerbAnds);
    const behaviours = items.map(toBehaviour);
    // Without a trigger, a sentence counts only when it reads as a list of behaviours.
    if (!trigger && behaviours.filter(Boolean).length < 2) continue;
    behaviours.forEach(add);
  }
  return found;
}
