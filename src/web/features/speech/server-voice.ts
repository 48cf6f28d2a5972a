// The server's voice (`POST /speech/synthesize`): each sentence's audio is fetched, then played by one
// audio element that the Start click unlocked, so browsers that require a gesture for audio let it play.
import type { SpeechEngine, SpeechPlayback } from './speaker.ts';
import { speakableText } from '@shared/speakable-text.ts';
import { i18n } from '@/i18n/i18n.ts';

/** Fetches the audio of one sentence. */
export type Synthesize = (text: string, signal: AbortSignal) => Promise<Blob>;

/** A tenth of a second of silence as a WAV file. */
function silentWav(): Blob {
  const sampleRate = 8_000;
  const samples = sampleRate / 10;
  const view = new DataView(new ArrayBuffer(44 + samples));
  const writeText = (offset: number, text: string) => [...text].forEach((character, index) => view.setUint8(offset + index, character.charCodeAt(0)));
  writeText(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  writeText(8, 'WAVE');
  writeText(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  writeText(36, 'data');
  view.setUint32(40, samples, true);
  for (let index = 0; index < samples; index += 1) view.setUint8(44 + index, 128);
  return new Blob([view.buffer], { type: 'audio/wav' });
}

/**
 * Plays a moment of silence on `audio`: called during the click that starts the session, it lets the element
 * play later without a gesture (Safari and iOS require this; Chrome remembers the click anyway).
 */
export function unlockAudioElement(audio: HTMLAudioElement): void {
  const url = URL.createObjectURL(silentWav());
  audio.src = url;
  void audio
    .play()
    .catch(() => undefined)
    .finally(() => {
      // Unless a sentence has taken the element over meanwhile.
      if (audio.src === url) audio.pause();
      URL.revokeObjectURL(url);
    });
}

export function createServerVoiceEngine(audio: HTMLAudioElement, synthesize: Synthesize): SpeechEngine {
  return {
    async prepare(text, signal) {
      const blob = await synthesize(speakableText(text), signal);
      const url = URL.createObjectURL(blob);
      let isMine = false;
      let finish: (() => void) | null = null;
      const playback: SpeechPlayback = {
        play() {
          return new Promise<void>((resolve, reject) => {
            const cleanUp = () => {
              audio.removeEventListener('ended', onEnded);
              audio.removeEventListener('error', onError);
              finish = null;
            };
            const onEnded = () => {
              cleanUp();
              resolve();
            };
            const onError = () => {
              cleanUp();
              reject(new Error(i18n.t('clientMessages.voiceNotPlayed')));
            };
            finish = onEnded;
            isMine = true;
            audio.addEventListener('ended', onEnded);
            audio.addEventListener('error', onError);
            audio.src = url;
            audio.play().catch((error: unknown) => {
              cleanUp();
              reject(error instanceof Error ? error : new Error(i18n.t('clientMessages.voiceNotPlayed')));
            });
          });
        },
        stop() {
          if (isMine) audio.pause();
          finish?.();
        },
        progress() {
          if (!isMine || !Number.isFinite(audio.duration) || audio.duration <= 0) return 0;
          return audio.ended ? 1 : audio.currentTime / audio.duration;
        },
        dispose() {
          if (isMine && audio.src === url) {
            audio.pause();
            audio.removeAttribute('src');
          }
          isMine = false;
          URL.revokeObjectURL(url);
        },
      };
      return playback;
    },
  };
}
