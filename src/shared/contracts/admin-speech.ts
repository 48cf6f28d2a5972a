// The Speech page of the operator's console (/admin/speech): its settings, the save form and the two tests, shared
// by the server routes and the web page.
import { z } from 'zod';
import { textField } from './text.ts';

/** Who turns speech into text on the server: the provider's transcription API, or nobody (the browser's own). */
export const SPEECH_TO_TEXT_ENGINES = ['provider', 'off'] as const;
export type SpeechToTextEngine = (typeof SPEECH_TO_TEXT_ENGINES)[number];
/** Who speaks the characters' lines: the built-in voice (eSpeak NG), the provider's speech API, or nobody. */
export const TEXT_TO_SPEECH_ENGINES = ['offline', 'provider', 'off'] as const;
export type TextToSpeechEngine = (typeof TEXT_TO_SPEECH_ENGINES)[number];

export const SPEECH_TO_TEXT_ENGINE_LABELS: Record<SpeechToTextEngine, string> = { provider: 'Provider (OpenAI audio API)', off: 'Off' };
export const TEXT_TO_SPEECH_ENGINE_LABELS: Record<TextToSpeechEngine, string> = {
  offline: 'Built-in voice (eSpeak NG)',
  provider: 'Provider (OpenAI audio API)',
  off: 'Off',
};

/** The models a provider uses when none is named. */
export const DEFAULT_SPEECH_TO_TEXT_MODEL = 'whisper-1';
export const DEFAULT_TEXT_TO_SPEECH_MODEL = 'tts-1';

export const SPEECH_MODEL_MAX_LENGTH = 200;
export const SPEECH_VOICE_MAX_LENGTH = 100;
export const SPEECH_API_KEY_MAX_LENGTH = 500;

/** What "Test voice" says, and what "Test transcription" sends (spoken by the built-in voice). */
export const SPEECH_TEST_SENTENCE = 'Hello, this is how the characters will sound in your conversations.';
export const TRANSCRIPTION_TEST_SENTENCE = 'Good morning, thank you for meeting with me today.';

const SettingFieldSchema = z.object({ value: z.string().nullable(), isFromEnvironment: z.boolean() });

export const AdminSpeechSettingsSchema = z.object({
  speechToText: z.object({ value: z.enum(SPEECH_TO_TEXT_ENGINES), isFromEnvironment: z.boolean() }),
  textToSpeech: z.object({ value: z.enum(TEXT_TO_SPEECH_ENGINES), isFromEnvironment: z.boolean() }),
  baseUrl: SettingFieldSchema,
  /**
   * The key itself never leaves the server: only whether one is set, its last four characters and `sentTo`, the only
   * origin it is sent to (another base URL needs it typed again).
   */
  apiKey: z.object({ isSet: z.boolean(), lastFour: z.string().nullable(), isFromEnvironment: z.boolean(), sentTo: z.string().nullable() }),
  speechToTextModel: SettingFieldSchema,
  textToSpeechModel: SettingFieldSchema,
  voice: SettingFieldSchema,
  /** Changes on every save; null before the first. */
  version: z.number().int().nullable(),
  updatedAt: z.string().nullable(),
});
export type AdminSpeechSettings = z.infer<typeof AdminSpeechSettingsSchema>;

const modelField = (label: string) =>
  textField(label).trim().max(SPEECH_MODEL_MAX_LENGTH, `A model name has at most ${SPEECH_MODEL_MAX_LENGTH} characters.`);

export const SaveAdminSpeechSettingsInputSchema = z.object({
  speechToText: z.enum(SPEECH_TO_TEXT_ENGINES, { error: 'Choose a speech-to-text engine: Provider or Off.' }),
  textToSpeech: z.enum(TEXT_TO_SPEECH_ENGINES, { error: 'Choose a text-to-speech engine: Built-in voice, Provider or Off.' }),
  /** Empty uses the AI provider's address from the environment, or OpenAI's. */
  baseUrl: textField('Base URL')
    .trim()
    .max(2000)
    .refine((value) => value === '' || /^https?:\/\/[^\s]+$/.test(value), 'The base URL must start with http:// or https://.'),
  /** A new key; absent keeps the saved one. */
  apiKey: textField('API key').trim().min(1, 'Type the API key, or leave the field untouched to keep the saved one.').max(SPEECH_API_KEY_MAX_LENGTH).optional(),
  /** Forget the saved key. */
  clearApiKey: z.boolean().default(false),
  /** Empty uses whisper-1. */
  speechToTextModel: modelField('Speech-to-text model'),
  /** Empty uses tts-1. */
  textToSpeechModel: modelField('Text-to-speech model'),
  /** The provider's voice for every character; empty picks one by the character's gender. */
  voice: textField('Voice')
    .trim()
    .max(SPEECH_VOICE_MAX_LENGTH, `A voice name has at most ${SPEECH_VOICE_MAX_LENGTH} characters.`)
    .refine((value) => value === '' || /^[\w.-]+$/.test(value), 'A voice name has only letters, digits, dots, dashes and underscores.'),
});
export type SaveAdminSpeechSettingsInput = z.input<typeof SaveAdminSpeechSettingsInputSchema>;

export const TestAdminVoiceAnswerSchema = z.object({
  isOk: z.boolean(),
  /** Which engine spoke, or the provider's error in plain words. */
  message: z.string(),
  /** The spoken sentence, base64, when it worked. */
  audioBase64: z.string().nullable(),
  contentType: z.string().nullable(),
});
export type TestAdminVoiceAnswer = z.infer<typeof TestAdminVoiceAnswerSchema>;

export const TestAdminTranscriptionAnswerSchema = z.object({
  isOk: z.boolean(),
  /** What the transcriber heard, or its error in plain words. */
  message: z.string(),
  /** The sentence the recording says, to compare with. */
  sentence: z.string(),
});
export type TestAdminTranscriptionAnswer = z.infer<typeof TestAdminTranscriptionAnswerSchema>;
