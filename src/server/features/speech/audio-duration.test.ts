import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { box, buildFragmentedMp4, buildOgg, buildWav, buildWebm, ftyp, mvhd, opusHead, vorbisId } from '../../test/audio-files.ts';
import { detectAudioFormat, readAudioDurationSeconds } from './audio-duration.ts';

describe('[SPEECH] audio formats by their bytes', () => {
  it('recognises WAV, Ogg, WebM and MP4, and nothing else', () => {
    expect(detectAudioFormat(buildWav({ seconds: 0.1 }))).toBe('wav');
    expect(detectAudioFormat(buildOgg({ idHeader: opusHead(312), granules: [960] }))).toBe('ogg');
    expect(detectAudioFormat(buildWebm({ clusters: [] }))).toBe('webm');
    expect(detectAudioFormat(buildFragmentedMp4({ timescale: 48_000, fragments: [] }))).toBe('mp4');
    for (const bytes of [
      Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00'),
      Buffer.from('%PDF-1.7\n'),
      Buffer.from('RIFF\x00\x00\x00\x00AVI '),
      Buffer.from('OggS'.slice(0, 3)),
      Buffer.from('hello, this is text'),
      Buffer.alloc(0),
    ]) {
      expect(detectAudioFormat(bytes)).toBeNull();
    }
  });
});

describe('[SPEECH] audio duration', () => {
  const duration = (bytes: Buffer) => readAudioDurationSeconds(bytes, detectAudioFormat(bytes)!);

  it('reads a WAV from its header, whatever its rate, width and channels', () => {
    expect(duration(buildWav({ seconds: 2.5 }))).toBeCloseTo(2.5, 3);
    expect(duration(buildWav({ seconds: 1.25, sampleRate: 44_100, channels: 2 }))).toBeCloseTo(1.25, 3);
    expect(duration(buildWav({ seconds: 3, sampleRate: 8000, bitsPerSample: 8, extraChunk: true }))).toBeCloseTo(3, 3);
  });

  it('believes the bytes over a WAV header that claims more, or writes a streaming placeholder', () => {
    expect(duration(buildWav({ seconds: 1, declaredDataSize: 50_000_000 }))).toBeCloseTo(1, 3);
    expect(duration(buildWav({ seconds: 2, declaredDataSize: 0xffffffff }))).toBeCloseTo(2, 3);
    expect(duration(buildWav({ seconds: 2, declaredDataSize: 0 }))).toBeCloseTo(2, 3);
    // A header that claims less (the rest is trailing data) is taken at its word.
    expect(duration(buildWav({ seconds: 4, declaredDataSize: 32_000 }))).toBeCloseTo(1, 3);
  });

  it('reads Ogg Opus from the last granule at 48 kHz, less the pre-skip', () => {
    expect(duration(buildOgg({ idHeader: opusHead(312), granules: [48_312, 96_312, 144_312] }))).toBeCloseTo(3, 3);
    expect(duration(buildOgg({ idHeader: opusHead(0), granules: [48_000 * 150] }))).toBeCloseTo(150, 3);
  });

  it('reads Ogg Vorbis at the rate of its id header, skipping unset granules and other streams', () => {
    expect(duration(buildOgg({ idHeader: vorbisId(44_100), granules: [44_100, 88_200 + 22_050] }))).toBeCloseTo(2.5, 3);
    expect(duration(buildOgg({ idHeader: vorbisId(16_000), granules: [16_000 * 7], lastUnset: true, trailingOtherStream: true }))).toBeCloseTo(7, 3);
  });

  it('reads an MP4 movie header, in versions 0 and 1', () => {
    expect(duration(Buffer.concat([ftyp(), box('moov', mvhd(0, 1000, 4500)), box('mdat', Buffer.alloc(100))]))).toBeCloseTo(4.5, 3);
    // The media data may come first (a file written in one pass).
    expect(duration(Buffer.concat([ftyp(), box('mdat', Buffer.alloc(100)), box('moov', mvhd(1, 48_000, 48_000 * 130))]))).toBeCloseTo(130, 3);
  });

  it('reads a fragmented MP4 from its fragments: decode times, per-sample and default durations', () => {
    const perSample = buildFragmentedMp4({ timescale: 48_000, fragments: [{ durations: [1024, 1024, 1024] }, { durations: [960, 960] }] });
    expect(duration(perSample)).toBeCloseTo((3 * 1024 + 2 * 960) / 48_000, 5);
    const withDefaults = buildFragmentedMp4({ timescale: 44_100, trexDuration: 1024, fragments: [{ count: 43 }, { count: 43, defaultDuration: 2048 }] });
    expect(duration(withDefaults)).toBeCloseTo((43 * 1024 + 43 * 2048) / 44_100, 5);
    const withoutDecodeTimes = buildFragmentedMp4({ timescale: 1000, useTfdt: false, fragments: [{ durations: [500, 500] }, { durations: [700] }] });
    expect(duration(withoutDecodeTimes)).toBeCloseTo(1.7, 5);
  });

  it('reads a WebM Duration element in its time scale', () => {
    expect(duration(buildWebm({ duration: 2500, clusters: [{ timecode: 0, blocks: [0, 20] }] }))).toBeCloseTo(2.5, 3);
    expect(duration(buildWebm({ duration: 250, timecodeScale: 10_000_000, knownSizes: true, clusters: [] }))).toBeCloseTo(2.5, 3);
  });

  it("reads a MediaRecorder WebM without Duration from its last cluster's timecode and blocks", () => {
    const recording = buildWebm({
      clusters: [
        { timecode: 0, blocks: [0, 20, 40, 60] },
        { timecode: 5000, blocks: [0, 20, 40] },
        { timecode: 125_000, blocks: [0, 20, 40, 60, 80] },
      ],
    });
    expect(duration(recording)).toBeCloseTo(125.08, 3);
    expect(duration(buildWebm({ knownSizes: true, clusters: [{ timecode: 1000, blocks: [0, 500, 260] }] }))).toBeCloseTo(1.5, 3);
    // Cut off in the middle of the last block: its header still tells its time.
    expect(duration(recording.subarray(0, recording.length - 20))).toBeCloseTo(125.08, 3);
  });

  it("counts a WebM's Opus packets when they last longer than its timestamps say", () => {
    // The test blocks hold one Opus packet of three 10 ms SILK frames each.
    const zeroed = buildWebm({ clusters: [{ timecode: 0, blocks: Array.from({ length: 1000 }, () => 0) }] });
    expect(duration(zeroed)).toBeCloseTo(30, 3);
    const understated = buildWebm({ duration: 1, clusters: [{ timecode: 0, blocks: Array.from({ length: 200 }, () => 0) }] });
    expect(duration(understated)).toBeCloseTo(6, 3);
  });

  it('answers null when the container does not say, and never throws on damaged files', () => {
    expect(duration(buildWebm({ clusters: [] }))).toBeNull();
    expect(duration(buildOgg({ idHeader: Buffer.from('\x7fFLAC'), granules: [1000] }))).toBeNull();
    expect(duration(Buffer.concat([ftyp(), box('mdat', Buffer.alloc(10))]))).toBeNull();
    expect(duration(Buffer.from('RIFF\x00\x00\x00\x00WAVEfmt '))).toBeNull();

    const samples = [
      buildWav({ seconds: 0.5, extraChunk: true }),
      buildOgg({ idHeader: opusHead(312), granules: [48_312, 96_312] }),
      buildFragmentedMp4({ timescale: 48_000, fragments: [{ durations: [1024, 1024] }, { count: 3, defaultDuration: 960 }] }),
      buildWebm({ clusters: [{ timecode: 0, blocks: [0, 20] }, { timecode: 1000, blocks: [0] }] }),
    ];
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (const sample of samples) {
      const format = detectAudioFormat(sample)!;
      for (let cut = 0; cut <= sample.length; cut += 1) {
        const value = readAudioDurationSeconds(sample.subarray(0, cut), format);
        expect(value === null || (Number.isFinite(value) && value >= 0)).toBe(true);
      }
      for (let round = 0; round < 300; round += 1) {
        const damaged = Buffer.from(sample);
        for (let flips = 0; flips < 4; flips += 1) damaged[Math.floor(random() * damaged.length)] = Math.floor(random() * 256);
        const value = readAudioDurationSeconds(damaged, format);
        expect(value === null || (Number.isFinite(value) && value >= 0)).toBe(true);
      }
    }
  });

  it('reads no length from random bytes behind an accepted magic number', () => {
    let seed = 11;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const heads = [
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3]),
      Buffer.from('OggS'),
      Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftyp')]),
      Buffer.concat([Buffer.from('RIFF'), Buffer.from([0xff, 0xff, 0xff, 0xff]), Buffer.from('WAVE')]),
    ];
    for (const head of heads) {
      const read: number[] = [];
      // Before elements were read only where they belong, about 1 WebM in 40 of these gave a length.
      for (let round = 0; round < 400; round += 1) {
        const junk = Buffer.alloc(20_000);
        for (let index = 0; index < junk.length; index += 1) junk[index] = Math.floor(random() * 256);
        const value = readAudioDurationSeconds(Buffer.concat([head, junk]), detectAudioFormat(head)!);
        if (value !== null) read.push(value);
      }
      expect(read).toEqual([]);
    }
  });
});

// Real encoders' output, where the machine has one (sox is not needed anywhere else, so CI may lack it).
const hasSox = (() => {
  try {
    execFileSync('sox', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe.skipIf(!hasSox)('[SPEECH] audio duration of files written by sox', () => {
  it('agrees with the length sox was asked for, in WAV and Ogg Vorbis', () => {
    const dir = mkdtempSync(join(tmpdir(), 'engram-audio-'));
    try {
      for (const [name, seconds] of [
        ['tone.wav', 3.25],
        ['tone.ogg', 3.25],
        ['long.ogg', 131],
      ] as const) {
        const path = join(dir, name);
        execFileSync('sox', ['-n', '-r', '16000', '-c', '1', path, 'synth', String(seconds), 'sine', '440'], { stdio: 'ignore' });
        const bytes = readFileSync(path);
        expect(readAudioDurationSeconds(bytes, detectAudioFormat(bytes)!)).toBeCloseTo(seconds, 2);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
