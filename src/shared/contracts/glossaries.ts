// Glossary requests and answers, shared by the web form and the server routes.
import { z } from 'zod';
import { LibraryItemAccessSchema } from './library.ts';
import { findGlossaryLineProblems, glossaryLinesMessage } from '../glossary-terms.ts';
import { requiredText, textField } from './text.ts';

export const GLOSSARY_NAME_MAX_LENGTH = 120;
export const GLOSSARY_CONTENT_MAX_LENGTH = 50_000;
/** The list answers at most this many glossaries (own and samples together). */
export const GLOSSARY_LIST_LIMIT = 500;

const NameSchema = requiredText('Name', GLOSSARY_NAME_MAX_LENGTH);

// The specification sends the content under the key `glossary`; people know it as the content.
const ContentSchema = textField('Content')
  // Every line is a term or blank: a line that is neither would be kept but never reach a character. Checked
  // before trimming, so the line numbers are those of the text as written; oversize text gets only its length message.
  .superRefine((content, context) => {
    if (content.trim().length > GLOSSARY_CONTENT_MAX_LENGTH) return;
    const message = glossaryLinesMessage(findGlossaryLineProblems(content));
    if (message) context.addIssue({ code: 'custom', message });
  })
  .trim()
  .min(1, 'Content is required.')
  .max(GLOSSARY_CONTENT_MAX_LENGTH, `Content must be at most ${GLOSSARY_CONTENT_MAX_LENGTH.toLocaleString('en-US')} characters.`);

/** What the create and update forms edit. */
export const GlossaryFormSchema = z.object({ name: NameSchema, glossary: ContentSchema });
export type GlossaryFormValues = z.infer<typeof GlossaryFormSchema>;

export const CreateGlossaryInputSchema = GlossaryFormSchema.extend({
  organization_id: textField('Organization id').optional(),
});
export type CreateGlossaryInput = z.infer<typeof CreateGlossaryInputSchema>;

export const UpdateGlossaryInputSchema = GlossaryFormSchema.extend({
  id: z.uuid({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Glossary id is required.' : 'Glossary id is not valid.') }),
});
export type UpdateGlossaryInput = z.infer<typeof UpdateGlossaryInputSchema>;

export const GlossarySchema = z.object({
  id: z.string(),
  name: z.string(),
  glossary: z.string(),
  /** ISO 8601; cards show its first 10 characters. */
  timestamp: z.string(),
  /** The organisation whose shared library holds it (its members use it); null for the caller's own or a sample. */
  organization_id: z.string().nullable(),
});
export type Glossary = z.infer<typeof GlossarySchema>;

export const GlossaryListItemSchema = GlossarySchema.extend(LibraryItemAccessSchema.shape);
export type GlossaryListItem = z.infer<typeof GlossaryListItemSchema>;

export const GlossaryListAnswerSchema = z.object({ data: z.array(GlossaryListItemSchema) });
export type GlossaryListAnswer = z.infer<typeof GlossaryListAnswerSchema>;

export const GlossaryIdParamsSchema = z.object({
  id: z.uuid({ error: (issue) => (issue.input === undefined || issue.input === null ? 'Glossary id is required.' : 'Glossary id is not valid.') }),
});

export {
  LibraryItemUsageAnswerSchema as GlossaryUsageAnswerSchema,
  DeleteLibraryItemAnswerSchema as DeleteGlossaryAnswerSchema,
  type UsingScenario as GlossaryUsingScenario,
  type LibraryItemUsageAnswer as GlossaryUsageAnswer,
  type DeleteLibraryItemAnswer as DeleteGlossaryAnswer,
} from './library.ts';

/** The name a duplicate gets: "<name> (copy)", the name shortened so the whole fits the limit. */
export function glossaryCopyName(name: string): string {
  const suffix = ' (copy)';
  const room = GLOSSARY_NAME_MAX_LENGTH - suffix.length;
  const base = Array.from(name.trim());
  return `${base.length > room ? base.slice(0, room).join('').trimEnd() : base.join('')}${suffix}`;
}

/** The `result` of a completed glossaries.create or glossaries.update job. */
export const GlossaryJobResultSchema = z.object({ data: GlossarySchema });
export type GlossaryJobResult = z.infer<typeof GlossaryJobResultSchema>;

/** `POST /glossary/{id}/duplicate` answers the new glossary, the caller's own. */
export const DuplicateGlossaryAnswerSchema = GlossaryJobResultSchema;
export type DuplicateGlossaryAnswer = GlossaryJobResult;
