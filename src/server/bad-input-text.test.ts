// Text PostgreSQL cannot store (NUL, a lone surrogate) in every text of every JSON body, path parameter and multipart
// field: a 400 naming the field, and nothing stored.
import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasDisallowedCharacter } from '../shared/contracts/text.ts';
import { files } from './db/schema.ts';
import { TEST_DATABASES, useTestApp, registerAdmin } from './test/test-app.ts';

// The characters PostgreSQL cannot store. JSON.stringify writes a lone surrogate as the escape `\ud800`, which is
// exactly what a client sends; JSON.parse on the server turns it back into the lone code unit.
const DISALLOWED = [
  { label: 'NUL', text: '\u0000' },
  { label: 'a lone surrogate', text: '\ud800' },
];
const NOT_ALLOWED = / contains a character that is not allowed\.$/;
const VALID_UUID = '00000000-0000-4000-8000-000000000000';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minimum?: number;
}
interface Operation {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Where a text sits in a body: property names and array indexes from the root. */
type TextPath = (string | number)[];

/** A value of the schema's shape; every text is `fill(path, schema)`. Arrays get one item, so their strings are reached. */
function sampleOf(schema: JsonSchema, fill: (path: TextPath, schema: JsonSchema) => string, path: TextPath = []): unknown {
  if (schema.anyOf) return sampleOf(schema.anyOf.find((option) => option.type !== 'null') ?? {}, fill, path);
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, child]) => [key, sampleOf(child, fill, [...path, key])]));
    case 'array':
      return schema.items ? [sampleOf(schema.items, fill, [...path, 0])] : [];
    case 'string':
      return fill(path, schema);
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    default:
      return null;
  }
}

/** Every text path of a schema, in the order sampleOf visits them. */
function textPaths(schema: JsonSchema): { path: TextPath; schema: JsonSchema }[] {
  const found: { path: TextPath; schema: JsonSchema }[] = [];
  sampleOf(schema, (path, text) => {
    found.push({ path, schema: text });
    return '';
  });
  return found;
}

const samePath = (a: TextPath, b: TextPath) => a.length === b.length && a.every((part, index) => part === b[index]);

/** Multipart bytes written by hand, so a name or value can carry exactly the bytes a test means. */
function multipartBody(parts: { head: string | Buffer; content: Buffer }[]) {
  const boundary = `----engram-bad-input-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) chunks.push(Buffer.from(`--${boundary}\r\n`), Buffer.from(part.head), Buffer.from('\r\n\r\n'), part.content, Buffer.from('\r\n'));
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

// On PostgreSQL too when TEST_DATABASE_URL is set: that is where such text used to fail.
describe.each(TEST_DATABASES)('[APP] text the database cannot store is refused with a 400 naming the field on $name', ({ url: databaseUrl }) => {
  // An admin, so the admin routes read their bodies too (others get 403 before validation).
  const adminEmail = `bi-${randomUUID().slice(0, 8)}@example.test`;
  const ctx = useTestApp(databaseUrl, { LOGIN_RATE_LIMIT_PER_IP: '100000', ADMIN_EMAILS: adminEmail });
  let cookies: string;
  let email: string;
  let userId: string;
  let operations: { method: string; path: string; operation: Operation }[];

  beforeAll(async () => {
    const session = await registerAdmin(ctx, { email: adminEmail });
    cookies = session.cookies;
    email = session.account.email;
    userId = (await ctx.app.inject({ method: 'GET', url: '/users/me', headers: { cookie: cookies } })).json().user.id;
    const spec = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
    operations = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => ['get', 'post', 'patch', 'put', 'delete'].includes(method))
        .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
    );
  });

  /**
   * A text every field accepts: the caller's own address passes the email, name and organization checks alike; a
   * glossary's content must be "Term: definition" lines.
   */
  function validText(schema: JsonSchema, path: TextPath = []): string {
    if (schema.format === 'uuid') return VALID_UUID;
    if (path.at(-1) === 'glossary') return 'Term: what it means';
    if (path.at(-1) === 'baseUrl') return 'http://127.0.0.1:9/v1';
    if (path.at(-1) === 'smtpUrl') return 'smtp://127.0.0.1:9';
    if (path.at(-1) === 'publicUrl') return 'https://engram.example.test';
    if (path.at(-1) === 'voice') return 'alloy';
    // A Solana public key (32 bytes in base58): the mentor's payout wallet.
    if (path.at(-1) === 'wallet_address') return '11111111111111111111111111111112';
    // A number in text, a name such as a twin's username, or a summary's source.
    for (const candidate of ['42', 'sample_42', 'answer:1']) if (schema.pattern && new RegExp(schema.pattern).test(candidate)) return candidate;
    return email;
  }

  const send = (method: string, url: string, payload: string) =>
    ctx.app.inject({
      method: method as 'POST',
      url,
      payload,
      // Without the session's cookies here: a refresh would rotate them, and a logout would end the session every other call uses.
      headers: { 'content-type': 'application/json', ...(url === '/users/refresh' || url === '/users/logout' ? {} : { cookie: cookies }) },
    });

  it('refuses NUL and a lone surrogate in every text of every JSON body, one field at a time and all at once', async () => {
    const problems: string[] = [];
    let checked = 0;
    for (const { method, path, operation } of operations) {
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      if (!schema || path.includes('{')) continue;
      const texts = textPaths(schema);
      // A body of numbers alone (POST /credits/checkout) holds no text to refuse.
      if (texts.length === 0) continue;
      for (const { label, text } of DISALLOWED) {
        const variants = [
          ...texts.map((target) => ({
            name: target.path.join('.'),
            // Uuids, other formats and patterned texts (a summary's source) refuse the character with their own
            // message; plain text names the field.
            expectsNamedMessage: !target.schema.format && !target.schema.pattern,
            body: sampleOf(schema, (at, field) => (samePath(at, target.path) ? `${validText(field, at)}${text}x` : validText(field, at))),
          })),
          { name: 'every field', expectsNamedMessage: false, body: sampleOf(schema, () => `a${text}b`) },
        ];
        for (const variant of variants) {
          checked += 1;
          const response = await send(method, path, JSON.stringify(variant.body));
          const where = `${method} ${path} with ${label} in ${variant.name}: ${response.statusCode} ${response.body.slice(0, 160)}`;
          const message = response.statusCode === 400 ? (response.json() as { message?: unknown }).message : undefined;
          if (typeof message !== 'string' || message === '') problems.push(where);
          else if (variant.expectsNamedMessage && !(NOT_ALLOWED.test(message) && /^[A-Z]/.test(message))) problems.push(where);
        }
      }
    }
    expect(problems).toEqual([]);
    // Register, login, refresh, logout, profile, glossaries, personas and rubrics: well over a hundred variants.
    expect(checked).toBeGreaterThan(100);
  });

  it('refuses NUL in every text path parameter, and a lone surrogate\'s bytes never cause a server error', async () => {
    const problems: string[] = [];
    let checked = 0;
    for (const { method, path, operation } of operations) {
      const params = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
      for (const target of params) {
        for (const bad of ['%00', 'a%00b', '%ED%A0%80']) {
          checked += 1;
          const url = params.reduce(
            (current, parameter) =>
              current.replace(`{${parameter.name}}`, parameter === target ? bad : encodeURIComponent(validText(parameter.schema))),
            path,
          );
          const response = await ctx.app.inject({ method: method as 'GET', url, headers: { cookie: cookies } });
          const where = `${method} ${url}: ${response.statusCode} ${response.body.slice(0, 160)}`;
          const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
          if (response.statusCode < 400 || response.statusCode >= 500 || !isJson || !response.json().message) problems.push(where);
          else if (bad.includes('%00') && !target.schema.format && !(response.statusCode === 400 && NOT_ALLOWED.test(response.json().message))) {
            problems.push(where);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(20);
  });

  describe('the multipart upload', () => {
    const storedFileNames = async () =>
      (await ctx.database.db.select({ filename: files.filename }).from(files).where(eq(files.userId, userId))).map((row) => row.filename);
    const storedBlobCount = () => readdirSync(ctx.filesDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;

    const upload = (organizationId: Buffer, fileNameHead: Buffer) => {
      const body = multipartBody([
        { head: 'Content-Disposition: form-data; name="organization_id"', content: organizationId },
        {
          head: Buffer.concat([Buffer.from('Content-Disposition: form-data; name="file"; '), fileNameHead, Buffer.from('\r\nContent-Type: text/plain')]),
          content: Buffer.from('Quarterly notes.\n'),
        },
      ]);
      return ctx.app.inject({ method: 'POST', url: '/files/create', payload: body.payload, headers: { ...body.headers, cookie: cookies } });
    };

    it('answers 400 for NUL in the organization field or the file name, before anything is stored', async () => {
      const before = storedBlobCount();
      const cases = [
        { organizationId: Buffer.from(`${email}\u0000`), fileNameHead: Buffer.from('filename="notes.txt"'), message: 'Organization id contains a character that is not allowed.' },
        { organizationId: Buffer.from(email), fileNameHead: Buffer.from('filename="no\u0000tes.txt"'), message: 'File name contains a character that is not allowed.' },
        { organizationId: Buffer.from(email), fileNameHead: Buffer.from("filename*=UTF-8''no%00tes.txt"), message: 'File name contains a character that is not allowed.' },
      ];
      for (const { organizationId, fileNameHead, message } of cases) {
        const response = await upload(organizationId, fileNameHead);
        expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 400, body: { message } });
      }
      expect(storedBlobCount()).toBe(before);
      expect(await storedFileNames()).toEqual([]);
    });

    it('never stores a lone surrogate: its bytes are not UTF-8 and arrive as replacement characters', async () => {
      const loneSurrogateBytes = Buffer.from([0xed, 0xa0, 0x80]);
      const answers = [
        await upload(Buffer.concat([Buffer.from(email), loneSurrogateBytes]), Buffer.from('filename="notes.txt"')),
        await upload(Buffer.from(email), Buffer.concat([Buffer.from('filename="no'), loneSurrogateBytes, Buffer.from('tes.txt"')])),
        await upload(Buffer.from(email), Buffer.from("filename*=UTF-8''no%ED%A0%80tes.txt")),
      ];
      for (const response of answers) {
        expect(response.statusCode).toBeLessThan(500);
        expect(typeof response.json().message === 'string' || typeof response.json().jobId === 'string').toBe(true);
      }
      const stored = await storedFileNames();
      expect(stored.length).toBeGreaterThan(0);
      expect(stored.filter((filename) => hasDisallowedCharacter(filename))).toEqual([]);
    });
  });

  it('answers POST /glossary/create with NUL in the name with 400 naming Name, and stores nothing', async () => {
    const response = await send('POST', '/glossary/create', '{"name":"a\\u0000b","glossary":"x"}');
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 400, body: { message: 'Name contains a character that is not allowed.' } });
    const list = await ctx.app.inject({ method: 'GET', url: `/glossary/all/${encodeURIComponent(email)}`, headers: { cookie: cookies } });
    expect((list.json() as { data: { name: string }[] }).data.filter((glossary) => glossary.name.startsWith('a'))).toEqual([]);
  });

  it('answers PATCH /users/me with a lone surrogate in the nickname with 400 naming Nickname, and keeps the nickname', async () => {
    const before = (await ctx.app.inject({ method: 'GET', url: '/users/me', headers: { cookie: cookies } })).json().user.nickname;
    const response = await ctx.app.inject({ method: 'PATCH', url: '/users/me', payload: '{"nickname":"a\\ud800"}', headers: { 'content-type': 'application/json', cookie: cookies } });
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 400,
      body: { success: false, message: 'Nickname contains a character that is not allowed.' },
    });
    const after = (await ctx.app.inject({ method: 'GET', url: '/users/me', headers: { cookie: cookies } })).json().user.nickname;
    expect(after).toBe(before);
  });

  it('answers POST /users/register with a lone surrogate in the name with 400 naming Name, and creates no account', async () => {
    const account = { email: `surrogate.${randomBytes(4).toString('hex')}@example.com`, password: 'correct horse battery' };
    const response = await send('POST', '/users/register', `{"name":"Sam \\udc00 Rivera","email":"${account.email}","password":"${account.password}"}`);
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 400, body: { success: false, message: 'Name contains a character that is not allowed.' } });
    const login = await send('POST', '/users/login', JSON.stringify(account));
    expect(login.statusCode).toBe(401);
  });
});
