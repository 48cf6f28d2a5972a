// A small writer of PDF 1.4 documents (A4, the standard Helvetica fonts, WinAnsi encoding): word wrap, pagination
// and page numbers. `writeTextPdf` is for words only, such as a session's transcript; `streamPdf` also shows photos
// (pdf-images.ts), each loaded when its turn comes and written out before the next, so a book of many photos holds
// one photo in memory. No font is embedded: any PDF reader shows the text with its own Helvetica (pdf-text.ts sets it).
import type { PdfImage } from './pdf-images.ts';
import { encodeWinAnsi, pdfString, textWidth, wrapBytes, type PdfFont } from './pdf-text.ts';

/** How a block of text is set. */
export type PdfTextStyle = 'title' | 'heading' | 'label' | 'body' | 'muted';

export interface PdfBlock {
  text: string;
  style?: PdfTextStyle;
  /** Points from the left margin. */
  indent?: number;
  /** Extra points above the block. */
  spaceBefore?: number;
}

export interface PdfDocument<Block = PdfBlock> {
  /** The document's title (its Info dictionary); also the small running title in each page's footer. */
  title: string;
  blocks: readonly Block[];
  /** Stamped in the Info dictionary; defaults to now. */
  createdAt?: Date;
}

/** A picture in the flow: loaded when the writer reaches it, or the blocks that stand in its place. */
export interface PdfPictureBlock {
  load: () => Promise<PdfImage | readonly PdfBlock[]>;
  spaceBefore?: number;
}

/** A picture already written, by its resource name, and the size it is shown at. */
interface ShownPicture {
  name: string;
  width: number;
  height: number;
  spaceBefore?: number;
}

const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 56;
const FOOTER_Y = 30;

const STYLES: Record<PdfTextStyle, { font: PdfFont; size: number; leading: number; grey: number }> = {
  title: { font: 'F2', size: 16, leading: 21, grey: 0 },
  heading: { font: 'F2', size: 12, leading: 17, grey: 0 },
  label: { font: 'F2', size: 10, leading: 14, grey: 0.15 },
  body: { font: 'F1', size: 10, leading: 14, grey: 0.1 },
  muted: { font: 'F1', size: 9, leading: 12.5, grey: 0.38 },
};

function formatNumber(value: number): string {
  return Number(value.toFixed(2)).toString();
}

interface PlacedLine {
  bytes: number[];
  style: PdfTextStyle;
  x: number;
  y: number;
}

interface PlacedPicture {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

type PlacedItem = PlacedLine | PlacedPicture;

const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const CONTENT_HEIGHT = PAGE_HEIGHT - 2 * MARGIN;

/** A photo's size on the page: its pixels at 96 per inch, shrunk to the text's width and to one page's height. */
export function pictureSize(pixelWidth: number, pixelHeight: number): { width: number; height: number } {
  const natural = { width: pixelWidth * 0.75, height: pixelHeight * 0.75 };
  const scale = Math.min(1, CONTENT_WIDTH / natural.width, CONTENT_HEIGHT / natural.height);
  return { width: natural.width * scale, height: natural.height * scale };
}

/** Sets the blocks on pages, top to bottom, starting a page where the next line or picture would run into the footer. */
function layOut(blocks: readonly (PdfBlock | ShownPicture)[]): PlacedItem[][] {
  const pages: PlacedItem[][] = [[]];
  const top = PAGE_HEIGHT - MARGIN;
  let y = top;
  for (const block of blocks) {
    if (y !== top) y -= block.spaceBefore ?? 0;
    if ('name' in block) {
      if (y - block.height < MARGIN && y !== top) {
        pages.push([]);
        y = top;
      }
      y -= block.height;
      pages.at(-1)!.push({ name: block.name, x: MARGIN + (CONTENT_WIDTH - block.width) / 2, y, width: block.width, height: block.height });
      continue;
    }
    const style = STYLES[block.style ?? 'body'];
    const indent = block.indent ?? 0;
    const width = CONTENT_WIDTH - indent;
    for (const paragraph of block.text.replaceAll(/\r\n?/g, '\n').split('\n')) {
      for (const bytes of wrapBytes(encodeWinAnsi(paragraph), style.font, style.size, width)) {
        if (y - style.leading < MARGIN) {
          pages.push([]);
          y = top;
        }
        y -= style.leading;
        pages.at(-1)!.push({ bytes, style: block.style ?? 'body', x: MARGIN + indent, y: y + (style.leading - style.size) / 2 });
      }
    }
  }
  return pages;
}

function pageContent(items: readonly PlacedItem[], footer: { left: number[]; right: number[] }): string {
  const parts: string[] = [];
  for (const item of items) {
    if ('name' in item) {
      parts.push(`q ${formatNumber(item.width)} 0 0 ${formatNumber(item.height)} ${formatNumber(item.x)} ${formatNumber(item.y)} cm /${item.name} Do Q`);
      continue;
    }
    if (item.bytes.length === 0) continue;
    const style = STYLES[item.style];
    parts.push(`BT ${formatNumber(style.grey)} g /${style.font} ${style.size} Tf 1 0 0 1 ${formatNumber(item.x)} ${formatNumber(item.y)} Tm ${pdfString(item.bytes)} Tj ET`);
  }
  const rightX = PAGE_WIDTH - MARGIN - textWidth(footer.right, 'F1', 8);
  parts.push(`BT 0.45 g /F1 8 Tf 1 0 0 1 ${MARGIN} ${FOOTER_Y} Tm ${pdfString(footer.left)} Tj ET`);
  parts.push(`BT 0.45 g /F1 8 Tf 1 0 0 1 ${formatNumber(rightX)} ${FOOTER_Y} Tm ${pdfString(footer.right)} Tj ET`);
  return `${parts.join('\n')}\n`;
}

function pdfDate(date: Date): string {
  return `D:${date.toISOString().replaceAll(/[-:T]/g, '').slice(0, 14)}Z`;
}

/** An image XObject's dictionary, before its bytes. */
function imageHeader(image: PdfImage): string {
  return (
    `<< /Type /XObject /Subtype /Image /Width ${image.width} /Height ${image.height} /ColorSpace /${image.colorSpace} ` +
    `/BitsPerComponent ${image.bitsPerComponent} /Filter /${image.filter}${image.extra} /Length ${image.data.length} >>\nstream\n`
  );
}

/**
 * Objects 1 catalog, 2 pages, 3 Helvetica, 4 Helvetica-Bold, 5 info, then a page and its content per page from
 * `firstPageId`; `pictures` are the image objects already written, by resource name.
 */
function documentObjects(document: PdfDocument<unknown>, pages: readonly PlacedItem[][], firstPageId: number, pictures: ReadonlyMap<string, number>): Map<number, string> {
  const titleBytes = encodeWinAnsi(document.title);
  const runningTitle = wrapBytes(titleBytes, 'F1', 8, CONTENT_WIDTH * 0.7)[0] ?? [];
  const objects = new Map<number, string>();
  const pageIds = pages.map((_, index) => firstPageId + index * 2);
  objects.set(1, '<< /Type /Catalog /Pages 2 0 R >>');
  objects.set(2, `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`);
  objects.set(3, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  objects.set(4, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  objects.set(5, `<< /Title ${pdfString(titleBytes)} /Producer (Engram) /CreationDate (${pdfDate(document.createdAt ?? new Date())}) >>`);
  pages.forEach((items, index) => {
    const content = pageContent(items, { left: runningTitle, right: encodeWinAnsi(`Page ${index + 1} of ${pages.length}`) });
    const pageId = pageIds[index]!;
    const shown = [...new Set(items.flatMap((item) => ('name' in item ? [item.name] : [])))];
    const xObjects = shown.length > 0 ? ` /XObject << ${shown.map((name) => `/${name} ${pictures.get(name)} 0 R`).join(' ')} >>` : '';
    objects.set(
      pageId,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >>${xObjects} >> /Contents ${pageId + 1} 0 R >>`,
    );
    objects.set(pageId + 1, `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}endstream`);
  });
  return objects;
}

/** The cross-reference table and trailer for objects 1..size-1 at `offsets`. */
function trailer(offsets: ReadonlyMap<number, number>, size: number, xrefAt: number): string {
  let text = `xref\n0 ${size}\n0000000000 65535 f \n`;
  for (let id = 1; id < size; id += 1) text += `${String(offsets.get(id) ?? 0).padStart(10, '0')} 00000 n \n`;
  return `${text}trailer\n<< /Size ${size} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
}

const PDF_HEADER = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';

/** The document as PDF bytes: catalog, pages, two fonts, info, one content stream per page, the cross-reference table. */
export function writeTextPdf(document: PdfDocument): Buffer {
  const pages = layOut(document.blocks);
  const objects = documentObjects(document, pages, 6, new Map());
  // Latin-1 throughout: one character is one byte, so string lengths are byte offsets.
  let body = PDF_HEADER;
  const offsets = new Map<number, number>();
  const size = Math.max(...objects.keys()) + 1;
  for (let id = 1; id < size; id += 1) {
    offsets.set(id, body.length);
    body += `${id} 0 obj\n${objects.get(id)}\nendobj\n`;
  }
  body += trailer(offsets, size, body.length);
  return Buffer.from(body, 'latin1');
}

/**
 * The document as PDF bytes, written as they are read: each picture is loaded in turn and written out as an image
 * object before the next is loaded; the pages, which only refer to the pictures, follow once all are placed.
 */
export async function* streamPdf(document: PdfDocument<PdfBlock | PdfPictureBlock>): AsyncGenerator<Buffer> {
  let written = 0;
  const offsets = new Map<number, number>();
  const emit = (text: string) => {
    const bytes = Buffer.from(text, 'latin1');
    written += bytes.length;
    return bytes;
  };
  yield emit(PDF_HEADER);

  let nextId = 6;
  const pictures = new Map<string, number>();
  const flow: (PdfBlock | ShownPicture)[] = [];
  for (const block of document.blocks) {
    if (!('load' in block)) {
      flow.push(block);
      continue;
    }
    const loaded = await block.load();
    if (Array.isArray(loaded)) {
      flow.push(...(loaded as readonly PdfBlock[]));
      continue;
    }
    const image = loaded as PdfImage;
    const id = nextId;
    nextId += 1;
    const name = `Im${pictures.size + 1}`;
    pictures.set(name, id);
    offsets.set(id, written);
    yield emit(`${id} 0 obj\n${imageHeader(image)}`);
    written += image.data.length;
    yield image.data;
    yield emit('\nendstream\nendobj\n');
    flow.push({ name, ...pictureSize(image.width, image.height), spaceBefore: block.spaceBefore });
  }

  const pages = layOut(flow);
  const objects = documentObjects(document, pages, nextId, pictures);
  const size = Math.max(...objects.keys()) + 1;
  for (const [id, object] of objects) {
    offsets.set(id, written);
    yield emit(`${id} 0 obj\n${object}\nendobj\n`);
  }
  yield emit(trailer(offsets, size, written));
}
