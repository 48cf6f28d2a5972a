import type { GeneratePersonaInput } from '../../contracts/generate-persona.ts';

// Keeps the request within small models' context windows while leaving room for the answer.
const MAX_FILE_CHARS = 6_000;
const MAX_TOTAL_FILE_CHARS = 18_000;

const SYSTEM = [
  'You create realistic AI characters (personas) for workplace-conversation roleplay practice.',
  'Keep every fact the description states: name, age, gender, occupation, employer or industry, nationality, country, city, language, attitude and tone, history, and what the person likes, dislikes or wants. Never contradict a stated fact in any field (a retired fisherman is not an office manager; "calm but unyielding" never agrees easily; "polite but evasive" stays polite but evasive, never warm and open; a stated woman is "Female" with female pronouns).',
  'A stated place decides the rest: someone at "a rural clinic in Portugal" is Portuguese, from a Portuguese town, and speaks Portuguese (English too only if the job calls for it); never move them to another country. Use the description\'s own words for tone and attitude.',
  'Let the stated facts shape the rest: someone who cannot stand jargon asks for plain words in the opening line and stops listening at the first jargon.',
  'A stated age is the age, however it is written ("…in Portugal, 52, hates long calls" means 52 years old): the birthdate gives exactly that age on today\'s date, and the years of experience fit it (never more than the age minus 16).',
  'Show a stated trait where it belongs and let it shape behaviour elsewhere in other words: "hates long calls" is said once in the background, then shows as a short, to-the-point opening line and impatience when answers run long. Never paste the same phrase into every field.',
  'Fill every other field plausibly and consistently: attire and skills fit the occupation,',
  'the Big Five scores (1-100, digits only), MBTI type and enneagram type agree with the attitudes described.',
  'When source files are given, use their facts (thresholds, dates, names, rules) and their terms as whole words; never mention the file names or quote their titles.',
  'Where part of the description cannot be interpreted, do not invent a fact in its place: leave it out and keep to what you could read.',
  'Write in plain English, in the third person, without markdown.',
].join(' ');

/** The model's instructions for one persona. */
export function buildGeneratePersonaPrompt(input: GeneratePersonaInput): { system: string; prompt: string } {
  let budget = MAX_TOTAL_FILE_CHARS;
  const files = input.fileTexts
    .map((file) => {
      const text = file.text.slice(0, Math.max(0, Math.min(MAX_FILE_CHARS, budget)));
      budget -= text.length;
      return text ? `--- ${file.filename} ---\n${text}` : null;
    })
    .filter((file): file is string => file !== null);
  const today = new Date().toISOString().slice(0, 10);
  const prompt = [
    `Today is ${today}.`,
    `Name typed in the form: ${input.name}`,
    "If that name reads as a person's name, it is the character's name; if it reads as a label (such as \"Sceptical Buyer\"), use the name the description gives, or invent a fitting one.",
    'Persona description:',
    input.prompt,
    // A regeneration asks for a different take on the same description, never for different facts.
    input.variation
      ? `\nVariation ${input.variation}: write a fresh version of this persona that is a different person for the same description: change everything the description leaves open (the name unless one is given, the hometown within the stated country, the career history, the manner in the room, the private aims, the appearance, the wording, the opening line), while keeping every stated fact exactly: the age (with a birthdate and experience that fit it), the place, the job, the tone and any named people.`
      : '',
    files.length > 0 ? `\nSource files (ground the persona in them):\n${files.join('\n\n')}` : '',
  ].join('\n');
  return { system: SYSTEM, prompt };
}
