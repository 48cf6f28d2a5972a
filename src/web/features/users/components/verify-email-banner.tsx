import { MailWarning } from 'lucide-react';
import { useMe } from '@/features/users/api/get-me.ts';
import { useResendVerification } from '@/features/users/api/resend-verification.ts';
import { toast } from '@/components/toast.ts';
import { readable } from '@/lib/api-client.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { richText } from '@/i18n/rich-text.tsx';

/**
 * Asks a person whose address is not yet confirmed to open the link we sent, with a button for a new one. Shown only
 * when the server sends e-mail: then an unconfirmed address cannot accept heir invitations or receive reset links.
 */
export function VerifyEmailBanner() {
  const { t } = useTranslation();
  const me = useMe();
  const resend = useResendVerification();
  if (!me.data || me.data.emailVerified || !me.data.emailVerificationRequired) return null;

  const onResend = async () => {
    try {
      const answer = await resend.mutateAsync();
      toast.success(answer.message, { id: 'verify-email-resent' });
    } catch (error) {
      toast.error(readable(error), { id: 'verify-email-resend-error' });
    }
  };

  return (
    <div role="status" className="mb-6 flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100" data-testid="verify-email-banner">
      <p className="flex items-start gap-2">
        <MailWarning className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          {richText(t('account.verifyBanner', { email: me.data.user.email }), { bold: (inner) => <strong>{inner}</strong> })}
        </span>
      </p>
      <button type="button" className="btn-secondary shrink-0" onClick={() => void onResend()} disabled={resend.isPending}>
        {resend.isPending ? t('creditsPage.requestSending') : t('account.verifyResend')}
      </button>
    </div>
  );
}
