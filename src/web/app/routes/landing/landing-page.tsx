import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { DEFAULT_INTERFACE_LANGUAGE, INTERFACE_LANGUAGES, landingPathOf } from '@shared/contracts/languages-constants.ts';
import { ArrivalToaster } from '@/components/arrival-toaster.tsx';
import { currentLanguage, setInterfaceLanguage } from '@/i18n/i18n.ts';
import { enhanceLanding } from './landing-enhance.ts';
import { LandingView } from './landing-view.tsx';

// The landing lives outside the app layout and its providers; its pricing reads the operator's plans with a query, so
// it has a client of its own (the app's would bring the app's request code into the landing's load).
const landingQueryClient = new QueryClient();

/**
 * The landing page inside the SPA: the same markup as the pre-rendered page, enhanced by the same script, in the
 * interface's language; at a language's own address (/id) in that language, as the pre-rendered page there is.
 */
export function Component() {
  const ref = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const addressLanguage = INTERFACE_LANGUAGES.find((language) => language !== DEFAULT_INTERFACE_LANGUAGE && landingPathOf(language) === pathname) ?? null;
  useEffect(() => {
    if (addressLanguage && addressLanguage !== currentLanguage()) void setInterfaceLanguage(addressLanguage).catch(() => undefined);
  }, [addressLanguage]);
  useEffect(() => {
    if (!ref.current) return;
    return enhanceLanding(ref.current);
  }, []);
  return (
    <div ref={ref}>
      <QueryClientProvider client={landingQueryClient}>
        <LandingView />
      </QueryClientProvider>
      {/* The landing page lives outside the app layout and its toaster; this says what the last page did (an account deleted). */}
      <ArrivalToaster />
    </div>
  );
}
