// /auth/register/ai/third: step 3 of the digital-twin onboarding, the first question answered in writing.
export { OnboardingText as Component } from '../../../features/twin/components/onboarding-text.tsx';
