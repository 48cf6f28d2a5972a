import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeToServerEvent } from '@/lib/server-events.ts';
import { workspaceQueryOptions } from '@/lib/workspace.ts';

/**
 * Reads everything again when the server says the person's memberships changed (removed, added, a new role): the
 * organisations, and every library list, which shows the chosen organisation's items only while they are a member.
 * When the push channel (re)opens, a change it missed would show in the memberships: they alone are read again, and
 * everything else only if they changed (a page that has just read its lists does not read them all twice).
 */
export function useOrganizationEvents() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeToServerEvent('organizations', (event) => {
        if (event) {
          void queryClient.invalidateQueries();
          return;
        }
        const options = workspaceQueryOptions();
        const before = queryClient.getQueryData(options.queryKey);
        // An equal answer keeps the cached object (structural sharing), so another object means the memberships changed.
        void queryClient
          .fetchQuery({ ...options, staleTime: 0 })
          .then(() => {
            if (before !== undefined && queryClient.getQueryData(options.queryKey) !== before) void queryClient.invalidateQueries();
          })
          .catch(() => undefined);
      }),
    [queryClient],
  );
}
