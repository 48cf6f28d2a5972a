import { describe, expect, it } from 'vitest';
import { buildJpeg, buildPng } from '../test/image-files.ts';
import { jpegImage, pngImage, readJpegInfo } from './pdf-images.ts';
import { encodeWinAnsi, textWidth, wrapBytes } from './pdf-text.ts';
import { streamPdf, writeTextPdf, type PdfBlock, type PdfPictureBlock } from './pdf-writer.ts';

/** Checks the file's skeleton as a reader does: header, every xref offset at its object, trailer and startxref. */
function readStructure(pdf: Buffer) {
  const text = pdf.toString('latin1');
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect(text.endsWith('%%EOF\n')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 5)).toBe('xref\n');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref))!;
  expect(first).toBe('0');
  const entries = text.slice(startxref).split('\n').slice(2, 2 + Number(count));
  expect(entries[0]).toBe('0000000000 65535 f ');
  entries.slice(1).forEach((entry, index) => {
    expect(entry).toMatch(/^\d{10} 00000 n $/);
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
  });
  expect(text).toMatch(new RegExp(`trailer\\n<< /Size ${count} /Root 1 0 R /Info 5 0 R >>`));
  // Each stream's /Length is its byte count.
  for (const match of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = match.index + match[0].length;
    expect(text.slice(start + Number(match[1]), start + Number(match[1]) + 'endstream'.length)).toBe('endstream');
  }
  const pageCount = Number(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(text)?.[1]);
  return { text, pageCount };
}

/** The strings the pages show, in order. */
function shownText(text: string): string[] {
  return [...text.matchAll(/\((?:\\.|[^\\)])*\) Tj/g)].map((match) => match[0].slice(1, -4).replaceAll(/\\(.)/g, '$1'));
}

describe('writeTextPdf', () => {
  it('writes a valid PDF 1.4 whose pages show the text, with Helvetica in WinAnsi', () => {
    const pdf = writeTextPdf({ title: 'Transcript: Renewal', blocks: [{ text: 'Transcript: Renewal', style: 'title' }, { text: 'Hello (there) \\ friend.' }] });
    const { text, pageCount } = readStructure(pdf);
    expect(pageCount).toBe(1);
    expect(text).toContain('/BaseFont /Helvetica /Encoding /WinAnsiEncoding');
    expect(text).toContain('/BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding');
    expect(shownText(text)).toEqual(['Transcript: Renewal', 'Hello (there) \\ friend.', 'Transcript: Renewal', 'Page 1 of 1']);
    expect(text).toContain('/Title (Transcript: Renewal)');
  });

  it('wraps long paragraphs within the margins and numbers each page', () => {
    const sentence = 'Every learner line is kept word for word so a coach can read it. ';
    const pdf = writeTextPdf({ title: 'Long', blocks: Array.from({ length: 40 }, (_, index) => ({ text: `${index + 1}. ${sentence.repeat(4)}` })) });
    const { text, pageCount } = readStructure(pdf);
    expect(pageCount).toBeGreaterThan(1);
    const shown = shownText(text);
    for (let page = 1; page <= pageCount; page += 1) expect(shown).toContain(`Page ${page} of ${pageCount}`);
    // No line is wider than the text area (A4 less two 56 pt margins).
    const bodyLines = shown.filter((line) => !line.startsWith('Page ') && line !== 'Long');
    for (const line of bodyLines) expect(textWidth(encodeWinAnsi(line), 'F1', 10)).toBeLessThanOrEqual(595.28 - 112);
    // Nothing lost or reordered: the lines joined give the paragraphs back.
    expect(bodyLines.join(' ')).toContain(`40. ${sentence.repeat(4).trim()}`);
  });

  it('cuts a word longer than a line', () => {
    const lines = wrapBytes(encodeWinAnsi('x'.repeat(300)), 'F1', 10, 200);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.flat()).toHaveLength(300);
    for (const line of lines) expect(textWidth(line, 'F1', 10)).toBeLessThanOrEqual(200);
  });
});

describe('encodeWinAnsi', () => {
  it('keeps Latin-1 and WinAnsi characters as their codes', () => {
    expect(encodeWinAnsi('Zoë: “€5” – ok…')).toEqual([0x5a, 0x6f, 0xeb, 0x3a, 0x20, 0x93, 0x80, 0x35, 0x94, 0x20, 0x96, 0x20, 0x6f, 0x6b, 0x85]);
  });

  it('replaces other characters sensibly: stand-ins, letters without accents, one "?" per run of the rest', () => {
    const spell = (text: string) => Buffer.from(encodeWinAnsi(text)).toString('latin1');
    expect(spell('score ≥ 70 → pass')).toBe('score >= 70 -> pass');
    expect(spell('Łódź, Mértola, Ţara')).toBe('Lódz, Mértola, Tara');
    expect(spell('名前 is 佐藤 🙂!')).toBe('? is ? ?!');
    expect(spell('a\u200bb')).toBe('ab');
  });
});

describe('streamPdf: pictures among the words', () => {
  async function collect(blocks: (PdfBlock | PdfPictureBlock)[]): Promise<Buffer> {
    const parts: Buffer[] = [];
    for await (const part of streamPdf({ title: 'Photos', blocks, createdAt: new Date('2026-01-02T03:04:05Z') })) parts.push(part);
    return Buffer.concat(parts);
  }

  it('writes one image XObject per picture with its size, loads them in turn, and keeps every offset right', async () => {
    const loaded: string[] = [];
    const picture = (name: string, bytes: Buffer): PdfPictureBlock => ({
      load: async () => {
        loaded.push(name);
        return jpegImage(bytes) ?? [{ text: `${name} not shown` }];
      },
    });
    const pdf = await collect([
      { text: 'Before', style: 'heading' },
      picture('wide', buildJpeg({ width: 4000, height: 3000 })),
      { text: 'Between' },
      picture('tall', buildJpeg({ width: 20, height: 90 })),
      picture('broken', Buffer.from('not a jpeg')),
      { text: 'After' },
    ]);
    expect(loaded).toEqual(['wide', 'tall', 'broken']);
    const { text } = readStructure(pdf);
    const images = [...text.matchAll(/\/Subtype \/Image \/Width (\d+) \/Height (\d+) \/ColorSpace \/DeviceRGB \/BitsPerComponent 8 \/Filter \/DCTDecode \/Length (\d+) >>\nstream\n/g)];
    expect(images.map((match) => [Number(match[1]), Number(match[2])])).toEqual([
      [4000, 3000],
      [20, 90],
    ]);
    // The JPEG's bytes as they are, then endstream.
    const first = images[0]!;
    const start = first.index + first[0].length;
    expect(pdf.subarray(start, start + Number(first[3]))).toEqual(buildJpeg({ width: 4000, height: 3000 }));
    expect(text.slice(start + Number(first[3]), start + Number(first[3]) + 10)).toBe('\nendstream');
    // Each page names the pictures it draws; the wide one is shrunk to the text's width (595.28 - 2 × 56).
    expect(text).toMatch(/\/XObject << \/Im1 \d+ 0 R/);
    expect(text).toMatch(/q 483\.28 0 0 362\.46 \d+(\.\d+)? \d+(\.\d+)? cm \/Im1 Do Q/);
    expect(text).toMatch(/q 15 0 0 67\.5 [\d.]+ [\d.]+ cm \/Im2 Do Q/);
    expect(shownText(text)).toContain('broken not shown');
  });

  it('reads a JPEG size from its SOF marker and embeds simple PNGs, not those with transparency', () => {
    expect(readJpegInfo(buildJpeg({ width: 640, height: 480 }))).toMatchObject({ width: 640, height: 480, components: 3 });
    expect(readJpegInfo(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
    const png = pngImage(buildPng({ width: 4, height: 3 }));
    expect(png).toMatchObject({ width: 4, height: 3, colorSpace: 'DeviceRGB', filter: 'FlateDecode' });
    expect(pngImage(buildPng({ width: 4, height: 3, alpha: 128 }))).toEqual({ reason: 'a PNG with transparency' });
  });
});
