import { RUBRIC_MAX_CRITERIA, RUBRIC_TOTAL_WEIGHT } from '../../../../shared/contracts/rubrics.ts';
import { RUBRIC_LEVELS } from '../../offline/rubric/generate-rubric.ts';
import type { GenerateRubricInput } from './schema.ts';

const FILE_EXCERPT_CHARS = 6_000;
const FILES_TOTAL_CHARS = 18_000;

const SYSTEM = [
  'You write weighted scoring rubrics that grade a learner in a workplace-conversation roleplay (sales, customer service, leadership, HR, project management and similar).',
  `Give 4 to 7 criteria (never more than ${RUBRIC_MAX_CRITERIA}). Each criterion is one observable behaviour of the learner in this specific conversation, with an integer weight in percent; the weights must add up to exactly ${RUBRIC_TOTAL_WEIGHT}.`,
  `Every criterion has the same performance levels, in this order: ${RUBRIC_LEVELS.map((level) => level.name).join(', ')}. Each level description says concretely what the learner does at that level for that criterion; never reuse one generic sentence across criteria.`,
  `performance_levels_summary maps each level name to its score range out of 100 (${RUBRIC_LEVELS.map((level) => `${level.name}: "${level.range}"`).join(', ')}).`,
  'scoring_guide has three entries: "How to score" (choosing a level and a score per criterion), "Weighting" (how the weights combine into the overall score), "Overall bands" (what each overall range means).',
  'When source material is given, ground the rubric in it: use its terms, rules and figures in the criteria and level descriptions, and say in the note which files were used.',
  'Write in plain British English. Answer with the JSON object only.',
].join('\n');

/** The instructions and material a language model gets for one rubric. */
export function buildRubricPrompt(input: GenerateRubricInput): { system: string; prompt: string } {
  let budget = FILES_TOTAL_CHARS;
  const sources: string[] = [];
  for (const file of input.fileTexts) {
    const text = file.text.trim().slice(0, Math.min(FILE_EXCERPT_CHARS, budget));
    if (!text) continue;
    budget -= text.length;
    sources.push(`--- ${file.filename} ---\n${text}`);
    if (budget <= 0) break;
  }
  const prompt = [
    `Rubric name: ${input.name}`,
    `What it should grade: ${input.description}`,
    sources.length > 0 ? `Source material from the user's files:\n${sources.join('\n\n')}` : 'No source files were attached.',
  ].join('\n\n');
  return { system: SYSTEM, prompt };
}
