// The fields the operator's settings pages (AI, Speech, E-mail) are made of, and the state they share. A setting the
// server's environment fixes is shown disabled with the same note everywhere; a secret is write-only: the field starts
// empty and says what is saved.
import { useEffect, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { LabelledField } from '@/components/labelled-field.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';

export const SETTING_HINT = 'mt-1 text-xs text-slate-600 dark:text-slate-300';

/** What the form sends for a field: empty when the environment sets it, so the server keeps its own value. */
export function unlessFromEnvironment(value: string, field: { isFromEnvironment: boolean }): string {
  return field.isFromEnvironment ? '' : value;
}

/**
 * A settings form's state: its fields as `formOf` reads them from the saved settings (again whenever those change, from
 * the fields as they are), whether the saved secret is to be removed, and `update`, which also forgets what the tests
 * answered about the values before it.
 */
export function useSettingsForm<Settings, Form>(settings: Settings, formOf: (settings: Settings, current?: Form) => Form, tests: readonly { reset: () => void }[]) {
  const [form, setForm] = useState<Form>(() => formOf(settings));
  const [isClearingSecret, setClearingSecret] = useState(false);
  useEffect(() => setForm((current) => formOf(settings, current)), [settings, formOf]);
  const update = (patch: Partial<Form>) => {
    setForm((current) => ({ ...current, ...patch }));
    for (const test of tests) test.reset();
  };
  return { form, update, isClearingSecret, setClearingSecret };
}

export function EnvironmentNote({ isShown }: { isShown: boolean }) {
  const { t } = useTranslation();
  return isShown ? <p className={SETTING_HINT}>{t('admin.settings.fromEnvironment')}</p> : null;
}

type SettingTextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'value' | 'onChange' | 'disabled'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  isLocked: boolean;
  /** Read under the field; replaced by the environment note when the field is locked. */
  hint?: string;
};

/** A labelled text setting: its hint, or the environment note when the environment sets it. */
export function SettingTextField({ label, value, onChange, isLocked, hint, ...inputProps }: SettingTextFieldProps) {
  const { t } = useTranslation();
  const note = isLocked ? t('admin.settings.fromEnvironment') : hint;
  return (
    <LabelledField label={label}>
      {(id) => (
        <>
          <input
            {...inputProps}
            id={id}
            className="field-input mt-1 w-full"
            value={value}
            disabled={isLocked}
            aria-describedby={note ? `${id}-note` : undefined}
            onChange={(event) => onChange(event.target.value)}
          />
          {note ? (
            <p id={`${id}-note`} className={SETTING_HINT}>
              {note}
            </p>
          ) : null}
        </>
      )}
    </LabelledField>
  );
}

interface SettingSelectProps<Value extends string> {
  label: string;
  value: Value;
  options: readonly Value[];
  labels: Record<Value, string>;
  onChange: (value: Value) => void;
  isLocked: boolean;
  /** Read under the field (after the environment note), such as what the chosen option means. */
  children?: ReactNode;
}

/** A labelled choice among a contract's options, named by its labels. */
export function SettingSelect<Value extends string>({ label, value, options, labels, onChange, isLocked, children }: SettingSelectProps<Value>) {
  return (
    <LabelledField label={label}>
      {(id) => (
        <>
          <select id={id} className="field-input mt-1 w-full" value={value} disabled={isLocked} onChange={(event) => onChange(event.target.value as Value)}>
            {options.map((option) => (
              <option key={option} value={option}>
                {labels[option]}
              </option>
            ))}
          </select>
          <EnvironmentNote isShown={isLocked} />
          {children}
        </>
      )}
    </LabelledField>
  );
}

interface SecretFieldProps {
  label: string;
  /** Which secret it is: the placeholder and the remove box name it. */
  kind: 'key' | 'password';
  value: string;
  onChange: (value: string) => void;
  secret: { isSet: boolean; lastFour: string | null; isFromEnvironment?: boolean };
  /** The status when nothing is saved. */
  notSetText: string;
  /** Added after the status, such as where the secret is in use. */
  statusSuffix?: string;
  statusTestId: string;
  isClearing: boolean;
  onClearingChange: (isClearing: boolean) => void;
  /** Why the saved secret cannot go where the form points now (it must be typed again); null when it can. */
  warning?: string | null;
}

/** A write-only secret: empty keeps the saved one; the status says whether one is saved and how it ends. */
export function SecretField({ label, kind, value, onChange, secret, notSetText, statusSuffix = '', statusTestId, isClearing, onClearingChange, warning = null }: SecretFieldProps) {
  const { t } = useTranslation();
  const isFromEnvironment = secret.isFromEnvironment ?? false;
  return (
    <LabelledField label={label}>
      {(id) => (
        <>
          <input
            id={id}
            className="field-input mt-1 w-full"
            type="password"
            autoComplete="off"
            value={value}
            disabled={isFromEnvironment}
            placeholder={secret.isSet ? (kind === 'key' ? t('admin.settings.keepKey') : t('admin.settings.keepPassword')) : t('admin.settings.notSet')}
            aria-describedby={warning ? `${id}-warning` : undefined}
            onChange={(event) => onChange(event.target.value)}
          />
          {warning ? (
            <p id={`${id}-warning`} className="mt-1 text-sm font-medium text-amber-800 dark:text-amber-200" data-testid={`${statusTestId}-warning`}>
              {warning}
            </p>
          ) : null}
          <p className={SETTING_HINT} data-testid={statusTestId}>
            {isFromEnvironment ? `${t('admin.settings.fromEnvironment')}. ` : ''}
            {secret.isSet ? (secret.lastFour ? t('admin.settings.setEndsIn', { lastFour: secret.lastFour }) : t('admin.settings.set')) : notSetText}
            {statusSuffix}
          </p>
          {secret.isSet && !isFromEnvironment ? (
            <label className="mt-2 flex items-center gap-2 text-sm">
              <input type="checkbox" checked={isClearing} onChange={(event) => onClearingChange(event.target.checked)} />
              {kind === 'key' ? t('admin.settings.removeKey') : t('admin.settings.removePassword')}
            </label>
          ) : null}
        </>
      )}
    </LabelledField>
  );
}

interface ProviderConnectionFieldsProps {
  baseUrl: string;
  apiKey: string;
  onChange: (patch: { baseUrl?: string; apiKey?: string }) => void;
  /** The saved address and key, with where each comes from. */
  saved: { baseUrl: { isFromEnvironment: boolean }; apiKey: SecretFieldProps['secret'] };
  baseUrlPlaceholder: string | undefined;
  baseUrlHint?: string;
  /** The key's status when none is saved. */
  keyNotSetText: string;
  keyWarning: string | null;
  isClearingKey: boolean;
  onClearingKeyChange: (isClearing: boolean) => void;
}

/** Where an OpenAI-style provider answers and its key (write-only): the AI page's and the Speech page's. */
export function ProviderConnectionFields(props: ProviderConnectionFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <SettingTextField
        label={t('admin.settings.baseUrl')}
        value={props.baseUrl}
        isLocked={props.saved.baseUrl.isFromEnvironment}
        placeholder={props.baseUrlPlaceholder}
        hint={props.baseUrlHint}
        inputMode="url"
        onChange={(baseUrl) => props.onChange({ baseUrl })}
      />
      <SecretField
        label={t('admin.settings.apiKey')}
        kind="key"
        value={props.apiKey}
        secret={props.saved.apiKey}
        notSetText={props.keyNotSetText}
        statusTestId="api-key-status"
        isClearing={props.isClearingKey}
        onClearingChange={props.onClearingKeyChange}
        onChange={(apiKey) => props.onChange({ apiKey })}
        warning={props.keyWarning}
      />
    </>
  );
}

/** What a test of the unsaved settings answered: green when it worked, red with the reason when not. */
export function SettingTestResult({ isOk, testId, children }: { isOk: boolean; testId: string; children: ReactNode }) {
  return (
    <div
      data-testid={testId}
      className={`rounded-lg p-3 text-sm ${isOk ? 'bg-emerald-50 text-emerald-950 dark:bg-emerald-950/40 dark:text-emerald-100' : 'bg-red-50 text-red-900 dark:bg-red-950/40 dark:text-red-100'}`}
    >
      {children}
    </div>
  );
}

export function SaveSettingsButton({ isPending }: { isPending: boolean }) {
  const { t } = useTranslation();
  return (
    <button type="submit" className="btn-primary" disabled={isPending}>
      {isPending ? t('admin.settings.saving') : t('admin.settings.save')}
    </button>
  );
}
