import { BookOpen, Briefcase, Heart, Palette, Smile, Users, type LucideIcon } from 'lucide-react';
import { TWIN_SUMMARY_SECTION_LABELS, TWIN_SUMMARY_SECTIONS, type TwinSummary, type TwinSummarySectionName } from '@shared/contracts/twin.ts';

export const SECTION_ICONS: Record<TwinSummarySectionName, LucideIcon> = {
  family: Users,
  friends: Smile,
  loved_ones: Heart,
  hobby: Palette,
  interest: BookOpen,
  work_life: Briefcase,
};

/** "From your answers to questions 1 and 3, and 2 memories": where a section's text comes from. */
export function sourcesText(sources: readonly string[]): string | null {
  const questions = sources.filter((source) => source.startsWith('answer:')).map((source) => Number(source.slice('answer:'.length)));
  const memories = sources.filter((source) => source.startsWith('memory:')).length;
  const parts: string[] = [];
  if (questions.length > 0) {
    const sorted = [...new Set(questions)].sort((a, b) => a - b).map(String);
    const list = sorted.length === 1 ? sorted[0] : `${sorted.slice(0, -1).join(', ')} and ${sorted.at(-1)}`;
    parts.push(`your ${sorted.length === 1 ? 'answer to question' : 'answers to questions'} ${list}`);
  }
  if (memories > 0) parts.push(memories === 1 ? 'a memory' : `${memories} memories`);
  return parts.length > 0 ? `From ${parts.join(' and ')}.` : null;
}

/**
 * The personality tags and the six sections. The owner sees every section, and one with nothing to go on says so;
 * visitors and heirs (`isOwnerView` false) see only what was shared, in words meant for them.
 */
export function SummaryView({ summary, headingLevel = 'h2', isOwnerView = true }: { summary: TwinSummary; headingLevel?: 'h2' | 'h3'; isOwnerView?: boolean }) {
  const Heading = headingLevel;
  const sections = isOwnerView ? TWIN_SUMMARY_SECTIONS : TWIN_SUMMARY_SECTIONS.filter((name) => !summary.sections[name].is_empty && summary.sections[name].text.trim() !== '');
  const hasTags = summary.tags.length > 0;
  return (
    <div data-testid="twin-summary">
      {isOwnerView || hasTags ? <Heading className="text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">Personality</Heading> : null}
      {hasTags ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Personality tags">
          {summary.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-brand-100 px-3 py-1 text-sm font-medium text-brand-800 dark:bg-brand-900/60 dark:text-brand-100">
              {tag}
            </li>
          ))}
        </ul>
      ) : isOwnerView ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">No personality tags yet: there was too little to go on.</p>
      ) : null}

      <div className={`${isOwnerView || hasTags ? 'mt-6 ' : ''}grid gap-4 sm:grid-cols-2`}>
        {sections.map((name) => {
          const section = summary.sections[name];
          const Icon = SECTION_ICONS[name];
          const sources = isOwnerView ? sourcesText(section.sources) : null;
          return (
            <section key={name} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800" data-testid={`summary-section-${name}`}>
              <Heading className="flex items-center gap-2 font-semibold">
                <Icon className="size-4 text-brand-700 dark:text-brand-300" aria-hidden />
                {TWIN_SUMMARY_SECTION_LABELS[name]}
              </Heading>
              <p
                className={`mt-2 text-sm leading-relaxed [overflow-wrap:anywhere] whitespace-pre-wrap ${
                  section.is_empty ? 'text-slate-500 italic dark:text-slate-400' : 'text-slate-700 dark:text-slate-200'
                }`}
              >
                {section.text.trim() !== '' ? section.text : 'Nothing you have said speaks to this yet.'}
              </p>
              {sources ? <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">{sources}</p> : null}
            </section>
          );
        })}
      </div>
    </div>
  );
}

/** Whether visitors would see anything of this summary (a section with something in it, or a tag). */
export function hasSharedContent(summary: TwinSummary | null): boolean {
  return summary !== null && (summary.tags.length > 0 || TWIN_SUMMARY_SECTIONS.some((name) => !summary.sections[name].is_empty && summary.sections[name].text.trim() !== ''));
}
