// /admin/ai: connect a language model. Provider, base URL, API key (write-only) and a model per task group; "Test
// connection" asks the model with the unsaved values; fields the server's environment sets are shown, not editable.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  AI_PROVIDER_LABELS,
  AI_PROVIDERS,
  AI_TASK_GROUP_LABELS,
  AI_TASK_GROUPS,
  SET_BY_ENVIRONMENT,
  type AdminAiSettings,
  type AiProvider,
  type AiTaskGroup,
  type SaveAdminAiSettingsInput,
} from '@shared/contracts/admin.ts';
import { LoadingState, RetryAlert } from '@/components/query-states.tsx';
import { useAdminAiModels, useAdminAiSettings, useSaveAdminAiSettings, useTestAdminAiConnection } from '@/features/admin/api/admin-ai.ts';

interface FormState {
  provider: AiProvider;
  baseUrl: string;
  apiKey: string;
  model: string;
  models: Record<AiTaskGroup, string>;
}

function formOf(settings: AdminAiSettings): FormState {
  return {
    provider: settings.provider.value,
    baseUrl: settings.baseUrl.value ?? '',
    apiKey: '',
    model: settings.model.value ?? '',
    models: {
      character: settings.models.character.value ?? '',
      grading: settings.models.grading.value ?? '',
      generation: settings.models.generation.value ?? '',
      twin: settings.models.twin.value ?? '',
    },
  };
}

function inputOf(form: FormState): SaveAdminAiSettingsInput {
  return { provider: form.provider, baseUrl: form.baseUrl, ...(form.apiKey.trim() ? { apiKey: form.apiKey } : {}), model: form.model, models: form.models };
}

const BASE_URL_HINTS: Partial<Record<AiProvider, string>> = {
  openai: 'Empty uses https://api.openai.com/v1',
  anthropic: 'Empty uses Anthropic’s API',
  ollama: 'Empty uses http://127.0.0.1:11434/v1',
  'openai-compatible': 'For example http://127.0.0.1:8000/v1',
};

function EnvironmentNote({ isShown }: { isShown: boolean }) {
  return isShown ? <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">{SET_BY_ENVIRONMENT}</p> : null;
}

function ModelField(props: { label: string; value: string; onChange: (value: string) => void; models: string[]; isLocked: boolean; placeholder: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {props.label}
      </label>
      {props.models.length > 0 ? (
        <select id={id} className="field-input mt-1 w-full" value={props.value} disabled={props.isLocked} onChange={(event) => props.onChange(event.target.value)}>
          <option value="">{props.placeholder}</option>
          {props.value && !props.models.includes(props.value) ? <option value={props.value}>{props.value}</option> : null}
          {props.models.map((model) => (
            <option key={model} value={model}>
              {model}
            </option>
          ))}
        </select>
      ) : (
        <input id={id} className="field-input mt-1 w-full" value={props.value} disabled={props.isLocked} placeholder={props.placeholder} onChange={(event) => props.onChange(event.target.value)} />
      )}
      <EnvironmentNote isShown={props.isLocked} />
    </div>
  );
}

function AiSettingsForm({ settings }: { settings: AdminAiSettings }) {
  const [form, setForm] = useState<FormState>(() => formOf(settings));
  const [clearKey, setClearKey] = useState(false);
  const save = useSaveAdminAiSettings();
  const test = useTestAdminAiConnection();
  const models = useAdminAiModels(form.provider, form.baseUrl);
  const listed = models.data?.isListed ? models.data.models : [];
  const isBuiltIn = form.provider === 'offline';
  const ids = { provider: useId(), baseUrl: useId(), apiKey: useId() };
  useEffect(() => setForm(formOf(settings)), [settings]);

  const update = (patch: Partial<FormState>) => {
    setForm((current) => ({ ...current, ...patch }));
    test.reset();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { ...inputOf(form), clearApiKey: clearKey },
      {
        onSuccess: () => {
          setClearKey(false);
          toast.success('AI settings saved. The next request uses them.');
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="card mt-6 space-y-5 p-5" aria-label="AI settings">
      <div>
        <label htmlFor={ids.provider} className="field-label">
          Provider
        </label>
        <select
          id={ids.provider}
          className="field-input mt-1 w-full"
          value={form.provider}
          disabled={settings.provider.isFromEnvironment}
          onChange={(event) => update({ provider: event.target.value as AiProvider })}
        >
          {AI_PROVIDERS.map((provider) => (
            <option key={provider} value={provider}>
              {AI_PROVIDER_LABELS[provider]}
            </option>
          ))}
        </select>
        <EnvironmentNote isShown={settings.provider.isFromEnvironment} />
        {isBuiltIn ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">The built-in engine needs no network and no key; its characters follow rules rather than a language model.</p> : null}
      </div>

      {isBuiltIn ? null : (
        <>
          <div>
            <label htmlFor={ids.baseUrl} className="field-label">
              Base URL
            </label>
            <input
              id={ids.baseUrl}
              className="field-input mt-1 w-full"
              value={form.baseUrl}
              disabled={settings.baseUrl.isFromEnvironment}
              placeholder={BASE_URL_HINTS[form.provider]}
              inputMode="url"
              onChange={(event) => update({ baseUrl: event.target.value })}
            />
            <EnvironmentNote isShown={settings.baseUrl.isFromEnvironment} />
          </div>
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
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-300" data-testid="api-key-status">
              {settings.apiKey.isFromEnvironment ? `${SET_BY_ENVIRONMENT}. ` : ''}
              {settings.apiKey.isSet ? `Set${settings.apiKey.lastFour ? `, ends in …${settings.apiKey.lastFour}` : ''}.` : 'No key saved.'}
            </p>
            {settings.apiKey.isSet && !settings.apiKey.isFromEnvironment ? (
              <label className="mt-2 flex items-center gap-2 text-sm">
                <input type="checkbox" checked={clearKey} onChange={(event) => setClearKey(event.target.checked)} />
                Remove the saved key
              </label>
            ) : null}
          </div>
          <fieldset className="space-y-4">
            <legend className="text-sm font-semibold">Models</legend>
            {models.data && !models.data.isListed && models.data.message ? <p className="text-sm text-slate-600 dark:text-slate-300">{models.data.message}</p> : null}
            <ModelField
              label="Default model"
              value={form.model}
              models={listed}
              isLocked={settings.model.isFromEnvironment}
              placeholder="The provider’s default"
              onChange={(model) => update({ model })}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              {AI_TASK_GROUPS.map((group) => (
                <ModelField
                  key={group}
                  label={`${AI_TASK_GROUP_LABELS[group]} model`}
                  value={form.models[group]}
                  models={listed}
                  isLocked={settings.models[group].isFromEnvironment}
                  placeholder="Same as the default"
                  onChange={(model) => update({ models: { ...form.models, [group]: model } })}
                />
              ))}
            </div>
          </fieldset>
        </>
      )}

      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className="btn-secondary" disabled={test.isPending} onClick={() => test.mutate(inputOf(form), { onError: (error) => toast.error(error.message) })}>
          {test.isPending ? 'Testing…' : 'Test connection'}
        </button>
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </button>
      </div>
      <div aria-live="polite">
        {test.data ? (
          <p
            data-testid="connection-result"
            className={`rounded-lg p-3 text-sm ${test.data.isConnected ? 'bg-emerald-50 text-emerald-950 dark:bg-emerald-950/40 dark:text-emerald-100' : 'bg-red-50 text-red-900 dark:bg-red-950/40 dark:text-red-100'}`}
          >
            {test.data.isConnected ? `Connected to ${test.data.modelLabel}. It answered: “${test.data.message}”` : `Not connected (${test.data.modelLabel}): ${test.data.message}`}
          </p>
        ) : null}
      </div>
    </form>
  );
}

export function Component() {
  const settings = useAdminAiSettings();
  return (
    <section className="max-w-3xl" aria-labelledby="admin-ai-heading">
      <h1 id="admin-ai-heading" className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">AI</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">Connect the language model that plays the characters, grades sessions, writes library items and speaks as the twin. Saved settings apply to the next request.</p>
      {settings.isPending ? <LoadingState label="Loading the AI settings" /> : settings.isError ? <RetryAlert message={settings.error.message} onRetry={() => void settings.refetch()} /> : <AiSettingsForm settings={settings.data} />}
    </section>
  );
}
