import { useTranslation } from '@/i18n/use-translation.ts';
import { LanguageSwitch } from '@/components/language-switch.tsx';
import { setInterfaceLanguage } from '@/i18n/i18n.ts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LogoMark } from '@/components/logo.tsx';
import { ThemeToggle } from '@/components/theme-toggle.tsx';

/** The line under the form that leads to the sibling page: "Remembered it? Log in". */
export interface AuthSwitch {
  prompt: string;
  to: string;
  label: string;
}

/** The brand story beside the form, for the half of the product the person came for (catalogue keys). */
const STORIES = {
  practice: { headline: 'auth.story.practiceHeadline', body: 'auth.story.practiceBody' },
  twin: { headline: 'auth.story.twinHeadline', body: 'auth.story.twinBody' },
} as const;

interface AuthFrameProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  switchTo: AuthSwitch;
  /** Which half of Engram the person came for (`?next=twin` is the Engram); the practice area by default. */
  product?: keyof typeof STORIES;
}

/** Split layout of the sign-in pages: the brand story on wide screens, the form always. */
export function AuthFrame({ title, subtitle, children, switchTo, product = 'practice' }: AuthFrameProps) {
  const story = STORIES[product];
  const { t } = useTranslation();
  return (
    <div className="grid min-h-dvh lg:grid-cols-2">
      <aside className="relative hidden overflow-hidden bg-brand-800 p-12 text-white lg:flex lg:flex-col lg:justify-between">
        <div className="absolute -top-32 -right-32 size-96 rounded-full bg-brand-600/60 blur-3xl" aria-hidden />
        <div className="absolute -bottom-24 -left-24 size-80 rounded-full bg-fuchsia-600/40 blur-3xl" aria-hidden />
        <Link to="/" className="relative">
          <LogoMark />
        </Link>
        <div className="relative max-w-md">
          <p className="text-3xl leading-snug font-semibold">{t(story.headline)}</p>
          <p className="mt-4 text-brand-100">{t(story.body)}</p>
        </div>
        <p className="relative text-sm text-brand-200">© {new Date().getFullYear()} Engram</p>
      </aside>
      <main className="flex flex-col">
        <div className="flex items-center justify-between p-4 sm:p-6">
          <Link to="/" className="lg:invisible">
            <LogoMark />
          </Link>
          <div className="flex items-center gap-1">
            {/* Before signing in the choice stays on this device; the account keeps the language once signed in. */}
            <LanguageSwitch onChoose={(language) => void setInterfaceLanguage(language).catch(() => undefined)} />
            <ThemeToggle />
          </div>
        </div>
        <div className="flex flex-1 items-center justify-center px-4 pb-12 sm:px-6">
          <div className="w-full max-w-sm">
            <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{subtitle}</p>
            <div className="mt-8">{children}</div>
            <div className="mt-6 text-sm text-slate-600 dark:text-slate-300">
              {switchTo.prompt}{' '}
              <Link to={switchTo.to} className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
                {switchTo.label}
              </Link>
            </div>
          </div>
        </div>
      </main>
    </div>
  );
}

/** An auth form's full-width submit button, which says what it is doing while the request runs. */
export function AuthSubmitButton({ label, busyLabel, isBusy, isDisabled = isBusy }: { label: string; busyLabel: string; isBusy: boolean; isDisabled?: boolean }) {
  return (
    <button type="submit" className="btn-primary w-full py-2.5" disabled={isDisabled}>
      {isBusy ? busyLabel : label}
    </button>
  );
}
