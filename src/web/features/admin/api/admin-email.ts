// The E-mail page's requests: its settings (read, save), and a test e-mail sent with unsaved values.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminEmailSettings, SaveAdminEmailSettingsInput, SendAdminTestEmailAnswer, SendAdminTestEmailInput } from '@shared/contracts/admin-email.ts';
import { apiRequest } from '@/lib/api-client.ts';

const SETTINGS_KEY = ['admin', 'email', 'settings'] as const;

export const adminEmailSettingsQueryOptions = queryOptions({
  queryKey: SETTINGS_KEY,
  queryFn: ({ signal }) => apiRequest<AdminEmailSettings>('/admin/email/settings', { signal }),
});

export function useAdminEmailSettings() {
  return useQuery(adminEmailSettingsQueryOptions);
}

/** Saves; whether the account page asks to confirm the address follows. */
export function useSaveAdminEmailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveAdminEmailSettingsInput) => apiRequest<AdminEmailSettings>('/admin/email/settings', { method: 'PUT', body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(SETTINGS_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: ['me'] });
    },
  });
}

export function useSendAdminTestEmail() {
  return useMutation({
    mutationFn: (input: SendAdminTestEmailInput) => apiRequest<SendAdminTestEmailAnswer>('/admin/email/test', { method: 'POST', body: input }),
  });
}
