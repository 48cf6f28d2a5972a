// A criterion's name read as a behaviour: "Letting the customer finish" → the instruction ("let the customer finish"),
// what the learner did ("let the customer finish") and the gerund, with the words that say what it is about.

/** A criterion name read as a behaviour: "Letting the customer finish" → let / let / letting the customer finish. */
export interface BehaviourName {
  /** "let the customer finish before answering": an instruction. */
  base: string;
  /** "let the customer finish before answering": what the learner did. */
  past: string;
  /** "letting the customer finish before answering". */
  gerund: string;
  /** The words after the verb: "the customer finish before answering". */
  rest: string;
}

// Words that never name what a behaviour is about.
export const NON_OBJECT_WORDS = new Set(
  'back them they their him her his its it you your yours the a an to of for and or on in at up out one all any some each every their customer client caller person people other'.split(' '),
);

// "-ing" words that are not verbs.
const NOT_GERUNDS = new Set('during nothing something anything everything morning evening meeting thing pricing onboarding training building wording timing feeling'.split(' '));

const IRREGULAR: Record<string, [base: string, past: string]> = {
  letting: ['let', 'let'], setting: ['set', 'set'], putting: ['put', 'put'], getting: ['get', 'got'], giving: ['give', 'gave'],
  making: ['make', 'made'], taking: ['take', 'took'], keeping: ['keep', 'kept'], holding: ['hold', 'held'], telling: ['tell', 'told'],
  speaking: ['speak', 'spoke'], finding: ['find', 'found'], writing: ['write', 'wrote'], beginning: ['begin', 'began'], selling: ['sell', 'sold'],
  saying: ['say', 'said'], hearing: ['hear', 'heard'], feeling: ['feel', 'felt'], leaving: ['leave', 'left'], being: ['be', 'were'],
  doing: ['do', 'did'], having: ['have', 'had'], running: ['run', 'ran'], seeing: ['see', 'saw'], thinking: ['think', 'thought'],
  bringing: ['bring', 'brought'], paying: ['pay', 'paid'], cutting: ['cut', 'cut'], focusing: ['focus', 'focused'], inviting: ['invite', 'invited'],
  providing: ['provide', 'provided'], deciding: ['decide', 'decided'], describing: ['describe', 'described'], exploring: ['explore', 'explored'],
  comparing: ['compare', 'compared'], preparing: ['prepare', 'prepared'], staying: ['stay', 'stayed'], meeting: ['meet', 'met'],
  understanding: ['understand', 'understood'], leading: ['lead', 'led'], sending: ['send', 'sent'], spending: ['spend', 'spent'],
};

// Verbs whose last consonant doubles in the past tense ("stop" → "stopped").
const DOUBLING = new Set('stop plan admit commit drop regret prefer refer occur chat nod skip step swap jot flag map log tap submit omit'.split(' '));

function baseOfGerund(gerund: string): string {
  const stemmed = gerund.slice(0, -3);
  if (/([b-df-hj-kmnp-tv-z])\1$/.test(stemmed) && !/(ll|ss|zz|ff)$/.test(stemmed)) return stemmed.slice(0, -1);
  // "naming" → "name", "judging" → "judge", "summarising" → "summarise", "arguing" → "argue".
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(stemmed) || /(?:v|dg|[^aeiou]c|[aeiou][sz]|at|ur|ag|u)$/.test(stemmed)) return `${stemmed}e`;
  return stemmed;
}

function pastOf(base: string): string {
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  if (DOUBLING.has(base)) return `${base}${base.at(-1)}ed`;
  return `${base}ed`;
}

/** The name as a behaviour, when it starts with a verb in -ing ("Offering a follow-up call", "Not interrupting"). */
export function readBehaviourName(name: string): (BehaviourName & { verb: string; isNegated: boolean }) | null {
  const words = name.trim().split(/\s+/);
  const isNegated = /^(?:not|never)$/i.test(words[0] ?? '');
  const [first = '', ...rest] = isNegated ? words.slice(1) : words;
  const verb = first.toLowerCase();
  if (!/^[a-z-]{2,}ing$/.test(verb) || NOT_GERUNDS.has(verb)) return null;
  const [base, past] = IRREGULAR[verb] ?? [baseOfGerund(verb), pastOf(baseOfGerund(verb))];
  const restText = rest.join(' ');
  const tail = restText ? ` ${restText}` : '';
  if (isNegated) {
    // "Not interrupting the customer" → "avoid interrupting the customer".
    return { verb, isNegated, base: `avoid ${verb}${tail}`, past: `avoided ${verb}${tail}`, gerund: `avoiding ${verb}${tail}`, rest: restText };
  }
  return { verb, isNegated, base: `${base}${tail}`, past: `${past}${tail}`, gerund: `${verb}${tail}`, rest: restText };
}
