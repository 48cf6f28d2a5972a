// What an uploaded memory is, judged by its bytes as well as its name: a voice note, a video, a photo or a document is
// accepted only when its content matches its kind, so the locker never serves a disguised file.
import type { FileType } from '../../../../shared/contracts/files.ts';
import { TWIN_MEMORY_EXTENSIONS, type TwinMemoryKind } from '../../../../shared/contracts/twin-constants.ts';

export interface MemoryContent {
  mimeType: string;
  /** For a document: the type the files extraction task reads. */
  documentType: FileType | null;
}

const startsWith = (bytes: Buffer, signature: number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

function detectAudio(bytes: Buffer): string | null {
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'audio/webm';
  if (ascii(bytes, 0, 4) === 'OggS') return 'audio/ogg';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WAVE') return 'audio/wav';
  if (ascii(bytes, 4, 8) === 'ftyp') return 'audio/mp4';
  return null;
}

/** WebM (Matroska's EBML header) or an MP4 family file (an `ftyp` box): the two video containers browsers play. */
function detectVideo(bytes: Buffer, extension: string): string | null {
  if (extension === 'webm' && startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  if (extension === 'mp4' && ascii(bytes, 4, 8) === 'ftyp') return 'video/mp4';
  return null;
}

function detectImage(bytes: Buffer): string | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

const DOCUMENT_MIME_TYPES: Record<FileType, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

function detectDocument(extension: string, bytes: Buffer, isText: boolean): FileType | null {
  switch (extension) {
    case 'pdf':
      return ascii(bytes, 0, 5) === '%PDF-' ? 'pdf' : null;
    case 'docx':
      // A ZIP; the extraction task checks its parts.
      return startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) ? 'docx' : null;
    case 'txt':
    case 'md':
    case 'csv':
      return isText ? extension : null;
    default:
      return null;
  }
}

export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot > 0 ? filename.slice(dot + 1).toLowerCase() : '';
}

/** Enough of an upload's start for every signature above. */
const HEAD_BYTES = 16;

/**
 * Watches a memory upload while it streams to storage, keeping only what `detect` needs: its first bytes and whether
 * it is UTF-8 text so far (decoded chunk by chunk). The kind may come after the file in the form, so the judgement
 * waits for the end.
 */
export function createMemorySniffer() {
  const head: Buffer[] = [];
  let headLength = 0;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let isText = true;
  return {
    update(chunk: Buffer): void {
      if (headLength < HEAD_BYTES) {
        head.push(chunk.subarray(0, HEAD_BYTES - headLength));
        headLength += Math.min(chunk.length, HEAD_BYTES - headLength);
      }
      if (!isText) return;
      try {
        isText = !chunk.includes(0);
        decoder.decode(chunk, { stream: true });
      } catch {
        isText = false;
      }
    },
    /** The upload's content type when its name and bytes both fit `kind`, else null; once every chunk was seen. */
    detect(kind: Exclude<TwinMemoryKind, 'text'>, filename: string): MemoryContent | null {
      let wholeText = isText;
      if (wholeText) {
        try {
          decoder.decode();
        } catch {
          wholeText = false;
        }
      }
      return detectFromHead(kind, filename, Buffer.concat(head), wholeText);
    },
  };
}

function detectFromHead(kind: Exclude<TwinMemoryKind, 'text'>, filename: string, head: Buffer, isText: boolean): MemoryContent | null {
  const extension = extensionOf(filename);
  if (!TWIN_MEMORY_EXTENSIONS[kind].includes(extension)) return null;
  if (kind === 'voice') {
    const mimeType = detectAudio(head);
    return mimeType ? { mimeType, documentType: null } : null;
  }
  if (kind === 'video') {
    const mimeType = detectVideo(head, extension);
    return mimeType ? { mimeType, documentType: null } : null;
  }
  if (kind === 'photo') {
    const mimeType = detectImage(head);
    return mimeType ? { mimeType, documentType: null } : null;
  }
  const documentType = detectDocument(extension, head, isText);
  return documentType ? { mimeType: DOCUMENT_MIME_TYPES[documentType], documentType } : null;
}

/** The content type of a whole upload held in memory, as `createMemorySniffer` judges a streamed one. */
export function detectMemoryContent(kind: Exclude<TwinMemoryKind, 'text'>, filename: string, bytes: Buffer): MemoryContent | null {
  const sniffer = createMemorySniffer();
  sniffer.update(bytes);
  return sniffer.detect(kind, filename);
}

export function unsupportedMemoryMessage(kind: Exclude<TwinMemoryKind, 'text'>): string {
  const names = { voice: 'A voice note', video: 'A video', photo: 'A photo', document: 'A document' }[kind];
  const list = TWIN_MEMORY_EXTENSIONS[kind].map((extension) => extension.toUpperCase()).join(', ');
  return `${names} must be one of: ${list} (checked by its content).`;
}

/** A file name safe to keep and to put in a ZIP: no folders, no control characters, at most 200 characters. */
export function sanitizeMemoryFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const cleaned = base.replace(/^\.+/, '');
  return (cleaned || 'memory').slice(-200);
}
