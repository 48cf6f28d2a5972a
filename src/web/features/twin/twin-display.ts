// How the twin's pages word and count things: where the interview resumes, what each setting means, the on-chain status.
import { type Twin, type TwinAnswer, type TwinOnchain, type TwinSummary } from '@shared/contracts/twin.ts';
import { TWIN_SUMMARY_SECTIONS, type TwinMemoryKind, type TwinMemoryTextStatus, type TwinReleaseRule, type TwinSummarySectionName, type TwinVisibility } from '@shared/contracts/twin-constants.ts';
import { type CareerCategory } from '@shared/career-categories.ts';
import { TWIN_QUESTION_COUNT } from '@shared/twin-questions.ts';
import { formatDate, formatDateTime, formatFileSize } from '@/i18n/format.ts';
import { i18n } from '@/i18n/i18n.ts';

/** The first question without an answer (text or recording), or the last question when every one is answered. */
export function firstUnansweredQuestion(answers: readonly Pick<TwinAnswer, 'number'>[]): number {
  const answered = new Set(answers.map((answer) => answer.number));
  for (let number = 1; number <= TWIN_QUESTION_COUNT; number += 1) if (!answered.has(number)) return number;
  return TWIN_QUESTION_COUNT;
}

/** How many of the interview's questions have no answer yet (skipped ones included). */
export function unansweredCount(answers: readonly Pick<TwinAnswer, 'number'>[]): number {
  const answered = new Set(answers.map((answer) => answer.number).filter((number) => number >= 1 && number <= TWIN_QUESTION_COUNT));
  return TWIN_QUESTION_COUNT - answered.size;
}

/** The question number a `?question=` value asks for, or null when it is missing or outside 1–20. */
export function parseQuestionNumber(value: string | null): number | null {
  if (value === null || !/^\d{1,2}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 && number <= TWIN_QUESTION_COUNT ? number : null;
}

/** "Answer 2 more questions" below the summary's minimum, else null; in the interface's language. */
export function missingAnswersMessage(answeredCount: number, minimum: number): string | null {
  const missing = minimum - answeredCount;
  if (missing <= 0) return null;
  return i18n.t('twin.meet.missing', { count: missing, min: minimum });
}

/**
 * Interview question `number` (1–20) as the owner reads it, in the interface's language. The English wording is the
 * one in `@shared/twin-questions.ts`, which the server's summary and replies read; the catalogue keeps the same.
 */
export function twinQuestionText(number: number): string {
  return i18n.t(`twin.questions.${number}`);
}

/** A career category's catalogue key ('Art & Design' → 'twin.careers.art_design'). */
export function careerCategoryKey(category: CareerCategory): string {
  return `twin.careers.${category.toLowerCase().replace(/[^a-z]+/g, '_')}`;
}

/** The summary no longer reflects the answers: one was given or changed after it was written. */
export function isSummaryOutdated(twin: Pick<Twin, 'summary' | 'summary_updated_at' | 'summary_edited' | 'answers'>): boolean {
  if (!twin.summary || !twin.summary_updated_at) return true;
  if (twin.summary_edited) return false;
  const writtenAt = Date.parse(twin.summary_updated_at);
  return twin.answers.some((answer) => answer.text.trim() !== '' && Date.parse(answer.updated_at) > writtenAt);
}

/** A visibility's name and what it means, in the interface's language. */
export function visibilityOption(visibility: TwinVisibility): { label: string; description: string } {
  return { label: i18n.t(`dash.visibility.${visibility}.label`), description: i18n.t(`dash.visibility.${visibility}.description`) };
}

/** Who may hear about a memory, as its select offers it ("Private: only you"). */
export function memoryVisibilityLabel(visibility: TwinVisibility): string {
  return i18n.t(`dash.visibility.${visibility}.memory`);
}

/** "Text note", "Voice note", "Photo"… */
export function memoryKindLabel(kind: TwinMemoryKind): string {
  return i18n.t(`dash.memoryKind.${kind}`);
}

/** Where a memory's text stands, when the owner needs telling; null once it is read. */
export function textStatusLabel(status: TwinMemoryTextStatus): string | null {
  return status === 'ready' ? null : i18n.t(`dash.textStatus.${status}`);
}

export function releaseRuleText(release: TwinReleaseRule, months: number): string {
  if (release === 'now') return i18n.t('dash.release.nowText');
  if (release === 'inactivity') return i18n.t('dash.release.inactivityText', { count: months });
  return i18n.t('dash.release.manualText');
}

/**
 * What the on-chain reservation of the username stands at, in words. Why a write failed is for admins only: it
 * names the server's connection, which the owner cannot change.
 */
export function onchainStatusText(onchain: TwinOnchain, isAdmin = false): string {
  switch (onchain.status) {
    case 'confirmed':
      return i18n.t('dash.onchain.confirmed');
    case 'pending':
      return i18n.t('dash.onchain.pending');
    case 'failed':
      return i18n.t('dash.onchain.failed', { error: isAdmin && onchain.error ? ` (${onchain.error})` : '' });
    default:
      return i18n.t('dash.onchain.none');
  }
}

/** "850.5 MB left of 1 GB". */
export function lockerLeftText(usedBytes: number, allowanceBytes: number): string {
  const left = Math.max(0, allowanceBytes - usedBytes);
  return i18n.t('dash.locker.left', { left: formatSize(left), total: formatSize(allowanceBytes) });
}

/** Sizes up to gigabytes (the shared formatter stops at megabytes). */
export function formatSize(bytes: number): string {
  // From 1000 MB up, so 1 GB less a few bytes does not read "1024 MB".
  return formatFileSize(bytes, { gigabytesFrom: 1000 * 1024 * 1024 });
}

/** A day or a moment, in the interface's language. */
export function formatDay(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatDate(date, { year: 'numeric', month: 'short', day: 'numeric' });
}

export function formatMoment(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatDateTime(date, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/** The address of the twin's page for heirs and visitors. */
export function publicTwinPath(username: string): string {
  return `/t/${encodeURIComponent(username)}`;
}

/** The confirm button of a twin action that destroys something (a memory, the answers, the twin). */
export const TWIN_DANGER_BUTTON_CLASS = 'btn-primary bg-red-700 hover:bg-red-800';

/**
 * A question a visitor may start with, per summary section: offered only when that section has something shared. This
 * is the English the built-in twin reads; a twin answered by a language model is offered the catalogue's wording
 * (twin.public.suggested) in the visitor's language.
 */
export const SUGGESTED_QUESTIONS: Record<TwinSummarySectionName, string> = {
  family: 'Tell me about your family.',
  friends: 'Who are your closest friends?',
  loved_ones: 'Who are the people you love most?',
  hobby: 'What do you like to do in your free time?',
  interest: 'What are you curious about?',
  work_life: 'What did you do for work?',
  values: 'What matters most to you?',
};
export const SUGGESTED_QUESTIONS_MAX = 4;

/**
 * The questions a visitor is offered: one per section of the public summary that has shared content, in order; in
 * English when the twin reads English only (`inEnglish`), else in the interface's language.
 */
export function suggestedQuestions(summary: TwinSummary | null, { inEnglish = true }: { inEnglish?: boolean } = {}): string[] {
  if (!summary) return [];
  return TWIN_SUMMARY_SECTIONS.filter((name) => !summary.sections[name].is_empty && summary.sections[name].text.trim() !== '')
    .map((name) => (inEnglish ? SUGGESTED_QUESTIONS[name] : i18n.t(`twin.public.suggested.${name}`)))
    .slice(0, SUGGESTED_QUESTIONS_MAX);
}
