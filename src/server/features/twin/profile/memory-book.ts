// The export's keepsake, "the memory book": one self-contained HTML page (its style inline, no script, nothing
// fetched from anywhere; photos by their relative path inside the ZIP, so it opens offline from the unzipped folder)
// and a PDF of the same words with the photos in it (JPEGs, and the simple PNGs; any other photo is named with its
// path in the ZIP and why it is not shown), written as the ZIP reads it, one photo in memory at a time.
import type { Readable } from 'node:stream';
import { type TwinAnswer, type TwinSummary } from '../../../../shared/contracts/twin.ts';
import { DEFAULT_INTERFACE_LANGUAGE, type InterfaceLanguage } from '../../../../shared/contracts/languages-constants.ts';
import { TWIN_SUMMARY_SECTIONS } from '../../../../shared/contracts/twin-constants.ts';
import { escapeHtml } from '../../../lib/mailer.ts';
import { jpegImage, pngImage, type PdfImage } from '../../../lib/pdf-images.ts';
import { streamPdf, type PdfBlock, type PdfPictureBlock } from '../../../lib/pdf-writer.ts';
import { memoryBookTexts, type MemoryBookTexts } from './memory-book-texts.ts';

export const MEMORY_BOOK_HTML = 'memory-book.html';

// One sentence of a section's text, with its closing mark and quote.
const SENTENCE = /[^.!?…]+(?:[.!?…]+["”’)]*|$)/gu;

/**
 * The summary's sections as the book prints them, in order: a sentence already printed under an earlier heading is
 * left out (a summary saved before each fact had one place, or edited by its owner), and a section left with nothing
 * is not printed.
 */
export function bookSections(summary: TwinSummary): { name: (typeof TWIN_SUMMARY_SECTIONS)[number]; text: string }[] {
  const printed = new Set<string>();
  const sections: { name: (typeof TWIN_SUMMARY_SECTIONS)[number]; text: string }[] = [];
  for (const name of TWIN_SUMMARY_SECTIONS) {
    const section = summary.sections[name];
    if (section.is_empty || !section.text.trim()) continue;
    const kept = (section.text.trim().match(SENTENCE) ?? []).map((sentence) => sentence.trim()).filter((sentence) => {
      const key = sentence.toLowerCase();
      if (!sentence || printed.has(key)) return false;
      printed.add(key);
      return true;
    });
    if (kept.length > 0) sections.push({ name, text: kept.join(' ') });
  }
  return sections;
}
export const MEMORY_BOOK_PDF = 'memory-book.pdf';

export interface MemoryBookMemory {
  kind: string;
  title: string;
  date: string | null;
  caption: string | null;
  /** Typed text, a document's extracted text, or a recording's transcript. */
  text: string | null;
  /** Its file's path inside the ZIP (relative to the book), if it has one. */
  file: string | null;
  mimeType: string | null;
  /** Where its bytes are stored (for the PDF's photos), and how many there are. */
  storageKey: string | null;
  sizeBytes: number;
}

/** The most photo bytes one PDF book embeds; the photos past it are named, not shown (they are in the ZIP). */
export const MEMORY_BOOK_PDF_PHOTO_BYTES_MAX = 50 * 1024 * 1024;

export interface MemoryBook {
  name: string;
  username: string;
  summary: TwinSummary | null;
  answers: readonly TwinAnswer[];
  memories: readonly MemoryBookMemory[];
  createdAt: Date;
  /** The owner's interface language, which the book's headings and labels are written in (English when unknown). */
  language?: InterfaceLanguage | null;
}

/** The first part of a long text in the book: documents can be long, and the book is for reading. */
const BOOK_TEXT_MAX_LENGTH = 5000;

function shortened(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > BOOK_TEXT_MAX_LENGTH ? `${trimmed.slice(0, BOOK_TEXT_MAX_LENGTH).trimEnd()}…` : trimmed;
}

function textLabel(kind: string, texts: MemoryBookTexts): string {
  return kind === 'voice' || kind === 'video' ? texts.whatWasSaid : kind === 'document' ? texts.fromTheDocument : '';
}

/** A ZIP path as an href: each segment encoded, the slashes kept. */
function hrefOf(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

function dayOf(date: string | null, texts: MemoryBookTexts): string | null {
  if (!date) return null;
  const day = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? date : day.toLocaleDateString(texts.locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

function paragraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((part) => `<p>${escapeHtml(part).replaceAll('\n', '<br>')}</p>`)
    .join('\n');
}

const STYLE = `
  :root { color-scheme: light; }
  body { font: 16px/1.6 Georgia, 'Times New Roman', serif; color: #1e293b; background: #fdfcf9; margin: 0; }
  main { max-width: 46rem; margin: 0 auto; padding: 3rem 1.25rem 4rem; }
  h1 { font-size: 2.2rem; margin: 0 0 .25rem; }
  h2 { font-size: 1.4rem; margin: 2.5rem 0 1rem; border-bottom: 1px solid #e2e8f0; padding-bottom: .25rem; }
  h3 { font-size: 1.1rem; margin: 1.5rem 0 .25rem; }
  .muted { color: #475569; font-size: .9rem; }
  .tags { color: #475569; }
  figure { margin: 1rem 0; }
  figure img { max-width: 100%; height: auto; border-radius: .5rem; border: 1px solid #e2e8f0; }
  figcaption { font-style: italic; color: #334155; margin-top: .4rem; }
  article { margin-bottom: 2rem; page-break-inside: avoid; }
  blockquote { margin: .5rem 0; padding-left: 1rem; border-left: 3px solid #cbd5e1; }
  @media print { body { background: #fff; } main { padding-top: 0; } }
`;

/** The book as one HTML page. */
export function writeMemoryBookHtml(book: MemoryBook): string {
  const texts = memoryBookTexts(book.language);
  const parts: string[] = [];
  parts.push(`<h1>${escapeHtml(book.name)}</h1>`, `<p class="muted">${escapeHtml(texts.madeOn(book.username, book.createdAt.toISOString().slice(0, 10)))}</p>`);

  if (book.summary) {
    parts.push(`<h2>${escapeHtml(texts.whoTheyAre)}</h2>`);
    if (book.summary.tags.length > 0) parts.push(`<p class="tags">${book.summary.tags.map(escapeHtml).join(' · ')}</p>`);
    for (const { name, text } of bookSections(book.summary)) parts.push(`<h3>${escapeHtml(texts.sections[name])}</h3>`, paragraphs(text));
  }

  const answered = book.answers.filter((answer) => answer.text.trim() !== '');
  if (answered.length > 0) {
    parts.push(`<h2>${escapeHtml(texts.inTheirOwnWords)}</h2>`);
    for (const answer of answered) parts.push(`<article><h3>${escapeHtml(answer.question)}</h3><blockquote>${paragraphs(answer.text.trim())}</blockquote></article>`);
  }

  if (book.memories.length > 0) {
    parts.push(`<h2>${escapeHtml(texts.memories)}</h2>`);
    for (const memory of book.memories) {
      const facts = [texts.kinds[memory.kind] ?? memory.kind, dayOf(memory.date, texts)].filter(Boolean).join(' · ');
      const body: string[] = [`<h3>${escapeHtml(memory.title)}</h3>`, `<p class="muted">${escapeHtml(facts)}</p>`];
      const isImage = memory.kind === 'photo' && memory.file && memory.mimeType?.startsWith('image/');
      if (isImage) {
        const alt = memory.caption ?? memory.title;
        body.push(`<figure><img src="${escapeHtml(hrefOf(memory.file!))}" alt="${escapeHtml(alt)}" loading="lazy">${memory.caption ? `<figcaption>${escapeHtml(memory.caption)}</figcaption>` : ''}</figure>`);
      } else {
        if (memory.caption) body.push(`<p><em>${escapeHtml(memory.caption)}</em></p>`);
        if (memory.file && (memory.kind === 'voice' || memory.kind === 'video' || memory.kind === 'document')) {
          body.push(`<p class="muted">${escapeHtml(texts.file)}: <a href="${escapeHtml(hrefOf(memory.file))}">${escapeHtml(memory.file)}</a></p>`);
        }
      }
      if (memory.text?.trim()) {
        const label = textLabel(memory.kind, texts);
        body.push(`${label ? `<p class="muted">${label}:</p>` : ''}<blockquote>${paragraphs(shortened(memory.text))}</blockquote>`);
      }
      parts.push(`<article>${body.join('\n')}</article>`);
    }
  }

  if (!book.summary && answered.length === 0 && book.memories.length === 0) parts.push(`<p>${escapeHtml(texts.nothingKept)}</p>`);

  return [
    '<!doctype html>',
    `<html lang="${book.language ?? DEFAULT_INTERFACE_LANGUAGE}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // Nothing leaves the folder: no script, no fetch, images only from beside the book.
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; media-src 'self'">`,
    `<title>${escapeHtml(`${book.name} - ${texts.titleSuffix}`)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body><main>',
    ...parts,
    '</main></body>',
    '</html>',
    '',
  ].join('\n');
}

/** A stored file's bytes, or null once they pass `limit` (the rest is not read). */
async function readUpTo(stream: Readable, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += bytes.length;
    if (size > limit) {
      stream.destroy();
      return null;
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks, size);
}

/** Loads photos for the PDF one at a time while the book's photo allowance lasts. */
function photoLoader(openBytes: (key: string) => Promise<Readable>, maxBytes: number, texts: MemoryBookTexts) {
  const notShown = (why: string): PdfBlock[] => [{ text: texts.notShown(why), style: 'muted', indent: 12, spaceBefore: 2 }];
  let left = maxBytes;
  const allowance = maxBytes >= 1024 * 1024 ? `${Math.round(maxBytes / 1024 / 1024)} MB` : `${Math.round(maxBytes / 1024)} KB`;
  const overAllowance = `this book embeds up to ${allowance} of photos`;
  return (memory: MemoryBookMemory & { storageKey: string }): PdfPictureBlock => ({
    spaceBefore: 6,
    async load(): Promise<PdfImage | readonly PdfBlock[]> {
      const isJpeg = memory.mimeType === 'image/jpeg';
      if (!isJpeg && memory.mimeType !== 'image/png') return notShown(`this book embeds JPEG and PNG photos, and this one is ${memory.mimeType ?? 'of another kind'}`);
      if (memory.sizeBytes > left) return notShown(overAllowance);
      let bytes: Buffer | null;
      try {
        bytes = await readUpTo(await openBytes(memory.storageKey), left);
      } catch {
        return notShown('the photo could not be read');
      }
      if (!bytes) return notShown(overAllowance);
      const image = isJpeg ? (jpegImage(bytes) ?? { reason: 'not a readable JPEG' }) : pngImage(bytes);
      if ('reason' in image) return notShown(image.reason);
      left -= bytes.length;
      return image;
    },
  });
}

/**
 * The book as a PDF, written as it is read: the same words, and each photo (read from storage when its turn comes)
 * under its title, until `maxPhotoBytes` have been embedded.
 */
export function writeMemoryBookPdf(
  book: MemoryBook,
  openBytes: (key: string) => Promise<Readable>,
  maxPhotoBytes = MEMORY_BOOK_PDF_PHOTO_BYTES_MAX,
): AsyncGenerator<Buffer> {
  const texts = memoryBookTexts(book.language);
  const picture = photoLoader(openBytes, maxPhotoBytes, texts);
  const blocks: (PdfBlock | PdfPictureBlock)[] = [
    { text: book.name, style: 'title' },
    { text: texts.madeOn(book.username, book.createdAt.toISOString().slice(0, 10)), style: 'muted', spaceBefore: 2 },
  ];
  if (book.summary) {
    blocks.push({ text: texts.whoTheyAre, style: 'heading', spaceBefore: 16 });
    if (book.summary.tags.length > 0) blocks.push({ text: book.summary.tags.join(' · '), style: 'muted' });
    for (const { name, text } of bookSections(book.summary)) blocks.push({ text: texts.sections[name], style: 'label', spaceBefore: 8 }, { text, style: 'body' });
  }
  const answered = book.answers.filter((answer) => answer.text.trim() !== '');
  if (answered.length > 0) {
    blocks.push({ text: texts.inTheirOwnWords, style: 'heading', spaceBefore: 16 });
    for (const answer of answered) blocks.push({ text: answer.question, style: 'label', spaceBefore: 8 }, { text: answer.text.trim(), style: 'body', indent: 12 });
  }
  if (book.memories.length > 0) {
    blocks.push({ text: texts.memories, style: 'heading', spaceBefore: 16 });
    for (const memory of book.memories) {
      blocks.push({ text: memory.title, style: 'label', spaceBefore: 10 });
      const facts = [texts.kinds[memory.kind] ?? memory.kind, dayOf(memory.date, texts), memory.kind === 'photo' && memory.file ? `${texts.photo}: ${memory.file}` : null].filter(Boolean).join(' · ');
      blocks.push({ text: facts, style: 'muted' });
      if (memory.kind === 'photo' && memory.storageKey) blocks.push(picture({ ...memory, storageKey: memory.storageKey }));
      if (memory.caption) blocks.push({ text: memory.caption, style: 'body', indent: 12, spaceBefore: 2 });
      if (memory.text?.trim()) {
        const label = textLabel(memory.kind, texts);
        blocks.push({ text: `${label ? `${label}: ` : ''}${shortened(memory.text)}`, style: 'body', indent: 12, spaceBefore: 2 });
      }
    }
  }
  if (blocks.length === 2) blocks.push({ text: texts.nothingKept, style: 'body', spaceBefore: 12 });
  return streamPdf({ title: `${book.name} - ${texts.titleSuffix}`, createdAt: book.createdAt, blocks });
}
