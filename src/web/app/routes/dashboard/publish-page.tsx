// /dashboard/publish: private, family or public, the page's link and the username's on-chain status.
export { PublishPanel as Component } from '../../../features/twin/components/publish-panel.tsx';
