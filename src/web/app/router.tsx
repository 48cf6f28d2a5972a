// Every page and its code-split module; `guard` applies the rules of access.ts. A new page is added here, to access.ts
// when its path falls under no rule there yet, and to e2e/a11y.spec.ts, which visits every page.
import { createBrowserRouter, redirect, type LoaderFunctionArgs } from 'react-router';
import { isSignedIn } from '@/lib/session.ts';
import { redirectFor } from './access.ts';
import { RouteError } from './route-error.tsx';

function guard({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const target = redirectFor(url.pathname, isSignedIn(), url.search);
  if (target) throw redirect(target);
  return null;
}

export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    // Shown for the instant the first page's code is loading.
    HydrateFallback: () => null,
    children: [
      { path: '/', loader: guard, lazy: () => import('./routes/landing/landing-page.tsx') },
      // Plain pages in the landing's frame: like the landing page, they need no providers.
      { path: '/terms', loader: guard, lazy: () => import('./routes/legal/terms-page.tsx') },
      { path: '/privacy', loader: guard, lazy: () => import('./routes/legal/privacy-page.tsx') },
      {
        // Providers, toasts and data fetching live here so the landing page stays small.
        lazy: () => import('./app-layout.tsx'),
        children: [
          { path: '/auth/login', loader: guard, lazy: () => import('./routes/auth/login-page.tsx') },
          { path: '/auth/register', loader: guard, lazy: () => import('./routes/auth/register-page.tsx') },
          { path: '/auth/forgot-password', loader: guard, lazy: () => import('./routes/auth/forgot-password-page.tsx') },
          { path: '/auth/reset-password', loader: guard, lazy: () => import('./routes/auth/reset-password-page.tsx') },
          // Open to everyone: the links in verification and invitation e-mails land here, signed in or not.
          { path: '/verify-email', loader: guard, lazy: () => import('./routes/auth/verify-email-page.tsx') },
          { path: '/heirs/accept', loader: guard, lazy: () => import('./routes/heirs/accept-invitation-page.tsx') },
          {
            path: '/auth/register/ai',
            loader: guard,
            children: [
              { index: true, lazy: () => import('./routes/onboarding/onboarding-intro-page.tsx') },
              { path: 'second', lazy: () => import('./routes/onboarding/onboarding-voice-page.tsx') },
              { path: 'third', lazy: () => import('./routes/onboarding/onboarding-text-page.tsx') },
              { path: 'fourth', lazy: () => import('./routes/onboarding/onboarding-meet-page.tsx') },
              { path: 'fifth', lazy: () => import('./routes/onboarding/onboarding-summary-page.tsx') },
              { path: 'sixth', lazy: () => import('./routes/onboarding/onboarding-chat-page.tsx') },
              { path: 'seventh', lazy: () => import('./routes/onboarding/onboarding-done-page.tsx') },
            ],
          },
          {
            path: '/dashboard',
            loader: guard,
            lazy: () => import('./routes/dashboard/dashboard-layout.tsx'),
            children: [
              { index: true, lazy: () => import('./routes/dashboard/dashboard-page.tsx') },
              // The Memory Locker is the dashboard's first page; its own name leads there too.
              { path: 'memories', loader: () => redirect('/dashboard') },
              { path: 'personality', lazy: () => import('./routes/dashboard/personality-page.tsx') },
              { path: 'talk', lazy: () => import('./routes/dashboard/talk-page.tsx') },
              { path: 'activity', lazy: () => import('./routes/dashboard/activity-page.tsx') },
              { path: 'heirs', lazy: () => import('./routes/dashboard/heirs-page.tsx') },
              { path: 'publish', lazy: () => import('./routes/dashboard/publish-page.tsx') },
              { path: 'settings', lazy: () => import('./routes/dashboard/settings-page.tsx') },
            ],
          },
          // A twin's page: public twins for anyone, family twins for their owner and released heirs.
          { path: '/t/:username', loader: guard, lazy: () => import('./routes/public/public-twin-page.tsx') },
          {
            path: '/showcase',
            loader: guard,
            lazy: () => import('./routes/showcase/showcase-layout.tsx'),
            children: [
              { index: true, lazy: () => import('./routes/showcase/scenarios-page.tsx') },
              { path: 'persona', lazy: () => import('./routes/showcase/persona-page.tsx') },
              { path: 'rubrics', lazy: () => import('./routes/showcase/rubrics-page.tsx') },
              { path: 'glossary', lazy: () => import('./routes/showcase/glossary-page.tsx') },
              { path: 'file-management', lazy: () => import('./routes/showcase/file-management-page.tsx') },
              { path: 'how-it-works', lazy: () => import('./routes/showcase/how-it-works-page.tsx') },
              { path: 'faq', lazy: () => import('./routes/showcase/faq-page.tsx') },
              { path: 'roleplay/quick-create', lazy: () => import('./routes/showcase/quick-create-page.tsx') },
              { path: 'roleplay/advance-create', lazy: () => import('./routes/showcase/advance-create-page.tsx') },
              { path: 'roleplay/*', lazy: () => import('./routes/showcase/roleplay-page.tsx') },
              { path: 'session/:conversationId', lazy: () => import('./routes/showcase/session-page.tsx') },
              { path: 'report/:conversationId', lazy: () => import('./routes/showcase/report-page.tsx') },
              { path: 'history', lazy: () => import('./routes/showcase/history-page.tsx') },
              { path: 'progress', lazy: () => import('./routes/showcase/progress-page.tsx') },
              { path: 'account', lazy: () => import('./routes/showcase/account-page.tsx') },
              { path: 'credits', lazy: () => import('./routes/showcase/credits-page.tsx') },
            ],
          },
          {
            // The operator's console: the server answers its API to admins only; the layout tells anyone else so.
            path: '/admin',
            loader: guard,
            lazy: () => import('./routes/admin/admin-layout.tsx'),
            children: [
              { index: true, loader: () => redirect('/admin/users') },
              { path: 'users', lazy: () => import('./routes/admin/users-page.tsx') },
              { path: 'ai', lazy: () => import('./routes/admin/admin-ai-page.tsx') },
              { path: 'speech', lazy: () => import('./routes/admin/admin-speech-page.tsx') },
              { path: 'email', lazy: () => import('./routes/admin/admin-email-page.tsx') },
              { path: 'credits', lazy: () => import('./routes/admin/credits-page.tsx') },
              { path: 'usage', lazy: () => import('./routes/admin/usage-page.tsx') },
              { path: 'quality', lazy: () => import('./routes/admin/quality-page.tsx') },
            ],
          },
          { path: '*', lazy: () => import('./routes/not-found-page.tsx') },
        ],
      },
    ],
  },
]);
