// /dashboard/publish: private, family or public, the page's link and the username's on-chain status.
import { useMe } from '@/features/users/api/get-me.ts';
import { PublishPanel } from '@/features/twin/components/publish-panel.tsx';

export function Component() {
  const me = useMe();
  // Admins also read why writing the username on-chain failed.
  return <PublishPanel isAdmin={me.data?.permissions.isAdmin === true} />;
}
