import { ArrowLeft, Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { Link, useNavigate } from 'react-router';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { useTwin } from '@/features/twin/api/get-twin.ts';
import { OWNER_CHAT_PATH } from '@/features/twin/api/stream-twin-reply.ts';
import { OWNER_SPEECH_PATH } from '@/features/twin/api/twin-voice.ts';
import { useUpdateTwin } from '@/features/twin/api/update-twin.ts';
import { ONBOARDING_PATHS, ONBOARDING_STEPS } from '@/features/twin/onboarding-steps.ts';
import { OnboardingFrame } from './onboarding-frame.tsx';
import { TwinChat } from './twin-chat.tsx';
import { toast } from '@/components/toast.ts';
import { readable } from '@/lib/api-client.ts';

/** Try Personality: a streamed chat with the twin, then Save & Finish Setup marks it ready. */
export function OnboardingChat() {
  const { t } = useTranslation();
  const twin = useTwin();
  const update = useUpdateTwin();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const name = twin.data?.name ?? t('twin.summary.titleYours');

  const finish = async () => {
    setError(null);
    try {
      await update.mutateAsync({ ready: true });
      toast.success(t('twin.setup.ready'), { id: 'twin-ready' });
      void navigate(ONBOARDING_PATHS.done);
    } catch (finishError) {
      setError(readable(finishError));
    }
  };

  return (
    <OnboardingFrame
      step={ONBOARDING_STEPS.chat}
      width="wide"
      actions={
        <>
          <Link to={ONBOARDING_PATHS.summary} className="btn-secondary">
            <ArrowLeft className="size-4" aria-hidden />
            {t('twin.setup.back')}
          </Link>
          <button type="button" className="btn-primary" onClick={() => void finish()} disabled={update.isPending || !twin.data}>
            <Check className="size-4" aria-hidden />
            {update.isPending ? t('twin.saving') : t('twin.setup.finish')}
          </button>
        </>
      }
    >
      <h1 className="text-2xl font-bold tracking-tight">{t('twin.setup.title')}</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        {t('twin.setup.body')}
      </p>
      <ErrorAlert className="mt-4">{error}</ErrorAlert>
      <div className="mt-6">
        <TwinChat
          name={name}
          path={OWNER_CHAT_PATH}
          canRenewSession
          speechPath={OWNER_SPEECH_PATH}
          emptyText={t('twin.setup.emptyText')}
        />
      </div>
    </OnboardingFrame>
  );
}
