import {
  jobEmailsInputSchema,
  messageResponseSchema,
  optionalEmailInputSchema,
  userResponseSchema,
} from '@orato/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookie, requireUser, type SessionCookie } from '../../plugins/session.plugin';
import type { AccountService } from './account.service';

export const accountRoutes: FastifyPluginAsyncZod<{
  accountService: AccountService;
  sessionCookie: SessionCookie;
}> = async (app, { accountService, sessionCookie }) => {
  app.post(
    '/api/get-user',
    {
      schema: { body: optionalEmailInputSchema.optional(), response: { 200: userResponseSchema } },
    },
    async (request, reply) => {
      const user = await requireUser(request, request.body?.email);
      reply.header('cache-control', 'no-store');
      return accountService.getUser(user);
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
