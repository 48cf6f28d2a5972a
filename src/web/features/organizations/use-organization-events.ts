import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeToServerEvent } from '@/lib/server-events.ts';
import { ORGANIZATIONS_QUERY_KEY } from './api/get-organizations.ts';

/** Reads the organisations again when the server says the person's memberships changed (removed, added, a new role). */
export function useOrganizationEvents() {
  const queryClient = useQueryClient();
  useEffect(() => subscribeToServerEvent('organizations', () => void queryClient.invalidateQueries({ queryKey: ORGANIZATIONS_QUERY_KEY })), [queryClient]);
}
