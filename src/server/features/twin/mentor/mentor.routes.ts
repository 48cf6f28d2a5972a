// The mentor plan's routes: the owner's terms, pause/stop and earnings (/twin/mentor*), a visitor's offer and payment
// (/public/twins/{username}/mentor*), and the admin's payouts (/api/admin/mentor-payouts*). Each validates, checks who
// calls, then calls the service.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CheckoutAnswerSchema } from '../../../../shared/contracts/credits.ts';
import { errorResponses } from '../../../../shared/contracts/errors.ts';
import { TwinUsernameParamsSchema } from '../../../../shared/contracts/twin-public.ts';
import {
  ADMIN_MENTOR_PAYOUTS_PATH,
  AdminMentorPayoutsAnswerSchema,
  AdminMentorPayoutsQuerySchema,
  MentorEarningsAnswerSchema,
  MentorOfferSchema,
  MentorPaymentParamsSchema,
  MentorPaymentSchema,
  MentorPayoutParamsSchema,
  MentorSettingsAnswerSchema,
  MentorSettingsInputSchema,
  MentorSolanaInputSchema,
  MentorSolanaRequestSchema,
  MentorSolanaVerifyAnswerSchema,
  MentorStatusInputSchema,
  MentorTransactionAnswerSchema,
  MentorTransactionInputSchema,
  MentorTransactionLabelSchema,
  MENTOR_CONVERSATION_HOURS,
  MENTOR_MONTH_DAYS,
  type MentorSettingsAnswer,
} from '../../../../shared/contracts/twin-mentor.ts';
import { requireAuth, restrictToAdmins } from '../../../auth/permissions.ts';
import { translatedMessage } from '../../../plugins/error-messages.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { createMentorSolanaService } from './mentor-solana.service.ts';
import { createMentorService } from './mentor.service.ts';

const TAGS = ['twin'];
const PUBLIC_TAGS = ['twin (public)'];
const ADMIN_TAGS = ['admin'];
const BOUGHT = `A conversation lasts ${MENTOR_CONVERSATION_HOURS} hours from its first message; a month, ${MENTOR_MONTH_DAYS} days from the payment.`;

/** Administrators only: 401 signed out, 403 for anyone else, before the input is read. */
const adminMentorRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (admin, deps) => {
  const mentor = createMentorService(deps);
  restrictToAdmins(admin, deps.roles);

  admin.get(
    ADMIN_MENTOR_PAYOUTS_PATH,
    {
      schema: {
        summary: 'Mentor payouts',
        tags: ADMIN_TAGS,
        description: 'Administrators only (403 otherwise): card payments for mentors’ chats whose owner share is `owed` (oldest first, the order to settle them), or `paid`, `refunded`, `disputed` (a dispute opened or lost: nothing owed) or `all` (newest first), with the owners’ e-mail and the totals per currency.',
        querystring: AdminMentorPayoutsQuerySchema,
        response: { 200: AdminMentorPayoutsAnswerSchema, ...errorResponses(403) },
      },
    },
    async (request) => mentor.adminPayouts(request.query.status),
  );

  admin.post(
    `${ADMIN_MENTOR_PAYOUTS_PATH}/:id/settle`,
    {
      schema: {
        summary: 'Mark a mentor payout settled',
        tags: ADMIN_TAGS,
        description: 'Administrators only (403 otherwise): records that the owner was paid their share of a card payment (outside Engram). 404 for an unknown payment; 409 unless it is owed.',
        params: MentorPayoutParamsSchema,
        response: { 200: MentorPaymentSchema, ...errorResponses(403, 404, 409) },
      },
    },
    async (request) => mentor.settlePayout(request.params.id),
  );
};

/** The settings with `blocked_reason` in the language the request asks for (a sentence the owner reads on the Publish page). */
function inRequestLanguage(answer: MentorSettingsAnswer, request: FastifyRequest): MentorSettingsAnswer {
  return answer.blocked_reason ? { ...answer, blocked_reason: translatedMessage(answer.blocked_reason, request.headers['accept-language']) } : answer;
}

export const mentorRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const mentor = createMentorService(deps);
  const solana = createMentorSolanaService(deps);

  app.get(
    '/twin/mentor',
    {
      schema: {
        summary: 'The caller’s mentor plan',
        tags: TAGS,
        description: 'The terms of the caller’s paid mentor (null before it is opened), why the Engram cannot be one now (`blocked_reason`: not public, or no payments on this server), the operator’s commission and the payment methods this server takes. 404 before the Engram is started.',
        response: { 200: MentorSettingsAnswerSchema, ...errorResponses(404) },
      },
    },
    async (request) => inRequestLanguage(await mentor.settings(requireAuth(request)), request),
  );

  app.put(
    '/twin/mentor',
    {
      schema: {
        summary: 'Open the caller’s public Engram as a paid mentor',
        tags: TAGS,
        description: `Sets the price (in cents of the server's currency, per \`conversation\` or per \`month\`; optionally in lamports for SOL), the Solana wallet the owner's share of a Solana payment goes to (a base58 public key of 32 bytes) and what the mentor talks about, and opens it. ${BOUGHT} 409 when the Engram is not public (heir-only and private Engrams cannot be monetised), when the server takes no payments, or when the wallet is the operator's.`,
        body: MentorSettingsInputSchema,
        response: { 200: MentorSettingsAnswerSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => inRequestLanguage(await mentor.saveSettings(requireAuth(request), request.body), request),
  );

  app.put(
    '/twin/mentor/status',
    {
      schema: {
        summary: 'Pause, stop or reopen the paid mentor',
        tags: TAGS,
        description: '`paused`: nothing new is sold and visitors with a pass still talk; `stopped`: the chat is free again, as for any public Engram; `open`: selling again (409 when the Engram may not be a mentor now). 404 before the mentor was opened.',
        body: MentorStatusInputSchema,
        response: { 200: MentorSettingsAnswerSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => inRequestLanguage(await mentor.setStatus(requireAuth(request), request.body.status), request),
  );

  app.get(
    '/twin/mentor/payments',
    {
      schema: {
        summary: 'What the caller’s mentor earned',
        tags: TAGS,
        description: 'The payments for the caller’s mentor chat, newest first: gross, the operator’s commission, the owner’s share and its status (`owed` until an admin settles a card payment, `paid` once settled or paid on chain, `refunded`, `disputed` while a dispute is open or after it was lost), with totals per currency. Only the caller’s own.',
        response: { 200: MentorEarningsAnswerSchema, ...errorResponses(404) },
      },
    },
    async (request) => mentor.earnings(requireAuth(request)),
  );

  app.get(
    '/public/twins/:username/mentor',
    {
      config: { public: true },
      schema: {
        summary: 'A paid mentor’s offer',
        tags: PUBLIC_TAGS,
        description: `What a public Engram sells as a paid mentor: the price, what it talks about, the payment methods, and the signed-in caller's pass (its owner and released heirs need none). ${BOUGHT} 404 when the Engram is not public or not a paid mentor.`,
        params: TwinUsernameParamsSchema,
        response: { 200: MentorOfferSchema, ...errorResponses(404) },
      },
    },
    async (request) => mentor.offer(request.auth, request.params.username),
  );

  app.post(
    '/public/twins/:username/mentor/checkout',
    {
      schema: {
        summary: 'Pay for a mentor’s chat by card',
        tags: PUBLIC_TAGS,
        description: 'Signed in: opens a Stripe Checkout Session for one conversation or a month (as the mentor sells) and answers its URL; the chat opens once Stripe confirms the payment. 404 when the Engram is not a paid mentor or the server takes no card payments; 409 for the owner, while the mentor is paused, or while a pass of the caller runs or waits.',
        params: TwinUsernameParamsSchema,
        response: { 200: CheckoutAnswerSchema, ...errorResponses(404, 409, 502) },
      },
    },
    async (request) => mentor.startCheckout(requireAuth(request), request.params.username, `${request.protocol}://${request.host}`),
  );

  app.post(
    '/public/twins/:username/mentor/solana',
    {
      schema: {
        summary: 'Pay for a mentor’s chat with Solana Pay',
        tags: PUBLIC_TAGS,
        description:
          'Signed in: a Solana Pay transfer request in SOL or USDC. `url` (`solana:<owner>?amount=…&reference=…`) pays the owner’s share to the owner’s wallet; the same transaction must also pay `commission` to the operator’s address. The reference is made for this payment alone. Then call `…/solana/{id}/verify`. 404 when the Engram is not a paid mentor or the server takes no Solana payments; 409 as for the card, or when the mentor takes no SOL (or USDC on a server not charging in dollars).',
        params: TwinUsernameParamsSchema,
        body: MentorSolanaInputSchema,
        response: { 201: MentorSolanaRequestSchema, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await solana.requestSolanaPayment(requireAuth(request), request.params.username, request.body.token, `${request.protocol}://${request.host}`)),
  );

  // Solana Pay's transaction request (`transaction_url`): the wallet reads the label, then asks for the transaction.
  app.get(
    '/public/twins/:username/mentor/solana/:id/transaction',
    {
      config: { public: true },
      schema: {
        summary: 'Name a mentor payment to the wallet',
        tags: PUBLIC_TAGS,
        description: 'Solana Pay transaction request, first step: the label and icon the wallet shows.',
        params: MentorPaymentParamsSchema,
        response: { 200: MentorTransactionLabelSchema },
      },
    },
    async (request) => ({ label: 'Engram', icon: `${deps.config.publicUrl ?? `${request.protocol}://${request.host}`}/favicon.svg` }),
  );

  app.post(
    '/public/twins/:username/mentor/solana/:id/transaction',
    {
      config: { public: true, serverToServer: true },
      schema: {
        summary: 'Build a mentor payment’s transaction for a wallet',
        tags: PUBLIC_TAGS,
        description:
          'Solana Pay transaction request, second step (called by the wallet, no sign-in; the payment id names the payment): one unsigned transaction, paid for and signed by `account`, with the owner’s share (carrying the reference) and the commission, in SOL or in USDC between associated token accounts (created when missing). 404 for an unknown payment; 409 once it is no longer waiting; 502 when the node cannot be reached.',
        params: MentorPaymentParamsSchema,
        body: MentorTransactionInputSchema,
        response: { 200: MentorTransactionAnswerSchema, ...errorResponses(404, 409, 502) },
      },
    },
    async (request) => solana.paymentTransaction(request.params.username, request.params.id, request.body.account),
  );

  app.post(
    '/public/twins/:username/mentor/solana/:id/verify',
    {
      schema: {
        summary: 'Check a Solana payment on chain',
        tags: PUBLIC_TAGS,
        description:
          'The buyer only (404 for anyone else): looks up the payment’s reference on the Solana node (getSignaturesForAddress, then the transaction) and opens the chat once a transaction pays the owner’s share to the owner and the commission to the operator. `pending` while none is found. 409 when the transaction found is short, pays another address, or already paid for another chat (the payment is then refused for good). 502 when the node cannot be reached.',
        params: MentorPaymentParamsSchema,
        response: { 200: MentorSolanaVerifyAnswerSchema, ...errorResponses(404, 409, 502) },
      },
    },
    async (request) => solana.verifySolanaPayment(requireAuth(request), request.params.username, request.params.id),
  );

  // The admin's payouts, in a plugin of their own so that its check of the admin role covers them alone.
  await app.register(adminMentorRoutes, deps);
};
