// /admin/speech: the engines that turn speech into text and text into speech, the provider's address, key
// (write-only), models and voice. "Test voice" plays a sentence and "Test transcription" sends a built-in recording,
// both with the unsaved values; fields the server's environment sets are shown, not editable.
import { LoadingState, RetryAlert } from '@/components/query-states.tsx';
import { useAdminSpeechSettings } from '@/features/admin/api/admin-speech.ts';
import { SpeechSettingsForm } from '@/features/admin/components/speech-settings-form.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';

export function Component() {
  const { t } = useTranslation();
  const settings = useAdminSpeechSettings();
  return (
    <section className="max-w-3xl" aria-labelledby="admin-speech-heading">
      <h1 id="admin-speech-heading" className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        {t('admin.speech.title')}
      </h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        {t('admin.speech.intro')}
      </p>
      {settings.isPending ? (
        <LoadingState label={t('admin.speech.loading')} />
      ) : settings.isError ? (
        <RetryAlert message={settings.error.message} onRetry={() => void settings.refetch()} />
      ) : (
        <SpeechSettingsForm settings={settings.data} />
      )}
    </section>
  );
}
