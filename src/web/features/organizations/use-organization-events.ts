import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeToServerEvent } from '@/lib/server-events.ts';

/**
 * Reads everything again when the server says the person's memberships changed (removed, added, a new role): the
 * organisations, and every library list, which shows the chosen organisation's items only while they are a member.
 */
export function useOrganizationEvents() {
  const queryClient = useQueryClient();
  useEffect(() => subscribeToServerEvent('organizations', () => void queryClient.invalidateQueries()), [queryClient]);
}
