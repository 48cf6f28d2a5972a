// /admin/speech: the engines that turn speech into text and text into speech, the provider's address, key
// (write-only), models and voice. "Test voice" plays a sentence and "Test transcription" sends a built-in recording,
// both with the unsaved values; fields the server's environment sets are shown, not editable.
import { LoadingState, RetryAlert } from '@/components/query-states.tsx';
import { useAdminSpeechSettings } from '@/features/admin/api/admin-speech.ts';
import { SpeechSettingsForm } from '@/features/admin/components/speech-settings-form.tsx';

export function Component() {
  const settings = useAdminSpeechSettings();
  return (
    <section className="max-w-3xl" aria-labelledby="admin-speech-heading">
      <h1 id="admin-speech-heading" className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        Speech
      </h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        Choose who turns people’s voices into text and who speaks the characters’ lines. Saved settings apply to the next request.
      </p>
      {settings.isPending ? (
        <LoadingState label="Loading the speech settings" />
      ) : settings.isError ? (
        <RetryAlert message={settings.error.message} onRetry={() => void settings.refetch()} />
      ) : (
        <SpeechSettingsForm settings={settings.data} />
      )}
    </section>
  );
}
