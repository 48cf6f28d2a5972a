// The rule every library table shares (files, personas, rubrics, glossaries, scenarios): a person's own rows, rows in
// an organisation's shared library, and read-only samples that belong to nobody. Services check access with it;
// repositories build their queries on it. Membership is read on every call, so a removed member is out at once.
import { and, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ORGANIZATION_MESSAGES } from '../../../shared/contracts/organization-messages.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import type { Db } from '../../db/client.ts';
import { PermanentJobError } from '../../jobs/define-job.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import { findOrganizationRole, isCurrentOrganizationOf, isMemberOf, LIBRARY_EDITOR_ROLES } from '../organizations/organization-records.repository.ts';

/** What a member who is neither an owner or admin nor the item's author is told when they try to change it. */
export const ORGANIZATION_ITEM_READ_ONLY_MESSAGE = ORGANIZATION_MESSAGES.itemReadOnly;

/** Why a create job stored nothing: its author left the organisation (or was removed) while it waited. */
export const LEFT_ORGANIZATION_MESSAGE = 'You are no longer a member of this organisation, so nothing was added to its library.';

/**
 * For a create job, just before it stores an item in an organisation's library: the author must still be a member,
 * as the request checked when it was queued. Fails the job for good otherwise; null (the person's own library) passes.
 */
export async function assertStillMember(db: Db, organizationId: string | null, userId: string): Promise<void> {
  if (organizationId !== null && !(await findOrganizationRole(db, organizationId, userId))) throw new PermanentJobError(LEFT_ORGANIZATION_MESSAGE);
}

/** The columns of a library row that decide who may see and change it. */
export interface LibraryItemRow {
  id: string;
  userId: string | null;
  organizationId: string | null;
  isSample: boolean;
}

/** What the caller is told when the item is not theirs to change. */
export interface LibraryItemMessages {
  notFound: string;
  readOnly: string;
}

/**
 * The item, when the caller may change it: their own, or one of an organisation's library when they are its owner or
 * admin or the item's author (and still a member). A sample is read-only for everyone (403), as is an organisation's
 * item for its other members (403); anything else answers like a missing one (404), so ids reveal nothing.
 */
export async function assertCanChangeLibraryItem<Row extends LibraryItemRow>(db: Db, row: Row | null | undefined, caller: AccessClaims, messages: LibraryItemMessages): Promise<Row> {
  if (row?.isSample) throw forbidden(messages.readOnly);
  if (!row) throw notFound(messages.notFound);
  if (row.organizationId === null) {
    if (row.userId !== caller.userId) throw notFound(messages.notFound);
    return row;
  }
  const role = await findOrganizationRole(db, row.organizationId, caller.userId);
  if (!role) throw notFound(messages.notFound);
  if (!LIBRARY_EDITOR_ROLES.includes(role) && row.userId !== caller.userId) throw forbidden(ORGANIZATION_ITEM_READ_ONLY_MESSAGE);
  return row;
}

type LibraryTable = PgTable & { id: PgColumn; userId: PgColumn; organizationId: PgColumn };
type SampleLibraryTable = LibraryTable & { isSample: PgColumn };

/** The person's own row (outside any organisation). */
function isPersonalRow(table: LibraryTable, userId: string): SQL {
  return and(isNull(table.organizationId), eq(table.userId, userId)) as SQL;
}

/** Rows the person may change: their own, and their organisations' rows they author or run (owner, admin). */
export function isChangeableBy(table: LibraryTable, userId: string): SQL {
  const inOrganization = and(
    isNotNull(table.organizationId),
    or(isMemberOf(table.organizationId, userId, LIBRARY_EDITOR_ROLES), and(eq(table.userId, userId), isMemberOf(table.organizationId, userId))),
  );
  return or(isPersonalRow(table, userId), inOrganization) as SQL;
}

/** Whether the person may change the file (isChangeableBy), as a column the list selects for its `can_change`. */
export function canChangeFileColumn(table: LibraryTable, userId: string): SQL<boolean> {
  return sql<boolean>`coalesce(${isChangeableBy(table, userId)}, false)`.mapWith(Boolean);
}

/**
 * Whether the person may change the row (isChangeableBy; a sample never), as a column a list or read selects, so the
 * answer's `can_change` follows the same rule as the edit and delete routes.
 */
export function canChangeColumn(table: SampleLibraryTable, userId: string): SQL<boolean> {
  return sql<boolean>`coalesce(${and(eq(table.isSample, false), isChangeableBy(table, userId))}, false)`.mapWith(Boolean);
}

/** The row with this id when the person may change it (isChangeableBy); a sample never matches. */
export function isOwnRow(table: SampleLibraryTable, id: string, userId: string): SQL {
  return and(eq(table.id, id), eq(table.isSample, false), isChangeableBy(table, userId)) as SQL;
}

/** Rows the person may use, whatever workspace they chose: their own, their organisations' (no samples). */
export function isUsableBy(table: LibraryTable, userId: string): SQL {
  return or(isPersonalRow(table, userId), and(isNotNull(table.organizationId), isMemberOf(table.organizationId, userId))) as SQL;
}

/** Rows the person may use (isUsableBy) and every sample: what a create form may pick by id. */
export function isVisibleRow(table: SampleLibraryTable, userId: string): SQL {
  return or(eq(table.isSample, true), isUsableBy(table, userId)) as SQL;
}

/** What the person's library lists: their own rows, the rows of the organisation chosen in the header, and every sample. */
export function isListedRow(table: SampleLibraryTable, userId: string): SQL {
  return or(eq(table.isSample, true), isPersonalRow(table, userId), isCurrentOrganizationOf(table.organizationId, userId)) as SQL;
}

/** The person's own files and those of the organisation chosen in the header (files have no samples). */
export function isListedFile(table: LibraryTable, userId: string): SQL {
  return or(isPersonalRow(table, userId), isCurrentOrganizationOf(table.organizationId, userId)) as SQL;
}

/** Deletes the row when the person may change it; false when there was none (already gone, a sample, or not theirs to change). */
export async function deleteOwnRow(db: Db, table: SampleLibraryTable, id: string, userId: string): Promise<boolean> {
  const deleted = await db.delete(table).where(isOwnRow(table, id, userId)).returning({ id: table.id });
  return deleted.length > 0;
}
