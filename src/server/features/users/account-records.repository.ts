// An account as other features read and lock it: the credit ledger locks the person's row and lists names and
// e-mails, the twin names its owner and heirs and releases on the owner's last sign-in. Exported for those purposes,
// so that no other feature queries the users, login or refresh-token tables.
import { eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isInterfaceLanguage, type InterfaceLanguage } from '../../../shared/contracts/languages-constants.ts';
import type { Db } from '../../db/client.ts';
import { authSessions, refreshTokens, users } from '../../db/schema.ts';

/** Who an account is, as a list of people shows it, and the language to write to them in (null until chosen). */
export interface AccountContact {
  id: string;
  name: string;
  email: string;
  language: string | null;
}

/**
 * Locks the person's user row until the caller's transaction (`tx`) ends, so two changes that must not overlap for
 * one person (a balance that must not go below zero) run one after the other. False when the user does not exist.
 */
export async function lockAccount(tx: Db, userId: string): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return rows.length > 0;
}

export async function findAccountContact(db: Db, userId: string): Promise<AccountContact | undefined> {
  const [row] = await db.select({ id: users.id, name: users.name, email: users.email, language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** The interface language the person chose ('en', 'id'), or null while they have chosen none (or the account is gone). */
export async function findAccountLanguage(db: Db, userId: string): Promise<InterfaceLanguage | null> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
  return isInterfaceLanguage(row?.language) ? row.language : null;
}

/** Each existing account's name and e-mail by id; an id without an account (deleted) is absent. */
export async function findAccountContacts(db: Db, userIds: readonly string[]): Promise<Map<string, AccountContact>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name, email: users.email, language: users.language }).from(users).where(inArray(users.id, ids)).limit(ids.length);
  return new Map(rows.map((row) => [row.id, row]));
}

/** The language chosen by the account with this e-mail address, or null when there is none or it chose none. */
export async function findAccountLanguageByEmail(db: Db, email: string): Promise<InterfaceLanguage | null> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.email, email)).limit(1);
  return isInterfaceLanguage(row?.language) ? row.language : null;
}

export async function findAccountIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row?.id;
}

/** The ids of the accounts whose name or e-mail matches the ILIKE `pattern`, as a subquery for the caller's statement. */
export function accountIdsMatching(db: Db, pattern: string) {
  return db.select({ id: users.id }).from(users).where(or(ilike(users.name, pattern), ilike(users.email, pattern)));
}

/** The names, e-mail and its verification of one account, as the twin's owner is shown, and its chosen language. */
export async function findAccountProfile(db: Db, userId: string): Promise<{ name: string; nickname: string; email: string; emailVerifiedAt: Date | null; language: string | null } | undefined> {
  const [row] = await db
    .select({ name: users.name, nickname: users.nickname, email: users.email, emailVerifiedAt: users.emailVerifiedAt, language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/**
 * The last time the account whose id is `userId` (a column of the caller's statement) signed in, a login or a token
 * refresh; the account's creation when it never did. An expression for the caller's statement, so a list filters on
 * it in one query.
 */
export function lastSignInOf(userId: AnyPgColumn): SQL {
  return sql`coalesce(
        (select max(${refreshTokens.createdAt}) from ${refreshTokens}
          inner join ${authSessions} on ${authSessions.id} = ${refreshTokens.sessionId}
          where ${authSessions.userId} = ${userId}),
        (select ${users.createdAt} from ${users} where ${users.id} = ${userId}))`;
}

/** How many accounts were registered so far (the launch offer counts its places with it). */
export async function countAccounts(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row?.count ?? 0;
}

/** The account's place in the order of registration (1 for the first), or undefined when it is gone. */
export async function registrationRankOf(db: Db, userId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ rank: sql<number>`(select count(*)::int from ${users} as earlier where earlier.created_at <= ${users.createdAt})` })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.rank;
}
