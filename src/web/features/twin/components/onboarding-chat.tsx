import { ArrowLeft, Check } from 'lucide-react';
import { useState } from 'react';
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
  const twin = useTwin();
  const update = useUpdateTwin();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const name = twin.data?.name ?? 'Your Engram';

  const finish = async () => {
    setError(null);
    try {
      await update.mutateAsync({ ready: true });
      toast.success('Your Engram is set up.', { id: 'twin-ready' });
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
            Back
          </Link>
          <button type="button" className="btn-primary" onClick={() => void finish()} disabled={update.isPending || !twin.data}>
            <Check className="size-4" aria-hidden />
            {update.isPending ? 'Saving…' : 'Save & Finish Setup'}
          </button>
        </>
      }
    >
      <h1 className="text-2xl font-bold tracking-tight">Try your Engram</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        Talk to it as a friend would. It answers in the first person from your summary, answers and memories, and says so when it was never told
        something. This trial chat is not saved; after setup, Talk to my Engram on your dashboard keeps your conversation and lets you choose its voice.
      </p>
      <ErrorAlert className="mt-4">{error}</ErrorAlert>
      <div className="mt-6">
        <TwinChat
          name={name}
          path={OWNER_CHAT_PATH}
          canRenewSession
          speechPath={OWNER_SPEECH_PATH}
          emptyText="Ask your Engram about your family, your work or your favourite memory."
        />
      </div>
    </OnboardingFrame>
  );
}
