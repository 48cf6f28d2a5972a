// What an uploaded file is and what it says: a safe display name, the type its bytes really have, and its text.
// Edit this file to accept a new file type (also add it to FILE_TYPES in shared/contracts/files.ts).
import { inflateRawSync } from 'node:zlib';
import { extractRawText } from 'mammoth';
import { getDocumentProxy } from 'unpdf';
import { FILE_NAME_MAX_LENGTH, fileTypeOfName, formatBytes, UNREADABLE_FILE_MESSAGES, type FileType } from '../../../shared/contracts/files.ts';

export const MIME_TYPES: Record<FileType, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

/** Enough text to ground a prompt; longer documents are cut here rather than filling the database. */
export const EXTRACTED_TEXT_MAX_LENGTH = 200_000;

// C0/C1 control characters, and the bidirectional overrides that can make "exe.txt" look like "txt.exe".
// eslint-disable-next-line no-control-regex
const UNSAFE_NAME_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The name kept for display and download: only the last path segment (either slash), without control
 * characters, at most 200 characters with the extension kept. Never used as a storage path.
 */
export function sanitizeFileName(rawName: string): string {
  const baseName = rawName.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const cleaned = baseName.replace(UNSAFE_NAME_CHARACTERS, '').trim();
  const name = cleaned === '.' || cleaned === '..' ? '' : cleaned;
  const chars = Array.from(name);
  if (chars.length <= FILE_NAME_MAX_LENGTH) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(name.slice(dot)) : [];
  if (extension.length >= FILE_NAME_MAX_LENGTH / 2) return chars.slice(0, FILE_NAME_MAX_LENGTH).join('');
  return chars.slice(0, FILE_NAME_MAX_LENGTH - extension.length).join('').trimEnd() + extension.join('');
}

const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const ZIP_END_OF_DIRECTORY = 0x06054b50;
const ZIP_DIRECTORY_ENTRY = 0x02014b50;

interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  /** As declared by the archive, which may lie. */
  uncompressedSize: number;
  localHeaderOffset: number;
}

/**
 * The entries of a ZIP archive, read from its central directory; null when the bytes are not a readable ZIP.
 * `bytes` may be only the archive's end, starting at `baseOffset` (an upload's tail): its offsets are the archive's.
 */
function readZipDirectory(bytes: Buffer, baseOffset = 0): ZipEntry[] | null {
  if (bytes.length < 22 || (baseOffset === 0 && !bytes.subarray(0, 4).equals(ZIP_LOCAL_HEADER))) return null;
  // The end-of-directory record sits in the last 22 bytes plus an optional comment of up to 65 535 bytes.
  const searchFrom = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let offset = bytes.length - 22; offset >= searchFrom; offset -= 1) {
    if (bytes.readUInt32LE(offset) === ZIP_END_OF_DIRECTORY) {
      end = offset;
      break;
    }
  }
  if (end < 0) return null;
  const entryCount = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16) - baseOffset;
  if (offset < 0) return null;
  const entries: ZipEntry[] = [];
  for (let index = 0; index < entryCount; index += 1) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== ZIP_DIRECTORY_ENTRY) return null;
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    entries.push({
      name: bytes.toString('utf8', offset + 46, offset + 46 + nameLength),
      method: bytes.readUInt16LE(offset + 10),
      compressedSize: bytes.readUInt32LE(offset + 20),
      uncompressedSize: bytes.readUInt32LE(offset + 24),
      localHeaderOffset: bytes.readUInt32LE(offset + 42),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function isUtf8Text(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** How much of an upload's end is kept to find a DOCX's central directory (a few KB in any real document). */
const ZIP_TAIL_BYTES = 1024 * 1024;

export interface ContentSniffer {
  /** Sees the next chunk of the upload, in order. */
  update(chunk: Buffer): void;
  /** The file's type when its extension and its content agree, otherwise null; once every chunk was seen. */
  detect(): FileType | null;
}

/**
 * Judges an upload's content while it streams to storage, keeping only what the judgement needs: its first bytes,
 * whether it is UTF-8 text so far (decoded chunk by chunk), and for a DOCX the last megabyte, where the ZIP's
 * central directory is. Nothing else of the upload is held.
 */
export function createContentSniffer(filename: string): ContentSniffer {
  const claimed = fileTypeOfName(filename);
  const head: Buffer[] = [];
  let headLength = 0;
  const tail: Buffer[] = [];
  let tailLength = 0;
  let totalLength = 0;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let isText = true;
  return {
    update(chunk) {
      totalLength += chunk.length;
      if (headLength < 8) {
        head.push(chunk);
        headLength += chunk.length;
      }
      if (claimed === 'docx') {
        tail.push(chunk);
        tailLength += chunk.length;
        while (tail.length > 1 && tailLength - tail[0]!.length >= ZIP_TAIL_BYTES) tailLength -= tail.shift()!.length;
      }
      if (isText && (claimed === 'txt' || claimed === 'md' || claimed === 'csv')) {
        try {
          isText = !chunk.includes(0);
          decoder.decode(chunk, { stream: true });
        } catch {
          isText = false;
        }
      }
    },
    detect() {
      const start = Buffer.concat(head);
      switch (claimed) {
        case 'pdf':
          return start.subarray(0, 5).toString('latin1') === '%PDF-' ? 'pdf' : null;
        case 'docx': {
          if (!start.subarray(0, 4).equals(ZIP_LOCAL_HEADER)) return null;
          const end = Buffer.concat(tail);
          return readZipDirectory(end, totalLength - end.length)?.some((entry) => entry.name === 'word/document.xml') ? 'docx' : null;
        }
        case 'txt':
        case 'md':
        case 'csv':
          if (!isText) return null;
          try {
            // A sequence cut off by the end of the file is not text either.
            decoder.decode();
            return claimed;
          } catch {
            return null;
          }
        default:
          return null;
      }
    },
  };
}

/** The file's type when its extension and its content agree, otherwise null. */
export function detectFileType(filename: string, bytes: Buffer): FileType | null {
  const sniffer = createContentSniffer(filename);
  sniffer.update(bytes);
  return sniffer.detect();
}

/** Why a document could not be read, in words the person can act on. */
export class UnreadableFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableFileError';
  }
}

/** The start of every "too large" reason, so people (and tests) can tell it from a corrupt file. */
export const TOO_LARGE_PREFIX = 'This document is too large to read: ';

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
