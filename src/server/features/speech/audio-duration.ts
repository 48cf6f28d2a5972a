// What a recording is, judged by its bytes, and how long it lasts, read from its container without decoding the
// audio: WAV from its header, Ogg from the last page's granule position, MP4 from `mvhd` (or its fragments), WebM
// from its Duration element or, as MediaRecorder writes none, from its latest block's timestamp, and from its Opus
// packets' own lengths when they add up to more. Edit it to accept
// another container (and SPEECH_AUDIO_FORMATS in shared/contracts/speech.ts).
import type { SpeechAudioFormat } from '../../../shared/contracts/speech.ts';

/** True when the bytes at `offset` spell `tag` (ASCII); compared byte by byte, as the Ogg reader calls it for every offset. */
function hasTag(bytes: Uint8Array, offset: number, tag: string): boolean {
  if (offset < 0 || offset + tag.length > bytes.length) return false;
  for (let index = 0; index < tag.length; index += 1) if (bytes[offset + index] !== tag.charCodeAt(index)) return false;
  return true;
}

/** The container by its magic bytes, or null when it is none of the accepted ones. */
export function detectAudioFormat(bytes: Uint8Array): SpeechAudioFormat | null {
  if (hasTag(bytes, 0, 'RIFF') && hasTag(bytes, 8, 'WAVE')) return 'wav';
  if (hasTag(bytes, 0, 'OggS')) return 'ogg';
  if (hasTag(bytes, 0, '\x1a\x45\xdf\xa3')) return 'webm';
  if (hasTag(bytes, 4, 'ftyp')) return 'mp4';
  return null;
}

/**
 * The recording's length in seconds, or null when the container does not say (then only its size bounds it).
 * Never throws on malformed input: whatever cannot be read is unknown.
 */
export function readAudioDurationSeconds(bytes: Uint8Array, format: SpeechAudioFormat): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    const seconds = DURATION_READERS[format](bytes, view);
    return seconds !== null && Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
  } catch (error) {
    // A DataView read past the end: the file is cut short somewhere the reader needed.
    if (error instanceof RangeError) return null;
    throw error;
  }
}

const DURATION_READERS: Record<SpeechAudioFormat, (bytes: Uint8Array, view: DataView) => number | null> = {
  wav: wavDuration,
  ogg: oggDuration,
  mp4: mp4Duration,
  webm: webmDuration,
};

// WAV: RIFF chunks; `fmt ` gives the bytes per second, `data` the length of the samples.
function wavDuration(bytes: Uint8Array, view: DataView): number | null {
  let byteRate = 0;
  for (let offset = 12; offset + 8 <= bytes.length; ) {
    const size = view.getUint32(offset + 4, true);
    if (hasTag(bytes, offset, 'fmt ') && size >= 16) byteRate = view.getUint32(offset + 16, true);
    if (hasTag(bytes, offset, 'data')) {
      if (byteRate === 0) return null;
      // A recorder that streams writes a placeholder size (0 or 0xFFFFFFFF); the bytes present are the truth then.
      const present = bytes.length - offset - 8;
      const length = size === 0 || size === 0xffffffff ? present : Math.min(size, present);
      return length / byteRate;
    }
    // Chunks are padded to an even length.
    offset += 8 + size + (size % 2);
  }
  return null;
}

// Ogg: pages of 27 bytes of header, a segment table, then data. The last page's granule position counts samples
// since the start: at 48 kHz for Opus (less its pre-skip), at the id header's rate for Vorbis.
const OGG_HEADER_SIZE = 27;

function oggDuration(bytes: Uint8Array, view: DataView): number | null {
  if (bytes.length < OGG_HEADER_SIZE + 1) return null;
  const serial = view.getUint32(14, true);
  const firstPacket = OGG_HEADER_SIZE + bytes[26]!;
  let sampleRate: number;
  let preSkip = 0;
  if (hasTag(bytes, firstPacket, 'OpusHead')) {
    sampleRate = 48_000;
    preSkip = view.getUint16(firstPacket + 10, true);
  } else if (hasTag(bytes, firstPacket, '\x01vorbis')) {
    sampleRate = view.getUint32(firstPacket + 12, true);
  } else {
    return null;
  }
  if (sampleRate === 0) return null;
  // The last page of this stream whose granule is set (-1 means no packet ends on that page).
  for (let offset = bytes.length - OGG_HEADER_SIZE; offset >= 0; offset -= 1) {
    if (!hasTag(bytes, offset, 'OggS') || bytes[offset + 4] !== 0) continue;
    if (view.getUint32(offset + 14, true) !== serial) continue;
    const low = view.getUint32(offset + 6, true);
    const high = view.getUint32(offset + 10, true);
    if (low === 0xffffffff && high === 0xffffffff) continue;
    const granule = high * 2 ** 32 + low;
    return Math.max(0, granule - preSkip) / sampleRate;
  }
  return null;
}

// MP4: boxes of a 32-bit size (1: a 64-bit size follows; 0: to the end) and a 4-letter type.
interface Box {
  type: string;
  /** Where the box's content starts and ends. */
  start: number;
  end: number;
}

function* boxesIn(bytes: Uint8Array, view: DataView, start: number, end: number): Generator<Box> {
  let offset = start;
  while (offset + 8 <= end) {
    let size = view.getUint32(offset);
    let header = 8;
    if (size === 1) {
      size = Number(view.getBigUint64(offset + 8));
      header = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < header) return;
    yield { type: String.fromCharCode(...bytes.subarray(offset + 4, offset + 8)), start: offset + header, end: Math.min(end, offset + size) };
    offset += size;
  }
}

function childBox(bytes: Uint8Array, view: DataView, parent: Box | undefined, type: string): Box | undefined {
  if (!parent) return undefined;
  for (const box of boxesIn(bytes, view, parent.start, parent.end)) if (box.type === type) return box;
  return undefined;
}

/** A version-0 field of 32 bits or a version-1 field of 64 bits, by the full box's version byte. */
function readVersioned(view: DataView, version: number, offset: number): number {
  return version === 1 ? Number(view.getBigUint64(offset)) : view.getUint32(offset);
}

function mp4Duration(bytes: Uint8Array, view: DataView): number | null {
  const top = [...boxesIn(bytes, view, 0, bytes.length)];
  const moov = top.find((box) => box.type === 'moov');
  const mvhd = childBox(bytes, view, moov, 'mvhd');
  if (!mvhd) return null;
  const version = bytes[mvhd.start]!;
  // version, flags, creation and modification times, then the time scale and the duration.
  const timescale = view.getUint32(mvhd.start + (version === 1 ? 20 : 12));
  const duration = readVersioned(view, version, mvhd.start + (version === 1 ? 24 : 16));
  if (timescale > 0 && duration > 0) return duration / timescale;
  return fragmentedMp4Duration(bytes, view, top, moov);
}

// A fragmented MP4 (what MediaRecorder writes) leaves the movie's duration at 0; the last fragment's decode time
// plus its samples' durations, in the track's own time scale, is where the recording ends.
function fragmentedMp4Duration(bytes: Uint8Array, view: DataView, top: Box[], moov: Box | undefined): number | null {
  const mdhd = childBox(bytes, view, childBox(bytes, view, childBox(bytes, view, moov, 'trak'), 'mdia'), 'mdhd');
  if (!mdhd) return null;
  const mdhdVersion = bytes[mdhd.start]!;
  const timescale = view.getUint32(mdhd.start + (mdhdVersion === 1 ? 20 : 12));
  const trex = childBox(bytes, view, childBox(bytes, view, moov, 'mvex'), 'trex');
  // trex: version and flags, track id, default description index, then the default sample duration.
  const trexDefault = trex ? view.getUint32(trex.start + 12) : 0;
  if (timescale === 0) return null;
  let end = 0;
  for (const box of top) {
    const traf = box.type === 'moof' ? childBox(bytes, view, box, 'traf') : undefined;
    if (traf) end = fragmentEnd(bytes, view, traf, end, trexDefault);
  }
  return end > 0 ? end / timescale : null;
}

/** Where a fragment's first track ends: its decode time (or, without one, where the previous fragment ended) plus its samples. */
function fragmentEnd(bytes: Uint8Array, view: DataView, traf: Box, previousEnd: number, trexDefault: number): number {
  const tfhd = childBox(bytes, view, traf, 'tfhd');
  let defaultDuration = trexDefault;
  if (tfhd) {
    const flags = view.getUint32(tfhd.start) & 0xffffff;
    // After the track id: base data offset (0x01, 8 bytes), description index (0x02, 4), then the default duration (0x08).
    let offset = tfhd.start + 8;
    if (flags & 0x01) offset += 8;
    if (flags & 0x02) offset += 4;
    if (flags & 0x08) defaultDuration = view.getUint32(offset);
  }
  const tfdt = childBox(bytes, view, traf, 'tfdt');
  let end = tfdt ? readVersioned(view, bytes[tfdt.start]!, tfdt.start + 4) : previousEnd;
  for (const trun of boxesIn(bytes, view, traf.start, traf.end)) {
    if (trun.type !== 'trun') continue;
    const flags = view.getUint32(trun.start) & 0xffffff;
    const sampleCount = view.getUint32(trun.start + 4);
    let offset = trun.start + 8;
    if (flags & 0x01) offset += 4; // data offset
    if (flags & 0x04) offset += 4; // first sample's flags
    const fieldsPerSample = [0x100, 0x200, 0x400, 0x800].filter((flag) => flags & flag).length;
    if (!(flags & 0x100)) {
      end += sampleCount * defaultDuration;
      continue;
    }
    for (let sample = 0; sample < sampleCount && offset + 4 <= trun.end; sample += 1) {
      end += view.getUint32(offset);
      offset += fieldsPerSample * 4;
    }
  }
  return end;
}

// WebM (Matroska): EBML elements of a variable-length id and size. Segment, Info, Tracks, TrackEntry, Cluster and
// BlockGroup are entered; everything else is stepped over by its size. MediaRecorder writes Segment and Cluster with
// an unknown size and no Duration, which is why the blocks' timestamps are read as well. Timestamps can lie (a file
// whose blocks all say 0 would pass as an instant while it holds hours), so the Opus packets' own durations are
// summed too, and the longer of the two is the recording's length.
const EBML = {
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackNumber: 0xd7,
  codecId: 0x86,
  cluster: 0x1f43b675,
  timecode: 0xe7,
  blockGroup: 0xa0,
  block: 0xa1,
  simpleBlock: 0xa3,
};
const ENTERED = new Set([EBML.segment, EBML.info, EBML.tracks, EBML.trackEntry, EBML.cluster, EBML.blockGroup]);

/** Opus frame lengths in ms by the TOC byte's configuration (RFC 6716 §3.1): SILK, hybrid, then CELT. */
function opusFrameMs(config: number): number {
  if (config < 12) return [10, 20, 40, 60][config % 4]!;
  if (config < 16) return [10, 20][config % 2]!;
  return [2.5, 5, 10, 20][config % 4]!;
}

/** How long an Opus packet plays, from its TOC byte (and frame count byte); 0 when it is too short to say. */
function opusPacketMs(bytes: Uint8Array, offset: number, end: number): number {
  if (offset >= end) return 0;
  const toc = bytes[offset]!;
  const code = toc & 0x03;
  const frames = code === 0 ? 1 : code === 3 ? (offset + 1 < end ? bytes[offset + 1]! & 0x3f : 0) : 2;
  return frames * opusFrameMs(toc >> 3);
}

/** A variable-length integer at `offset`: its value (the length marker kept for ids) and its length in bytes. */
function readVint(bytes: Uint8Array, offset: number, keepMarker: boolean): { value: number; length: number; isUnknown: boolean } | null {
  const first = bytes[offset];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (offset + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let isUnknown = value === 0xff >> length;
  for (let index = 1; index < length; index += 1) {
    const byte = bytes[offset + index]!;
    value = value * 256 + byte;
    if (byte !== 0xff) isUnknown = false;
  }
  return { value, length, isUnknown: !keepMarker && isUnknown };
}

function webmDuration(bytes: Uint8Array, view: DataView): number | null {
  let timecodeScale = 1_000_000;
  let declared: number | null = null;
  let clusterTime = 0;
  let lastBlockTime: number | null = null;
  // The track entry being read, and the tracks that carry Opus.
  let trackNumber: number | null = null;
  let codec: string | null = null;
  const opusTracks = new Set<number>();
  let opusMs = 0;
  let offset = 0;
  while (offset < bytes.length) {
    const id = readVint(bytes, offset, true);
    const size = id && readVint(bytes, offset + id.length, false);
    if (!id || !size) break;
    const start = offset + id.length + size.length;
    if (ENTERED.has(id.value)) {
      if (id.value === EBML.trackEntry) trackNumber = codec = null;
      offset = start;
      continue;
    }
    if (size.isUnknown || start + size.value > bytes.length) {
      // Only a block may be cut short (the recording stopped mid-write); its header still has its time.
      if (size.isUnknown || (id.value !== EBML.simpleBlock && id.value !== EBML.block)) break;
    }
    switch (id.value) {
      case EBML.timecodeScale:
        timecodeScale = readUnsigned(bytes, start, size.value);
        break;
      case EBML.duration:
        declared = size.value === 4 ? view.getFloat32(start) : size.value === 8 ? view.getFloat64(start) : null;
        break;
      case EBML.trackNumber:
        trackNumber = readUnsigned(bytes, start, size.value);
        break;
      case EBML.codecId:
        codec = String.fromCharCode(...bytes.subarray(start, Math.min(start + size.value, start + 32)));
        break;
      case EBML.timecode:
        clusterTime = readUnsigned(bytes, start, size.value);
        break;
      case EBML.simpleBlock:
      case EBML.block: {
        // Track number (a vint), then the time relative to the cluster as a signed 16-bit integer, then flags.
        const track = readVint(bytes, start, false);
        if (track && start + track.length + 2 <= bytes.length) {
          const time = clusterTime + view.getInt16(start + track.length);
          lastBlockTime = Math.max(lastBlockTime ?? 0, time);
          // A laced block holds several packets; counting its first is a lower bound, which is what is needed.
          const packet = start + track.length + 3;
          if (opusTracks.has(track.value)) opusMs += opusPacketMs(bytes, packet, Math.min(bytes.length, start + size.value));
        }
        break;
      }
    }
    if (trackNumber !== null && codec === 'A_OPUS') opusTracks.add(trackNumber);
    offset = start + size.value;
  }
  const packets = opusMs > 0 ? opusMs / 1000 : null;
  if (declared !== null && declared > 0) return Math.max((declared * timecodeScale) / 1e9, packets ?? 0);
  if (lastBlockTime === null) return packets;
  return Math.max((Math.max(0, lastBlockTime) * timecodeScale) / 1e9, packets ?? 0);
}

function readUnsigned(bytes: Uint8Array, offset: number, length: number): number {
  let value = 0;
  for (let index = 0; index < length && index < 8; index += 1) value = value * 256 + (bytes[offset + index] ?? 0);
  return value;
}
