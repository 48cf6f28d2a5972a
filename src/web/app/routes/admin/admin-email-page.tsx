// /admin/email: the SMTP server e-mail leaves from (its password write-only), the sender, and the public URL the
// links in e-mails point at. "Send test e-mail" uses the unsaved values; fields the server's environment sets are
// shown, not editable.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { SET_BY_ENVIRONMENT } from '@shared/contracts/admin.ts';
import type { AdminEmailSettings, SaveAdminEmailSettingsInput } from '@shared/contracts/admin-email.ts';
import { LoadingState, RetryAlert } from '@/components/query-states.tsx';
import { useMe } from '@/features/users/api/get-me.ts';
import { useAdminEmailSettings, useSaveAdminEmailSettings, useSendAdminTestEmail } from '@/features/admin/api/admin-email.ts';

interface FormState {
  smtpUrl: string;
  password: string;
  from: string;
  publicUrl: string;
  to: string;
}

function formOf(settings: AdminEmailSettings): Omit<FormState, 'to'> {
  return {
    // The environment's URL is shown masked; a saved one without its password, which stays on the server.
    smtpUrl: settings.smtpUrl.isFromEnvironment ? (settings.smtpUrl.value ?? '') : (settings.smtpUrlWithoutPassword ?? ''),
    password: '',
    from: settings.from.value ?? '',
    publicUrl: settings.publicUrl.value ?? '',
  };
}

function inputOf(form: FormState, settings: AdminEmailSettings): SaveAdminEmailSettingsInput {
  // What the environment sets is sent empty: the server keeps its own value.
  const open = (value: string, field: { isFromEnvironment: boolean }) => (field.isFromEnvironment ? '' : value);
  return {
    smtpUrl: open(form.smtpUrl, settings.smtpUrl),
    ...(form.password && !settings.smtpUrl.isFromEnvironment ? { password: form.password } : {}),
    from: open(form.from, settings.from),
    publicUrl: open(form.publicUrl, settings.publicUrl),
  };
}

const HINT = 'mt-1 text-xs text-slate-600 dark:text-slate-300';

function EmailSettingsForm({ settings, ownEmail }: { settings: AdminEmailSettings; ownEmail: string | undefined }) {
  const [form, setForm] = useState<FormState>(() => ({ ...formOf(settings), to: '' }));
  const [clearPassword, setClearPassword] = useState(false);
  const save = useSaveAdminEmailSettings();
  const test = useSendAdminTestEmail();
  const ids = { smtpUrl: useId(), password: useId(), from: useId(), publicUrl: useId(), to: useId(), smtpHint: useId(), publicHint: useId() };
  useEffect(() => setForm((current) => ({ ...formOf(settings), to: current.to })), [settings]);
  const isUrlLocked = settings.smtpUrl.isFromEnvironment;

  const update = (patch: Partial<FormState>) => {
    setForm((current) => ({ ...current, ...patch }));
    test.reset();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { ...inputOf(form, settings), clearPassword },
      {
        onSuccess: (saved) => {
          setClearPassword(false);
          toast.success(saved.isSending ? 'E-mail settings saved. The next e-mail uses them.' : 'E-mail settings saved. This server sends no e-mail.');
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="card mt-6 space-y-5 p-5" aria-label="E-mail settings">
      <p className="text-sm" data-testid="email-status">
        {settings.isSending
          ? 'This server sends e-mail: new addresses are confirmed by a link, and forgotten passwords are reset by e-mail.'
          : 'This server sends no e-mail now: addresses are not confirmed, and an administrator makes password-reset links on the Users page.'}
      </p>
      <div>
        <label htmlFor={ids.smtpUrl} className="field-label">
          SMTP URL
        </label>
        <input
          id={ids.smtpUrl}
          className="field-input mt-1 w-full"
          value={form.smtpUrl}
          disabled={isUrlLocked}
          placeholder="smtp://user@mail.example.com:587"
          autoComplete="off"
          spellCheck={false}
          aria-describedby={ids.smtpHint}
          onChange={(event) => update({ smtpUrl: event.target.value })}
        />
        <p id={ids.smtpHint} className={HINT}>
          {isUrlLocked ? SET_BY_ENVIRONMENT : 'smtp:// upgrades to TLS when the server offers it; smtps:// is TLS from the start. Empty sends no e-mail.'}
        </p>
      </div>
      {isUrlLocked ? null : (
        <div>
          <label htmlFor={ids.password} className="field-label">
            SMTP password
          </label>
          <input
            id={ids.password}
            className="field-input mt-1 w-full"
            type="password"
            autoComplete="off"
            value={form.password}
            placeholder={settings.password.isSet ? 'Leave empty to keep the saved password' : 'Not set'}
            onChange={(event) => update({ password: event.target.value })}
          />
          <p className={HINT} data-testid="password-status">
            {settings.password.isSet ? `Set${settings.password.lastFour ? `, ends in …${settings.password.lastFour}` : ''}.` : 'No password saved. A password typed in the URL counts too.'}
            {settings.smtpUrl.value ? ` In use: ${settings.smtpUrl.value}` : ''}
          </p>
          {settings.password.isSet ? (
            <label className="mt-2 flex items-center gap-2 text-sm">
              <input type="checkbox" checked={clearPassword} onChange={(event) => setClearPassword(event.target.checked)} />
              Remove the saved password
            </label>
          ) : null}
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={ids.from} className="field-label">
            Sender
          </label>
          <input
            id={ids.from}
            className="field-input mt-1 w-full"
            value={form.from}
            disabled={settings.from.isFromEnvironment}
            placeholder="Engram <no-reply@example.com>"
            onChange={(event) => update({ from: event.target.value })}
          />
          {settings.from.isFromEnvironment ? <p className={HINT}>{SET_BY_ENVIRONMENT}</p> : null}
        </div>
        <div>
          <label htmlFor={ids.publicUrl} className="field-label">
            Public URL
          </label>
          <input
            id={ids.publicUrl}
            className="field-input mt-1 w-full"
            value={form.publicUrl}
            disabled={settings.publicUrl.isFromEnvironment}
            placeholder="https://engram.example.com"
            inputMode="url"
            aria-describedby={ids.publicHint}
            onChange={(event) => update({ publicUrl: event.target.value })}
          />
          <p id={ids.publicHint} className={HINT}>
            {settings.publicUrl.isFromEnvironment ? SET_BY_ENVIRONMENT : 'Where people open Engram: the links in e-mails point here.'}
          </p>
        </div>
      </div>

      <div className="flex flex-wrap items-end gap-3 border-t border-slate-200 pt-4 dark:border-slate-700">
        <div className="min-w-56 flex-1">
          <label htmlFor={ids.to} className="field-label">
            Send the test to
          </label>
          <input
            id={ids.to}
            className="field-input mt-1 w-full"
            type="email"
            value={form.to}
            placeholder={ownEmail ?? 'Your address'}
            onChange={(event) => update({ to: event.target.value })}
          />
        </div>
        <button
          type="button"
          className="btn-secondary"
          disabled={test.isPending}
          onClick={() => test.mutate({ ...inputOf(form, settings), to: form.to.trim() }, { onError: (error) => toast.error(error.message) })}
        >
          {test.isPending ? 'Sending…' : 'Send test e-mail'}
        </button>
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </button>
      </div>
      <div aria-live="polite">
        {test.data ? (
          <p
            data-testid="email-test-result"
            className={`rounded-lg p-3 text-sm ${test.data.isSent ? 'bg-emerald-50 text-emerald-950 dark:bg-emerald-950/40 dark:text-emerald-100' : 'bg-red-50 text-red-900 dark:bg-red-950/40 dark:text-red-100'}`}
          >
            {test.data.isSent ? test.data.message : `Not sent: ${test.data.message}`}
          </p>
        ) : null}
      </div>
    </form>
  );
}

export function Component() {
  const me = useMe();
  const settings = useAdminEmailSettings();
  return (
    <section className="max-w-3xl" aria-labelledby="admin-email-heading">
      <h1 id="admin-email-heading" className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        E-mail
      </h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        Connect the mail server that sends address confirmations, password resets and heir invitations. Saved settings apply to the next e-mail.
      </p>
      {settings.isPending ? (
        <LoadingState label="Loading the e-mail settings" />
      ) : settings.isError ? (
        <RetryAlert message={settings.error.message} onRetry={() => void settings.refetch()} />
      ) : (
        <EmailSettingsForm settings={settings.data} ownEmail={me.data?.user.email} />
      )}
    </section>
  );
}
