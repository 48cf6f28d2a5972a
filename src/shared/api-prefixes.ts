/**
 * Path prefixes served by the API. Everything else is a client route of the single-page app,
 * so the server answers unknown paths under these prefixes with JSON 404 and the rest with index.html.
 */
export const API_PREFIXES = [
  '/users',
  '/files',
  '/persona',
  '/rubrics',
  '/glossary',
  '/quick-roleplay',
  '/advance-roleplay',
  '/scenarios',
  '/assessment',
  '/conversational',
  '/conversations',
  '/credits',
  '/plans',
  '/speech',
  '/twin',
  '/organizations',
  '/assignments',
  '/public',
  '/api',
  '/events',
  '/healthz',
  '/docs',
  // The admin pages live at /admin/*; only their API paths are listed, so the pages themselves load on refresh.
  '/admin/ai/settings',
  '/admin/ai/test',
  '/admin/ai/models',
  // The Local model page is /admin/local-model; its API is /admin/local-models/*.
  '/admin/local-models',
  '/admin/speech/settings',
  '/admin/speech/test-voice',
  '/admin/speech/test-transcription',
  '/admin/email/settings',
  '/admin/email/test',
  '/admin/usage/summary',
  '/admin/usage/prices',
  '/admin/quality/runs',
] as const;

export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
