// /admin/users: find people by name or e-mail and run their accounts: admin and creator roles, a one-time
// password-reset link, disable and enable, delete. The server checks every action (admins only).
import type { TFunction } from 'i18next';
import { Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ADMIN_USERS_PAGE_SIZE, type AdminResetLinkAnswer, type AdminUser } from '@shared/contracts/admin-users.ts';
import { ConfirmModal, DANGER_BUTTON_CLASS } from '@/components/confirm-modal.tsx';
import { LoadingState, RetryAlert } from '@/components/query-states.tsx';
import { SearchField } from '@/components/search-field.tsx';
import { TextField } from '@/components/text-field.tsx';
import { toast, toastFailure } from '@/components/toast.ts';
import { queryClient } from '@/lib/query-client.ts';
import { meQueryOptions } from '@/features/users/api/get-me.ts';
import { useAdminUsers } from '@/features/admin-users/api/get-admin-users.ts';
import { useAdminUserAction, useCreateResetLink, type AdminUserAction } from '@/features/admin-users/api/update-admin-user.ts';
import { AdminUserRow, ENVIRONMENT_NOTE, type AdminUserIntent } from '@/features/admin-users/components/admin-user-row.tsx';
import { ResetLinkModal } from '@/features/admin-users/components/reset-link-modal.tsx';
import { formatNumber } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

const SEARCH_DELAY_MS = 300;

interface Confirmation {
  title: string;
  description: string;
  confirmLabel: string;
  busyLabel: string;
  isDanger: boolean;
  action: AdminUserAction;
  /** The toast once it is done, from the catalogue (the server's message stays English, for API clients). */
  done: string;
}

/** The question before each change: what it does, in plain words. */
function confirmationFor(t: TFunction, intent: Exclude<AdminUserIntent, 'reset-link' | 'delete'>, user: AdminUser): Confirmation {
  const { id, name } = user;
  const saving = t('admin.users.saving');
  switch (intent) {
    case 'promote':
      return {
        title: t('admin.users.promote.title', { name }),
        description: t('admin.users.promote.body', { name }),
        confirmLabel: t('admin.users.promote.confirm'),
        busyLabel: saving,
        isDanger: false,
        action: { kind: 'roles', id, roles: { isAdmin: true } },
        done: t('admin.users.promote.done', { name }),
      };
    case 'demote':
      return {
        title: user.isSelf ? t('admin.users.demote.selfTitle') : t('admin.users.demote.title', { name }),
        description: user.isSelf ? t('admin.users.demote.selfBody') : t('admin.users.demote.body', { name }),
        confirmLabel: t('admin.users.demote.confirm'),
        busyLabel: saving,
        isDanger: true,
        action: { kind: 'roles', id, roles: { isAdmin: false } },
        done: t('admin.users.demote.done', { name }),
      };
    case 'allow-create':
      return {
        title: t('admin.users.allowCreate.title', { name }),
        description: t('admin.users.allowCreate.body', { name }),
        confirmLabel: t('admin.users.allowCreate.confirm'),
        busyLabel: saving,
        isDanger: false,
        action: { kind: 'roles', id, roles: { canCreate: true } },
        done: t('admin.users.allowCreate.done', { name }),
      };
    case 'revoke-create':
      return {
        title: t('admin.users.revokeCreate.title', { name }),
        description: t('admin.users.revokeCreate.body', { name }),
        confirmLabel: t('admin.users.revokeCreate.confirm'),
        busyLabel: saving,
        isDanger: true,
        action: { kind: 'roles', id, roles: { canCreate: false } },
        done: t('admin.users.revokeCreate.done', { name }),
      };
    case 'disable':
      return {
        title: t('admin.users.disable.title', { name }),
        description: t('admin.users.disable.body', { name }),
        confirmLabel: t('admin.users.disable.confirm'),
        busyLabel: t('admin.users.disable.busy'),
        isDanger: true,
        action: { kind: 'disable', id },
        done: t('admin.users.disable.done', { name }),
      };
    case 'enable':
      return {
        title: t('admin.users.enable.title', { name }),
        description: t('admin.users.enable.body', { name }),
        confirmLabel: t('admin.users.enable.confirm'),
        busyLabel: t('admin.users.enable.busy'),
        isDanger: false,
        action: { kind: 'enable', id },
        done: t('admin.users.enable.done', { name }),
      };
  }
}

export function Component() {
  const { t } = useTranslation();
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [typedEmail, setTypedEmail] = useState('');
  const [resetLink, setResetLink] = useState<(AdminResetLinkAnswer & { name: string }) | null>(null);
  const users = useAdminUsers(search, page);
  const action = useAdminUserAction();
  const createResetLink = useCreateResetLink();

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSearch(searchText.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [searchText]);

  const run = (next: AdminUserAction, done: string, onDone: () => void) => {
    action.mutate(next, {
      onSuccess: () => {
        toast.success(done);
        onDone();
        // The caller's own roles may have changed (stepping down as admin): the header and this frame follow.
        void queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
      },
      onError: (error) => toastFailure(t('admin.users.changeFailed'), error),
    });
  };

  const onIntent = (intent: AdminUserIntent, user: AdminUser) => {
    if (intent === 'reset-link') {
      createResetLink.mutate(user.id, {
        onSuccess: (answer) => {
          setResetLink({ ...answer, name: user.name });
          toast.success(t('admin.users.resetCreated'));
        },
        onError: (error) => toastFailure(t('admin.users.resetFailed'), error),
      });
    } else if (intent === 'delete') {
      setTypedEmail('');
      setDeleting(user);
    } else {
      setConfirmation(confirmationFor(t, intent, user));
    }
  };

  const total = users.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_USERS_PAGE_SIZE));
  const isDeleteConfirmed = deleting !== null && typedEmail.trim().toLowerCase() === deleting.email.toLowerCase();

  return (
    <section aria-labelledby="admin-users-heading">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 id="admin-users-heading" className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
            {t('admin.users.title')}
          </h1>
          <p className="mt-1 max-w-2xl text-sm text-slate-600 dark:text-slate-300">
            {t('admin.users.intro', { note: t(ENVIRONMENT_NOTE) })}
          </p>
        </div>
        <SearchField label={t('admin.users.search')} placeholder={t('admin.users.searchPlaceholder')} value={searchText} onChange={setSearchText} className="sm:w-80" autoComplete="off" />
      </div>

      <div className="mt-6">
        {users.isPending ? (
          <LoadingState label={t('admin.users.loading')} />
        ) : users.isError ? (
          <RetryAlert message={t('admin.users.loadFailed', { reason: users.error.message })} onRetry={() => void users.refetch()} />
        ) : users.data.data.length === 0 ? (
          <div className="card flex flex-col items-center p-8 text-center" data-testid="admin-users-empty">
            <Users className="size-8 text-slate-500 dark:text-slate-400" aria-hidden />
            <p className="mt-3 text-slate-700 dark:text-slate-200">{search ? t('admin.users.noMatch', { search }) : t('admin.users.none')}</p>
          </div>
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
              {search
                ? t('admin.users.countMatching', { count: total, formatted: formatNumber(total), search })
                : t('admin.users.count', { count: total, formatted: formatNumber(total) })}
            </p>
            <ul className="flex flex-col gap-3" aria-label={t('admin.users.list')}>
              {users.data.data.map((user) => (
                <AdminUserRow key={user.id} user={user} onIntent={onIntent} isBusy={action.isPending || createResetLink.isPending} />
              ))}
            </ul>
            {pageCount > 1 ? (
              <nav aria-label={t('admin.users.pages')} className="mt-4 flex items-center justify-between gap-3">
                <button type="button" className="btn-secondary" onClick={() => setPage((current) => current - 1)} disabled={page <= 1}>
                  {t('admin.users.previous')}
                </button>
                <span className="text-sm text-slate-600 dark:text-slate-300">
                  {t('admin.users.pageOf', { page, count: pageCount })}
                </span>
                <button type="button" className="btn-secondary" onClick={() => setPage((current) => current + 1)} disabled={page >= pageCount}>
                  {t('admin.users.next')}
                </button>
              </nav>
            ) : null}
          </>
        )}
      </div>

      {confirmation ? (
        <ConfirmModal
          isOpen
          onClose={() => setConfirmation(null)}
          title={confirmation.title}
          description={confirmation.description}
          width="30rem"
          confirmLabel={confirmation.confirmLabel}
          busyLabel={confirmation.busyLabel}
          confirmClassName={confirmation.isDanger ? DANGER_BUTTON_CLASS : 'btn-primary'}
          isBusy={action.isPending}
          onConfirm={() => run(confirmation.action, confirmation.done, () => setConfirmation(null))}
        />
      ) : null}

      {deleting ? (
        <ConfirmModal
          isOpen
          onClose={() => setDeleting(null)}
          title={t('admin.users.delete.title', { name: deleting.name })}
          description={t('admin.users.delete.body')}
          width="32rem"
          confirmLabel={t('admin.users.delete.confirm')}
          busyLabel={t('admin.users.delete.busy')}
          confirmClassName={DANGER_BUTTON_CLASS}
          isBusy={action.isPending}
          isConfirmDisabled={!isDeleteConfirmed}
          onConfirm={() => run({ kind: 'delete', id: deleting.id, email: typedEmail.trim() }, t('admin.users.delete.done', { name: deleting.name }), () => setDeleting(null))}
        >
          <TextField
            label={t('admin.users.delete.typeToConfirm', { email: deleting.email })}
            value={typedEmail}
            onChange={(event) => setTypedEmail(event.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
        </ConfirmModal>
      ) : null}

      {resetLink ? <ResetLinkModal link={resetLink.link} name={resetLink.name} expiresInMinutes={resetLink.expiresInMinutes} onClose={() => setResetLink(null)} /> : null}
    </section>
  );
}
