import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../plugins/session.plugin';
import type { LocalBillingPortalService } from './billing-portal-test.service';
import { acceptEmptyForms } from './checkout-test.routes';
import { LOCAL_PORTAL_PATH, renderTestPortalPage } from './billing-portal-test.page';

/** The local TEST MODE billing portal (registered only when no Stripe key is configured). */
export const billingPortalTestRoutes: FastifyPluginAsync<{
  billingPortalService: LocalBillingPortalService;
}> = async (app, { billingPortalService }) => {
  acceptEmptyForms(app);
  app.get(LOCAL_PORTAL_PATH, async (request, reply) => {
    const view = await billingPortalService.describe(await requireUser(request));
    return (
      reply
        .header('cache-control', 'no-store')
        // the forms' POSTs must carry this site's Origin for the CSRF check (see checkout-test)
        .header('referrer-policy', 'same-origin')
        .type('text/html; charset=utf-8')
        .send(renderTestPortalPage(view))
    );
  });

  app.post<{ Params: { lookupKey: string } }>(
    `${LOCAL_PORTAL_PATH}/change/:lookupKey`,
    async (request, reply) => {
      await billingPortalService.changePlan(await requireUser(request), request.params.lookupKey);
      return reply.redirect(LOCAL_PORTAL_PATH, 303);
    },
  );

  app.post(`${LOCAL_PORTAL_PATH}/keep`, async (request, reply) => {
    await billingPortalService.keepPlan(await requireUser(request));
    return reply.redirect(LOCAL_PORTAL_PATH, 303);
  });

  for (const [action, renew] of [
    ['cancel', false],
    ['resume', true],
  ] as const) {
    app.post(`${LOCAL_PORTAL_PATH}/${action}`, async (request, reply) => {
      await billingPortalService.setRenewal(await requireUser(request), renew);
      return reply.redirect(LOCAL_PORTAL_PATH, 303);
    });
  }
};
