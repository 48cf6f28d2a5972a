import { useTranslation } from '@/i18n/use-translation.ts';
import { CircleHelp } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DeferredPopover, panelContentProps } from '@/components/deferred-popover.tsx';
import { SHOWCASE_HELP_LINKS, TWIN_DASHBOARD_LINK } from '@/features/shell/nav-links.ts';
import { NavListLink } from './nav-list-link.tsx';

const LINK_SHAPE = 'block rounded-lg px-3 py-2 text-sm font-medium transition-colors';
const LINK_IDLE = 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white';

/** The header's way to the help pages, beside the greeting (wider screens; the drawer has them below). */
export function HeaderShortcuts() {
  const { t } = useTranslation();
  const [isHelpOpen, setIsHelpOpen] = useState(false);
  return (
    <>
      <DeferredPopover
        open={isHelpOpen}
        onOpenChange={setIsHelpOpen}
        contentProps={panelContentProps(t('header.help'), 'w-48 p-1.5')}
        trigger={(triggerProps) => (
          <button
            {...triggerProps}
            aria-label={t('header.help')}
            title={t('header.help')}
            className="hidden size-9 items-center justify-center rounded-full text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 data-[state=open]:bg-slate-100 sm:inline-flex dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white dark:data-[state=open]:bg-slate-800"
          >
            <CircleHelp className="size-5" aria-hidden />
          </button>
        )}
      >
        <nav aria-label={t('header.help')}>
          <ul>
            {SHOWCASE_HELP_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={`${LINK_SHAPE} ${LINK_IDLE}`} onClick={() => setIsHelpOpen(false)}>
                  {link.labelKey ? t(link.labelKey) : link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </DeferredPopover>
    </>
  );
}

/** The same ways in the drawer of small screens: the twin dashboard and the help pages. */
export function DrawerShortcuts({ pathname, onNavigate }: { pathname: string; onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('header.more')} className="mt-6 border-t border-slate-200 pt-4 dark:border-slate-800">
      <ul className="flex flex-col gap-1">
        {[TWIN_DASHBOARD_LINK, ...SHOWCASE_HELP_LINKS].map((link) => (
          <NavListLink key={link.to} link={link} pathname={pathname} onNavigate={onNavigate} className={LINK_SHAPE} idleClassName={LINK_IDLE} />
        ))}
      </ul>
    </nav>
  );
}
