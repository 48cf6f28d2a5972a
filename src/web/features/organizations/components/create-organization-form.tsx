// Creating an organisation: its name and, optionally, the e-mail domains whose confirmed addresses may join by link.
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { CreateOrganizationInputSchema, type Organization } from '@shared/contracts/organizations.ts';
import { ORGANIZATION_NAME_MAX_LENGTH } from '@shared/contracts/organizations-constants.ts';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { TextField } from '@/components/text-field.tsx';
import { toast } from '@/components/toast.ts';
import { readable } from '@/lib/api-client.ts';
import { checkFormInput } from '@/i18n/form-errors.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { useValidationText } from '@/lib/validation-text.ts';
import { useCreateOrganization } from '@/features/organizations/api/create-organization.ts';

/** "acme.com, acme.co.uk" or one a line, as a list. */
export function domainsOf(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((domain) => domain.trim())
    .filter((domain) => domain !== '');
}

export function CreateOrganizationForm({ onCreated }: { onCreated: (organization: Organization) => void }) {
  const { t } = useTranslation();
  const create = useCreateOrganization();
  const [name, setName] = useState('');
  const [domains, setDomains] = useState('');
  const [error, setError] = useState<string | null>(null);
  const shownError = useValidationText(error);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = checkFormInput(CreateOrganizationInputSchema, { name, email_domains: domainsOf(domains) }, t('organisations.checkNameAndDomains'), setError);
    if (!input) return;
    try {
      const organization = await create.mutateAsync(input);
      toast.success(t('organisations.create.created', { name: organization.name }), { id: 'organization-created' });
      setName('');
      setDomains('');
      onCreated(organization);
    } catch (createError) {
      setError(readable(createError));
    }
  };

  return (
    <form onSubmit={onSubmit} className="card space-y-3 p-4 sm:p-5" noValidate aria-labelledby="create-organization-heading">
      <h2 id="create-organization-heading" className="text-base font-semibold">
        {t('organisations.create.heading')}
      </h2>
      <TextField label={t('organisations.create.name')} value={name} onChange={(event) => setName(event.target.value)} maxLength={ORGANIZATION_NAME_MAX_LENGTH} autoComplete="organization" required />
      <TextField
        label={t('organisations.create.domains')}
        value={domains}
        onChange={(event) => setDomains(event.target.value)}
        placeholder={t('organisations.domainPlaceholder')}
        hint={t('organisations.create.domainsHint')}
        autoComplete="off"
      />
      <ErrorAlert>{shownError}</ErrorAlert>
      <button type="submit" className="btn-primary" disabled={create.isPending || name.trim() === ''}>
        <Plus className="size-4" aria-hidden />
        {create.isPending ? t('organisations.create.creating') : t('organisations.create.submit')}
      </button>
    </form>
  );
}
