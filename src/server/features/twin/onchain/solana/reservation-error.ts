// How a reservation fails, without the Solana client: the job reads it on every failure, and the client (username-memo.ts,
// with @solana/kit) is loaded only when a reservation is sent.
/** The start of every reason a reservation failed, as the twin's page shows it. */
export const RESERVATION_FAILED_PREFIX = 'The Solana network did not accept the reservation';

/** A reservation that failed, with a message a person can read. */
export class SolanaReservationError extends Error {
  constructor(
    reason: string,
    /** False when trying again cannot help (the key is not a key pair, the transaction itself failed). */
    readonly isRetryable = true,
  ) {
    super(`${RESERVATION_FAILED_PREFIX}: ${reason.replace(/[.\s]+$/, '')}.`);
    this.name = 'SolanaReservationError';
  }
}
