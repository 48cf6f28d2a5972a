// How the embedded database says it cannot start: a sentence saying what to do.

/** Start-up cannot go on; the message says what to do, in one or two sentences. */
export class EmbeddedPostgresError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbeddedPostgresError';
  }
}
