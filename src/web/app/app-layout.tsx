import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS, TOASTS_VISIBLE } from '../components/toast.ts';
import { queryClient } from '../lib/query-client.ts';
import { useTheme } from '../lib/theme.ts';

/** Everything below the landing page: data fetching and the toaster (4 s, at most 3 visible). */
export function Component() {
  const { theme } = useTheme();
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <Toaster theme={theme} duration={TOAST_DURATION_MS} visibleToasts={TOASTS_VISIBLE} position="top-center"
        offset={{ top: 76 }}
        mobileOffset={{ top: 72 }} closeButton />
    </QueryClientProvider>
  );
}
