// /admin/email: the SMTP server e-mail leaves from (its password write-only), the sender, and the public URL the
// links in e-mails point at. "Send test e-mail" uses the unsaved values; fields the server's environment sets are
// shown, not editable.
import { LoadingState, RetryAlert } from '@/components/query-states.tsx';
import { useAdminEmailSettings } from '@/features/admin/api/admin-email.ts';
import { EmailSettingsForm } from '@/features/admin/components/email-settings-form.tsx';
import { useMe } from '@/features/users/api/get-me.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

export function Component() {
  const { t } = useTranslation();
  const me = useMe();
  const settings = useAdminEmailSettings();
  return (
    <section className="max-w-3xl" aria-labelledby="admin-email-heading">
      <h1 id="admin-email-heading" className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        {t('admin.email.title')}
      </h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        {t('admin.email.intro')}
      </p>
      {settings.isPending ? (
        <LoadingState label={t('admin.email.loading')} />
      ) : settings.isError ? (
        <RetryAlert message={settings.error.message} onRetry={() => void settings.refetch()} />
      ) : (
        <EmailSettingsForm settings={settings.data} ownEmail={me.data?.user.email} />
      )}
    </section>
  );
}
