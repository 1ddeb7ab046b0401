import { detectLanguage, speakersOf } from '@orato/shared';
import { describe, expect, it } from 'vitest';
import { composeScript, ideaTerms } from '../../src/adapters/script-writer/local.script-writer';
import { LocalScriptWriter } from '../../src/adapters/script-writer/local.script-writer';
import { SCRIPT_PHRASES } from '../../src/adapters/script-writer/local-script.phrases';
import { LocalAvatarVideoGenerator } from '../../src/adapters/video-generator/local-avatar.video-generator';
import { locateFfmpeg } from '@orato/media';
import { AvatarVideoService } from '../../src/modules/avatar/avatar-video.service';

const IDEAS = {
  en: 'Why drinking water in the morning helps you focus at work',
  es: 'Por qué beber agua por la mañana te ayuda a concentrarte en el trabajo',
  fr: 'Comment bien dormir quand on travaille de nuit',
  de: 'Warum Kaffee am Morgen die Konzentration verbessert',
  pt: 'Como economizar dinheiro no supermercado todas as semanas',
  it: 'Come risparmiare soldi al supermercato ogni settimana',
} as const;

const sentences = (script: string) => script.split(/(?<=[.!?])\s+/u);

describe('the embedded script writer', () => {
  it('never sews the idea into the middle of a sentence (the "who already do why drinking water" seam)', () => {
    for (let variation = 0; variation < 20; variation += 1) {
      const script = composeScript(IDEAS.en, variation);
      expect(script).not.toMatch(/already do why|do why drinking|who already do/i);
      // the idea and its terms only ever follow a colon or open a label's sentence
      const at = script.toLowerCase().indexOf(IDEAS.en.toLowerCase());
      expect(script.slice(at - 2, at)).toBe(': ');
      expect(script).toMatch(/: why drinking water in the morning helps you focus at work[.]/);
    }
  });

  it('writes a hook, three points named by the idea’s own words and a close', () => {
    const script = composeScript(IDEAS.en, 4);
    const terms = ideaTerms(IDEAS.en, SCRIPT_PHRASES.en!);
    expect(terms).toEqual(['drinking water', 'morning', 'focus']);
    const labelled = sentences(script).filter((sentence) =>
      terms.some((term) => sentence.endsWith(`: ${term}.`)),
    );
    expect(labelled).toHaveLength(3);
    expect(SCRIPT_PHRASES.en!.closes.some((close) => script.endsWith(close))).toBe(true);
    expect(script.length).toBeLessThanOrEqual(800);
  });

  it.each(Object.entries(IDEAS))(
    'writes a %s idea in its own language, keeping its words as typed',
    (language, idea) => {
      const script = composeScript(idea, 1);
      expect(detectLanguage(script)).toBe(language);
      expect(script).toContain(
        language === 'de'
          ? idea.replace('Warum', 'warum')
          : idea.charAt(0).toLowerCase() + idea.slice(1),
      );
      const phrases = SCRIPT_PHRASES[language]!;
      expect(phrases.bodies.filter((body) => script.includes(body)).length).toBeGreaterThanOrEqual(
        2,
      );
    },
  );

  it('keeps the capitals of a German noun and of a name after the colon', () => {
    expect(composeScript('Kaffee am Morgen für mehr Konzentration', 1)).toContain(
      ': Kaffee am Morgen für mehr Konzentration.',
    );
    expect(composeScript('How NASA plans a mission', 1)).toContain(': how NASA plans a mission.');
  });

  it('writes another script on Regenerate: new hook, labels, close and points', () => {
    const first = sentences(composeScript(IDEAS.es, 7));
    const second = sentences(composeScript(IDEAS.es, 8));
    expect(second[0]).not.toBe(first[0]);
    expect(second.at(-1)).not.toBe(first.at(-1));
    const shared = second.filter((sentence) => first.includes(sentence));
    expect(shared.length).toBeLessThanOrEqual(2);
  });

  it('writes English for a language it has no phrases for', () => {
    const script = composeScript('Как быстро выучить английский язык за месяц', 1);
    expect(script).toMatch(/^[A-Z][a-z]/);
    expect(SCRIPT_PHRASES.en!.closes.some((close) => script.endsWith(close))).toBe(true);
  });
});

describe('script and avatar languages', () => {
  const generator = new LocalAvatarVideoGenerator({
    binaries: locateFfmpeg(),
    captions: true,
    thumbnailBaseUrl: '/api/creators',
  });
  // writing scripts and listing presenters touch neither the pipeline, the library nor storage
  const service = new AvatarVideoService(
    generator,
    new LocalScriptWriter(),
    undefined as never,
    undefined as never,
    undefined as never,
    undefined as never,
  );

  it('gives a Spanish idea a Spanish script and suggests Spanish-speaking avatars', async () => {
    const reply = await service.writeScript(IDEAS.es);
    expect(reply.language).toBe('es');
    expect(reply.note).toBeUndefined();
    expect(detectLanguage(reply.script)).toBe('es');
    const creators = await service.listCreators();
    const suggested = speakersOf(creators, reply.language);
    expect(suggested.length).toBeGreaterThanOrEqual(4);
    expect(suggested.map((creator) => creator.name)).toEqual(
      expect.arrayContaining(['Lucía', 'Javier', 'Valentina', 'Mateo']),
    );
  });

  it('says so when the script is not in the idea’s language', async () => {
    const reply = await service.writeScript('Как быстро выучить английский язык за месяц');
    expect(reply.language).toBe('en');
    expect(reply.note).toMatch(/Russian.*English/);
  });

  it('gives every avatar a real language that its voice speaks', async () => {
    const creators = await service.listCreators();
    expect(
      creators.every((creator) => creator.language && /^[a-z]{2}$/.test(creator.language)),
    ).toBe(true);
    expect(creators.find((creator) => creator.name === 'Emily')?.language).toBe('en');
  });
});
