import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Spinner } from '@/components/spinner.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { BackLink } from '@/components/back-link.tsx';

interface CreationPageFrameProps {
  title: string;
  description: string;
  children: ReactNode;
}

/** The frame of both creation pages: the way back to /showcase, the heading, then the form. */
export function CreationPageFrame({ title, description, children }: CreationPageFrameProps) {
  const { t } = useTranslation();
  return (
    <div className="container-page max-w-3xl py-6 sm:py-8">
      <BackLink to="/showcase" className="btn-ghost -ml-3">
        {t('scenarioForm.back')}
      </BackLink>
      <h1 className="mt-3 text-2xl font-bold tracking-tight">{title}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-300">{description}</p>
      <div className="mt-6">{children}</div>
    </div>
  );
}

/** Shown in place of a creation form while the person's permissions load, and to people outside the creators list. */
export function CreationAccess({ isLoading, canCreate, children }: { isLoading: boolean; canCreate: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  if (isLoading) {
    return (
      <div className="card flex justify-center p-10">
        <Spinner size="lg" label={t('scenarioForm.loadingForm')} />
      </div>
    );
  }
  if (!canCreate) {
    return (
      <div className="card flex flex-col items-center gap-3 px-6 py-10 text-center">
        <Lock className="size-8 text-slate-500 dark:text-slate-400" aria-hidden />
        <h2 className="font-semibold">{t('scenarioForm.cannotCreateTitle')}</h2>
        <p className="max-w-md text-sm text-slate-600 dark:text-slate-300">
          {t('scenarioForm.cannotCreateBody')}
        </p>
        <Link to="/showcase" className="btn-primary mt-2">
          {t('scenarioForm.back')}
        </Link>
      </div>
    );
  }
  return children;
}
