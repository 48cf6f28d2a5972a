// Answering a route with speech just synthesised: the speech and voice routes of sessions, the twin and public twins.
import type { FastifyReply } from 'fastify';

/** Synthesised speech: its bytes and their type (audio/wav from the offline engine, audio/mpeg from a provider). */
export interface SpokenAudio {
  audio: Uint8Array;
  contentType: string;
}

/** Sends the speech as the answer, never kept by a cache on the way (it is one caller's line). */
export function sendSpokenAudio(reply: FastifyReply, { audio, contentType }: SpokenAudio): FastifyReply {
  return reply.header('content-type', contentType).header('cache-control', 'no-store').send(audio);
}
