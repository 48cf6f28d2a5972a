// Builds photo files byte by byte for tests: a JPEG's marker structure with a chosen size, and a PNG of one colour.
import { crc32, deflateSync } from 'node:zlib';

/**
 * A JPEG's markers (SOI, APP0 JFIF, SOF0 with `width` × `height` and three components, SOS, EOI) around `scanBytes`
 * of filler as its scan: what a reader of headers sees in a photo (the upload's check, the PDF's image size), not a
 * picture a decoder can show.
 */
export function buildJpeg({ width, height, scanBytes = 64 }: { width: number; height: number; scanBytes?: number }): Buffer {
  const segment = (marker: number, body: number[]) => [0xff, marker, ((body.length + 2) >> 8) & 0xff, (body.length + 2) & 0xff, ...body];
  const jfif = segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const frame = segment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  const scan = segment(0xda, [3, 1, 0x00, 2, 0x11, 3, 0x11, 0, 63, 0]);
  return Buffer.concat([Buffer.from([0xff, 0xd8, ...jfif, ...frame, ...scan]), Buffer.alloc(scanBytes, 0x2a), Buffer.from([0xff, 0xd9])]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A real PNG of one colour: 8-bit RGB, or RGBA when `alpha` is given. */
export function buildPng({ width, height, rgb = [46, 134, 193], alpha }: { width: number; height: number; rgb?: [number, number, number]; alpha?: number }): Buffer {
  const pixel = alpha === undefined ? rgb : [...rgb, alpha];
  const row = Buffer.from([0, ...Array.from({ length: width }, () => pixel).flat()]);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = alpha === undefined ? 2 : 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
