// The frame of every /admin page: the practice area's header, then the admin pages' own links. Add a new admin page
// to ADMIN_NAV_LINKS (features/shell/nav-links.ts) and to the router's /admin children.
import { ShieldAlert } from 'lucide-react';
import { Outlet, useLocation } from 'react-router';
import { LoadingState, RetryAlert } from '@/components/query-states.tsx';
import { useAdminSetup } from '@/features/users/api/get-admin-setup.ts';
import { useMe } from '@/features/users/api/get-me.ts';
import { FirstAdminPanel } from '@/features/users/components/first-admin-panel.tsx';
import { NavListLink } from '@/features/shell/components/nav-list-link.tsx';
import { ADMIN_NAV_LINKS } from '@/features/shell/nav-links.ts';
import { ShowcaseShell } from '@/app/routes/showcase/showcase-layout.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { NoticeCard } from '@/components/notice-card.tsx';

function AdminContent() {
  const { t } = useTranslation();
  const me = useMe();
  const { pathname } = useLocation();
  // Asked only of someone who is not an admin: while nobody is, they read how to become the first.
  const setup = useAdminSetup(me.data !== undefined && !me.data.permissions.isAdmin);
  if (me.isPending) return <LoadingState label={t('admin.loading')} isWholePage />;
  if (me.isError) {
    return (
      <div className="container-page py-10">
        <RetryAlert message={t('admin.accountFailed', { reason: me.error.message })} onRetry={() => void me.refetch()} />
      </div>
    );
  }
  if (!me.data.permissions.isAdmin) {
    if (setup.isPending) return <LoadingState label={t('admin.loading')} isWholePage />;
    if (setup.data && !setup.data.hasAdmin) return <FirstAdminPanel status={setup.data} email={me.data.user.email} />;
    return (
      <NoticeCard icon={ShieldAlert} title={t('admin.forbiddenTitle')} testId="admin-forbidden">
        <p className="mt-2 text-center text-slate-600 dark:text-slate-300">{t('admin.forbiddenBody')}</p>
      </NoticeCard>
    );
  }
  return (
    <div className="container-page py-8 sm:py-10">
      <p className="text-sm font-medium text-brand-700 dark:text-brand-300">{t('admin.label')}</p>
      <nav aria-label={t('admin.label')} className="mt-2 border-b border-slate-200 dark:border-slate-800">
        <ul className="-mb-px flex flex-wrap gap-1 sm:flex-nowrap sm:overflow-x-auto">
          {ADMIN_NAV_LINKS.map((link) => (
            <NavListLink
              key={link.to}
              link={link}
              pathname={pathname}
              className="block rounded-t-lg px-3 py-2 text-sm font-medium whitespace-nowrap"
              idleClassName="text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
            />
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        <Outlet />
      </div>
    </div>
  );
}

export function Component() {
  return (
    <ShowcaseShell>
      <AdminContent />
    </ShowcaseShell>
  );
}
