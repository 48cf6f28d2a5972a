// How long a WebM recording lasts, from its Duration element, its blocks' timestamps and its Opus packets' own
// lengths; read by audio-duration.ts.
// WebM (Matroska): EBML elements of a variable-length id and size. Segment, Info, Tracks, TrackEntry, Cluster and
// BlockGroup are entered; everything else is stepped over by its size. MediaRecorder writes Segment and Cluster with
// an unknown size and no Duration, which is why the blocks' timestamps are read as well. Timestamps can lie (a file
// whose blocks all say 0 would pass as an instant while it holds hours), so the Opus packets' own durations are
// summed too, and the longer of the two is the recording's length. An element counts only where it belongs (the
// EBML header and Void before the Segment, Duration in it, a block in a Cluster), so bytes that merely start like WebM
// never yield a length.
const EBML = {
  header: 0x1a45dfa3,
  void: 0xec,
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

export function webmDuration(bytes: Uint8Array, view: DataView): number | null {
  let timecodeScale = 1_000_000;
  let declared: number | null = null;
  let clusterTime = 0;
  let lastBlockTime: number | null = null;
  // The track entry being read, and the tracks that carry Opus.
  let trackNumber: number | null = null;
  let codec: string | null = null;
  const opusTracks = new Set<number>();
  let opusMs = 0;
  let inSegment = false;
  let inCluster = false;
  let offset = 0;
  while (offset < bytes.length) {
    const id = readVint(bytes, offset, true);
    const size = id && readVint(bytes, offset + id.length, false);
    if (!id || !size) break;
    const start = offset + id.length + size.length;
    // Before the Segment only the EBML header and Void may stand; anything else is not a WebM file this can read.
    if (!inSegment && id.value !== EBML.segment && id.value !== EBML.header && id.value !== EBML.void) return null;
    if (ENTERED.has(id.value)) {
      if (id.value === EBML.segment) inSegment = true;
      if (id.value === EBML.cluster) inCluster = true;
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
        if (!inCluster) break;
        clusterTime = readUnsigned(bytes, start, size.value);
        break;
      case EBML.simpleBlock:
      case EBML.block: {
        if (!inCluster) break;
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
