import { MESSAGES } from '@orato/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../../plugins/session.plugin';
import { AppError } from '../../lib/app-error';
import type { BillingService } from './billing.service';
import { renderTestCheckoutPage } from './checkout-test.page';

const paramsSchema = z.object({ id: z.string().regex(/^cs_local_[0-9a-f]{24}$/) });

function parseId(params: unknown): string {
  const parsed = paramsSchema.safeParse(params);
  if (!parsed.success) {
    throw new AppError('NOT_FOUND', MESSAGES.server.checkoutNotFound);
  }
  return parsed.data.id;
}

/** The TEST MODE pages' buttons are plain HTML forms; their (empty) bodies carry nothing we read. */
export function acceptEmptyForms(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );
}

/** The local test checkout (registered only when no Stripe key is configured). */
export const checkoutTestRoutes: FastifyPluginAsync<{ billingService: BillingService }> = async (
  app,
  { billingService },
) => {
  acceptEmptyForms(app);

  app.get('/checkout/test/:id', async (request, reply) => {
    const { checkout, plan } = await billingService.describeLocalCheckout(
      await requireUser(request),
      parseId(request.params),
    );
    return (
      reply
        .header('cache-control', 'no-store')
        // under the app-wide `no-referrer`, browsers send `Origin: null` with the Pay form's POST,
        // which the CSRF check refuses; `same-origin` lets them name this site
        .header('referrer-policy', 'same-origin')
        .type('text/html; charset=utf-8')
        .send(renderTestCheckoutPage(checkout.id, plan, checkout.status))
    );
  });

  app.post('/checkout/test/:id/pay', async (request, reply) => {
    const returnTo = await billingService.payLocalCheckout(
      await requireUser(request),
      parseId(request.params),
    );
    return reply.redirect(returnTo, 303);
  });
};
