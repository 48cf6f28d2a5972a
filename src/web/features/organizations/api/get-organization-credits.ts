import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { OrganizationCredits } from '@shared/contracts/organization-credits.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { subscribeToServerEvent } from '@/lib/server-events.ts';
import { ORGANIZATIONS_QUERY_KEY } from './get-organizations.ts';

/** The organisation's balance and ledger: every entry for owners and admins, the caller's own for other members. */
export function getOrganizationCredits(organizationId: string, signal?: AbortSignal): Promise<OrganizationCredits> {
  return apiRequest<OrganizationCredits>(`/organizations/${encodeURIComponent(organizationId)}/credits`, { signal });
}

export const organizationCreditsQueryKey = (organizationId: string) => [...ORGANIZATIONS_QUERY_KEY, 'credits', organizationId] as const;

/**
 * Keeps what the page shows of an organisation's credits current through the server's `organization-credits` event
 * (a grant, a member's session, a refund): `onBalance` gets the pushed balance at once, and the queries under `queryKey`
 * are read again. When the push channel (re)opens, a change it missed is caught up.
 */
export function useOrganizationBalanceEvents(organizationId: string | null | undefined, queryKey: readonly unknown[], onBalance?: (balance: number) => void) {
  const queryClient = useQueryClient();
  const key = JSON.stringify(queryKey);
  const onBalanceRef = useRef(onBalance);
  useEffect(() => {
    onBalanceRef.current = onBalance;
  });
  useEffect(() => {
    if (!organizationId) return undefined;
    const keyToRead = JSON.parse(key) as unknown[];
    return subscribeToServerEvent('organization-credits', (event) => {
      if (event && event.organization_id !== organizationId) return;
      if (event) onBalanceRef.current?.(event.balance);
      // On (re)opening, a read under way is fresh enough.
      if (event || queryClient.isFetching({ queryKey: keyToRead }) === 0) void queryClient.invalidateQueries({ queryKey: keyToRead });
    });
  }, [organizationId, key, queryClient]);
}

export function useOrganizationCredits(organizationId: string) {
  const queryClient = useQueryClient();
  const queryKey = organizationCreditsQueryKey(organizationId);
  useOrganizationBalanceEvents(organizationId, queryKey, (balance) =>
    queryClient.setQueryData(queryKey, (current: OrganizationCredits | undefined) => (current ? { ...current, balance } : current)),
  );
  return useQuery({ queryKey, queryFn: ({ signal }) => getOrganizationCredits(organizationId, signal) });
}
