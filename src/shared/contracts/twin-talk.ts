// Talking to one's own Engram: the owner's conversation kept on the server, and the voice the Engram speaks in (for
// its owner, its heirs and the visitors of its page). Shared by the dashboard's Talk page, the public page and the
// server routes.
import { z } from 'zod';
import { ReplyQueuedEventSchema, ReplyTextEventSchema } from './reply-events.ts';
import { SpeechVoiceSchema, SYNTHESIZE_TEXT_MAX_LENGTH, PROVIDER_VOICE_NAMES } from './speech.ts';
import { requiredText } from './text.ts';
import { TWIN_CHAT_MESSAGE_MAX_LENGTH, TWIN_CHAT_ROLES } from './twin-constants.ts';

/** The owner's conversation keeps at most this many messages; the oldest go first. */
export const TWIN_TALK_HISTORY_MAX = 200;

/** `POST /twin/talk`: the owner's next message; the server holds the conversation before it. */
export const TwinTalkInputSchema = z.object({
  message: requiredText('Message', TWIN_CHAT_MESSAGE_MAX_LENGTH, 'Message cannot be empty.'),
});
export type TwinTalkInput = z.infer<typeof TwinTalkInputSchema>;

export const TwinTalkMessageSchema = z.object({
  id: z.uuid(),
  role: z.enum(TWIN_CHAT_ROLES),
  content: z.string(),
  created_at: z.string(),
});
export type TwinTalkMessage = z.infer<typeof TwinTalkMessageSchema>;
/** `GET /twin/talk`: the kept conversation, oldest first. */
export const TwinTalkHistorySchema = z.object({ messages: z.array(TwinTalkMessageSchema) });
export type TwinTalkHistory = z.infer<typeof TwinTalkHistorySchema>;

/**
 * `POST /twin/talk`'s last event, once both lines are kept: the owner's message and the twin's reply (absent when it
 * ended before its first word) as `GET /twin/talk` now answers them. A stream that ends without it was cut short.
 */
export const TwinTalkSavedEventSchema = z.object({ type: z.literal('saved'), messages: z.array(TwinTalkMessageSchema) });
export type TwinTalkSavedEvent = z.infer<typeof TwinTalkSavedEventSchema>;

/**
 * `POST /twin/talk` asked for events (`Accept: application/x-ndjson`): `queued` when the reply waits for its turn on a
 * busy model, the reply's text, then saved.
 */
export const TwinTalkEventSchema = z.discriminatedUnion('type', [ReplyQueuedEventSchema, ReplyTextEventSchema, TwinTalkSavedEventSchema]);
export type TwinTalkEvent = z.infer<typeof TwinTalkEventSchema>;

/** What can speak on this server: the built-in voices, the provider's, or nothing (then `message` says so). */
export const TWIN_VOICE_ENGINES = ['builtin', 'provider'] as const;
export type TwinVoiceEngine = (typeof TWIN_VOICE_ENGINES)[number];

/** `GET /twin/voice` and `PUT /twin/voice`'s answer: the chosen voice (null: the server's default) and what can speak it. */
export const TwinVoiceSettingsSchema = z.object({
  voice: z.union([SpeechVoiceSchema, z.null()]),
  /** The engine that speaks now; null when this server cannot speak. */
  engine: z.enum(TWIN_VOICE_ENGINES).nullable(),
  /** The provider's voices offered when `engine` is "provider"; [] otherwise. */
  provider_voices: z.array(z.enum(PROVIDER_VOICE_NAMES)),
  /** Without an engine: what that means, in words for the owner. */
  message: z.string().nullable(),
});
export type TwinVoiceSettings = z.infer<typeof TwinVoiceSettingsSchema>;

/** `PUT /twin/voice`: the voice to keep (`DELETE /twin/voice` goes back to the server's default). */
export const TwinVoiceInputSchema = z.object({ voice: SpeechVoiceSchema });
export type TwinVoiceInput = z.input<typeof TwinVoiceInputSchema>;

/** `POST /twin/voice/preview`: a voice heard before it is kept (the sample sentence is the server's). */
export const TwinVoicePreviewInputSchema = z.object({ voice: SpeechVoiceSchema });
export type TwinVoicePreviewInput = z.input<typeof TwinVoicePreviewInputSchema>;

/** `POST /twin/speech` and `POST /public/twins/{username}/speech`: a reply of the twin, spoken in its voice. */
export const TwinSpeechInputSchema = z.object({
  text: requiredText('Text', SYNTHESIZE_TEXT_MAX_LENGTH),
});
export type TwinSpeechInput = z.infer<typeof TwinSpeechInputSchema>;
