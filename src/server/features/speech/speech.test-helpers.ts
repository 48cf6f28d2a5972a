// What the speech route tests share: a recording as a multipart part, a spoken WAV, and a reader that checks a WAV's
// header against its bytes.
import { expect } from 'vitest';
import { buildWav } from '../../test/audio-files.ts';
import type { MultipartPart } from '../../test/multipart.ts';

export const audioPart = (content: Buffer, filename = 'answer.wav', contentType = 'audio/wav'): MultipartPart => ({ name: 'audio', filename, content, contentType });

export interface WavInfo {
  audioFormat: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  dataLength: number;
  seconds: number;
}

/** Reads a canonical WAV's header and checks that its sizes agree with the bytes. */
export function readWav(bytes: Buffer): WavInfo {
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(bytes.readUInt32LE(4)).toBe(bytes.length - 8);
  expect(bytes.subarray(8, 16).toString('latin1')).toBe('WAVEfmt ');
  const channels = bytes.readUInt16LE(22);
  const sampleRate = bytes.readUInt32LE(24);
  const bitsPerSample = bytes.readUInt16LE(34);
  expect(bytes.readUInt32LE(28)).toBe((sampleRate * channels * bitsPerSample) / 8);
  expect(bytes.subarray(36, 40).toString('latin1')).toBe('data');
  const dataLength = bytes.readUInt32LE(40);
  expect(dataLength).toBe(bytes.length - 44);
  return {
    audioFormat: bytes.readUInt16LE(20),
    channels,
    sampleRate,
    bitsPerSample,
    dataLength,
    seconds: dataLength / ((sampleRate * channels * bitsPerSample) / 8),
  };
}

/** A recording of words-like noise, so a transcriber would have something to hear. */
export const spokenWav = (seconds = 1.5) => {
  const wav = buildWav({ seconds, sampleRate: 16_000 });
  for (let offset = 44; offset + 1 < wav.length; offset += 2) wav.writeInt16LE(Math.round(Math.sin(offset / 9) * 8000), offset);
  return wav;
};
