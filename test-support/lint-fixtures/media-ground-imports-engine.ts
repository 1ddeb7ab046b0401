// lint as: packages/media/src/captions/lint-fixture.ts
// the media ground floor drawing captions with an engine's layout, its types included
import { avatarLayout } from '../avatar/avatar-layout'; // ✗ import-x/no-restricted-paths
import type { Avatar } from '../avatar/avatar.types'; // ✗ import-x/no-restricted-paths
import type { AvatarLayout } from '../frames/talking-frame.types';
import { buildCaptionCues } from './captions';

export const fixture = [avatarLayout, buildCaptionCues] as const;
export type Fixture = [Avatar, AvatarLayout];
