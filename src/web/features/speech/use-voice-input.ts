// The Meet page's question before a spoken session is paid for: will the learner be heard here? From the server's
// speech capabilities, the browser's recognition (probed where the microphone is already allowed, so no prompt
// appears unasked) and what the microphone test found.
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { SessionLanguage } from '@shared/contracts/conversations.ts';
import type { SpeechCapabilitiesAnswer } from '@shared/contracts/speech.ts';
import { speechCapabilitiesQueryOptions } from '@/features/speech/api/get-speech-capabilities.ts';
import { loadVoices, pickVoice } from './browser-voice-choice.ts';
import { getRecognitionConstructor, type RecognitionConstructor } from './recognition.ts';
import { cannotHearLearner, describeVoiceInput, probeRecognition, recalledRecognition, rememberRecognition, type RecognitionVerdict, type VoiceInputVerdict } from './voice-input.ts';

export interface VoiceInput {
  /** Null while the server's answer is awaited. */
  verdict: VoiceInputVerdict | null;
  Recognition: RecognitionConstructor | null;
  capabilities: SpeechCapabilitiesAnswer | null;
  canRecord: boolean;
  /** What the microphone test found out about the browser's recognition. */
  recordRecognition: (verdict: RecognitionVerdict) => void;
}

async function isMicrophoneAllowed(): Promise<boolean> {
  try {
    return (await navigator.permissions.query({ name: 'microphone' as PermissionName })).state === 'granted';
  } catch {
    return false;
  }
}

type KnownRecognition = { language: SessionLanguage; recognition: RecognitionVerdict | 'listening' | null };

/**
 * What is known of the browser's recognition for `language`, probing it (while `isProbing`) where the microphone is
 * already allowed, so no permission prompt appears unasked. A failure is remembered for the tab.
 */
function useRecognition(Recognition: RecognitionConstructor | null, language: SessionLanguage, isProbing: boolean) {
  // Keyed by language: each language is checked on its own.
  const [known, setKnown] = useState<KnownRecognition>(() => ({ language, recognition: recalledRecognition(language) }));
  const recognition = known.language === language ? known.recognition : recalledRecognition(language);

  useEffect(() => {
    if (!isProbing || !Recognition || recognition !== null) return;
    let isCurrent = true;
    void (async () => {
      if (!(await isMicrophoneAllowed()) || !isCurrent) return;
      const outcome = await probeRecognition(Recognition, language);
      if (!isCurrent) return;
      if (outcome === 'failed') rememberRecognition(language, 'unavailable');
      setKnown({ language, recognition: outcome === 'failed' ? 'unavailable' : 'listening' });
    })();
    return () => {
      isCurrent = false;
    };
  }, [Recognition, language, recognition, isProbing]);
  return { recognition, setKnown };
}

export function useVoiceInput(language: SessionLanguage, characterName: string, gender: string): VoiceInput {
  const capabilities = useQuery(speechCapabilitiesQueryOptions);
  const [Recognition] = useState(() => getRecognitionConstructor(window));
  const canRecord = typeof MediaRecorder !== 'undefined';
  const { recognition, setKnown } = useRecognition(Recognition, language, true);
  const [hasBrowserVoice, setHasBrowserVoice] = useState(false);

  useEffect(() => {
    if (typeof speechSynthesis === 'undefined') return;
    let isCurrent = true;
    void loadVoices(speechSynthesis).then((voices) => {
      if (isCurrent) setHasBrowserVoice(pickVoice(voices, language, gender) !== null);
    });
    return () => {
      isCurrent = false;
    };
  }, [language, gender]);

  const recordRecognition = useCallback(
    (verdict: RecognitionVerdict) => {
      rememberRecognition(language, verdict);
      setKnown({ language, recognition: verdict });
    },
    [language, setKnown],
  );

  const answer = capabilities.data ?? null;
  // An unreadable answer counts as "the server cannot hear": the session would fall back the same way.
  const verdict = capabilities.isPending
    ? null
    : describeVoiceInput({ hasRecognition: Recognition !== null, recognition, canRecord, capabilities: answer, hasBrowserVoice, characterName });
  return { verdict, Recognition, capabilities: answer, canRecord, recordRecognition };
}

/**
 * Whether the learner cannot be heard here in `language`: from the server's speech capabilities, the browser's
 * recognition and what this tab learned of it, probing the recognition while `isProbing` (as the Roleplay Mode dialog
 * is open) the way the Meet page does. Null while the server's answer is awaited.
 */
export function useIsLearnerUnheard(language: SessionLanguage, isProbing = false): boolean | null {
  const capabilities = useQuery(speechCapabilitiesQueryOptions);
  const [Recognition] = useState(() => getRecognitionConstructor(window));
  const { recognition } = useRecognition(Recognition, language, isProbing);
  if (capabilities.isPending) return null;
  return cannotHearLearner({
    hasRecognition: Recognition !== null,
    recognition,
    canRecord: typeof MediaRecorder !== 'undefined',
    capabilities: capabilities.data ?? null,
  });
}
