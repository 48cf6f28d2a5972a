// The header's Logout button, in the Practice and Engram headers: it opens the page's logout confirmation.
import { LogOut } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation.ts';

interface LogoutButtonProps {
  onLogout: () => void;
  /** Its width and where it shows. */
  className: string;
  /** Whether "Log out" is written beside the icon from the small width up; else it is named for screen readers only. */
  isLabelShownFromSmall?: boolean;
}

export function LogoutButton({ onLogout, className, isLabelShownFromSmall = false }: LogoutButtonProps) {
  const { t } = useTranslation();
  return (
    <button type="button" className={`btn-ghost ${className}`} onClick={onLogout} title={t('header.logout')}>
      <LogOut className="size-4" aria-hidden />
      <span className={isLabelShownFromSmall ? 'sr-only sm:not-sr-only' : 'sr-only'}>{t('header.logout')}</span>
    </button>
  );
}
