// /t/{username}: a twin's public page (no sign-in needed), or a family twin for its owner and released heirs. It opens
// in the visitor's language (their last choice on this device, else the browser's); the header's switch changes it,
// and a signed-in visitor's account keeps the choice.
import { useParams } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch.tsx';
import { AccountLanguageSwitch } from '@/features/users/components/account-language.tsx';
import { PublicTwinView } from '@/features/twin/components/public-twin.tsx';
import { setInterfaceLanguage } from '@/i18n/i18n.ts';
import { isSignedIn } from '@/lib/session.ts';

export function Component() {
  const { username = '' } = useParams();
  const languageSwitch = isSignedIn() ? <AccountLanguageSwitch /> : <LanguageSwitch onChoose={(language) => void setInterfaceLanguage(language).catch(() => undefined)} />;
  // A new twin, a new page: nothing of one twin's chat carries over to another's.
  return <PublicTwinView key={username} username={username} languageSwitch={languageSwitch} />;
}
