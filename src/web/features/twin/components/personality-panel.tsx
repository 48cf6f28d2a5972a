import { Pencil, RefreshCw } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { type Twin, type TwinSummary } from '@shared/contracts/twin.ts';
import { TWIN_SUMMARY_MIN_ANSWERS, TWIN_SUMMARY_SECTION_TEXT_MAX_LENGTH, TWIN_SUMMARY_SECTIONS, TWIN_SUMMARY_TAGS_MAX, type TwinSummarySectionName } from '@shared/contracts/twin-constants.ts';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { useGenerateSummary } from '@/features/twin/api/generate-summary.ts';
import { useTwin } from '@/features/twin/api/get-twin.ts';
import { useUpdateTwin } from '@/features/twin/api/update-twin.ts';
import { formatMoment, missingAnswersMessage } from '@/features/twin/twin-display.ts';
import { AnswerMoreLink } from './answer-more-link.tsx';
import { AnswerVisibilityList } from './answer-visibility-list.tsx';
import { DashboardSection, LoadError, NoTwinYet } from './dashboard-section.tsx';
import { SummaryView } from './summary-view.tsx';
import { toast } from '@/components/toast.ts';
import { readable } from '@/lib/api-client.ts';
import { TextAreaField } from '@/components/text-field.tsx';

/** General Personality: the summary and tags, editable by the owner, and regenerated on request. */
export function PersonalityPanel() {
  const { t } = useTranslation();
  const twin = useTwin();
  const generate = useGenerateSummary();
  const [isEditing, setIsEditing] = useState(false);
  const data = twin.data;
  const missing = data ? missingAnswersMessage(data.answered_count, TWIN_SUMMARY_MIN_ANSWERS) : null;

  const regenerate = async () => {
    try {
      await generate.mutateAsync();
      toast.success(t('dash.personality.regenerated'), { id: 'twin-summary-done' });
    } catch (error) {
      toast.error(readable(error), { id: 'twin-summary-error' });
    }
  };

  const actions =
    data?.summary && !isEditing ? (
      <>
        <button type="button" className="btn-secondary" onClick={() => setIsEditing(true)} disabled={generate.isPending}>
          <Pencil className="size-4" aria-hidden />
          {t('dash.locker.edit')}
        </button>
        <button type="button" className="btn-primary" onClick={() => void regenerate()} disabled={generate.isPending || missing !== null}>
          <RefreshCw className={`size-4 ${generate.isPending ? 'animate-spin motion-reduce:animate-none' : ''}`} aria-hidden />
          {generate.isPending ? t('dash.personality.regenerating') : t('dash.personality.regenerate')}
        </button>
      </>
    ) : null;

  return (
    <DashboardSection
      title={t('dash.nav.personality')}
      description={t('dash.personality.description')}
      actions={actions}
    >
      {twin.isPending ? (
        <Spinner label={t('dash.personality.loading')} />
      ) : twin.isError ? (
        <LoadError message={twin.error.message} onRetry={() => void twin.refetch()} />
      ) : !data ? (
        <NoTwinYet text={t('dash.personality.noTwin')} />
      ) : isEditing && data.summary ? (
        <SummaryEditor twin={data} summary={data.summary} onDone={() => setIsEditing(false)} />
      ) : data.summary ? (
        <>
          <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
            {data.summary_edited ? t('dash.personality.edited') : t('dash.personality.written')}
            {data.summary_updated_at ? ` · ${formatMoment(data.summary_updated_at)}` : ''}. {t('dash.personality.onlyYou')}
          </p>
          {missing ? <p className="mb-4 text-sm text-amber-800 dark:text-amber-200">{missing}</p> : null}
          <div className="mb-4">
            <AnswerMoreLink answers={data.answers} />
          </div>
          <SummaryView summary={data.summary} />
        </>
      ) : (
        <div className="card px-6 py-10 text-center">
          <h2 className="text-lg font-semibold">{t('dash.personality.none')}</h2>
          <p className="mx-auto mt-1 max-w-md text-sm text-slate-600 dark:text-slate-300">
            {missing ?? t('dash.personality.enough')}
          </p>
          {missing ? null : (
            <button type="button" className="btn-primary mt-6" onClick={() => void regenerate()} disabled={generate.isPending}>
              {generate.isPending ? t('dash.personality.writing') : t('dash.personality.write')}
            </button>
          )}
          <div className="mx-auto mt-6 max-w-xl text-left">
            <AnswerMoreLink answers={data.answers} />
          </div>
        </div>
      )}
      {data && data.answers.length > 0 && !isEditing ? <AnswerVisibilityList answers={data.answers} /> : null}
    </DashboardSection>
  );
}

function SummaryEditor({ twin, summary, onDone }: { twin: Twin; summary: TwinSummary; onDone: () => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const tagsId = useId();
  const update = useUpdateTwin();
  const [tags, setTags] = useState(summary.tags.join(', '));
  const [texts, setTexts] = useState<Record<TwinSummarySectionName, string>>(
    () => Object.fromEntries(TWIN_SUMMARY_SECTIONS.map((name) => [name, summary.sections[name].is_empty ? '' : summary.sections[name].text])) as Record<TwinSummarySectionName, string>,
  );
  const [error, setError] = useState<string | null>(null);
  const tagList = tags
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (tagList.length > TWIN_SUMMARY_TAGS_MAX) {
      setError(t('dash.personality.tooManyTags', { count: TWIN_SUMMARY_TAGS_MAX }));
      return;
    }
    setError(null);
    try {
      await update.mutateAsync({
        summary: {
          tags: tagList,
          sections: Object.fromEntries(
            TWIN_SUMMARY_SECTIONS.map((name) => {
              const text = texts[name].trim();
              // A section the owner leaves blank says so, as a generated one would.
              return [name, { text: text || t('dash.personality.emptySection'), sources: text ? summary.sections[name].sources : [], is_empty: text === '' }];
            }),
          ) as never,
        },
      });
      toast.success(t('dash.personality.saved'), { id: 'twin-summary-saved' });
      onDone();
    } catch (saveError) {
      setError(readable(saveError));
    }
  };

  return (
    <form id={formId} onSubmit={onSubmit} className="card space-y-4 p-4 sm:p-6" aria-label={t('dash.personality.editLabel', { name: twin.name })}>
      <div>
        <label htmlFor={tagsId} className="field-label">
          {t('dash.personality.tags', { count: TWIN_SUMMARY_TAGS_MAX })}
        </label>
        <input id={tagsId} className="field-input" value={tags} onChange={(event) => setTags(event.target.value)} />
      </div>
      {TWIN_SUMMARY_SECTIONS.map((name) => (
        <SectionField key={name} label={t(`twin.sections.${name}`)} value={texts[name]} onChange={(value) => setTexts((current) => ({ ...current, [name]: value }))} />
      ))}
      <ErrorAlert>{error}</ErrorAlert>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn-secondary" onClick={onDone} disabled={update.isPending}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="btn-primary" disabled={update.isPending}>
          {update.isPending ? t('dash.memory.saving') : t('dash.personality.save')}
        </button>
      </div>
    </form>
  );
}

function SectionField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextAreaField
      label={label}
      rows={3}
      value={value}
      maxLength={TWIN_SUMMARY_SECTION_TEXT_MAX_LENGTH}
      placeholder={t('dash.personality.sectionPlaceholder')}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
