// /auth/register/ai: step 1 of the digital-twin onboarding, how the twin learns, a voice choice and the career categories,
// with what the Engram package costs on this server before the username is chosen.
import { PackageNote } from '@/features/plans/components/package-note.tsx';
import { OnboardingIntro } from '@/features/twin/components/onboarding-intro.tsx';

export function Component() {
  return <OnboardingIntro packageNote={<PackageNote />} />;
}
