// The read and save requests every admin settings page has (AI, E-mail, Speech): `GET` and `PUT
// /admin/<area>/settings`, cached under ['admin', <area>, 'settings']. Each page's own file names them beside its other
// requests (the connection tests).
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/**
 * The settings of `/admin/<area>`: the hook that reads them, and the hook that saves them, which caches the saved
 * settings and refreshes `refreshes` (what elsewhere on the site follows them).
 */
export function adminSettingsRequests<Settings, SaveInput>(area: string, refreshes: QueryKey) {
  const queryKey = ['admin', area, 'settings'] as const;
  const path = `/admin/${area}/settings`;
  const settingsQueryOptions = queryOptions({
    queryKey,
    queryFn: ({ signal }) => apiRequest<Settings>(path, { signal }),
  });
  return {
    useSettings: () => useQuery(settingsQueryOptions),
    useSaveSettings: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (input: SaveInput) => apiRequest<Settings>(path, { method: 'PUT', body: input }),
        onSuccess: (saved) => {
          queryClient.setQueryData(queryKey, saved);
          void queryClient.invalidateQueries({ queryKey: refreshes });
        },
      });
    },
  };
}
