import { useEffect, useRef } from 'react';
import { ArrivalToaster } from '@/components/arrival-toaster.tsx';
import { enhanceLanding } from './landing-enhance.ts';
import { LandingView } from './landing-view.tsx';

/** The landing page inside the SPA: the same markup as the pre-rendered page, enhanced by the same script. */
export function Component() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    return enhanceLanding(ref.current);
  }, []);
  return (
    <div ref={ref}>
      <LandingView />
      {/* The landing page lives outside the app layout and its toaster; this says what the last page did (an account deleted). */}
      <ArrivalToaster />
    </div>
  );
}
