// Teams (owners, admins and managers): named groups of the organisation's members, to assign practice to together.
import { Trash2, Users } from 'lucide-react';
import { IconHeading } from '@/components/icon-heading.tsx';
import { useState, type FormEvent } from 'react';
import { CreateTeamInputSchema } from '@shared/contracts/assignments.ts';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { TextField } from '@/components/text-field.tsx';
import { toast } from '@/components/toast.ts';
import { readable } from '@/lib/api-client.ts';
import { checkFormInput } from '@/i18n/form-errors.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { useValidationText } from '@/lib/validation-text.ts';
import { useCreateTeam, useDeleteTeam, useTeams } from '../api/get-teams.ts';
import { ChoiceCheckboxes, memberChoices } from './choice-checkboxes.tsx';

export interface AssignableMember {
  user_id: string;
  name: string;
  email: string;
}

export function OrganizationTeams({ organizationId, members }: { organizationId: string; members: readonly AssignableMember[] }) {
  const { t } = useTranslation();
  const teams = useTeams(organizationId);
  const create = useCreateTeam();
  const remove = useDeleteTeam();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const shownError = useValidationText(error);
  const nameOf = (userId: string) => members.find((member) => member.user_id === userId)?.name ?? t('assignments.teams.formerMember');

  const onCreate = async (event: FormEvent) => {
    event.preventDefault();
    const input = checkFormInput(CreateTeamInputSchema, { name, member_ids: [...chosen] }, t('assignments.teams.enterName'), setError);
    if (!input) return;
    try {
      const team = await create.mutateAsync({ organizationId, ...input });
      setName('');
      setChosen(new Set());
      toast.success(t('assignments.teams.created', { name: team.name }), { id: 'team-created' });
    } catch (createError) {
      setError(readable(createError));
    }
  };

  return (
    <section className="card p-4 sm:p-5" aria-labelledby="teams-heading">
      <IconHeading id="teams-heading" icon={Users} size="small">
        {t('assignments.teams.heading')}
      </IconHeading>
      <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800" data-testid="organization-teams">
        {(teams.data?.data ?? []).map((team) => (
          <li key={team.id} className="flex items-center justify-between gap-3 py-2">
            <div className="min-w-0">
              <p className="truncate text-sm font-medium">{team.name}</p>
              <p className="truncate text-xs text-slate-600 dark:text-slate-400">{team.member_ids.length > 0 ? team.member_ids.map(nameOf).join(', ') : t('assignments.teams.noMembers')}</p>
            </div>
            <button
              type="button"
              className="btn-ghost px-2"
              aria-label={t('assignments.teams.deleteNamed', { name: team.name })}
              title={t('assignments.teams.delete')}
              disabled={remove.isPending}
              onClick={() => void remove.mutateAsync({ organizationId, teamId: team.id }).catch((deleteError: unknown) => toast.error(readable(deleteError), { id: 'team-delete-error' }))}
            >
              <Trash2 className="size-4" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={onCreate} className="mt-3 space-y-3" noValidate>
        <TextField label={t('assignments.teams.newTeam')} value={name} onChange={(event) => setName(event.target.value)} autoComplete="off" />
        <ChoiceCheckboxes label={t('assignments.teams.itsMembers')} choices={memberChoices(members)} chosen={chosen} onChange={setChosen} />
        <button type="submit" className="btn-secondary" disabled={create.isPending || name.trim() === ''}>
          {t('assignments.teams.create')}
        </button>
      </form>
      <ErrorAlert className="mt-2">{shownError}</ErrorAlert>
    </section>
  );
}
