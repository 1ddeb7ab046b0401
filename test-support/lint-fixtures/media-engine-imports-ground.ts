// lint as: packages/media/src/storyboard/lint-fixture.ts
// an engine builds on the ground floor and on other engines: nothing here is refused
import { avatarLayout } from '../avatar/avatar-layout';
import { buildCaptionCues } from '../captions/captions';
import { runBinary } from '../ffmpeg/process';

export const fixture = [avatarLayout, buildCaptionCues, runBinary] as const;
