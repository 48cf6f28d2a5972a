// The Speech page's form: the engines, the provider's address, key (write-only), models and voice, with "Test voice"
// and "Test transcription" on the unsaved values.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  DEFAULT_SPEECH_TO_TEXT_MODEL,
  DEFAULT_TEXT_TO_SPEECH_MODEL,
  SPEECH_TO_TEXT_ENGINE_LABELS,
  SPEECH_TO_TEXT_ENGINES,
  TEXT_TO_SPEECH_ENGINE_LABELS,
  TEXT_TO_SPEECH_ENGINES,
  type AdminSpeechSettings,
  type SaveAdminSpeechSettingsInput,
  type SpeechToTextEngine,
  type TextToSpeechEngine,
} from '@shared/contracts/admin-speech.ts';
import { environmentSecretMessage, retypeSecretMessage, speechKeyDestination } from '@shared/secret-destinations.ts';
import { toast } from '@/components/toast.ts';
import { useSaveAdminSpeechSettings, useTestAdminTranscription, useTestAdminVoice } from '@/features/admin/api/admin-speech.ts';
import { ProviderConnectionFields, SaveSettingsButton, SETTING_HINT, SettingSelect, SettingTestResult, SettingTextField, unlessFromEnvironment, useSettingsForm } from '@/features/admin/components/setting-fields.tsx';

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
function keyWarningOf(form: FormState, settings: AdminSpeechSettings, isClearing: boolean): string | null {
  const key = settings.apiKey;
  const usesProvider = form.speechToText === 'provider' || form.textToSpeech === 'provider';
  if (!usesProvider || !key.isSet || !key.sentTo || form.apiKey.trim() || isClearing) return null;
  const target = speechKeyDestination(form.baseUrl.trim() || undefined);
  if (target === null || target === key.sentTo) return null;
  return key.isFromEnvironment ? environmentSecretMessage('SPEECH_API_KEY', 'SPEECH_BASE_URL', target) : retypeSecretMessage('API key', key.sentTo);
}

/** The sentence the voice test answered with, played at once and playable again. */
function TestAudio({ audioBase64, contentType }: { audioBase64: string; contentType: string }) {
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
  return url ? <audio ref={ref} src={url} controls className="mt-2 w-full" aria-label="The test sentence" data-testid="voice-audio" /> : null;
}

export function SpeechSettingsForm({ settings }: { settings: AdminSpeechSettings }) {
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
          toast.success('Speech settings saved. The next request uses them.');
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="card mt-6 space-y-5 p-5" aria-label="Speech settings">
      <div className="grid gap-4 sm:grid-cols-2">
        <SettingSelect
          label="Speech to text"
          value={form.speechToText}
          options={SPEECH_TO_TEXT_ENGINES}
          labels={SPEECH_TO_TEXT_ENGINE_LABELS}
          isLocked={settings.speechToText.isFromEnvironment}
          onChange={(speechToText) => update({ speechToText })}
        >
          {form.speechToText === 'off' ? <p className={SETTING_HINT}>People speak through their browser’s own recognition, where it has one.</p> : null}
        </SettingSelect>
        <SettingSelect
          label="Text to speech"
          value={form.textToSpeech}
          options={TEXT_TO_SPEECH_ENGINES}
          labels={TEXT_TO_SPEECH_ENGINE_LABELS}
          isLocked={settings.textToSpeech.isFromEnvironment}
          onChange={(textToSpeech) => update({ textToSpeech })}
        >
          {form.textToSpeech === 'offline' ? <p className={SETTING_HINT}>The built-in voice runs on this server, with no network and no key.</p> : null}
        </SettingSelect>
      </div>

      {usesProvider ? (
        <>
          <ProviderConnectionFields
            baseUrl={form.baseUrl}
            apiKey={form.apiKey}
            onChange={update}
            saved={settings}
            baseUrlPlaceholder="For example http://127.0.0.1:8000/v1"
            baseUrlHint="Any server that speaks the OpenAI audio API, such as a local Whisper. Empty uses the AI provider’s address, or OpenAI."
            keyNotSetText="No key saved. A local server needs none; empty uses the AI provider’s key."
            keyWarning={keyWarningOf(form, settings, clearKey)}
            isClearingKey={clearKey}
            onClearingKeyChange={setClearKey}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <SettingTextField
              label="Speech-to-text model"
              value={form.speechToTextModel}
              isLocked={settings.speechToTextModel.isFromEnvironment}
              placeholder={DEFAULT_SPEECH_TO_TEXT_MODEL}
              onChange={(speechToTextModel) => update({ speechToTextModel })}
            />
            <SettingTextField
              label="Text-to-speech model"
              value={form.textToSpeechModel}
              isLocked={settings.textToSpeechModel.isFromEnvironment}
              placeholder={DEFAULT_TEXT_TO_SPEECH_MODEL}
              onChange={(textToSpeechModel) => update({ textToSpeechModel })}
            />
            <SettingTextField label="Voice" value={form.voice} isLocked={settings.voice.isFromEnvironment} placeholder="By the character’s gender" onChange={(voice) => update({ voice })} />
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
          {testVoice.isPending ? 'Speaking…' : 'Test voice'}
        </button>
        <button
          type="button"
          className="btn-secondary"
          disabled={testTranscription.isPending || form.speechToText === 'off'}
          onClick={() => testTranscription.mutate({ ...inputOf(form, settings), clearApiKey: clearKey }, { onError: (error) => toast.error(error.message) })}
        >
          {testTranscription.isPending ? 'Listening…' : 'Test transcription'}
        </button>
        <SaveSettingsButton isPending={save.isPending} />
      </div>
      <div aria-live="polite" className="space-y-3">
        {testVoice.data ? (
          <SettingTestResult isOk={testVoice.data.isOk} testId="voice-result">
            <p>{testVoice.data.isOk ? testVoice.data.message : `The voice did not work: ${testVoice.data.message}`}</p>
            {testVoice.data.audioBase64 && testVoice.data.contentType ? <TestAudio audioBase64={testVoice.data.audioBase64} contentType={testVoice.data.contentType} /> : null}
          </SettingTestResult>
        ) : null}
        {testTranscription.data ? (
          <SettingTestResult isOk={testTranscription.data.isOk} testId="transcription-result">
            {testTranscription.data.isOk ? (
              <p>
                The recording says: “{testTranscription.data.sentence}” It was heard as: “{testTranscription.data.message}”
              </p>
            ) : (
              <p>The transcription did not work: {testTranscription.data.message}</p>
            )}
          </SettingTestResult>
        ) : null}
      </div>
    </form>
  );
}
