// Path parameters that several features' routes share.
import { z } from 'zod';
import { requiredText } from './text.ts';

/** `{email}` of the list routes (`/persona/all/{email}`, `/files/all/{email}` …): the server checks it is the caller's own. */
export const EmailParamsSchema = z.object({
  email: requiredText('Email', 254),
});
