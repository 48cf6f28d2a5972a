// /auth/register/ai/sixth: step 6 of the digital-twin onboarding, a first conversation with the twin.
export { OnboardingChat as Component } from '@/features/twin/components/onboarding-chat.tsx';
