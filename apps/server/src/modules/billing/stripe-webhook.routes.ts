import type { FastifyPluginAsync } from 'fastify';
import type { BillingService } from './billing.service';

/**
 * Stripe signs the exact bytes it sent, so this route keeps the raw body (its own JSON parser,
 * scoped to this plugin). It carries no cookie: the signature, not CSRF protection, proves the caller.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<{ billingService: BillingService }> = async (
  app,
  { billingService },
) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
    (_request, body, done) => {
      done(null, body);
    },
  );

  app.post('/api/stripe/webhook', { config: { csrf: false } }, async (request) => {
    const signature = request.headers['stripe-signature'];
    await billingService.handleWebhook(
      request.body as Buffer,
      typeof signature === 'string' ? signature : undefined,
    );
    return { received: true };
  });
};
