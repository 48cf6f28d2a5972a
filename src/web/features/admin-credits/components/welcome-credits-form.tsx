// The welcome credits a new account starts with: a whole number, or the environment's value shown read-only.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { WELCOME_CREDITS_MAX, type AdminCreditSettings } from '@shared/contracts/admin-credits.ts';
import { SET_BY_ENVIRONMENT } from '@shared/contracts/admin.ts';
import { toast } from '@/components/toast.ts';
import { useSaveAdminCreditSettings } from '@/features/admin-credits/api/admin-credits.ts';
import { wholeNumberOf } from '@/features/admin-credits/whole-number.ts';

export function WelcomeCreditsForm({ settings }: { settings: AdminCreditSettings }) {
  const [text, setText] = useState(String(settings.welcomeCredits.value));
  const save = useSaveAdminCreditSettings();
  const id = useId();
  const isLocked = settings.welcomeCredits.isFromEnvironment;
  const value = wholeNumberOf(text, 0, WELCOME_CREDITS_MAX);
  useEffect(() => setText(String(settings.welcomeCredits.value)), [settings.welcomeCredits.value]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (value === null) return;
    save.mutate(
      { welcomeCredits: value },
      {
        onSuccess: (saved) => toast.success(`Saved. New accounts start with ${saved.welcomeCredits.value} ${saved.welcomeCredits.value === 1 ? 'credit' : 'credits'}.`),
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3" aria-label="Welcome credits" noValidate>
      <div>
        <label htmlFor={id} className="field-label">
          Credits a new account starts with
        </label>
        <input
          id={id}
          className="field-input mt-1 w-32 tabular-nums"
          inputMode="numeric"
          value={text}
          disabled={isLocked}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={value === null ? true : undefined}
          aria-describedby={`${id}-note`}
        />
      </div>
      {isLocked ? null : (
        <button type="submit" className="btn-primary" disabled={save.isPending || value === null || value === settings.welcomeCredits.value}>
          {save.isPending ? 'Saving…' : 'Save'}
        </button>
      )}
      <p id={`${id}-note`} className={`w-full text-sm ${value === null && !isLocked ? 'text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-300'}`}>
        {isLocked
          ? SET_BY_ENVIRONMENT
          : value === null
            ? `Type a whole number from 0 to ${WELCOME_CREDITS_MAX.toLocaleString('en-US')}.`
            : `Applies to the next account registered. The default is ${settings.defaultWelcomeCredits}; 0 gives none.`}
      </p>
    </form>
  );
}
