// lint as: packages/media/src/image/lint-fixture.types.ts
// a types file that imports code: every file reading its types would be tied to that code
import { artView } from './art-svg'; // ✗ no-restricted-syntax
import { type ArtView } from './art-svg'; // ✗ no-restricted-syntax
import type { ImageFormatOptions } from '../frames/media-format';
export { ART_SIZE } from './art-svg'; // ✗ no-restricted-syntax
export type { Illustration } from '../illustration/illustration.types';

export const fixture = artView;
export interface Fixture {
  view: ArtView;
  format: ImageFormatOptions;
}
