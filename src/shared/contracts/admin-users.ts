// The Users admin page (/admin/users) and its API (/api/admin/users): find people, change their roles, give them a
// password-reset link, disable, enable or delete their account. Administrators only.
import { z } from 'zod';
import { textField } from './text.ts';
import { EmailSchema } from './users.ts';

export const ADMIN_USERS_PAGE_SIZE = 20;
export const ADMIN_USERS_SEARCH_MAX_LENGTH = 200;
/** Where the API lives; the page /admin/users is the web app's. */
export const ADMIN_USERS_API_PATH = '/api/admin/users';

export const AdminUsersQuerySchema = z.object({
  /** Part of a name or an e-mail address, any case; empty lists everyone. */
  q: textField('Search')
    .trim()
    .max(ADMIN_USERS_SEARCH_MAX_LENGTH, `The search must be at most ${ADMIN_USERS_SEARCH_MAX_LENGTH} characters.`)
    .default(''),
  page: z.coerce
    .number({ error: 'The page must be a whole number from 1.' })
    .int('The page must be a whole number from 1.')
    .min(1, 'The page must be a whole number from 1.')
    .max(1_000_000, 'The page must be a whole number from 1.')
    .default(1),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuerySchema>;

export const AdminUserParamsSchema = z.object({
  id: z.uuid({ error: (issue) => (issue.input === undefined || issue.input === '' ? 'Account id is required.' : 'Account id is not valid.') }),
});

/** One person as the Users page shows them. The *ByEnvironment roles come from ADMIN_EMAILS / CREATOR_EMAILS and cannot be changed here. */
export const AdminUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string().describe('ISO 8601'),
  /** When an admin disabled the account; null while it may log in. */
  disabledAt: z.string().nullable(),
  /** The caller's own account. */
  isSelf: z.boolean(),
  isAdmin: z.boolean(),
  canCreate: z.boolean(),
  isAdminByEnvironment: z.boolean(),
  /** True for everyone while the server's environment names no creators. */
  canCreateByEnvironment: z.boolean(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUsersAnswerSchema = z.object({
  data: z.array(AdminUserSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** How many accounts match the search. */
  total: z.number().int(),
});
export type AdminUsersAnswer = z.infer<typeof AdminUsersAnswerSchema>;

/** One role or both; a role the server's environment grants stays granted whatever is set here. */
export const UpdateAdminUserRolesInputSchema = z
  .object({
    isAdmin: z.boolean({ error: 'isAdmin must be true or false.' }).optional(),
    canCreate: z.boolean({ error: 'canCreate must be true or false.' }).optional(),
  })
  .refine((input) => input.isAdmin !== undefined || input.canCreate !== undefined, { message: 'Say which role to change: isAdmin or canCreate.' });
export type UpdateAdminUserRolesInput = z.infer<typeof UpdateAdminUserRolesInputSchema>;

export const AdminUserAnswerSchema = z.object({ data: AdminUserSchema, message: z.string() });
export type AdminUserAnswer = z.infer<typeof AdminUserAnswerSchema>;

export const AdminResetLinkAnswerSchema = z.object({
  /** Absolute when the server knows its public address (PUBLIC_URL), otherwise a path on this site. Shown once. */
  link: z.string(),
  expiresInMinutes: z.number().int(),
  message: z.string(),
});
export type AdminResetLinkAnswer = z.infer<typeof AdminResetLinkAnswerSchema>;

/** The account's e-mail address, typed again: a deletion names what it deletes. */
export const DeleteAdminUserInputSchema = z.object({ email: EmailSchema });
export type DeleteAdminUserInput = z.infer<typeof DeleteAdminUserInputSchema>;

export const ACCOUNT_DISABLED_MESSAGE = 'This account has been disabled. Contact your administrator.';
export const LAST_ADMIN_MESSAGE = 'You are the last administrator: promote someone else before you step down.';
