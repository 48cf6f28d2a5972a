// The E-mail page's form: the SMTP server (its password write-only), the sender and the public URL, with
// "Send test e-mail" on the unsaved values.
import { useId, type FormEvent } from 'react';
import type { AdminEmailSettings, SaveAdminEmailSettingsInput } from '@shared/contracts/admin-email.ts';
import { retypeSecretMessage, smtpPasswordDestination } from '@shared/secret-destinations.ts';
import { toast } from '@/components/toast.ts';
import { useSaveAdminEmailSettings, useSendAdminTestEmail } from '@/features/admin/api/admin-email.ts';
import { SaveSettingsButton, SecretField, SettingTestResult, SettingTextField, unlessFromEnvironment, useSettingsForm } from '@/features/admin/components/setting-fields.tsx';

interface FormState {
  smtpUrl: string;
  password: string;
  from: string;
  publicUrl: string;
  to: string;
}

/** The saved settings as the form shows them; the test's address is kept as typed. */
function formOf(settings: AdminEmailSettings, current?: FormState): FormState {
  return {
    // The environment's URL is shown masked; a saved one without its password, which stays on the server.
    smtpUrl: settings.smtpUrl.isFromEnvironment ? (settings.smtpUrl.value ?? '') : (settings.smtpUrlWithoutPassword ?? ''),
    password: '',
    from: settings.from.value ?? '',
    publicUrl: settings.publicUrl.value ?? '',
    to: current?.to ?? '',
  };
}

function inputOf(form: FormState, settings: AdminEmailSettings): SaveAdminEmailSettingsInput {
  return {
    smtpUrl: unlessFromEnvironment(form.smtpUrl, settings.smtpUrl),
    ...(form.password && !settings.smtpUrl.isFromEnvironment ? { password: form.password } : {}),
    from: unlessFromEnvironment(form.from, settings.from),
    publicUrl: unlessFromEnvironment(form.publicUrl, settings.publicUrl),
  };
}

/** A password typed into the SMTP URL itself, which goes wherever the URL says. */
function hasPasswordInUrl(smtpUrl: string): boolean {
  try {
    return new URL(smtpUrl).password !== '';
  } catch {
    return false;
  }
}

/** Why the saved password cannot go to the server the form names now, as the server would answer; null when it can. */
function passwordWarningOf(form: FormState, settings: AdminEmailSettings, isClearing: boolean): string | null {
  const saved = settings.password;
  if (settings.smtpUrl.isFromEnvironment || !saved.isSet || !saved.sentTo || form.password || isClearing || hasPasswordInUrl(form.smtpUrl)) return null;
  const target = smtpPasswordDestination(form.smtpUrl.trim());
  return target === null || target === saved.sentTo ? null : retypeSecretMessage('SMTP password', saved.sentTo);
}

export function EmailSettingsForm({ settings, ownEmail }: { settings: AdminEmailSettings; ownEmail: string | undefined }) {
  const save = useSaveAdminEmailSettings();
  const test = useSendAdminTestEmail();
  const { form, update, isClearingSecret: clearPassword, setClearingSecret: setClearPassword } = useSettingsForm(settings, formOf, [test]);
  const toId = useId();
  const isUrlLocked = settings.smtpUrl.isFromEnvironment;
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
      <SettingTextField
        label="SMTP URL"
        value={form.smtpUrl}
        isLocked={isUrlLocked}
        placeholder="smtp://user@mail.example.com:587"
        autoComplete="off"
        spellCheck={false}
        hint="smtp:// upgrades to TLS when the server offers it; smtps:// is TLS from the start. Empty sends no e-mail."
        onChange={(smtpUrl) => update({ smtpUrl })}
      />
      {isUrlLocked ? null : (
        <SecretField
          label="SMTP password"
          noun="password"
          value={form.password}
          secret={settings.password}
          notSetText="No password saved. A password typed in the URL counts too."
          statusSuffix={settings.smtpUrl.value ? ` In use: ${settings.smtpUrl.value}` : ''}
          statusTestId="password-status"
          isClearing={clearPassword}
          onClearingChange={setClearPassword}
          onChange={(password) => update({ password })}
          warning={passwordWarningOf(form, settings, clearPassword)}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <SettingTextField
          label="Sender"
          value={form.from}
          isLocked={settings.from.isFromEnvironment}
          placeholder="Engram <no-reply@example.com>"
          onChange={(from) => update({ from })}
        />
        <SettingTextField
          label="Public URL"
          value={form.publicUrl}
          isLocked={settings.publicUrl.isFromEnvironment}
          placeholder="https://engram.example.com"
          inputMode="url"
          hint="Where people open Engram: the links in e-mails point here."
          onChange={(publicUrl) => update({ publicUrl })}
        />
      </div>

      <div className="flex flex-wrap items-end gap-3 border-t border-slate-200 pt-4 dark:border-slate-700">
        <div className="min-w-56 flex-1">
          <label htmlFor={toId} className="field-label">
            Send the test to
          </label>
          <input
            id={toId}
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
          onClick={() => test.mutate({ ...inputOf(form, settings), clearPassword, to: form.to.trim() }, { onError: (error) => toast.error(error.message) })}
        >
          {test.isPending ? 'Sending…' : 'Send test e-mail'}
        </button>
        <SaveSettingsButton isPending={save.isPending} />
      </div>
      <div aria-live="polite">
        {test.data ? (
          <SettingTestResult isOk={test.data.isSent} testId="email-test-result">
            {test.data.isSent ? test.data.message : `Not sent: ${test.data.message}`}
          </SettingTestResult>
        ) : null}
      </div>
    </form>
  );
}
