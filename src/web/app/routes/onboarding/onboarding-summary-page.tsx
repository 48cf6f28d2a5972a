// /auth/register/ai/fifth: step 5 of the digital-twin onboarding, the twin's summary.
export { OnboardingSummary as Component } from '@/features/twin/components/onboarding-summary.tsx';
