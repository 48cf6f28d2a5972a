// How the twin's pages word and count things: where the interview resumes, what each setting means, the on-chain status.
import { formatBytes } from '@shared/contracts/files-format.ts';
import { type Twin, type TwinAnswer, type TwinOnchain, type TwinSummary } from '@shared/contracts/twin.ts';
import { TWIN_SUMMARY_SECTIONS, type TwinMemoryKind, type TwinMemoryTextStatus, type TwinReleaseRule, type TwinSummarySectionName, type TwinVisibility } from '@shared/contracts/twin-constants.ts';
import { type CareerCategory } from '@shared/career-categories.ts';
import { TWIN_QUESTION_COUNT } from '@shared/twin-questions.ts';
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

export const VISIBILITY_OPTIONS: Record<TwinVisibility, { label: string; description: string }> = {
  private: { label: 'Private', description: 'Only you can see and talk to your Engram.' },
  family: {
    label: 'Family',
    description: 'You and your heirs, once it is released to them, can open its page and talk to it after signing in. Private memories are never used.',
  },
  public: {
    label: 'Public',
    description: 'Anyone with the link can read its summary and talk to it without signing in. Only memories marked public are used.',
  },
};

export const MEMORY_VISIBILITY_LABELS: Record<TwinVisibility, string> = {
  private: 'Private: only you',
  family: 'Family: you and your heirs',
  public: 'Public: anyone',
};

export const MEMORY_KIND_LABELS: Record<TwinMemoryKind, string> = {
  text: 'Text note',
  voice: 'Voice note',
  video: 'Video',
  photo: 'Photo',
  document: 'Document',
};

export const TEXT_STATUS_LABELS: Record<TwinMemoryTextStatus, string | null> = {
  ready: null,
  pending: 'Reading its text…',
  none: 'No text to read',
  failed: 'Its text could not be read',
};

export function releaseRuleText(release: TwinReleaseRule, months: number): string {
  if (release === 'now') return 'Your heirs have access now.';
  if (release === 'inactivity') return `Your heirs get access after you have not signed in for ${months} months.`;
  return 'Your heirs get access only when you release it by hand.';
}

/**
 * What the on-chain reservation of the username stands at, in words. Why a write failed is for admins only: it
 * names the server's connection, which the owner cannot change.
 */
export function onchainStatusText(onchain: TwinOnchain, isAdmin = false): string {
  switch (onchain.status) {
    case 'confirmed':
      return 'Written on Solana.';
    case 'pending':
      return 'Being written on Solana…';
    case 'failed':
      return `Your username is reserved. Writing it to Solana did not work yet${isAdmin && onchain.error ? ` (${onchain.error})` : ''}; it will be written when the operator tries again.`;
    default:
      return 'Your username is reserved. It will be written to Solana when the operator connects it.';
  }
}

/** "850.5 MB left of 1 GB". */
export function lockerLeftText(usedBytes: number, allowanceBytes: number): string {
  const left = Math.max(0, allowanceBytes - usedBytes);
  return `${formatSize(left)} left of ${formatSize(allowanceBytes)}`;
}

/** Sizes up to gigabytes (the shared formatter stops at megabytes). */
export function formatSize(bytes: number): string {
  const gigabyte = 1024 * 1024 * 1024;
  // From 1000 MB up, so 1 GB less a few bytes does not read "1024 MB".
  if (bytes >= 1000 * 1024 * 1024) return `${Number((bytes / gigabyte).toFixed(2))} GB`;
  return formatBytes(bytes);
}

/** A day or a moment, as the person's browser writes dates. */
export function formatDay(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

export function formatMoment(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/** The address of the twin's page for heirs and visitors. */
export function publicTwinPath(username: string): string {
  return `/t/${encodeURIComponent(username)}`;
}

/** The confirm button of a twin action that destroys something (a memory, the answers, the twin). */
export const TWIN_DANGER_BUTTON_CLASS = 'btn-primary bg-red-700 hover:bg-red-800';

/** A question a visitor may start with, per summary section: offered only when that section has something shared. */
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

/** The questions a visitor is offered: one per section of the public summary that has shared content, in order. */
export function suggestedQuestions(summary: TwinSummary | null): string[] {
  if (!summary) return [];
  return TWIN_SUMMARY_SECTIONS.filter((name) => !summary.sections[name].is_empty && summary.sections[name].text.trim() !== '')
    .map((name) => SUGGESTED_QUESTIONS[name])
    .slice(0, SUGGESTED_QUESTIONS_MAX);
}
