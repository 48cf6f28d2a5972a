// An organisation's single sign-on (owners and admins): the OpenID Connect provider's issuer, the client id and secret
// registered there (the secret is never shown again, only that it is set), the e-mail domains it covers and whether
// those members must use it. The redirect URI to register with the provider is shown to copy; each domain shows
// whether it is verified and, while it is not, the exact DNS TXT record that proves it, with Check now (domain-claim-list.tsx,
// shared with the join link's domains: one proof serves both).
import { KeyRound, Save } from 'lucide-react';
import { IconHeading } from '@/components/icon-heading.tsx';
import { useId, useState, type FormEvent } from 'react';
import type { OrganizationDomain } from '@shared/contracts/organization-domains.ts';
import { SaveSsoSettingsInputSchema, type SsoSettings } from '@shared/contracts/organization-sso.ts';
import { SSO_CLIENT_ID_MAX_LENGTH, SSO_ISSUER_MAX_LENGTH } from '@shared/contracts/organization-sso-constants.ts';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { LoadingState, RetryAlert } from '@/components/query-states.tsx';
import { TextField } from '@/components/text-field.tsx';
import { toast } from '@/components/toast.ts';
import { readable } from '@/lib/api-client.ts';
import { checkFormInput } from '@/i18n/form-errors.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { useValidationText } from '@/lib/validation-text.ts';
import { useVerifyOrganizationDomain } from '@/features/organizations/api/organization-domains.ts';
import { useDeleteSsoSettings, useSaveSsoSettings, useSsoSettings } from '@/features/organizations/api/organization-sso.ts';
import { domainsOf } from './create-organization-form.tsx';
import { DomainClaimList } from './domain-claim-list.tsx';

export function OrganizationSsoSettings({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const settings = useSsoSettings(organizationId);
  return (
    <section className="card p-4 sm:p-5" aria-labelledby="sso-heading" data-testid="organization-sso">
      <IconHeading id="sso-heading" icon={KeyRound} size="small">
        {t('organisations.sso.heading')}
      </IconHeading>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('organisations.sso.intro')}</p>
      {settings.isPending ? <LoadingState label={t('organisations.sso.loading')} /> : null}
      {settings.isError ? <RetryAlert message={readable(settings.error)} onRetry={() => void settings.refetch()} /> : null}
      {settings.data ? <SsoForm key={`${settings.data.issuer_url ?? ''}-${settings.dataUpdatedAt}`} organizationId={organizationId} saved={settings.data} /> : null}
      {settings.data && settings.data.domains.length > 0 ? <SsoDomains organizationId={organizationId} domains={settings.data.domains} /> : null}
    </section>
  );
}

/** Each domain sign-on covers, with its state; a pending one shows the TXT record to add and Check now. */
function SsoDomains({ organizationId, domains }: { organizationId: string; domains: OrganizationDomain[] }) {
  const { t } = useTranslation();
  const verify = useVerifyOrganizationDomain();
  return (
    <div className="mt-5 border-t border-slate-200 pt-4 dark:border-slate-700">
      <h3 className="text-sm font-semibold">{t('organisations.sso.domains')}</h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('organisations.sso.domainsIntro')}</p>
      <DomainClaimList
        domains={domains}
        verify={(domain) => verify.mutateAsync({ organizationId, domain })}
        checking={verify.isPending ? verify.variables?.domain : undefined}
        verifiedMessage={(domain) => t('organisations.sso.verified', { domain })}
        testId="sso-domain"
      />
    </div>
  );
}

function SsoForm({ organizationId, saved }: { organizationId: string; saved: SsoSettings }) {
  const { t } = useTranslation();
  const save = useSaveSsoSettings(organizationId);
  const turnOff = useDeleteSsoSettings(organizationId);
  const ids = { redirect: useId(), require: useId() };
  const [issuerUrl, setIssuerUrl] = useState(saved.issuer_url ?? '');
  const [clientId, setClientId] = useState(saved.client_id ?? '');
  const [clientSecret, setClientSecret] = useState('');
  const [domains, setDomains] = useState(saved.email_domains.join(', '));
  const [isRequired, setIsRequired] = useState(saved.require_sso);
  const [error, setError] = useState<string | null>(null);
  const shownError = useValidationText(error);

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    const input = checkFormInput(SaveSsoSettingsInputSchema, {
      issuer_url: issuerUrl,
      client_id: clientId,
      ...(clientSecret ? { client_secret: clientSecret } : {}),
      email_domains: domainsOf(domains),
      require_sso: isRequired,
    }, t('organisations.sso.checkSettings'), setError);
    if (!input) return;
    try {
      await save.mutateAsync({ organizationId, ...input });
      toast.success(t('organisations.sso.saved'), { id: 'organization-sso-saved' });
    } catch (saveError) {
      setError(readable(saveError));
    }
  };

  const onTurnOff = async () => {
    try {
      await turnOff.mutateAsync(organizationId);
      toast.success(t('organisations.sso.off'), { id: 'organization-sso-off' });
    } catch (offError) {
      setError(readable(offError));
    }
  };

  return (
    <form onSubmit={onSave} className="mt-3 space-y-3" noValidate>
      <div>
        <label htmlFor={ids.redirect} className="field-label">
          {t('organisations.sso.redirect')}
        </label>
        <input id={ids.redirect} className="field-input" value={saved.redirect_uri} readOnly onFocus={(event) => event.target.select()} />
      </div>
      <TextField label={t('organisations.sso.issuer')} value={issuerUrl} onChange={(event) => setIssuerUrl(event.target.value)} placeholder={t('organisations.sso.issuerPlaceholder')} maxLength={SSO_ISSUER_MAX_LENGTH} autoComplete="off" />
      <TextField label={t('organisations.sso.clientId')} value={clientId} onChange={(event) => setClientId(event.target.value)} maxLength={SSO_CLIENT_ID_MAX_LENGTH} autoComplete="off" />
      <TextField
        label={t('organisations.sso.clientSecret')}
        type="password"
        value={clientSecret}
        onChange={(event) => setClientSecret(event.target.value)}
        autoComplete="new-password"
        placeholder={saved.has_client_secret ? t('organisations.sso.secretKeep') : ''}
        hint={saved.has_client_secret ? t('organisations.sso.secretSet') : t('organisations.sso.secretNew')}
      />
      <TextField label={t('organisations.sso.domainsField')} value={domains} onChange={(event) => setDomains(event.target.value)} placeholder={t('organisations.domainPlaceholder')} hint={t('organisations.sso.domainsHint')} autoComplete="off" />
      <div className="flex items-start gap-2 text-sm">
        <input id={ids.require} type="checkbox" className="mt-1" checked={isRequired} onChange={(event) => setIsRequired(event.target.checked)} />
        <label htmlFor={ids.require}>
          {t('organisations.sso.require')}
          <span className="block text-slate-600 dark:text-slate-300">{t('organisations.sso.requireHint')}</span>
        </label>
      </div>
      <ErrorAlert>{shownError}</ErrorAlert>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-secondary" disabled={save.isPending}>
          <Save className="size-4" aria-hidden />
          {save.isPending ? t('organisations.sso.checking') : t('organisations.sso.save')}
        </button>
        {saved.is_configured ? (
          <button type="button" className="btn-ghost" onClick={() => void onTurnOff()} disabled={turnOff.isPending}>
            {t('organisations.sso.turnOff')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
