// twin.reserve-username: writes a twin's username on Solana as a Memo transaction when SOLANA_RPC_URL and
// SOLANA_SIGNER_KEY are set, and records the outcome on the twin: not_configured, pending (sent, being confirmed or
// retried), confirmed with the transaction's signature, or failed with a reason a person can read.
import { z } from 'zod';
import { defineJob, PermanentJobError, type FailedJobContext, type JobContext } from '../../../jobs/define-job.ts';
import { RESERVATION_FAILED_PREFIX, SolanaReservationError } from './solana/reservation-error.ts';
import type { ReservationOptions } from './solana/username-memo.ts';
import { createTwinRepository, type OnchainReservation } from '../shared/twin.repository.ts';

// Each try retries its own RPC calls first (username-memo.ts); a try that still fails is retried by the queue later,
// when a busy or unreachable RPC server may have recovered.
const RESERVE_RETRY = { limit: 3, delaySeconds: 10, backoff: true } as const;
/**
 * A username is written on chain this long after the first change of a burst, the name the twin has then: at most one
 * reservation waits per twin however often it is renamed, since the operator's wallet pays for each memo.
 */
export const RESERVE_DELAY_SECONDS = 600;
const STOPPED_REASON = `${RESERVATION_FAILED_PREFIX}: the reservation stopped before it was confirmed.`;

// `username` is the name that queued the job, for the queue's records; the job writes the twin's name of the moment.
export const ReserveUsernamePayloadSchema = z.object({ userId: z.uuid(), twinId: z.uuid(), username: z.string().min(1) });
export type ReserveUsernamePayload = z.infer<typeof ReserveUsernamePayloadSchema>;

export type ReserveUsernameResult = { status: OnchainReservation['status'] | 'superseded'; signature: string | null };

function readableReason(error: unknown): string {
  if (error instanceof SolanaReservationError) return error.message;
  return `${RESERVATION_FAILED_PREFIX}: ${error instanceof Error && error.message ? error.message.replace(/[.\s]+$/, '') : 'an unexpected error'}.`;
}

/**
 * One try of the job (the job's handler, with the RPC timing as a parameter so tests need not wait seconds). It writes
 * the twin's username as it is when the job runs, whatever name queued it (renames are debounced: `debounce` below),
 * and nothing when that name is already confirmed; the outcome is recorded only while the twin still has that name.
 */
export async function reserveUsername(
  { twinId }: ReserveUsernamePayload,
  context: Pick<JobContext, 'db' | 'config' | 'attempt'>,
  options: ReservationOptions = {},
): Promise<ReserveUsernameResult> {
  const repository = createTwinRepository(context.db);
  const twin = await repository.findTwinById(twinId);
  if (!twin) return { status: 'superseded', signature: null };
  const { username } = twin;
  const record = (reservation: OnchainReservation) => repository.recordOnchainReservation(twinId, username, reservation);

  const { solana } = context.config;
  if (!solana) {
    await record({ status: 'not_configured', signature: null, error: null });
    return { status: 'not_configured', signature: null };
  }
  if (twin.onchainStatus === 'confirmed') return { status: 'confirmed', signature: twin.onchainSignature };

  // The Solana client is loaded here, by the first reservation, rather than when the server starts.
  const { confirmSignature, reserveUsernameOnSolana } = await import('./solana/username-memo.ts');
  // A try that sent its transaction and then stopped left the signature: if it landed, that is the reservation.
  if (twin.onchainStatus === 'pending' && twin.onchainSignature) {
    const earlier = twin.onchainSignature as Parameters<typeof confirmSignature>[1];
    const landed = await confirmSignature(solana.rpcUrl, earlier, { ...options, confirmPolls: 1 }).catch(() => 'unconfirmed' as const);
    if (landed === 'confirmed') {
      await record({ status: 'confirmed', signature: earlier, error: null });
      return { status: 'confirmed', signature: earlier };
    }
  }

  await record({ status: 'pending', signature: null, error: null });
  let sent: string | null = null;
  try {
    const signature = await reserveUsernameOnSolana(solana, username, {
      ...options,
      onSent: async (value) => {
        sent = value;
        await record({ status: 'pending', signature: value, error: null });
      },
    });
    await record({ status: 'confirmed', signature, error: null });
    return { status: 'confirmed', signature };
  } catch (error) {
    const reason = readableReason(error);
    const isRetryable = !(error instanceof SolanaReservationError) || error.isRetryable;
    // Between tries the page shows the reservation pending with the reason of the last failure.
    await record({ status: isRetryable && context.attempt < RESERVE_RETRY.limit ? 'pending' : 'failed', signature: sent, error: reason });
    if (!isRetryable) throw new PermanentJobError(reason);
    throw error;
  }
}

export const reserveUsernameJob = defineJob({
  name: 'twin.reserve-username',
  payload: ReserveUsernamePayloadSchema,
  retry: RESERVE_RETRY,
  // Four RPC tries with backoff for each step and 30 s of confirmation polls fit well inside.
  expireInSeconds: 120,
  debounce: { seconds: RESERVE_DELAY_SECONDS, key: ({ twinId }) => twinId },
  run: (payload, context) => reserveUsername(payload, context),
  // The queue gave up (its last try was cut off by a stopped server): the current name's reservation left pending is failed.
  async onFailed({ twinId }, { db }: FailedJobContext) {
    const repository = createTwinRepository(db);
    const twin = await repository.findTwinById(twinId);
    if (twin?.onchainStatus !== 'pending') return;
    await repository.recordOnchainReservation(twinId, twin.username, { status: 'failed', signature: twin.onchainSignature, error: twin.onchainError ?? STOPPED_REASON });
  },
});
