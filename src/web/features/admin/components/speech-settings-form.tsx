// The Speech page's form: the engines, the provider's address, key (write-only), models and voice, with "Test voice"
// and "Test transcription" on the unsaved values.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import {
  DEFAULT_SPEECH_TO_TEXT_MODEL,
  DEFAULT_TEXT_TO_SPEECH_MODEL,
  SPEECH_TO_TEXT_ENGINES,
  TEXT_TO_SPEECH_ENGINES,
  type AdminSpeechSettings,
  type SaveAdminSpeechSettingsInput,
  type SpeechToTextEngine,
  type TextToSpeechEngine,
} from '@shared/contracts/admin-speech.ts';
import { speechKeyDestination } from '@shared/secret-destinations.ts';
import { toast } from '@/components/toast.ts';
import { useSaveAdminSpeechSettings, useTestAdminTranscription, useTestAdminVoice } from '@/features/admin/api/admin-speech.ts';
import { ProviderConnectionFields, SaveSettingsButton, SETTING_HINT, SettingSelect, SettingTestResult, SettingTextField, unlessFromEnvironment, useSettingsForm } from '@/features/admin/components/setting-fields.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';

interface FormState {
  speechToText: SpeechToTextEngine;
  textToSpeech: TextToSpeechEngine;
  baseUrl: string;
  apiKey: string;
  speechToTextModel: string;
  textToSpeechModel: string;
  voice: string;
}

function formOf(settings: AdminSpeechSettings): FormState {
  return {
    speechToText: settings.speechToText.value,
    textToSpeech: settings.textToSpeech.value,
    baseUrl: settings.baseUrl.value ?? '',
    apiKey: '',
    speechToTextModel: settings.speechToTextModel.value ?? '',
    textToSpeechModel: settings.textToSpeechModel.value ?? '',
    voice: settings.voice.value ?? '',
  };
}

function inputOf(form: FormState, settings: AdminSpeechSettings): SaveAdminSpeechSettingsInput {
  return {
    speechToText: form.speechToText,
    textToSpeech: form.textToSpeech,
    baseUrl: unlessFromEnvironment(form.baseUrl, settings.baseUrl),
    ...(form.apiKey.trim() && !settings.apiKey.isFromEnvironment ? { apiKey: form.apiKey } : {}),
    speechToTextModel: unlessFromEnvironment(form.speechToTextModel, settings.speechToTextModel),
    textToSpeechModel: unlessFromEnvironment(form.textToSpeechModel, settings.textToSpeechModel),
    voice: unlessFromEnvironment(form.voice, settings.voice),
  };
}

/** Why the key on file cannot go where the form points now, as the server would answer; null when it can. */
function keyWarningOf(t: TFunction, form: FormState, settings: AdminSpeechSettings, isClearing: boolean): string | null {
  const key = settings.apiKey;
  const usesProvider = form.speechToText === 'provider' || form.textToSpeech === 'provider';
  if (!usesProvider || !key.isSet || !key.sentTo || form.apiKey.trim() || isClearing) return null;
  const target = speechKeyDestination(form.baseUrl.trim() || undefined);
  if (target === null || target === key.sentTo) return null;
  return key.isFromEnvironment
    ? t('admin.settings.environmentKey', { variable: 'SPEECH_API_KEY', baseUrlVariable: 'SPEECH_BASE_URL', target })
    : t('admin.settings.retypeKey', { destination: key.sentTo });
}

/** The sentence the voice test answered with, played at once and playable again. */
function TestAudio({ audioBase64, contentType }: { audioBase64: string; contentType: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLAudioElement>(null);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const bytes = Uint8Array.from(atob(audioBase64), (character) => character.charCodeAt(0));
    const objectUrl = URL.createObjectURL(new Blob([bytes], { type: contentType }));
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [audioBase64, contentType]);
  useEffect(() => {
    // The click on "Test voice" allows playing; a browser that still refuses leaves the controls to the operator.
    if (url) ref.current?.play().catch(() => undefined);
  }, [url]);
  return url ? <audio ref={ref} src={url} controls className="mt-2 w-full" aria-label={t('admin.speechForm.testSentence')} data-testid="voice-audio" /> : null;
}

export function SpeechSettingsForm({ settings }: { settings: AdminSpeechSettings }) {
  const { t } = useTranslation();
  const save = useSaveAdminSpeechSettings();
  const testVoice = useTestAdminVoice();
  const testTranscription = useTestAdminTranscription();
  const { form, update, isClearingSecret: clearKey, setClearingSecret: setClearKey } = useSettingsForm(settings, formOf, [testVoice, testTranscription]);
  const usesProvider = form.speechToText === 'provider' || form.textToSpeech === 'provider';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { ...inputOf(form, settings), clearApiKey: clearKey },
      {
        onSuccess: () => {
          setClearKey(false);
          toast.success(t('admin.speechForm.saved'));
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="card mt-6 space-y-5 p-5" aria-label={t('admin.speechForm.label')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SettingSelect
          label={t('admin.speechForm.speechToText')}
          value={form.speechToText}
          options={SPEECH_TO_TEXT_ENGINES}
          labels={{ provider: t('admin.speechForm.engine.provider'), off: t('admin.speechForm.engine.off') }}
          isLocked={settings.speechToText.isFromEnvironment}
          onChange={(speechToText) => update({ speechToText })}
        >
          {form.speechToText === 'off' ? <p className={SETTING_HINT}>{t('admin.speechForm.browserRecognition')}</p> : null}
        </SettingSelect>
        <SettingSelect
          label={t('admin.speechForm.textToSpeech')}
          value={form.textToSpeech}
          options={TEXT_TO_SPEECH_ENGINES}
          labels={{ offline: t('admin.speechForm.engine.offline'), provider: t('admin.speechForm.engine.provider'), off: t('admin.speechForm.engine.off') }}
          isLocked={settings.textToSpeech.isFromEnvironment}
          onChange={(textToSpeech) => update({ textToSpeech })}
        >
          {form.textToSpeech === 'offline' ? <p className={SETTING_HINT}>{t('admin.speechForm.builtInVoice')}</p> : null}
        </SettingSelect>
      </div>

      {usesProvider ? (
        <>
          <ProviderConnectionFields
            baseUrl={form.baseUrl}
            apiKey={form.apiKey}
            onChange={update}
            saved={settings}
            baseUrlPlaceholder={t('admin.aiForm.forExample', { address: 'http://127.0.0.1:8000/v1' })}
            baseUrlHint={t('admin.speechForm.baseUrlHint')}
            keyNotSetText={t('admin.speechForm.noKey')}
            keyWarning={keyWarningOf(t, form, settings, clearKey)}
            isClearingKey={clearKey}
            onClearingKeyChange={setClearKey}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <SettingTextField
              label={t('admin.speechForm.speechToTextModel')}
              value={form.speechToTextModel}
              isLocked={settings.speechToTextModel.isFromEnvironment}
              placeholder={DEFAULT_SPEECH_TO_TEXT_MODEL}
              onChange={(speechToTextModel) => update({ speechToTextModel })}
            />
            <SettingTextField
              label={t('admin.speechForm.textToSpeechModel')}
              value={form.textToSpeechModel}
              isLocked={settings.textToSpeechModel.isFromEnvironment}
              placeholder={DEFAULT_TEXT_TO_SPEECH_MODEL}
              onChange={(textToSpeechModel) => update({ textToSpeechModel })}
            />
            <SettingTextField
              label={t('admin.speechForm.voice')}
              value={form.voice}
              isLocked={settings.voice.isFromEnvironment}
              placeholder={t('admin.speechForm.voiceByGender')}
              onChange={(voice) => update({ voice })}
            />
          </div>
        </>
      ) : null}

      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn-secondary"
          disabled={testVoice.isPending || form.textToSpeech === 'off'}
          onClick={() => testVoice.mutate({ ...inputOf(form, settings), clearApiKey: clearKey }, { onError: (error) => toast.error(error.message) })}
        >
          {testVoice.isPending ? t('admin.speechForm.speaking') : t('admin.speechForm.testVoice')}
        </button>
        <button
          type="button"
          className="btn-secondary"
          disabled={testTranscription.isPending || form.speechToText === 'off'}
          onClick={() => testTranscription.mutate({ ...inputOf(form, settings), clearApiKey: clearKey }, { onError: (error) => toast.error(error.message) })}
        >
          {testTranscription.isPending ? t('admin.speechForm.listening') : t('admin.speechForm.testTranscription')}
        </button>
        <SaveSettingsButton isPending={save.isPending} />
      </div>
      <div aria-live="polite" className="space-y-3">
        {testVoice.data ? (
          <SettingTestResult isOk={testVoice.data.isOk} testId="voice-result">
            <p>{testVoice.data.isOk ? testVoice.data.message : t('admin.speechForm.voiceFailed', { message: testVoice.data.message })}</p>
            {testVoice.data.audioBase64 && testVoice.data.contentType ? <TestAudio audioBase64={testVoice.data.audioBase64} contentType={testVoice.data.contentType} /> : null}
          </SettingTestResult>
        ) : null}
        {testTranscription.data ? (
          <SettingTestResult isOk={testTranscription.data.isOk} testId="transcription-result">
            {testTranscription.data.isOk ? (
              <p>{t('admin.speechForm.heard', { sentence: testTranscription.data.sentence, message: testTranscription.data.message })}</p>
            ) : (
              <p>{t('admin.speechForm.transcriptionFailed', { message: testTranscription.data.message })}</p>
            )}
          </SettingTestResult>
        ) : null}
      </div>
    </form>
  );
}
