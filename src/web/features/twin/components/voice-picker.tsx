// "Customise with your own voice": the owner chooses the voice their Engram speaks in (to them, their heirs and the
// visitors of its page): a built-in voice by gender, age and pitch, or one of the speech provider's voices, heard
// first with Preview.
import { Play, RotateCcw, Save } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SESSION_LANGUAGES } from '@shared/contracts/conversations.ts';
import { BUILTIN_VOICE_AGES, BUILTIN_VOICE_GENDERS, BUILTIN_VOICE_PITCHES, type ProviderVoiceName, type SpeechVoice } from '@shared/contracts/speech.ts';
import type { TwinVoiceSettings } from '@shared/contracts/twin-talk.ts';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { previewTwinVoice, useSaveTwinVoice } from '@/features/twin/api/twin-voice.ts';
import { toast } from '@/components/toast.ts';
import { i18n } from '@/i18n/i18n.ts';
import { isAbortError, readable } from '@/lib/api-client.ts';
import { capitalize } from '@shared/text.ts';

/** The built-in voices' genders, ages and pitches, by their catalogue keys. */
const VOICE_TRAITS = new Set(['female', 'male', 'young', 'adult', 'older', 'low', 'medium', 'high']);
/** Each language the voices speak, named in itself (a person finds their language by the name they know). */
const LANGUAGE_NAMES: Record<string, string> = { 'en-US': 'English', 'id-ID': 'Bahasa Indonesia' };

/** An option as the person reads it: a trait in the interface's language, a language in itself, a voice by its name. */
function optionLabel(option: string): string {
  if (VOICE_TRAITS.has(option)) return i18n.t(`twin.voice.${option}`);
  return LANGUAGE_NAMES[option] ?? capitalize(option);
}

/** The browser's language when the voices speak it, else English. */
function defaultLanguage(): SpeechVoice['language'] {
  return typeof navigator !== 'undefined' && navigator.language.toLowerCase().startsWith('id') ? 'id-ID' : 'en-US';
}

function initialVoice(settings: TwinVoiceSettings): SpeechVoice {
  if (settings.voice && (settings.voice.engine === 'builtin' || settings.engine === 'provider')) return settings.voice;
  const language = settings.voice?.language ?? defaultLanguage();
  if (settings.engine === 'provider') return { engine: 'provider', name: settings.provider_voices[0] ?? 'alloy', language };
  return { engine: 'builtin', gender: 'female', age: 'adult', pitch: 'medium', language };
}

function Choice<T extends string>({ legend, name, options, value, onChange }: { legend: string; name: string; options: readonly T[]; value: T; onChange: (value: T) => void }) {
  // Read so the options follow a change of language.
  useTranslation();
  return (
    <fieldset>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option}
            className="cursor-pointer rounded-full border border-slate-300 px-3 py-1.5 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold has-[:checked]:text-brand-800 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 dark:border-slate-700 dark:has-[:checked]:bg-brand-900/40 dark:has-[:checked]:text-brand-100"
          >
            <input type="radio" className="sr-only" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
            {optionLabel(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** `onSaved` runs after a voice (or the default again) is kept, with what the server now holds. */
export function VoicePicker({ settings, onSaved }: { settings: TwinVoiceSettings; onSaved?: (saved: TwinVoiceSettings) => void }) {
  const { t } = useTranslation();
  const [voice, setVoice] = useState<SpeechVoice>(() => initialVoice(settings));
  const [error, setError] = useState<string | null>(null);
  const [isPreviewing, setIsPreviewing] = useState(false);
  const audioRef = useRef<HTMLAudioElement>(null);
  const urlRef = useRef<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const save = useSaveTwinVoice();

  useEffect(
    () => () => {
      abortRef.current?.abort();
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    },
    [],
  );

  if (settings.engine === null) {
    return <p className="text-sm text-slate-600 dark:text-slate-300">{settings.message ?? t('twin.voice.noVoice')}</p>;
  }

  const preview = async () => {
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setError(null);
    setIsPreviewing(true);
    try {
      const audio = await previewTwinVoice(voice, controller.signal);
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
      urlRef.current = URL.createObjectURL(audio);
      if (audioRef.current) {
        audioRef.current.src = urlRef.current;
        await audioRef.current.play().catch(() => undefined);
      }
    } catch (previewError) {
      if (!isAbortError(previewError)) setError(readable(previewError));
    } finally {
      setIsPreviewing(false);
    }
  };

  const keep = async (chosen: SpeechVoice | null) => {
    setError(null);
    try {
      const saved = await save.mutateAsync(chosen);
      if (!chosen) setVoice(initialVoice(saved));
      toast.success(chosen ? t('twin.voice.saved') : t('twin.voice.defaultAgain'), { id: 'twin-voice' });
      onSaved?.(saved);
    } catch (saveError) {
      setError(readable(saveError));
    }
  };

  const language = voice.language;
  return (
    <div className="grid gap-4" data-testid="voice-picker">
      {voice.engine === 'builtin' ? (
        <>
          <Choice legend={t('details.gender')} name="voice-gender" options={BUILTIN_VOICE_GENDERS} value={voice.gender} onChange={(gender) => setVoice({ ...voice, gender })} />
          <Choice legend={t('details.age')} name="voice-age" options={BUILTIN_VOICE_AGES} value={voice.age} onChange={(age) => setVoice({ ...voice, age })} />
          <Choice legend={t('twin.voice.pitch')} name="voice-pitch" options={BUILTIN_VOICE_PITCHES} value={voice.pitch} onChange={(pitch) => setVoice({ ...voice, pitch })} />
        </>
      ) : (
        <Choice<ProviderVoiceName>
          legend={t('twin.voice.voice')}
          name="voice-name"
          options={settings.provider_voices}
          value={voice.name}
          onChange={(name) => setVoice({ engine: 'provider', name, language })}
        />
      )}
      <Choice legend={t('meet.language')} name="voice-language" options={SESSION_LANGUAGES} value={language} onChange={(next) => setVoice({ ...voice, language: next })} />
      <ErrorAlert>{error}</ErrorAlert>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-secondary" onClick={() => void preview()} disabled={isPreviewing}>
          <Play className="size-4" aria-hidden />
          {isPreviewing ? t('common.loading') : t('twin.voice.preview')}
        </button>
        <button type="button" className="btn-primary" onClick={() => void keep(voice)} disabled={save.isPending}>
          <Save className="size-4" aria-hidden />
          {save.isPending ? t('twin.saving') : t('twin.voice.save')}
        </button>
        {settings.voice ? (
          <button type="button" className="btn-ghost" onClick={() => void keep(null)} disabled={save.isPending}>
            <RotateCcw className="size-4" aria-hidden />
            {t('twin.voice.useDefault')}
          </button>
        ) : null}
      </div>
      <audio ref={audioRef} className="hidden" data-testid="voice-preview-audio" />
    </div>
  );
}

/** The chosen voice in a few words ("Female, adult, medium pitch · English"), in the interface's language. */
export function describeVoice(voice: SpeechVoice | null): string {
  if (!voice) return i18n.t('twin.voice.default');
  const language = optionLabel(voice.language);
  if (voice.engine === 'provider') return `${optionLabel(voice.name)} · ${language}`;
  const trait = (value: string) => optionLabel(value).toLowerCase();
  return i18n.t('twin.voice.builtin', { gender: optionLabel(voice.gender), age: trait(voice.age), pitch: trait(voice.pitch), language });
}
