// A credit ledger entry's reason in the interface's language. The server stores the reasons it writes itself in
// English ("Welcome credits", "Roleplay session: <scenario>"); those read from the catalogue, with the scenario's own
// name kept as it is. A reason an administrator typed when granting credits is shown as they wrote it.
import { i18n } from '@/i18n/i18n.ts';

const SESSION = /^Roleplay session: (.+)$/s;
const PURCHASE = /^Purchase: (\d+) credits?$/;

const FIXED: Record<string, string> = {
  'Welcome credits': 'creditsPage.reasonWelcome',
  'Credits granted on request': 'creditsPage.reasonGranted',
  'Refund: nothing was said': 'creditsPage.reasonNothingSaid',
};

/** `reason` as the person reads it now. */
export function creditReasonText(reason: string): string {
  const fixed = FIXED[reason];
  if (fixed) return i18n.t(fixed);
  const session = SESSION.exec(reason);
  if (session) return i18n.t('creditsPage.reasonSession', { name: session[1] });
  const purchase = PURCHASE.exec(reason);
  if (purchase) return i18n.t('creditsPage.reasonPurchase', { count: Number(purchase[1]) });
  return reason;
}
