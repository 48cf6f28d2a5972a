// /dashboard/*: the digital twin's dashboard frame around each section's page, with the logout confirmation and the
// language switch of the practice area.
import { useState } from 'react';
import { Outlet } from 'react-router';
import { AccountLanguageSwitch, useAccountLanguage } from '@/features/users/components/account-language.tsx';
import { LogoutModal } from '@/features/users/components/logout-modal.tsx';
import { VerifyEmailBanner } from '@/features/users/components/verify-email-banner.tsx';
import { Dashboard } from '@/features/twin/components/dashboard.tsx';

export function Component() {
  const [isLogoutOpen, setIsLogoutOpen] = useState(false);
  useAccountLanguage();
  return (
    <>
      <Dashboard onLogout={() => setIsLogoutOpen(true)} languageSwitch={<AccountLanguageSwitch />}>
        <VerifyEmailBanner />
        <Outlet />
      </Dashboard>
      <LogoutModal isOpen={isLogoutOpen} onClose={() => setIsLogoutOpen(false)} />
    </>
  );
}
