// The credits page's address without zod, for the header's balance badge on every practice page; credits.ts holds the schemas.
/** The Credits page: the balance badge, the mode dialog, the Meet page and Stripe's return links lead there. */
export const CREDITS_PAGE_PATH = '/showcase/credits';
