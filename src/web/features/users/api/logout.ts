import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';
import { disconnectServerEvents } from '@/lib/server-events.ts';
import { beginSignOut, clearClientSession } from '@/lib/session.ts';

/** Revokes the login on the server, then forgets everything the browser held, even if the server was unreachable. */
export async function logout(): Promise<void> {
  beginSignOut();
  try {
    await apiRequest('/users/logout', { method: 'POST', skipRefresh: true });
  } finally {
    disconnectServerEvents();
    queryClient.clear();
    clearClientSession();
  }
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
