// The session's microphone: opened once when the conversation starts, read for its level (end of an answer,
// the learner cutting in) and recorded from where the browser cannot recognise speech.
import { MIC_ANALYSER_FFT_SIZE, microphoneStatusForError, type MicrophoneStatus } from '@/lib/use-microphone-level.ts';
import { micLevel } from './voice-activity.ts';

export interface Microphone {
  stream: MediaStream;
  /** The level now, 0 to 100. */
  readLevel(): number;
  close(): void;
}

/** Why the microphone could not be opened. */
export class MicrophoneError extends Error {
  constructor(readonly status: MicrophoneStatus) {
    super(`The microphone could not be opened (${status}).`);
    this.name = 'MicrophoneError';
  }
}

/**
 * Opens the microphone with echo cancellation (the character's voice must not count as the learner's) and
 * noise suppression. `context` must have been created during the click that started the session.
 */
export async function openMicrophone(context: AudioContext): Promise<Microphone> {
  if (!navigator.mediaDevices?.getUserMedia) throw new MicrophoneError('unsupported');
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true } });
  } catch (error) {
    throw new MicrophoneError(microphoneStatusForError(error));
  }
  const source = context.createMediaStreamSource(stream);
  const analyser = context.createAnalyser();
  analyser.fftSize = MIC_ANALYSER_FFT_SIZE;
  // Unsmoothed: the analyser's smoothing is applied per reading and makes the level fall for seconds after
  // the learner stops, which would delay the end of an answer.
  analyser.smoothingTimeConstant = 0;
  source.connect(analyser);
  const bins = new Uint8Array(analyser.frequencyBinCount);
  if (context.state === 'suspended') await context.resume().catch(() => undefined);
  return {
    stream,
    readLevel() {
      analyser.getByteFrequencyData(bins);
      return micLevel(bins);
    },
    close() {
      source.disconnect();
      for (const track of stream.getTracks()) track.stop();
    },
  };
}
