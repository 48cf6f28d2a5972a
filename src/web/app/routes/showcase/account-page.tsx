import { Coins } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { Link } from 'react-router';
import { CREDITS_PAGE_PATH } from '@shared/contracts/credits-constants.ts';
import { AccountSection } from '@/features/users/components/account-section.tsx';
import { AccountLanguageSwitch } from '@/features/users/components/account-language.tsx';
import { ChangePasswordForm } from '@/features/users/components/change-password-form.tsx';
import { DeleteAccountModal } from '@/features/users/components/delete-account-modal.tsx';
import { DisplayNameForm } from '@/features/users/components/display-name-form.tsx';
import { EmailAddressCard } from '@/features/users/components/email-address-card.tsx';
import { useCredits } from '@/features/credits/api/get-credits.ts';
import { usePrincipal } from '@/lib/session.ts';
import { formatNumber } from '@/i18n/format.ts';
import { richText } from '@/i18n/rich-text.tsx';

/** The signed-in person's account: who they are signed in as, their name, their e-mail address, their credits, a new password, and deleting the account. */
export function Component() {
  const principal = usePrincipal();
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const credits = useCredits();
  const { t } = useTranslation();

  return (
    <div className="container-page py-10">
      <h1 className="text-2xl font-bold tracking-tight">{t('account.title')}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        {richText(t('account.signedInAs', { email: principal?.email ?? '' }), {
          email: (inner) => <span className="font-medium break-all text-slate-900 dark:text-white">{inner}</span>,
        })}
      </p>

      <div className="mt-8 max-w-xl space-y-6">
        <AccountSection name="display-name" title={t('account.name')}>
          <div className="mt-4">
            <DisplayNameForm currentName={principal?.nickname ?? ''} />
          </div>
        </AccountSection>

        <AccountSection name="language" title={t('account.languageHeading')}>
          <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-300">{t('account.languageHelp')}</p>
          <AccountLanguageSwitch variant="full" />
        </AccountSection>

        <EmailAddressCard fallbackEmail={principal?.email ?? ''} />

        <AccountSection name="credits" title={t('creditsPage.title')}>
          <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
            <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300" data-testid="account-credits">
              <Coins className="size-4 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden />
              {credits.data
                ? t('account.credits', { count: credits.data.balance, formatted: formatNumber(credits.data.balance) })
                : credits.isError
                  ? t('account.creditsFailed')
                  : t('account.creditsLoading')}
            </p>
            <Link to={CREDITS_PAGE_PATH} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300">
              {t('account.openCredits')}
            </Link>
          </div>
        </AccountSection>

        <AccountSection name="change-password" title={t('account.passwordHeading')}>
          <p className="mt-1 mb-5 text-sm text-slate-600 dark:text-slate-300">{t('account.passwordHelp')}</p>
          <ChangePasswordForm />
        </AccountSection>

        <section aria-labelledby="delete-account-heading" className="card border-red-200 p-5 sm:p-6 dark:border-red-900/60">
          <h2 id="delete-account-heading" className="text-lg font-semibold text-red-700 dark:text-red-400">
            {t('account.deleteHeading')}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('account.deleteHelp')}</p>
          <div className="mt-5 flex justify-end">
            <button
              type="button"
              className="btn border border-red-300 bg-white text-red-700 hover:bg-red-50 dark:border-red-800 dark:bg-slate-900 dark:text-red-400 dark:hover:bg-red-950/40"
              onClick={() => setIsDeleteOpen(true)}
            >
              {t('account.deleteHeading')}
            </button>
          </div>
        </section>
      </div>

      {isDeleteOpen ? <DeleteAccountModal isOpen onClose={() => setIsDeleteOpen(false)} /> : null}
    </div>
  );
}
