import { text } from 'node:stream/consumers';
import { randomUUID } from 'node:crypto';
import { MESSAGES, PLANS } from '@orato/shared';
import { describeGeminiModel } from './adapters/http/gemini-api';
import { listOpenAiModels, type OpenAiEndpoint } from './adapters/http/openai-api';
import { ProviderUnavailable } from './adapters/http/provider-errors';
import type { ObjectStorage } from './adapters/object-storage/object-storage';
import { videoModelApi, type Config } from './config';
import { probeTargets } from './engines';
import {
  ProviderDoctor,
  type ProbeTargets,
  type ProviderProbe,
  type SkippedProvider,
} from './modules/health/provider-doctor.service';

/**
 * The provider doctor for this configuration: one read-only probe per configured provider (model
 * lookups, price lists, a creator list, a probe object, an SMTP handshake, a discovery document).
 * Nothing here creates a job, a charge or a checkout, nor an adapter: the composition root's
 * `probeTargets` builds what the probes ask.
 */
export function createProviderDoctor(
  config: Config,
  storage: ObjectStorage,
  targets: ProbeTargets = probeTargets(config),
): ProviderDoctor {
  const probes: ProviderProbe[] = [];
  const skipped: SkippedProvider[] = [];
  const offline = (provider: string, detail: string) => skipped.push({ provider, detail });

  probes.push(...openAiProbes(config, offline));
  const gemini = config.providers.gemini;
  if (gemini) {
    probes.push(
      geminiModelProbe(
        'gemini text',
        gemini,
        gemini.textModel,
        'GEMINI_TEXT_MODEL',
        'generateContent',
      ),
      geminiModelProbe(
        'gemini image',
        gemini,
        gemini.imageModel,
        'GEMINI_IMAGE_MODEL',
        'generateContent',
      ),
      videoModelProbe(gemini),
    );
  } else {
    offline(
      'gemini / veo',
      `GEMINI_API_KEY not set: ${config.engines.script} script writer, ${config.engines.image} images, offline clip engine`,
    );
  }
  if (config.payments.driver === 'stripe' && targets.stripe) {
    probes.push(
      stripePricesProbe(targets.stripe),
      stripePortalProbe(targets.stripe),
      stripeWebhookProbe(config.payments.webhookSecret),
    );
  } else {
    offline('stripe', 'STRIPE_SECRET_KEY not set: the local TEST MODE checkout takes payments');
  }
  const captions = config.providers.captions;
  if (captions && targets.captions) {
    probes.push(captionsProbe(captions.api, targets.captions));
  } else {
    offline(
      'captions',
      config.providers.heygen
        ? 'CAPTIONS_API_KEY not set: HeyGen makes the avatar videos'
        : 'CAPTIONS_API_KEY not set: the offline avatar engine renders videos',
    );
  }
  const heygen = targets.heygen;
  if (heygen) {
    // GET /v2/avatars only: it proves the key and lists what users can pick, and costs nothing
    probes.push({
      provider: 'heygen',
      run: async () => {
        const avatars = await heygen.listCreators();
        return avatars.length > 0
          ? { detail: `key accepted; ${avatars.length} avatars` }
          : {
              detail: 'key accepted; no avatars listed',
              fix: 'add an avatar to the HeyGen account',
            };
      },
    });
  }
  const did = targets.did;
  if (did) {
    probes.push({
      provider: 'd-id',
      run: async () => {
        await did.checkKey();
        return { detail: 'key accepted' };
      },
    });
  } else {
    offline('d-id', 'DID_API_KEY not set: the offline photo avatar engine renders videos');
  }
  probes.push(storageProbe(config.storage.driver, storage));
  if (config.engines.script === 'local') {
    // optional: without it the Translate menu offers nothing and says what to install
    const binary = config.media.apertiumPath ?? 'apertium';
    const pairs = targets.apertiumModes(binary)?.filter((mode) => !mode.includes('_'));
    if (pairs && pairs.length > 0) {
      probes.push({
        provider: 'apertium',
        run: () => Promise.resolve({ detail: `translates offline: ${pairs.join(', ')}` }),
      });
    } else {
      offline(
        'apertium',
        pairs
          ? 'no language pairs installed: apt-get install apertium-eng-spa to translate offline'
          : `${binary} not found: apt-get install apertium apertium-eng-spa to translate offline`,
      );
    }
  } else {
    offline('apertium', `the ${config.engines.script} script writer translates videos`);
  }
  if (config.mail.driver === 'smtp' && targets.smtp) {
    const { url } = config.mail;
    const connect = targets.smtp;
    probes.push({
      provider: 'smtp',
      run: async () => {
        const mailer = connect();
        try {
          await mailer.verify();
        } finally {
          mailer.close();
        }
        return { detail: `connected to ${new URL(url).host}` };
      },
    });
  } else {
    offline('smtp', 'SMTP_URL not set: mail goes to the outbox and /dev/mailbox');
  }
  const google = targets.google;
  if (google) {
    probes.push({
      provider: 'google sign-in',
      run: async () => ({
        detail: `discovery loaded; sign-in at ${await google.checkDiscovery()}`,
      }),
    });
  } else {
    offline('google sign-in', 'GOOGLE_CLIENT_ID not set: the Google button is hidden');
  }
  return new ProviderDoctor(probes, skipped);
}

/**
 * The VEO tool's model: a Veo id must support predictLongRunning; an interactions model (Omni) is
 * checked for existence only, as the models endpoint lists no method for the Interactions API.
 */
function videoModelProbe(gemini: NonNullable<Config['providers']['gemini']>): ProviderProbe {
  const model = gemini.veo.model;
  const api = videoModelApi(model);
  const probe = geminiModelProbe(
    'video',
    gemini,
    model,
    'VIDEO_MODEL',
    api === 'predictLongRunning' ? api : undefined,
  );
  return {
    provider: probe.provider,
    run: async () => {
      const result = await probe.run();
      // a Veo id's detail already names its method; an Omni id's says which API it will take
      return api === 'interactions' && !result.fix
        ? { ...result, detail: `${result.detail} (Interactions API)` }
        : result;
    },
  };
}

/**
 * One probe per tool that uses the OpenAI-compatible server: `GET /v1/models` (free; no tool's
 * paid endpoint is called) must list the tool's model.
 */
function openAiProbes(
  config: Config,
  offline: (provider: string, detail: string) => void,
): ProviderProbe[] {
  const openai = config.providers.openai;
  const tools = [
    ['script', openai?.script?.model, 'SCRIPT_MODEL', 'SCRIPT_PROVIDER'],
    ['image', openai?.image?.model, 'IMAGE_MODEL', 'IMAGE_PROVIDER'],
    ['voice', openai?.voice?.model, 'TTS_MODEL', 'VOICE_PROVIDER'],
  ] as const;
  if (!openai) {
    offline(
      'openai-compatible',
      'no tool set to openai-compatible (SCRIPT_PROVIDER, IMAGE_PROVIDER, VOICE_PROVIDER)',
    );
    return [];
  }
  let listing: Promise<string[]> | undefined;
  const models = () => (listing ??= listOpenAiModels(openai));
  return tools.flatMap(([tool, model, variable]) =>
    model ? [openAiModelProbe(`openai-compatible ${tool}`, openai, models, model, variable)] : [],
  );
}

function openAiModelProbe(
  provider: string,
  endpoint: OpenAiEndpoint,
  models: () => Promise<string[]>,
  model: string,
  variable: string,
): ProviderProbe {
  const host = new URL(endpoint.baseUrl).host;
  return {
    provider,
    run: async () => {
      const served = await models();
      return served.includes(model)
        ? { detail: `${model} is served by ${host}` }
        : {
            detail: `${host} does not serve ${model} (GET /v1/models lists ${served.length} models)`,
            fix: `set ${variable} to one of: ${served.slice(0, 12).join(', ') || 'no models listed'}`,
          };
    },
  };
}

function geminiModelProbe(
  provider: string,
  endpoint: { apiKey: string; baseUrl: string },
  model: string,
  variable: string,
  /** The generation method the model must list; undefined checks only that it is served. */
  method?: string,
): ProviderProbe {
  return {
    provider,
    run: async () => {
      try {
        const found = await describeGeminiModel(endpoint, model);
        if (!method) {
          return { detail: `${found.name} is served` };
        }
        return found.methods.includes(method)
          ? { detail: `${found.name} supports ${method}` }
          : {
              detail: `${found.name} does not support ${method}`,
              fix: `set ${variable} to a model whose supportedGenerationMethods include ${method}`,
            };
      } catch (error) {
        if (error instanceof ProviderUnavailable && error.status === 404) {
          return {
            detail: `${model} is not a model of this API (404)`,
            fix: `set ${variable} to a model code listed by GET /v1beta/models`,
          };
        }
        throw error;
      }
    },
  };
}

function stripePricesProbe(gateway: NonNullable<ProbeTargets['stripe']>): ProviderProbe {
  return {
    provider: 'stripe prices',
    run: async () => {
      const prices = await gateway.describePrices(PLANS.map((plan) => plan.lookupKey));
      const problems = PLANS.flatMap((plan) => {
        const price = prices.get(plan.lookupKey);
        const interval =
          plan.effect.kind === 'subscription'
            ? plan.effect.period === 'monthly'
              ? 'month'
              : 'year'
            : null;
        if (!price) {
          return [`${plan.lookupKey}: no active price`];
        }
        if (price.amountCents !== plan.priceCents || price.interval !== interval) {
          return [
            `${plan.lookupKey}: ${price.amountCents} ${price.currency}/${price.interval ?? 'once'}, expected ${plan.priceCents}/${interval ?? 'once'}`,
          ];
        }
        return [];
      });
      return problems.length === 0
        ? { detail: `key accepted; ${PLANS.length} lookup keys resolve to active prices` }
        : {
            detail: problems.join('; '),
            fix: 'create or edit the prices in Stripe so each lookup key has one active price of the plan’s amount and interval',
          };
    },
  };
}

/** The portal needs saved settings, and plan changes there need the subscription prices listed. */
function stripePortalProbe(gateway: NonNullable<ProbeTargets['stripe']>): ProviderProbe {
  return {
    provider: 'stripe portal',
    run: async () => {
      const subscriptions = PLANS.filter((plan) => plan.effect.kind === 'subscription');
      const prices = await gateway.describePrices(subscriptions.map((plan) => plan.lookupKey));
      const portal = await gateway.describePortal([...prices.values()].map((price) => price.id));
      if (!portal.configured) {
        return {
          detail: 'no default customer portal configuration: Stripe refuses every portal session',
          fix: 'save the customer portal settings once (Dashboard → Settings → Billing → Customer portal)',
        };
      }
      return portal.missing.length === 0
        ? { detail: `plan changes offered between the ${subscriptions.length} subscription prices` }
        : {
            detail: `the portal cannot switch to ${portal.missing.length} subscription price(s): ${portal.missing.join(', ')}`,
            fix: 'in the customer portal settings, turn on "Customers can switch plans" and add the Standard and Pro prices',
          };
    },
  };
}

function stripeWebhookProbe(secret: string): ProviderProbe {
  return {
    provider: 'stripe webhook',
    run: async () =>
      secret.startsWith('whsec_')
        ? { detail: 'STRIPE_WEBHOOK_SECRET is set' }
        : {
            detail: 'STRIPE_WEBHOOK_SECRET does not look like a signing secret',
            fix: 'copy the endpoint’s signing secret (whsec_…) from the Stripe dashboard',
          },
  };
}

/** Writes, reads back and deletes one small object: the three things media needs. */
function storageProbe(driver: string, storage: ObjectStorage): ProviderProbe {
  return {
    provider: `storage (${driver})`,
    run: async () => {
      const key = `doctor/probe-${randomUUID()}.txt`;
      const content = `orato doctor ${new Date().toISOString()}`;
      await storage.putObject(key, Buffer.from(content), 'text/plain');
      try {
        const object = await storage.getObject(key);
        if ((await text(object.body)) !== content) {
          return {
            detail: 'the probe object came back changed',
            fix: 'check the bucket or folder',
          };
        }
      } finally {
        await storage.deleteObject(key);
      }
      return { detail: 'put, get and delete of a probe object worked' };
    },
  };
}

/**
 * At start: says in the log, before the first user pays for a clip, when the configured video
 * model is not served to this key (a retired id answers 404 on every job), and answers why; a
 * check that could not be made answers nothing, so a slow models endpoint turns nothing off.
 */
export async function checkVideoModelAtStart(
  config: Config,
  log: { info(message: string): void; error(message: string): void },
): Promise<string | undefined> {
  const gemini = config.providers.gemini;
  if (!gemini) {
    return undefined;
  }
  try {
    const result = await videoModelProbe(gemini).run();
    if (result.fix) {
      const problem = `VIDEO_MODEL ${gemini.veo.model} cannot make clips: ${result.detail}; ${result.fix}`;
      log.error(problem);
      return problem;
    }
    log.info(`video model: ${result.detail}`);
  } catch (error) {
    log.error(
      `VIDEO_MODEL ${gemini.veo.model} could not be checked: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return undefined;
}

/** A video model the provider does not serve turns the VEO tool off, with words for its page. */
export async function turnOffUnservedVideoModel(
  config: Config,
  log: { info(message: string): void; error(message: string): void },
  generations: { turnOff(feature: 'veo3-videos', message: string): void },
): Promise<void> {
  if (await checkVideoModelAtStart(config, log)) {
    generations.turnOff('veo3-videos', MESSAGES.providers.videoModelOff);
  }
}

/**
 * Which of Captions' two APIs the key reaches, by free reads only: AI Creator's creator list
 * (`POST /creator/list`) and the Mirage Video API's own video list (`GET /v1/videos?limit=1`).
 * Neither makes a video. The configured API is asked first; only when it refuses the key is the
 * other asked, so the fix can name the setting that would work.
 */
function captionsProbe(
  api: NonNullable<Config['providers']['captions']>['api'],
  captions: NonNullable<ProbeTargets['captions']>,
): ProviderProbe {
  const creatorCheck = async () => {
    const creators = await captions.creator.listCreators();
    return creators.length > 0
      ? { detail: `key reaches AI Creator (CAPTIONS_API=creator); ${creators.length} creators` }
      : {
          detail: 'key reaches AI Creator (CAPTIONS_API=creator); no creators listed',
          fix: 'ask Captions to enable AI Creator on this account',
        };
  };
  const mirageCheck = async () => {
    await captions.mirage.checkKey();
    return { detail: 'key reaches the Mirage Video API (CAPTIONS_API=mirage)' };
  };
  const [configured, other, otherFix] =
    api === 'mirage'
      ? [mirageCheck, creatorCheck, 'set CAPTIONS_API=creator: this key is for AI Creator']
      : [
          creatorCheck,
          mirageCheck,
          'set CAPTIONS_API=mirage and MIRAGE_VOICE_ID: this key is for the Mirage Video API',
        ];
  return {
    provider: 'captions',
    run: async () => {
      try {
        return await configured();
      } catch (error) {
        const reachesOther = await other().then(
          () => true,
          () => false,
        );
        if (!reachesOther) {
          throw error;
        }
        const otherApi = api === 'mirage' ? 'AI Creator' : 'the Mirage Video API';
        return { detail: `key reaches ${otherApi} only`, fix: otherFix };
      }
    },
  };
}
