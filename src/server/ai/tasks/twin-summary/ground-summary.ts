// A model's summary checked against what the person gave, in code: a source the input does not hold is dropped, a
// section left without sources says it has nothing to go on, and the tags are trimmed to the contract's limits.
import { TWIN_SUMMARY_SECTIONS, TWIN_SUMMARY_TAGS_MAX, type TwinSummary, type TwinSummarySection } from '../../../../shared/contracts/twin.ts';
import { emptySectionText } from '../../offline/twin/twin-text.ts';
import type { TwinSummaryInput } from '../../contracts/twin-summary.ts';

// The owner edits tags of at most this length (TwinSummaryInputSchema).
const MAX_TAG_LENGTH = 40;

/** The summary with only sources the input holds; call it on whatever answered the twin-summary task. */
export function groundTwinSummary(summary: TwinSummary, input: TwinSummaryInput): TwinSummary {
  const known = new Set([
    ...input.answers.filter((answer) => answer.answer.trim() !== '').map((answer) => `answer:${answer.number}`),
    ...input.memories.map((memory) => `memory:${memory.id}`),
  ]);
  const sections = Object.fromEntries(
    TWIN_SUMMARY_SECTIONS.map((name): [string, TwinSummarySection] => {
      const section = summary.sections[name];
      const sources = [...new Set(section.sources.filter((source) => known.has(source)))];
      if (section.is_empty || sources.length === 0 || section.text.trim() === '') return [name, { text: emptySectionText(name), sources: [], is_empty: true }];
      return [name, { text: section.text.trim(), sources, is_empty: false }];
    }),
  ) as TwinSummary['sections'];

  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of summary.tags) {
    const tag = raw.trim().replaceAll(/\s+/g, ' ');
    const key = tag.toLowerCase();
    if (!tag || tag.length > MAX_TAG_LENGTH || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
    if (tags.length === TWIN_SUMMARY_TAGS_MAX) break;
  }
  return { tags, sections };
}
