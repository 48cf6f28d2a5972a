// A local stand-in for the Stripe endpoints the server calls (POST /v1/checkout/sessions, and GET
// /v1/payment_intents/:id for a refund or dispute that arrives before its payment's events), for route tests and the
// browser tests' second server (STRIPE_API_BASE points the server at it). GET /v1/checkout/sessions/:id answers a
// session as it was made, with all its metadata and return addresses: a browser test reads what Stripe would put in
// the session's events.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A form field of the session's metadata, `metadata[name]`. */
const METADATA_FIELD = /^metadata\[(\w+)\]$/;

/** A local stand-in for the Stripe endpoints the server calls. */
export class FakeStripe {
  readonly sessions: { id: string; form: URLSearchParams; authorization: string | undefined }[] = [];
  /** The payment intents Stripe knows, by id, with their metadata: a test adds the ones its payments made. */
  readonly paymentIntents = new Map<string, Record<string, string>>();
  /** The payment intents asked for, in order. */
  readonly paymentIntentsAsked: string[] = [];
  /** The next create answers Stripe's error for a refused request. */
  isRefusingNext = false;
  private server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const intent = /^\/v1\/payment_intents\/([\w-]+)$/.exec(request.url ?? '');
      if (request.method === 'GET' && intent) {
        this.paymentIntentsAsked.push(intent[1]!);
        const metadata = this.paymentIntents.get(intent[1]!);
        response.writeHead(metadata ? 200 : 404, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify(
            metadata
              ? { id: intent[1], object: 'payment_intent', metadata, status: 'succeeded' }
              : { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${intent[1]}'` } },
          ),
        );
        return;
      }
      const session = /^\/v1\/checkout\/sessions\/(cs_test_\w+)$/.exec(request.url ?? '');
      if (request.method === 'GET' && session) {
        const made = this.sessions.find((candidate) => candidate.id === session[1]);
        response.writeHead(made ? 200 : 404, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify(
            made
              ? {
                  id: made.id,
                  object: 'checkout.session',
                  client_reference_id: made.form.get('client_reference_id'),
                  metadata: Object.fromEntries([...made.form].flatMap(([key, value]) => {
                    const name = METADATA_FIELD.exec(key)?.[1];
                    return name ? [[name, value]] : [];
                  })),
                  amount_total: Number(made.form.get('line_items[0][price_data][unit_amount]')) * Number(made.form.get('line_items[0][quantity]') ?? 1),
                  currency: made.form.get('line_items[0][price_data][currency]'),
                  success_url: made.form.get('success_url'),
                  cancel_url: made.form.get('cancel_url'),
                  payment_status: 'unpaid',
                  status: 'open',
                  mode: 'payment',
                }
              : { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such checkout.session: '${session[1]}'` } },
          ),
        );
        return;
      }
      if (request.method !== 'POST' || request.url !== '/v1/checkout/sessions') {
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${request.url}).` } }));
        return;
      }
      if (this.isRefusingNext) {
        this.isRefusingNext = false;
        response.writeHead(400, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid currency: eur is not enabled.' } }));
        return;
      }
      const form = new URLSearchParams(body);
      const id = `cs_test_${randomUUID().replaceAll('-', '')}`;
      this.sessions.push({ id, form, authorization: request.headers.authorization });
      response.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_${this.sessions.length}` });
      response.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          client_reference_id: form.get('client_reference_id'),
          metadata: { purchase_id: form.get('metadata[purchase_id]'), user_id: form.get('metadata[user_id]') },
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
          currency: form.get('line_items[0][price_data][currency]'),
          payment_status: 'unpaid',
          status: 'open',
          mode: 'payment',
        }),
      );
    });
  });

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Listens on `port`, or on any free one. */
  start(port = 0): Promise<void> {
    return new Promise((resolve) => this.server.listen(port, '127.0.0.1', resolve));
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
