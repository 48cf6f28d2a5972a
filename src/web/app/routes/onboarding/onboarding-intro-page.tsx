// /auth/register/ai: step 1 of the digital-twin onboarding, how the twin learns, a voice choice and the career categories.
export { OnboardingIntro as Component } from '@/features/twin/components/onboarding-intro.tsx';
