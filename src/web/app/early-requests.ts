// The API reads a page makes as it opens, asked for by index.html's inline script (vite.config.ts, routeModulePreload)
// while the app's code is still arriving, so that their answers come back beside the code instead of after it; the
// app's first request of each path takes the answer (lib/early-requests.ts). Each entry: a pattern of the opened
// page's path, and the reads, where `$1` is the pattern's first group (as written in the address) and `{email}` the
// signed-in person's e-mail (from the readable cookie; the read is left out without one). Only reads whose success
// answer is the same in every interface language belong here: the script sends no Accept-Language of the app's own.
// A path written here that the page no longer reads costs one unused request; e2e/showcase.spec.ts checks the list's
// page reads each once. `when` says whether the reads are asked for before the page's chunks or after them: the browser
// opens six connections to the server, so a read asked for after a dozen chunks waits for them, and reads asked for
// first hold the connections the chunks wait for. A page whose first view waits on one small read (a public Engram's
// profile, its largest text) asks for it first; the scenarios page's eight reads come after its code, which its
// heading (its first paint) needs.
// A relative import: vite.config.ts reads this table while the build starts, before the '@shared' alias exists.
import { HISTORY_PAGE_DEFAULT_LIMIT } from '../../shared/contracts/reports-constants.ts';

export const EARLY_REQUESTS: ReadonlyArray<readonly [pattern: string, paths: readonly string[], when: 'before-chunks' | 'after-chunks']> = [
  [
    '^/showcase/?$',
    [
      '/users/me',
      '/quick-roleplay/all/{email}',
      '/credits',
      `/conversations?limit=${HISTORY_PAGE_DEFAULT_LIMIT}`,
      '/assignments/mine',
      '/assignments/mine/skills',
      '/organizations',
      '/speech/capabilities',
    ],
    'after-chunks',
  ],
  ['^/t/([^/]+)/?$', ['/public/twins/$1'], 'before-chunks'],
];
