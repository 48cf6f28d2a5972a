import { Link } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';

export function Component() {
  const { t } = useTranslation();
  return (
    <main className="container-page flex min-h-dvh flex-col items-center justify-center gap-4 text-center">
      <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">404</p>
      <h1 className="text-3xl font-bold tracking-tight">{t('common.notFound.title')}</h1>
      <p className="text-slate-600 dark:text-slate-300">{t('common.notFound.body')}</p>
      <Link to="/" className="btn-primary">
        {t('common.goHome')}
      </Link>
    </main>
  );
}
