import { Link } from 'react-router';
import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function Component() {
  return (
    <PlaceholderPage title="Roleplay" description="Creating scenarios and meeting your character is being prepared.">
      <Link to="/showcase" className="btn-secondary">
        Back to scenarios
      </Link>
    </PlaceholderPage>
  );
}
