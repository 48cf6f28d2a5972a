// The on-chain reservation as the twin's answers show it: the status a new username starts with, the explorer link of
// a confirmed transaction, and the queueing of the `twin.reserve-username` job whenever a twin gets a username.
import type { TwinOnchain } from '../../../../shared/contracts/twin.ts';
import type { TwinOnchainStatus } from '../../../../shared/contracts/twin-constants.ts';
import type { Config } from '../../../config.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import type { TwinRow } from '../shared/twin.repository.ts';
import { reserveUsernameJob } from './reserve-username.job.ts';

const DEFAULT_EXPLORER_URL = 'https://explorer.solana.com/tx/{signature}';

/** `pending` when Solana is set up (the job is queued with the username), else `not_configured`. */
export function initialOnchainStatus(config: Pick<Config, 'solana'>): TwinOnchainStatus {
  return config.solana ? 'pending' : 'not_configured';
}

export function toOnchain(config: Pick<Config, 'solana'>, twin: TwinRow): TwinOnchain {
  const template = config.solana?.explorerUrl ?? DEFAULT_EXPLORER_URL;
  return {
    status: twin.onchainStatus as TwinOnchainStatus,
    signature: twin.onchainSignature,
    explorer_url: twin.onchainSignature && twin.onchainStatus === 'confirmed' ? template.replace('{signature}', encodeURIComponent(twin.onchainSignature)) : null,
    error: twin.onchainError,
  };
}

/**
 * Queues the on-chain reservation of the twin's username, debounced per twin: the job writes the name the twin has
 * when it runs (it records `not_configured` when Solana is not set up).
 */
export async function queueUsernameReservation(queue: FeatureDeps['queue'], userId: string, twin: TwinRow): Promise<void> {
  await queue.enqueueDebounced(reserveUsernameJob, { userId, twinId: twin.id, username: twin.username });
}
