// Speech on the server: transcribing the learner's recorded audio, speaking the character's lines, and what the
// server can do. Shared by the session page and the server routes.
import { z } from 'zod';
import { SESSION_LANGUAGES } from './conversations-constants.ts';
import { SYNTHESIZE_TEXT_MAX_LENGTH } from './speech-constants.ts';
import { requiredText } from './text.ts';

export { SPEECH_AUDIO_MAX_BYTES, SPEECH_AUDIO_MAX_SECONDS, SYNTHESIZE_TEXT_MAX_LENGTH } from './speech-constants.ts';

/** Recording formats the server accepts (checked by their content, not only their declared type). */
export const SPEECH_AUDIO_FORMATS = ['webm', 'ogg', 'mp4', 'wav'] as const;
export type SpeechAudioFormat = (typeof SPEECH_AUDIO_FORMATS)[number];
export const SPEECH_GENDERS = ['Male', 'Female'] as const;

/** The multipart fields of `POST /speech/transcribe` besides the `audio` file. */
export const TranscribeFormSchema = z.object({
  language: z.enum(SESSION_LANGUAGES, { error: 'Language must be "en-US" or "id-ID".' }).default('en-US'),
});
export const TranscriptionAnswerSchema = z.object({ text: z.string() });
export type TranscriptionAnswer = z.infer<typeof TranscriptionAnswerSchema>;

/**
 * `POST /speech/synthesize`: a line of the character in the caller's own session (a whole sentence of it, several, or
 * the whole line), answered with the audio bytes and their content type.
 */
export const SynthesizeInputSchema = z.object({
  conversation_id: z.uuid({
    error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? 'Conversation id is required.' : 'Conversation id is not valid.'),
  }),
  text: requiredText('Text', SYNTHESIZE_TEXT_MAX_LENGTH),
  gender: z.enum(SPEECH_GENDERS, { error: 'Gender must be "Male" or "Female".' }).optional(),
  language: z.enum(SESSION_LANGUAGES, { error: 'Language must be "en-US" or "id-ID".' }).default('en-US'),
});
export type SynthesizeInput = z.input<typeof SynthesizeInputSchema>;

const CapabilitySchema = z.object({
  available: z.boolean(),
  /** Which engine does it: "openai", "openai-compatible", "espeak-ng" (offline), or null when none is configured. */
  engine: z.string().nullable(),
  /** Without an engine: what that means, in words for the learner (no setting names). */
  message: z.string().nullable(),
});
/** `GET /speech/capabilities`. */
export const SpeechCapabilitiesAnswerSchema = z.object({
  transcribe: CapabilitySchema,
  synthesize: CapabilitySchema.extend({ content_type: z.string().nullable() }),
});
export type SpeechCapabilitiesAnswer = z.infer<typeof SpeechCapabilitiesAnswerSchema>;

/** The built-in (eSpeak NG) voice a person can choose: by gender, age and pitch. */
export const BUILTIN_VOICE_GENDERS = ['female', 'male'] as const;
export const BUILTIN_VOICE_AGES = ['young', 'adult', 'older'] as const;
export const BUILTIN_VOICE_PITCHES = ['low', 'medium', 'high'] as const;
/** The speech provider's named voices (OpenAI's and the OpenAI-compatible servers that copy them). */
export const PROVIDER_VOICE_NAMES = ['alloy', 'ash', 'coral', 'echo', 'fable', 'nova', 'onyx', 'sage', 'shimmer'] as const;
export type ProviderVoiceName = (typeof PROVIDER_VOICE_NAMES)[number];

const voiceLanguage = z.enum(SESSION_LANGUAGES, { error: 'Language must be "en-US" or "id-ID".' }).default('en-US');
/** A chosen voice: one of the built-in engine's, or one of the speech provider's by name; each speaks one language. */
export const SpeechVoiceSchema = z.discriminatedUnion(
  'engine',
  [
    z.object({
      engine: z.literal('builtin'),
      gender: z.enum(BUILTIN_VOICE_GENDERS, { error: 'Gender must be "female" or "male".' }),
      age: z.enum(BUILTIN_VOICE_AGES, { error: 'Age must be "young", "adult" or "older".' }),
      pitch: z.enum(BUILTIN_VOICE_PITCHES, { error: 'Pitch must be "low", "medium" or "high".' }),
      language: voiceLanguage,
    }),
    z.object({
      engine: z.literal('provider'),
      name: z.enum(PROVIDER_VOICE_NAMES, { error: `Voice must be one of ${PROVIDER_VOICE_NAMES.join(', ')}.` }),
      language: voiceLanguage,
    }),
  ],
  { error: 'Engine must be "builtin" or "provider".' },
);
export type SpeechVoice = z.output<typeof SpeechVoiceSchema>;
