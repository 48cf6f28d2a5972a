// A phrase of the character's own ("the compensation I am owed", "my deposit back") as it reads after "He wants…" or
// "She agrees to…": the first person turned to the character's pronoun. Only where the verb after "I" needs no other
// form (be, have, the modals, a past tense) does "I" turn; any other verb is left as written rather than misspelt.
// Shared by the brief's check and the report ("Still needed: his €180 back").

type Context = 'she' | 'he' | undefined;

/**
 * The character's pronoun by the brief's gender: "she", "he", or undefined ("they") when it is not stated. The catalogue
 * reads it as a context, so each language words the sentences about the character as its grammar needs.
 */
export function pronounOf(gender: string): Context {
  const lower = gender.trim().toLowerCase();
  if (lower.startsWith('f')) return 'she';
  if (lower.startsWith('m')) return 'he';
  return undefined;
}

const SUBJECT = { she: 'she', he: 'he', they: 'they' } as const;
const OBJECT = { she: 'her', he: 'him', they: 'them' } as const;
const POSSESSIVE = { she: 'her', he: 'his', they: 'their' } as const;
const OWN = { she: 'hers', he: 'his', they: 'theirs' } as const;
const REFLEXIVE = { she: 'herself', he: 'himself', they: 'themselves' } as const;
const BE = { she: 'is', he: 'is', they: 'are' } as const;
const WAS = { she: 'was', he: 'was', they: 'were' } as const;
const HAVE = { she: 'has', he: 'has', they: 'have' } as const;

// Verbs after "I" that keep their form in the third person: a past tense in "-ed", not a present that ends so ("need"),
// or one of English's irregular past tenses ("the £435 I spent", "the car I bought"), a closed class of the grammar; those
// that are a present form too ("read", "put", "cut") are left out.
const IRREGULAR_PAST =
  'ate bent bit bled blew bore bought bound brought broke built burnt caught chose clung came crept dealt did drank drew drove dug dwelt fed felt ' +
  'fled flew flung fought forbade forgave forgot found froze gave got grew ground hid held hung kept knelt knew laid led leant leapt left lent lit ' +
  'lost made meant met mistook overtook paid rang ran rode rose sang sank sat saw shook shone shot slept slid sold sought spent spoke spun stole ' +
  'stood stuck stung strode struck swept swore swam swung taught thought threw told took tore trod understood undertook went wept woke won wore ' +
  'wound wrote';
const SAME_FORM = new RegExp(`^(?:had|will|would|can|could|should|must|might|may|\\w+ed|${IRREGULAR_PAST.replaceAll(' ', '|')})$`, 'i');
const PRESENT_IN_ED = /^(?:need|feed|bleed|breed|speed|heed|succeed|proceed|exceed|shed)$/i;

/** The phrase in the third person of `context` (they, when no gender is known). */
export function saidOfThem(phrase: string, context: Context): string {
  const who = context ?? 'they';
  return phrase
    .replace(/\bI(?:'m|’m| am)\b/g, `${SUBJECT[who]} ${BE[who]}`)
    .replace(/\bI was\b/g, `${SUBJECT[who]} ${WAS[who]}`)
    .replace(/\bI(?:'ve|’ve| have)\b/g, `${SUBJECT[who]} ${HAVE[who]}`)
    .replace(/\bI(?:'ll|’ll)\b/g, `${SUBJECT[who]} will`)
    .replace(/\bI(?:'d|’d)\b/g, `${SUBJECT[who]} would`)
    .replace(/\bI (\w+)/g, (whole, verb: string) => (SAME_FORM.test(verb) && !PRESENT_IN_ED.test(verb) ? `${SUBJECT[who]} ${verb}` : whole))
    .replace(/\bmyself\b/gi, REFLEXIVE[who])
    .replace(/\bmine\b/gi, OWN[who])
    .replace(/\bmy\b/gi, POSSESSIVE[who])
    .replace(/\bme\b/gi, OBJECT[who]);
}

// "your word that you will freeze my membership": a want that is a promise asked of the learner, not a thing to agree
// to; last in a list of wants ("the fitting moved to Wednesday and your word that you can fit me in before 8am").
const GIVEN_WORD = /^(?:(.+?),?\s+and\s+)?your word that\s+(\S.*?)[.!]*$/i;

/** What a character agrees to, split into the things it names and the promise it asks of the learner. */
export interface AgreedOn {
  /** The things agreed to ("£120 back"); null when the agreement is the promise alone. */
  things: string | null;
  /** What the learner must give their word to ("I can start at 10am"); null when no promise is asked. */
  promise: string | null;
}

/**
 * An agreement read for the promise it asks of the learner: "your word that I can start at 10am" → the promise "I can
 * start at 10am"; "£60 back" → the thing alone. No one agrees "to your word": they agree once it is given.
 */
export function agreedOn(agreement: string): AgreedOn {
  const trimmed = agreement.trim().replace(/[.!]+$/, '');
  const match = GIVEN_WORD.exec(trimmed);
  if (!match) return { things: trimmed, promise: null };
  return { things: match[1]?.trim() || null, promise: match[2]!.trim() };
}

const OWNER = { she: 'Her', he: 'His', they: 'Their' } as const;

/** A verb after "she" or "he": "want" → "wants", "have" → "has", "go" → "goes", "worry" → "worries". */
function withS(verb: string): string {
  if (verb === 'have') return 'has';
  if (/(?:s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/**
 * A label that speaks of the character ("Their role", "What they want") with the character's pronoun: "Her role",
 * "What she wants".
 */
export function labelOfThem(label: string, context: Context): string {
  const owned = label.replace(/^Their\b/, OWNER[context ?? 'they']);
  return context ? owned.replace(/^(What|How|Why|Where|When) they (\w+)\b/, (_, asked: string, verb: string) => `${asked} ${context} ${withS(verb)}`) : owned;
}
