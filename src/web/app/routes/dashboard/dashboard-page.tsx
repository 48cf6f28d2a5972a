// /dashboard: the Memory Locker, the dashboard's first section; for a person with no Engram yet, the way to start one;
// above either, what the person was told as an heir. The locker offers the interview's unanswered questions.
import { useTranslation } from '@/i18n/use-translation.ts';
import { Spinner } from '@/components/spinner.tsx';
import { useTwin } from '@/features/twin/api/get-twin.ts';
import { LoadError } from '@/features/twin/components/dashboard-section.tsx';
import { HeirNotices } from '@/features/twin/components/heir-notices.tsx';
import { MemoryLocker } from '@/features/twin/components/memory-locker.tsx';
import { StartYourEngram } from '@/features/twin/components/start-your-engram.tsx';

export function Component() {
  const { t } = useTranslation();
  const twin = useTwin();
  if (twin.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label={t('dash.loadingTwin')} />
      </div>
    );
  }
  if (twin.isError) return <LoadError message={twin.error.message} onRetry={() => void twin.refetch()} />;
  return (
    <>
      <HeirNotices />
      {twin.data === null ? <StartYourEngram /> : <MemoryLocker answers={twin.data.answers} />}
    </>
  );
}
