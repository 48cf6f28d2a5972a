// /t/{username}: a twin's public page (no sign-in needed), or a family twin for its owner and released heirs.
import { useParams } from 'react-router';
import { PublicTwinView } from '@/features/twin/components/public-twin.tsx';

export function Component() {
  const { username = '' } = useParams();
  // A new twin, a new page: nothing of one twin's chat carries over to another's.
  return <PublicTwinView key={username} username={username} />;
}
