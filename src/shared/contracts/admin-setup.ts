// Becoming the first administrator of a server that has none: the one-time setup code the server prints at start,
// claimed by a signed-in account (README "Administrators"). The web app's /admin tells a non-admin how while no admin exists.
import { z } from 'zod';
import { textField } from './text.ts';

/** Where the API lives: a signed-in account's own action, not an admin route (nobody is an admin yet). */
export const ADMIN_SETUP_API_PATH = '/users/admin-setup';
/** How long a printed setup code works. */
export const ADMIN_SETUP_CODE_TTL_HOURS = 24;
/** Tries of a setup code per account, and per address, in ADMIN_SETUP_WINDOW_MINUTES; the code's 160 random bits make guessing pointless anyway. */
export const ADMIN_SETUP_TRIES_PER_WINDOW = 10;
export const ADMIN_SETUP_WINDOW_MINUTES = 15;
const ADMIN_SETUP_CODE_MAX_LENGTH = 100;

export const AdminSetupStatusSchema = z.object({
  /** Whether an enabled account is an administrator; while none is, a setup code can be claimed. */
  hasAdmin: z.boolean(),
  /** The server names its administrators' addresses: only those accounts may claim the code. */
  isLimitedToNamedAddresses: z.boolean(),
  /** The server sends e-mail: a named address becomes an administrator once its owner opens the link sent to it. */
  sendsEmail: z.boolean(),
});
export type AdminSetupStatus = z.infer<typeof AdminSetupStatusSchema>;

export const ClaimAdminSetupInputSchema = z.object({
  code: textField('Setup code')
    .trim()
    .min(1, 'Enter the setup code.')
    .max(ADMIN_SETUP_CODE_MAX_LENGTH, `The setup code must be at most ${ADMIN_SETUP_CODE_MAX_LENGTH} characters.`),
});
export type ClaimAdminSetupInput = z.infer<typeof ClaimAdminSetupInputSchema>;

export const ClaimAdminSetupAnswerSchema = z.object({ success: z.literal(true), message: z.string() });
export type ClaimAdminSetupAnswer = z.infer<typeof ClaimAdminSetupAnswerSchema>;

export const ADMIN_SETUP_CLAIMED_MESSAGE = 'You are now an administrator of this Engram.';
