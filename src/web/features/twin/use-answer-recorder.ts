// Records a spoken answer or voice note with MediaRecorder while showing the microphone's level.
import { useCallback, useEffect, useRef, useState } from 'react';
import { MIC_ANALYSER_FFT_SIZE, MIC_LEVEL_MAX, microphoneStatusForError, releaseAudio, type MicrophoneStatus, type OpenAudio } from '@/lib/use-microphone-level.ts';

/** In order of preference; all are formats the server accepts. */
const RECORDING_MIME_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/ogg', 'audio/mp4'];

export type RecorderStatus = Exclude<MicrophoneStatus, 'listening'> | 'recording';

/** Why the microphone failed, as this recorder's status (getUserMedia failures never read as "listening"). */
function problemOf(error: unknown): RecorderStatus {
  const status = microphoneStatusForError(error);
  return status === 'listening' ? 'error' : status;
}

export interface FinishedRecording {
  audio: Blob;
  /** Its extension names the format, as the server expects. */
  filename: string;
}

interface Pipeline extends OpenAudio {
  recorder: MediaRecorder;
  chunks: Blob[];
}

export function recordingFilename(mimeType: string, base = 'answer'): string {
  const extension = mimeType.includes('ogg') ? 'ogg' : mimeType.includes('mp4') ? 'm4a' : mimeType.includes('wav') ? 'wav' : 'webm';
  return `${base}.${extension}`;
}

/** Start from a click (browsers allow audio only after a gesture); stop resolves with the audio. Released on unmount. */
export function useAnswerRecorder() {
  const [status, setStatus] = useState<RecorderStatus>('idle');
  const [level, setLevel] = useState(0);
  const [seconds, setSeconds] = useState(0);
  const pipelineRef = useRef<Pipeline | null>(null);
  const isMountedRef = useRef(true);

  const release = useCallback(() => {
    const pipeline = pipelineRef.current;
    pipelineRef.current = null;
    if (!pipeline) return;
    releaseAudio(pipeline);
  }, []);

  const start = useCallback(async () => {
    if (pipelineRef.current) return;
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      setStatus('unsupported');
      return;
    }
    setStatus('requesting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true } });
    } catch (error) {
      if (isMountedRef.current) setStatus(problemOf(error));
      return;
    }
    if (!isMountedRef.current) {
      for (const track of stream.getTracks()) track.stop();
      return;
    }
    try {
      const mimeType = RECORDING_MIME_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
      const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
      const context = new AudioContext();
      const analyser = context.createAnalyser();
      analyser.fftSize = MIC_ANALYSER_FFT_SIZE;
      context.createMediaStreamSource(stream).connect(analyser);
      const bins = new Uint8Array(analyser.frequencyBinCount);
      const pipeline: Pipeline = { stream, context, recorder, chunks: [], frame: 0 };
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) pipeline.chunks.push(event.data);
      };
      pipelineRef.current = pipeline;
      const startedAt = performance.now();
      const measure = () => {
        analyser.getByteFrequencyData(bins);
        let sum = 0;
        for (const value of bins) sum += value;
        setLevel(Math.min(MIC_LEVEL_MAX, Math.round(sum / bins.length)));
        setSeconds(Math.floor((performance.now() - startedAt) / 1000));
        pipeline.frame = requestAnimationFrame(measure);
      };
      if (context.state === 'suspended') await context.resume().catch(() => undefined);
      recorder.start();
      setSeconds(0);
      setStatus('recording');
      measure();
    } catch (error) {
      release();
      for (const track of stream.getTracks()) track.stop();
      if (isMountedRef.current) setStatus(problemOf(error));
    }
  }, [release]);

  /** Ends the recording and resolves with its audio (null when nothing was recorded). */
  const stop = useCallback(async (base = 'answer'): Promise<FinishedRecording | null> => {
    const pipeline = pipelineRef.current;
    if (!pipeline) return null;
    const stopped = new Promise<void>((resolve) => {
      pipeline.recorder.onstop = () => resolve();
    });
    if (pipeline.recorder.state !== 'inactive') pipeline.recorder.stop();
    await stopped;
    release();
    if (isMountedRef.current) {
      setLevel(0);
      setStatus('idle');
    }
    const type = pipeline.recorder.mimeType || 'audio/webm';
    const audio = new Blob(pipeline.chunks, { type });
    return audio.size > 0 ? { audio, filename: recordingFilename(type, base) } : null;
  }, [release]);

  const cancel = useCallback(() => {
    const pipeline = pipelineRef.current;
    if (pipeline) {
      pipeline.recorder.ondataavailable = null;
      if (pipeline.recorder.state !== 'inactive') pipeline.recorder.stop();
    }
    release();
    setLevel(0);
    setStatus('idle');
  }, [release]);

  useEffect(() => {
    isMountedRef.current = true;
    return () => {
      isMountedRef.current = false;
      const pipeline = pipelineRef.current;
      if (pipeline && pipeline.recorder.state !== 'inactive') pipeline.recorder.stop();
      release();
    };
  }, [release]);

  return { status, level, seconds, isRecording: status === 'recording', start, stop, cancel };
}

/** What to do when recording cannot start, by cause: catalogue keys the recorder panel reads in the interface's language. */
export const RECORDER_PROBLEMS: Partial<Record<RecorderStatus, string>> = {
  denied: 'twin.recorder.problemDenied',
  'no-device': 'twin.recorder.problemNoDevice',
  unsupported: 'twin.recorder.problemUnsupported',
  error: 'twin.recorder.problemError',
};
