import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_USERS_API_PATH, type AdminUsersAnswer } from '@shared/contracts/admin-users.ts';
import { apiRequest } from '@/lib/api-client.ts';

/** Every list of the Users page: invalidate after any change to an account. */
export const ADMIN_USERS_QUERY_KEY = ['admin-users'] as const;

export function adminUsersQueryOptions(search: string, page: number) {
  return queryOptions({
    queryKey: [...ADMIN_USERS_QUERY_KEY, search, page],
    queryFn: ({ signal }) => apiRequest<AdminUsersAnswer>(`${ADMIN_USERS_API_PATH}?${new URLSearchParams({ q: search, page: String(page) })}`, { signal }),
  });
}

/** One page of the accounts matching `search`; the previous page stays on screen while the next loads. */
export function useAdminUsers(search: string, page: number) {
  return useQuery({ ...adminUsersQueryOptions(search, page), placeholderData: keepPreviousData });
}
