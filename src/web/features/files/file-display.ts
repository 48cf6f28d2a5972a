// How the file list tells files apart: names shown twice get a number, and each card shows when it was uploaded.
import type { SourceFile } from '@shared/contracts/files.ts';
import { i18n } from '@/i18n/i18n.ts';

/**
 * The name each file is shown under: the first upload of a name keeps it, later uploads of the same name read
 * "policy.pdf (2)", "policy.pdf (3)" in upload order, so equal names are told apart wherever they are listed.
 */
export function displayNamesOf(files: readonly Pick<SourceFile, 'file_id' | 'filename' | 'created_at'>[]): Map<string, string> {
  const byName = new Map<string, Pick<SourceFile, 'file_id' | 'created_at'>[]>();
  for (const file of files) byName.set(file.filename, [...(byName.get(file.filename) ?? []), file]);
  const names = new Map<string, string>();
  for (const [filename, group] of byName) {
    const inUploadOrder = [...group].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.file_id.localeCompare(b.file_id));
    inUploadOrder.forEach((file, index) => names.set(file.file_id, index === 0 ? filename : `${filename} (${index + 1})`));
  }
  return names;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * "just now", "5 min ago", "3 h ago" in the interface's language; older uploads show the local date and time
 * ("2026-11-20 14:05"), which reads the same in every language.
 */
export function formatUploadTime(createdAt: string, now: Date = new Date()): string {
  const time = new Date(createdAt);
  if (Number.isNaN(time.getTime())) return '';
  const elapsed = now.getTime() - time.getTime();
  if (elapsed < MINUTE_MS) return i18n.t('files.justNow');
  if (elapsed < HOUR_MS) return i18n.t('files.minutesAgo', { minutes: Math.floor(elapsed / MINUTE_MS) });
  if (elapsed < DAY_MS) return i18n.t('files.hoursAgo', { hours: Math.floor(elapsed / HOUR_MS) });
  const date = `${time.getFullYear()}-${twoDigits(time.getMonth() + 1)}-${twoDigits(time.getDate())}`;
  return `${date} ${twoDigits(time.getHours())}:${twoDigits(time.getMinutes())}`;
}
