// How a glossary row is stored and how it is answered: shared by the routes' service and the jobs.
import type { Glossary, GlossaryListItem } from '../../../shared/contracts/glossaries.ts';
import type { GlossaryRow } from './glossaries.repository.ts';

/** Text pasted from Windows or old Mac editors keeps one kind of line break; surrounding blank space goes. */
export function normalizeGlossaryText(text: string): string {
  return text.replace(/\r\n?/g, '\n').trim();
}

export function toGlossary(row: GlossaryRow): Glossary {
  return { id: row.id, name: row.name, glossary: row.content, timestamp: row.createdAt.toISOString() };
}

export function toGlossaryListItem(row: GlossaryRow): GlossaryListItem {
  return { ...toGlossary(row), is_sample: row.isSample };
}
