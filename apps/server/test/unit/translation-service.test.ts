import { photoCreatorName } from '@orato/shared';
import { describe, expect, it } from 'vitest';
import type { Translator } from '../../src/adapters/translator/translator';
import type { GenerationRow } from '../../src/modules/generation/generation.repository';
import type { LibraryItemRow } from '../../src/modules/library/library.repository';
import { TranslationService } from '../../src/modules/translation/translation.service';

const PHOTO_ID = '11111111-1111-4111-8111-111111111111';
const ITEM_ID = '22222222-2222-4222-8222-222222222222';
const GENERATION_ID = '33333333-3333-4333-8333-333333333333';

/** A translator that marks each line with its target, for any pair but Japanese. */
const marker: Translator = {
  provider: 'marker',
  canTranslate: (from, to) => from !== to && to !== 'ja',
  translate: (text, _from, to) => Promise.resolve(`[${to}] ${text}`),
  translateAll: (texts, _from, to) => Promise.resolve(texts.map((text) => `[${to}] ${text}`)),
};

function servicePhotoVideo() {
  const started: unknown[][] = [];
  const service = new TranslationService({
    library: {
      findOwnedById: (_userId, id) =>
        Promise.resolve(
          id === ITEM_ID
            ? ({
                id: ITEM_ID,
                feature: 'ai-avatar',
                generationId: GENERATION_ID,
                title: 'Portrait hello',
                language: null,
                originalId: null,
                mediaKey: 'users/u/photo-avatar/x.mp4',
              } as LibraryItemRow)
            : undefined,
        ),
      setLanguageIfUnset: () => Promise.resolve(),
    },
    generations: {
      find: () =>
        Promise.resolve({
          id: GENERATION_ID,
          feature: 'photo-avatar',
          state: 'COMPLETE',
          input: {
            photoAvatarId: PHOTO_ID,
            script: 'Hello and welcome to my kitchen.',
            voice: 'en-us/male',
            format: '9:16',
          },
        } as unknown as GenerationRow),
    },
    translator: marker,
    avatarVideo: {
      listCreators: () => Promise.resolve([]),
      quoteForButton: () => Promise.reject(new Error('not asked')),
      start: (...args: unknown[]) => {
        started.push(args);
        return Promise.resolve({ operationId: 'op', operation_id: 'op' });
      },
    },
    photoVoices: () => [
      { id: 'en-us/male', label: 'English, man', language: 'en-US' },
      { id: 'es/female', label: 'Spanish, woman', language: 'es-ES' },
      { id: 'es/male', label: 'Spanish, man', language: 'es-ES' },
      { id: 'ja/female', label: 'Japanese, woman', language: 'ja' },
    ],
    storyboards: {
      deliveredByMediaKey: () => Promise.resolve(undefined),
      scenesOf: () => Promise.resolve([]),
      partsOf: () => Promise.resolve([]),
      sceneByClip: () => Promise.resolve(undefined),
    },
    storyboard: {
      quote: () => Promise.reject(new Error('not a storyboard')),
      start: () => Promise.reject(new Error('not a storyboard')),
    },
  });
  return { service, started };
}

describe('translating a photo-avatar video', () => {
  it('offers the languages its voices speak that can be translated, and keeps the portrait', async () => {
    const { service } = servicePhotoVideo();
    const options = await service.options('u', ITEM_ID);
    expect(options).toEqual({
      from: 'en',
      translator: 'marker',
      languages: [{ code: 'es', name: 'Spanish', available: true }],
    });
    const draft = await service.draft('u', ITEM_ID, 'es');
    expect(draft).toEqual({
      from: 'en',
      language: 'es',
      scenes: ['[es] Hello and welcome to my kitchen.'],
      presenter: photoCreatorName(PHOTO_ID),
      presenters: [photoCreatorName(PHOTO_ID)],
    });
  });

  it('renders through the avatar tool with a voice of the language in the same timbre, settings kept', async () => {
    const { service, started } = servicePhotoVideo();
    await service.start('u', ITEM_ID, { language: 'es', scenes: ['Hola y bienvenidos.'] });
    expect(started).toEqual([
      [
        'u',
        {
          creatorName: photoCreatorName(PHOTO_ID),
          script: 'Hola y bienvenidos.',
          topic: 'Portrait hello',
        },
        { language: 'es', originalId: ITEM_ID, settings: { format: '9:16' }, voice: 'es/male' },
      ],
    ]);
  });

  it('refuses a language its translator cannot reach, and an unknown item, before anything starts', async () => {
    const { service, started } = servicePhotoVideo();
    await expect(service.draft('u', ITEM_ID, 'ja')).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(service.draft('u', ITEM_ID, 'de')).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      service.start('u', '44444444-4444-4444-8444-444444444444', {
        language: 'es',
        scenes: ['Hola.'],
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(started).toEqual([]);
  });
});
