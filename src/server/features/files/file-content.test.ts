import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkUploadCandidate, formatBytes } from '../../../shared/contracts/files.ts';
import { attachmentDisposition } from './content-disposition.ts';
import { detectFileType, extractFileText, sanitizeFileName } from './file-content.ts';

const FIXTURES = join(import.meta.dirname, '../../../../e2e/fixtures/files');

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
    expect(await extractFileText('pdf', readFileSync(join(FIXTURES, 'sample.pdf')))).toContain('Quarterly procurement review');
    expect(await extractFileText('docx', readFileSync(join(FIXTURES, 'sample.docx')))).toContain('Vendor onboarding checklist');
    await expect(extractFileText('pdf', Buffer.from('%PDF-1.4\nnot a pdf'))).rejects.toThrow('The file could not be read. Is it a valid PDF?');
    await expect(extractFileText('txt', Buffer.from('  \n\n '))).rejects.toThrow('No text was found in this file.');
  });

  it('drops NUL characters, normalises line ends and caps the text', async () => {
    expect(await extractFileText('txt', Buffer.from('\uFEFFa\r\nb\r\n\r\n\r\n\r\nc'))).toBe('a\nb\n\nc');
    expect(await extractFileText('csv', Buffer.from('x'.repeat(250_000)))).toHaveLength(200_000);
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
