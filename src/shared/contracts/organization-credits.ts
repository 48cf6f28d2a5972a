// An organisation's credits: its balance and ledger (per member for its admins), members' requests for credits, and
// the operator's console of organisations (members, roles, balance, usage) with its grants. Shared by the pages and
// the server routes.
import { z } from 'zod';
import { limitedText } from './text.ts';
import { AdminCreditGrantInputSchema } from './admin-credits.ts';
import { CreditRequestSchema } from './credits.ts';
import { ORGANIZATION_ROLES } from './organizations-constants.ts';

export const ADMIN_ORGANIZATIONS_API_PATH = '/api/admin/organizations';
/** The organisation page lists this many ledger entries at most; the balance always counts them all. */
export const ORGANIZATION_CREDIT_ENTRIES_LIMIT = 100;
/** The console lists this many organisations at most (search narrows them). */
export const ADMIN_ORGANIZATIONS_LIMIT = 100;
export const ADMIN_ORGANIZATIONS_SEARCH_MAX_LENGTH = 200;

export const PENDING_ORGANIZATION_REQUEST_MESSAGE = 'Your organisation already has a request waiting. The operator will answer it soon.';
/** A grant, a session a member started on the organisation's credits, or a refund of a session in which nothing was said. */
export const ORGANIZATION_CREDIT_ENTRY_KINDS = ['grant', 'session', 'refund'] as const;
export type OrganizationCreditEntryKind = (typeof ORGANIZATION_CREDIT_ENTRY_KINDS)[number];

/** Who an entry is about; null name and e-mail for a deleted account. */
const MemberRefSchema = z.object({ user_id: z.string().nullable(), name: z.string(), email: z.string().nullable() });

export const OrganizationCreditEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(ORGANIZATION_CREDIT_ENTRY_KINDS),
  amount: z.number().int(),
  reason: z.string(),
  /** The member who spent (a session or its refund) or asked (a grant on request); null for an operator's own grant. */
  member: MemberRefSchema.nullable(),
  balance_after: z.number().int(),
  created_at: z.string(),
});
export type OrganizationCreditEntry = z.infer<typeof OrganizationCreditEntrySchema>;

/** What one member spent from the organisation's balance: sessions paid (less those refunded) and credits net. */
export const OrganizationMemberSpendSchema = MemberRefSchema.extend({ sessions: z.number().int(), credits_spent: z.number().int() });
export type OrganizationMemberSpend = z.infer<typeof OrganizationMemberSpendSchema>;

export const OrganizationCreditRequestSchema = CreditRequestSchema.extend({ requested_by: z.string().nullable() });
export type OrganizationCreditRequest = z.infer<typeof OrganizationCreditRequestSchema>;

/**
 * `GET /organizations/{id}/credits`: the balance for every member; owners and admins also read the whole ledger and
 * the spending per member, others only their own entries.
 */
export const OrganizationCreditsSchema = z.object({
  balance: z.number().int(),
  session_cost: z.number().int(),
  /** Whether the caller reads the whole ledger and every member's spending (owners and admins). */
  is_full_ledger: z.boolean(),
  entries: z.array(OrganizationCreditEntrySchema),
  has_more: z.boolean(),
  members: z.array(OrganizationMemberSpendSchema),
  /** The organisation's newest request (pending, or the last one answered), or null. */
  request: OrganizationCreditRequestSchema.nullable(),
});
export type OrganizationCredits = z.infer<typeof OrganizationCreditsSchema>;

export const OrganizationCreditRequestAnswerSchema = z.object({ data: OrganizationCreditRequestSchema });

// --- The operator's console --------------------------------------------------------------------------------------

export const AdminOrganizationsQuerySchema = z.object({
  q: limitedText('Search', ADMIN_ORGANIZATIONS_SEARCH_MAX_LENGTH).default(''),
});
export type AdminOrganizationsQuery = z.infer<typeof AdminOrganizationsQuerySchema>;

export const AdminOrganizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  member_count: z.number().int(),
  balance: z.number().int(),
  /** Sessions paid from its balance since the first of this month (UTC), less those refunded. */
  sessions_this_month: z.number().int(),
  credits_spent_this_month: z.number().int(),
  /** Credits its pending request asks for; null when none waits. */
  pending_request_amount: z.number().int().nullable(),
});
export type AdminOrganization = z.infer<typeof AdminOrganizationSchema>;

export const AdminOrganizationListSchema = z.object({ data: z.array(AdminOrganizationSchema) });
export type AdminOrganizationList = z.infer<typeof AdminOrganizationListSchema>;

export const AdminOrganizationMemberSchema = OrganizationMemberSpendSchema.extend({ user_id: z.string(), email: z.string(), role: z.enum(ORGANIZATION_ROLES), joined_at: z.string() });
export type AdminOrganizationMember = z.infer<typeof AdminOrganizationMemberSchema>;

export const AdminOrganizationDetailsSchema = z.object({
  organization: AdminOrganizationSchema,
  /** Owners first; each with what they spent from the balance this month. */
  members: z.array(AdminOrganizationMemberSchema),
  entries: z.array(OrganizationCreditEntrySchema),
  has_more: z.boolean(),
  pending_request: OrganizationCreditRequestSchema.nullable(),
});
export type AdminOrganizationDetails = z.infer<typeof AdminOrganizationDetailsSchema>;

export const AdminOrganizationParamsSchema = z.object({
  id: z.uuid({ error: (issue) => (issue.input === undefined || issue.input === '' ? 'Organisation id is required.' : 'Organisation id is not valid.') }),
});

export const AdminOrganizationRequestParamsSchema = AdminOrganizationParamsSchema.extend({
  requestId: z.uuid({ error: (issue) => (issue.input === undefined || issue.input === '' ? 'Request id is required.' : 'Request id is not valid.') }),
});

/** `POST …/{id}/grants`: credits the operator adds to the organisation, with the reason its ledger shows. */
export const AdminOrganizationGrantInputSchema = AdminCreditGrantInputSchema.omit({ userId: true });
export type AdminOrganizationGrantInput = z.input<typeof AdminOrganizationGrantInputSchema>;

export const AdminOrganizationGrantAnswerSchema = z.object({ data: z.object({ organization_id: z.string(), amount: z.number().int(), balance: z.number().int() }), message: z.string() });
export type AdminOrganizationGrantAnswer = z.infer<typeof AdminOrganizationGrantAnswerSchema>;
