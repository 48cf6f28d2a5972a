// /auth/register/ai/second: step 2 of the digital-twin onboarding, the first question answered aloud, with a live microphone level.
export { OnboardingVoice as Component } from '../../../features/twin/components/onboarding-voice.tsx';
