// /admin/email: the SMTP server e-mail leaves from (its password write-only), the sender, and the public URL the
// links in e-mails point at. "Send test e-mail" uses the unsaved values; fields the server's environment sets are
// shown, not editable.
import { QueryContent } from '@/components/query-states.tsx';
import { AdminPage } from './admin-page.tsx';
import { useAdminEmailSettings } from '@/features/admin/api/admin-email.ts';
import { EmailSettingsForm } from '@/features/admin/components/email-settings-form.tsx';
import { useMe } from '@/features/users/api/get-me.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

export function Component() {
  const { t } = useTranslation();
  const me = useMe();
  const settings = useAdminEmailSettings();
  return (
    <AdminPage headingId="admin-email-heading" title={t('admin.email.title')} intro={t('admin.email.intro')} className="max-w-3xl">
      <QueryContent query={settings} loadingLabel={t('admin.email.loading')}>
        {(data) => <EmailSettingsForm settings={data} ownEmail={me.data?.user.email} />}
      </QueryContent>
    </AdminPage>
  );
}
