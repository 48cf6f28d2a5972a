// The microphone test's "say: hello": are the learner's words understood here, by the browser's recognition or by
// the server's transcription? Runs while the test is on; what it learns about the browser is reported back.
import { useEffect, useState } from 'react';
import type { SessionLanguage } from '@shared/contracts/conversations.ts';
import { readable } from '@/lib/api-client.ts';
import { transcribeSpeech } from '@/features/speech/api/transcribe-speech.ts';
import type { RecognitionConstructor } from './recognition.ts';
import { recordingFileName, startRecording } from './recorder.ts';
import { listenForWords, recalledRecognition, type RecognitionVerdict } from './voice-input.ts';
import { i18n } from '@/i18n/i18n.ts';

/** How long the server check records: enough for "hello" and a breath. */
export const RECORDED_CHECK_MS = 3_500;

export type WordsCheckState =
  | { phase: 'off' }
  | { phase: 'listening' }
  | { phase: 'checking' }
  | { phase: 'heard'; text: string }
  | { phase: 'nothing-heard' }
  /** Nothing here turns speech into text. */
  | { phase: 'unavailable' }
  | { phase: 'error'; message: string };

export interface WordsCheckOptions {
  language: SessionLanguage;
  Recognition: RecognitionConstructor | null;
  /** The server transcribes recordings and the browser can record. */
  canTranscribe: boolean;
  onRecognition?: (verdict: RecognitionVerdict) => void;
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** While `isOn`, checks once that words are understood; starts again when the test is started again. */
export function useWordsCheck(isOn: boolean, { language, Recognition, canTranscribe, onRecognition }: WordsCheckOptions): WordsCheckState {
  const [state, setState] = useState<WordsCheckState>({ phase: 'off' });

  useEffect(() => {
    if (!isOn) return;
    const aborter = new AbortController();
    const { signal } = aborter;
    let cancelListening = () => undefined as void;
    const set = (next: WordsCheckState) => {
      if (!signal.aborted) setState(next);
    };

    const byServer = async () => {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      try {
        const recording = startRecording(stream);
        set({ phase: 'listening' });
        await wait(RECORDED_CHECK_MS, signal);
        if (signal.aborted) return recording.cancel();
        set({ phase: 'checking' });
        const audio = await recording.stop();
        const text = (await transcribeSpeech(audio, recordingFileName(audio.type), language, signal)).trim();
        set(text ? { phase: 'heard', text } : { phase: 'nothing-heard' });
      } finally {
        for (const track of stream.getTracks()) track.stop();
      }
    };

    void (async () => {
      try {
        if (Recognition && recalledRecognition(language) !== 'unavailable') {
          set({ phase: 'listening' });
          const check = listenForWords(Recognition, language);
          cancelListening = check.cancel;
          const result = await check.result;
          if (signal.aborted) return;
          if (result.outcome === 'heard') {
            onRecognition?.('works');
            return set({ phase: 'heard', text: result.text });
          }
          if (result.outcome === 'nothing-heard') return set({ phase: 'nothing-heard' });
          onRecognition?.('unavailable');
        }
        if (canTranscribe) return await byServer();
        set({ phase: 'unavailable' });
      } catch (error) {
        if (signal.aborted) return;
        set({ phase: 'error', message: readable(error, i18n.t('clientMessages.somethingWrongShort')) });
      }
    })();

    return () => {
      aborter.abort();
      cancelListening();
      setState({ phase: 'off' });
    };
  }, [isOn, language, Recognition, canTranscribe, onRecognition]);

  return state;
}
