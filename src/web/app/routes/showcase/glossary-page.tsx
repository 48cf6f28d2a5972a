import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function Component() {
  return <PlaceholderPage title="Glossary" description="Terms and phrases your AI characters should know will live here. This part of the library is being prepared." />;
}
