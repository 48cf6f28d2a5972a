// /admin/users: find people by name or e-mail and run their accounts: admin and creator roles, a one-time
// password-reset link, disable and enable, delete. The server checks every action (admins only).
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

const SEARCH_DELAY_MS = 300;

interface Confirmation {
  title: string;
  description: string;
  confirmLabel: string;
  busyLabel: string;
  isDanger: boolean;
  action: AdminUserAction;
}

/** The question before each change: what it does, in plain words. */
function confirmationFor(intent: Exclude<AdminUserIntent, 'reset-link' | 'delete'>, user: AdminUser): Confirmation {
  const { id, name } = user;
  switch (intent) {
    case 'promote':
      return {
        title: `Make ${name} an administrator?`,
        description: `${name} will be able to open the admin pages and change anyone's roles and account, yours included.`,
        confirmLabel: 'Make admin',
        busyLabel: 'Saving…',
        isDanger: false,
        action: { kind: 'roles', id, roles: { isAdmin: true } },
      };
    case 'demote':
      return {
        title: user.isSelf ? 'Stop being an administrator?' : `Remove ${name} as an administrator?`,
        description: user.isSelf
          ? 'You will lose access to the admin pages at once, and only another administrator can give it back. The last administrator cannot step down.'
          : `${name} will lose access to the admin pages at once.`,
        confirmLabel: 'Remove admin',
        busyLabel: 'Saving…',
        isDanger: true,
        action: { kind: 'roles', id, roles: { isAdmin: false } },
      };
    case 'allow-create':
      return {
        title: `Allow ${name} to create?`,
        description: `${name} will be able to create and edit personas, rubrics, glossaries, files and scenarios.`,
        confirmLabel: 'Allow creating',
        busyLabel: 'Saving…',
        isDanger: false,
        action: { kind: 'roles', id, roles: { canCreate: true } },
      };
    case 'revoke-create':
      return {
        title: `Stop ${name} from creating?`,
        description: `${name} keeps what they made and can still practise, but can no longer create or edit library items.`,
        confirmLabel: 'Revoke creating',
        busyLabel: 'Saving…',
        isDanger: true,
        action: { kind: 'roles', id, roles: { canCreate: false } },
      };
    case 'disable':
      return {
        title: `Disable ${name}'s account?`,
        description: `${name} is signed out everywhere at once and cannot log in until an administrator enables the account again. Nothing is deleted.`,
        confirmLabel: 'Disable account',
        busyLabel: 'Disabling…',
        isDanger: true,
        action: { kind: 'disable', id },
      };
    case 'enable':
      return {
        title: `Enable ${name}'s account?`,
        description: `${name} will be able to log in again.`,
        confirmLabel: 'Enable account',
        busyLabel: 'Enabling…',
        isDanger: false,
        action: { kind: 'enable', id },
      };
  }
}

export function Component() {
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

  const run = (next: AdminUserAction, onDone: () => void) => {
    action.mutate(next, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        onDone();
        // The caller's own roles may have changed (stepping down as admin): the header and this frame follow.
        void queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
      },
      onError: (error) => toastFailure('The change was not made.', error),
    });
  };

  const onIntent = (intent: AdminUserIntent, user: AdminUser) => {
    if (intent === 'reset-link') {
      createResetLink.mutate(user.id, {
        onSuccess: (answer) => {
          setResetLink({ ...answer, name: user.name });
          toast.success('Reset link created.');
        },
        onError: (error) => toastFailure('The reset link was not created.', error),
      });
    } else if (intent === 'delete') {
      setTypedEmail('');
      setDeleting(user);
    } else {
      setConfirmation(confirmationFor(intent, user));
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
            Users
          </h1>
          <p className="mt-1 max-w-2xl text-sm text-slate-600 dark:text-slate-300">
            Roles marked “{ENVIRONMENT_NOTE}” come from the server's settings and cannot be changed here.
          </p>
        </div>
        <SearchField label="Search people by name or e-mail" placeholder="Search by name or e-mail…" value={searchText} onChange={setSearchText} className="sm:w-80" autoComplete="off" />
      </div>

      <div className="mt-6">
        {users.isPending ? (
          <LoadingState label="Loading people" />
        ) : users.isError ? (
          <RetryAlert message={`The people could not be loaded: ${users.error.message}`} onRetry={() => void users.refetch()} />
        ) : users.data.data.length === 0 ? (
          <div className="card flex flex-col items-center p-8 text-center" data-testid="admin-users-empty">
            <Users className="size-8 text-slate-500 dark:text-slate-400" aria-hidden />
            <p className="mt-3 text-slate-700 dark:text-slate-200">{search ? `Nobody's name or e-mail contains “${search}”.` : 'Nobody has an account yet.'}</p>
          </div>
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
              {total === 1 ? '1 person' : `${total} people`}
              {search ? ` matching “${search}”` : ''}
            </p>
            <ul className="flex flex-col gap-3" aria-label="People">
              {users.data.data.map((user) => (
                <AdminUserRow key={user.id} user={user} onIntent={onIntent} isBusy={action.isPending || createResetLink.isPending} />
              ))}
            </ul>
            {pageCount > 1 ? (
              <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-3">
                <button type="button" className="btn-secondary" onClick={() => setPage((current) => current - 1)} disabled={page <= 1}>
                  Previous
                </button>
                <span className="text-sm text-slate-600 dark:text-slate-300">
                  Page {page} of {pageCount}
                </span>
                <button type="button" className="btn-secondary" onClick={() => setPage((current) => current + 1)} disabled={page >= pageCount}>
                  Next
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
          onConfirm={() => run(confirmation.action, () => setConfirmation(null))}
        />
      ) : null}

      {deleting ? (
        <ConfirmModal
          isOpen
          onClose={() => setDeleting(null)}
          title={`Delete ${deleting.name}'s account?`}
          description="The account and everything in it (library, sessions, reports, credits, twin) are deleted for good. This cannot be undone."
          width="32rem"
          confirmLabel="Delete account"
          busyLabel="Deleting…"
          confirmClassName={DANGER_BUTTON_CLASS}
          isBusy={action.isPending}
          isConfirmDisabled={!isDeleteConfirmed}
          onConfirm={() => run({ kind: 'delete', id: deleting.id, email: typedEmail.trim() }, () => setDeleting(null))}
        >
          <TextField
            label={`Type ${deleting.email} to confirm`}
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
