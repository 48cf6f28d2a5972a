// The organisation routes: the caller's organisations, one organisation's members and roles, leaving, invitations
// by e-mail, the join link and the domains it admits (with their proof). Each validates, then calls the service.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, NO_CONTENT } from '../../../shared/contracts/errors.ts';
import {
  ChangeMemberRoleInputSchema,
  CreatedInvitationSchema,
  CreateInvitationInputSchema,
  CreateOrganizationInputSchema,
  JoinLinkSchema,
  OrganizationDetailsSchema,
  OrganizationInvitationListSchema,
  OrganizationInvitationParamsSchema,
  OrganizationLinkPreviewSchema,
  OrganizationListSchema,
  OrganizationMemberParamsSchema,
  OrganizationMemberSchema,
  OrganizationParamsSchema,
  OrganizationSchema,
  OrganizationTokenInputSchema,
  SelectOrganizationInputSchema,
  UpdateOrganizationInputSchema,
} from '../../../shared/contracts/organizations.ts';
import { ORGANIZATION_INVITATIONS_MAX, ORGANIZATIONS_PER_PERSON_MAX } from '../../../shared/contracts/organizations-constants.ts';
import { OrganizationDomainListSchema, OrganizationDomainParamsSchema } from '../../../shared/contracts/organization-domains.ts';
import { DOMAIN_TXT_LABEL, DOMAIN_TXT_PREFIX } from '../../../shared/contracts/organization-domains-constants.ts';
import { deleteForCaller, getOneForCaller } from '../../auth/caller-routes.ts';
import { requireAuth } from '../../auth/permissions.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { ORGANIZATION_INVITE_TTL_DAYS } from './organization-links.ts';
import { createOrganizationsService } from './organizations.service.ts';

const TAGS = ['organizations'];
const ACCESS = 'An organisation the caller is not a member of answers 404; a role too low for the action, 403.';
const DOMAIN_RULES =
  'A public e-mail provider’s domain (gmail.com and the like) answers 400, one another organisation has verified 409, and nothing changes then. A new domain starts `pending`: the join link admits nobody from it until it is verified (its DNS TXT record, or the operator’s approval); a domain the organisation verified for single sign-on is verified here too.';

export const organizationsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const organizations = createOrganizationsService(deps, app.log);

  app.get(
    '/organizations',
    { schema: { summary: 'List the caller’s organisations', tags: TAGS, description: `The organisations the caller belongs to, by name, each with the caller's role (at most ${ORGANIZATIONS_PER_PERSON_MAX}).`, response: { 200: OrganizationListSchema } } },
    async (request) => organizations.listOrganizations(requireAuth(request)),
  );

  app.put(
    '/organizations/current',
    {
      schema: {
        summary: 'Choose the workspace the caller works in',
        tags: TAGS,
        description: 'One of the caller’s organisations, or null for their personal space; kept for the person on every device, and answered by the list as `current_id`. 404 for an organisation the caller is not in.',
        body: SelectOrganizationInputSchema,
        response: { 200: OrganizationListSchema, ...errorResponses(404) },
      },
    },
    async (request) => organizations.selectOrganization(requireAuth(request), request.body),
  );

  app.post(
    '/organizations',
    {
      schema: {
        summary: 'Create an organisation',
        tags: TAGS,
        description: `Creates an organisation with the caller as its owner. \`email_domains\` (optional) are the domains whose confirmed addresses may use its join link once verified. ${DOMAIN_RULES} 409 past ${ORGANIZATIONS_PER_PERSON_MAX} organisations.`,
        body: CreateOrganizationInputSchema,
        response: { 201: OrganizationSchema, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await organizations.createOrganization(requireAuth(request), request.body)),
  );

  getOneForCaller(app, '/organizations/:id', { params: OrganizationParamsSchema, answer: OrganizationDetailsSchema, errors: [404] }, (caller, { id }) => organizations.getOrganization(caller, id), {
    tags: TAGS,
    summary: 'An organisation and its members',
    description: `The organisation, the caller's role and its members with theirs, owners first. ${ACCESS}`,
  });

  app.patch(
    '/organizations/:id',
    {
      schema: {
        summary: 'Rename an organisation or change its domains',
        tags: TAGS,
        description: `\`email_domains\` replaces the join link's domains. ${DOMAIN_RULES} Owners and admins. ${ACCESS}`,
        params: OrganizationParamsSchema,
        body: UpdateOrganizationInputSchema,
        response: { 200: OrganizationSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request) => organizations.updateOrganization(requireAuth(request), request.params.id, request.body),
  );

  getOneForCaller(app, '/organizations/:id/domains', { params: OrganizationParamsSchema, answer: OrganizationDomainListSchema, errors: [403, 404] }, (caller, { id }) => organizations.listDomains(caller, id), {
    tags: TAGS,
    summary: 'The organisation’s e-mail domains and their proof',
    description: `Every domain the organisation claims, for its join link or its single sign-on, by name: \`pending\` or \`verified\`, and the DNS TXT record that proves it (\`${DOMAIN_TXT_PREFIX}<token>\` at \`${DOMAIN_TXT_LABEL}.<domain>\`). Owners and admins. ${ACCESS}`,
  });

  app.post(
    '/organizations/:id/domains/:domain/verify',
    {
      schema: {
        summary: 'Check a domain’s DNS record now',
        tags: TAGS,
        description: `Looks up the TXT record \`${DOMAIN_TXT_PREFIX}<token>\` at \`${DOMAIN_TXT_LABEL}.<domain>\` or at the domain itself and marks the domain verified when it is there, for the join link and single sign-on alike; answers the domains. 400 naming the record when it is not found (or for a public provider's domain), 404 for a domain the organisation does not claim, 409 when another organisation verified it first, 502 when DNS cannot be asked. Owners and admins. ${ACCESS}`,
        params: OrganizationDomainParamsSchema,
        response: { 200: OrganizationDomainListSchema, ...errorResponses(400, 403, 404, 409, 502) },
      },
    },
    async (request) => organizations.verifyDomain(requireAuth(request), request.params.id, request.params.domain),
  );

  app.patch(
    '/organizations/:id/members/:userId',
    {
      schema: {
        summary: 'Change a member’s role',
        tags: TAGS,
        description: `Owners and admins change roles; only an owner gives or takes away the owner role. 409 when it would leave the organisation without an owner. ${ACCESS}`,
        params: OrganizationMemberParamsSchema,
        body: ChangeMemberRoleInputSchema,
        response: { 200: OrganizationMemberSchema, ...errorResponses(403, 404, 409) },
      },
    },
    async (request) => organizations.changeRole(requireAuth(request), request.params.id, request.params.userId, request.body),
  );

  deleteForCaller(app, '/organizations/:id/members/:userId', { params: OrganizationMemberParamsSchema, errors: [403, 404, 409] }, (caller, { id, userId }) => organizations.removeMember(caller, id, userId), {
    summary: 'Remove a member',
    tags: TAGS,
    description: `Owners and admins remove a member (an owner only by an owner); the caller's own id leaves. The member's next request to the organisation is refused. 409 for the last owner. ${ACCESS}`,
  });

  app.post(
    '/organizations/:id/leave',
    { schema: { summary: 'Leave an organisation', tags: TAGS, description: `Any member. 409 for the last owner, who makes another member an owner first. ${ACCESS}`, params: OrganizationParamsSchema, response: { ...NO_CONTENT, ...errorResponses(404, 409) } } },
    async (request, reply) => {
      await organizations.leaveOrganization(requireAuth(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  getOneForCaller(app, '/organizations/:id/invitations', { params: OrganizationParamsSchema, answer: OrganizationInvitationListSchema, errors: [403, 404] }, (caller, { id }) => organizations.listInvitations(caller, id), {
    tags: TAGS,
    summary: 'List open invitations',
    description: `Invitations neither accepted, revoked nor expired; their links are shown only when made. Owners and admins. ${ACCESS}`,
  });

  app.post(
    '/organizations/:id/invitations',
    {
      schema: {
        summary: 'Invite someone by e-mail',
        tags: TAGS,
        description: `Makes a secret link for one address, valid once for ${ORGANIZATION_INVITE_TTL_DAYS} days, answered here once (\`invite_url\`) and e-mailed to the address when e-mail is set up (\`invite_emailed\`). Only the account with that address can accept it. 409 for a member, an address with an open invitation, or past ${ORGANIZATION_INVITATIONS_MAX} open invitations. ${ACCESS}`,
        params: OrganizationParamsSchema,
        body: CreateInvitationInputSchema,
        response: { 201: CreatedInvitationSchema, ...errorResponses(403, 404, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await organizations.createInvitation(requireAuth(request), request.params.id, request.body)),
  );

  deleteForCaller(app, '/organizations/:id/invitations/:invitationId', { params: OrganizationInvitationParamsSchema, errors: [403, 404] }, (caller, { id, invitationId }) => organizations.revokeInvitation(caller, id, invitationId), { summary: 'Revoke an invitation', tags: TAGS, description: `Its link stops working at once. Owners and admins. ${ACCESS}` });

  app.post(
    '/organizations/invitations/preview',
    {
      schema: {
        summary: 'What an invitation leads to',
        tags: TAGS,
        description: 'The organisation, role and address of an invitation, for its page. Nothing changes. 404 for an unknown link, 409 for a used one, 410 for a revoked or expired one.',
        body: OrganizationTokenInputSchema,
        response: { 200: OrganizationLinkPreviewSchema, ...errorResponses(404, 409, 410) },
      },
    },
    async (request) => {
      requireAuth(request);
      return organizations.previewInvitation(request.body.token);
    },
  );

  app.post(
    '/organizations/invitations/accept',
    {
      schema: {
        summary: 'Accept an invitation',
        tags: TAGS,
        description: 'The signed-in account joins with the invitation’s role, and the link is used up. 403 when the account’s address is not the one invited (compared without case); 404 for an unknown link; 409 for a used link or a member already; 410 for a revoked or expired one.',
        body: OrganizationTokenInputSchema,
        response: { 200: OrganizationSchema, ...errorResponses(403, 404, 409, 410) },
      },
    },
    async (request) => organizations.acceptInvitation(requireAuth(request), request.body.token),
  );

  app.post(
    '/organizations/:id/join-link',
    {
      schema: {
        summary: 'Make a new join link',
        tags: TAGS,
        description: `A link anyone with a confirmed address on the organisation's verified e-mail domains can use to join as a member; answered this once, and the link before it stops working. 409 while the organisation has no domains (a link made while they are pending admits nobody until one is verified). Owners and admins. ${ACCESS}`,
        params: OrganizationParamsSchema,
        response: { 201: JoinLinkSchema, ...errorResponses(403, 404, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await organizations.createJoinLink(requireAuth(request), request.params.id)),
  );

  deleteForCaller(app, '/organizations/:id/join-link', { params: OrganizationParamsSchema, errors: [403, 404] }, (caller, { id }) => organizations.deleteJoinLink(caller, id), { summary: 'Turn the join link off', tags: TAGS, description: `Owners and admins. ${ACCESS}` });

  app.post(
    '/organizations/join/preview',
    { schema: { summary: 'What a join link leads to', tags: TAGS, description: 'The organisation a join link joins, for its page. Nothing changes. 404 for an unknown or replaced link.', body: OrganizationTokenInputSchema, response: { 200: OrganizationLinkPreviewSchema, ...errorResponses(404) } } },
    async (request) => {
      requireAuth(request);
      return organizations.previewJoinLink(request.body.token);
    },
  );

  app.post(
    '/organizations/join',
    {
      schema: {
        summary: 'Join through a join link',
        tags: TAGS,
        description: 'The signed-in account joins as a member when its address is confirmed and on one of the organisation’s verified domains (403 otherwise, saying which: not confirmed, another domain, or a domain still pending proof). Joining again answers the membership. 404 for an unknown or replaced link; 409 past the limits.',
        body: OrganizationTokenInputSchema,
        response: { 200: OrganizationSchema, ...errorResponses(403, 404, 409) },
      },
    },
    async (request) => organizations.joinWithLink(requireAuth(request), request.body.token),
  );
};
