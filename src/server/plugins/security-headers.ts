// The security headers of every answer: a content security policy allowing only the app's own scripts (and the
// inline ones the built page holds, by hash), no framing, and the microphone for this origin only.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { inlineScriptHashes } from './web.ts';

export async function registerSecurityHeaders(app: FastifyInstance, webDir: string): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(webDir)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Microphone access is needed for the mic test and voice conversations.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', 'camera=(), geolocation=(), microphone=(self)');
  });
}
