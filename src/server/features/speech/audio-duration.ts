// What a recording is, judged by its bytes, and how long it lasts, read from its container without decoding the
// audio: WAV from its header, Ogg from the last page's granule position, MP4 from `mvhd` (or its fragments), WebM
// from its Duration element or, as MediaRecorder writes none, from its latest block's timestamp, and from its Opus
// packets' own lengths when they add up to more. Edit it to accept another container (and SPEECH_AUDIO_FORMATS in
// shared/contracts/speech.ts). MP4 and WebM are read in mp4-duration.ts and webm-duration.ts.
import type { SpeechAudioFormat } from '../../../shared/contracts/speech.ts';
import { mp4Duration } from './mp4-duration.ts';
import { webmDuration } from './webm-duration.ts';

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
