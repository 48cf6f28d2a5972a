import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { signedOutPath } from '@/features/users/after-login.ts';
import { useMe } from '@/features/users/api/get-me.ts';
import { AccountLanguageSwitch, useAccountLanguage } from '@/features/users/components/account-language.tsx';
import { ShowcaseHeader } from '@/features/shell/components/showcase-header.tsx';
import { OrganizationSwitcher } from '@/features/organizations/components/organization-switcher.tsx';
import { lazyDialog } from '@/components/lazy-dialog.tsx';
import { subscribeToServerEvents } from '@/lib/server-events.ts';
import { usePrincipal } from '@/lib/session.ts';

const LogoutModal = lazyDialog(() => import('@/features/users/components/logout-modal.tsx').then((module) => module.LogoutModal), (props) => props.isOpen);
const UpdateNicknameModal = lazyDialog(
  () => import('@/features/users/components/update-nickname-modal.tsx').then((module) => module.UpdateNicknameModal),
  (props) => props.isOpen,
);

/** The protected shell around every /showcase page (and the /admin pages): the header, and the account dialogs it opens. */
export function ShowcaseShell({ children }: { children: ReactNode }) {
  const principal = usePrincipal();
  const [isNicknameOpen, setIsNicknameOpen] = useState(false);
  const [isLogoutOpen, setIsLogoutOpen] = useState(false);
  const isAdmin = useMe().data?.permissions.isAdmin === true;
  useAccountLanguage();
  // Open the push channel on arrival, so a job that ends within milliseconds of its request is not announced to nobody.
  useEffect(() => subscribeToServerEvents(() => undefined), []);
  // The session can end while the page is open (logout in another tab, a failed refresh).
  if (!principal) return <Navigate to={signedOutPath()} replace />;
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 dark:bg-slate-950">
      <ShowcaseHeader
        principal={principal}
        onUpdateNickname={() => setIsNicknameOpen(true)}
        onLogout={() => setIsLogoutOpen(true)}
        isAdmin={isAdmin}
        workspaceSwitcher={<OrganizationSwitcher />}
        languageSwitch={<AccountLanguageSwitch />}
      />
      <main className="flex-1">{children}</main>
      {isNicknameOpen ? <UpdateNicknameModal isOpen onClose={() => setIsNicknameOpen(false)} currentNickname={principal.nickname} /> : null}
      <LogoutModal isOpen={isLogoutOpen} onClose={() => setIsLogoutOpen(false)} />
    </div>
  );
}

export function Component() {
  return (
    <ShowcaseShell>
      <Outlet />
    </ShowcaseShell>
  );
}
