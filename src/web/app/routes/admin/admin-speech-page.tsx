// /admin/speech: the engines that turn speech into text and text into speech, the provider's address, key
// (write-only), models and voice. "Test voice" plays a sentence and "Test transcription" sends a built-in recording,
// both with the unsaved values; fields the server's environment sets are shown, not editable.
import { QueryContent } from '@/components/query-states.tsx';
import { AdminPage } from './admin-page.tsx';
import { useAdminSpeechSettings } from '@/features/admin/api/admin-speech.ts';
import { SpeechSettingsForm } from '@/features/admin/components/speech-settings-form.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';

export function Component() {
  const { t } = useTranslation();
  const settings = useAdminSpeechSettings();
  return (
    <AdminPage headingId="admin-speech-heading" title={t('admin.speech.title')} intro={t('admin.speech.intro')} className="max-w-3xl">
      <QueryContent query={settings} loadingLabel={t('admin.speech.loading')}>
        {(data) => <SpeechSettingsForm settings={data} />}
      </QueryContent>
    </AdminPage>
  );
}
