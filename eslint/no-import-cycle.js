// A local ESLint rule: no two modules import each other at run time, however far round. A circle's modules load in an
// order that depends on which one is imported first, so one of them runs before what it imports is defined.
//
// What counts is what runs: static imports and re-exports and `import('…')` with a literal path; an import or
// re-export of types only (`import type`, or every name marked `type`) is left out, as it vanishes at run time. Paths
// are relative or through the aliases given in the options (the web app's `@/` and `@shared/`); packages are left out.
//
// Why not import-x/no-cycle: it walks the whole graph again from every import of every file (about 37 of the lint's
// 63 CPU-seconds here). This rule reads each module's imports once (TypeScript's parser, no types) and splits the
// graph into strongly connected components once (Tarjan): a file's import closes a circle exactly when the module it
// imports is in the file's own component. The file being linted is read from its text, as ESLint has it (an editor's
// unsaved change, a planted file in src/server/boundaries.test.ts); the rest from disk, read again when it changes.
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const CODE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx'];
/** How long what was read from disk is trusted before files are looked at again (an editor keeps the rule loaded). */
const TRUST_MS = 1_000;

/** @type {Map<string, { mtimeMs: number, imports: string[] }>} a module's run-time imports, resolved */
const modules = new Map();
/** @type {Map<string, number | null>} a path's modification time (null: no such file), this generation */
let stats = new Map();
/** @type {Map<string, number>} each module's component, this generation */
let components = new Map();
let trustedSince = 0;

function refreshIfStale() {
  const now = Date.now();
  if (now - trustedSince < TRUST_MS) return;
  trustedSince = now;
  stats = new Map();
  components = new Map();
}

function modifiedAt(path) {
  let time = stats.get(path);
  if (time === undefined) {
    try {
      const stat = statSync(path);
      time = stat.isFile() ? stat.mtimeMs : null;
    } catch {
      time = null;
    }
    stats.set(path, time);
  }
  return time;
}

/** The file `specifier` names from `fromFile`, or null for a package (or nothing found). */
function resolveSpecifier(specifier, fromFile, aliases) {
  const path = specifier.replace(/[?#].*$/, '');
  let base;
  if (path === '.' || path === '..' || path.startsWith('./') || path.startsWith('../')) base = resolve(dirname(fromFile), path);
  else {
    const alias = Object.keys(aliases).find((prefix) => path.startsWith(prefix));
    if (!alias) return null;
    base = join(aliases[alias], path.slice(alias.length));
  }
  const candidates = [base, ...CODE_EXTENSIONS.map((extension) => `${base}${extension}`), ...CODE_EXTENSIONS.map((extension) => join(base, `index${extension}`))];
  // TypeScript's own convention: `./x.js` names ./x.ts.
  if (/\.[cm]?js$/.test(base)) candidates.push(...['.ts', '.tsx', '.mts'].map((extension) => base.replace(/\.[cm]?js$/, extension)));
  return candidates.find((candidate) => modifiedAt(candidate) !== null) ?? null;
}

const isTypeOnlyList = (elements) => elements.length > 0 && elements.every((element) => element.isTypeOnly);

/** The specifiers a module's text imports at run time (TypeScript's syntax tree, no type checking). */
function runtimeSpecifiersOfText(path, text) {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const typesOnly = clause && (clause.isTypeOnly || (!clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings) && isTypeOnlyList(clause.namedBindings.elements)));
      if (!typesOnly && ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
      return;
    }
    if (ts.isExportDeclaration(node)) {
      const typesOnly = node.isTypeOnly || (node.exportClause && ts.isNamedExports(node.exportClause) && isTypeOnlyList(node.exportClause.elements));
      if (!typesOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
      return;
    }
    if (ts.isImportEqualsDeclaration(node)) {
      const reference = node.moduleReference;
      if (!node.isTypeOnly && ts.isExternalModuleReference(reference) && ts.isStringLiteral(reference.expression)) found.push(reference.expression.text);
      return;
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A module's run-time imports, as files, read from disk (again when the file changed). */
function importsOnDisk(path, aliases) {
  const mtimeMs = modifiedAt(path);
  if (mtimeMs === null || !CODE_EXTENSIONS.some((extension) => path.endsWith(extension)) || path.includes('/node_modules/')) return [];
  const known = modules.get(path);
  if (known && known.mtimeMs === mtimeMs) return known.imports;
  const imports = resolveAll(runtimeSpecifiersOfText(path, readFileSync(path, 'utf8')), path, aliases);
  modules.set(path, { mtimeMs, imports });
  return imports;
}

function resolveAll(specifiers, fromFile, aliases) {
  return [...new Set(specifiers.map((specifier) => resolveSpecifier(specifier, fromFile, aliases)).filter((path) => path !== null))];
}

/** Tarjan's strongly connected components of everything reachable from `start` (iterative: the graph is deep). */
function assignComponents(start, aliases) {
  if (components.has(start)) return;
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  let counter = 0;
  const frames = [{ node: start, edges: importsOnDisk(start, aliases), next: 0 }];
  index.set(start, counter);
  low.set(start, counter);
  counter += 1;
  stack.push(start);
  onStack.add(start);
  while (frames.length > 0) {
    const frame = frames[frames.length - 1];
    if (frame.next < frame.edges.length) {
      const target = frame.edges[frame.next];
      frame.next += 1;
      if (components.has(target)) continue;
      if (!index.has(target)) {
        index.set(target, counter);
        low.set(target, counter);
        counter += 1;
        stack.push(target);
        onStack.add(target);
        frames.push({ node: target, edges: importsOnDisk(target, aliases), next: 0 });
      } else if (onStack.has(target)) {
        low.set(frame.node, Math.min(low.get(frame.node), index.get(target)));
      }
      continue;
    }
    frames.pop();
    if (frames.length > 0) {
      const parent = frames[frames.length - 1].node;
      low.set(parent, Math.min(low.get(parent), low.get(frame.node)));
    }
    if (low.get(frame.node) === index.get(frame.node)) {
      const id = components.size;
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        components.set(member, id);
      } while (member !== frame.node);
    }
  }
}

/** The shortest way from `from` back to `to` over the modules on disk, or null when there is none. */
function wayBack(from, to, aliases) {
  const cameFrom = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === to) {
      const way = [];
      for (let step = node; step !== null; step = cameFrom.get(step)) way.unshift(step);
      return way;
    }
    for (const next of importsOnDisk(node, aliases)) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return null;
}

/** Whether an ESTree import, export or `import()` node loads its module at run time. */
function isRuntimeImport(node) {
  const typeOnlyList = (specifiers, kind) => specifiers.length > 0 && specifiers.every((specifier) => specifier[kind] === 'type');
  switch (node.type) {
    case 'ImportDeclaration':
      return node.importKind !== 'type' && !typeOnlyList(node.specifiers, 'importKind');
    case 'ExportNamedDeclaration':
      return node.exportKind !== 'type' && !typeOnlyList(node.specifiers, 'exportKind');
    case 'ExportAllDeclaration':
      return node.exportKind !== 'type';
    case 'TSImportEqualsDeclaration':
      return node.importKind !== 'type';
    default:
      return true;
  }
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Refuses an import that closes a circle of modules importing each other at run time.' },
    schema: [
      {
        type: 'object',
        properties: { aliases: { type: 'object', additionalProperties: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: { cycle: 'Dependency cycle: {{way}}. Move what both need into a module that imports neither, or import only types back.' },
  },
  create(context) {
    const file = context.physicalFilename;
    if (!file || file === '<text>' || !CODE_EXTENSIONS.some((extension) => file.endsWith(extension))) return {};
    const aliases = context.options[0]?.aliases ?? {};
    /** @type {{ node: import('estree').Node, specifier: string }[]} */
    const runtimeImports = [];
    const add = (node, source) => {
      if (source && source.type === 'Literal' && typeof source.value === 'string' && isRuntimeImport(node)) runtimeImports.push({ node, specifier: source.value });
    };
    return {
      ImportDeclaration: (node) => add(node, node.source),
      ExportNamedDeclaration: (node) => add(node, node.source),
      ExportAllDeclaration: (node) => add(node, node.source),
      ImportExpression: (node) => add(node, node.source),
      TSImportEqualsDeclaration: (node) => node.moduleReference.type === 'TSExternalModuleReference' && add(node, node.moduleReference.expression),
      'Program:exit'() {
        refreshIfStale();
        const targets = runtimeImports.map(({ node, specifier }) => ({ node, target: resolveSpecifier(specifier, file, aliases) }));
        const own = [...new Set(targets.map(({ target }) => target).filter((target) => target !== null))].sort();
        const onDisk = [...importsOnDisk(file, aliases)].sort();
        // The text as it is on disk: the file's component says it all. Otherwise (an unsaved or planted text), each
        // import is followed back to the file over the others as they are on disk.
        const isAsOnDisk = own.length === onDisk.length && own.every((target, at) => target === onDisk[at]);
        if (isAsOnDisk) assignComponents(file, aliases);
        const reported = new Set();
        for (const { node, target } of targets) {
          if (target === null || target === file || reported.has(node)) continue;
          if (isAsOnDisk) assignComponents(target, aliases);
          if (isAsOnDisk && components.get(target) !== components.get(file)) continue;
          const way = wayBack(target, file, aliases);
          if (!way) continue;
          reported.add(node);
          const names = [file, ...way].map((path) => relative(dirname(file), path) || '.');
          context.report({ node, messageId: 'cycle', data: { way: names.join(' → ') } });
        }
      },
    };
  },
};
