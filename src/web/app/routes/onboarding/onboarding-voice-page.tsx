// /auth/register/ai/second: the interview with the recorder first ("Customise with your own voice"); ?question=n.
import { OnboardingInterview } from '@/features/twin/components/onboarding-interview.tsx';

export function Component() {
  return <OnboardingInterview mode="voice" />;
}
