import { stillCameraMove } from '@orato/shared';
// the engine's own rule, not part of the media package's surface
import { cameraMoveFor } from '../../../../packages/media/src/storyboard/ken-burns';
import { describe, expect, it } from 'vitest';

describe('the still camera move the editor previews', () => {
  it('is the move the storyboard engine gives the scene at each place', () => {
    for (let index = 0; index < 12; index++) {
      expect(stillCameraMove(index)).toBe(cameraMoveFor(index));
    }
  });
});
