// Records the learner's answer for `POST /speech/transcribe` where the browser cannot recognise speech itself.
import type { SpeechAudioFormat } from '@shared/contracts/speech.ts';

/** In order of preference; all are formats the server accepts. */
export const RECORDING_MIME_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/ogg', 'audio/mp4'] as const;

/** The first recording format the browser supports, or null to let the browser choose. */
export function pickRecordingMimeType(isTypeSupported: (mimeType: string) => boolean): string | null {
  return RECORDING_MIME_TYPES.find((mimeType) => isTypeSupported(mimeType)) ?? null;
}

/** The file name the recording is uploaded under, whose extension names its format. */
export function recordingFileName(mimeType: string): string {
  const format: SpeechAudioFormat = mimeType.includes('ogg') ? 'ogg' : mimeType.includes('mp4') || mimeType.includes('aac') ? 'mp4' : mimeType.includes('wav') ? 'wav' : 'webm';
  return `answer.${format}`;
}

export interface Recording {
  /** Ends the recording; resolves with the audio. */
  stop(): Promise<Blob>;
  /** Ends it and throws the audio away. */
  cancel(): void;
}

/** Starts recording the microphone's stream (whose tracks stay open: the session keeps listening). */
export function startRecording(stream: MediaStream): Recording {
  const mimeType = pickRecordingMimeType((type) => MediaRecorder.isTypeSupported(type));
  const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  const stopped = new Promise<Blob>((resolve) => {
    recorder.onstop = () => resolve(new Blob(chunks, { type: recorder.mimeType || mimeType || 'audio/webm' }));
  });
  recorder.start();
  return {
    stop() {
      if (recorder.state !== 'inactive') recorder.stop();
      return stopped;
    },
    cancel() {
      recorder.ondataavailable = null;
      if (recorder.state !== 'inactive') recorder.stop();
    },
  };
}
