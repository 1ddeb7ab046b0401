import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../../../test-support/fake-openai-server';
import { ProviderRefused } from '../../src/adapters/http/provider-errors';
import {
  ApertiumTranslator,
  apertiumPackagesFor,
  apertiumRoute,
  locateApertium,
} from '../../src/adapters/translator/apertium.translator';
import {
  buildTranslateRequest,
  GeminiTranslator,
} from '../../src/adapters/script-writer/gemini.translator';
import { OpenAiCompatibleTranslator } from '../../src/adapters/script-writer/openai-compatible.translator';
import { TranslationFailed } from '../../src/adapters/translator/translator';
import type { FakeGemini } from '../helpers/gemini-app';
import { startFakeGemini } from '../helpers/fake-gemini-server';
import { makeSampleVideo } from '../helpers/sample-media';
import { solidPng } from '../helpers/sample-images';

const apertium = locateApertium();
const hasEnglishSpanish = apertium ? apertiumRoute(apertium.modes, 'en', 'es') : undefined;

describe('Apertium routes (as data)', () => {
  const modes = ['eng-spa', 'spa-eng', 'spa-eng_US', 'es-pt', 'pt-es', 'fr-es'];

  it('takes one pair where it exists and chains two through Spanish where both do', () => {
    expect(apertiumRoute(modes, 'en', 'es')).toEqual(['eng-spa']);
    expect(apertiumRoute(modes, 'en', 'pt')).toEqual(['eng-spa', 'es-pt']);
    expect(apertiumRoute(modes, 'fr', 'es')).toEqual(['fr-es']);
    // fr-es is one way only in this list: no road back
    expect(apertiumRoute(modes, 'es', 'fr')).toBeUndefined();
    expect(apertiumRoute(modes, 'en', 'de')).toBeUndefined();
    expect(apertiumRoute(modes, 'en', 'en')).toBeUndefined();
  });

  it('names the Debian packages that would open a language, only those not installed', () => {
    expect(apertiumPackagesFor([], 'en', 'es')).toEqual(['apertium-eng-spa']);
    expect(apertiumPackagesFor(['eng-spa', 'spa-eng'], 'en', 'pt')).toEqual(['apertium-es-pt']);
    expect(apertiumPackagesFor([], 'en', 'pt')).toEqual(['apertium-eng-spa', 'apertium-es-pt']);
    expect(apertiumPackagesFor([], 'en', 'ja')).toBeUndefined();
    const absent = new ApertiumTranslator({ binary: 'apertium', modes: [], missing: true });
    expect(absent.canTranslate('en', 'es')).toBe(false);
    expect(absent.enabler('en', 'es')).toBe('apertium apertium-eng-spa');
  });
});

describe.skipIf(!hasEnglishSpanish)(
  // CI installs apertium-eng-spa (.ci/run); a machine without it has no offline path to test
  'Apertium English → Spanish (skipped: apertium with apertium-eng-spa is not installed)',
  () => {
    const translator = new ApertiumTranslator(apertium!);

    it('translates scene by scene, keeping one answer per scene in order', async () => {
      const scenes = await translator.translateAll(
        ['Welcome to our bakery.', 'We open every morning.', 'Try the bread today!'],
        'en',
        'es',
      );
      expect(scenes).toHaveLength(3);
      expect(scenes[0]).toMatch(/panadería/i);
      expect(scenes[1]).toMatch(/mañana/i);
      expect(scenes[2]).toMatch(/pan/i);
      expect(scenes.join(' ')).not.toMatch(/ {2}|\*/);
    });

    it('refuses a pair it does not have', async () => {
      await expect(translator.translate('Hello.', 'en', 'ja')).rejects.toBeInstanceOf(
        TranslationFailed,
      );
    });
  },
);

describe('writer translators against fakes speaking the providers’ wire formats', () => {
  let gemini: FakeGemini;
  let openai: FakeOpenAi;
  let workDir: string;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'orato-translate-'));
    const videoPath = path.join(workDir, 'clip.mp4');
    await makeSampleVideo(videoPath, 1);
    const png = await solidPng({ r: 10, g: 20, b: 30 }, 8, 8);
    gemini = await startFakeGemini({ apiKey: 'g-key', videoPath, png });
    openai = await startFakeOpenAi({ apiKey: 'o-key', png });
  }, 60_000);
  afterAll(async () => {
    await gemini?.close();
    await openai?.close();
    await rm(workDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    Object.assign(openai.state, { structuredOutput: true, chatMode: 'script', requests: [] });
    gemini.state.textMode = 'script';
  });

  it('Gemini: sends the lines with a translations schema and reads one per line', async () => {
    const translator = new GeminiTranslator({
      apiKey: 'g-key',
      baseUrl: gemini.url,
      model: 'gemini-3.8-flash',
    });
    const lines = ['Hello there.', 'Buy now.'];
    expect(await translator.translateAll(lines, 'en', 'es')).toEqual([
      '(Spanish) Hello there.',
      '(Spanish) Buy now.',
    ]);
    const sent = gemini.state.requests.findLast((request) =>
      request.path.endsWith(':generateContent'),
    );
    expect(sent?.body).toEqual(buildTranslateRequest(lines, 'en', 'es'));
  });

  it('Gemini: a blocked request is the user’s to change', async () => {
    gemini.state.textMode = 'blocked:PROHIBITED_CONTENT';
    const translator = new GeminiTranslator({
      apiKey: 'g-key',
      baseUrl: gemini.url,
      model: 'gemini-3.8-flash',
    });
    await expect(translator.translate('Hello.', 'en', 'es')).rejects.toBeInstanceOf(
      ProviderRefused,
    );
  });

  it('OpenAI-compatible: a strict schema first, words only once a server refuses it', async () => {
    const translator = new OpenAiCompatibleTranslator({
      baseUrl: openai.url,
      apiKey: 'o-key',
      model: 'gpt-5-mini',
    });
    expect(await translator.translate('Good morning.', 'en', 'fr')).toBe('(French) Good morning.');
    const [first] = openai.calls('/v1/chat/completions');
    expect(first!.body).toMatchObject({
      response_format: { type: 'json_schema', json_schema: { name: 'translations' } },
    });
    openai.state.structuredOutput = false;
    const fallback = new OpenAiCompatibleTranslator({
      baseUrl: openai.url,
      apiKey: 'o-key',
      model: 'gpt-5-mini',
    });
    expect(await fallback.translateAll(['One.', 'Two.'], 'en', 'de')).toEqual([
      '(German) One.',
      '(German) Two.',
    ]);
  });

  it('OpenAI-compatible: a refusal is the user’s to change', async () => {
    openai.state.chatMode = 'refusal';
    const translator = new OpenAiCompatibleTranslator({
      baseUrl: openai.url,
      apiKey: 'o-key',
      model: 'gpt-5-mini',
    });
    await expect(translator.translate('Hello.', 'en', 'es')).rejects.toBeInstanceOf(
      ProviderRefused,
    );
  });
});
