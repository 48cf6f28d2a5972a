// Builds the web client (src/web) into dist/web; in development it proxies API calls to the Fastify server.
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { API_PREFIXES } from './src/shared/api-prefixes.ts';
import { COOKIE_NAMES } from './src/shared/contracts/users-constants.ts';
import { EARLY_REQUESTS } from './src/web/app/early-requests.ts';
import { sectionsUsedBy } from './src/web/i18n/catalogue-sections.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

/** Both HTML entries share one head (meta, icon and the theme script that prevents a flash of the wrong theme). */
function sharedHead(): Plugin {
  const headFile = fileURLToPath(new URL('./src/web/page-head.html', import.meta.url));
  return {
    name: 'engram-shared-head',
    transformIndexHtml: (html) => html.replace('<!--page-head-->', readFileSync(headFile, 'utf8').trim()),
  };
}

const WEB_DIR = fileURLToPath(new URL('./src/web', import.meta.url));
/** `@/…` is src/web and `@shared/…` src/shared, in the web app (the same in tsconfig.json, vitest.config.ts and eslint.config.js). */
export const WEB_ALIASES = [
  { find: /^@\//, replacement: `${WEB_DIR}/` },
  { find: /^@shared\//, replacement: `${fileURLToPath(new URL('./src/shared', import.meta.url))}/` },
];

interface RouteModules {
  /** The path as a regular expression source (`:param` is one segment, `*` the rest). */
  pattern: string;
  /** The lazy modules the router loads for the path: layouts first, then the page. */
  modules: string[];
}

/** Reads app/router.tsx's `ROUTES`: every route with a lazy module, by full path, with the layouts above it. */
function readRouteModules(routerFile: string): RouteModules[] {
  const source = ts.createSourceFile(routerFile, readFileSync(routerFile, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const routes: RouteModules[] = [];
  const propertyOf = (node: ts.ObjectLiteralExpression, name: string) =>
    node.properties.find((property): property is ts.PropertyAssignment => ts.isPropertyAssignment(property) && property.name.getText(source) === name)?.initializer;
  const lazyModuleOf = (node: ts.ObjectLiteralExpression): string | null => {
    const lazy = propertyOf(node, 'lazy');
    if (!lazy || !ts.isArrowFunction(lazy) || !ts.isCallExpression(lazy.body)) return null;
    const [specifier] = lazy.body.arguments;
    if (!specifier || !ts.isStringLiteral(specifier)) return null;
    return specifier.text.startsWith('@/') ? resolve(WEB_DIR, specifier.text.slice(2)) : resolve(dirname(routerFile), specifier.text);
  };
  const toPattern = (path: string) =>
    `^${path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+').replace(/\*/g, '.*').replace(/\/$/, '')}/?$`;
  const visit = (list: ts.ArrayLiteralExpression, parentPath: string, parentModules: string[]) => {
    for (const element of list.elements) {
      if (!ts.isObjectLiteralExpression(element)) continue;
      const path = propertyOf(element, 'path');
      const ownPath = path && ts.isStringLiteral(path) ? path.text : '';
      const fullPath = ownPath.startsWith('/') ? ownPath : ownPath ? `${parentPath.replace(/\/$/, '')}/${ownPath}` : parentPath;
      const module = lazyModuleOf(element);
      const modules = module ? [...parentModules, module] : parentModules;
      const children = propertyOf(element, 'children');
      if (children && ts.isArrayLiteralExpression(children)) visit(children, fullPath, modules);
      else if (module) routes.push({ pattern: toPattern(fullPath || '/'), modules });
    }
  };
  const find = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && node.name.getText(source) === 'ROUTES' && node.initializer && ts.isArrayLiteralExpression(node.initializer)) {
      visit(node.initializer, '', []);
    } else ts.forEachChild(node, find);
  };
  find(source);
  return routes;
}

/** The name of the inline script's function that preloads a path's chunks (see routeModulePreload). */
const PRELOAD_PAGE_FUNCTION = 'engramPreloadPage';
/** The chunk that holds app/router.tsx and its route table. */
const ROUTER_CHUNK = /(^|[\\/])app-shell-[^\\/]+\.js$/;

/**
 * Adds to index.html a small inline script that, before the app's code has arrived, asks the browser to fetch the
 * opened page's own chunks (its layouts, the page, and what they import beyond the entry) as module preloads, so
 * they download alongside the entry instead of after it. The server allows it by its hash, as it does the theme script.
 * The router calls the same script as a navigation begins, so the route table's imports need no list of their own
 * (see `modulePreload` below): every page's first load is that much lighter.
 */
function routeModulePreload(): Plugin {
  const routerFile = fileURLToPath(new URL('./src/web/app/router.tsx', import.meta.url));
  return {
    name: 'engram-route-modulepreload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle || !context.filename.endsWith('index.html')) return html;
        const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
        // A route module may share a chunk with others (the shells): every module of a chunk leads to it.
        const chunkOf = new Map(chunks.flatMap((chunk) => chunk.moduleIds.map((moduleId) => [moduleId, chunk] as const)));
        const withImports = (chunk: Rolldown.OutputChunk, into: Set<string>) => {
          if (into.has(chunk.fileName)) return into;
          into.add(chunk.fileName);
          for (const file of chunk.imports) {
            const imported = bundle[file];
            if (imported?.type === 'chunk') withImports(imported, into);
          }
          return into;
        };
        const entry = chunks.find((chunk) => chunk.isEntry && chunk.moduleIds.some((id) => id.endsWith('main.tsx')));
        const loadedByEntry = entry ? withImports(entry, new Set()) : new Set<string>();
        const files: string[] = [];
        const table = readRouteModules(routerFile).map(({ pattern, modules }) => {
          const needed = new Set<string>();
          for (const module of modules) {
            const chunk = chunkOf.get(module);
            if (chunk) withImports(chunk, needed);
          }
          const indexes = [...needed].filter((file) => !loadedByEntry.has(file)).map((file) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1));
          return [pattern, indexes] as const;
        });
        // Kept as `engramPreloadPage` for the router, which calls it as a navigation begins (see app/router.tsx).
        const script = `(function(){var f=${JSON.stringify(files)},r=${JSON.stringify(table)},d={};window.${PRELOAD_PAGE_FUNCTION}=function(p){for(var i=0;i<r.length;i++)if(new RegExp(r[i][0]).test(p)){r[i][1].forEach(function(n){if(d[n])return;d[n]=1;var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href='/'+f[n];document.head.appendChild(l)});return}};window.${PRELOAD_PAGE_FUNCTION}(location.pathname)})();`;
        // The opened page's early reads (app/early-requests.ts), started once, as the page opens; kept ten seconds.
        const earlyReads = (when: (typeof EARLY_REQUESTS)[number][2]) =>
          `(function(){var q=${JSON.stringify(EARLY_REQUESTS.filter((entry) => entry[2] === when).map(([pattern, paths]) => [pattern, paths]))},p=location.pathname,e=window.engramEarlyRequests=window.engramEarlyRequests||{},c=new RegExp('(?:^|; )${COOKIE_NAMES.email}=([^;]*)').exec(document.cookie),m,i,a;try{a=c&&encodeURIComponent(decodeURIComponent(c[1]))}catch(x){a=null}for(i=0;i<q.length;i++)if(m=new RegExp(q[i][0]).exec(p)){q[i][1].forEach(function(u){if(u.indexOf('{email}')>=0){if(!a)return;u=u.replace('{email}',a)}u=u.replace('$1',m[1]);e[u]=fetch(u,{credentials:'same-origin'})});setTimeout(function(){window.engramEarlyRequests={}},1e4);break}})();`;
        // Before the entry's script and the stylesheet: an inline script after a stylesheet waits for it to arrive,
        // and the page's chunks would be asked for only then. A page's reads come before or after its chunks as
        // app/early-requests.ts says (the browser opens six connections to a server).
        const entryTag = html.indexOf('<script type="module"');
        return entryTag < 0 ? html : `${html.slice(0, entryTag)}<script>${earlyReads('before-chunks')}${script}${earlyReads('after-chunks')}</script>\n    ${html.slice(entryTag)}`;
      },
    },
  };
}

/** The web app's small shared modules: lib/ and the top level of components/. */
const SHARED_MODULE = /src[\\/]web[\\/](lib[\\/]|components[\\/][^\\/]+$)/;
/** Shared components that bring Radix or sonner with them: they stay with the dialogs, pages and toasters that use them. */
const LOADED_WHEN_USED = /(modal|dialog|drawer-panel|dropdown|popover-layer|admin-model-setting|toaster)\.tsx$/;
/** Radix and what it brings (floating-ui, scroll locking, focus guards). */
const UI_LIBRARY = /node_modules[\\/](@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|tslib)[\\/]/;

/**
 * Rewrites `import { Check, X } from 'lucide-react'` in the web app to one import per icon module, at build time: each
 * icon module is then imported by the files that draw it (not only by lucide's index), so the chunking below can put an
 * icon with the page that shows it. The names come from lucide's own index, so every export and alias it has resolves.
 */
function lucideIconImports(): Plugin {
  const index = fileURLToPath(new URL('./node_modules/lucide-react/dist/esm/lucide-react.mjs', import.meta.url));
  const fileOf = new Map<string, string>();
  for (const [, names = '', file = ''] of readFileSync(index, 'utf8').matchAll(/export \{ ([^}]+) \} from '\.\/icons\/([^']+)\.mjs';/g)) {
    for (const name of names.split(',')) fileOf.set(name.trim().replace(/^default as /, ''), file);
  }
  return {
    name: 'engram-lucide-icon-imports',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(WEB_DIR) || !code.includes("'lucide-react'")) return null;
      const rewritten = code.replace(/import \{([^}]*)\} from 'lucide-react';/g, (statement, list: string) => {
        const imports: string[] = [];
        const rest: string[] = [];
        for (const specifier of list.split(',').map((item) => item.trim()).filter(Boolean)) {
          const [imported = '', local = imported] = specifier.split(/\s+as\s+/);
          const file = fileOf.get(imported);
          if (file && !specifier.startsWith('type ')) imports.push(`import ${local} from 'lucide-react/icons/${file}';`);
          else rest.push(specifier);
        }
        if (rest.length > 0) imports.push(`import { ${rest.join(', ')} } from 'lucide-react';`);
        return imports.join(' ');
      });
      return { code: rewritten, map: null };
    },
  };
}

const LUCIDE = /node_modules[\\/]lucide-react[\\/]/;

const SRC_DIR = fileURLToPath(new URL('./src', import.meta.url));
const I18N_MODULE = resolve(WEB_DIR, 'i18n/i18n.ts');
const ENGLISH_CATALOGUE = resolve(WEB_DIR, 'i18n/en.json');
/** The id of the module that registers one section of the English catalogue (`\0` keeps other plugins off it). */
const ENGLISH_SECTION_PREFIX = '\0engram-en-section:';
/** What i18n.ts's `import en from './en.json'` becomes in the build: only the sections i18n.ts's own imports use. */
const BUNDLED_ENGLISH = '\0engram-en-bundled';

/** The source modules `file` imports (`@/`, `@shared/` and relative imports, types too), and theirs, with `file`. */
function staticImportsFrom(file: string, into = new Set<string>()): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s+'([^']+)'/g)) {
    const alias = WEB_ALIASES.find(({ find }) => find.test(specifier));
    const target = alias ? specifier.replace(alias.find, alias.replacement) : specifier.startsWith('.') ? resolve(dirname(file), specifier) : null;
    if (target && /\.tsx?$/.test(target)) staticImportsFrom(target, into);
  }
  return into;
}

/**
 * Ships each section of the English catalogue (each top-level key of en.json) with the modules that use it, at build
 * time, instead of the whole catalogue in the app shell of every page: a module of src/ whose string literals or
 * template heads name keys of a section (`'auth.login.title'`, `` `twin.voice.${option}` ``, a key kept in a constant
 * or a lookup table) gets a side-effect import of that section's module, which adds it to the English resources with
 * `addResourceBundle` before the importing module runs, so before anything it renders asks for the key (no raw key,
 * no flash). i18n.ts then starts with only the sections its own imports use (none today). A `t(…)` call whose key is built without a literal naming
 * its section (`` t(`${area}.title`) ``) fails the build: no section could be chosen for it. The sections are read
 * from en.json at each build, so a new key or section needs no change here. The development server and the tests,
 * where this does not run, load en.json whole; other catalogues (id.json) stay one file loaded when chosen.
 */
function englishSections(): Plugin {
  let catalogue: Record<string, unknown> = {};
  let sections = new Set<string>();
  let landingScript = new Set<string>();
  let i18nModules = new Set<string>();
  return {
    name: 'engram-english-sections',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      catalogue = JSON.parse(readFileSync(ENGLISH_CATALOGUE, 'utf8')) as Record<string, unknown>;
      sections = new Set(Object.keys(catalogue));
      // The pre-rendered landing page's script runs without i18next (its pricing words come written into the page):
      // its modules import no section; in the app, the landing's components that use them do.
      landingScript = staticImportsFrom(fileURLToPath(new URL('./src/web/landing-entry.ts', import.meta.url)));
      // i18n.ts and what it imports run before a section could register (a section imports i18n.ts): the sections they
      // use are bundled into i18n.ts instead.
      i18nModules = staticImportsFrom(I18N_MODULE);
    },
    resolveId(source, importer) {
      if (source.startsWith(ENGLISH_SECTION_PREFIX)) return source;
      if (importer === I18N_MODULE && source === './en.json') return BUNDLED_ENGLISH;
      return null;
    },
    load(id) {
      if (id === BUNDLED_ENGLISH) {
        const bundled = new Set([...i18nModules].flatMap((file) => [...sectionsUsedBy(file, readFileSync(file, 'utf8'), sections).sections]));
        return `export default ${JSON.stringify(Object.fromEntries([...bundled].sort().map((section) => [section, catalogue[section]])))};`;
      }
      if (!id.startsWith(ENGLISH_SECTION_PREFIX)) return null;
      const section = id.slice(ENGLISH_SECTION_PREFIX.length);
      const texts = JSON.stringify({ [section]: catalogue[section] });
      return `import { i18n } from ${JSON.stringify(I18N_MODULE)};\ni18n.addResourceBundle('en', 'translation', ${texts}, true, true);\n`;
    },
    transform(code, id) {
      if (!id.startsWith(SRC_DIR) || i18nModules.has(id) || landingScript.has(id) || !/\.(tsx?|mjs|js)$/.test(id)) return null;
      const { sections: used, unnamed } = sectionsUsedBy(id, code, sections);
      if (unnamed.length > 0) {
        this.error(`${id}: a translation key built without a literal naming its catalogue section (write \`section.…\` at its start): ${unnamed.join('; ')}`);
      }
      if (used.size === 0) return null;
      const imports = [...used].sort().map((section) => `import ${JSON.stringify(ENGLISH_SECTION_PREFIX + section)};`);
      return { code: `${imports.join(' ')}${code}`, map: null };
    },
  };
}

/** React Router's production build: its package points every bundler at the development one. */
const REACT_ROUTER_PRODUCTION = fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url));
/** What the app's modules get for 'react-router': React Router with the app's own Link and NavLink. */
const REACT_ROUTER_MODULE = resolve(WEB_DIR, 'lib/react-router.ts');
const ROUTER_LINKS_MODULE = resolve(WEB_DIR, 'lib/router-links.tsx');

/**
 * 'react-router' resolves to lib/react-router.ts, which is React Router's production build (the same code as its
 * development one without the development-only checks and warnings) with the app's Link and NavLink
 * (lib/router-links.tsx): React Router's own carry route-module prefetching and the rest of its framework mode, which
 * the bundler cannot leave out of the vendor file (about 2 KB gzipped) though this app never uses them. Those two
 * modules get React Router itself.
 */
function lightRouterLinks(): Plugin {
  return {
    name: 'engram-light-router-links',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'react-router') return null;
      return importer === REACT_ROUTER_MODULE || importer === ROUTER_LINKS_MODULE ? REACT_ROUTER_PRODUCTION : REACT_ROUTER_MODULE;
    },
    // React Router builds its components and contexts at the top of its modules with forwardRef, memo and
    // createContext, unmarked, and names them for the developer tools after: marked pure and left unnamed (as in any
    // production build), those the app does not use (its Link, NavLink and Form, the framework mode's contexts) leave
    // the bundle with what only they use.
    transform(code, id) {
      if (!/node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/.test(id)) return null;
      const marked = code
        .replace(/^(var \w+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm, '$1/* @__PURE__ */ $2')
        .replace(/^\w+\.displayName = "[^"]*";$/gm, '');
      return { code: marked, map: null };
    },
  };
}

const CONTRACT_MODULE = /src[\\/]shared[\\/]contracts[\\/][^\\/]+\.ts$/;

/**
 * Marks as pure every call a shared contract makes to build a top-level constant (`z.object(…)`,
 * `BaseSchema.extend(…)`, `Object.fromEntries(…)`, the calls in their arguments), at build time: a page keeps only the
 * schemas and lists it uses, and zod only when it validates something. Calls inside functions (a refinement's
 * checks, a helper's body) are left as they are; so are top-level statements that are not declarations.
 */
function pureContractDeclarations(): Plugin {
  return {
    name: 'engram-pure-contract-declarations',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!CONTRACT_MODULE.test(id)) return null;
      const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
      const calls: ts.CallExpression[] = [];
      const collect = (node: ts.Node): void => {
        if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
        if (ts.isCallExpression(node)) calls.push(node);
        ts.forEachChild(node, collect);
      };
      for (const statement of source.statements) {
        if (!ts.isVariableStatement(statement)) continue;
        for (const declaration of statement.declarationList.declarations) if (declaration.initializer) collect(declaration.initializer);
      }
      if (calls.length === 0) return null;
      // Each call in parentheses with its own mark, so a call inside a chain (`A.extend(…).omit(…)`) is marked too.
      const edits = calls.flatMap((call) => [
        { at: call.getStart(source), text: '(/* @__PURE__ */ ' },
        { at: call.getEnd(), text: ')' },
      ]);
      edits.sort((a, b) => b.at - a.at);
      let rewritten = code;
      for (const { at, text } of edits) rewritten = rewritten.slice(0, at) + text + rewritten.slice(at);
      return { code: rewritten, map: null };
    },
  };
}

const APP_ENTRY = /src[\\/]web[\\/]main\.tsx$/;
/** The modules every page of the app starts from: the entry and the app layout (providers, the deferred toaster). */
const APP_SHELL_ROOTS = /src[\\/]web[\\/](main\.tsx|app[\\/]app-layout\.tsx)$/;
/** The frame of every practice page: the practice layout (its header, navigation and account menu). */
const PRACTICE_LAYOUT_ROOT = /src[\\/]web[\\/]app[\\/]routes[\\/]showcase[\\/]showcase-layout\.tsx$/;
/** The sign-in pages and a public Engram page, which load no practice code. */
const SIGN_IN_AND_PUBLIC_ROOTS = /src[\\/]web[\\/]app[\\/]routes[\\/](auth|public)[\\/][^\\/]+-page\.tsx$/;
/** The contracts' modules without zod: limits, lists, messages and formats (`twin-constants.ts`, `files-format.ts`). */
const ZOD_FREE_CONTRACT = /src[\\/]shared[\\/]contracts[\\/][^\\/]+-(constants|format)\.ts$/;
/** The sign-in pages' and a public Engram page's own pieces, one file per kind of page: see shellChunk. */
const SIGN_IN_AND_PUBLIC_GROUPS = [
  { name: 'sign-in', root: /src[\\/]web[\\/]app[\\/]routes[\\/]auth[\\/][^\\/]+-page\.tsx$/ },
  { name: 'public-twin', root: /src[\\/]web[\\/]app[\\/]routes[\\/]public[\\/]public-twin-page\.tsx$/ },
].map((group) => ({ ...group, isReached: staticallyImportedFrom(group.root, new Map()) }));
/** The practice pages people open first, each with its own pieces in one file: see shellChunk. */
const PRACTICE_FIRST_PAGES = ['scenarios', 'roleplay', 'progress'].map((name) => {
  const root = new RegExp(`src[\\\\/]web[\\\\/]app[\\\\/]routes[\\\\/]showcase[\\\\/]${name}-page\\.tsx$`);
  return { name, root, isReached: staticallyImportedFrom(root, new Map()) };
});
/** The session page, which people open from the Meet page: what it shares with a first page is kept apart. */
const SESSION_PAGE_ROOT = /src[\\/]web[\\/]app[\\/]routes[\\/]showcase[\\/]session-page\.tsx$/;
const SESSION_PAGE = { root: SESSION_PAGE_ROOT, isReached: staticallyImportedFrom(SESSION_PAGE_ROOT, new Map()) };
/** The pages in the practice layout. */
const PRACTICE_PAGE = /src[\\/]web[\\/]app[\\/]routes[\\/]showcase[\\/][^\\/]+-page\.tsx$/;
/** The pre-rendered landing page's script, whose few modules keep their own small files. */
const LANDING_ROOT = /src[\\/]web[\\/]landing-entry\.ts$/;

/** Whether a module is imported, without a dynamic import on the way, from a module `root` matches (memoised per root). */
function staticallyImportedFrom(root: RegExp, seen: Map<string, boolean>) {
  const isReached = (moduleId: string, context: Rolldown.ChunkingContext): boolean => {
    const known = seen.get(moduleId);
    if (known !== undefined) return known;
    seen.set(moduleId, false); // an import cycle does not reach the root through itself
    const importers = context.getModuleInfo(moduleId)?.importers ?? [];
    const reached = importers.some((importer) => root.test(importer) || isReached(importer, context));
    seen.set(moduleId, reached);
    return reached;
  };
  return isReached;
}
const isAppShell = staticallyImportedFrom(APP_SHELL_ROOTS, new Map());
const isInPracticeLayout = staticallyImportedFrom(PRACTICE_LAYOUT_ROOT, new Map());
const isOnSignInOrPublicPage = staticallyImportedFrom(SIGN_IN_AND_PUBLIC_ROOTS, new Map());
const isLandingScript = staticallyImportedFrom(LANDING_ROOT, new Map());

/** Every module the router loads for a page (layouts and pages), each with what it reaches: see ownerPages. */
const ROUTE_MODULES = [...new Set(readRouteModules(fileURLToPath(new URL('./src/web/app/router.tsx', import.meta.url))).flatMap(({ modules }) => modules))].map(
  (module) => ({ module, isReached: staticallyImportedFrom(new RegExp(`^${module.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), new Map()) }),
);
/** The route modules that import `id` without a dynamic import on the way, or are it. */
function ownerPages(id: string, context: Rolldown.ChunkingContext): string[] {
  return ROUTE_MODULES.filter(({ module, isReached }) => module === id || isReached(id, context)).map(({ module }) => module);
}

/**
 * 'app-shell' for a module that the entry or the app layout imports without a dynamic import on the way (the router,
 * session, API client, query client, toasts' API), or that the practice layout shares with a sign-in or public page
 * (the logo, the theme toggle, lucide's base); 'scenarios-and-public' for one the scenarios page shares with a public
 * Engram page only (the character's avatar), which login does not load; 'practice-shell' for one that only the practice
 * layout adds (its header and menus). Then each first page's own pieces, one file per kind of page, so that page loads a
 * few files instead of a few dozen: the sign-in pages' (their frame and fields) and a public Engram page's (its chat and
 * summary), with what a practice page uses too in '<group>-and-practice' (the chat's composer and bubbles, which the
 * session page loads without the rest), the small shared modules and zod-free contracts of the sign-in pages joining
 * the app shell; and the scenarios, Meet Your Character and progress
 * pages' own (what no other page imports), while what two of them share (the character's avatar, loading states, their
 * icons) is 'first-pages'. The entry keeps its own small file, and what the landing page's script needs stays out.
 */
function shellChunk(id: string, context: Rolldown.ChunkingContext): string | null {
  if (APP_ENTRY.test(id) || LANDING_ROOT.test(id) || isLandingScript(id, context)) return null;
  if (APP_SHELL_ROOTS.test(id) || isAppShell(id, context)) return 'app-shell';
  // A public Engram page's route module joins its pieces: the one page of its group, it needs no file of its own.
  const [, publicTwinGroup] = SIGN_IN_AND_PUBLIC_GROUPS;
  if (publicTwinGroup!.root.test(id)) return publicTwinGroup!.name;
  const isInLayout = PRACTICE_LAYOUT_ROOT.test(id) || isInPracticeLayout(id, context);
  const [scenarios] = PRACTICE_FIRST_PAGES;
  const isOnScenariosPage = scenarios!.root.test(id) || scenarios!.isReached(id, context);
  const [signIn] = SIGN_IN_AND_PUBLIC_GROUPS;
  const isOnSignInPage = signIn!.root.test(id) || signIn!.isReached(id, context);
  if (isInLayout || isOnScenariosPage) {
    // What the scenarios page shares with a public Engram page only (the character's avatar) stays out of login's way.
    if (isOnSignInOrPublicPage(id, context)) return isInLayout || isOnSignInPage ? 'app-shell' : 'scenarios-and-public';
    if (isInLayout) return 'practice-shell';
  }
  if (id.startsWith(ENGLISH_SECTION_PREFIX)) return englishSectionChunk(id, context);
  const isWebOrIcon = id.startsWith(WEB_DIR) || /node_modules[\\/]lucide-react[\\/]/.test(id);
  if (!isOnScenariosPage && isOnSignInOrPublicPage(id, context)) {
    // The contracts' zod-free limits and the app's small shared modules the sign-in pages use (text fields, the error
    // alert), which many other pages use too, are small: with the app shell, not a file of their own, when a public
    // Engram page or the session page shows them too; else in a file of their own beside the sign-in pages'
    // ('sign-in-shared'), which the other pages that use them load too, so that the session page goes without them. Those a public Engram page alone of them uses go with its pieces.
    const isSmallShared = ZOD_FREE_CONTRACT.test(id) || (SHARED_MODULE.test(id) && !LOADED_WHEN_USED.test(id));
    if (isSmallShared && isOnSignInPage) return isOnPageOpenedFirst(id, context) ? 'app-shell' : 'sign-in-shared';
    if (!isWebOrIcon && !isSmallShared) return null;
    const group = SIGN_IN_AND_PUBLIC_GROUPS.find(({ root, isReached }) => !root.test(id) && isReached(id, context));
    if (!group) return null;
    // What a practice page shows too (the chat's composer and bubbles, on the session page) in a file of its own, so
    // that page does not load the rest of this one's.
    return ownerPages(id, context).some((owner) => PRACTICE_PAGE.test(owner)) ? `${group.name}-and-practice` : group.name;
  }
  // A dialog or popover brings Radix: it stays with the pages that open it.
  if (!(isWebOrIcon || ZOD_FREE_CONTRACT.test(id)) || (LOADED_WHEN_USED.test(id) && !isOnScenariosPage)) return null;
  const pages = PRACTICE_FIRST_PAGES.filter(({ root, isReached }) => root.test(id) || isReached(id, context));
  if (pages.length === 0) return null;
  // What two of them share (loading states, the credits' note, a few icons) joins the practice shell, as the layout.
  if (pages.length > 1) return 'practice-shell';
  const page = pages[0]!;
  // What the scenarios page adds (its cards, filters and guide), in one file, as the practice shell was before it.
  if (page === scenarios) return page.name;
  // Another first page's own pieces in one file; those it shares with other pages in another, except those it shares
  // with the session page (which people open from the Meet page), which join the practice shell, as the layout (its
  // icons the shared icons' file), so that page loads neither of the other's files.
  if (ownerPages(id, context).every((owner) => page.root.test(owner))) return page.name;
  if (!SESSION_PAGE.isReached(id, context)) return `${page.name}-shared`;
  return LUCIDE.test(id) ? null : 'practice-shell';
}

/** Whether a public Engram page or the session page imports the module (each already loads fifteen files). */
function isOnPageOpenedFirst(id: string, context: Rolldown.ChunkingContext): boolean {
  const [, publicTwin] = SIGN_IN_AND_PUBLIC_GROUPS;
  return [publicTwin!, SESSION_PAGE].some(({ root, isReached }) => root.test(id) || isReached(id, context));
}

/**
 * Where a section of the English catalogue goes (see englishSections), once shellChunk has put those the shells use in
 * theirs, as a module of the web app would go: used by one first page, with it (a sign-in page's or the public page's
 * in their file, the scenarios page's in its own; the progress or Meet Your Character page's in its own file when no
 * other page uses it, else in its shared file); used by several practice first pages, with the practice shell; else
 * (used by first pages of both kinds, or by none) a small file of its own ('en-chat'), so a page loads the texts it
 * shows and not another page's code with them.
 */
function englishSectionChunk(id: string, context: Rolldown.ChunkingContext): string {
  const signInOrPublic = SIGN_IN_AND_PUBLIC_GROUPS.filter(({ isReached }) => isReached(id, context));
  const practice = PRACTICE_FIRST_PAGES.filter(({ isReached }) => isReached(id, context));
  const [page] = [...signInOrPublic, ...practice];
  if (page && signInOrPublic.length + practice.length === 1) {
    if (page === PRACTICE_FIRST_PAGES[0]) return page.name;
    // A sign-in or public page's section that another page shows too (the chat's, on the session page) keeps a file
    // of its own, so that page does not load the rest of this one's.
    if (signInOrPublic.length === 1) return ownerPages(id, context).some((owner) => PRACTICE_PAGE.test(owner)) ? `en-${id.slice(ENGLISH_SECTION_PREFIX.length)}` : page.name;
    if (ownerPages(id, context).every((owner) => page.root.test(owner))) return page.name;
    // One the session page shows too keeps a file of its own, as that page's own pieces join the practice shell (see
    // shellChunk).
    return SESSION_PAGE.isReached(id, context) ? `en-${id.slice(ENGLISH_SECTION_PREFIX.length)}` : `${page.name}-shared`;
  }
  if (signInOrPublic.length === 0 && practice.length > 1) return 'practice-shell';
  return `en-${id.slice(ENGLISH_SECTION_PREFIX.length)}`;
}

export default defineConfig({
  root: 'src/web',
  plugins: [lightRouterLinks(), englishSections(), lucideIconImports(), pureContractDeclarations(), sharedHead(), react(), tailwindcss(), routeModulePreload()],
  resolve: {
    alias: [
      ...WEB_ALIASES,
      // Recharts asks for the React 17 fallback of useSyncExternalStore: React 19 has its own, so no shim ships.
      { find: /^use-sync-external-store\/shim$/, replacement: fileURLToPath(new URL('./src/web/lib/use-sync-external-store.ts', import.meta.url)) },
    ],
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    // Every browser the es2022 target names but Safari 16 preloads modules itself: no polyfill file on every page.
    // A route's chunks are preloaded by the inline script the router calls (routeModulePreload), not by a list of every
    // route's files in the router's chunk (the app shell, whose deferred toaster loads its two files without one);
    // the pages' own dynamic imports (dialogs, charts) keep theirs.
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostId }) => (ROUTER_CHUNK.test(hostId) ? [] : deps) },
    rolldownOptions: {
      // landing.html is the shell of the pre-rendered landing page, which loads landing-entry.ts instead of the SPA.
      input: {
        index: fileURLToPath(new URL('./src/web/index.html', import.meta.url)),
        landing: fileURLToPath(new URL('./src/web/landing.html', import.meta.url)),
      },
      // The shared contracts build their zod schemas at the top of each module: marked pure (here, and every call of a
      // contract's top-level declarations by pureContractDeclarations), a page that imports only a limit or a path from
      // a contract leaves the schemas (and zod) out of its chunks.
      treeshake: { manualPureFunctions: ['z', 'textField'] },
      output: {
        codeSplitting: {
          groups: [
            // The pre-rendered landing page's script reads cookies too: a file of its own, so `/` stays at about 1.5 KB.
            { name: 'cookies', test: /src[\\/]web[\\/]lib[\\/]cookies\.ts$/, priority: 30 },
            // What every page of the app runs, in one long-cached file: React, the router and TanStack Query.
            // (and the app's links over React Router, lib/react-router.ts and lib/router-links.tsx).
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+)[\\/]|src[\\/]web[\\/]lib[\\/](react-router\.ts|router-links\.tsx)$/,
              priority: 20,
            },
            // What every page of the app runs beyond React, and each first page's own pieces: see shellChunk. A group here
            // takes only the modules shellChunk names, not all they import (zod and the contracts' schemas stay with the
            // pages that validate with them).
            { name: shellChunk, priority: 15, includeDependenciesRecursively: false },
            // The other icons: one file rather than one per icon, and those the session page draws in another, so that
            // page loads a few icons and not all.
            // An icon one page alone draws stays with that page's code.
            {
              name: (id, context) => (LUCIDE.test(id) && ownerPages(id, context).length !== 1 ? (SESSION_PAGE.isReached(id, context) ? 'session-icons' : 'icons') : null),
              priority: 11,
            },
            // Popovers and dialogs: one file, loaded with the first one a page shows or a person opens.
            { name: 'ui', test: UI_LIBRARY, priority: 12 },
            // The small pieces most pages share (the API client, session, server events, toasts, the header's parts, and what
            // they import), in one file instead of a few dozen.
            { name: 'shared', test: (id) => SHARED_MODULE.test(id) && !LOADED_WHEN_USED.test(id), priority: 10 },
          ],
        },
      },
    },
  },
  server: {
    port: 3000,
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])),
  },
});
