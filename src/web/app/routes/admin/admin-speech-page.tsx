// /admin/speech: the engines that turn speech into text and text into speech, the provider's address, key
// (write-only), models and voice. "Test voice" plays a sentence and "Test transcription" sends a built-in recording,
// both with the unsaved values; fields the server's environment sets are shown, not editable.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { SET_BY_ENVIRONMENT } from '@shared/contracts/admin.ts';
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
import { LoadingState, RetryAlert } from '@/components/query-states.tsx';
import { useAdminSpeechSettings, useSaveAdminSpeechSettings, useTestAdminTranscription, useTestAdminVoice } from '@/features/admin/api/admin-speech.ts';

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
  // What the environment sets is sent empty: the server keeps its own value.
  const open = (value: string, field: { isFromEnvironment: boolean }) => (field.isFromEnvironment ? '' : value);
  return {
    speechToText: form.speechToText,
    textToSpeech: form.textToSpeech,
    baseUrl: open(form.baseUrl, settings.baseUrl),
    ...(form.apiKey.trim() && !settings.apiKey.isFromEnvironment ? { apiKey: form.apiKey } : {}),
    speechToTextModel: open(form.speechToTextModel, settings.speechToTextModel),
    textToSpeechModel: open(form.textToSpeechModel, settings.textToSpeechModel),
    voice: open(form.voice, settings.voice),
  };
}

const HINT = 'mt-1 text-xs text-slate-600 dark:text-slate-300';

function EnvironmentNote({ isShown }: { isShown: boolean }) {
  return isShown ? <p className={HINT}>{SET_BY_ENVIRONMENT}</p> : null;
}

function TextField(props: { label: string; value: string; onChange: (value: string) => void; isLocked: boolean; placeholder?: string; hint?: string; inputMode?: 'url' }) {
  const id = useId();
  const hintId = useId();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {props.label}
      </label>
      <input
        id={id}
        className="field-input mt-1 w-full"
        value={props.value}
        disabled={props.isLocked}
        placeholder={props.placeholder}
        inputMode={props.inputMode}
        aria-describedby={props.hint ? hintId : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <EnvironmentNote isShown={props.isLocked} />
      {props.hint && !props.isLocked ? (
        <p id={hintId} className={HINT}>
          {props.hint}
        </p>
      ) : null}
    </div>
  );
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

function Result({ isOk, testId, children }: { isOk: boolean; testId: string; children: React.ReactNode }) {
  return (
    <div
      data-testid={testId}
      className={`rounded-lg p-3 text-sm ${isOk ? 'bg-emerald-50 text-emerald-950 dark:bg-emerald-950/40 dark:text-emerald-100' : 'bg-red-50 text-red-900 dark:bg-red-950/40 dark:text-red-100'}`}
    >
      {children}
    </div>
  );
}

function SpeechSettingsForm({ settings }: { settings: AdminSpeechSettings }) {
  const [form, setForm] = useState<FormState>(() => formOf(settings));
  const [clearKey, setClearKey] = useState(false);
  const save = useSaveAdminSpeechSettings();
  const testVoice = useTestAdminVoice();
  const testTranscription = useTestAdminTranscription();
  const ids = { speechToText: useId(), textToSpeech: useId(), apiKey: useId() };
  useEffect(() => setForm(formOf(settings)), [settings]);
  const usesProvider = form.speechToText === 'provider' || form.textToSpeech === 'provider';

  const update = (patch: Partial<FormState>) => {
    setForm((current) => ({ ...current, ...patch }));
    testVoice.reset();
    testTranscription.reset();
  };
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
        <div>
          <label htmlFor={ids.speechToText} className="field-label">
            Speech to text
          </label>
          <select
            id={ids.speechToText}
            className="field-input mt-1 w-full"
            value={form.speechToText}
            disabled={settings.speechToText.isFromEnvironment}
            onChange={(event) => update({ speechToText: event.target.value as SpeechToTextEngine })}
          >
            {SPEECH_TO_TEXT_ENGINES.map((engine) => (
              <option key={engine} value={engine}>
                {SPEECH_TO_TEXT_ENGINE_LABELS[engine]}
              </option>
            ))}
          </select>
          <EnvironmentNote isShown={settings.speechToText.isFromEnvironment} />
          {form.speechToText === 'off' ? <p className={HINT}>People speak through their browser’s own recognition, where it has one.</p> : null}
        </div>
        <div>
          <label htmlFor={ids.textToSpeech} className="field-label">
            Text to speech
          </label>
          <select
            id={ids.textToSpeech}
            className="field-input mt-1 w-full"
            value={form.textToSpeech}
            disabled={settings.textToSpeech.isFromEnvironment}
            onChange={(event) => update({ textToSpeech: event.target.value as TextToSpeechEngine })}
          >
            {TEXT_TO_SPEECH_ENGINES.map((engine) => (
              <option key={engine} value={engine}>
                {TEXT_TO_SPEECH_ENGINE_LABELS[engine]}
              </option>
            ))}
          </select>
          <EnvironmentNote isShown={settings.textToSpeech.isFromEnvironment} />
          {form.textToSpeech === 'offline' ? <p className={HINT}>The built-in voice runs on this server, with no network and no key.</p> : null}
        </div>
      </div>

      {usesProvider ? (
        <>
          <TextField
            label="Base URL"
            value={form.baseUrl}
            isLocked={settings.baseUrl.isFromEnvironment}
            placeholder="For example http://127.0.0.1:8000/v1"
            hint="Any server that speaks the OpenAI audio API, such as a local Whisper. Empty uses the AI provider’s address, or OpenAI."
            inputMode="url"
            onChange={(baseUrl) => update({ baseUrl })}
          />
          <div>
            <label htmlFor={ids.apiKey} className="field-label">
              API key
            </label>
            <input
              id={ids.apiKey}
              className="field-input mt-1 w-full"
              type="password"
              autoComplete="off"
              value={form.apiKey}
              disabled={settings.apiKey.isFromEnvironment}
              placeholder={settings.apiKey.isSet ? 'Leave empty to keep the saved key' : 'Not set'}
              onChange={(event) => update({ apiKey: event.target.value })}
            />
            <p className={HINT} data-testid="api-key-status">
              {settings.apiKey.isFromEnvironment ? `${SET_BY_ENVIRONMENT}. ` : ''}
              {settings.apiKey.isSet ? `Set${settings.apiKey.lastFour ? `, ends in …${settings.apiKey.lastFour}` : ''}.` : 'No key saved. A local server needs none; empty uses the AI provider’s key.'}
            </p>
            {settings.apiKey.isSet && !settings.apiKey.isFromEnvironment ? (
              <label className="mt-2 flex items-center gap-2 text-sm">
                <input type="checkbox" checked={clearKey} onChange={(event) => setClearKey(event.target.checked)} />
                Remove the saved key
              </label>
            ) : null}
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              label="Speech-to-text model"
              value={form.speechToTextModel}
              isLocked={settings.speechToTextModel.isFromEnvironment}
              placeholder={DEFAULT_SPEECH_TO_TEXT_MODEL}
              onChange={(speechToTextModel) => update({ speechToTextModel })}
            />
            <TextField
              label="Text-to-speech model"
              value={form.textToSpeechModel}
              isLocked={settings.textToSpeechModel.isFromEnvironment}
              placeholder={DEFAULT_TEXT_TO_SPEECH_MODEL}
              onChange={(textToSpeechModel) => update({ textToSpeechModel })}
            />
            <TextField
              label="Voice"
              value={form.voice}
              isLocked={settings.voice.isFromEnvironment}
              placeholder="By the character’s gender"
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
          onClick={() => testVoice.mutate(inputOf(form, settings), { onError: (error) => toast.error(error.message) })}
        >
          {testVoice.isPending ? 'Speaking…' : 'Test voice'}
        </button>
        <button
          type="button"
          className="btn-secondary"
          disabled={testTranscription.isPending || form.speechToText === 'off'}
          onClick={() => testTranscription.mutate(inputOf(form, settings), { onError: (error) => toast.error(error.message) })}
        >
          {testTranscription.isPending ? 'Listening…' : 'Test transcription'}
        </button>
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </button>
      </div>
      <div aria-live="polite" className="space-y-3">
        {testVoice.data ? (
          <Result isOk={testVoice.data.isOk} testId="voice-result">
            <p>{testVoice.data.isOk ? testVoice.data.message : `The voice did not work: ${testVoice.data.message}`}</p>
            {testVoice.data.audioBase64 && testVoice.data.contentType ? <TestAudio audioBase64={testVoice.data.audioBase64} contentType={testVoice.data.contentType} /> : null}
          </Result>
        ) : null}
        {testTranscription.data ? (
          <Result isOk={testTranscription.data.isOk} testId="transcription-result">
            {testTranscription.data.isOk ? (
              <p>
                The recording says: “{testTranscription.data.sentence}” It was heard as: “{testTranscription.data.message}”
              </p>
            ) : (
              <p>The transcription did not work: {testTranscription.data.message}</p>
            )}
          </Result>
        ) : null}
      </div>
    </form>
  );
}

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
