// The signed-in person's interface language: the account's choice shows on every device, and the switch saves it.
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';
import type { InterfaceLanguage } from '@shared/contracts/languages-constants.ts';
import { LanguageSwitch } from '@/components/language-switch.tsx';
import { toastFailure } from '@/components/toast.ts';
import { i18n, setInterfaceLanguage } from '@/i18n/i18n.ts';
import { useMe } from '../api/get-me.ts';
import { useUpdateLanguage } from '../api/update-language.ts';

/** Shows the interface in the account's language once /users/me answers (an account without one keeps the browser's). */
export function useAccountLanguage(): void {
  const language = useMe().data?.user.language ?? null;
  useEffect(() => {
    if (language) void setInterfaceLanguage(language).catch(() => undefined);
  }, [language]);
}

/** The language switch of a signed-in page: the interface changes at once, and the account keeps the choice. */
export function AccountLanguageSwitch({ variant = 'compact' }: { variant?: 'compact' | 'full' }) {
  const { t } = useTranslation();
  const mutation = useUpdateLanguage();
  const choose = async (language: InterfaceLanguage) => {
    try {
      await setInterfaceLanguage(language);
    } catch (error) {
      toastFailure(t('language.loadFailed'), error);
      return;
    }
    // Said in the language just chosen (this render's `t` still speaks the old one).
    mutation.mutate(language, { onError: (error) => toastFailure(i18n.t('language.saveFailed'), error) });
  };
  return <LanguageSwitch variant={variant} onChoose={(language) => void choose(language)} />;
}
