// The E-mail page's form: the SMTP server (its password write-only), the sender and the public URL, with
// "Send test e-mail" on the unsaved values.
import type { TFunction } from 'i18next';
import type { FormEvent } from 'react';
import type { AdminEmailSettings, SaveAdminEmailSettingsInput } from '@shared/contracts/admin-email.ts';
import { smtpPasswordDestination } from '@shared/secret-destinations.ts';
import { LabelledField } from '@/components/labelled-field.tsx';
import { toast } from '@/components/toast.ts';
import { useSaveAdminEmailSettings, useSendAdminTestEmail } from '@/features/admin/api/admin-email.ts';
import { SaveSettingsButton, SecretField, SettingTestResult, SettingTextField, unlessFromEnvironment, useSettingsForm } from '@/features/admin/components/setting-fields.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';

/** The fields' placeholders: addresses, the same in every language. */
const EXAMPLES = { smtpUrl: 'smtp://user@mail.example.com:587', from: 'Engram <no-reply@example.com>', publicUrl: 'https://engram.example.com' };

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
function passwordWarningOf(t: TFunction, form: FormState, settings: AdminEmailSettings, isClearing: boolean): string | null {
  const saved = settings.password;
  if (settings.smtpUrl.isFromEnvironment || !saved.isSet || !saved.sentTo || form.password || isClearing || hasPasswordInUrl(form.smtpUrl)) return null;
  const target = smtpPasswordDestination(form.smtpUrl.trim());
  return target === null || target === saved.sentTo ? null : t('admin.settings.retypePassword', { destination: saved.sentTo });
}

export function EmailSettingsForm({ settings, ownEmail }: { settings: AdminEmailSettings; ownEmail: string | undefined }) {
  const { t } = useTranslation();
  const save = useSaveAdminEmailSettings();
  const test = useSendAdminTestEmail();
  const { form, update, isClearingSecret: clearPassword, setClearingSecret: setClearPassword } = useSettingsForm(settings, formOf, [test]);
  const isUrlLocked = settings.smtpUrl.isFromEnvironment;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { ...inputOf(form, settings), clearPassword },
      {
        onSuccess: (saved) => {
          setClearPassword(false);
          toast.success(saved.isSending ? t('admin.emailForm.saved') : t('admin.emailForm.savedNoEmail'));
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="card mt-6 space-y-5 p-5" aria-label={t('admin.emailForm.label')}>
      <p className="text-sm" data-testid="email-status">
        {settings.isSending ? t('admin.emailForm.sending') : t('admin.emailForm.notSending')}
      </p>
      <SettingTextField
        label={t('admin.emailForm.smtpUrl')}
        value={form.smtpUrl}
        isLocked={isUrlLocked}
        placeholder={EXAMPLES.smtpUrl}
        autoComplete="off"
        spellCheck={false}
        hint={t('admin.emailForm.smtpUrlHint')}
        onChange={(smtpUrl) => update({ smtpUrl })}
      />
      {isUrlLocked ? null : (
        <SecretField
          label={t('admin.emailForm.password')}
          kind="password"
          value={form.password}
          secret={settings.password}
          notSetText={t('admin.emailForm.noPassword')}
          statusSuffix={settings.smtpUrl.value ? ` ${t('admin.emailForm.inUse', { url: settings.smtpUrl.value })}` : ''}
          statusTestId="password-status"
          isClearing={clearPassword}
          onClearingChange={setClearPassword}
          onChange={(password) => update({ password })}
          warning={passwordWarningOf(t, form, settings, clearPassword)}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <SettingTextField
          label={t('admin.emailForm.sender')}
          value={form.from}
          isLocked={settings.from.isFromEnvironment}
          placeholder={EXAMPLES.from}
          onChange={(from) => update({ from })}
        />
        <SettingTextField
          label={t('admin.emailForm.publicUrl')}
          value={form.publicUrl}
          isLocked={settings.publicUrl.isFromEnvironment}
          placeholder={EXAMPLES.publicUrl}
          inputMode="url"
          hint={t('admin.emailForm.publicUrlHint')}
          onChange={(publicUrl) => update({ publicUrl })}
        />
      </div>

      <div className="flex flex-wrap items-end gap-3 border-t border-slate-200 pt-4 dark:border-slate-700">
        <LabelledField label={t('admin.emailForm.sendTo')} className="min-w-56 flex-1">
          {(id) => (
            <input
              id={id}
              className="field-input mt-1 w-full"
              type="email"
              value={form.to}
              placeholder={ownEmail ?? t('admin.emailForm.yourAddress')}
              onChange={(event) => update({ to: event.target.value })}
            />
          )}
        </LabelledField>
        <button
          type="button"
          className="btn-secondary"
          disabled={test.isPending}
          onClick={() => test.mutate({ ...inputOf(form, settings), clearPassword, to: form.to.trim() }, { onError: (error) => toast.error(error.message) })}
        >
          {test.isPending ? t('admin.emailForm.testSending') : t('admin.emailForm.test')}
        </button>
        <SaveSettingsButton isPending={save.isPending} />
      </div>
      <div aria-live="polite">
        {test.data ? (
          <SettingTestResult isOk={test.data.isSent} testId="email-test-result">
            {test.data.isSent ? test.data.message : t('admin.emailForm.notSent', { message: test.data.message })}
          </SettingTestResult>
        ) : null}
      </div>
    </form>
  );
}
