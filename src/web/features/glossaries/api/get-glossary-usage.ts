import { useQuery } from '@tanstack/react-query';
import { libraryItemUsageQueryOptions } from '@/lib/library-item-api.ts';

export function glossaryUsageQueryOptions(id: string) {
  // Apart from the lists' key, so the refresh after a delete does not ask again about the deleted glossary.
  return libraryItemUsageQueryOptions(['glossary-usage', id], `/glossary/${encodeURIComponent(id)}`);
}

/** The scenarios that use the owner's glossary, by name; null keeps the query idle. */
export function useGlossaryUsage(id: string | null) {
  return useQuery({ ...glossaryUsageQueryOptions(id ?? ''), enabled: id !== null });
}
