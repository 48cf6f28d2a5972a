// Hearing the twin: one audio element per chat plays a reply fetched from the twin's speech route, in its voice.
import { useCallback, useEffect, useRef, useState } from 'react';
import { speakAsTwin } from '@/features/twin/api/twin-voice.ts';
import { isAbortError, readable } from '@/lib/api-client.ts';

export interface TwinSpeech {
  /** Fetches `text` in the twin's voice and plays it; `key` names the reply that is playing. */
  speak: (key: string, text: string) => Promise<void>;
  stop: () => void;
  /** The reply being fetched or played, or null. */
  playingKey: string | null;
  isLoading: boolean;
  error: string | null;
  audioRef: React.RefObject<HTMLAudioElement | null>;
}

export function useTwinSpeech(path: string | undefined, canRenewSession: boolean): TwinSpeech {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const urlRef = useRef<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [playingKey, setPlayingKey] = useState<string | null>(null);
  const [isLoading, setIsLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const release = () => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
  };
  useEffect(
    () => () => {
      abortRef.current?.abort();
      release();
    },
    [],
  );

  const stop = useCallback(() => {
    abortRef.current?.abort();
    audioRef.current?.pause();
    setPlayingKey(null);
    setIsLoading(false);
  }, []);

  const speak = useCallback(
    async (key: string, text: string) => {
      if (!path) return;
      abortRef.current?.abort();
      const controller = new AbortController();
      abortRef.current = controller;
      setError(null);
      setPlayingKey(key);
      setIsLoading(true);
      try {
        const audio = await speakAsTwin(path, text, { signal: controller.signal, canRenewSession });
        release();
        urlRef.current = URL.createObjectURL(audio);
        const element = audioRef.current;
        if (!element) return;
        element.src = urlRef.current;
        setIsLoading(false);
        await element.play().catch(() => undefined);
      } catch (speakError) {
        if (isAbortError(speakError)) return;
        setError(readable(speakError));
        setPlayingKey(null);
        setIsLoading(false);
      }
    },
    [path, canRenewSession],
  );

  return { speak, stop, playingKey, isLoading, error, audioRef };
}
