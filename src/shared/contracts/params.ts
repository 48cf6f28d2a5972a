// Path parameters that several features' routes share.
import { z } from 'zod';
import { textField } from './text.ts';

/** `{email}` of the list routes (`/persona/all/{email}`, `/files/all/{email}` …): the server checks it is the caller's own. */
export const EmailParamsSchema = z.object({
  email: textField('Email').trim().min(1, 'Email is required.').max(254, 'Email must be at most 254 characters.'),
});
