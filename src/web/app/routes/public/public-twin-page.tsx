// /t/{username}: a twin's public page (no sign-in needed), or a family twin for its owner and released heirs. It opens
// in the visitor's language (their last choice on this device, else the browser's); the header's switch changes it
// for this device. (The account's switch, which also saves the choice, lives in the signed-in layouts: importing it
// here would pull the practice area's modules into the first load the public and sign-in pages share.)
import { useParams } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch.tsx';
import { PublicTwinView } from '@/features/twin/components/public-twin.tsx';
import { setInterfaceLanguage } from '@/i18n/i18n.ts';

export function Component() {
  const { username = '' } = useParams();
  const languageSwitch = <LanguageSwitch onChoose={(language) => void setInterfaceLanguage(language).catch(() => undefined)} />;
  // A new twin, a new page: nothing of one twin's chat carries over to another's.
  return <PublicTwinView key={username} username={username} languageSwitch={languageSwitch} />;
}
