// Builds DOCX (ZIP) and PDF files byte by byte for tests, including hostile ones: an archive that expands a
// thousand-fold, one whose declared sizes lie, a PDF with thousands of pages. Nothing here is read from disk.
import { constants, crc32, createDeflateRaw } from 'node:zlib';

/** Text, or one piece of text repeated many times (streamed, so a 100 MB part never sits in memory whole). */
export type PartContent = string | { prefix?: string; repeat: string; times: number; suffix?: string };

export interface ZipPart {
  name: string;
  content: PartContent;
  /** The uncompressed size the archive claims, when it should lie about it. */
  declaredSize?: number;
}

function* chunksOf(content: PartContent): Generator<Buffer> {
  if (typeof content === 'string') {
    yield Buffer.from(content);
    return;
  }
  if (content.prefix) yield Buffer.from(content.prefix);
  const perChunk = Math.max(1, Math.floor((1024 * 1024) / Buffer.byteLength(content.repeat)));
  const chunk = Buffer.from(content.repeat.repeat(perChunk));
  let left = content.times;
  for (; left >= perChunk; left -= perChunk) yield chunk;
  if (left > 0) yield Buffer.from(content.repeat.repeat(left));
  if (content.suffix) yield Buffer.from(content.suffix);
}

async function deflatePart(content: PartContent): Promise<{ compressed: Buffer; size: number; crc: number }> {
  const deflate = createDeflateRaw({ level: constants.Z_BEST_COMPRESSION });
  const output: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => output.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  let size = 0;
  let crc = 0;
  for (const chunk of chunksOf(content)) {
    size += chunk.length;
    crc = crc32(chunk, crc);
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  return { compressed: Buffer.concat(output), size, crc };
}

interface EntryFields {
  crc: number;
  compressedSize: number;
  size: number;
  nameLength: number;
}

/** The fields a local header and its central directory record share, in the same order, from "version needed" on. */
function writeEntryFields(header: Buffer, at: number, entry: EntryFields): void {
  header.writeUInt16LE(20, at);
  header.writeUInt16LE(8, at + 4); // deflate
  header.writeUInt32LE(entry.crc, at + 10);
  header.writeUInt32LE(entry.compressedSize, at + 14);
  header.writeUInt32LE(entry.size, at + 18);
  header.writeUInt16LE(entry.nameLength, at + 22);
}

/** A ZIP archive (deflated entries, central directory, end record), written the way Word writes a DOCX. */
export async function buildZip(parts: ZipPart[]): Promise<Buffer> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const { compressed, size, crc } = await deflatePart(part.content);
    const fields: EntryFields = { crc, compressedSize: compressed.length, size: part.declaredSize ?? size, nameLength: name.length };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeEntryFields(local, 4, fields);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    writeEntryFields(central, 6, fields);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const WORD_NAMESPACE = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

/** The smallest DOCX Word and mammoth accept, with `paragraph` repeated `times` times as its body. */
export async function buildDocx(paragraph: string, times: number, options: { declaredSize?: number } = {}): Promise<Buffer> {
  return buildZip([
    {
      name: '[Content_Types].xml',
      content:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    },
    {
      name: '_rels/.rels',
      content:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    },
    {
      name: 'word/document.xml',
      content: {
        prefix: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${WORD_NAMESPACE}"><w:body>`,
        repeat: paragraph,
        times,
        suffix: '</w:body></w:document>',
      },
      ...(options.declaredSize === undefined ? {} : { declaredSize: options.declaredSize }),
    },
  ]);
}

/** A valid PDF of `pageCount` pages; `textOfPage` gives a page its lines of text (pages without text have no content). */
export function buildPdf(pageCount: number, textOfPage: (pageNumber: number) => string | null = () => null): Buffer {
  // 1 catalog, 2 page tree, 3 font, then per page: its page object and, with text, its content stream.
  const pageIds: number[] = [];
  const bodies: string[] = [];
  let nextId = 4;
  for (let page = 1; page <= pageCount; page += 1) {
    const pageId = nextId++;
    pageIds.push(pageId);
    const text = textOfPage(page);
    if (text === null) {
      bodies[pageId] = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>';
      continue;
    }
    const contentId = nextId++;
    // One text line per line of `text`; long lines would run off the page, where readers drop them.
    const lines = text.split('\n').map((line) => `(${line.replace(/[\\()]/g, (character) => `\\${character}`)}) Tj T*`);
    const stream = `BT /F1 10 Tf 12 TL 36 756 Td ${lines.join(' ')} ET`;
    bodies[pageId] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${contentId} 0 R >>`;
    bodies[contentId] = `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`;
  }
  bodies[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  bodies[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageCount} >>`;
  bodies[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';

  let pdf = '%PDF-1.7\n';
  const offsets: number[] = [];
  for (let id = 1; id < nextId; id += 1) {
    offsets[id] = Buffer.byteLength(pdf);
    pdf += `${id} 0 obj\n${bodies[id]}\nendobj\n`;
  }
  const xrefOffset = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${nextId}\n0000000000 65535 f \n`;
  for (let id = 1; id < nextId; id += 1) pdf += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${nextId} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
