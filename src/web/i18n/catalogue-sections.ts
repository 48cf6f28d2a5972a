// Which sections of the English catalogue (en.json's top-level keys) a web module uses, read from its source: the
// build ships each section with the modules that use it instead of the whole catalogue on every page
// (vite.config.ts, englishSections). Only the build runs this; the tests and the development server load en.json whole.
import ts from 'typescript';

/** A catalogue key or key prefix as written in the code: `'auth.login.title'`, `` `twin.voice.${option}` ``. */
const KEY_PATH = /^([A-Za-z][\w-]*)\.[\w.-]*$/;

export interface SectionUse {
  /** The sections whose keys (or key prefixes) appear in the module as string literals or template heads. */
  sections: Set<string>;
  /** Those literals, as written: whole keys (`'auth.login.title'`), and the fixed starts of built ones (`twin.voice.`). */
  keys: { text: string; isStart: boolean }[];
  /**
   * The `t(…)` calls whose key is built in a way that names no section (`` t(`${area}.title`) ``, `t(prefix + '.x')`):
   * no literal says which section they need, so the build refuses them. Each as `line: the call's key argument`.
   */
  unnamed: string[];
}

/** The section a literal names, if it is written as a key or key prefix of a section that exists. */
function sectionOf(text: string, sections: ReadonlySet<string>): string | null {
  const section = KEY_PATH.exec(text)?.[1];
  return section !== undefined && sections.has(section) ? section : null;
}

/** Whether `node` is a translate call: `t(…)` or `….t(…)` (i18n.t, i18next's `t` from useTranslation). */
function isTranslateCall(node: ts.CallExpression): boolean {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text === 't';
  return ts.isPropertyAccessExpression(callee) && callee.name.text === 't';
}

/** Whether a key argument is built from pieces without a literal naming its section at the start. */
function buildsKeyWithoutSection(argument: ts.Expression, sections: ReadonlySet<string>): boolean {
  if (ts.isParenthesizedExpression(argument)) return buildsKeyWithoutSection(argument.expression, sections);
  if (ts.isTemplateExpression(argument)) return sectionOf(argument.head.text, sections) === null;
  if (ts.isBinaryExpression(argument) && argument.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    let left: ts.Expression = argument;
    while (ts.isBinaryExpression(left) && left.operatorToken.kind === ts.SyntaxKind.PlusToken) left = left.left;
    return !(ts.isStringLiteralLike(left) && sectionOf(left.text, sections) !== null);
  }
  return false;
}

/**
 * Reads a module's source (TypeScript or TSX) for the catalogue sections it uses: every string literal, template
 * literal without substitutions and template head written as a key path of an existing section (so keys kept in
 * constants, props and lookup tables count, not only those written inside `t(…)`), and the translate calls whose key
 * names no section.
 */
export function sectionsUsedBy(fileName: string, code: string, sections: ReadonlySet<string>): SectionUse {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : fileName.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, kind);
  const used = new Set<string>();
  const keys: SectionUse['keys'] = [];
  const unnamed: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node)) {
      const section = sectionOf(node.text, sections);
      if (section) {
        used.add(section);
        keys.push({ text: node.text, isStart: ts.isTemplateHead(node) });
      }
    } else if (ts.isCallExpression(node) && isTranslateCall(node)) {
      const [key] = node.arguments;
      if (key && buildsKeyWithoutSection(key, sections)) {
        const { line } = source.getLineAndCharacterOfPosition(key.getStart(source));
        unnamed.push(`${line + 1}: ${key.getText(source)}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { sections: used, keys, unnamed };
}
