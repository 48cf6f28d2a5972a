import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountInput } from '@shared/contracts/users.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { leaveArrivalNotice } from '@/lib/arrival-notice.ts';
import { queryClient } from '@/lib/query-client.ts';
import { disconnectServerEvents } from '@/lib/server-events.ts';
import { clearClientSession } from '@/lib/session.ts';
import { i18n } from '@/i18n/i18n.ts';

/**
 * Deletes the signed-in account and everything it owns, then forgets the session in the browser; the landing page,
 * where the signed-out person lands, says it is done.
 */
export async function deleteAccount(input: DeleteAccountInput): Promise<void> {
  await apiRequest<null>('/users/me', { method: 'DELETE', body: input });
  // Left before the session is forgotten: forgetting it sends the person to the landing page at once.
  leaveArrivalNotice(i18n.t('clientMessages.accountDeleted'));
  disconnectServerEvents();
  queryClient.clear();
  clearClientSession();
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
