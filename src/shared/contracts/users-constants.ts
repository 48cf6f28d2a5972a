// The readable cookies' names without zod, for route access on every page; users.ts holds the schemas.
/** Readable cookies the web client uses for route access and the greeting (the tokens stay httpOnly). */
export const COOKIE_NAMES = {
  email: 'email',
  name: 'name',
  nickname: 'nickname',
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
} as const;
