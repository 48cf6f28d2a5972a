// Where the Credits page lives: the balance badge, the Roleplay mode dialog, the Meet page and a refunded session's
// report all lead there.
export const CREDITS_PAGE_PATH = '/showcase/credits';
