// Which built-in rubric grades a quick scenario. A category's sample rubric is written for one conversation (a late,
// damaged delivery; a performance review…), so it is used only when the scenario is that conversation, with every
// topic the sample grades (a late delivery's delay); any other scenario is graded on the general conversation rubric,
// and the person is told which one.
import { GENERAL_RUBRIC_ID, SAMPLE_RUBRIC_IDS_BY_CATEGORY } from '../../../shared/contracts/rubrics-constants.ts';
import { rubricTopicIds, topicIdsIn } from '../../ai/tasks/generate-rubric/task.ts';
import { SAMPLE_RUBRICS } from '../../ai/tasks/generate-rubric/sample-rubrics.ts';

/** What a scenario's words say when a category's sample rubric fits it: the conversation that rubric was written for. */
const SAMPLE_RUBRIC_FITS: Readonly<Record<string, RegExp>> = {
  'Customer Service': /\b(?:refund\w*|damaged|faulty|broken|arrived late|late deliver\w*|deliver\w* (?:was|is|arrived) late|replacement|compensation|order\w* (?:is|was|arrived) late)\b/i,
  Leadership: /\b(?:feedback|one-to-one|one-on-one|missed (?:\w+ )?deadlines?|underperform\w*|review comments|behaviour|behavior|coaching|disengag\w*)\b/i,
  Sales: /\b(?:pitch\w*|demo\w*|discovery call|prospect\w*|sell\w*|sales call|new (?:app|software|system|tool|platform))\b/i,
  HR: /\b(?:performance review|appraisal|annual review|pay rise|a raise|salary|promotion)\b/i,
  'Project Management': /\b(?:status update|steering (?:group|committee)|behind schedule|milestones?|project update|sponsor)\b/i,
};

/**
 * The rubric for a quick scenario: the sample rubric of its first category whose conversation its words describe,
 * else the general conversation rubric. `text` is what the person wrote (title, roles and description).
 */
export function quickRubricIdFor(categories: readonly string[], text: string): string {
  for (const category of categories) {
    if (!Object.hasOwn(SAMPLE_RUBRIC_FITS, category) || !Object.hasOwn(SAMPLE_RUBRIC_IDS_BY_CATEGORY, category)) continue;
    const id = SAMPLE_RUBRIC_IDS_BY_CATEGORY[category]!;
    if (SAMPLE_RUBRIC_FITS[category]!.test(text) && hasBorrowedTopics(id, text)) return id;
  }
  return GENERAL_RUBRIC_ID;
}

/**
 * Whether the scenario holds every topic the sample rubric borrows a criterion from besides its own: the complaint
 * sample was written for a late delivery and grades "Owning the delay", which an overbooked hotel or a damaged parcel
 * that came on time has nothing of. Read by the rubric generator's own reading of topics.
 */
function hasBorrowedTopics(rubricId: string, text: string): boolean {
  const sample = SAMPLE_RUBRICS.find((rubric) => rubric.id === rubricId);
  if (!sample) return true;
  const [, ...borrowed] = rubricTopicIds(sample.name, sample.description);
  if (borrowed.length === 0) return true;
  const found = topicIdsIn(text);
  return borrowed.every((topic) => found.has(topic));
}
