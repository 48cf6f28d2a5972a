import { Building2, Coins, LogOut, Menu, ShieldCheck, UserCog } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { Link, useLocation } from 'react-router';
import { CREDITS_PAGE_PATH } from '@shared/contracts/credits-constants.ts';
import { ORGANIZATIONS_PAGE_PATH } from '@shared/contracts/organizations-constants.ts';
import { shortenNickname } from '@shared/display.ts';
import { Drawer } from '@/components/drawer.tsx';
import { richText } from '@/i18n/rich-text.tsx';
import { LogoMark } from '@/components/logo.tsx';
import { LogoutButton } from '@/components/logout-button.tsx';
import { ProductSwitch } from '@/components/product-switch.tsx';
import { ThemeToggle } from '@/components/theme-toggle.tsx';
import type { Principal } from '@/lib/session.ts';
import { ADMIN_LINK, isNavLinkActive, SHOWCASE_NAV_LINKS } from '@/features/shell/nav-links.ts';
import { NavListLink } from './nav-list-link.tsx';
import { ProfileAvatar } from './profile-avatar.tsx';
import { DrawerShortcuts, HeaderShortcuts } from './shell-shortcuts.tsx';

function NavItems({ pathname, onNavigate, isVertical }: { pathname: string; onNavigate?: () => void; isVertical?: boolean }) {
  return (
    <ul className={isVertical ? 'flex flex-col gap-1' : 'flex items-center gap-1'}>
      {SHOWCASE_NAV_LINKS.map((link) => (
        <NavListLink
          key={link.to}
          link={link}
          pathname={pathname}
          onNavigate={onNavigate}
          className={`block rounded-lg py-2 text-sm font-medium whitespace-nowrap transition-colors ${isVertical ? 'px-3' : 'px-1.5 2xl:px-2.5'}`}
          idleClassName="text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
        />
      ))}
    </ul>
  );
}

export interface ShowcaseHeaderProps {
  principal: Principal;
  /** Opens the nickname form (the greeting and the drawer's button). */
  onUpdateNickname: () => void;
  /** Opens the logout confirmation. */
  onLogout: () => void;
  /** Shows the "Admin" entry; the server refuses the admin pages' data to anyone else whatever the header shows. */
  isAdmin: boolean;
  /** The switcher between the personal space and the person's organisations, which the layout composes. */
  workspaceSwitcher?: ReactNode;
  /** The interface language switch, which the layout composes (it saves the choice on the account). */
  languageSwitch?: ReactNode;
}

/** Header on wide screens, drawer on small ones; greeting, profile, theme and logout on both. */
export function ShowcaseHeader({ principal, onUpdateNickname, onLogout, isAdmin, workspaceSwitcher, languageSwitch }: ShowcaseHeaderProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const closeDrawer = () => setIsDrawerOpen(false);
  const closeDrawerThen = (action: () => void) => () => {
    closeDrawer();
    action();
  };
  const greetingName = shortenNickname(principal.nickname);
  const isAdminPage = isNavLinkActive(ADMIN_LINK, pathname);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <div className="container-page flex h-16 items-center gap-3">
        <button
          type="button"
          className="inline-flex size-9 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 xl:hidden dark:text-slate-200 dark:hover:bg-slate-800"
          onClick={() => setIsDrawerOpen(true)}
          aria-label={t('header.openMenu')}
          data-testid="open-drawer"
        >
          <Menu className="size-5" aria-hidden />
        </button>
        <Link to="/showcase" className="shrink-0" aria-label={t('header.home')}>
          {/* Beside the seven links and Practice / My Engram of an xl screen, the mark stands alone. */}
          <LogoMark wordClassName="xl:hidden" />
        </Link>
        {/* Seven links need an xl screen's width; below it they live in the drawer. */}
        <nav aria-label={t('header.main')} className="hidden xl:block">
          <NavItems pathname={pathname} />
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2 xl:gap-1">
          {workspaceSwitcher}
          <ProductSwitch current="practice" layout="inline" />
          <HeaderShortcuts />
          {languageSwitch}
          <button
            type="button"
            className="flex items-center gap-2 rounded-full py-1 pr-1 pl-3 text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
            onClick={onUpdateNickname}
            title={t('header.updateNickname')}
            data-testid="greeting"
          >
            {/* Beside the seven links of an xl screen (the container stops growing there) the avatar stands alone. */}
            <span className="hidden whitespace-nowrap lg:inline xl:hidden">
              {richText(t('header.greetingRich', { name: greetingName }), { bold: (name) => <span className="font-semibold">{name}</span> })}
            </span>
            <ProfileAvatar name={principal.nickname} />
            <span className="sr-only">{t('header.updateNickname')}</span>
          </button>
          <ThemeToggle />
          <Link
            to="/showcase/account"
            aria-label={t('header.account')}
            title={t('header.account')}
            aria-current={pathname === '/showcase/account' ? 'page' : undefined}
            className="hidden size-9 items-center justify-center rounded-full text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800 sm:inline-flex dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white dark:aria-[current=page]:bg-brand-900/50 dark:aria-[current=page]:text-brand-100"
          >
            <UserCog className="size-5" aria-hidden />
          </Link>
          {isAdmin ? (
            <Link
              to={ADMIN_LINK.to}
              title={t('header.admin')}
              aria-current={isAdminPage ? 'page' : undefined}
              className="btn-ghost hidden aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800 sm:inline-flex px-2.5 dark:aria-[current=page]:bg-brand-900/50 dark:aria-[current=page]:text-brand-100"
            >
              <ShieldCheck className="size-4" aria-hidden />
              <span className="sr-only">{t('header.admin')}</span>
            </Link>
          ) : null}
          <LogoutButton onLogout={onLogout} className="hidden sm:inline-flex px-2.5" />
        </div>
      </div>
      <ProductSwitch current="practice" layout="row" />

      <Drawer isOpen={isDrawerOpen} onClose={closeDrawer} title={t('header.menu')}>
        <div className="mb-4 flex items-center gap-3 rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
          <ProfileAvatar name={principal.nickname} className="size-10" />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold">{t('header.greeting', { name: greetingName })}</p>
            <p className="truncate text-xs text-slate-600 dark:text-slate-300">{principal.email}</p>
          </div>
        </div>
        <nav aria-label={t('header.main')}>
          <NavItems pathname={pathname} onNavigate={closeDrawer} isVertical />
        </nav>
        <DrawerShortcuts pathname={pathname} onNavigate={closeDrawer} />
        <div className="mt-6 space-y-1 border-t border-slate-200 pt-4 dark:border-slate-800">
          <button type="button" className="btn-ghost w-full justify-start" onClick={closeDrawerThen(onUpdateNickname)}>
            {t('header.updateNickname')}
          </button>
          <Link to="/showcase/account" className="btn-ghost w-full justify-start" onClick={closeDrawer}>
            <UserCog className="size-4" aria-hidden />
            {t('header.account')}
          </Link>
          {isAdmin ? (
            <Link to={ADMIN_LINK.to} className="btn-ghost w-full justify-start" onClick={closeDrawer}>
              <ShieldCheck className="size-4" aria-hidden />
              {t('header.admin')}
            </Link>
          ) : null}
          <Link to={ORGANIZATIONS_PAGE_PATH} className="btn-ghost w-full justify-start" onClick={closeDrawer}>
            <Building2 className="size-4" aria-hidden />
            {t('header.organisations')}
          </Link>
          <Link to={CREDITS_PAGE_PATH} className="btn-ghost w-full justify-start" onClick={closeDrawer}>
            <Coins className="size-4" aria-hidden />
            {t('header.credits')}
          </Link>
          <button type="button" className="btn-ghost w-full justify-start" onClick={closeDrawerThen(onLogout)}>
            <LogOut className="size-4" aria-hidden />
            {t('header.logout')}
          </button>
        </div>
      </Drawer>
    </header>
  );
}
