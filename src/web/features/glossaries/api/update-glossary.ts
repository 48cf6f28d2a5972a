import type { GlossaryJobResult, UpdateGlossaryInput } from '@shared/contracts/glossaries.ts';
import { JOB_POLL } from '@shared/contracts/jobs-constants.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';
import { jobStatusNetworkMessage, requestJobResult } from '@/lib/wait-for-job.ts';
import { GLOSSARIES_QUERY_KEY } from './get-glossaries.ts';

/** Posts the change and resolves once its job has saved it. */
export function updateGlossary({ input, signal }: { input: UpdateGlossaryInput; signal?: AbortSignal }): Promise<GlossaryJobResult> {
  return requestJobResult<GlossaryJobResult>(
    '/glossary/update',
    { method: 'POST', body: input, signal },
    { statusPath: '/glossary/job-status-update', ...JOB_POLL.glossary, statusErrorMessage: jobStatusNetworkMessage() },
  );
}

/** The list refreshes once the change is saved. */
export function useUpdateGlossary() {
  return useRefreshingMutation(updateGlossary, { refreshes: [GLOSSARIES_QUERY_KEY], after: 'success' });
}
