// /organisations/accept?token=…: where an organisation's invitation e-mail and copied link lead.
import { OrganizationLinkPage } from './organization-link.tsx';

export function Component() {
  return <OrganizationLinkPage kind="invite" />;
}
