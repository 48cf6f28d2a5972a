import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkUploadCandidate, formatBytes } from '../../../shared/contracts/files.ts';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import { buildDocx, buildPdf, buildZip } from '../../test/build-documents.ts';
import { detectFileType, sanitizeFileName } from './file-content.ts';
import { extractFileText, type ExtractionLimits } from './file-text.ts';

const FIXTURES = join(import.meta.dirname, '../../../../e2e/fixtures/files');
const LIMITS: ExtractionLimits = { maxInflatedBytes: 50 * 1024 * 1024, maxCompressionRatio: 100, maxPdfPages: 2000 };

describe('[FILES] sanitizeFileName', () => {
  it.each([
    ['../../etc/passwd.txt', 'passwd.txt'],
    ['..\\..\\windows\\system.ini.txt', 'system.ini.txt'],
    ['C:\\Users\\sam\\Desktop\\notes.md', 'notes.md'],
    ['tab\there\u0000nul\u001b.csv', 'tabherenul.csv'],
    ['invoice\u202etxt.exe.pdf', 'invoicetxt.exe.pdf'],
    ['  spaced name.txt  ', 'spaced name.txt'],
    ['..', ''],
    ['dir/', ''],
    ['Café Ünïcode.txt', 'Café Ünïcode.txt'],
  ])('%j becomes %j', (input, expected) => {
    expect(sanitizeFileName(input)).toBe(expected);
  });

  it('caps a long name at 200 characters and keeps the extension', () => {
    const name = sanitizeFileName(`${'é'.repeat(400)}.docx`);
    expect(Array.from(name)).toHaveLength(200);
    expect(name.endsWith('é.docx')).toBe(true);
  });
});

describe('[FILES] detectFileType', () => {
  it('needs the extension and the content to agree', () => {
    const pdf = readFileSync(join(FIXTURES, 'sample.pdf'));
    const docx = readFileSync(join(FIXTURES, 'sample.docx'));
    expect(detectFileType('a.pdf', pdf)).toBe('pdf');
    expect(detectFileType('A.PDF', pdf)).toBe('pdf');
    expect(detectFileType('a.docx', docx)).toBe('docx');
    expect(detectFileType('a.txt', pdf)).toBeNull();
    expect(detectFileType('a.pdf', docx)).toBeNull();
    expect(detectFileType('a.docx', pdf)).toBeNull();
    expect(detectFileType('a.md', Buffer.from('# Heading ✓'))).toBe('md');
    expect(detectFileType('a.csv', Buffer.from([0xff, 0xfe, 0x41, 0x00]))).toBeNull();
    expect(detectFileType('a.exe', Buffer.from('text'))).toBeNull();
  });
});

describe('[FILES] extractFileText', () => {
  it('reads the fixtures and refuses a text-less or corrupt document', async () => {
    expect(await extractFileText('pdf', readFileSync(join(FIXTURES, 'sample.pdf')), LIMITS)).toContain('Quarterly procurement review');
    expect(await extractFileText('docx', readFileSync(join(FIXTURES, 'sample.docx')), LIMITS)).toContain('Vendor onboarding checklist');
    await expect(extractFileText('pdf', Buffer.from('%PDF-1.4\nnot a pdf'), LIMITS)).rejects.toThrow("This PDF can't be read (damaged or not a PDF).");
    await expect(extractFileText('txt', Buffer.from('  \n\n '), LIMITS)).rejects.toThrow('No text was found in this file.');
  });

  it('drops NUL characters, normalises line ends and caps the text', async () => {
    expect(await extractFileText('txt', Buffer.from('\uFEFFa\r\nb\r\n\r\n\r\n\r\nc'), LIMITS)).toBe('a\nb\n\nc');
    expect(await extractFileText('csv', Buffer.from('x'.repeat(250_000)), LIMITS)).toHaveLength(200_000);
  });
});

describe('[FILES] extractFileText within its bounds', () => {
  const SMALL: ExtractionLimits = { maxInflatedBytes: 4 * 1024 * 1024, maxCompressionRatio: 100, maxPdfPages: 20 };

  it('reads a DOCX built by hand, and refuses one that claims to expand past the limit before unpacking it', async () => {
    expect(await extractFileText('docx', await buildDocx('<w:p><w:r><w:t>Hello from a built document</w:t></w:r></w:p>', 2), SMALL)).toBe(
      'Hello from a built document\n\nHello from a built document',
    );
    // Five million empty paragraphs: 30 MB of XML in about 30 KB.
    const bomb = await buildDocx('<w:p/>', 5_000_000);
    expect(bomb.length).toBeLessThan(100_000);
    await expect(extractFileText('docx', bomb, SMALL)).rejects.toThrow('This document is too large to read: it expands to more than 4 MB of text.');
  });

  it('catches an archive whose declared sizes lie while unpacking it', async () => {
    const liar = await buildDocx('<w:p/>', 5_000_000, { declaredSize: 2_000 });
    await expect(extractFileText('docx', liar, SMALL)).rejects.toThrow('This document is too large to read: it expands to more than 4 MB of text.');
    // The declared sizes alone would have passed: the real size was measured.
    const honestSmall = await buildZip([{ name: 'word/document.xml', content: 'x', declaredSize: 2_000 }]);
    await expect(extractFileText('docx', honestSmall, SMALL)).rejects.toThrow("This Word document can't be read (damaged or not a DOCX file).");
  });

  it('refuses a document that unpacks far beyond any real one, even under the size limit', async () => {
    // 3 MB of XML in a few kilobytes: a reader would spend seconds and hundreds of MB on nothing.
    const dense = await buildDocx('<w:p/>', 500_000);
    await expect(extractFileText('docx', dense, SMALL)).rejects.toThrow(
      'This document is too large to read: it expands more than 100 times when unpacked, which real documents never do.',
    );
  });

  it('counts PDF pages before reading them, and reads every page of a PDF at the limit', async () => {
    await expect(extractFileText('pdf', buildPdf(21), SMALL)).rejects.toThrow('This document is too large to read: it has 21 pages, and the limit is 20.');
    const text = await extractFileText('pdf', buildPdf(20, (page) => `Page ${page} says (hello).`), SMALL);
    expect(text.split('\n')).toHaveLength(20);
    expect(text).toContain('Page 20 says (hello).');
  });

  it('reads PDF pages up to the text cap and keeps the capped text whole', async () => {
    // 150 pages of about 2,000 characters: reading stops near page 100, once the tidied text reaches the cap.
    const lines = Array.from({ length: 40 }, () => 'Minutes of the procurement meeting, item by item.').join('\n');
    const text = await extractFileText('pdf', buildPdf(150, (page) => `Page ${page}\n${lines}`), { ...SMALL, maxPdfPages: 200 });
    expect(text).toHaveLength(200_000);
    expect(text.startsWith('Page 1\nMinutes of the procurement meeting')).toBe(true);
    expect(text).toContain('\nPage 99\n');
  });
});

describe('[FILES] attachmentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name, and nothing can break out of the header', () => {
    expect(attachmentDisposition('report.pdf')).toBe(`attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`);
    const header = attachmentDisposition('a"b\\c\r\nSet-Cookie: x=1 ü.txt');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(`attachment; filename="a_b_c__Set-Cookie: x=1 _.txt"; filename*=UTF-8''a%22b%5Cc%0D%0ASet-Cookie%3A%20x%3D1%20%C3%BC.txt`);
  });
});

describe('[FILES] checkUploadCandidate', () => {
  it('checks presence, type, emptiness and size, in that order', () => {
    const limit = 20 * 1024 * 1024;
    expect(checkUploadCandidate(null, limit)).toBe('Choose a file to upload.');
    expect(checkUploadCandidate({ name: 'a.exe', size: 0 }, limit)).toBe('Only PDF, DOCX, TXT, MD and CSV files are supported.');
    expect(checkUploadCandidate({ name: 'a.txt', size: 0 }, limit)).toBe('The file is empty.');
    expect(checkUploadCandidate({ name: 'a.pdf', size: limit + 1 }, limit)).toBe('The file is too large. The limit is 20 MB.');
    expect(checkUploadCandidate({ name: 'a.pdf', size: limit }, limit)).toBeNull();
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(900)).toBe('900 bytes');
  });
});
