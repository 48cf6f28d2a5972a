import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function Component() {
  return <PlaceholderPage title="Rubrics" description="Weighted scoring criteria for grading your practice sessions will live here. This part of the library is being prepared." />;
}
