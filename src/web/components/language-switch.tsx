import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { INTERFACE_LANGUAGE_NAMES, INTERFACE_LANGUAGES, isInterfaceLanguage, type InterfaceLanguage } from '@shared/contracts/languages-constants.ts';
import { currentLanguage } from '@/i18n/i18n.ts';

interface LanguageSwitchProps {
  /** Called with the language chosen; the caller shows it (setInterfaceLanguage) and, signed in, saves it. */
  onChoose: (language: InterfaceLanguage) => void;
  /** `compact`: the header's two-letter select; `full`: the languages' names with a visible label (account settings). */
  variant?: 'compact' | 'full';
  isDisabled?: boolean;
}

/** The interface language, as a native select: each language is named in itself, so a person finds their own. */
export function LanguageSwitch({ onChoose, variant = 'compact', isDisabled = false }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const id = useId();
  const value = currentLanguage();
  const select = (
    <select
      id={id}
      value={value}
      disabled={isDisabled}
      onChange={(event) => {
        if (isInterfaceLanguage(event.target.value)) onChoose(event.target.value);
      }}
      title={variant === 'compact' ? t('language.label') : undefined}
      aria-label={variant === 'compact' ? t('language.label') : undefined}
      data-testid="language-switch"
      className={
        variant === 'compact'
          ? 'h-9 cursor-pointer appearance-none rounded-full bg-transparent py-1 pr-2 pl-2 text-sm sm:pl-8 xl:pl-2 font-semibold text-slate-700 uppercase hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:text-slate-200 dark:hover:bg-slate-800'
          : 'field-input sm:w-72'
      }
    >
      {INTERFACE_LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {variant === 'compact' ? language.toUpperCase() : INTERFACE_LANGUAGE_NAMES[language]}
        </option>
      ))}
    </select>
  );
  if (variant === 'full') {
    return (
      <div>
        <label htmlFor={id} className="field-label">
          {t('language.label')}
        </label>
        {select}
      </div>
    );
  }
  return (
    <span className="relative inline-flex items-center">
      {/* On a phone and beside the seven links of an xl screen the two letters stand alone. */}
      <Languages className="pointer-events-none absolute left-2.5 hidden size-4 text-slate-500 sm:block xl:hidden dark:text-slate-400" aria-hidden />
      {select}
    </span>
  );
}
