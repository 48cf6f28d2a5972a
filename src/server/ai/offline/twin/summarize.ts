// The offline twin summary: places each of the person's sentences in the section it is about (summary-filing.ts) and
// finds the personality tags their sentences support (summary-tags.ts). Deterministic, no model. A sentence that fits
// no section goes where its question points; a memory sentence that fits none is left out. The paragraphs are put
// together from these placements in code (ground-summary.ts).
import type { TwinSummary } from '../../../../shared/contracts/twin.ts';
import type { TwinSummarySectionName } from '../../../../shared/contracts/twin-constants.ts';
import { groundTwinSummary } from '../../language/ground-summary.ts';
import type { TwinSummaryInput, TwinSummaryPlacement } from '../../contracts/twin-summary.ts';
import { readTwinSentences } from '../../language/twin-sentences.ts';
import { learnNames, openingOf, placeSentence } from './summary-filing.ts';
import { readSentence } from './summary-reading.ts';
import { findTags } from './summary-tags.ts';

/** Where each sentence belongs and the tags they support (the twin-summary task's offline answer): deterministic. */
export function placeTwinSentencesOffline(input: TwinSummaryInput): TwinSummaryPlacement {
  const sentences = readTwinSentences(input).map(readSentence);
  const names = learnNames(sentences);
  const placed: TwinSummaryPlacement['sentences'] = [];
  let previous: { source: string; section: TwinSummarySectionName; opening: boolean } | null = null;
  sentences.forEach((sentence, index) => {
    const sameAnswer = previous?.source === sentence.source;
    const opening = openingOf(sentence, sentences[index - 1] ?? null);
    const sections = placeSentence(sentence, names, sameAnswer ? previous!.section : null, { heading: opening === 'heading', afterOpening: sameAnswer && previous!.opening });
    previous = sections[0] ? { source: sentence.source, section: sections[0], opening: opening !== null } : null;
    if (sections.length > 0) placed.push({ id: sentence.id, sections });
  });
  const sectionOf = new Map(placed.map((entry) => [entry.id, entry.sections[0]!]));
  return { sentences: placed, tags: findTags(sentences, sectionOf, new Set(names.keys())) };
}

/** The whole summary as the offline engine writes it: its placements put together by the code that checks any engine's. */
export function summarizeTwinOffline(input: TwinSummaryInput): TwinSummary {
  return groundTwinSummary(placeTwinSentencesOffline(input), input);
}
