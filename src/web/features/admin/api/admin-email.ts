// The E-mail page's requests: its settings (read, save), and a test e-mail sent with unsaved values.
import { useMutation } from '@tanstack/react-query';
import type { AdminEmailSettings, SaveAdminEmailSettingsInput, SendAdminTestEmailAnswer, SendAdminTestEmailInput } from '@shared/contracts/admin-email.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { adminSettingsRequests } from './admin-settings.ts';

const settings = adminSettingsRequests<AdminEmailSettings, SaveAdminEmailSettingsInput>('email', ['me']);

export const useAdminEmailSettings = settings.useSettings;

/** Saves; whether the account page asks to confirm the address follows. */
export const useSaveAdminEmailSettings = settings.useSaveSettings;

export function useSendAdminTestEmail() {
  return useMutation({
    mutationFn: (input: SendAdminTestEmailInput) => apiRequest<SendAdminTestEmailAnswer>('/admin/email/test', { method: 'POST', body: input }),
  });
}
