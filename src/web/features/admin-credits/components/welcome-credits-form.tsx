// The welcome credits a new account starts with: a whole number, or the environment's value shown read-only.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { WELCOME_CREDITS_MAX, type AdminCreditSettings } from '@shared/contracts/admin-credits.ts';
import { toast } from '@/components/toast.ts';
import { useSaveAdminCreditSettings } from '@/features/admin-credits/api/admin-credits.ts';
import { wholeNumberOf } from '@/features/admin-credits/whole-number.ts';
import { formatNumber } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

export function WelcomeCreditsForm({ settings }: { settings: AdminCreditSettings }) {
  const { t } = useTranslation();
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
        onSuccess: (saved) =>
          toast.success(t('admin.credits.welcome.saved', { credits: t('credits.count', { count: saved.welcomeCredits.value, formatted: formatNumber(saved.welcomeCredits.value) }) })),
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3" aria-label={t('admin.credits.welcome.title')} noValidate>
      <div>
        <label htmlFor={id} className="field-label">
          {t('admin.credits.welcome.label')}
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
          {save.isPending ? t('admin.settings.saving') : t('admin.settings.save')}
        </button>
      )}
      <p id={`${id}-note`} className={`w-full text-sm ${value === null && !isLocked ? 'text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-300'}`}>
        {isLocked
          ? t('admin.settings.fromEnvironment')
          : value === null
            ? t('admin.credits.welcome.error', { max: formatNumber(WELCOME_CREDITS_MAX) })
            : t('admin.credits.welcome.note', { standard: formatNumber(settings.defaultWelcomeCredits) })}
      </p>
    </form>
  );
}
