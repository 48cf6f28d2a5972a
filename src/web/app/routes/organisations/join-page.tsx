// /organisations/join?token=…: where an organisation's join link leads (confirmed addresses of its domains).
import { OrganizationLinkPage } from './organization-link.tsx';

export function Component() {
  return <OrganizationLinkPage kind="join" />;
}
