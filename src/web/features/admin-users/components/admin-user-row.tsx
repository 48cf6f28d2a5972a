import type { AdminUser } from '@shared/contracts/admin-users.ts';
import { formatDate } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

const BADGE = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium';
const SMALL_BUTTON = 'btn-secondary px-2.5 py-1 text-xs';
const SMALL_DANGER = 'btn px-2.5 py-1 text-xs border border-red-300 text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950/40';
/** The mark of a role the server's environment sets, by catalogue key. */
export const ENVIRONMENT_NOTE = 'admin.users.environmentNote';

export type AdminUserIntent = 'promote' | 'demote' | 'allow-create' | 'revoke-create' | 'reset-link' | 'disable' | 'enable' | 'delete';

function Badge({ children, tone }: { children: string; tone: string }) {
  return <span className={`${BADGE} ${tone}`}>{children}</span>;
}

/** One person on the Users page: who they are, their roles (the environment's marked as such) and what an admin may do. */
export function AdminUserRow({ user, onIntent, isBusy }: { user: AdminUser; onIntent: (intent: AdminUserIntent, user: AdminUser) => void; isBusy: boolean }) {
  const { t } = useTranslation();
  const note = t(ENVIRONMENT_NOTE);
  const action = (intent: AdminUserIntent, label: string, className = SMALL_BUTTON) => (
    <button type="button" className={className} onClick={() => onIntent(intent, user)} disabled={isBusy}>
      {label}
    </button>
  );
  return (
    <li className="card flex flex-col gap-3 p-4 lg:flex-row lg:items-center lg:justify-between" data-testid="admin-user-row">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold break-words text-slate-900 dark:text-white">{user.name}</p>
          {user.isSelf ? <Badge tone="bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200">{t('admin.users.row.you')}</Badge> : null}
          {user.isAdmin ? (
            <Badge tone="bg-brand-50 text-brand-800 dark:bg-brand-900/50 dark:text-brand-100">{user.isAdminByEnvironment ? t('admin.users.row.adminByEnvironment', { note }) : t('admin.users.row.admin')}</Badge>
          ) : null}
          {user.canCreate ? (
            <Badge tone="bg-emerald-50 text-emerald-800 dark:bg-emerald-950/50 dark:text-emerald-100">
              {user.canCreateByEnvironment ? t('admin.users.row.creatorByEnvironment', { note }) : t('admin.users.row.creator')}
            </Badge>
          ) : null}
          {user.disabledAt ? <Badge tone="bg-red-50 text-red-800 dark:bg-red-950/50 dark:text-red-100">{t('admin.users.row.disabled')}</Badge> : null}
        </div>
        <p className="mt-1 text-sm break-all text-slate-600 dark:text-slate-300">{user.email}</p>
        <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">{t('admin.users.row.joined', { date: formatDate(user.createdAt) })}</p>
      </div>
      <div className="flex flex-wrap gap-2 lg:justify-end" role="group" aria-label={t('admin.users.row.actions', { name: user.name })}>
        {user.isAdminByEnvironment ? null : user.isAdmin ? action('demote', t('admin.users.row.removeAdmin')) : action('promote', t('admin.users.row.makeAdmin'))}
        {user.canCreateByEnvironment ? null : user.canCreate ? action('revoke-create', t('admin.users.row.revokeCreating')) : action('allow-create', t('admin.users.row.allowCreating'))}
        {action('reset-link', t('admin.users.row.resetLink'))}
        {user.isSelf ? null : user.disabledAt ? action('enable', t('admin.users.row.enable')) : action('disable', t('admin.users.row.disable'), SMALL_DANGER)}
        {user.isSelf ? null : action('delete', t('admin.users.row.delete'), SMALL_DANGER)}
      </div>
    </li>
  );
}
