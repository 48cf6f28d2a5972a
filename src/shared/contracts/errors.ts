import { z } from 'zod';

/** Every refusal and failure the API answers (plugins/errors.ts): `success: false` comes along on the account routes. */
export const ErrorSchema = z.object({
  success: z.literal(false).optional(),
  message: z.string(),
});
export type ErrorAnswer = z.infer<typeof ErrorSchema>;

/** The same error answer under each status a route declares, e.g. `{ ...errorResponses(404, 409) }` in its `response`. */
export function errorResponses(...statuses: number[]): Record<number, typeof ErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorSchema]));
}

/** The empty answer of a route that only does something: `response: { ...NO_CONTENT, ...errorResponses(404) }`. */
export const NO_CONTENT = { 204: z.null().describe('Done.') };
