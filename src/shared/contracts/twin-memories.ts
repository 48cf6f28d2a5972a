// The Engram's memories: the locker's list and search, the upload form's fields and the edits after saving. Shared by
// the dashboard's memory pages and the server's memories routes.
import { z } from 'zod';
import { limitedText, requiredText, textField } from './text.ts';
import { TwinStorageSchema } from './twin.ts';
import { TWIN_MEMORY_TITLE_MAX_LENGTH, TWIN_MEMORY_CAPTION_MAX_LENGTH, TWIN_MEMORY_TRANSCRIPT_MAX_LENGTH, TWIN_MEMORY_TEXT_MAX_LENGTH, TWIN_MEMORY_KINDS, TWIN_MEMORY_VISIBILITIES, TWIN_MEMORY_SORTS, TWIN_MEMORY_TEXT_STATUSES } from './twin-constants.ts';

export const TwinMemorySchema = z.object({
  id: z.string(),
  kind: z.enum(TWIN_MEMORY_KINDS),
  title: z.string(),
  /** The day it happened (YYYY-MM-DD), if given. */
  date: z.string().nullable(),
  visibility: z.enum(TWIN_MEMORY_VISIBILITIES),
  /** The owner's words about it (a photo's caption); searched like its text. */
  caption: z.string().nullable(),
  /** A voice note's or video's whole transcript (the engine's or the owner's), null for other kinds or none yet. */
  transcript: z.string().nullable(),
  /** The uploaded file's name, null for a typed memory. */
  filename: z.string().nullable(),
  mime_type: z.string().nullable(),
  size_bytes: z.number().int(),
  text_status: z.enum(TWIN_MEMORY_TEXT_STATUSES),
  /** The first few hundred characters of its text (typed, extracted or transcribed). */
  excerpt: z.string().nullable(),
  created_at: z.string(),
});
export type TwinMemory = z.infer<typeof TwinMemorySchema>;

export const TwinMemoriesListSchema = z.object({ memories: z.array(TwinMemorySchema), storage: TwinStorageSchema });
export type TwinMemoriesList = z.infer<typeof TwinMemoriesListSchema>;

/** `GET /twin/memories?q=&sort=`: search in titles, captions and text (typed, extracted or transcribed); newest first unless asked. */
export const TwinMemoriesQuerySchema = z.object({
  q: limitedText('Search', 200).optional(),
  sort: z.enum(TWIN_MEMORY_SORTS, { error: 'Sort must be "newest", "oldest" or "title".' }).default('newest'),
});
export type TwinMemoriesQuery = z.input<typeof TwinMemoriesQuerySchema>;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const memoryDateField = textField('Date')
  .trim()
  .refine((value) => value === '' || (DATE_PATTERN.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))), 'Date must be a day as YYYY-MM-DD.');
const memoryCaptionField = limitedText('Caption', TWIN_MEMORY_CAPTION_MAX_LENGTH);
const memoryTitleField = requiredText('Title', TWIN_MEMORY_TITLE_MAX_LENGTH);
const memoryVisibilityField = z.enum(TWIN_MEMORY_VISIBILITIES, { error: 'Visibility must be "private", "family" or "public".' });

/** The text fields of `POST /twin/memories` (multipart; `file` for voice, photo and document, `text` for a typed memory). */
export const TwinMemoryFormSchema = z.object({
  kind: z.enum(TWIN_MEMORY_KINDS, { error: 'Kind must be "text", "voice", "video", "photo" or "document".' }),
  title: memoryTitleField,
  date: memoryDateField.optional().transform((value) => (value ? value : null)),
  visibility: memoryVisibilityField.default('private'),
  caption: memoryCaptionField.optional().transform((value) => (value ? value : null)),
  text: limitedText('Text', TWIN_MEMORY_TEXT_MAX_LENGTH).optional(),
  filename: textField('File name').max(255, 'File name must be at most 255 characters.').optional(),
});
export type TwinMemoryForm = z.input<typeof TwinMemoryFormSchema>;

export const TwinMemoryParamsSchema = z.object({ id: textField('Memory id').max(100, 'Memory id must be at most 100 characters.') });

/**
 * `PATCH /twin/memories/{id}`: any of the memory's words after it was saved. An empty `date` or `caption` clears it;
 * `transcript` only for a voice note or video (an empty one clears it).
 */
export const UpdateTwinMemoryInputSchema = z
  .object({
    title: memoryTitleField.optional(),
    date: memoryDateField.optional(),
    caption: memoryCaptionField.optional(),
    visibility: memoryVisibilityField.optional(),
    transcript: limitedText('Transcript', TWIN_MEMORY_TRANSCRIPT_MAX_LENGTH).optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), 'Send at least one of title, date, caption, visibility or transcript.');
export type UpdateTwinMemoryInput = z.input<typeof UpdateTwinMemoryInputSchema>;
