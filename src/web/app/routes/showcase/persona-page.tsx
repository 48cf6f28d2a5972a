import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function Component() {
  return <PlaceholderPage title="Persona" description="Your AI characters will live here: generate a persona from a short description and your source files, then fine-tune every trait. This part of the library is being prepared." />;
}
