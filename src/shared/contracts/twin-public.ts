// An Engram as others see it: the public page /t/{username}, its photos, and the owner's preview of what going family or
// public would show. Shared by the public page, the publish panel and the server's public routes.
import { z } from 'zod';
import { textField } from './text.ts';
import { TwinAnswerSchema, TwinOnchainSchema, TwinSummarySchema } from './twin.ts';
import { TWIN_AUDIENCES } from './twin-constants.ts';
import { TwinMemoryParamsSchema, TwinMemorySchema } from './twin-memories.ts';

export const TwinUsernameParamsSchema = z.object({ username: textField('Username').max(40, 'Username must be at most 40 characters.') });
/** `GET /public/twins/{username}/photos/{id}`. */
export const PublicTwinPhotoParamsSchema = TwinUsernameParamsSchema.extend({ id: TwinMemoryParamsSchema.shape.id });

/**
 * `GET /public/twins/{username}`: what a visitor or heir sees; no private data. `summary` is the public summary, built
 * only from public answers and public memories, whatever the owner's own summary holds.
 */
export const PublicTwinSchema = z.object({
  username: z.string(),
  name: z.string(),
  visibility: z.enum(['family', 'public']),
  summary: TwinSummarySchema.nullable(),
  onchain: TwinOnchainSchema,
  /** The caller owns it (shown a link to the dashboard instead of the heir's notice). */
  is_owner: z.boolean(),
  /**
   * The twin is answered by the built-in engine, which reads and answers English only: the page then offers its
   * suggested questions in English and says so in another interface language.
   */
  reads_english_only: z.boolean(),
  /** Photo memories this reader may see (public ones for visitors; family ones too for heirs), newest first. */
  photos: z.array(z.object({ id: z.string(), title: z.string(), date: z.string().nullable(), url: z.string() })),
});
export type PublicTwin = z.infer<typeof PublicTwinSchema>;

/** `GET /public/twins/{old username}` within the redirect window: 301 to the new address, with the new username. */
export const PublicTwinMovedSchema = z.object({ message: z.string(), moved_to: z.string() });
export type PublicTwinMoved = z.infer<typeof PublicTwinMovedSchema>;

/** `GET /twin/visibility-preview?visibility=`: what going family or public would show (private needs no preview). */
export const TwinVisibilityPreviewQuerySchema = z.object({
  visibility: z.enum(['family', 'public'], { error: 'Visibility must be "family" or "public".' }),
});
export type TwinVisibilityPreviewQuery = z.infer<typeof TwinVisibilityPreviewQuerySchema>;

/** What one audience would read and hear: the answers and memories the chat speaks from, and the summary on the page. */
export const TwinAudienceViewSchema = z.object({
  audience: z.enum(TWIN_AUDIENCES),
  answers: z.array(TwinAnswerSchema),
  memories: z.array(TwinMemorySchema),
  /** The public summary as the page shows it now (null: none written yet); heirs read the same one. */
  summary: TwinSummarySchema.nullable(),
});
export type TwinAudienceView = z.infer<typeof TwinAudienceViewSchema>;

export const TwinVisibilityPreviewSchema = z.object({
  visibility: z.enum(['family', 'public']),
  /** Public: visitors, then heirs (who also hear family answers and memories). Family: heirs only. */
  audiences: z.array(TwinAudienceViewSchema),
  heirs: z.object({
    /** Heirs named by the owner. */
    named: z.number().int(),
    /** Heirs whose invitation was accepted: the only accounts that can be heirs. */
    accepted: z.number().int(),
    /** Whether heirs have access now. */
    released: z.boolean(),
  }),
});
export type TwinVisibilityPreview = z.infer<typeof TwinVisibilityPreviewSchema>;
