// /auth/register/ai/seventh: step 7 of the digital-twin onboarding, done, then on to the dashboard.
export { OnboardingDone as Component } from '@/features/twin/components/onboarding-done.tsx';
