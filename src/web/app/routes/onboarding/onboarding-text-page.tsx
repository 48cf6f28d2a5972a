// /auth/register/ai/third: the interview with the text box first ("Use the default AI voice"); ?question=n.
import { OnboardingInterview } from '@/features/twin/components/onboarding-interview.tsx';

export function Component() {
  return <OnboardingInterview mode="text" />;
}
