// What an uploaded file is: a safe display name and the type its bytes really have (what it says is file-text.ts).
// Edit this file to accept a new file type (also add it to FILE_TYPES in shared/contracts/files.ts, and its reading
// to file-text.ts).
import { FILE_NAME_MAX_LENGTH, fileTypeOfName, type FileType } from '../../../shared/contracts/files.ts';

export const MIME_TYPES: Record<FileType, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

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

export const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const ZIP_END_OF_DIRECTORY = 0x06054b50;
const ZIP_DIRECTORY_ENTRY = 0x02014b50;

export interface ZipEntry {
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
export function readZipDirectory(bytes: Buffer, baseOffset = 0): ZipEntry[] | null {
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

export function isUtf8Text(bytes: Buffer): boolean {
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
