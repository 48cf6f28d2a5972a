// The heirs' routes under /twin/heirs (name, invite again, remove, accept), /twin/inherited and the heirs' notices
// (/twin/notices); the daily release
// check is scheduled here. Each validates, then calls the service.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AcceptHeirInvitationAnswerSchema, AcceptHeirInvitationInputSchema, HeirInvitationPreviewSchema, HeirInvitationRefusalSchema, InheritedTwinsListSchema, TwinHeirInputSchema, TwinHeirInvitationSchema, TwinHeirParamsSchema, TwinHeirsListSchema, TwinNoticeParamsSchema, TwinNoticeSchema, TwinNoticesListSchema } from '../../../../shared/contracts/twin-heirs.ts';
import { TWIN_HEIRS_MAX, TWIN_NOTICES_LIST_LIMIT } from '../../../../shared/contracts/twin-constants.ts';
import { deleteForCaller, getForCaller } from '../../../auth/caller-routes.ts';
import { requireAuth } from '../../../auth/permissions.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { createHeirsService } from './heirs.service.ts';
import { errorResponses } from '../../../../shared/contracts/errors.ts';

const TAGS = ['twin'];

export const heirsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const heirs = createHeirsService(deps, app.log);
  const { config } = deps;

  getForCaller(app, '/twin/heirs', TwinHeirsListSchema, (caller) => heirs.listHeirs(caller), {
    tags: TAGS,
    summary: 'List the twin’s heirs',
    description: `The heirs named by e-mail (at most ${TWIN_HEIRS_MAX}), each with its invitation's status: invited (until when), accepted (by which account) or expired. The links themselves are shown only when made.`,
  });

  app.post(
    '/twin/heirs',
    {
      schema: {
        summary: 'Name an heir',
        tags: TAGS,
        description: `Names an heir by e-mail and makes their invitation: a secret link, valid once for HEIR_INVITE_TTL_DAYS, answered here once (\`invite_url\`) and e-mailed to the address when SMTP is configured, the owner's own address is verified, and the e-mail limits allow (${config.heirInviteEmailsPerHour} an hour per owner, one a day per heir address); otherwise \`invite_email_note\` says why in words and when e-mail is possible again, and the heir is named all the same. Whoever accepts it, signed in, becomes the heir and sees the twin once it is released (and shared with family or public). 409 for a duplicate or past ${TWIN_HEIRS_MAX}.`,
        body: TwinHeirInputSchema,
        response: { 201: TwinHeirInvitationSchema, ...errorResponses(402, 409, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await heirs.addHeir(requireAuth(request), request.body.email, request.headers['accept-language'])),
  );

  app.post(
    '/twin/heirs/invitation',
    {
      config: { public: true },
      schema: {
        summary: 'Whose heir invitation a link is',
        tags: TAGS,
        description: 'The name of the person whose invitation the token is, for the invitation page before anyone signs in. Nothing changes. 400 for an unknown, replaced, withdrawn or used link; 410 for an expired one.',
        body: AcceptHeirInvitationInputSchema,
        response: { 200: HeirInvitationPreviewSchema, ...errorResponses(410) },
      },
    },
    async (request) => heirs.previewInvitation(request.body.token),
  );

  app.post(
    '/twin/heirs/accept',
    {
      schema: {
        summary: 'Accept an heir invitation',
        tags: TAGS,
        description:
          'Accepts an heir invitation with its token: the signed-in account becomes the heir, and the link is used up. 400 for an unknown, replaced, withdrawn or used link; 410 for an expired one; 403 for the twin’s owner, or (when the server sends e-mail) an account whose address is not verified yet (with `reason: "email_unverified"`); 409 when the account already accepted another invitation to the same twin.',
        body: AcceptHeirInvitationInputSchema,
        response: { 200: AcceptHeirInvitationAnswerSchema, 403: HeirInvitationRefusalSchema, ...errorResponses(409, 410) },
      },
    },
    async (request) => heirs.acceptInvitation(requireAuth(request), request.body.token),
  );

  app.post(
    '/twin/heirs/:id/invitation',
    {
      schema: {
        summary: 'Renew an heir’s invitation link',
        tags: TAGS,
        description: `A new invitation link for the heir, answered once and e-mailed under the same rules and limits as when the heir was named (so not again within a day of the last e-mail to the address; \`invite_email_note\` says why). The old link stops working, and the account that accepted it (if any) loses access until the new one is accepted.`,
        params: TwinHeirParamsSchema,
        response: { 200: TwinHeirInvitationSchema, ...errorResponses(404) },
      },
    },
    async (request) => heirs.renewInvitation(requireAuth(request), request.params.id, request.headers['accept-language']),
  );

  deleteForCaller(app, '/twin/heirs/:id', { params: TwinHeirParamsSchema, errors: [404] }, (caller, { id }) => heirs.removeHeir(caller, id), { summary: 'Remove an heir', tags: TAGS, description: 'Removes an heir: their invitation stops working and the account that accepted it loses access.' });

  getForCaller(app, '/twin/inherited', InheritedTwinsListSchema, (caller) => heirs.listInherited(caller), {
    tags: TAGS,
    summary: 'Twins the caller has inherited',
    description: 'The twins whose heir invitations the caller accepted and whose owners have released them.',
  });

  getForCaller(app, '/twin/notices', TwinNoticesListSchema, (caller) => heirs.listNotices(caller), {
    tags: TAGS,
    summary: 'The caller’s notices as an heir',
    description: `What the signed-in person was told as an heir: named by an owner (for the account that accepted that invitation, and, when this server sends e-mail, for the caller's verified address) and Engrams released to them; newest first, at most ${TWIN_NOTICES_LIST_LIMIT}, with the number not yet read.`,
  });

  app.post(
    '/twin/notices/:id/read',
    {
      schema: {
        summary: 'Mark a notice read',
        tags: TAGS,
        description: 'Marks one of the caller’s notices read (the first time is kept); 404 for anyone else’s.',
        params: TwinNoticeParamsSchema,
        response: { 200: TwinNoticeSchema, ...errorResponses(404) },
      },
    },
    async (request) => heirs.markNoticeRead(requireAuth(request), request.params.id),
  );
};
