import type { CreateGlossaryInput, GlossaryJobResult } from '@shared/contracts/glossaries.ts';
import { JOB_POLL } from '@shared/contracts/jobs-constants.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';
import { jobStatusNetworkMessage, requestJobResult } from '@/lib/wait-for-job.ts';
import { GLOSSARIES_QUERY_KEY } from './get-glossaries.ts';

/** Posts the glossary and resolves once its job has saved it. */
export function createGlossary({ input, signal }: { input: CreateGlossaryInput; signal?: AbortSignal }): Promise<GlossaryJobResult> {
  return requestJobResult<GlossaryJobResult>(
    '/glossary/create',
    { method: 'POST', body: input, signal },
    { statusPath: '/glossary/job-status-create', ...JOB_POLL.glossary, statusErrorMessage: jobStatusNetworkMessage() },
  );
}

/** The list refreshes once the glossary is saved. */
export function useCreateGlossary() {
  return useRefreshingMutation(createGlossary, { refreshes: [GLOSSARIES_QUERY_KEY], after: 'success' });
}
