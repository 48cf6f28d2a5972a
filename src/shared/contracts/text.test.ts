import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { disallowedCharacterMessage, hasDisallowedCharacter, limitedText, requiredText, textField } from './text.ts';

describe('hasDisallowedCharacter', () => {
  it.each([
    ['NUL alone', '\u0000'],
    ['NUL inside', 'a\u0000b'],
    ['a lone high surrogate at the end', 'abc\ud800'],
    ['a lone high surrogate before a letter', '\ud83dx'],
    ['a lone low surrogate', 'x\udc00y'],
    ['two high surrogates', '\ud83d\ud83d\ude00'],
  ])('finds %s', (_label, text) => {
    expect(hasDisallowedCharacter(text)).toBe(true);
  });

  it.each([
    ['empty text', ''],
    ['accents and other scripts', 'Zoë Ångström, 東京, Кирилл'],
    ['an emoji (a surrogate pair)', 'Great job 😀👍🏽'],
    ['control characters other than NUL', 'tab\tnewline\nbell\u0007'],
    ['the replacement character', 'bad byte \ufffd'],
  ])('accepts %s', (_label, text) => {
    expect(hasDisallowedCharacter(text)).toBe(false);
  });
});

describe('textField', () => {
  const name = textField('Name').trim().min(1, 'Name is required.').max(10, 'Name must be at most 10 characters.');

  it('refuses NUL and a lone surrogate with a message naming the field', () => {
    for (const text of ['a\u0000b', 'a\ud800', '\udfff']) {
      expect(name.safeParse(text).error?.issues.map((issue) => issue.message)).toEqual(['Name contains a character that is not allowed.']);
    }
  });

  it('keeps its messages for a missing value and a value of the wrong type, and its chained rules', () => {
    expect(name.safeParse(undefined).error?.issues[0]?.message).toBe('Name is required.');
    expect(name.safeParse(5).error?.issues[0]?.message).toBe('Name must be text.');
    expect(name.safeParse('   ').error?.issues[0]?.message).toBe('Name is required.');
    expect(name.safeParse('x'.repeat(11)).error?.issues[0]?.message).toBe('Name must be at most 10 characters.');
    expect(name.parse('  Zoë 😀  ')).toBe('Zoë 😀');
  });
});

// Every request schema of every contract, present and future: an export whose name ends like this is a request.
const REQUEST_SCHEMA_NAME = /(Input|Params|Query|Form)Schema$/;

type Walkable = z.core.$ZodType;
interface Definition {
  type: string;
  format?: string;
  shape?: Record<string, Walkable>;
  element?: Walkable;
  innerType?: Walkable;
  in?: Walkable;
  out?: Walkable;
  options?: Walkable[];
  left?: Walkable;
  right?: Walkable;
  keyType?: Walkable;
  valueType?: Walkable;
  items?: Walkable[];
  rest?: Walkable | null;
  getter?: () => Walkable;
}

/** Every string schema inside `schema`, with where it sits: object fields, array items, record keys and values, both sides of a pipe. */
function findTextSchemas(schema: Walkable, path: string, found: { path: string; schema: Walkable }[] = [], seen = new Set<Walkable>()) {
  if (seen.has(schema)) return found;
  seen.add(schema);
  const def = schema._zod.def as unknown as Definition;
  const children: [string, Walkable | null | undefined][] = [];
  switch (def.type) {
    case 'string':
      found.push({ path, schema });
      break;
    case 'object':
      for (const [key, child] of Object.entries(def.shape ?? {})) children.push([`${path}.${key}`, child]);
      break;
    case 'array':
      children.push([`${path}[]`, def.element]);
      break;
    case 'record':
      children.push([`${path}{key}`, def.keyType], [`${path}{value}`, def.valueType]);
      break;
    case 'tuple':
      (def.items ?? []).forEach((item, index) => children.push([`${path}[${index}]`, item]));
      children.push([`${path}[…]`, def.rest]);
      break;
    case 'pipe':
      children.push([path, def.in], [path, def.out]);
      break;
    case 'union':
      for (const option of def.options ?? []) children.push([path, option]);
      break;
    case 'intersection':
      children.push([path, def.left], [path, def.right]);
      break;
    case 'lazy':
      children.push([path, def.getter?.()]);
      break;
    default:
      // optional, nullable, default, prefault, readonly, catch, nonoptional… wrap one schema.
      children.push([path, def.innerType]);
  }
  for (const [childPath, child] of children) if (child) findTextSchemas(child, childPath, found, seen);
  return found;
}

const contractsDir = import.meta.dirname;
const contractFiles = readdirSync(contractsDir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
const requestSchemas: { name: string; schema: Walkable }[] = [];
for (const file of contractFiles) {
  const contract = (await import(pathToFileURL(join(contractsDir, file)).href)) as Record<string, unknown>;
  for (const [exportName, value] of Object.entries(contract)) {
    if (REQUEST_SCHEMA_NAME.test(exportName) && value instanceof z.ZodType) requestSchemas.push({ name: `${file} ${exportName}`, schema: value });
  }
}

describe('every text field of every request contract refuses what the database cannot store', () => {
  it('finds the request schemas of every contract', () => {
    const names = requestSchemas.map((entry) => entry.name);
    for (const expected of [
      'users.ts RegisterInputSchema',
      'users.ts UpdateProfileInputSchema',
      'users.ts RefreshInputSchema',
      'glossaries.ts CreateGlossaryInputSchema',
      'params.ts EmailParamsSchema',
      'personas.ts UpdatePersonaInputSchema',
      'personas.ts CreatePersonaFormSchema',
      'rubrics.ts RenameRubricLevelInputSchema',
      'files.ts UploadInputSchema',
      'files.ts FileIdParamsSchema',
      'jobs.ts JobIdParamsSchema',
    ]) {
      expect(names).toContain(expected);
    }
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['a lone surrogate', 'a\ud800b'],
  ])('refuses %s in every string field, with a message naming the field unless a format refuses it first', (_label, text) => {
    const problems: string[] = [];
    let checked = 0;
    for (const { name, schema } of requestSchemas) {
      for (const field of findTextSchemas(schema, name)) {
        checked += 1;
        const result = z.safeParse(field.schema, text);
        const firstMessage = result.error?.issues[0]?.message ?? '';
        const hasFormat = (field.schema._zod.def as unknown as Definition).format !== undefined;
        if (result.success) problems.push(`${field.path} accepts it`);
        // Uuids and emails refuse the text with their own message; every other field must name itself.
        else if (!hasFormat && !/^[A-Z].* contains a character that is not allowed\.$/.test(firstMessage)) problems.push(`${field.path}: "${firstMessage}"`);
      }
    }
    expect(problems).toEqual([]);
    // Persona edits alone have over thirty text fields.
    expect(checked).toBeGreaterThan(60);
  });

  it('would catch a plain z.string() in a request schema', () => {
    const careless = z.object({ items: z.array(z.object({ note: z.string().max(50) })) });
    const fields = findTextSchemas(careless, 'careless');
    expect(fields.map((field) => field.path)).toEqual(['careless.items[].note']);
    expect(z.safeParse(fields[0]!.schema, 'a\u0000b').success).toBe(true);
  });

  it('names the field in the message the way errors.ts passes it on', () => {
    expect(disallowedCharacterMessage('Persona name')).toBe('Persona name contains a character that is not allowed.');
  });
});

describe('requiredText', () => {
  const title = requiredText('Scenario title', 1000);

  it('trims, refuses blank as missing and says the limit with its thousands grouped', () => {
    expect(title.parse('  Renewal call  ')).toBe('Renewal call');
    expect(title.safeParse('   ').error?.issues[0]?.message).toBe('Scenario title is required.');
    expect(title.safeParse(undefined).error?.issues[0]?.message).toBe('Scenario title is required.');
    expect(title.safeParse('x'.repeat(1001)).error?.issues[0]?.message).toBe('Scenario title must be at most 1,000 characters.');
    expect(title.safeParse('x\u0000').error?.issues[0]?.message).toBe('Scenario title contains a character that is not allowed.');
  });

  it('says empty in its own words when given them', () => {
    const message = requiredText('Message', 4000, 'Message cannot be empty.');
    expect(message.safeParse('  ').error?.issues.map((issue) => issue.message)).toEqual(['Message cannot be empty.']);
    expect(message.safeParse('x'.repeat(4001)).error?.issues.map((issue) => issue.message)).toEqual(['Message must be at most 4,000 characters.']);
  });
});

describe('limitedText', () => {
  const caption = limitedText('Caption', 1000);

  it('trims, takes blank as empty text and says the limit with its thousands grouped', () => {
    expect(caption.parse('  A photo  ')).toBe('A photo');
    expect(caption.parse('   ')).toBe('');
    expect(caption.safeParse(undefined).error?.issues[0]?.message).toBe('Caption is required.');
    expect(caption.safeParse('x'.repeat(1001)).error?.issues.map((issue) => issue.message)).toEqual(['Caption must be at most 1,000 characters.']);
  });
});
