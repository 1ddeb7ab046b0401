/**
 * What the server answers in `{ error }` and status texts, beyond the spec's own messages: the
 * words a user (or, for a few, the operator) reads. Templates that carry a value are functions.
 */
export const SERVER_MESSAGES = {
  internal: 'Something went wrong on our side. Please try again.',
  unstorableText: 'The request contains a character that cannot be stored (NUL).',
  generationNotFound: 'Generation not found',
  featureUnavailable: (feature: string) => `${feature} is not available on this server`,
  generationGaveUp:
    'The generation could not be finished after several tries. Your credits were returned; please try again.',
  resultRefused: 'The provider returned a result we will not download. Your credits were returned.',
  notInLibrary: 'None of these items are in your library.',
  fileNotFound: 'File not found',
  noRoute: (method: string, pathname: string) => `No route for ${method} ${pathname}`,
  invalidFileKey: 'Invalid file key',
  invalidLink: 'This link has expired or is invalid',
  rangeNotSatisfiable: 'Requested range not satisfiable',
  storageNotWritable: 'Media storage is not writable',
  storageUnreachable: 'Media storage is unreachable',
  sendMultipart: 'Send the images as multipart/form-data',
  imageTooLarge: 'Each image can be at most 10 MB',
  fileTooLarge: (filename: string) => `${filename} is larger than 10 MB`,
  noSuchAvatar: 'No such avatar',
  videoNotYours: 'This video was not made in your account.',
  checkoutNotFound: 'Checkout session not found',
  unknownPlan: 'Unknown plan',
  invalidWebhookSignature: 'Invalid webhook signature',
  paymentIncomplete: 'The payment is not complete yet.',
  noSubscriptionToCancel: 'You have no subscription to cancel.',
  noSubscriptionToChange: 'You have no subscription to change.',
  planChangeUnderWay: 'A change to your plan is already under way.',
  planChangeNeedsSubscription:
    'Plans change between subscriptions; the Starter pack is bought at checkout.',
  planChangePaymentFailed:
    'The payment for this change did not go through, so your plan is unchanged. Check your card in Manage billing.',
  planUpgraded: (plan: string) => `Your plan is now ${plan}.`,
  planChangeScheduled: (plan: string) =>
    `Your plan changes to ${plan} at the end of the paid period.`,
  planChangeUnavailable:
    'Plan changes are not available right now. Try again later, or contact support.',
  planChangeKept: 'Your plan stays as it is.',
  planChangeOnCancelled:
    'Your subscription is set to end at the close of the paid period. Resume it in Manage billing to change plan.',
  noPlanChangeToUndo: 'There is no plan change to undo.',
  subscriptionCancelled:
    'Your subscription is cancelled and stays active until the end of the paid period.',
  billingPortalUnavailable:
    'Billing management is not available right now. Try again later, or contact support to change your plan or card.',
  noBillingAccount: 'There is no billing account yet: buy a plan first.',
  notEnoughCredits: (needed: number, available: number) =>
    `Not enough credits: this needs ${needed} and you have ${available}. Buy more on the subscription page.`,
  creditAmountInvalid: 'A credit amount must be a positive whole number',
  chargeInvalid: 'A charge must be a whole, non-negative number of credits',
  noCreditHold: (jobId: string) => `No credit hold for job ${jobId}`,
  operatorTokenRequired: 'The provider check needs the operator token.',
  unavailable: (failed: readonly string[]) => `Unavailable: ${failed.join(', ')}`,
} as const;
