// The Credits admin page (/admin/credits) and its API (/api/admin/credits/*): grant credits to anyone, read the ledger of
// every account, set the welcome credits. Pending requests are answered through /credits/requests/* (credits.ts).
// Administrators only.
import { z } from 'zod';
import { requiredText, textField } from './text.ts';

/** The page; the person's own Credits page links admins here. */
export const ADMIN_CREDITS_PAGE_PATH = '/admin/credits';
/** Where the API lives; the page is the web app's. */
export const ADMIN_CREDITS_API_PATH = '/api/admin/credits';

/** The most credits one grant from the page (or one answer to a request) may add. */
export const ADMIN_CREDIT_GRANT_MAX = 10_000;
export const ADMIN_CREDIT_REASON_MAX_LENGTH = 200;
/** The most welcome credits the page may set (WELCOME_CREDITS in the environment allows more). */
export const WELCOME_CREDITS_MAX = 10_000;
/** What a new account starts with when neither the environment nor the page says otherwise. */
export const DEFAULT_WELCOME_CREDITS = 30;
export const CREDIT_LEDGER_PAGE_SIZE = 50;
export const CREDIT_LEDGER_SEARCH_MAX_LENGTH = 200;

/** What a ledger entry is: welcome credits, a grant (on request, from this page or the terminal), a purchase, a session's cost, a refund. */
export const CREDIT_ENTRY_KINDS = ['welcome', 'grant', 'purchase', 'session', 'refund'] as const;
export type CreditEntryKind = (typeof CREDIT_ENTRY_KINDS)[number];

export const CREDIT_ENTRY_KIND_LABELS: Record<CreditEntryKind, string> = {
  welcome: 'Welcome',
  grant: 'Grant',
  purchase: 'Purchase',
  session: 'Session',
  refund: 'Refund',
};

/** A whole, positive number of credits up to ADMIN_CREDIT_GRANT_MAX; `label` names it in the messages. */
function grantAmount(label: string) {
  const message = `${label} must be a whole number of credits from 1 to ${ADMIN_CREDIT_GRANT_MAX.toLocaleString('en-US')}.`;
  return z.number({ error: message }).int(message).min(1, message).max(ADMIN_CREDIT_GRANT_MAX, message);
}

/** `POST /credits/requests/{id}/grant`: the amount to grant; absent grants what was asked. */
export const GrantCreditRequestInputSchema = z.object({ amount: grantAmount('The amount').optional() });
export type GrantCreditRequestInput = z.infer<typeof GrantCreditRequestInputSchema>;

/** `POST /api/admin/credits/grants`: add credits to one account, with the reason its ledger shows. */
export const AdminCreditGrantInputSchema = z.object({
  userId: z.uuid({ error: (issue) => (issue.input === undefined || issue.input === '' ? 'Choose the person to grant credits to.' : 'Account id is not valid.') }),
  amount: grantAmount('The amount'),
  reason: requiredText('Reason', ADMIN_CREDIT_REASON_MAX_LENGTH, 'Reason is required: the person reads it in their history.'),
});
export type AdminCreditGrantInput = z.input<typeof AdminCreditGrantInputSchema>;

export const AdminCreditGrantAnswerSchema = z.object({
  data: z.object({ userId: z.uuid(), name: z.string(), email: z.string(), amount: z.number().int(), balance: z.number().int() }),
  message: z.string(),
});
export type AdminCreditGrantAnswer = z.infer<typeof AdminCreditGrantAnswerSchema>;

/** `GET /api/admin/credits/ledger`: newest first, a page at a time; `before` is the id of the last entry already shown. */
export const AdminCreditLedgerQuerySchema = z.object({
  /** Part of a person's name or e-mail, any case; empty shows everyone. */
  q: textField('Search')
    .trim()
    .max(CREDIT_LEDGER_SEARCH_MAX_LENGTH, `The search must be at most ${CREDIT_LEDGER_SEARCH_MAX_LENGTH} characters.`)
    .default(''),
  kind: z
    .enum(['', ...CREDIT_ENTRY_KINDS], { error: `The kind must be one of ${CREDIT_ENTRY_KINDS.join(', ')} (or empty for all).` })
    .default(''),
  before: z.uuid({ error: 'The page marker is not valid: start again from the newest entries.' }).optional(),
});
export type AdminCreditLedgerQuery = z.infer<typeof AdminCreditLedgerQuerySchema>;

export const AdminCreditLedgerEntrySchema = z.object({
  id: z.uuid(),
  createdAt: z.string().describe('ISO 8601'),
  userId: z.uuid(),
  name: z.string(),
  email: z.string(),
  kind: z.enum(CREDIT_ENTRY_KINDS),
  /** Positive adds, negative spends. */
  amount: z.number().int(),
  reason: z.string(),
  /** The person's balance right after this entry. */
  balanceAfter: z.number().int(),
});
export type AdminCreditLedgerEntry = z.infer<typeof AdminCreditLedgerEntrySchema>;

export const AdminCreditLedgerAnswerSchema = z.object({
  data: z.array(AdminCreditLedgerEntrySchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: z.uuid().nullable(),
});
export type AdminCreditLedgerAnswer = z.infer<typeof AdminCreditLedgerAnswerSchema>;

/** `GET /api/admin/credits/settings`: what a new account starts with, and whether the environment (WELCOME_CREDITS) sets it. */
export const AdminCreditSettingsSchema = z.object({
  welcomeCredits: z.object({ value: z.number().int(), isFromEnvironment: z.boolean() }),
  defaultWelcomeCredits: z.number().int(),
  /** Changes on every save; null before the first. */
  version: z.number().int().nullable(),
  updatedAt: z.string().nullable(),
});
export type AdminCreditSettings = z.infer<typeof AdminCreditSettingsSchema>;

/** `PUT /api/admin/credits/settings`. */
export const SaveAdminCreditSettingsInputSchema = z.object({
  welcomeCredits: z
    .number({ error: `Welcome credits must be a whole number from 0 to ${WELCOME_CREDITS_MAX.toLocaleString('en-US')}.` })
    .int(`Welcome credits must be a whole number from 0 to ${WELCOME_CREDITS_MAX.toLocaleString('en-US')}.`)
    .min(0, `Welcome credits must be a whole number from 0 to ${WELCOME_CREDITS_MAX.toLocaleString('en-US')}.`)
    .max(WELCOME_CREDITS_MAX, `Welcome credits must be a whole number from 0 to ${WELCOME_CREDITS_MAX.toLocaleString('en-US')}.`),
});
export type SaveAdminCreditSettingsInput = z.infer<typeof SaveAdminCreditSettingsInputSchema>;
