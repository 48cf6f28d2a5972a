import { useCallback, useEffect, useRef, useState } from 'react';

/** Analyser size from the specification's display rules. */
export const MIC_ANALYSER_FFT_SIZE = 128;
/** The level bar never goes past 100%. */
export const MIC_LEVEL_MAX = 100;
/** A level under this means no sound is reaching the microphone. */
export const MIC_SILENCE_THRESHOLD = 5;

export type MicrophoneStatus =
  | 'idle'
  | 'requesting'
  | 'listening'
  /** The person or the browser refused microphone access. */
  | 'denied'
  /** No microphone is connected, or it is in use by another application. */
  | 'no-device'
  /** The browser has no getUserMedia here (old browser, or a page not served over HTTPS). */
  | 'unsupported'
  | 'error';

export interface MicrophoneLevel {
  status: MicrophoneStatus;
  isListening: boolean;
  /** 0 to 100: the mean of the analyser's frequency bins, capped at 100. */
  level: number;
  /** True while listening and the level is under the silence threshold. */
  isSilent: boolean;
  start: () => Promise<void>;
  stop: () => void;
  toggle: () => void;
}

/** What listening to the microphone holds: the level loop's animation frame, the microphone's tracks and the audio context. */
export interface OpenAudio {
  stream: MediaStream;
  context: AudioContext;
  frame: number;
}

/** Stops the level loop, turns the microphone off and closes the audio context. */
export function releaseAudio({ frame, stream, context }: OpenAudio): void {
  cancelAnimationFrame(frame);
  for (const track of stream.getTracks()) track.stop();
  void context.close().catch(() => undefined);
}

interface AudioPipeline extends OpenAudio {
  source: MediaStreamAudioSourceNode;
}

/** What a failed getUserMedia means for the person: blocked, no microphone, or something else. */
export function microphoneStatusForError(error: unknown): MicrophoneStatus {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'NotReadableError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') {
    return 'no-device';
  }
  return 'error';
}

/**
 * Opens the microphone on demand and reports a live input level. Nothing is recorded or sent anywhere.
 * Call start (or toggle) from a click: browsers only allow the audio context to run after a gesture.
 * Everything is released on stop and on unmount.
 */
export function useMicrophoneLevel(): MicrophoneLevel {
  const [status, setStatus] = useState<MicrophoneStatus>('idle');
  const [level, setLevel] = useState(0);
  const pipelineRef = useRef<AudioPipeline | null>(null);
  // Bumped by every start and stop, so a permission prompt answered after a stop or unmount is discarded.
  const attemptRef = useRef(0);
  const isMountedRef = useRef(false);

  const release = useCallback(() => {
    const pipeline = pipelineRef.current;
    pipelineRef.current = null;
    if (!pipeline) return;
    pipeline.source.disconnect();
    releaseAudio(pipeline);
  }, []);

  const stop = useCallback(() => {
    attemptRef.current += 1;
    release();
    if (isMountedRef.current) {
      setLevel(0);
      setStatus('idle');
    }
  }, [release]);

  const start = useCallback(async () => {
    if (pipelineRef.current) return;
    const attempt = ++attemptRef.current;
    if (!navigator.mediaDevices?.getUserMedia) {
      setStatus('unsupported');
      return;
    }
    setStatus('requesting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      if (attempt === attemptRef.current && isMountedRef.current) setStatus(microphoneStatusForError(error));
      return;
    }
    if (attempt !== attemptRef.current || !isMountedRef.current) {
      for (const track of stream.getTracks()) track.stop();
      return;
    }

    try {
      const context = new AudioContext();
      const source = context.createMediaStreamSource(stream);
      const analyser = context.createAnalyser();
      analyser.fftSize = MIC_ANALYSER_FFT_SIZE;
      source.connect(analyser);
      const bins = new Uint8Array(analyser.frequencyBinCount);
      const pipeline: AudioPipeline = { stream, context, source, frame: 0 };
      pipelineRef.current = pipeline;

      const measure = () => {
        analyser.getByteFrequencyData(bins);
        let sum = 0;
        for (const value of bins) sum += value;
        setLevel(Math.min(MIC_LEVEL_MAX, Math.round(sum / bins.length)));
        pipeline.frame = requestAnimationFrame(measure);
      };
      if (context.state === 'suspended') await context.resume();
      if (pipelineRef.current !== pipeline) return;
      setStatus('listening');
      measure();
    } catch (error) {
      if (pipelineRef.current?.stream === stream) release();
      else for (const track of stream.getTracks()) track.stop();
      if (attempt === attemptRef.current && isMountedRef.current) setStatus(microphoneStatusForError(error));
    }
  }, [release]);

  const toggle = useCallback(() => {
    if (pipelineRef.current || status === 'requesting') stop();
    else void start();
  }, [start, stop, status]);

  useEffect(() => {
    isMountedRef.current = true;
    return () => {
      isMountedRef.current = false;
      attemptRef.current += 1;
      release();
    };
  }, [release]);

  const isListening = status === 'listening';
  return { status, isListening, level, isSilent: isListening && level < MIC_SILENCE_THRESHOLD, start, stop, toggle };
}
