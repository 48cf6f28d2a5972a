// An organisation's name, e-mail domains and join link (owners and admins). The join link admits people whose
// confirmed address is on one of the domains once the organisation has proven it owns that domain (its DNS TXT record,
// Check now, or the operator's approval); each domain shows where it stands. Making a new link ends the one before.
import { Link2, Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { UpdateOrganizationInputSchema, type Organization } from '@shared/contracts/organizations.ts';
import { ORGANIZATION_NAME_MAX_LENGTH } from '@shared/contracts/organizations-constants.ts';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { TextField } from '@/components/text-field.tsx';
import { toast } from '@/components/toast.ts';
import { readable } from '@/lib/api-client.ts';
import { checkFormInput } from '@/i18n/form-errors.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { useValidationText } from '@/lib/validation-text.ts';
import { useCreateJoinLink, useDeleteJoinLink } from '@/features/organizations/api/join-link.ts';
import { useOrganizationDomains, useVerifyOrganizationDomain } from '@/features/organizations/api/organization-domains.ts';
import { useUpdateOrganization } from '@/features/organizations/api/update-organization.ts';
import { domainsOf } from './create-organization-form.tsx';
import { CopyLink } from './copy-link.tsx';
import { DomainClaimList } from './domain-claim-list.tsx';
import { OrganizationCard } from './organization-card.tsx';

export function OrganizationSettings({ organization }: { organization: Organization }) {
  const { t } = useTranslation();
  const update = useUpdateOrganization();
  const makeLink = useCreateJoinLink();
  const endLink = useDeleteJoinLink();
  const claims = useOrganizationDomains(organization.id);
  const verify = useVerifyOrganizationDomain();
  const joinDomains = claims.data?.data.filter((row) => row.is_for_join_link) ?? [];
  const verifiedDomains = joinDomains.filter((row) => row.status === 'verified').map((row) => row.domain);
  const [name, setName] = useState(organization.name);
  const [domains, setDomains] = useState(organization.email_domains.join(', '));
  const [error, setError] = useState<string | null>(null);
  const shownError = useValidationText(error);
  const [joinUrl, setJoinUrl] = useState<string | null>(null);

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    const input = checkFormInput(UpdateOrganizationInputSchema, { name, email_domains: domainsOf(domains) }, t('organisations.checkNameAndDomains'), setError);
    if (!input) return;
    try {
      const saved = await update.mutateAsync({ id: organization.id, ...input });
      setDomains(saved.email_domains.join(', '));
      toast.success(t('organisations.settings.saved'), { id: 'organization-saved' });
    } catch (saveError) {
      setError(readable(saveError));
    }
  };

  const onMakeLink = async () => {
    try {
      setJoinUrl((await makeLink.mutateAsync(organization.id)).join_url);
    } catch (linkError) {
      toast.error(readable(linkError), { id: 'organization-join-link-error' });
    }
  };

  const onEndLink = async () => {
    try {
      await endLink.mutateAsync(organization.id);
      setJoinUrl(null);
      toast.success(t('organisations.settings.ended'), { id: 'organization-join-link-ended' });
    } catch (linkError) {
      toast.error(readable(linkError), { id: 'organization-join-link-error' });
    }
  };

  return (
    <OrganizationCard id="settings-heading" title={t('organisations.settings.heading')}>
      <form onSubmit={onSave} className="mt-3 space-y-3" noValidate>
        <TextField label={t('organisations.settings.name')} value={name} onChange={(event) => setName(event.target.value)} maxLength={ORGANIZATION_NAME_MAX_LENGTH} />
        <TextField
          label={t('organisations.settings.domains')}
          value={domains}
          onChange={(event) => setDomains(event.target.value)}
          placeholder={t('organisations.domainPlaceholder')}
          hint={t('organisations.settings.domainsHint')}
          autoComplete="off"
        />
        <ErrorAlert>{shownError}</ErrorAlert>
        <button type="submit" className="btn-secondary" disabled={update.isPending}>
          <Save className="size-4" aria-hidden />
          {t('organisations.settings.save')}
        </button>
      </form>
      {joinDomains.length > 0 ? (
        <DomainClaimList
          domains={joinDomains}
          verify={(domain) => verify.mutateAsync({ organizationId: organization.id, domain })}
          checking={verify.isPending ? verify.variables?.domain : undefined}
          verifiedMessage={(domain) => t('organisations.settings.joinVerified', { domain })}
          testId="join-domain"
        />
      ) : null}
      {claims.isError ? <ErrorAlert className="mt-2">{t('organisations.settings.domainsFailed', { reason: readable(claims.error) })}</ErrorAlert> : null}
      <h3 className="mt-5 text-sm font-semibold">{t('organisations.settings.joinLink')}</h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300" data-testid="join-link-scope">
        {organization.email_domains.length === 0
          ? t('organisations.settings.addDomain')
          : [
              verifiedDomains.length === 0 ? t('organisations.settings.noneVerified') : t('organisations.settings.anyoneAt', { domains: verifiedDomains.join(', ') }),
              organization.has_join_link ? t('organisations.settings.linkWorks') : t('organisations.settings.noLink'),
            ].join(' ')}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className="btn-secondary" onClick={() => void onMakeLink()} disabled={makeLink.isPending || organization.email_domains.length === 0}>
          <Link2 className="size-4" aria-hidden />
          {organization.has_join_link ? t('organisations.settings.makeNew') : t('organisations.settings.make')}
        </button>
        {organization.has_join_link ? (
          <button type="button" className="btn-ghost" onClick={() => void onEndLink()} disabled={endLink.isPending}>
            {t('organisations.settings.turnOff')}
          </button>
        ) : null}
      </div>
      {joinUrl ? (
        <CopyLink url={joinUrl} label={t('organisations.settings.joinLink')} testId="organization-join-link" onClose={() => setJoinUrl(null)}>
          {t('organisations.settings.share')}
        </CopyLink>
      ) : null}
    </OrganizationCard>
  );
}
