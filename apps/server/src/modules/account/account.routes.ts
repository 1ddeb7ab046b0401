import {
  jobEmailsInputSchema,
  messageResponseSchema,
  optionalEmailInputSchema,
  userResponseSchema,
} from '@orato/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookie, requireUser, type SessionCookie } from '../../plugins/session.plugin';
import type { ReadCache } from '../../lib/read-cache';
import type { AccountService } from './account.service';

export const accountRoutes: FastifyPluginAsyncZod<{
  accountService: AccountService;
  sessionCookie: SessionCookie;
  readCache?: ReadCache;
}> = async (app, { accountService, sessionCookie, readCache }) => {
  app.post(
    '/api/get-user',
    {
      schema: { body: optionalEmailInputSchema.optional(), response: { 200: userResponseSchema } },
      // remembered until the user's account or credits change, in any process (issue #38)
      config: { remembered: true },
    },
    async (request, reply) => {
      const user = await requireUser(request, request.body?.email);
      reply.header('cache-control', 'no-store');
      const read = () => accountService.getUser(user);
      return readCache ? readCache.read(user.id, 'user', read) : read();
    },
  );

  app.post(
    '/api/account/job-notices',
    { schema: { body: jobEmailsInputSchema, response: { 200: userResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return accountService.setJobEmails(user, request.body.job_emails);
    },
  );

  app.post(
    '/api/delete-account',
    {
      schema: {
        body: optionalEmailInputSchema.optional(),
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, request.body?.email);
      const result = await accountService.deleteAccount(user);
      clearSessionCookie(reply, sessionCookie);
      return result;
    },
  );
};
