// The speech session for React: builds the controller on the browser's real pieces (microphone, recognition,
// MediaRecorder, speechSynthesis, the /speech routes) and re-renders on its changes.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Conversation } from '@shared/contracts/conversations.ts';
import type { SynthesizeInput } from '@shared/contracts/speech.ts';
import { isFemale } from '@/components/character-avatar.tsx';
import { speechCapabilitiesQueryOptions } from '@/features/speech/api/get-speech-capabilities.ts';
import { synthesizeSpeech } from '@/features/speech/api/synthesize-speech.ts';
import { transcribeSpeech } from '@/features/speech/api/transcribe-speech.ts';
import type { ConversationTurns } from '@/components/chat/conversation-turns.ts';
import { createBrowserVoiceEngine } from './browser-voice.ts';
import { loadVoices, pickVoice } from './browser-voice-choice.ts';
import { openMicrophone } from './microphone.ts';
import { getRecognitionConstructor } from './recognition.ts';
import { recalledRecognition, rememberRecognition } from './voice-input.ts';
import { recordingFileName, startRecording } from './recorder.ts';
import { createServerVoiceEngine, unlockAudioElement } from './server-voice.ts';
import {
  createSpeechSessionController,
  INITIAL_SPEECH_STATE,
  type SpeechPlatform,
  type SpeechSessionController,
  type SpeechSessionState,
} from './speech-session-controller.ts';

function synthesizeGender(gender: string): SynthesizeInput['gender'] {
  if (isFemale(gender)) return 'Female';
  return gender.trim().toLowerCase() === 'male' ? 'Male' : undefined;
}

/** The browser's pieces; `release` closes what they opened. */
function createBrowserPlatform(conversation: Conversation, queryClient: QueryClient): SpeechPlatform & { release: () => void } {
  const { language } = conversation;
  const { gender } = conversation.character;
  let context: AudioContext | null = null;
  let audio: HTMLAudioElement | null = null;
  const audioElement = () => (audio ??= new Audio());

  return {
    // Known not to run in this tab (the Meet page's check, or an earlier session): not tried again.
    recognition: recalledRecognition(language) === 'unavailable' ? null : getRecognitionConstructor(window),
    onRecognitionFailed: () => rememberRecognition(language, 'unavailable'),
    unlockAudio() {
      context = new AudioContext();
      unlockAudioElement(audioElement());
    },
    openMicrophone: () => openMicrophone((context ??= new AudioContext())),
    startRecording: typeof MediaRecorder === 'undefined' ? null : startRecording,
    getCapabilities: () => queryClient.fetchQuery(speechCapabilitiesQueryOptions).catch(() => null),
    transcribe: (recording, signal) => transcribeSpeech(recording, recordingFileName(recording.type), language, signal),
    async findBrowserVoice() {
      if (typeof speechSynthesis === 'undefined' || typeof SpeechSynthesisUtterance === 'undefined') return null;
      const voice = pickVoice(await loadVoices(speechSynthesis), language, gender);
      return voice ? createBrowserVoiceEngine(speechSynthesis, voice) : null;
    },
    // The server speaks only this session's own character lines, so each sentence names the session.
    createServerVoice: () =>
      createServerVoiceEngine(audioElement(), (text, signal) => synthesizeSpeech({ conversation_id: conversation.id, text, gender: synthesizeGender(gender), language }, signal)),
    now: () => performance.now(),
    release() {
      if (audio) {
        audio.pause();
        audio.removeAttribute('src');
      }
      if (typeof speechSynthesis !== 'undefined') speechSynthesis.cancel();
      void context?.close().catch(() => undefined);
    },
  };
}

export interface SpeechSession {
  state: SpeechSessionState;
  /** "Start the conversation": call it from the click. */
  start: () => void;
  toggleTalking: () => void;
  sendTyped: (line: string) => Promise<void>;
}

/**
 * Talking with the character: listening, sending, speaking and cutting in (speech-session-controller.ts).
 * Everything is released when the page leaves; `isClosed` stops listening.
 */
export function useSpeechSession(conversation: Conversation, turns: ConversationTurns, isClosed: boolean): SpeechSession {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SpeechSessionState>(INITIAL_SPEECH_STATE);
  const controllerRef = useRef<SpeechSessionController | null>(null);
  const turnsRef = useRef(turns);
  const conversationRef = useRef(conversation);
  useLayoutEffect(() => {
    turnsRef.current = turns;
    conversationRef.current = conversation;
  });

  const characterName = conversation.character.name;
  // One controller per session page; the language and the character do not change during a session.
  useEffect(() => {
    const platform = createBrowserPlatform(conversationRef.current, queryClient);
    const controller = createSpeechSessionController({
      platform,
      language: conversationRef.current.language,
      characterName,
      getTurns: () => turnsRef.current,
      onChange: setState,
    });
    controllerRef.current = controller;
    setState(controller.state);
    return () => {
      controller.dispose();
      platform.release();
      if (controllerRef.current === controller) controllerRef.current = null;
    };
  }, [queryClient, characterName, conversation.id]);

  useEffect(() => {
    if (isClosed) controllerRef.current?.close();
  }, [isClosed, conversation.id]);

  const start = useCallback(() => void controllerRef.current?.start(), []);
  const toggleTalking = useCallback(() => controllerRef.current?.toggleTalking(), []);
  const sendTyped = useCallback(async (line: string) => controllerRef.current?.sendTyped(line), []);
  return { state, start, toggleTalking, sendTyped };
}
