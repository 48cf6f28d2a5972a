// /auth/register/ai/*: the digital-twin onboarding's steps, shown in the account's language once /users/me answers.
import { Outlet } from 'react-router';
import { useAccountLanguage } from '@/features/users/components/account-language.tsx';

export function Component() {
  useAccountLanguage();
  return <Outlet />;
}
