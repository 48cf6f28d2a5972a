// What the pages that record or speak need without zod (a recording's and a spoken passage's limits): the session and
// a twin's page import this; speech.ts holds the schemas.

/** A recording sent to `POST /speech/transcribe` is at most this large… */
export const SPEECH_AUDIO_MAX_BYTES = 10 * 1024 * 1024;
/** …and at most this long. */
export const SPEECH_AUDIO_MAX_SECONDS = 120;
/** `POST /speech/synthesize` speaks at most this much text at once (a sentence or a few). */
export const SYNTHESIZE_TEXT_MAX_LENGTH = 1_000;
