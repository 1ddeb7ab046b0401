import { CREDIT_COSTS } from '@orato/shared';
import type { ImageGenerator } from '../../../adapters/image-generator/image-generator';
import type { ObjectStorage } from '../../../adapters/object-storage/object-storage';
import { formatFields } from '../generation-format';
import { readObject, type FeatureSpec } from './feature-spec';

/** Until its own jobs are measured, seconds per image of each engine. */
const TYPICAL_SECONDS: Record<string, number> = { local: 5, gemini: 15, 'openai-compatible': 30 };

/** Images (`nano-banana`): one fixed price, held and captured whole; uploads as its inputs. */
export function imageHold(): number {
  return CREDIT_COSTS.image;
}

export function nanoBananaFeature(parts: {
  generator: ImageGenerator;
  storage: ObjectStorage;
}): FeatureSpec {
  const { generator, storage } = parts;
  return {
    generator,
    extension: 'png',
    deadlineSeconds: 5 * 60,
    charge: imageHold,
    fixedCredits: imageHold,
    typicalThroughput: { perJob: TYPICAL_SECONDS[generator.provider] ?? 30 },
    prepareRequest: async (input) => ({
      prompt: input.prompt,
      inputs: await Promise.all(
        (input.inputKeys as string[]).map((key) => readObject(storage, key)),
      ),
      ...formatFields(input),
    }),
  };
}
