// The browser's own voices (speechSynthesis): no request, no delay, where the browser has one for the language.
// Choosing the voice is in browser-voice-choice.ts, which the page that only checks for a voice loads alone.
import type { SpeechEngine, SpeechPlayback } from './speaker.ts';
import { speakableText } from '@shared/speakable-text.ts';
import { i18n } from '@/i18n/i18n.ts';

/** Errors that only mean the utterance was cancelled (by `stop`). */
const CANCELLED = new Set(['interrupted', 'canceled']);

/** Speaks with `voice` through speechSynthesis; progress comes from its word boundaries. */
export function createBrowserVoiceEngine(synthesis: SpeechSynthesis, voice: SpeechSynthesisVoice): SpeechEngine {
  return {
    async prepare(text) {
      const spoken = speakableText(text);
      const utterance = new SpeechSynthesisUtterance(spoken);
      utterance.voice = voice;
      utterance.lang = voice.lang;
      let reached = 0;
      let isStopped = false;
      const playback: SpeechPlayback = {
        play() {
          return new Promise<void>((resolve, reject) => {
            // Some engines stall without an end event; a sentence never takes this long to say.
            const watchdog = setTimeout(resolve, 5_000 + spoken.length * 200);
            const end = (error?: Error) => {
              clearTimeout(watchdog);
              if (error && !isStopped) reject(error);
              else resolve();
            };
            utterance.onboundary = (event) => {
              reached = Math.max(reached, event.charIndex + (event.charLength ?? 0));
            };
            utterance.onend = () => {
              reached = spoken.length;
              end();
            };
            utterance.onerror = (event) => end(CANCELLED.has(event.error) ? undefined : new Error(i18n.t('clientMessages.browserVoiceFailed', { reason: event.error })));
            synthesis.speak(utterance);
          });
        },
        stop() {
          isStopped = true;
          synthesis.cancel();
        },
        progress: () => (spoken.length === 0 ? 1 : reached / spoken.length),
        dispose() {
          utterance.onboundary = null;
          utterance.onend = null;
          utterance.onerror = null;
        },
      };
      return playback;
    },
  };
}
