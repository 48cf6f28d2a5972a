// Learners never read a setting's name or an operator's command: every text the shared contracts, the server's
// message modules and the web app hold is checked here. Texts only operators see are listed by file below.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { OPERATOR_WORDS } from './test/operator-words.ts';

const ROOT = join(import.meta.dirname, '..', '..');

/** Shown to admins only (ADMIN_EMAILS), or to whoever would become the first while there is none, where the setting's name is the help. */
const OPERATOR_ONLY_FILES = new Set([
  'src/web/components/library/model-hint.tsx',
  'src/web/components/admin-model-setting.tsx',
  'src/web/features/users/components/first-admin-panel.tsx',
  // The AI, Speech and Local model pages say which environment key goes where (README, Operator secrets).
  'src/web/features/admin/components/ai-settings-form.tsx',
  'src/web/features/admin/components/speech-settings-form.tsx',
  'src/web/features/admin/components/local-models-panel.tsx',
  // The admin Credits page's plans say which Stripe keys the choice depends on.
  'src/web/features/plans/components/plan-settings-form.tsx',
]);

function sourceFiles(folder: string, keep: (path: string) => boolean): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) && !path.endsWith('.d.ts') && keep(path));
}

/** Every string, template piece and JSX text in a file (comments are not texts). */
function textsOf(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(join(ROOT, path), 'utf8'), ts.ScriptTarget.Latest, true, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) {
      // Import paths are not texts.
      if (!(ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent) || ts.isExternalModuleReference(node.parent))) texts.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

function leaks(paths: string[]): string[] {
  return paths.flatMap((path) => textsOf(path).filter((text) => OPERATOR_WORDS.test(text)).map((text) => `${path}: ${text}`));
}

describe('[WORDING] no setting names or commands in what learners read', () => {
  it('finds one in a text that has one (the check itself works)', () => {
    expect(OPERATOR_WORDS.test('Set SPEECH_TO_TEXT=provider with SPEECH_BASE_URL.')).toBe(true);
    expect(OPERATOR_WORDS.test('They run npm run users -- reset-password.')).toBe(true);
    expect(OPERATOR_WORDS.test("This server doesn't turn recorded speech into text.")).toBe(false);
    const sample = '.tmp/wording-check-sample.tsx';
    mkdirSync(join(ROOT, '.tmp'), { recursive: true });
    writeFileSync(join(ROOT, sample), 'export const Hint = () => <p>Set AI_PROVIDER on the server.</p>;\n');
    expect(leaks([sample])).not.toEqual([]);
  });

  it('the shared contracts (every message the server and the web share)', () => {
    expect(leaks(sourceFiles('src/shared', () => true))).toEqual([]);
  });

  it("the server's message modules and the AI and speech providers' failures", () => {
    const files = sourceFiles('src/server', (path) => /-messages\.ts$|ai\/(ai|speech)-client\.ts$|solana\/username-memo\.ts$/.test(path));
    expect(files).toContain('src/server/features/speech/speech-messages.ts');
    expect(leaks(files)).toEqual([]);
  });

  it('the web app, outside the texts only admins see', () => {
    expect(leaks(sourceFiles('src/web', (path) => !OPERATOR_ONLY_FILES.has(path)))).toEqual([]);
  });
});
