import { RUBRIC_MAX_CRITERIA, RUBRIC_TOTAL_WEIGHT } from '../../../../shared/contracts/rubrics-constants.ts';
import { RUBRIC_LEVELS } from '../../offline/rubric/generate-rubric.ts';
import type { GenerateRubricInput } from '../../contracts/generate-rubric.ts';

const FILE_EXCERPT_CHARS = 6_000;
const FILES_TOTAL_CHARS = 18_000;

const SYSTEM = [
  'You write weighted scoring rubrics that grade a learner in a workplace-conversation roleplay (sales, customer service, leadership, HR, project management and similar).',
  `Give 4 to 7 criteria (never more than ${RUBRIC_MAX_CRITERIA}). Each criterion is one observable behaviour of the learner in this specific conversation, with an integer weight in percent; the weights must add up to exactly ${RUBRIC_TOTAL_WEIGHT}.`,
  `Every criterion has the same performance levels, in this order: ${RUBRIC_LEVELS.map((level) => level.name).join(', ')}. Each level description says concretely what the learner does at that level for that criterion; never reuse one generic sentence across criteria.`,
  `performance_levels_summary maps each level name to its score range out of 100 (${RUBRIC_LEVELS.map((level) => `${level.name}: "${level.range}"`).join(', ')}).`,
  'scoring_guide has three entries: "How to score" (choosing a level and a score per criterion), "Weighting" (how the weights combine into the overall score), "Overall bands" (what each overall range means).',
  'Turn every behaviour the description says good looks like (for example "letting the customer finish", "confirming the refund amount") into its own criterion, named in the description\'s words, with level descriptions about that behaviour. Keep the whole description in the description field.',
  'Fit the situation: criteria come from the conversation described (coaching a new hire through a first mistake is not a sales call; chasing an overdue invoice is a collections call, not a feedback conversation), never from another kind of conversation. The learner\'s job title (a "manager") does not make it a management conversation.',
  'Keep every fact the description states (amounts, dates, names, the counterpart, the tone asked for) and, when it states a pass mark ("Pass mark 75"), say that pass mark in the note and in the "Overall bands" entry; never change it.',
  'Level descriptions are concrete for each level of each criterion (what the learner says or does, what the other person notices); never a mechanical "does X every time / most of the time / sometimes".',
  'Write each level description for its own criterion\'s behaviour, in grammatical English, naming that behaviour: for "keeps the call under 15 minutes" the Developing level is about the call running over (for example "Tries to keep the call under 15 minutes, but it overruns and is only brought back late"), never about tone ("becoming too soft or too sharp") and never a sentence made for another criterion. Only a criterion about a manner ("stays calm") has levels about tone.',
  'When source material is given, ground the rubric in it: use its facts, rules and figures (thresholds, dates, names) and its terms as whole words in the criteria and level descriptions; never mention the file names or quote their titles.',
  'Where part of the description cannot be interpreted, do not invent criteria for it: say in the note what you could not interpret.',
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
    ...(input.variation
      ? [
          `Variation ${input.variation}: write a fresh version of this rubric for the same description: keep every criterion the description names, the weights and the pass mark it states, and every fact it gives, exactly; say the level descriptions, the scoring guide and the note in new words, each level still about its own criterion's behaviour.`,
        ]
      : []),
  ].join('\n\n');
  return { system: SYSTEM, prompt };
}
