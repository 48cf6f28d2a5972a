import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { NICKNAME_MAX_LENGTH, UpdateProfileInputSchema, type UpdateProfileInput } from '@shared/contracts/users.ts';
import { TextField } from '@/components/text-field.tsx';
import { useUpdateNickname } from '@/features/users/api/update-nickname.ts';
import { runAuthRequest } from '@/features/users/auth-request.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { localisedResolver } from '@/i18n/form-errors.ts';
import { FormSubmitRow } from '@/components/form-submit-row.tsx';

/** The name Engram greets the person with and shows on what they make, checked by the shared profile contract. */
export function DisplayNameForm({ currentName }: { currentName: string }) {
  const { t } = useTranslation();
  const mutation = useUpdateNickname();
  const { register, handleSubmit, formState, reset, setError } = useForm<UpdateProfileInput>({
    resolver: localisedResolver(zodResolver(UpdateProfileInputSchema)),
    values: { nickname: currentName },
  });
  const isBusy = mutation.isPending;

  const onSubmit = handleSubmit(async (input) => {
    await runAuthRequest(
      async () => {
        const { user } = await mutation.mutateAsync(input);
        reset({ nickname: user.nickname });
      },
      {
        loading: t('account.nameForm.saving'),
        success: t('account.nameForm.saved'),
        onFailure: (_error, message) => setError('nickname', { message }, { shouldFocus: true }),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('account.nameForm.label')}>
      <fieldset disabled={isBusy}>
        <TextField
          label={t('account.nameForm.label')}
          required
          maxLength={NICKNAME_MAX_LENGTH}
          autoComplete="nickname"
          {...register('nickname')}
          error={formState.errors.nickname?.message}
          hint={t('account.nameForm.hint')}
        />
      </fieldset>
      <FormSubmitRow label={t('account.nameForm.save')} busyLabel={t('dash.memory.saving')} isBusy={isBusy} isDisabled={!formState.isDirty} />
    </form>
  );
}
