// The AI page's form: provider, base URL, API key (write-only) and a model per task group (chosen from the provider's
// list when it answers one), with "Test connection" on the unsaved values.
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import {
  AI_PROVIDERS,
  AI_TASK_GROUPS,
  type AdminAiSettings,
  type AiProvider,
  type AiTaskGroup,
  type SaveAdminAiSettingsInput,
} from '@shared/contracts/admin.ts';
import { aiKeyDestination } from '@shared/secret-destinations.ts';
import { toast } from '@/components/toast.ts';
import { ConfirmModal } from '@/components/confirm-modal.tsx';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { LabelledField } from '@/components/labelled-field.tsx';
import { useAdminAiModels, useSaveAdminAiSettings, useTestAdminAiConnection } from '@/features/admin/api/admin-ai.ts';
import { EnvironmentNote, ProviderConnectionFields, SaveSettingsButton, SettingSelect, SettingTestResult, useSettingsForm } from '@/features/admin/components/setting-fields.tsx';
import { richText } from '@/i18n/rich-text.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';

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

/** `value` once it has stayed the same for `delayMs`, so typing asks the provider once, not at every key. */
function useSettledValue<T>(value: T, delayMs = 400): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * Why the key on file cannot go where the form points now, as the server would answer: a saved key goes only to the
 * origin it was saved for, the environment's only to AI_BASE_URL or the provider's own address. Null when it can.
 */
function keyWarningOf(t: TFunction, form: FormState, settings: AdminAiSettings, isClearing: boolean): string | null {
  const key = settings.apiKey;
  if (!key.isSet || form.apiKey.trim() || isClearing) return null;
  const target = aiKeyDestination(form.provider, form.baseUrl.trim() || undefined);
  if (target === null) return null;
  if (key.isFromEnvironment) {
    const bound = aiKeyDestination(form.provider, settings.baseUrl.isFromEnvironment ? (settings.baseUrl.value ?? undefined) : undefined);
    return bound === target ? null : t('admin.settings.environmentKey', { variable: 'AI_API_KEY', baseUrlVariable: 'AI_BASE_URL', target });
  }
  return key.sentTo && key.sentTo !== target ? t('admin.settings.retypeKey', { destination: key.sentTo }) : null;
}

/** Where each provider answers when the base URL is left empty, as a placeholder. */
function baseUrlHintOf(t: TFunction, provider: AiProvider): string | undefined {
  switch (provider) {
    case 'openai':
      return t('admin.aiForm.emptyUses', { address: 'https://api.openai.com/v1' });
    case 'anthropic':
      return t('admin.aiForm.emptyUsesAnthropic');
    case 'ollama':
      return t('admin.aiForm.emptyUses', { address: 'http://127.0.0.1:11434/v1' });
    case 'openai-compatible':
      return t('admin.aiForm.forExample', { address: 'http://127.0.0.1:8000/v1' });
    case 'local':
      return t('admin.aiForm.localBaseUrl');
    default:
      return undefined;
  }
}

/** The providers' names as the select shows them. */
function providerLabelsOf(t: TFunction): Record<AiProvider, string> {
  return {
    offline: t('admin.aiForm.providers.offline'),
    local: t('admin.aiForm.providers.local'),
    openai: 'OpenAI',
    anthropic: 'Anthropic',
    ollama: 'Ollama',
    'openai-compatible': t('admin.aiForm.providers.openaiCompatible'),
  };
}

/** Each task group's model field's label. */
function groupModelLabelOf(t: TFunction, group: AiTaskGroup): string {
  switch (group) {
    case 'character':
      return t('admin.aiForm.groupModel.character');
    case 'grading':
      return t('admin.aiForm.groupModel.grading');
    case 'generation':
      return t('admin.aiForm.groupModel.generation');
    case 'twin':
      return t('admin.aiForm.groupModel.twin');
  }
}

function ModelField(props: { label: string; value: string; onChange: (value: string) => void; models: string[]; isLocked: boolean; placeholder: string }) {
  return (
    <LabelledField label={props.label}>
      {(id) => (
        <>
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
        </>
      )}
    </LabelledField>
  );
}

export function AiSettingsForm({ settings }: { settings: AdminAiSettings }) {
  const { t } = useTranslation();
  const save = useSaveAdminAiSettings();
  const test = useTestAdminAiConnection();
  const { form, update, isClearingSecret: clearKey, setClearingSecret: setClearKey } = useSettingsForm(settings, formOf, [test]);
  const keyWarning = keyWarningOf(t, form, settings, clearKey);
  const typedKey = form.apiKey.trim();
  const baseUrl = form.baseUrl.trim();
  const modelsInput = useSettledValue(
    useMemo(() => ({ provider: form.provider, baseUrl, ...(typedKey ? { apiKey: typedKey } : {}), clearApiKey: clearKey }), [form.provider, baseUrl, typedKey, clearKey]),
  );
  // The list is not asked for while the saved key cannot go there: the warning under the key says why.
  const models = useAdminAiModels(modelsInput, keyWarning === null);
  const listed = models.data?.isListed && keyWarning === null ? models.data.models : [];
  const modelsMessage = keyWarning ? null : models.error ? models.error.message : models.data && !models.data.isListed ? models.data.message : null;
  const isBuiltIn = form.provider === 'offline';
  // The built-in engine and a local model run in this server: no address, no key.
  const isInProcess = isBuiltIn || form.provider === 'local';
  const [isConfirmingSave, setConfirmingSave] = useState(false);
  const saveSettings = () => {
    setConfirmingSave(false);
    save.mutate(
      { ...inputOf(form), clearApiKey: clearKey },
      {
        onSuccess: () => {
          setClearKey(false);
          toast.success(t('admin.aiForm.saved'));
        },
      },
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Settings that just failed their test would break every conversation: the admin confirms them first.
    if (test.data && !test.data.isConnected) setConfirmingSave(true);
    else saveSettings();
  };

  return (
    <form onSubmit={onSubmit} className="card mt-6 space-y-5 p-5" aria-label={t('admin.aiForm.label')}>
      <SettingSelect label={t('admin.aiForm.provider')} value={form.provider} options={AI_PROVIDERS} labels={providerLabelsOf(t)} isLocked={settings.provider.isFromEnvironment} onChange={(provider) => update({ provider })}>
        {isBuiltIn ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('admin.aiForm.builtInNote')}</p> : null}
        {form.provider === 'local' ? (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {richText(t('admin.aiForm.localNote'), {
              link: (text) => (
                <Link className="underline" to="/admin/local-model">
                  {text}
                </Link>
              ),
            })}
          </p>
        ) : null}
      </SettingSelect>

      {isBuiltIn ? null : (
        <>
          {isInProcess ? null : (
            <ProviderConnectionFields
              baseUrl={form.baseUrl}
              apiKey={form.apiKey}
              onChange={update}
              saved={settings}
              baseUrlPlaceholder={baseUrlHintOf(t, form.provider)}
              keyNotSetText={t('admin.aiForm.noKey')}
              keyWarning={keyWarning}
              isClearingKey={clearKey}
              onClearingKeyChange={setClearKey}
            />
          )}
          <fieldset className="space-y-4">
            <legend className="text-sm font-semibold">{t('admin.aiForm.models')}</legend>
            {modelsMessage ? <p className="text-sm text-slate-600 dark:text-slate-300">{modelsMessage}</p> : null}
            <ModelField
              label={t('admin.aiForm.defaultModel')}
              value={form.model}
              models={listed}
              isLocked={settings.model.isFromEnvironment}
              placeholder={t('admin.aiForm.providerDefault')}
              onChange={(model) => update({ model })}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              {AI_TASK_GROUPS.map((group) => (
                <ModelField
                  key={group}
                  label={groupModelLabelOf(t, group)}
                  value={form.models[group]}
                  models={listed}
                  isLocked={settings.models[group].isFromEnvironment}
                  placeholder={t('admin.aiForm.sameAsDefault')}
                  onChange={(model) => update({ models: { ...form.models, [group]: model } })}
                />
              ))}
            </div>
          </fieldset>
        </>
      )}

      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className="btn-secondary" disabled={test.isPending} onClick={() => test.mutate({ ...inputOf(form), clearApiKey: clearKey })}>
          {test.isPending ? t('admin.aiForm.testing') : t('admin.aiForm.test')}
        </button>
        <SaveSettingsButton isPending={save.isPending} />
      </div>
      <ErrorAlert>{save.error?.message ?? test.error?.message}</ErrorAlert>
      <ConfirmModal
        isOpen={isConfirmingSave}
        onClose={() => setConfirmingSave(false)}
        title={t('admin.aiForm.saveAnywayTitle')}
        description={t('admin.aiForm.saveAnywayBody', { message: test.data?.message ?? '' })}
        width="max-w-md"
        onConfirm={saveSettings}
        confirmLabel={t('admin.aiForm.saveAnyway')}
      />
      <div aria-live="polite">
        {test.data ? (
          <SettingTestResult isOk={test.data.isConnected} testId="connection-result">
            {test.data.isConnected
              ? t('admin.aiForm.connected', { model: test.data.modelLabel, message: test.data.message })
              : t('admin.aiForm.notConnected', { model: test.data.modelLabel, message: test.data.message })}
          </SettingTestResult>
        ) : null}
      </div>
    </form>
  );
}
