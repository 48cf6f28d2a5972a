// What an uploaded document says: its text, read within limits (size, compression ratio, pages) that a crafted file
// cannot pass, in a worker thread (files.cpu-tasks.ts). Edit this file to read a new file type.
import { inflateRawSync } from 'node:zlib';
import { extractRawText } from 'mammoth';
import { getDocumentProxy } from 'unpdf';
import { formatBytes, TOO_LARGE_PREFIX, UNREADABLE_FILE_MESSAGES, type FileType } from '../../../shared/contracts/files.ts';
import { isUtf8Text, readZipDirectory, ZIP_LOCAL_HEADER } from './file-content.ts';

/** Enough text to ground a prompt; longer documents are cut here rather than filling the database. */
export const EXTRACTED_TEXT_MAX_LENGTH = 200_000;

/** Why a document could not be read, in words the person can act on. */
export class UnreadableFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableFileError';
  }
}

/** A document past one of the extraction bounds: reading it would cost more memory or time than any real one needs. */
export class DocumentTooLargeError extends UnreadableFileError {
  constructor(reason: string) {
    super(`${TOO_LARGE_PREFIX}${reason}`);
    this.name = 'DocumentTooLargeError';
  }
}

/** Bounds checked before and while a document is read (settings EXTRACT_*). */
export interface ExtractionLimits {
  /** Total size of a DOCX's parts once unpacked. */
  maxInflatedBytes: number;
  /** Unpacked size over packed size; real documents stay far below it. */
  maxCompressionRatio: number;
  maxPdfPages: number;
}

// A few kilobytes of repeated markup can compress far better than any ratio limit and harm no one.
const RATIO_EXEMPT_BYTES = 1024 * 1024;

const expandsTooFar = (limits: ExtractionLimits) =>
  new DocumentTooLargeError(`it expands to more than ${formatBytes(limits.maxInflatedBytes)} of text.`);
const compressedTooFar = (limits: ExtractionLimits) =>
  new DocumentTooLargeError(`it expands more than ${limits.maxCompressionRatio} times when unpacked, which real documents never do.`);

function assertRatio(inflated: number, compressed: number, limits: ExtractionLimits) {
  if (inflated > RATIO_EXEMPT_BYTES && inflated > Math.max(compressed, 1) * limits.maxCompressionRatio) throw compressedTooFar(limits);
}

/**
 * Unpacks every part of a DOCX with a hard cap on the output, before the Word reader sees it. The sizes an
 * archive declares are checked first because that is cheap, then the real ones, because declared sizes can lie.
 */
function assertDocxWithinLimits(bytes: Buffer, limits: ExtractionLimits): void {
  const entries = readZipDirectory(bytes);
  if (!entries) throw new UnreadableFileError(UNREADABLE_FILE_MESSAGES.docx);
  let declared = 0;
  let compressed = 0;
  for (const entry of entries) {
    declared += entry.uncompressedSize;
    compressed += entry.compressedSize;
  }
  if (declared > limits.maxInflatedBytes) throw expandsTooFar(limits);
  assertRatio(declared, compressed, limits);

  let inflated = 0;
  for (const entry of entries) {
    const header = entry.localHeaderOffset;
    if (header + 30 > bytes.length || !bytes.subarray(header, header + 4).equals(ZIP_LOCAL_HEADER)) {
      throw new UnreadableFileError(UNREADABLE_FILE_MESSAGES.docx);
    }
    const dataStart = header + 30 + bytes.readUInt16LE(header + 26) + bytes.readUInt16LE(header + 28);
    const data = bytes.subarray(dataStart, dataStart + entry.compressedSize);
    if (data.length !== entry.compressedSize) throw new UnreadableFileError(UNREADABLE_FILE_MESSAGES.docx);
    if (entry.method === 0) {
      inflated += data.length;
    } else if (entry.method === 8) {
      try {
        // One byte past what is left is enough to know the limit is crossed; zlib stops there.
        inflated += inflateRawSync(data, { maxOutputLength: limits.maxInflatedBytes - inflated + 1 }).length;
      } catch (error) {
        if (error instanceof RangeError && 'code' in error && error.code === 'ERR_BUFFER_TOO_LARGE') throw expandsTooFar(limits);
        throw new UnreadableFileError(UNREADABLE_FILE_MESSAGES.docx);
      }
    } else {
      throw new UnreadableFileError(UNREADABLE_FILE_MESSAGES.docx);
    }
    if (inflated > limits.maxInflatedBytes) throw expandsTooFar(limits);
  }
  assertRatio(inflated, compressed, limits);
}

/** The text of one PDF page, as unpdf's extractText joins it. */
async function readPdfPage(pdf: Awaited<ReturnType<typeof getDocumentProxy>>, pageNumber: number): Promise<string> {
  const page = await pdf.getPage(pageNumber);
  try {
    const content = await page.getTextContent();
    return content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
  } finally {
    page.cleanup();
  }
}

async function extractPdfText(bytes: Buffer, limits: ExtractionLimits): Promise<string> {
  // pdf.js keeps the buffer it is given; hand it a copy so the caller's bytes stay intact.
  const data = new Uint8Array(bytes);
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // Font programs are never compiled to JavaScript (isEvalSupported), and pdf.js stays quiet about repairs.
    pdf = await getDocumentProxy(data, { isEvalSupported: false, verbosity: 0 });
  } catch (error) {
    if (error instanceof Error && error.name === 'PasswordException') {
      throw new UnreadableFileError('The PDF is password-protected. Remove the password and upload it again.');
    }
    throw new UnreadableFileError(UNREADABLE_FILE_MESSAGES.pdf);
  }
  try {
    // The page count comes from the document's catalogue, before any page is parsed.
    if (pdf.numPages > limits.maxPdfPages) {
      throw new DocumentTooLargeError(`it has ${pdf.numPages.toLocaleString('en')} pages, and the limit is ${limits.maxPdfPages.toLocaleString('en')}.`);
    }
    const pages: string[] = [];
    let length = 0;
    for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber += 1) {
      const text = await readPdfPage(pdf, pageNumber);
      pages.push(text);
      length += text.length + 1;
      // Text past the cap is cut anyway; stop reading pages once the tidied text is certain to reach it.
      if (length >= EXTRACTED_TEXT_MAX_LENGTH && tidyText(joinPdfPages(pages)).length >= EXTRACTED_TEXT_MAX_LENGTH) break;
    }
    return joinPdfPages(pages);
  } catch (error) {
    if (error instanceof UnreadableFileError) throw error;
    throw new UnreadableFileError(UNREADABLE_FILE_MESSAGES.pdf);
  } finally {
    await pdf.destroy();
  }
}

/** Pages joined and their spacing normalised, as unpdf's extractText({ mergePages: true }) does. */
function joinPdfPages(pages: string[]): string {
  return pages
    .join('\n')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n');
}

async function extractDocxText(bytes: Buffer, limits: ExtractionLimits): Promise<string> {
  assertDocxWithinLimits(bytes, limits);
  try {
    const { value } = await extractRawText({ buffer: bytes });
    return value;
  } catch {
    throw new UnreadableFileError(UNREADABLE_FILE_MESSAGES.docx);
  }
}

/** Postgres text cannot hold NUL, and runs of blank lines only cost prompt space. */
function tidyText(text: string): string {
  return text
    .replace(/^\uFEFF/, '')
    .replaceAll('\u0000', '')
    .replace(/\r\n?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, EXTRACTED_TEXT_MAX_LENGTH);
}

/**
 * The document's text, tidied and capped; throws UnreadableFileError for a corrupt or text-less document and
 * DocumentTooLargeError past a limit. CPU-heavy: the files.extract job runs it in a worker thread.
 */
export async function extractFileText(fileType: FileType, bytes: Buffer, limits: ExtractionLimits): Promise<string> {
  let raw: string;
  if (fileType === 'pdf') raw = await extractPdfText(bytes, limits);
  else if (fileType === 'docx') raw = await extractDocxText(bytes, limits);
  else if (isUtf8Text(bytes)) raw = bytes.toString('utf8');
  else throw new UnreadableFileError(UNREADABLE_FILE_MESSAGES[fileType]);

  const text = tidyText(raw);
  if (text.length === 0 && fileType === 'pdf') {
    throw new UnreadableFileError('No text was found in this PDF. Scanned pages are not supported; upload a PDF with selectable text.');
  }
  if (text.length === 0) throw new UnreadableFileError('No text was found in this file.');
  return text;
}

export interface ExtractTextInput {
  fileType: FileType;
  /** A Buffer on the way in; structured clone delivers a Uint8Array to the worker. */
  bytes: Uint8Array;
  limits: ExtractionLimits;
}

/** Error classes do not cross threads, so a document that cannot be read comes back as a value with its reason. */
export type ExtractTextOutcome = { ok: true; text: string } | { ok: false; message: string };

/** extractFileText as a worker-thread task (listed in files.cpu-tasks.ts). */
export async function extractFileTextTask({ fileType, bytes, limits }: ExtractTextInput): Promise<ExtractTextOutcome> {
  try {
    return { ok: true, text: await extractFileText(fileType, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), limits) };
  } catch (error) {
    if (error instanceof UnreadableFileError) return { ok: false, message: error.message };
    throw error;
  }
}
