import { useTranslation } from '@/i18n/use-translation.ts';
import { Link } from 'react-router';
import { isNavLinkActive, type NavLinkItem } from '@/features/shell/nav-links.ts';

const ACTIVE_CLASS = 'bg-brand-50 text-brand-800 dark:bg-brand-900/50 dark:text-brand-100';

export interface NavListLinkProps {
  link: NavLinkItem;
  pathname: string;
  onNavigate?: (() => void) | undefined;
  /** The link's shape, whether it is active or not. */
  className: string;
  /** Its colours while another page is open. */
  idleClassName: string;
}

/** One link of a navigation list, highlighted and marked `aria-current="page"` while its page is open. */
export function NavListLink({ link, pathname, onNavigate, className, idleClassName }: NavListLinkProps) {
  const { t } = useTranslation();
  const isActive = isNavLinkActive(link, pathname);
  return (
    <li>
      <Link to={link.to} onClick={onNavigate} aria-current={isActive ? 'page' : undefined} className={`${className} ${isActive ? ACTIVE_CLASS : idleClassName}`}>
        {link.labelKey ? t(link.labelKey) : link.label}
      </Link>
    </li>
  );
}
