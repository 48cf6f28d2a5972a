// What the persona, rubric and glossary clients share: the scenarios that use an item (named before a delete) and
// the delete itself, after which those scenarios go on with their own copy.
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { DeleteLibraryItemAnswer, LibraryItemUsageAnswer } from '@shared/contracts/library.ts';
import { apiRequest } from './api-client.ts';

/** `GET {itemPath}/usage`: the owner's scenarios that use the item. */
export function libraryItemUsageQueryOptions(queryKey: QueryKey, itemPath: string) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => apiRequest<LibraryItemUsageAnswer>(`${itemPath}/usage`, { signal }),
    select: (answer) => answer.scenarios,
    // Read fresh each time the delete confirmation opens: a scenario may have started using the item since.
    staleTime: 0,
  });
}

/** `DELETE {itemPath}`: answers the scenarios that now keep their own copy of the item. */
export function deleteLibraryItem(itemPath: string): Promise<DeleteLibraryItemAnswer> {
  return apiRequest<DeleteLibraryItemAnswer>(itemPath, { method: 'DELETE' });
}
