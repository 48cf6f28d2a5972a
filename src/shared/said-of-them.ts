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

// Verbs after "I" that keep their form in the third person: a past tense in "-ed", not a present that ends so ("need").
const SAME_FORM = /^(?:had|will|would|can|could|should|must|might|may|\w+ed)$/i;
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

// "your word that you will freeze my membership": a want that is a promise asked of the learner, not a thing to agree to.
const GIVEN_WORD = /^\s*your word that\s+(\S.*)$/i;

/**
 * What a want asks the learner to promise, when it asks for their word ("your word that I can start at 10am" → "I can
 * start at 10am"); null for a want that is a thing ("£120 back"). No one agrees "to your word": they agree once it is given.
 */
export function promisedIn(want: string): string | null {
  return GIVEN_WORD.exec(want)?.[1]?.trim() ?? null;
}

const OWNER = { she: 'Her', he: 'His', they: 'Their' } as const;

/** A label that names the character's own thing ("Their role", "Their background") with the character's pronoun: "Her role". */
export function labelOfThem(label: string, context: Context): string {
  return label.replace(/^Their\b/, OWNER[context ?? 'they']);
}
