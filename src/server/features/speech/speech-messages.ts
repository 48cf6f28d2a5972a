// What the speech routes tell a person (in plain words, with no setting names), in one place: the routes, the form reader and the tests read them here.
import { formatBytes } from '../../../shared/contracts/files.ts';
import { SPEECH_AUDIO_MAX_BYTES, SPEECH_AUDIO_MAX_SECONDS } from '../../../shared/contracts/speech.ts';

const maxMinutes = SPEECH_AUDIO_MAX_SECONDS / 60;

export const SPEECH_MESSAGES = {
  // Learners read these: they say what the server cannot do, never how to configure it (that is in the README).
  transcribeOff: "This server doesn't turn recorded speech into text.",
  synthesizeOff: "This server doesn't speak the character's lines.",
  notMultipart: 'Send the recording as multipart/form-data with an audio field.',
  noAudio: 'Attach the recording as the audio field.',
  empty: 'The recording is empty.',
  notAudio: 'The recording must be WebM, Ogg, MP4 or WAV audio.',
  tooLarge: `The recording is larger than ${formatBytes(SPEECH_AUDIO_MAX_BYTES)}. Record a shorter answer and try again.`,
  unreadableLength: "This recording's length can't be read. Record again or upload WAV, WebM, Ogg or MP4 audio.",
  tooLong: `The recording is longer than ${maxMinutes} ${maxMinutes === 1 ? 'minute' : 'minutes'}. Record a shorter answer and try again.`,
  offlineBusy: "The offline voice is busy with other people's speech. Please try again in a moment.",
  offlineClosed: 'The offline voice is shutting down. Please try again in a moment.',
  tooManyAtOnce: (work: 'synthesize' | 'transcribe', max: number) =>
    `You already have ${max} ${work === 'synthesize' ? (max === 1 ? 'text' : 'texts') + ' being spoken' : (max === 1 ? 'recording' : 'recordings') + ' being transcribed'}, the most at once. Try again when one has finished.`,
  offlineTooSlow: 'The offline voice took too long. Please try a shorter text.',
  notCharacterLine: "Only whole sentences of the character's own lines in this session can be spoken.",
  conversationNotFound: 'Conversation not found.',
  dailyCharacters: (max: number) => `You have used today's ${max.toLocaleString('en-US')} characters of spoken text. They renew at midnight UTC.`,
} as const;
