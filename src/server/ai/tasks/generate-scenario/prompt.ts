import type { GenerateScenarioInput } from '../../contracts/generate-scenario.ts';

// Keeps the request within small models' context windows while leaving room for the answer.
const MAX_FILE_CHARS = 6_000;
const MAX_TOTAL_FILE_CHARS = 18_000;
const MAX_GLOSSARY_CHARS = 3_000;

const SYSTEM = [
  'You write roleplay scenarios for workplace-conversation practice: the AI character the learner will talk to, and the situation they meet in.',
  'Keep every fact the learner states about the character and the situation: name, age, gender, occupation, workplace, numbers, history and attitudes. Never contradict them and never replace them with invented ones.',
  'When a persona is given, its name, age, gender, occupation and background are the character: copy them unchanged and build the situation around them.',
  'Fill what is not stated plausibly and consistently with what is.',
  'When source material is given, use its specific facts, figures, dates, names and rules in the background and the situation, with its terms as whole words; never mention file names or titles, or that material was provided.',
  'Where part of the description cannot be interpreted, do not invent a fact in its place: keep to what you could read.',
  'When glossary terms are given, the character uses them naturally where they fit. When a rubric is given, the situation gives the learner a chance to show each of its criteria.',
  'The learner plays their own role; the character never speaks for the learner.',
  'Also write the brief: what only the character knows (identity, situation, facts by topic with keywords, hidden facts, objections, outcome, opening line) and, apart from it, what the learner sees.',
  'Keep every stated fact in the brief exactly as written: names, company, city and country, numbers and codes, and the stated personality and tone (never soften "polite but evasive" into "warm"). Invent nothing that contradicts them.',
  'Keep who visits or calls whom: a character being visited is at their own workplace receiving the learner, and the opening line fits that and the stated tone.',
  'The learner\'s own goal ("My goal: …", "I want to …", "A good outcome …") goes only to the learner\'s goal; it never appears in the character\'s background, situation, facts or lines.',
  'Objections come from what the description states ("insists on…", "won\'t pay until…"), otherwise from the character\'s own concerns in this situation; the outcome\'s keywords are words a good learner would naturally say.',
  'Write in plain English, without markdown: the character\'s fields in the third person (facts, objections and lines in the character\'s own voice), the overview and the learner\'s situation in "you" form.',
].join(' ');

function fileExcerpts(texts: readonly string[]): string[] {
  let budget = MAX_TOTAL_FILE_CHARS;
  const excerpts: string[] = [];
  for (const text of texts) {
    const excerpt = text.trim().slice(0, Math.max(0, Math.min(MAX_FILE_CHARS, budget)));
    budget -= excerpt.length;
    if (excerpt) excerpts.push(`--- Source ${excerpts.length + 1} ---\n${excerpt}`);
  }
  return excerpts;
}

/** The model's instructions for one scenario. */
export function buildGenerateScenarioPrompt(input: GenerateScenarioInput): { system: string; prompt: string } {
  const lines = [`Scenario title: ${input.title}`];
  if (input.aiRole) lines.push(`The character's role (the AI plays this): ${input.aiRole}`);
  if (input.myRole) lines.push(`The learner's role: ${input.myRole}`);
  if (input.persona) {
    lines.push(
      '',
      'Persona (keep these unchanged):',
      `Name: ${input.persona.name}`,
      `Age: ${input.persona.age}`,
      `Gender: ${input.persona.gender}`,
      `Occupation: ${input.persona.occupation}`,
      `Background: ${input.persona.background}`,
    );
  }
  lines.push('', 'Scenario description written by the learner:', input.description);
  if (input.rubric) lines.push('', `Rubric the session is graded by: ${input.rubric.name}`, ...input.rubric.criteria.map((criterion) => `- ${criterion}`));
  if (input.glossary) lines.push('', `Glossary "${input.glossary.name}":`, input.glossary.terms.slice(0, MAX_GLOSSARY_CHARS));
  const excerpts = fileExcerpts(input.fileTexts);
  if (excerpts.length > 0) lines.push('', 'Source material (ground the scenario in its facts):', excerpts.join('\n\n'));
  return { system: SYSTEM, prompt: lines.join('\n') };
}
