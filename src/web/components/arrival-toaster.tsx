import { useEffect, useState } from 'react';
import { Toaster } from 'sonner';
import { peekArrivalNotice, takeArrivalNotice } from '@/lib/arrival-notice.ts';
import { useTheme } from '@/lib/theme.ts';
import { toast, TOAST_DURATION_MS, TOAST_POSITION } from './toast.ts';

/** On a page outside the app layout, shows the notice the previous page left (and nothing otherwise). */
export function ArrivalToaster() {
  const [hasNotice] = useState(() => peekArrivalNotice() !== null);
  const { theme } = useTheme();
  useEffect(() => {
    // The toaster below has subscribed by now: a child's effects run before its parent's.
    const message = takeArrivalNotice();
    if (message) toast.success(message);
  }, []);
  if (!hasNotice) return null;
  return <Toaster theme={theme} duration={TOAST_DURATION_MS} position={TOAST_POSITION} closeButton />;
}
