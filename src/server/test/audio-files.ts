// Recordings built byte by byte, as the containers' specifications lay them out, so tests need no encoder: WAV,
// Ogg (Opus, Vorbis), MP4 (plain and fragmented) and WebM (as MediaRecorder writes it).

const u16le = (value: number) => Buffer.from([value & 0xff, (value >> 8) & 0xff]);
const u32le = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value >>> 0);
  return bytes;
};
const u32be = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value >>> 0);
  return bytes;
};
const u64be = (value: number) => {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64BE(BigInt(value));
  return bytes;
};

/**
 * A PCM WAV of `seconds`: silence, or with `tone` a sine wave for its first `tone.seconds` (16-bit mono only; a fake
 * microphone's voice). `declaredDataSize` overrides the data chunk's size field.
 */
export function buildWav({ seconds, sampleRate = 16_000, channels = 1, bitsPerSample = 16, declaredDataSize, extraChunk = false, tone }: {
  seconds: number;
  sampleRate?: number;
  channels?: number;
  bitsPerSample?: number;
  declaredDataSize?: number;
  extraChunk?: boolean;
  tone?: { hz: number; amplitude: number; seconds?: number };
}): Buffer {
  const blockAlign = (channels * bitsPerSample) / 8;
  const data = Buffer.alloc(Math.round(seconds * sampleRate) * blockAlign);
  if (tone) {
    const toneSamples = Math.min(Math.round((tone.seconds ?? seconds) * sampleRate), data.length / 2);
    for (let index = 0; index < toneSamples; index += 1) {
      data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * tone.hz * index) / sampleRate) * tone.amplitude * 32_767), index * 2);
    }
  }
  const fmt = Buffer.concat([u16le(1), u16le(channels), u32le(sampleRate), u32le(sampleRate * blockAlign), u16le(blockAlign), u16le(bitsPerSample)]);
  // A LIST chunk of odd length before the data, as some recorders write: chunks are padded to even lengths.
  const list = extraChunk ? Buffer.concat([Buffer.from('LIST'), u32le(5), Buffer.from('INFOx'), Buffer.alloc(1)]) : Buffer.alloc(0);
  const body = Buffer.concat([
    Buffer.from('WAVE'),
    Buffer.from('fmt '),
    u32le(fmt.length),
    fmt,
    list,
    Buffer.from('data'),
    u32le(declaredDataSize ?? data.length),
    data,
  ]);
  return Buffer.concat([Buffer.from('RIFF'), u32le(body.length), body]);
}

/** One Ogg page: 27 bytes of header, the lacing table, the payload (checksum left 0: readers of length ignore it). */
export function oggPage({ granule, serial, sequence, payload, headerType = 0 }: { granule: bigint; serial: number; sequence: number; payload: Buffer; headerType?: number }): Buffer {
  const lacing: number[] = [];
  let remaining = payload.length;
  while (remaining >= 255) {
    lacing.push(255);
    remaining -= 255;
  }
  lacing.push(remaining);
  const header = Buffer.alloc(27);
  header.write('OggS', 0, 'latin1');
  header[5] = headerType;
  header.writeBigUInt64LE(BigInt.asUintN(64, granule), 6);
  header.writeUInt32LE(serial, 14);
  header.writeUInt32LE(sequence, 18);
  header[26] = lacing.length;
  return Buffer.concat([header, Buffer.from(lacing), payload]);
}

export const opusHead = (preSkip: number) => Buffer.concat([Buffer.from('OpusHead'), Buffer.from([1, 1]), u16le(preSkip), u32le(48_000), u16le(0), Buffer.from([0])]);
export const vorbisId = (sampleRate: number) =>
  Buffer.concat([Buffer.from([1]), Buffer.from('vorbis'), u32le(0), Buffer.from([1]), u32le(sampleRate), u32le(0), u32le(128_000), u32le(0), Buffer.from([0xb8, 1])]);

/** An Ogg stream: its id header page, audio pages at the given granules, and optionally a page of another stream at the end. */
export function buildOgg({ idHeader, granules, serial = 0x1234, trailingOtherStream = false, lastUnset = false }: {
  idHeader: Buffer;
  granules: number[];
  serial?: number;
  trailingOtherStream?: boolean;
  lastUnset?: boolean;
}): Buffer {
  const pages = [oggPage({ granule: 0n, serial, sequence: 0, payload: idHeader, headerType: 2 })];
  granules.forEach((granule, index) => pages.push(oggPage({ granule: BigInt(granule), serial, sequence: index + 1, payload: Buffer.alloc(300, 7) })));
  // A page on which no packet ends carries granule -1.
  if (lastUnset) pages.push(oggPage({ granule: -1n, serial, sequence: granules.length + 1, payload: Buffer.alloc(255, 7) }));
  if (trailingOtherStream) pages.push(oggPage({ granule: 999_999_999n, serial: serial + 1, sequence: 0, payload: Buffer.alloc(10) }));
  return Buffer.concat(pages);
}

export function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  return Buffer.concat([u32be(8 + body.length), Buffer.from(type, 'latin1'), body]);
}
export const fullBox = (type: string, version: number, flags: number, ...content: Buffer[]) =>
  box(type, Buffer.from([version, (flags >> 16) & 0xff, (flags >> 8) & 0xff, flags & 0xff]), ...content);
export const ftyp = () => box('ftyp', Buffer.from('isom'), u32be(512), Buffer.from('isomiso2mp41'));
export const mvhd = (version: number, timescale: number, duration: number) =>
  version === 1
    ? fullBox('mvhd', 1, 0, u64be(0), u64be(0), u32be(timescale), u64be(duration), Buffer.alloc(80))
    : fullBox('mvhd', 0, 0, u32be(0), u32be(0), u32be(timescale), u32be(duration), Buffer.alloc(80));
export const mdhd = (timescale: number) => fullBox('mdhd', 0, 0, u32be(0), u32be(0), u32be(timescale), u32be(0), Buffer.alloc(4));

/** A fragmented MP4 as MediaRecorder writes it: no movie duration, one fragment per second or so. */
export function buildFragmentedMp4({ timescale, fragments, useTfdt = true, trexDuration = 0 }: {
  timescale: number;
  /** Per fragment: its samples' durations, or a count of samples of the default duration. */
  fragments: ({ durations: number[] } | { count: number; defaultDuration?: number })[];
  useTfdt?: boolean;
  trexDuration?: number;
}): Buffer {
  const moov = box(
    'moov',
    mvhd(0, 1000, 0),
    box('trak', box('mdia', mdhd(timescale))),
    box('mvex', fullBox('trex', 0, 0, u32be(1), u32be(1), u32be(trexDuration), u32be(0), u32be(0))),
  );
  let decodeTime = 0;
  const moofs = fragments.map((fragment, index) => {
    const tfhd =
      'count' in fragment && fragment.defaultDuration !== undefined
        ? fullBox('tfhd', 0, 0x08 | 0x02, u32be(1), u32be(1), u32be(fragment.defaultDuration))
        : fullBox('tfhd', 0, 0x20000, u32be(1));
    const trun =
      'durations' in fragment
        ? fullBox('trun', 0, 0x01 | 0x100 | 0x200, u32be(fragment.durations.length), u32be(0), ...fragment.durations.flatMap((duration) => [u32be(duration), u32be(100)]))
        : fullBox('trun', 0, 0x01 | 0x200, u32be(fragment.count), u32be(0), ...Array.from({ length: fragment.count }, () => u32be(100)));
    const tfdt = useTfdt ? [fullBox('tfdt', 1, 0, u64be(decodeTime))] : [];
    decodeTime +=
      'durations' in fragment ? fragment.durations.reduce((sum, value) => sum + value, 0) : fragment.count * (fragment.defaultDuration ?? trexDuration);
    return Buffer.concat([box('moof', fullBox('mfhd', 0, 0, u32be(index + 1)), box('traf', tfhd, ...tfdt, trun)), box('mdat', Buffer.alloc(64))]);
  });
  return Buffer.concat([ftyp(), moov, ...moofs]);
}

// EBML: ids keep their length marker; sizes are written in 8 bytes, or as "unknown" (all ones).
const UNKNOWN_SIZE = Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
function ebmlSize(length: number): Buffer {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64BE(BigInt(length));
  bytes[0] = 0x01;
  return bytes;
}
const idBytes = (id: number) => Buffer.from(id.toString(16).padStart(id > 0xffffff ? 8 : id > 0xffff ? 6 : id > 0xff ? 4 : 2, '0'), 'hex');
const element = (id: number, ...content: Buffer[]) => {
  const body = Buffer.concat(content);
  return Buffer.concat([idBytes(id), ebmlSize(body.length), body]);
};
const unknownSized = (id: number, ...content: Buffer[]) => Buffer.concat([idBytes(id), UNKNOWN_SIZE, ...content]);
const uint = (value: number, length: number) => Buffer.from(value.toString(16).padStart(length * 2, '0'), 'hex');
const float64 = (value: number) => {
  const bytes = Buffer.alloc(8);
  bytes.writeDoubleBE(value);
  return bytes;
};
/** A SimpleBlock of track 1 at `relative` ms from its cluster. */
const simpleBlock = (relative: number) => {
  const time = Buffer.alloc(2);
  time.writeInt16BE(relative);
  return element(0xa3, Buffer.from([0x81]), time, Buffer.from([0x80]), Buffer.alloc(40, 3));
};

/** A WebM as Chrome's MediaRecorder writes it (unknown sizes, no Duration) unless `duration` or `knownSizes` say otherwise. */
export function buildWebm({ clusters, duration, timecodeScale, knownSizes = false }: {
  clusters: { timecode: number; blocks: number[] }[];
  duration?: number;
  timecodeScale?: number;
  knownSizes?: boolean;
}): Buffer {
  const header = element(0x1a45dfa3, element(0x4286, uint(1, 1)), element(0x4282, Buffer.from('webm')));
  const info = element(
    0x1549a966,
    element(0x2ad7b1, uint(timecodeScale ?? 1_000_000, 3)),
    element(0x4d80, Buffer.from('test')),
    ...(duration !== undefined ? [element(0x4489, float64(duration))] : []),
  );
  const tracks = element(0x1654ae6b, element(0xae, element(0xd7, uint(1, 1)), element(0x86, Buffer.from('A_OPUS'))));
  const clusterElements = clusters.map(({ timecode, blocks }) => {
    const content = [element(0xe7, uint(timecode, 4)), ...blocks.map(simpleBlock)];
    return knownSizes ? element(0x1f43b675, ...content) : unknownSized(0x1f43b675, ...content);
  });
  const segmentContent = [info, tracks, ...clusterElements];
  return Buffer.concat([header, knownSizes ? element(0x18538067, ...segmentContent) : unknownSized(0x18538067, ...segmentContent)]);
}
