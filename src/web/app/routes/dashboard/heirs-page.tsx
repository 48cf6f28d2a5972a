// /dashboard/heirs: Heir Key, the heirs by e-mail and when they get access.
export { HeirsPanel as Component } from '@/features/twin/components/heirs-panel.tsx';
