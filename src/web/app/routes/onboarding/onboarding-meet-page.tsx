// /auth/register/ai/fourth: step 4 of the digital-twin onboarding, what the twin has learned so far.
export { OnboardingMeet as Component } from '@/features/twin/components/onboarding-meet.tsx';
