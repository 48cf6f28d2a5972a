// Source files: the answers of the /files routes, the accepted types, and the upload checks the web form and the server share.
import { z } from 'zod';
import { formatBytes } from './files-format.ts';
import { textField } from './text.ts';

export { formatBytes } from './files-format.ts';

export const FILE_TYPES = ['pdf', 'docx', 'txt', 'md', 'csv'] as const;
export const FileTypeSchema = z.enum(FILE_TYPES);
export type FileType = z.infer<typeof FileTypeSchema>;

/** The file input's `accept` list. */
export const FILE_ACCEPT = FILE_TYPES.map((type) => `.${type}`).join(',');

/** What the server answers with when UPLOAD_MAX_BYTES is not set; the web form checks against it before sending. */
export const DEFAULT_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
export const FILE_NAME_MAX_LENGTH = 200;
export const FILES_LIST_LIMIT = 500;

export const UPLOAD_MESSAGES = {
  noFile: 'Choose a file to upload.',
  empty: 'The file is empty.',
  unsupportedType: 'Only PDF, DOCX, TXT, MD and CSV files are supported.',
  notFound: 'File not found.',
} as const;

/** What a file whose content is not what its name says gets (a text file renamed to .pdf), and a damaged one. */
export const UNREADABLE_FILE_MESSAGES: Record<FileType, string> = {
  pdf: "This PDF can't be read (damaged or not a PDF).",
  docx: "This Word document can't be read (damaged or not a DOCX file).",
  txt: "This text file can't be read: save it as UTF-8 plain text.",
  md: "This Markdown file can't be read: save it as UTF-8 plain text.",
  csv: "This CSV file can't be read: save it as UTF-8 text.",
};

/** The start of every "too large" reason, so people (and tests) can tell it from a corrupt file. */
export const TOO_LARGE_PREFIX = 'This document is too large to read: ';

export const FileSchema = z.object({
  file_id: z.string(),
  filename: z.string(),
  file_type: FileTypeSchema,
  /** The uploaded file's size in bytes, as the card shows it ("84 KB"). */
  size_bytes: z.number().int().min(0),
  created_at: z.string(),
  /** The organisation whose members may use the file; null for the caller's own. */
  organization_id: z.string().nullable(),
  /** Whether the caller may delete it: their own, or an organisation's they uploaded or run (owner, admin). */
  can_change: z.boolean(),
});
export type SourceFile = z.infer<typeof FileSchema>;

/** How much of the person's quota their source files take (uploads in flight included), and the quota. */
export const FilesUsageSchema = z.object({
  used_bytes: z.number().int().min(0),
  limit_bytes: z.number().int().min(0),
  file_count: z.number().int().min(0),
  max_files: z.number().int().min(0),
});
export type FilesUsage = z.infer<typeof FilesUsageSchema>;

export const FilesListAnswerSchema = z.object({ data: z.object({ files: z.array(FileSchema), usage: FilesUsageSchema }) });
export type FilesListAnswer = z.infer<typeof FilesListAnswerSchema>;

/** The result of a completed `files.extract` job (GET /files/job-status-create/{jobId}). */
export const UploadFileResultSchema = FileSchema;
export type UploadFileResult = SourceFile;

/** How much of a file's text the preview shows: its first lines, within a character budget. */
export const FILE_PREVIEW_MAX_LINES = 20;
export const FILE_PREVIEW_MAX_CHARS = 2000;

/**
 * `GET /files/file/{file_id}/preview`: the start of the text the AI reads from the file. `status` is 'processing'
 * until the text has been read; `characters` is the whole text's length, of which `preview` is the start.
 */
export const FilePreviewAnswerSchema = z.object({
  status: z.enum(['processing', 'ready']),
  has_text: z.boolean(),
  preview: z.string(),
  characters: z.number().int().min(0),
});
export type FilePreviewAnswer = z.infer<typeof FilePreviewAnswerSchema>;

/** The first lines of a text, at most FILE_PREVIEW_MAX_LINES of them and FILE_PREVIEW_MAX_CHARS characters. */
export function previewOfText(text: string): string {
  const lines = text.split('\n', FILE_PREVIEW_MAX_LINES).join('\n');
  return Array.from(lines).slice(0, FILE_PREVIEW_MAX_CHARS).join('').trimEnd();
}

/** The result of a completed `files.delete` job. */
export const DeleteFileResultSchema = z.object({ file_id: z.string() });
export type DeleteFileResult = z.infer<typeof DeleteFileResultSchema>;

// Any text is accepted here: an id that is not a uuid simply finds no file (404), rather than a validation error.
export const FileIdParamsSchema = z.object({ file_id: textField('File id').max(100, 'File id must be at most 100 characters.') });

/** The text parts of the multipart upload (`POST /files/create`): its `organization_id` field and the file's name as sent. */
export const UploadInputSchema = z.object({
  organization_id: textField('Organization id').optional(),
  filename: textField('File name'),
});
export type UploadInput = z.infer<typeof UploadInputSchema>;

export function fileTooLargeMessage(maxBytes: number): string {
  return `The file is too large. The limit is ${formatBytes(maxBytes)}.`;
}

/** The type a file name claims by its extension, or null when it is not one we accept. */
export function fileTypeOfName(filename: string): FileType | null {
  const dot = filename.lastIndexOf('.');
  if (dot <= 0 || dot === filename.length - 1) return null;
  const extension = filename.slice(dot + 1).toLowerCase();
  return FileTypeSchema.safeParse(extension).data ?? null;
}

/**
 * The checks that need only a name and a size, so the form can answer before sending.
 * Returns the message to show, or null when the file may be sent. The server also checks the content.
 */
export function checkUploadCandidate(file: { name: string; size: number } | null | undefined, maxBytes: number): string | null {
  if (!file) return UPLOAD_MESSAGES.noFile;
  if (fileTypeOfName(file.name) === null) return UPLOAD_MESSAGES.unsupportedType;
  if (file.size === 0) return UPLOAD_MESSAGES.empty;
  if (file.size > maxBytes) return fileTooLargeMessage(maxBytes);
  return null;
}

/** A file chosen as a source in a create form: its id for the server, its name for the chip. */
export const ChosenFileSchema = z.object({ file_id: textField('File id'), filename: textField('File name') });
export type ChosenFile = z.infer<typeof ChosenFileSchema>;
