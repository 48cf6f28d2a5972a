// "Customise with your own voice": the owner chooses the voice their Engram speaks in (to them, their heirs and the
// visitors of its page): a built-in voice by gender, age and pitch, or one of the speech provider's voices, heard
// first with Preview.
import { Play, RotateCcw, Save } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { SESSION_LANGUAGES } from '@shared/contracts/conversations.ts';
import { BUILTIN_VOICE_AGES, BUILTIN_VOICE_GENDERS, BUILTIN_VOICE_PITCHES, type ProviderVoiceName, type SpeechVoice } from '@shared/contracts/speech.ts';
import type { TwinVoiceSettings } from '@shared/contracts/twin-talk.ts';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { previewTwinVoice, useSaveTwinVoice } from '@/features/twin/api/twin-voice.ts';
import { toast } from '@/components/toast.ts';
import { isAbortError, readable } from '@/lib/api-client.ts';

const LABELS: Record<string, string> = {
  female: 'Female',
  male: 'Male',
  young: 'Young',
  adult: 'Adult',
  older: 'Older',
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  'en-US': 'English',
  'id-ID': 'Bahasa Indonesia',
};

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
            {LABELS[option] ?? option.charAt(0).toUpperCase() + option.slice(1)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** `onSaved` runs after a voice (or the default again) is kept, with what the server now holds. */
export function VoicePicker({ settings, onSaved }: { settings: TwinVoiceSettings; onSaved?: (saved: TwinVoiceSettings) => void }) {
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
    return <p className="text-sm text-slate-600 dark:text-slate-300">{settings.message ?? 'This server cannot speak, so your Engram has no voice here yet.'}</p>;
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
      toast.success(chosen ? 'Your Engram’s voice is saved.' : 'Your Engram speaks in the default voice again.', { id: 'twin-voice' });
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
          <Choice legend="Gender" name="voice-gender" options={BUILTIN_VOICE_GENDERS} value={voice.gender} onChange={(gender) => setVoice({ ...voice, gender })} />
          <Choice legend="Age" name="voice-age" options={BUILTIN_VOICE_AGES} value={voice.age} onChange={(age) => setVoice({ ...voice, age })} />
          <Choice legend="Pitch" name="voice-pitch" options={BUILTIN_VOICE_PITCHES} value={voice.pitch} onChange={(pitch) => setVoice({ ...voice, pitch })} />
        </>
      ) : (
        <Choice<ProviderVoiceName>
          legend="Voice"
          name="voice-name"
          options={settings.provider_voices}
          value={voice.name}
          onChange={(name) => setVoice({ engine: 'provider', name, language })}
        />
      )}
      <Choice legend="Language" name="voice-language" options={SESSION_LANGUAGES} value={language} onChange={(next) => setVoice({ ...voice, language: next })} />
      <ErrorAlert>{error}</ErrorAlert>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-secondary" onClick={() => void preview()} disabled={isPreviewing}>
          <Play className="size-4" aria-hidden />
          {isPreviewing ? 'Loading…' : 'Preview'}
        </button>
        <button type="button" className="btn-primary" onClick={() => void keep(voice)} disabled={save.isPending}>
          <Save className="size-4" aria-hidden />
          {save.isPending ? 'Saving…' : 'Save voice'}
        </button>
        {settings.voice ? (
          <button type="button" className="btn-ghost" onClick={() => void keep(null)} disabled={save.isPending}>
            <RotateCcw className="size-4" aria-hidden />
            Use the default voice
          </button>
        ) : null}
      </div>
      <audio ref={audioRef} className="hidden" data-testid="voice-preview-audio" />
    </div>
  );
}

/** The chosen voice in a few words ("Female, adult, medium pitch · English"). */
export function describeVoice(voice: SpeechVoice | null): string {
  if (!voice) return 'The default voice';
  const language = LABELS[voice.language] ?? voice.language;
  if (voice.engine === 'provider') return `${voice.name.charAt(0).toUpperCase()}${voice.name.slice(1)} · ${language}`;
  return `${LABELS[voice.gender]}, ${voice.age}, ${voice.pitch} pitch · ${language}`;
}
