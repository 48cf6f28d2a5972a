// Who may talk to a paid mentor's chat: the owner and released heirs always; a visitor only with a pass they bought
// (a month running, or a conversation, begun at its first message). Read by the public room's chat before it answers.
import { formatMentorAmount, MENTOR_CONVERSATION_HOURS, type MentorAccess } from '../../../../shared/contracts/twin-mentor.ts';
import type { AccessClaims } from '../../../auth/tokens.ts';
import type { Db } from '../../../db/client.ts';
import { paymentRequired } from '../../../lib/http-errors.ts';
import type { TwinRow } from '../shared/twin.repository.ts';
import { createMentorRepository, type MentorPaymentRow, type MentorPlanRow } from './mentor.repository.ts';

export const MENTOR_CONVERSATION_MS = MENTOR_CONVERSATION_HOURS * 60 * 60 * 1000;

/** The plan that makes a twin's chat paid now: a public twin's plan that is open or paused; null when its chat is free. */
export async function findSellingPlan(db: Db, twin: TwinRow): Promise<MentorPlanRow | null> {
  if (twin.visibility !== 'public') return null;
  const plan = await createMentorRepository(db).findPlan(twin.id);
  return plan && plan.status !== 'stopped' ? plan : null;
}

export function toMentorAccess(row: MentorPaymentRow): MentorAccess {
  return { pricing: row.pricing as MentorAccess['pricing'], ends_at: row.accessEndsAt?.toISOString() ?? null };
}

/** What a visitor is told when the chat needs a pass they do not have. */
export function passNeededMessage(twin: TwinRow, plan: MentorPlanRow, currency: string, isSignedIn: boolean): string {
  if (plan.status === 'paused') return `@${twin.username} is a paid mentor and is not taking new conversations right now.`;
  const what = plan.pricing === 'month' ? 'a month of conversations' : 'a conversation';
  const price = formatMentorAmount(plan.priceCents, currency);
  return isSignedIn
    ? `@${twin.username} is a paid mentor: buy ${what} (${price}) on this page to talk.`
    : `@${twin.username} is a paid mentor: sign in and buy ${what} (${price}) to talk.`;
}

/**
 * Lets a visitor's message through to a paid mentor's chat, beginning a conversation they bought if none is running;
 * 402 with what to buy when they have no pass. A twin whose chat is free, its owner and its heirs pass freely.
 */
export async function admitMentorChat(db: Db, twin: TwinRow, caller: AccessClaims | null, isVisitor: boolean, currency: string, now = new Date()): Promise<void> {
  if (!isVisitor) return;
  const plan = await findSellingPlan(db, twin);
  if (!plan) return;
  const pass = caller ? await createMentorRepository(db).takeAccess(twin.id, caller.userId, now, MENTOR_CONVERSATION_MS, true) : undefined;
  if (!pass) throw paymentRequired(passNeededMessage(twin, plan, currency, caller !== null));
}
