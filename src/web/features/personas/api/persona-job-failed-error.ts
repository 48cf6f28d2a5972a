/** A persona job ended as Failed; `message` is the server's readable reason. */
export class PersonaJobFailedError extends Error {
  constructor(reason: string | null) {
    super(reason ?? 'Job failed. Please try again.');
    this.name = 'PersonaJobFailedError';
  }
}
