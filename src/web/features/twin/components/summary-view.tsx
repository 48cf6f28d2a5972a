import { BookOpen, Briefcase, Compass, Heart, Palette, Smile, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { type TwinCoverage, type TwinSummary, type TwinTagEvidence } from '@shared/contracts/twin.ts';
import { TWIN_SUMMARY_SECTIONS, type TwinSummarySectionName } from '@shared/contracts/twin-constants.ts';
import { getTwinQuestion } from '@shared/twin-questions.ts';
import { twinQuestionText } from '@/features/twin/twin-display.ts';
import { i18n } from '@/i18n/i18n.ts';

export const SECTION_ICONS: Record<TwinSummarySectionName, LucideIcon> = {
  family: Users,
  friends: Smile,
  loved_ones: Heart,
  hobby: Palette,
  interest: BookOpen,
  work_life: Briefcase,
  values: Compass,
};

// The words below are the interface's language's (i18n.t): SummaryView reads the catalogue, so it renders again on a change.

/** "From your answers to questions 1 and 3 and 2 memories": where a section's text comes from. */
export function sourcesText(sources: readonly string[]): string | null {
  const questions = sources.filter((source) => source.startsWith('answer:')).map((source) => Number(source.slice('answer:'.length)));
  const memories = sources.filter((source) => source.startsWith('memory:')).length;
  const and = i18n.t('twin.sources.and');
  const parts: string[] = [];
  if (questions.length > 0) {
    const sorted = [...new Set(questions)].sort((a, b) => a - b).map(String);
    const list = sorted.length === 1 ? sorted[0] : `${sorted.slice(0, -1).join(', ')}${and}${sorted.at(-1)}`;
    parts.push(i18n.t('twin.sources.questions', { count: sorted.length, list }));
  }
  if (memories > 0) parts.push(memories === 1 ? i18n.t('twin.sources.aMemory') : i18n.t('twin.sources.memories', { count: memories }));
  return parts.length > 0 ? i18n.t('twin.sources.from', { parts: parts.join(and) }) : null;
}

/** One source as the owner reads it: the question it answers, or "A memory". */
export function sourceLabel(source: string): string {
  if (!source.startsWith('answer:')) return i18n.t('twin.sources.memory');
  const number = Number(source.slice('answer:'.length));
  return getTwinQuestion(number) ? i18n.t('twin.sources.questionText', { number, text: twinQuestionText(number) }) : i18n.t('twin.sources.question', { number });
}

/** "6 of 20 question areas answered · 2 memories with text". */
export function coverageText(coverage: TwinCoverage): string {
  const memories = i18n.t('twin.summary.coverageMemories', { count: coverage.memories_with_text });
  return i18n.t('twin.summary.coverage', { answered: coverage.answered_areas, total: coverage.total_areas, memories });
}

/**
 * The personality tags and the seven sections. The owner sees every section, and one with nothing to go on says so
 * in the page's own words; visitors and heirs (`isOwnerView` false) see only what was shared, in words meant for them.
 */
export function SummaryView({ summary, headingLevel = 'h2', isOwnerView = true }: { summary: TwinSummary; headingLevel?: 'h2' | 'h3'; isOwnerView?: boolean }) {
  const { t } = useTranslation();
  const Heading = headingLevel;
  const sections = isOwnerView ? TWIN_SUMMARY_SECTIONS : TWIN_SUMMARY_SECTIONS.filter((name) => !summary.sections[name].is_empty && summary.sections[name].text.trim() !== '');
  const hasTags = summary.tags.length > 0;
  const evidence = new Map((summary.tag_evidence ?? []).map((entry) => [entry.tag, entry]));
  return (
    <div data-testid="twin-summary">
      {isOwnerView && summary.coverage ? <CoverageMeasure coverage={summary.coverage} /> : null}
      {isOwnerView || hasTags ? <Heading className="text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{t('twin.summary.personality')}</Heading> : null}
      {hasTags ? (
        <ul className="mt-3 flex flex-wrap items-start gap-2" aria-label={t('twin.summary.tags')}>
          {summary.tags.map((tag) => (
            <li key={tag}>
              <TagChip tag={tag} evidence={evidence.get(tag)} />
            </li>
          ))}
        </ul>
      ) : isOwnerView ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('twin.summary.noTags')}</p>
      ) : null}

      <div className={`${isOwnerView || hasTags ? 'mt-6 ' : ''}grid gap-4 sm:grid-cols-2`}>
        {sections.map((name) => {
          const section = summary.sections[name];
          const Icon = SECTION_ICONS[name];
          const isEmpty = section.is_empty || section.text.trim() === '';
          return (
            <section key={name} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800" data-testid={`summary-section-${name}`}>
              <Heading className="flex items-center gap-2 font-semibold">
                <Icon className="size-4 text-brand-700 dark:text-brand-300" aria-hidden />
                {t(`twin.sections.${name}`)}
              </Heading>
              {isEmpty ? (
                <p className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600 dark:bg-slate-900 dark:text-slate-400">
                  {t('twin.summary.emptySection', { about: t(`twin.sectionAbout.${name}`) })}
                </p>
              ) : (
                <p className="mt-2 text-sm leading-relaxed [overflow-wrap:anywhere] whitespace-pre-wrap text-slate-700 dark:text-slate-200">{section.text}</p>
              )}
              {isOwnerView && !isEmpty && section.sources.length > 0 ? (
                <details className="group mt-2 text-xs text-slate-500 dark:text-slate-400">
                  <summary className="cursor-pointer rounded select-none hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:text-slate-200">
                    {sourcesText(section.sources)}
                  </summary>
                  <ul className="mt-1 list-disc space-y-1 pl-5">
                    {section.sources.map((source) => (
                      <li key={source}>{sourceLabel(source)}</li>
                    ))}
                  </ul>
                </details>
              ) : null}
            </section>
          );
        })}
      </div>
    </div>
  );
}

/** What the Engram has to go on: answered question areas and memories with text, as counts and a bar of areas. */
function CoverageMeasure({ coverage }: { coverage: TwinCoverage }) {
  const { t } = useTranslation();
  return (
    <div className="mb-6 rounded-xl border border-slate-200 p-4 dark:border-slate-800" data-testid="twin-coverage">
      <h3 className="text-sm font-semibold">{t('twin.summary.coverageTitle')}</h3>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-200">{coverageText(coverage)}</p>
      <meter
        className="mt-2 h-2 w-full"
        min={0}
        max={coverage.total_areas}
        value={coverage.answered_areas}
        aria-label={t('twin.summary.coverageAreas', { answered: coverage.answered_areas, total: coverage.total_areas })}
      />
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
        {t('twin.summary.coverageNote')}
      </p>
    </div>
  );
}

/** A tag that shows, on hover, focus or a tap, the sentence of yours it comes from. */
function TagChip({ tag, evidence }: { tag: string; evidence: TwinTagEvidence | undefined }) {
  const { t } = useTranslation();
  const chipClass = 'rounded-full bg-brand-100 px-3 py-1 text-sm font-medium text-brand-800 dark:bg-brand-900/60 dark:text-brand-100';
  if (!evidence) return <span className={chipClass}>{tag}</span>;
  return (
    <details className="group relative">
      <summary className={`${chipClass} block cursor-pointer list-none focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden`} title={`“${evidence.sentence}”`}>
        {tag}
        <span className="sr-only">{t('twin.summary.why')}</span>
      </summary>
      <p className="mt-1 max-w-xs rounded-lg border border-slate-200 bg-white p-2 text-xs text-slate-700 shadow-sm sm:absolute sm:z-10 sm:w-72 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200">
        {t('twin.summary.youSaid', { sentence: evidence.sentence })} <span className="text-slate-500 dark:text-slate-400">({sourceLabel(evidence.source).split(':')[0]})</span>
      </p>
    </details>
  );
}

/** Whether visitors would see anything of this summary (a section with something in it, or a tag). */
export function hasSharedContent(summary: TwinSummary | null): boolean {
  return summary !== null && (summary.tags.length > 0 || TWIN_SUMMARY_SECTIONS.some((name) => !summary.sections[name].is_empty && summary.sections[name].text.trim() !== ''));
}
