// The account's limits and the readable cookies' names without zod, for the sign-in pages' fields and route access on
// every page; users.ts holds the schemas built on them.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const NICKNAME_MAX_LENGTH = 60;

/** Readable cookies the web client uses for route access and the greeting (the tokens stay httpOnly). */
export const COOKIE_NAMES = {
  email: 'email',
  name: 'name',
  nickname: 'nickname',
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
} as const;
