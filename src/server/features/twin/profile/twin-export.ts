// The owner's export: a ZIP written as it is sent (yazl), holding answers.json, summary.json, memories.json with
// every memory's file under memories/, activity.json, twin.json, and the memory book to read (memory-book.html, its
// photos by relative path under memories/, and memory-book.pdf with the photos in it). Only words and one photo at a
// time are held in memory; files and the PDF stream.
import { PassThrough, Readable } from 'node:stream';
import yazl from 'yazl';
import { type InterfaceLanguage } from '../../../../shared/contracts/languages-constants.ts';
import { toTwinMemory } from '../memories/memories.repository.ts';
import { MEMORY_BOOK_HTML, MEMORY_BOOK_PDF, writeMemoryBookHtml, writeMemoryBookPdf, type MemoryBookMemory } from './memory-book.ts';
import type { TwinService } from './twin.service.ts';

type ExportData = Awaited<ReturnType<TwinService['exportTwin']>>;

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/** Photos, recordings, PDFs and Office files are compressed already: deflating them again costs CPU and saves nothing. */
const ALREADY_COMPRESSED = /^(image|audio|video)\/|^application\/(pdf|zip|vnd\.openxmlformats)/;

/** The file name a memory has inside the ZIP: its id keeps names unique, its own name keeps it recognisable. */
export function memoryPathInZip(memory: { id: string; filename: string | null; kind: string }): string {
  const name = (memory.filename ?? `${memory.kind}.txt`).replace(/[^\w.\- ]+/g, '_');
  return `memories/${memory.id}-${name}`;
}

/** A readable ZIP of everything, written as the client reads it; the memory book's headings in `language`. */
export function buildTwinExport(data: ExportData, onError: (error: unknown) => void, language: InterfaceLanguage | null = null): Readable {
  const zip = new yazl.ZipFile();
  const out = new PassThrough();
  zip.outputStream.on('error', (error) => out.destroy(error)).pipe(out);

  try {
    const { summary, answers: _answers, ...twin } = data.twin;
    zip.addBuffer(json(twin), 'twin.json');
    zip.addBuffer(json(data.answers), 'answers.json');
    zip.addBuffer(json(summary), 'summary.json');
    const memories = [];
    const bookMemories: MemoryBookMemory[] = [];
    for (const row of data.memories) {
      let file: string | null = null;
      if (row.storageKey) {
        const key = row.storageKey;
        file = memoryPathInZip(row);
        // Opened when its turn comes, so a large locker never holds more than one file open.
        zip.addReadStreamLazy(file, { compress: !ALREADY_COMPRESSED.test(row.mimeType ?? '') }, (callback) => {
          data.openBytes(key).then(
            (stream) => callback(null, stream),
            (error: unknown) => {
              // Bytes lost from storage: the entry stays, empty, rather than the whole export failing.
              onError(error);
              callback(null, Readable.from([]));
            },
          );
        });
      } else if (row.text) {
        file = memoryPathInZip({ ...row, filename: `${row.kind}.txt` });
        zip.addBuffer(Buffer.from(row.text), file);
      }
      memories.push({ ...toTwinMemory(row), text: row.text, file });
      bookMemories.push({
        kind: row.kind,
        title: row.title,
        date: row.memoryDate,
        caption: row.caption,
        text: row.text,
        file,
        mimeType: row.mimeType,
        storageKey: row.storageKey,
        sizeBytes: row.sizeBytes,
      });
    }
    zip.addBuffer(json(memories), 'memories.json');
    const book = { name: twin.name, username: twin.username, summary, answers: data.answers, memories: bookMemories, createdAt: new Date(), language };
    zip.addBuffer(Buffer.from(writeMemoryBookHtml(book)), MEMORY_BOOK_HTML);
    // After the memories' files, so the PDF reads its photos from storage one at a time once they are sent; stored, as
    // its photos are compressed already.
    zip.addReadStreamLazy(MEMORY_BOOK_PDF, { compress: false }, (callback) => {
      const pdf = Readable.from(writeMemoryBookPdf(book, data.openBytes));
      pdf.on('error', (error) => onError(error));
      callback(null, pdf);
    });
    zip.addBuffer(json(data.activity), 'activity.json');
    zip.end();
  } catch (error) {
    onError(error);
    out.destroy(error instanceof Error ? error : new Error('The export could not be written.'));
  }
  return out;
}
