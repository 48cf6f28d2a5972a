// /dashboard/personality: General Personality, the twin's summary and tags, editable and regenerated on request.
export { PersonalityPanel as Component } from '@/features/twin/components/personality-panel.tsx';
