// What an uploaded file is and what it says: a safe display name, the type its bytes really have, and its text.
// Edit this file to accept a new file type (also add it to FILE_TYPES in shared/contracts/files.ts).
import { extractRawText } from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import { FILE_NAME_MAX_LENGTH, fileTypeOfName, type FileType } from '../../../shared/contracts/files.ts';

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

/** The entry names of a ZIP archive, read from its central directory; null when the bytes are not a readable ZIP. */
function listZipEntries(bytes: Buffer): string[] | null {
  if (bytes.length < 22 || !bytes.subarray(0, 4).equals(ZIP_LOCAL_HEADER)) return null;
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
  let offset = bytes.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let index = 0; index < entryCount; index += 1) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== ZIP_DIRECTORY_ENTRY) return null;
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    names.push(bytes.toString('utf8', offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
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

/** The file's type when its extension and its content agree, otherwise null. */
export function detectFileType(filename: string, bytes: Buffer): FileType | null {
  const claimed = fileTypeOfName(filename);
  switch (claimed) {
    case 'pdf':
      return bytes.subarray(0, 5).toString('latin1') === '%PDF-' ? 'pdf' : null;
    case 'docx':
      return listZipEntries(bytes)?.includes('word/document.xml') ? 'docx' : null;
    case 'txt':
    case 'md':
    case 'csv':
      return isUtf8Text(bytes) ? claimed : null;
    default:
      return null;
  }
}

/** Why a document could not be read, in words the person can act on. */
export class UnreadableFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableFileError';
  }
}

const UNREADABLE: Record<FileType, string> = {
  pdf: 'The file could not be read. Is it a valid PDF?',
  docx: 'The file could not be read. Is it a valid Word (DOCX) document?',
  txt: 'The file could not be read. Is it a UTF-8 text file?',
  md: 'The file could not be read. Is it a UTF-8 Markdown file?',
  csv: 'The file could not be read. Is it a UTF-8 CSV file?',
};

async function extractPdfText(bytes: Buffer): Promise<string> {
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
    throw new UnreadableFileError(UNREADABLE.pdf);
  }
  try {
    const { text } = await extractText(pdf, { mergePages: true });
    return text;
  } catch {
    throw new UnreadableFileError(UNREADABLE.pdf);
  } finally {
    await pdf.destroy();
  }
}

async function extractDocxText(bytes: Buffer): Promise<string> {
  try {
    const { value } = await extractRawText({ buffer: bytes });
    return value;
  } catch {
    throw new UnreadableFileError(UNREADABLE.docx);
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

/** The document's text, tidied and capped; throws UnreadableFileError for a corrupt or text-less document. */
export async function extractFileText(fileType: FileType, bytes: Buffer): Promise<string> {
  let raw: string;
  if (fileType === 'pdf') raw = await extractPdfText(bytes);
  else if (fileType === 'docx') raw = await extractDocxText(bytes);
  else if (isUtf8Text(bytes)) raw = bytes.toString('utf8');
  else throw new UnreadableFileError(UNREADABLE[fileType]);

  const text = tidyText(raw);
  if (text.length === 0 && fileType === 'pdf') {
    throw new UnreadableFileError('No text was found in this PDF. Scanned pages are not supported; upload a PDF with selectable text.');
  }
  if (text.length === 0) throw new UnreadableFileError('No text was found in this file.');
  return text;
}
