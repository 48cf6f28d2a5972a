// Reads what a rubric description says good looks like ("letting the customer finish, confirming the refund amount
// and offering a follow-up call") as behaviours, each a gerund phrase in the person's own words, so the offline
// engine can make one criterion of each.

import { hasPartOfSpeech } from '../../language/wordnet.ts';

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
    'overpromise interrupt blame judge rush argue dismiss lose pressure push sell cover brief run build chase collect recover onboard interview announce run hire train'
  ).split(' '),
);

// Single-syllable verbs whose last consonant doubles before -ing ("let" → "letting").
const DOUBLING = new Set('let set get put stop plan run cut shut admit commit drop chat nod sit begin omit submit regret prefer refer occur map log tap jot skip step swap fit hit dig flag'.split(' '));

function toGerund(base: string): string {
  // A gerund stays one; a verb ending so ("ring", "bring") takes its own -ing.
  if (base.endsWith('ing') && !hasPartOfSpeech(base, 'verb')) return base;
  if (base === 'be') return 'being';
  if (base.endsWith('ie')) return `${base.slice(0, -2)}ying`;
  if (DOUBLING.has(base)) return `${base}${base.at(-1)}ing`;
  if (base.endsWith('ee') || base.endsWith('ye') || base.endsWith('oe')) return `${base}ing`;
  if (base.endsWith('e')) return `${base.slice(0, -1)}ing`;
  return `${base}ing`;
}

/**
 * "stays" → "stay", "apologises" → "apologise", "fixes" → "fix", "tries" → "try"; with `anyVerb`, any verb WordNet holds
 * ("arranges" → "arrange", "rings" → "ring"), for the first word of a listed behaviour. Null when not a verb.
 */
function baseOfThirdPerson(word: string, anyVerb = false): string | null {
  const candidates = [word.replace(/ies$/, 'y'), word.replace(/(?<=(?:ss|sh|ch|x|z))es$/, ''), word.replace(/s$/, '')];
  const known = candidates.find((candidate) => candidate !== word && VERBS.has(candidate));
  return known ?? (anyVerb ? (candidates.find((candidate) => candidate !== word && candidate.length > 2 && hasPartOfSpeech(candidate, 'verb')) ?? null) : null);
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
    const base = baseOfThirdPerson(lower, true);
    if (base) verb = toGerund(base);
  }
  if (!verb || rest.length === 0 && !['listening', 'pausing', 'summarising', 'summarizing', 'apologising', 'apologizing'].includes(verb)) return null;
  const phrase = [verb, ...rest].join(' ');
  if (phrase.length <= MAX_BEHAVIOUR_LENGTH) return phrase;
  // A shortened phrase ends on a word that can close it, never on "and", "such as" or "the".
  let short = phrase.slice(0, MAX_BEHAVIOUR_LENGTH).replace(/\s+\S*$/, '');
  while (DANGLING_END.test(short)) short = short.replace(DANGLING_END, '');
  return short;
}

const DANGLING_END = /\s+(?:and|or|but|such as|such|as|with|without|to|of|for|in|on|at|by|from|about|the|a|an|their|his|her|its|that|which|who|so|than|like|including|e\.g\.)$/i;

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
    // "cover the exclusion zone, the signaller and the stop-work rule": a list item without a verb shares the one before.
    let lastVerb: string | null = null;
    const behaviours = items.map((item) => {
      const behaviour = toBehaviour(item);
      if (behaviour) {
        lastVerb = /^(?:not |never )?\S+/.exec(behaviour)?.[0] ?? null;
        return behaviour;
      }
      const shared = lastVerb && /^(?:and\s+|or\s+)?(?:the|a|an|their|its|any|every)\s/i.test(item) ? `${lastVerb} ${item.replace(/^(?:and|or)\s+/i, '').replace(/[.;:!?]+$/, '')}` : null;
      return shared && shared.length <= MAX_BEHAVIOUR_LENGTH ? shared : null;
    });
    // Without a trigger, a sentence counts only when it reads as a list of behaviours.
    if (!trigger && behaviours.filter(Boolean).length < 2) continue;
    behaviours.forEach(add);
  }
  return found;
}

/** One behaviour taken apart: "confirming the invoice number early" → base "confirm", rest "the invoice number early". */
export interface BehaviourParts {
  /** The behaviour as the criterion names it: "confirming the invoice number early", "not promising a date". */
  phrase: string;
  /** The positive gerund phrase, without "not"/"never". */
  gerundPhrase: string;
  base: string;
  rest: string;
  isNegated: boolean;
}

/** "confirming" → "confirm", "letting" → "let", "proposing" → "propose", "staying" → "stay". */
export function baseOfGerund(gerund: string): string {
  const stem = gerund.replace(/ing$/, '');
  if (stem === gerund) return gerund;
  const undoubled = /([bdgklmnprt])\1$/.test(stem) ? stem.slice(0, -1) : null;
  const candidates = [undoubled, stem, `${stem}e`, stem.endsWith('y') ? `${stem.slice(0, -1)}ie` : null].filter((candidate): candidate is string => candidate !== null);
  // A short vowel before one consonant lost an "e" ("hoping" is hope, not hop); WordNet says which is a verb.
  const byWordnet = /[^aeiou][aeiou][^aeiouwxy]$/.test(stem) ? [`${stem}e`, ...candidates] : candidates;
  const known = candidates.find((candidate) => VERBS.has(candidate)) ?? byWordnet.find((candidate) => candidate.length > 2 && hasPartOfSpeech(candidate, 'verb'));
  if (known) return known;
  // Not in the table: a consonant-vowel-consonant stem usually lost an "e" ("closing" → "close").
  return /[^aeiou][aeiou][cgsvz]$/.test(stem) ? `${stem}e` : stem;
}

/** A verb joined to a gerund phrase takes its form: "holding the price but offer a bundle" → "…but offering a bundle". */
const COORDINATED_VERB = /\b(and|but|then|or)\s+(\p{Ll}+)(?=\s+(?:a|an|the|their|his|her|its|it|them|every|any|some|all|what|how)\b)/gu;

function coordinatedAsGerunds(phrase: string): string {
  if (!/^\p{L}+ing\b/iu.test(phrase)) return phrase;
  return phrase.replace(COORDINATED_VERB, (match, joiner: string, word: string) => (/(?:ing|ed|s)$/.test(word) || !VERBS.has(word) ? match : `${joiner} ${gerundOf(word)}`));
}

/** "offer" → "offering", "give" → "giving", "stop" → "stopping". */
export function gerundOf(base: string): string {
  if (/[^e]e$/.test(base)) return `${base.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][bdgklmnprt]$/.test(base)) return `${base}${base.at(-1)}ing`;
  return `${base}ing`;
}

/** Each behaviour the description names as good, taken apart for writing its level descriptions. */
export function readGoodBehaviourParts(description: string): BehaviourParts[] {
  return readGoodBehaviours(description).map((phrase) => {
    const negation = /^(not|never)\s+/i.exec(phrase);
    const positive = coordinatedAsGerunds(negation ? phrase.slice(negation[0].length) : phrase);
    const [gerund = '', ...rest] = positive.split(/\s+/);
    return { phrase: negation ? `${negation[0]}${positive}` : positive, gerundPhrase: positive, base: baseOfGerund(gerund.toLowerCase()), rest: rest.join(' '), isNegated: negation !== null };
  });
}

// Words that end a phrase of the situation: articles, pronouns, linking and everyday verbs.
const PHRASE_BREAKS = new Set(
  (
    'a an the and or but so with who whom whose that which to for in on at by from about into over after before during while because when where ' +
    'is are was were be been being has have had do does did will would can could should must may might their his her its our your my them they ' +
    'he she it we you i this these those there here than then as if not no very just also grade grades grading score scores scoring assess assesses ' +
    'rate evaluate judge good looks like how well what whether wants want asks ask tells tell gives give needs need calls call says say gets get ' +
    'makes make takes take uses use using runs run explains explain learner manager rep agent caller pass mark passing'
  ).split(' '),
);

/**
 * The situation's own details in the description's words ("a 9% price rise", "14 clinics", "weekends off"), so the
 * rubric can point the grader at them. Phrases with a number come first, then the longest.
 */
export function readSituationPhrases(description: string, exclude: ReadonlySet<string>, limit = 5): string[] {
  const phrases: string[] = [];
  // The pass mark is a setting, not part of the situation.
  const withoutPassMark = description.replace(/[^.;]*\bpass(?:ing)?[\s-]*(?:mark|score|threshold)[^.;]*[.;]?/gi, ' ');
  // A comma or a point inside a figure ("£12,000", "£9.50") ends no clause.
  for (const clause of withoutPassMark.split(/(?:[.,](?!\d)|(?<!\d)[.,]|[;:!?()"“”])+/)) {
    let current: string[] = [];
    const flush = () => {
      while (current.length > 0 && current.at(-1) === 'of') current.pop();
      // Two words or more, a number, or a name in the middle of a sentence ("by Friday").
      const isName = current.length === 1 && /^\p{Lu}/u.test(current[0]!) && !clause.trimStart().startsWith(current[0]!);
      if (current.length >= 2 || isName || current.some((word) => /\d/.test(word))) phrases.push(current.join(' '));
      current = [];
    };
    for (const word of clause.split(/\s+/).filter(Boolean)) {
      const lower = word.toLowerCase();
      // "head of logistics", "clashed with two colleagues": a preposition inside a phrase keeps it whole.
      const isInnerOf = (lower === 'of' && current.length > 0) || (['with', 'on', 'by'].includes(lower) && /ed$/.test(current.at(-1)?.toLowerCase() ?? ''));
      // A verb's base form after a noun is a noun itself ("a pricing question").
      const isVerb = (VERBS.has(lower) && current.length === 0) || baseOfThirdPersonVerb(lower);
      if (!isInnerOf && (PHRASE_BREAKS.has(lower) || isVerb || exclude.has(lower))) flush();
      else current.push(word);
    }
    flush();
  }
  const unique = [...new Set(phrases)].filter((phrase) => phrase.split(' ').length <= 5);
  const isSpecific = (phrase: string) => Number(/\d|(?:^|\s)\p{Lu}/u.test(phrase));
  return unique.sort((left, right) => isSpecific(right) - isSpecific(left) || right.split(' ').length - left.split(' ').length).slice(0, limit);
}

function baseOfThirdPersonVerb(word: string): boolean {
  return baseOfThirdPerson(word) !== null;
}
