// How long an MP4 recording lasts, from its movie header (`mvhd`) or, for a fragmented file as MediaRecorder writes
// it, from its last fragment; read by audio-duration.ts.
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

export function mp4Duration(bytes: Uint8Array, view: DataView): number | null {
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
