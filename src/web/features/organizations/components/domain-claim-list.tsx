// The e-mail domains an organisation claims, as its owners and admins see them on the organisation page: each one's
// state and, while it is pending, what to do about it, the exact DNS TXT record that proves it and a "Check now"
// button. The join link's card and single sign-on's card show their domains with it; one proof serves both.
import { BadgeCheck, Clock } from 'lucide-react';
import { useState } from 'react';
import type { OrganizationDomain } from '@shared/contracts/organization-domains.ts';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { toast } from '@/components/toast.ts';
import { readable } from '@/lib/api-client.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

interface DomainClaimListProps {
  domains: OrganizationDomain[];
  /** Looks for the domain's TXT record now; rejects with the server's reason when it is not found. */
  verify: (domain: string) => Promise<unknown>;
  /** The domain being checked, while a check runs. */
  checking: string | undefined;
  /** The toast once a domain is proven. */
  verifiedMessage: (domain: string) => string;
  testId: string;
}

export function DomainClaimList({ domains, verify, checking, verifiedMessage, testId }: DomainClaimListProps) {
  const { t } = useTranslation();
  const [error, setError] = useState<{ domain: string; message: string } | null>(null);
  const onCheck = async (domain: string) => {
    setError(null);
    try {
      await verify(domain);
      toast.success(verifiedMessage(domain), { id: 'organization-domain-verified' });
    } catch (verifyError) {
      setError({ domain, message: readable(verifyError) });
    }
  };
  return (
    <ul className="mt-3 space-y-3">
      {domains.map((row) => (
        <li key={row.domain} className="rounded-md border border-slate-200 p-3 text-sm dark:border-slate-700" data-testid={testId} aria-label={row.domain}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium">{row.domain}</span>
            {row.status === 'verified' ? (
              <span className="inline-flex items-center gap-1 text-emerald-700 dark:text-emerald-400">
                <BadgeCheck className="size-4" aria-hidden />
                {row.verified_by === 'operator' ? t('organisations.domains.verifiedByOperator') : t('organisations.domains.verifiedByDns')}
              </span>
            ) : (
              <span className="inline-flex items-center gap-1 text-amber-700 dark:text-amber-400">
                <Clock className="size-4" aria-hidden />
                {t('organisations.domains.waiting')}
              </span>
            )}
          </div>
          {row.status === 'pending' ? (
            <>
              <p className="mt-2 text-slate-600 dark:text-slate-300">{t('organisations.domains.pendingHint', { domain: row.domain })}</p>
              <dl className="mt-2 grid gap-1 sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-3">
                <dt className="text-slate-600 dark:text-slate-300">{t('organisations.domains.type')}</dt>
                <dd className="font-mono">{t('organisations.domains.txt')}</dd>
                <dt className="text-slate-600 dark:text-slate-300">{t('organisations.domains.name')}</dt>
                <dd className="font-mono break-all">{row.txt_name}</dd>
                <dt className="text-slate-600 dark:text-slate-300">{t('organisations.domains.value')}</dt>
                <dd className="font-mono break-all">{row.txt_value}</dd>
              </dl>
              {error?.domain === row.domain ? <ErrorAlert className="mt-2">{error.message}</ErrorAlert> : null}
              <button type="button" className="btn-secondary mt-2" onClick={() => void onCheck(row.domain)} disabled={checking !== undefined}>
                {checking === row.domain ? t('organisations.domains.looking') : t('organisations.domains.checkNow')}
              </button>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
