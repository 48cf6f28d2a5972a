import { useMutation } from '@tanstack/react-query';
import {
  ADMIN_USERS_API_PATH,
  type AdminResetLinkAnswer,
  type AdminUserAnswer,
  type UpdateAdminUserRolesInput,
} from '@shared/contracts/admin-users.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';
import { ADMIN_USERS_QUERY_KEY } from './get-admin-users.ts';

/** What the Users page can do to an account; the page words each toast from the catalogue (the server's English message is for API clients). */
export type AdminUserAction =
  | { kind: 'roles'; id: string; roles: UpdateAdminUserRolesInput }
  | { kind: 'disable' | 'enable'; id: string }
  | { kind: 'delete'; id: string; email: string };

async function runAction(action: AdminUserAction): Promise<{ message: string }> {
  const path = `${ADMIN_USERS_API_PATH}/${encodeURIComponent(action.id)}`;
  switch (action.kind) {
    case 'roles':
      return apiRequest<AdminUserAnswer>(`${path}/roles`, { method: 'PATCH', body: action.roles });
    case 'disable':
    case 'enable':
      return apiRequest<AdminUserAnswer>(`${path}/${action.kind}`, { method: 'POST' });
    case 'delete':
      return apiRequest<{ message: string }>(path, { method: 'DELETE', body: { email: action.email } });
  }
}

export function useAdminUserAction() {
  return useMutation({
    mutationFn: runAction,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY }),
  });
}

/** A one-time password-reset link for the account, to hand over privately. */
export function useCreateResetLink() {
  return useMutation({
    mutationFn: (id: string) => apiRequest<AdminResetLinkAnswer>(`${ADMIN_USERS_API_PATH}/${encodeURIComponent(id)}/password-reset`, { method: 'POST' }),
  });
}
