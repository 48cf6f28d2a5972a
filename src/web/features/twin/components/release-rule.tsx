// When the owner's heirs get access to the Engram: now, after the owner has not signed in for some months, or only
// when released by hand; saved as it is chosen.
import { useId, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { type Twin, type UpdateTwinInput } from '@shared/contracts/twin.ts';
import { TWIN_INACTIVITY_MONTHS, TWIN_RELEASE_RULES, type TwinInactivityMonths, type TwinReleaseRule } from '@shared/contracts/twin-constants.ts';
import { SelectOptions } from '@/components/select-options.tsx';
import { useUpdateTwin } from '@/features/twin/api/update-twin.ts';
import { formatDay, releaseRuleText } from '@/features/twin/twin-display.ts';
import { toast } from '@/components/toast.ts';
import { readable } from '@/lib/api-client.ts';
import { richText } from '@/i18n/rich-text.tsx';
import { publishPageLink } from './publish-page-link.tsx';

export function ReleaseRule({ twin }: { twin: Twin }) {
  const { t } = useTranslation();
  const update = useUpdateTwin();
  const monthsId = useId();

  // A chosen rule shows at once; it falls back to the saved one if the server refuses it.
  const [chosenRule, setChosenRule] = useState<TwinReleaseRule | null>(null);
  const rule = chosenRule ?? twin.release;

  const change = async (input: UpdateTwinInput, success: string) => {
    if (input.release) setChosenRule(input.release);
    try {
      await update.mutateAsync(input);
      toast.success(success, { id: 'twin-release' });
    } catch (error) {
      toast.error(readable(error), { id: 'twin-release-error' });
    } finally {
      setChosenRule(null);
    }
  };

  return (
    <section className="card p-4 sm:p-6" aria-labelledby="release-heading">
      <h2 id="release-heading" className="text-lg font-semibold">
        {t('dash.release.title')}
      </h2>
      <fieldset className="mt-4 space-y-2" disabled={update.isPending}>
        <legend className="sr-only">{t('dash.release.legend')}</legend>
        {TWIN_RELEASE_RULES.map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="release"
              value={option}
              checked={rule === option}
              onChange={() => void change({ release: option }, t('dash.release.saved'))}
              className="size-4 accent-brand-700"
            />
            {t(`dash.release.rule.${option}`)}
          </label>
        ))}
        {rule === 'inactivity' ? (
          <div className="ml-6 flex items-center gap-2">
            <label htmlFor={monthsId} className="text-sm">
              {t('dash.release.months')}
            </label>
            <select
              id={monthsId}
              className="field-input w-24"
              value={twin.inactivity_months}
              onChange={(event) => void change({ inactivity_months: Number(event.target.value) as TwinInactivityMonths }, t('dash.release.saved'))}
            >
              <SelectOptions values={TWIN_INACTIVITY_MONTHS} labelOf={(months) => months} />
            </select>
          </div>
        ) : null}
      </fieldset>
      <p className="mt-4 text-sm text-slate-700 dark:text-slate-200">{releaseRuleText(twin.release, twin.inactivity_months)}</p>
      <p className="mt-2 text-sm font-medium" data-testid="release-status">
        {twin.released
          ? twin.released_at
            ? t('dash.release.releasedOn', { date: formatDay(twin.released_at) })
            : t('dash.release.released')
          : t('dash.release.notReleased')}
      </p>
      {twin.visibility === 'private' ? (
        <p className="mt-2 text-sm text-amber-800 dark:text-amber-200">
          {richText(t('dash.release.privateNote'), { link: publishPageLink })}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        {twin.released ? (
          <button type="button" className="btn-secondary" onClick={() => void change({ released: false }, t('dash.release.revokedToast'))} disabled={update.isPending}>
            {t('dash.release.revoke')}
          </button>
        ) : (
          <button type="button" className="btn-primary" onClick={() => void change({ released: true }, t('dash.release.released'))} disabled={update.isPending}>
            {t('dash.release.releaseNow')}
          </button>
        )}
      </div>
    </section>
  );
}
