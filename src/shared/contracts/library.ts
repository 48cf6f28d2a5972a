// What the persona, rubric and glossary contracts share: what a listed item says of the caller's rights, the scenarios
// that use an item, named in the delete confirmation, and the answer of a delete after which those scenarios go on with
// their own copy.
import { z } from 'zod';

/** A listed library item's rights for the caller: whether it is a sample, and whether they may edit and delete it. */
export const LibraryItemAccessSchema = z.object({
  is_sample: z.boolean(),
  /** Whether the caller may edit and delete it: their own, or an organisation's they wrote or run (owner, admin); never a sample. */
  can_change: z.boolean(),
});

/** A scenario that uses a library item, as the delete confirmation names it. */
export const UsingScenarioSchema = z.object({ id: z.string(), name: z.string() });
export type UsingScenario = z.infer<typeof UsingScenarioSchema>;

/** `GET /{persona|rubrics|glossary}/{id}/usage`: the scenarios that use the owner's item and would keep a copy of it. */
export const LibraryItemUsageAnswerSchema = z.object({ scenarios: z.array(UsingScenarioSchema) });
export type LibraryItemUsageAnswer = z.infer<typeof LibraryItemUsageAnswerSchema>;

/** `DELETE /{persona|rubrics|glossary}/{id}`: the deleted item, and the scenarios that now go on with their own copy. */
export const DeleteLibraryItemAnswerSchema = z.object({ id: z.string(), kept_in_scenarios: z.array(UsingScenarioSchema) });
export type DeleteLibraryItemAnswer = z.infer<typeof DeleteLibraryItemAnswerSchema>;
