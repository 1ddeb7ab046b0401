import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContainer, type TestContext } from '../helpers/test-container';

// routes, workers and tests reach every service by these names: the module factories the
// container calls may regroup the wiring, never the names
const SERVICES = [
  'account',
  'admin',
  'apiKeys',
  'auth',
  'avatarVideo',
  'billing',
  'billingPortal',
  'credits',
  'dataExports',
  'generations',
  'googleSignIn',
  'health',
  'idempotency',
  'image',
  'library',
  'mail',
  'media',
  'passwordReset',
  'photoAvatars',
  'planChanges',
  'publicApi',
  'rateLimits',
  'retention',
  'savedDrafts',
  'sessions',
  'share',
  'speakingRates',
  'storyboard',
  'storyboardRender',
  'storyboardStatus',
  'translation',
  'upload',
  'veo',
  'webhookDelivery',
  'webhooks',
];

const FIELDS = [
  'changeFeed',
  'clock',
  'close',
  'config',
  'cookieSecret',
  'database',
  'googleRedirectUri',
  'loginAttempts',
  'longestRenderSeconds',
  'mediaOrigins',
  'metrics',
  'metricsExposition',
  'providerCalls',
  'queue',
  'rateLimits',
  'readCache',
  'services',
  'storage',
];

describe('the container', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContainer();
  });
  afterAll(() => context.dispose());

  it('answers the same fields and service names whatever module wires them', () => {
    const { container } = context;
    expect(Object.keys(container).sort()).toEqual(FIELDS);
    expect(Object.keys(container.services).sort()).toEqual(SERVICES);
    for (const name of SERVICES) {
      expect(container.services[name as keyof typeof container.services], name).toBeTruthy();
    }
  });

  it('keeps the request counters apart from the service that prunes them', () => {
    const { container } = context;
    expect(container.rateLimits).not.toBe(container.services.rateLimits);
    expect(typeof container.rateLimits.deleteEnded).toBe('function');
    expect(typeof container.services.rateLimits.prune).toBe('function');
  });
});
