/** Shared numbers and paths of the digital-twin onboarding: intro, interview, meet, summary, try, done. */

export const ONBOARDING_STEP_COUNT = 6;

export const ONBOARDING_STEPS = { intro: 1, interview: 2, meet: 3, summary: 4, chat: 5, done: 6 } as const;

export const ONBOARDING_PATHS = {
  intro: '/auth/register/ai',
  /** The interview, the recorder first and the Engram's voice chosen there ("Customise with your own voice"). */
  voice: '/auth/register/ai/second',
  /** The interview, the text box first ("Use the default AI voice"). */
  text: '/auth/register/ai/third',
  meet: '/auth/register/ai/fourth',
  summary: '/auth/register/ai/fifth',
  chat: '/auth/register/ai/sixth',
  done: '/auth/register/ai/seventh',
} as const;

/** The interview's address at question `number` (kept in the address, so Back and a reload stay on it). */
export function interviewPath(mode: 'voice' | 'text', number: number): string {
  return `${mode === 'voice' ? ONBOARDING_PATHS.voice : ONBOARDING_PATHS.text}?question=${number}`;
}

/** Router state of the spoken interview: arriving from "Customise with your own voice" opens the voice picker. */
export interface OnboardingVoiceState {
  isChoosingVoice?: boolean;
}

export function isChoosingVoice(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as OnboardingVoiceState).isChoosingVoice === true;
}
