import { Check, X } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { TwinUsernameSchema } from '@shared/contracts/twin.ts';
import { TWIN_USERNAME_MAX_LENGTH } from '@shared/contracts/twin-constants.ts';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { TextField } from '@/components/text-field.tsx';
import { toast } from '@/components/toast.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useUsernameAvailability } from '@/features/twin/api/check-username.ts';
import { useUpdateTwin } from '@/features/twin/api/update-twin.ts';

/** The pause after the last keystroke before the username is checked. */
const CHECK_DELAY_MS = 300;

/**
 * The first step of a new Engram: the person picks its username, checked for availability as they type, and reserves
 * it (which starts the Engram). Nothing is made up from their name behind their back.
 */
export function UsernameChooser() {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [settled, setSettled] = useState('');
  const [failure, setFailure] = useState('');
  const reserve = useUpdateTwin();
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(typed.trim().toLowerCase()), CHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const availability = useUsernameAvailability(settled);
  const current = typed.trim().toLowerCase();
  const answer = availability.data && availability.data.username === current ? availability.data : null;
  const isChecking = current.length > 0 && (current !== settled || availability.isFetching);
  const canReserve = answer?.status === 'available' && !reserve.isPending;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    const parsed = TwinUsernameSchema.safeParse(typed);
    if (!parsed.success) {
      setFailure(t('twin.username.rule'));
      return;
    }
    try {
      const twin = await reserve.mutateAsync({ username: parsed.data });
      toast.success(t('twin.username.reserved', { username: twin.username }), { id: 'twin-username' });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('twin.username.reserveFailed'));
    }
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-6 rounded-xl border border-brand-200 bg-brand-50/60 p-4 sm:p-5 dark:border-brand-800 dark:bg-brand-900/20">
      <h2 className="font-semibold">{t('twin.username.title')}</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('twin.username.help')}</p>
      <div className="mt-4">
        <TextField
          label={t('twin.username.label')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={TWIN_USERNAME_MAX_LENGTH + 10}
          required
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          // The rule once: under the field until the check below says it.
          hint={answer?.status === 'invalid' ? undefined : t('twin.username.rule')}
        />
      </div>
      <p className="mt-2 min-h-5 text-sm" role="status" aria-live="polite" data-testid="username-availability">
        {current.length === 0 ? null : isChecking && !answer ? (
          <span className="text-slate-600 dark:text-slate-300">{t('twin.username.checking', { username: current })}</span>
        ) : answer ? (
          <span className={`inline-flex items-start gap-1.5 ${answer.status === 'available' || answer.status === 'yours' ? 'text-emerald-700 dark:text-emerald-300' : 'text-red-700 dark:text-red-300'}`}>
            {answer.status === 'available' || answer.status === 'yours' ? <Check className="mt-0.5 size-4 shrink-0" aria-hidden /> : <X className="mt-0.5 size-4 shrink-0" aria-hidden />}
            {t(`twin.username.${answer.status}`, { username: answer.username })}
          </span>
        ) : availability.error ? (
          <span className="text-red-700 dark:text-red-300">{availability.error.message}</span>
        ) : null}
      </p>
      <ErrorAlert className="mt-2">{failure}</ErrorAlert>
      <button type="submit" className="btn-primary mt-3 w-full sm:w-auto" disabled={!canReserve}>
        {reserve.isPending ? t('twin.username.reserving') : t('twin.username.reserve')}
      </button>
    </form>
  );
}
