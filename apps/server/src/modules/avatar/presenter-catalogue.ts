import type { AvatarVideoGenerator, Creator } from '../../adapters/video-generator/video-generator';

const CREATORS_CACHE_MS = 10 * 60 * 1000;

/**
 * The avatar engine's presenters, listed once per 10 minutes for everyone who asks: the wizard,
 * the storyboard tool, and the speaking-rate service measuring their voices.
 */
export class PresenterCatalogue {
  private cache: { at: number; creators: Promise<Creator[]> } | undefined;

  constructor(private readonly generator: Pick<AvatarVideoGenerator, 'listCreators'>) {}

  list(): Promise<Creator[]> {
    if (!this.cache || Date.now() - this.cache.at > CREATORS_CACHE_MS) {
      const creators = this.generator.listCreators();
      creators.catch(() => (this.cache = undefined));
      this.cache = { at: Date.now(), creators };
    }
    return this.cache.creators;
  }

  /** The voices of the presenters this engine speaks itself, each once. */
  async voices(): Promise<{ key: string; language: string }[]> {
    const byKey = new Map<string, { key: string; language: string }>();
    for (const { voice } of await this.list()) {
      if (voice) {
        byKey.set(voice.key, voice);
      }
    }
    return [...byKey.values()];
  }
}
