import { useTranslation } from '@/i18n/use-translation.ts';

/** The profile image: the person's initials on a brand-coloured disc. */
export function ProfileAvatar({ name, className = 'size-9' }: { name: string; className?: string }) {
  const { t } = useTranslation();
  const initials =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => Array.from(part)[0]?.toUpperCase() ?? '')
      .join('') || '?';
  return (
    <span
      role="img"
      aria-label={t('header.profileImage', { name })}
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-fuchsia-600 text-sm font-semibold text-white ${className}`}
    >
      {initials}
    </span>
  );
}
