// lint as: apps/server/src/adapters/mailer/lint-fixture.mailer.ts
// an adapter knows its own interface, lib and other kinds' interfaces, nothing else of ours
import { MailService } from '../../modules/mail/mail.service'; // ✗ import-x/no-restricted-paths
import { StripePaymentGateway } from '../payments/stripe.payment-gateway'; // ✗ import-x/no-restricted-paths
import type { Mailer } from './mailer';
import { AppError } from '../../lib/app-error';

export const fixture = [MailService, StripePaymentGateway, AppError] as const;
export type Fixture = Mailer;
