import { z } from 'zod';

/** Every error answers with a message a person can read; `/users/*` adds `success: false`. */
export const ErrorAnswerSchema = z.object({
  success: z.literal(false).optional(),
  message: z.string(),
});
export type ErrorAnswer = z.infer<typeof ErrorAnswerSchema>;
