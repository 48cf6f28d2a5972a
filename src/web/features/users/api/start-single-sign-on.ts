import { useMutation } from '@tanstack/react-query';
import type { StartSsoAnswer, StartSsoInput } from '@shared/contracts/organization-sso.ts';
import { apiRequest } from '@/lib/api-client.ts';

/** Begins single sign-on for the address's organisation: the provider's URL to send the browser to. */
export function startSingleSignOn(input: StartSsoInput): Promise<StartSsoAnswer> {
  return apiRequest<StartSsoAnswer>('/users/sso/start', { method: 'POST', body: input, skipRefresh: true });
}

export function useStartSingleSignOn() {
  return useMutation({ mutationFn: startSingleSignOn });
}
