// The export's memory book: memory-book.html (self-contained: no script, no outside address, photos by their path
// inside the ZIP) and memory-book.pdf, with the summary, the answers, captions and transcripts.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TwinMemory } from '../../../../shared/contracts/twin-memories.ts';
import { buildWav } from '../../../test/audio-files.ts';
import { buildJpeg, buildPng } from '../../../test/image-files.ts';
import { multipart, type MultipartPart } from '../../../test/multipart.ts';
import { TEST_DATABASES, signUpPerson, useTestApp } from '../../../test/test-app.ts';
import { unzip } from '../../../test/zip-entries.ts';

/** The strings a text PDF's pages show, in order. */
function shownText(pdf: Buffer): string {
  return [...pdf.toString('latin1').matchAll(/\((?:\\.|[^\\)])*\) Tj/g)].map((match) => match[0].slice(1, -4).replaceAll(/\\(.)/g, '$1')).join(' ');
}

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]);

describe.each(TEST_DATABASES)('[TWIN] the export’s memory book on $name', ({ url }) => {
  const ctx = useTestApp(url, { LOGIN_RATE_LIMIT_PER_IP: '1000' });

  it('holds memory-book.html and memory-book.pdf with the answers, captions, transcripts and relative photo paths', async () => {
    const sam = await signUpPerson(ctx);
    const call = (method: 'GET' | 'PUT' | 'PATCH', path: string, payload?: object) => ctx.app.inject({ method, url: path, headers: { cookie: sam.cookies }, ...(payload ? { payload } : {}) });
    const upload = async (parts: MultipartPart[]) => {
      const body = multipart(parts);
      const response = await ctx.app.inject({ method: 'POST', url: '/twin/memories', payload: body.payload, headers: { ...body.headers, cookie: sam.cookies } });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as TwinMemory;
    };
    expect((await call('PUT', '/twin/answers/1', { text: 'I grew up in Leith <by the docks> & loved the gulls.' })).statusCode).toBe(200);
    const photo = await upload([
      { name: 'kind', value: 'photo' },
      { name: 'title', value: 'Sunday at the pier' },
      { name: 'date', value: '1987-07-14' },
      { name: 'caption', value: 'Grandma "Nell" with the blue boat' },
      { name: 'file', filename: 'pier photo.png', content: PNG, contentType: 'image/png' },
    ]);
    const voice = await upload([
      { name: 'kind', value: 'voice' },
      { name: 'title', value: 'Evening note' },
      { name: 'file', filename: 'note.wav', content: buildWav({ seconds: 0.2 }), contentType: 'audio/wav' },
    ]);
    await call('PATCH', `/twin/memories/${voice.id}`, { transcript: 'We sailed to Skye in the old ketch.' });

    const response = await call('GET', '/twin/export');
    expect(response.statusCode).toBe(200);
    const entries = unzip(response.rawPayload);
    expect([...entries.keys()]).toEqual(expect.arrayContaining(['memory-book.html', 'memory-book.pdf']));

    const html = entries.get('memory-book.html')!.toString('utf8');
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('I grew up in Leith &lt;by the docks&gt; &amp; loved the gulls.');
    expect(html).toContain('<figcaption>Grandma &quot;Nell&quot; with the blue boat</figcaption>');
    expect(html).toContain('14 July 1987');
    expect(html).toContain('We sailed to Skye in the old ketch.');
    // The photo by its relative path inside the ZIP, and that path holds the photo.
    const photoPath = `memories/${photo.id}-pier photo.png`;
    expect(html).toContain(`<img src="memories/${photo.id}-pier%20photo.png"`);
    expect(entries.get(photoPath)).toEqual(PNG);
    // Self-contained: nothing from another address, no script.
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(html).not.toMatch(/<script|<link /);
    expect([...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => decodeURIComponent(match[1]!)).every((path) => entries.has(path))).toBe(true);

    const pdf = entries.get('memory-book.pdf')!;
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    const words = shownText(pdf);
    expect(words).toContain('In their own words');
    expect(words).toContain('I grew up in Leith <by the docks> & loved the gulls.');
    expect(words).toContain('Grandma "Nell" with the blue boat');
    expect(words).toContain(`photo: ${photoPath}`);
    expect(words).toContain('What was said: We sailed to Skye in the old ketch.');

    // Asked in Indonesian (the web app names its interface language), the book's headings and labels are Indonesian;
    // the owner's words are theirs. A browser's Accept-Language does the same when the address names none.
    const indonesian = await ctx.app.inject({ method: 'GET', url: '/twin/export?language=id', headers: { cookie: sam.cookies, 'accept-language': 'en-GB' } });
    const byBrowser = await ctx.app.inject({ method: 'GET', url: '/twin/export', headers: { cookie: sam.cookies, 'accept-language': 'id-ID,id;q=0.9' } });
    expect(unzip(byBrowser.rawPayload).get('memory-book.html')!.toString('utf8')).toContain('<html lang="id">');
    const unknown = await ctx.app.inject({ method: 'GET', url: '/twin/export?language=xx', headers: { cookie: sam.cookies } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/Language must be one of: en, id/);
    const book = unzip(indonesian.rawPayload);
    const indonesianHtml = book.get('memory-book.html')!.toString('utf8');
    expect(indonesianHtml).toContain('<html lang="id">');
    expect(indonesianHtml).toContain('<h2>Dengan kata-katanya sendiri</h2>');
    expect(indonesianHtml).toContain('14 Juli 1987');
    const indonesianWords = shownText(book.get('memory-book.pdf')!);
    expect(indonesianWords).toContain('Dengan kata-katanya sendiri');
    expect(indonesianWords).toContain(`foto: ${photoPath}`);
    expect(indonesianWords).toContain('Yang diucapkan: We sailed to Skye in the old ketch.');
  });
  it('shows each JPEG photo in memory-book.pdf as an image of its own size, a simple PNG too, and names the rest', async () => {
    const ada = await signUpPerson(ctx);
    const upload = async (title: string, filename: string, content: Buffer, contentType: string) => {
      const body = multipart([
        { name: 'kind', value: 'photo' },
        { name: 'title', value: title },
        { name: 'file', filename, content, contentType },
      ]);
      const response = await ctx.app.inject({ method: 'POST', url: '/twin/memories', payload: body.payload, headers: { ...body.headers, cookie: ada.cookies } });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as TwinMemory;
    };
    const beach = buildJpeg({ width: 1600, height: 1200, scanBytes: 4096 });
    await upload('The beach at Nairn', 'beach.jpg', beach, 'image/jpeg');
    await upload('Portrait', 'portrait.jpg', buildJpeg({ width: 300, height: 800 }), 'image/jpeg');
    await upload('A blue square', 'blue.png', buildPng({ width: 4, height: 3 }), 'image/png');
    const glass = await upload('See-through', 'glass.png', buildPng({ width: 4, height: 3, alpha: 100 }), 'image/png');

    const response = await ctx.app.inject({ method: 'GET', url: '/twin/export', headers: { cookie: ada.cookies } });
    expect(response.statusCode).toBe(200);
    const pdf = unzip(response.rawPayload).get('memory-book.pdf')!;
    const text = pdf.toString('latin1');
    const images = [...text.matchAll(/\/Subtype \/Image \/Width (\d+) \/Height (\d+) \/ColorSpace \/(\w+) \/BitsPerComponent 8 \/Filter \/(\w+)/g)].map((match) => match.slice(1, 5).join(' '));
    expect(images).toEqual(['1600 1200 DeviceRGB DCTDecode', '300 800 DeviceRGB DCTDecode', '4 3 DeviceRGB FlateDecode']);
    // The JPEG's own bytes are the image's stream.
    expect(pdf.includes(beach)).toBe(true);
    expect(shownText(pdf)).toContain(`photo: memories/${glass.id}-glass.png`);
    expect(shownText(pdf)).toContain('Not shown here: a PNG with transparency. The photo is in this export at the path above.');
    expect(text.endsWith('%%EOF\n')).toBe(true);
  });

  it('writes the keepsake in the owner’s account language when the page names none, whatever the browser asks', async () => {
    const sari = await signUpPerson(ctx);
    const call = (method: 'GET' | 'PUT' | 'PATCH', path: string, payload?: object, headers: Record<string, string> = {}) =>
      ctx.app.inject({ method, url: path, headers: { cookie: sari.cookies, ...headers }, ...(payload ? { payload } : {}) });
    expect((await call('PATCH', '/users/me', { language: 'id' })).statusCode).toBe(200);
    expect((await call('PUT', '/twin/answers/1', { text: 'Saya tumbuh besar di Medan.' })).statusCode).toBe(200);

    const book = unzip((await call('GET', '/twin/export', undefined, { 'accept-language': 'en-GB,en;q=0.9' })).rawPayload);
    const html = book.get('memory-book.html')!.toString('utf8');
    expect(html).toContain('<html lang="id">');
    expect(html).toContain('<h2>Dengan kata-katanya sendiri</h2>');
    expect(shownText(book.get('memory-book.pdf')!)).toContain('Dengan kata-katanya sendiri');
    expect(html).toContain('Saya tumbuh besar di Medan.');
    // The language the page names wins: the person reads the interface in English on this device.
    const english = unzip((await call('GET', '/twin/export?language=en')).rawPayload).get('memory-book.html')!.toString('utf8');
    expect(english).toContain('<h2>In their own words</h2>');
  });
});
