import { PRODUCT } from './brand';

/** What the operator's console and its command line say, in one place for server and web. */
export const ADMIN_MESSAGES = {
  verifyRequired: 'Enter your password again to keep using the console.',
  passwordNeeded: 'Set a password on your account (Profile) before using the console.',
  wrongPassword: 'That password is not right.',
  userNotFound: 'No user with that id.',
  unknownEmail: (email: string) => `No account uses ${email}.`,
  paymentNotFound: 'No payment with that id.',
  jobNotFound: 'No job with that id.',
  belowZero: (available: number) =>
    `That would take the balance below zero: the user has ${available} credits available.`,
  overSupportLimit: (limit: number) =>
    `Support can adjust at most ${limit} credits at a time. Ask an admin for more.`,
  adminsOnly: 'Only an admin can do that.',
  alreadyRefunded: 'This payment has been refunded already.',
  notRefundable: (status: string) => `A ${status} payment cannot be refunded.`,
  refundFailed: 'The payment gateway refused the refund. Nothing was changed.',
  notFailed: 'Only a failed job can be retried.',
  notRunning: 'Only a queued or running job can be cancelled.',
  storyboardPart: 'This job is part of a storyboard; retry or cancel the storyboard instead.',
  sameRole: (role: string) => `The user's role is ${role} already.`,
  lastAdmin: 'This is the last admin: grant admin to someone else first.',
  cancelledByStaff: (reason: string) =>
    `Cancelled by ${PRODUCT.name}: ${reason}. Your credits were returned.`,
  adjustmentReason: (reason: string) => `Adjustment by ${PRODUCT.name}: ${reason}`,
} as const;
