/** Shared numbers and paths of the seven-page digital-twin onboarding mock-up. */

export const ONBOARDING_STEP_COUNT = 7;
/** The interview is shown as "Question 1/20"; only the first question exists in the mock-up. */
export const ONBOARDING_QUESTION_COUNT = 20;

export const ONBOARDING_PATHS = {
  intro: '/auth/register/ai',
  voice: '/auth/register/ai/second',
  text: '/auth/register/ai/third',
  meet: '/auth/register/ai/fourth',
  summary: '/auth/register/ai/fifth',
  chat: '/auth/register/ai/sixth',
  done: '/auth/register/ai/seventh',
} as const;

export const FIRST_QUESTION = 'Who are the people closest to you, and what is one thing each of them taught you?';
