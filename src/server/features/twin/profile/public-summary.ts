// The public summary: what visitors and heirs read on a twin's page and what its public chat speaks from. It is
// written by the same summarizer as the owner's, from public answers and public memories only, and checked again
// against what is public at the moment it is read, so an answer made private since is never shown.
import { type TwinSummary, type TwinSummarySection, type TwinTagEvidence } from '../../../../shared/contracts/twin.ts';
import { TWIN_SOURCE_PATTERN, TWIN_SUMMARY_SECTIONS } from '../../../../shared/contracts/twin-constants.ts';
import type { AiClient } from '../../../ai/ai-client.ts';
import { emptySectionText } from '../../../ai/language/twin-text.ts';
import { groundTwinSummary } from '../../../ai/language/ground-summary.ts';
import { twinSummaryTask } from '../../../ai/tasks/twin-summary/task.ts';
import type { Db } from '../../../db/client.ts';
import { createTwinRepository, type TwinRow } from '../shared/twin.repository.ts';
import { loadTwinMaterial, sourcesOf, type TwinListener, type TwinMaterial } from './twin-material.ts';

/**
 * A stored summary as the API may answer it: sources that are not `answer:<n>` or `memory:<uuid>` are dropped (an
 * odd stored value must never break reading the twin), and a summary written before a section or field existed gets
 * it empty (no tag evidence, no coverage).
 */
export function withValidSources(summary: TwinSummary | null): TwinSummary | null {
  if (!summary) return null;
  const isSource = (source: unknown): source is string => typeof source === 'string' && TWIN_SOURCE_PATTERN.test(source);
  const stored: Partial<TwinSummary['sections']> = summary.sections ?? {};
  const sections = Object.fromEntries(
    TWIN_SUMMARY_SECTIONS.map((name): [string, TwinSummarySection] => {
      const section = stored[name];
      if (!section) return [name, { text: emptySectionText(name), sources: [], is_empty: true }];
      const sources: unknown[] = Array.isArray(section.sources) ? section.sources : [];
      return [name, { ...section, sources: sources.filter(isSource) }];
    }),
  ) as TwinSummary['sections'];
  const evidence: unknown[] = Array.isArray(summary.tag_evidence) ? summary.tag_evidence : [];
  return {
    tags: summary.tags,
    sections,
    tag_evidence: evidence.filter((entry): entry is TwinTagEvidence => typeof entry === 'object' && entry !== null && isSource((entry as TwinTagEvidence).source)),
    coverage: summary.coverage ?? null,
  };
}

/**
 * The summary with every section that cites anything outside `allowed` emptied, and its tags dropped when a section
 * was: a section's text may quote any of its sources, so one withdrawn source withdraws the whole section. A tag
 * whose supporting sentence is no longer allowed goes too.
 */
export function restrictSummary(stored: TwinSummary | null, allowed: ReadonlySet<string>): TwinSummary | null {
  const summary = withValidSources(stored);
  if (!summary) return null;
  let isWithdrawn = false;
  const sections = Object.fromEntries(
    TWIN_SUMMARY_SECTIONS.map((name): [string, TwinSummarySection] => {
      const section = summary.sections[name];
      const isAllowed = !section.is_empty && section.sources.length > 0 && section.sources.every((source) => allowed.has(source));
      if (isAllowed) return [name, section];
      if (!section.is_empty) isWithdrawn = true;
      return [name, { text: emptySectionText(name), sources: [], is_empty: true }];
    }),
  ) as TwinSummary['sections'];
  if (isWithdrawn) return { tags: [], sections, tag_evidence: [], coverage: summary.coverage };
  const withdrawnTags = new Set(summary.tag_evidence.filter((entry) => !allowed.has(entry.source)).map((entry) => entry.tag));
  return {
    tags: summary.tags.filter((tag) => !withdrawnTags.has(tag)),
    sections,
    tag_evidence: summary.tag_evidence.filter((entry) => allowed.has(entry.source)),
    coverage: summary.coverage,
  };
}

/** What the public may hear of the twin now, and its public summary checked against it. */
export async function loadPublicView(db: Db, twin: TwinRow): Promise<{ material: TwinMaterial; summary: TwinSummary | null }> {
  const material = await loadTwinMaterial(db, twin.id, 'public');
  return { material, summary: restrictSummary(twin.publicSummary ?? null, sourcesOf(material)) };
}

/**
 * What `listener` (a visitor, or an heir) reads and hears through the twin's page: the answers and memories its chat
 * speaks from, and the public summary. The page, the chat, the photos and the owner's preview before publishing all
 * read it from here, so what the preview shows is what they serve.
 */
export async function loadAudienceView(db: Db, twin: TwinRow, listener: Exclude<TwinListener, 'owner'>): Promise<{ material: TwinMaterial; summary: TwinSummary | null }> {
  const publicView = await loadPublicView(db, twin);
  const material = listener === 'public' ? publicView.material : await loadTwinMaterial(db, twin.id, listener);
  return { material, summary: publicView.summary };
}

/** Writes the public summary from public material only (null when nothing is public) and stores it. */
export async function writePublicSummary(db: Db, ai: AiClient, twin: TwinRow): Promise<TwinSummary | null> {
  const material = await loadTwinMaterial(db, twin.id, 'public');
  let summary: TwinSummary | null = null;
  if (material.answers.length > 0 || material.memories.length > 0) {
    const input = { ownerName: twin.name, ...material };
    summary = groundTwinSummary(await ai.generate(twinSummaryTask, input), input);
  }
  await createTwinRepository(db).setPublicSummary(twin.id, summary);
  return summary;
}
