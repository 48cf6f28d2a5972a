// The digital twin's dashboard frame: the sidebar of real routes (a drawer on small screens), the header with
// Practice, the theme and Logout; each section is its own page rendered inside.
import { Activity, Brain, Globe, KeyRound, Menu, MessageCircle, Settings, Vault, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { Link, NavLink } from 'react-router';
import { shortenNickname } from '@shared/display.ts';
import { Drawer } from '@/components/drawer.tsx';
import { LogoMark } from '@/components/logo.tsx';
import { LogoutButton } from '@/components/logout-button.tsx';
import { ProductSwitch } from '@/components/product-switch.tsx';
import { ThemeToggle } from '@/components/theme-toggle.tsx';
import { usePrincipal } from '@/lib/session.ts';

/** The sidebar's sections; `label` is the catalogue key of its name (dash.nav.*). */
export const DASHBOARD_SECTIONS: { to: string; label: string; icon: LucideIcon }[] = [
  { to: '/dashboard', label: 'dash.nav.locker', icon: Vault },
  { to: '/dashboard/personality', label: 'dash.nav.personality', icon: Brain },
  { to: '/dashboard/talk', label: 'dash.nav.talk', icon: MessageCircle },
  { to: '/dashboard/activity', label: 'dash.nav.activity', icon: Activity },
  { to: '/dashboard/heirs', label: 'dash.nav.heirs', icon: KeyRound },
  { to: '/dashboard/publish', label: 'dash.nav.publish', icon: Globe },
  { to: '/dashboard/settings', label: 'dash.nav.settings', icon: Settings },
];

/**
 * `onLogout` opens the logout confirmation, which the page composes (it belongs to the auth feature), as it composes
 * `languageSwitch`, the account's language choice shown in the header.
 */
export function Dashboard({ onLogout, languageSwitch, children }: { onLogout: () => void; languageSwitch?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);

  return (
    <div className="flex min-h-dvh bg-slate-50 dark:bg-slate-950">
      <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 border-r border-slate-200 bg-white lg:block dark:border-slate-800 dark:bg-slate-900">
        <Sidebar onNavigate={() => undefined} />
      </aside>

      <Drawer isOpen={isDrawerOpen} onClose={() => setIsDrawerOpen(false)} title={t('header.menu')}>
        {/* The drawer hands focus back to the menu button as it closes. */}
        <Sidebar onNavigate={() => setIsDrawerOpen(false)} isInDrawer />
      </Drawer>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-900/90">
          <div className="flex h-16 items-center gap-2 px-4 sm:px-6">
            <button
              type="button"
              onClick={() => setIsDrawerOpen(true)}
              className="btn-ghost -ml-2 px-2 lg:hidden"
              aria-label={t('header.openMenu')}
              aria-expanded={isDrawerOpen}
            >
              <Menu className="size-5" aria-hidden />
            </button>
            <Link to="/showcase" className="rounded-lg lg:hidden" aria-label={t('dash.nav.home')}>
              <LogoMark />
            </Link>
            <p className="hidden text-sm font-medium text-slate-500 lg:block dark:text-slate-400">{t('dash.nav.digitalTwin')}</p>
            <div className="ml-auto flex items-center gap-1 sm:gap-2">
              <ProductSwitch current="twin" layout="inline" />
              {languageSwitch}
              <ThemeToggle />
              <LogoutButton onLogout={onLogout} className="px-2 sm:px-4" isLabelShownFromSmall />
            </div>
          </div>
          <ProductSwitch current="twin" layout="row" />
        </header>

        <main className="w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 lg:px-10">
          {children}
        </main>
      </div>
    </div>
  );
}

/** The section list and who is signed in; the drawer has its own header, so the logo shows only in the side column. */
function Sidebar({ onNavigate, isInDrawer = false }: { onNavigate: () => void; isInDrawer?: boolean }) {
  const { t } = useTranslation();
  const principal = usePrincipal();
  const name = principal ? shortenNickname(principal.nickname) : '';
  return (
    <div className="flex h-full flex-col">
      {isInDrawer ? null : (
        <div className="flex h-16 items-center px-5">
          <Link to="/showcase" className="rounded-lg" aria-label={t('dash.nav.home')}>
            <LogoMark />
          </Link>
        </div>
      )}
      <nav aria-label={t('dash.nav.label')} className={`flex-1 overflow-y-auto ${isInDrawer ? '' : 'px-3 py-4'}`}>
        <ul className="grid gap-1">
          {DASHBOARD_SECTIONS.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                end
                onClick={onNavigate}
                className={({ isActive }) =>
                  `flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm font-medium transition-colors ${
                    isActive
                      ? 'bg-brand-50 text-brand-800 dark:bg-brand-900/40 dark:text-brand-100'
                      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
                  }`
                }
              >
                {({ isActive }) => (
                  <>
                    <Icon className={`size-5 shrink-0 ${isActive ? 'text-brand-700 dark:text-brand-300' : 'text-slate-500 dark:text-slate-400'}`} aria-hidden />
                    {t(label)}
                  </>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {principal ? (
        <div className={`flex items-center gap-3 border-t border-slate-200 py-4 dark:border-slate-800 ${isInDrawer ? 'mt-4' : 'px-5'}`}>
          <span
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800 dark:bg-brand-900/60 dark:text-brand-100"
            aria-hidden
          >
            {(name || principal.email).charAt(0).toUpperCase()}
          </span>
          <div className="min-w-0 text-sm">
            <p className="truncate font-medium">{name}</p>
            {name !== principal.email ? <p className="truncate text-slate-500 dark:text-slate-400">{principal.email}</p> : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
