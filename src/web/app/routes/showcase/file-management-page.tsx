import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function Component() {
  return <PlaceholderPage title="File Management" description="Upload the source files that ground your personas, rubrics and scenarios here. This part of the library is being prepared." />;
}
