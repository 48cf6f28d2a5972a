// The reading behind the build's English sections (vite.config.ts, englishSections): which sections a module's source
// uses, that every key written in the web app's source is a key of en.json (or the start of some), and that no
// translate call builds a key without naming its section, which the build refuses.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sectionsUsedBy } from './catalogue-sections.ts';
import en from './en.json';

const SECTIONS = new Set(Object.keys(en));
const SRC = fileURLToPath(new URL('../..', import.meta.url));
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every key of en.json, plural forms under their base key too. */
function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix, prefix.replace(PLURAL_SUFFIX, '')];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}
const KEYS = new Set(keysOf(en));
const KEY_LIST = [...KEYS];

/** The web app's and the shared contracts' source modules, without their tests. */
function sourceModules(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceModules(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('[I18N] the English sections a module uses', () => {
  it('are read from keys in translate calls, constants, lookup tables, props and template heads', () => {
    const code = [
      "const title = t('auth.login.title');",
      "const LINKS = [{ labelKey: 'nav.scenarios' }];",
      "const mode = t(`session.mode.${value}`);",
      "const a = <Field label=\"header.help\" />;",
      "const b = i18n.t('twin.voice.default');",
    ].join('\n');
    expect([...sectionsUsedBy('page.tsx', code, SECTIONS).sections].sort()).toEqual(['auth', 'header', 'nav', 'session', 'twin']);
  });

  it('leave out words, paths and sentences that are not a section key', () => {
    const code = "const a = 'auth'; const b = '/auth/login'; const c = 'logo.svg'; const d = 'auth. Sign in'; const e = 'nosuchsection.title';";
    expect(sectionsUsedBy('page.ts', code, SECTIONS).sections.size).toBe(0);
  });

  it('refuse a translate call whose key names no section, and accept keys held elsewhere', () => {
    const code = [
      'const a = t(`${area}.title`);',
      "const b = i18n.t(prefix + '.body');",
      'const c = t(link.labelKey);',
      "const d = t(isOpen ? 'header.closeMenu' : 'header.openMenu');",
      "const e = t('landing.faq.q' + number);",
    ].join('\n');
    const { unnamed } = sectionsUsedBy('page.ts', code, SECTIONS);
    expect(unnamed).toEqual(['1: `${area}.title`', "2: prefix + '.body'"]);
  });

  const modules = [...sourceModules(join(SRC, 'web')), ...sourceModules(join(SRC, 'shared'))];

  it('name their sections in every module of the web app and the contracts, and each key is a key of en.json', () => {
    const problems: string[] = [];
    for (const path of modules) {
      const relative = path.slice(SRC.length);
      const { keys, unnamed } = sectionsUsedBy(relative, readFileSync(path, 'utf8'), SECTIONS);
      problems.push(...unnamed.map((call) => `${relative}:${call} builds a key without its section`));
      for (const { text, isStart } of keys) {
        const isKey = KEYS.has(text) || KEY_LIST.some((key) => key.startsWith(isStart ? text : `${text}.`));
        if (!isKey) problems.push(`${relative}: '${text}' is no key of en.json`);
      }
    }
    expect(modules.length).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });
});
