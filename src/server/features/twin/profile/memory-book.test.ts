// The memory book's PDF reads its photos one at a time and stops embedding them past its allowance.
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildJpeg } from '../../../test/image-files.ts';
import { summarizeTwinOffline } from '../../../ai/offline/twin/summarize.ts';
import { answersOf } from '../../../ai/offline/twin/twin-owner.test-helpers.ts';
import { REFUSAL_OWNERS } from '../../../ai/offline/twin/summary-refusal-owners.test-helpers.ts';
import { bookSections, writeMemoryBookHtml, writeMemoryBookPdf, type MemoryBookMemory } from './memory-book.ts';

const photo = (index: number, bytes: Buffer): MemoryBookMemory => ({
  kind: 'photo',
  title: `Photo ${index}`,
  date: null,
  caption: null,
  text: null,
  file: `memories/${index}.jpg`,
  mimeType: 'image/jpeg',
  storageKey: `key-${index}`,
  sizeBytes: bytes.length,
});

describe('the memory book PDF', () => {
  it('opens each photo when its turn comes, one open at a time, and names the photos past the allowance', async () => {
    const files = new Map([1, 2, 3].map((index) => [`key-${index}`, buildJpeg({ width: 100 * index, height: 50, scanBytes: 1000 })]));
    let open = 0;
    let mostOpen = 0;
    const opened: string[] = [];
    const openBytes = async (key: string) => {
      opened.push(key);
      open += 1;
      mostOpen = Math.max(mostOpen, open);
      return Readable.from([files.get(key)!]).on('close', () => (open -= 1));
    };
    const book = {
      name: 'Ada',
      username: 'ada',
      summary: null,
      answers: [],
      memories: [1, 2, 3].map((index) => photo(index, files.get(`key-${index}`)!)),
      createdAt: new Date('2026-03-01T00:00:00Z'),
    };
    const parts: Buffer[] = [];
    // Room for two photos of about 1 KB each, not three.
    for await (const part of writeMemoryBookPdf(book, openBytes, 2500)) parts.push(part);
    const text = Buffer.concat(parts).toString('latin1');
    expect([...text.matchAll(/\/Subtype \/Image \/Width (\d+) \/Height (\d+)/g)].map((match) => `${match[1]}x${match[2]}`)).toEqual(['100x50', '200x50']);
    expect(text).toContain('Not shown here: this book embeds up to 2 KB of photos');
    // The third is not even read: its size is known before.
    expect(opened).toEqual(['key-1', 'key-2']);
    expect(mostOpen).toBe(1);
  });

  it('writes its headings and labels in the owner’s language, and their words as they are', async () => {
    const voice: MemoryBookMemory = { ...photo(1, Buffer.alloc(0)), kind: 'voice', title: 'Lagu nenek', date: '2026-03-05', text: 'Nenek bernyanyi setiap pagi.', file: 'memories/1.webm', mimeType: 'audio/webm', storageKey: null };
    const book = { name: 'Sari', username: 'sari', summary: null, answers: [], memories: [voice], createdAt: new Date('2026-03-06T00:00:00Z'), language: 'id' as const };
    const html = writeMemoryBookHtml(book);
    expect(html).toContain('<html lang="id">');
    expect(html).toContain('Buku kenangan Engram @sari, dibuat 2026-03-06.');
    expect(html).toContain('<h2>Kenangan</h2>');
    expect(html).toContain('Catatan suara · 5 Maret 2026');
    expect(html).toContain('Yang diucapkan:');
    expect(html).toContain('Nenek bernyanyi setiap pagi.');
    const parts: Buffer[] = [];
    for await (const part of writeMemoryBookPdf(book, async () => Readable.from([]))) parts.push(part);
    const pdf = Buffer.concat(parts).toString('latin1');
    expect(pdf).toContain('Kenangan');
    expect(pdf).toContain('Catatan suara');
    // Without a language the book is English, as before.
    expect(writeMemoryBookHtml({ ...book, language: null })).toContain('<h2>Memories</h2>');
  });

  it('prints each sentence of the summary under one heading only, even from a summary saved with it in two', () => {
    const section = (text: string) => ({ text, sources: ['answer:4'], is_empty: text === '' });
    const empty = section('');
    const summary = {
      tags: [],
      tag_evidence: [],
      coverage: null,
      sections: {
        family: section('My son Tiago fixes boats.'),
        friends: section('My oldest friend is Rosa. We met at the market in 1990!'),
        loved_ones: empty,
        hobby: section('We met at the market in 1990! I keep bees on the roof.'),
        interest: empty,
        work_life: section('We met at the market in 1990!'),
        values: empty,
      },
    };
    expect(bookSections(summary)).toEqual([
      { name: 'family', text: 'My son Tiago fixes boats.' },
      { name: 'friends', text: 'My oldest friend is Rosa. We met at the market in 1990!' },
      { name: 'hobby', text: 'I keep bees on the roof.' },
    ]);
    const html = writeMemoryBookHtml({ name: 'Lia', username: 'lia', summary, answers: [], memories: [], createdAt: new Date('2026-03-06T00:00:00Z'), language: null });
    expect(html.split('We met at the market in 1990!').length).toBe(2);
  });

  it('prints the summary as it is: each sentence once, under its section, beside the one it leans on', () => {
    const owner = REFUSAL_OWNERS.find((entry) => entry.name === 'Lucía Ferrer')!;
    const summary = summarizeTwinOffline({ ownerName: owner.name, answers: answersOf(owner), memories: [] });
    const book = bookSections(summary);
    expect(book.map(({ name, text }) => [name, text])).toEqual(Object.entries(summary.sections).filter(([, section]) => !section.is_empty).map(([name, section]) => [name, section.text]));
    expect(book.find((section) => section.name === 'hobby')?.text).toContain('Sewing. I made my own wedding dress');
  });
});
