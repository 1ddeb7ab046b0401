import { buffer } from 'node:stream/consumers';
import type { FeatureKey } from '@orato/shared';
import type { ObjectStorage } from '../../../adapters/object-storage/object-storage';
import type { Generator } from '../../../adapters/video-generator/video-generator';
import type { Throughput } from '../generation-progress';

/**
 * Everything the pipeline asks of one tool: its engine, how long it may take, how the stored input
 * becomes the engine's request, what a result may not be and what it costs. One file per tool
 * (`<tool>.feature.ts`) builds it; the pipeline reads nothing else about the tool.
 */
export interface FeatureSpec {
  generator: Generator<never>;
  extension: 'mp4' | 'png';
  /** Longest a generation may take from start to finish. */
  deadlineSeconds: number;
  /** Credits to capture for what was made (never more than the hold; the ledger caps it too). */
  charge(media: { durationSeconds?: number }, holdCredits: number): number;
  /** Turns the stored input into the generator's request (e.g. loads uploaded images). */
  prepareRequest?(input: Record<string, unknown>, holdCredits: number): Promise<unknown>;
  /**
   * Why a finished result must not be delivered (it runs past what was held or allowed), or
   * undefined. Checked before anything is stored, whatever the engine promised.
   */
  refuseDelivery?(media: { durationSeconds?: number }, holdCredits: number): string | undefined;
  /** How long the engine usually takes, until its own finished jobs say otherwise. */
  typicalThroughput: Throughput;
  /** The Library tab its results go to, when not its own (photo avatars join the avatar videos). */
  libraryFeature?: FeatureKey;
  /** The length of every result, for features whose length is fixed (text-to-video clips). */
  outputSeconds?: number;
  /** The credits of a fixed-price tool's quote (held whole); absent where the script sets them. */
  fixedCredits?(): number;
  /** The first step of a run (an avatar starts by preparing the voice). */
  firstStage?: 'voice' | 'rendering';
}

export type FeatureSpecs = Partial<Record<FeatureKey, FeatureSpec>>;

/** A stored object as an engine takes it: its bytes and type. */
export async function readObject(storage: ObjectStorage, key: string) {
  const object = await storage.getObject(key);
  return { data: await buffer(object.body), contentType: object.contentType };
}
