import { Link } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import { ApiError } from '@/lib/api-client.ts';

export interface NotFoundProps {
  /** The page's heading, such as "Session not found". */
  title: string;
  /** Why it is not there: shown for a 404, and for a failure without a message of its own. */
  message: string;
  /** The failed request's error: any other answer of the server is shown as the server wrote it. */
  error?: unknown;
}

/** A showcase page whose subject could not be loaded: what happened, and the way back to the scenarios. */
export function NotFound({ title, message, error }: NotFoundProps) {
  const { t } = useTranslation();
  return (
    <div className="container-page py-10">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{error instanceof ApiError && error.status !== 404 ? error.message : message}</p>
      <Link to="/showcase" className="btn-secondary mt-6 inline-flex">
        {t('common.backToScenarios')}
      </Link>
    </div>
  );
}
