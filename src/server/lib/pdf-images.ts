// Photos a PDF can show without decoding them: a JPEG as it is (DCTDecode; its size and colours read from the SOF
// marker) and the simple PNGs (8-bit grey or RGB, no transparency, not interlaced: their zlib data as it is, with
// the PNG predictor). Anything else is not a PdfImage, and the caller says so in words.

/** An image XObject's dictionary entries and its stream's bytes, as stored in the file. */
export interface PdfImage {
  width: number;
  height: number;
  colorSpace: 'DeviceGray' | 'DeviceRGB' | 'DeviceCMYK';
  bitsPerComponent: number;
  filter: 'DCTDecode' | 'FlateDecode';
  /** Extra dictionary entries (DecodeParms, Decode), already written out. */
  extra: string;
  data: Buffer;
}

const COLOR_SPACES = { 1: 'DeviceGray', 3: 'DeviceRGB', 4: 'DeviceCMYK' } as const;

/** Start-of-frame markers: baseline, extended, progressive and lossless, Huffman or arithmetic (not DHT, JPG, DAC). */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** Width, height and colours from a JPEG's SOF segment; null when the bytes are not a JPEG a PDF can show. */
export function readJpegInfo(bytes: Buffer): { width: number; height: number; components: 1 | 3 | 4; bitsPerComponent: number; isAdobe: boolean } | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let offset = 2;
  let isAdobe = false;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    // Fill bytes, and markers that stand alone (TEM, RSTn).
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    // Start of scan or end of image before any frame header: not a picture we can size.
    if (marker === 0xda || marker === 0xd9) return null;
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2 || offset + 2 + length > bytes.length) return null;
    if (marker === 0xee && bytes.toString('latin1', offset + 4, offset + 9) === 'Adobe') isAdobe = true;
    if (isStartOfFrame(marker)) {
      if (length < 8) return null;
      const bitsPerComponent = bytes[offset + 4]!;
      const height = bytes.readUInt16BE(offset + 5);
      const width = bytes.readUInt16BE(offset + 7);
      const components = bytes[offset + 9]!;
      if (width === 0 || height === 0 || (components !== 1 && components !== 3 && components !== 4) || bitsPerComponent !== 8) return null;
      return { width, height, components, bitsPerComponent, isAdobe };
    }
    offset += 2 + length;
  }
  return null;
}

/** A JPEG as a PDF image, kept compressed. */
export function jpegImage(bytes: Buffer): PdfImage | null {
  const info = readJpegInfo(bytes);
  if (!info) return null;
  // Adobe's CMYK JPEGs store the inks inverted.
  const extra = info.components === 4 && info.isAdobe ? ' /Decode [1 0 1 0 1 0 1 0]' : '';
  return { width: info.width, height: info.height, colorSpace: COLOR_SPACES[info.components], bitsPerComponent: 8, filter: 'DCTDecode', extra, data: bytes };
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Why a PNG is not shown, in a few words, or its image: 8-bit grey or RGB, no transparency, not interlaced. */
export function pngImage(bytes: Buffer): PdfImage | { reason: string } {
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE) || bytes.toString('latin1', 12, 16) !== 'IHDR') return { reason: 'not a readable PNG' };
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const depth = bytes[24]!;
  const colorType = bytes[25]!;
  const interlace = bytes[28]!;
  if (width === 0 || height === 0) return { reason: 'not a readable PNG' };
  if (colorType === 4 || colorType === 6) return { reason: 'a PNG with transparency' };
  if (colorType === 3) return { reason: 'a PNG with a palette' };
  if (depth !== 8 || interlace !== 0 || (colorType !== 0 && colorType !== 2)) return { reason: 'a PNG of a kind this book does not embed' };
  const chunks: Buffer[] = [];
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    if (offset + 12 + length > bytes.length) return { reason: 'not a readable PNG' };
    if (type === 'tRNS') return { reason: 'a PNG with transparency' };
    if (type === 'IDAT') chunks.push(bytes.subarray(offset + 8, offset + 8 + length));
    if (type === 'IEND') break;
    offset += 12 + length;
  }
  if (chunks.length === 0) return { reason: 'not a readable PNG' };
  const colors = colorType === 2 ? 3 : 1;
  return {
    width,
    height,
    colorSpace: colors === 3 ? 'DeviceRGB' : 'DeviceGray',
    bitsPerComponent: 8,
    filter: 'FlateDecode',
    extra: ` /DecodeParms << /Predictor 15 /Colors ${colors} /BitsPerComponent 8 /Columns ${width} >>`,
    data: Buffer.concat(chunks),
  };
}
