import { STORYBOARD_LIMITS } from '@orato/shared';
import { Film, ImageIcon, UserRound } from 'lucide-react';

import { SegmentedChoice } from '@/features/storyboard/components/segmented-choice';
import type { Choice } from '@/features/storyboard/components/segmented-choice';
import { LibraryChoice } from '@/features/storyboard/components/library-choice';
import { StillUploadField } from '@/features/storyboard/components/still-upload-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import type { SceneFieldProps } from '@/features/storyboard/hooks/use-storyboard-editor';
import type {
  ShotSource,
  StillSource,
  VisualKind,
} from '@/features/storyboard/utils/editor-scenes';

const KINDS: ReadonlyArray<Choice<VisualKind>> = [
  {
    value: 'presenter',
    label: 'Presenter',
    icon: <UserRound aria-hidden="true" className="size-4" />,
  },
  { value: 'shot', label: 'Shot', icon: <Film aria-hidden="true" className="size-4" /> },
  { value: 'still', label: 'Still', icon: <ImageIcon aria-hidden="true" className="size-4" /> },
];
const SHOT_SOURCES: ReadonlyArray<Choice<ShotSource>> = [
  { value: 'generate', label: 'Generate from prompt' },
  { value: 'library', label: 'From Library' },
];
const STILL_SOURCES: ReadonlyArray<Choice<StillSource>> = [
  { value: 'generate', label: 'Generate' },
  { value: 'library', label: 'From Library' },
  { value: 'upload', label: 'Upload' },
];

const KIND_HINTS: Record<VisualKind, string> = {
  presenter: 'The presenter says the line on camera.',
  shot: 'A video clip plays while the presenter narrates the line.',
  still: 'An image with a slow push-in while the presenter narrates the line.',
};

/** What a scene shows: the presenter, a shot (generated or a VEO clip) or a still (generated, Library, upload). */
export function VisualPicker({ scene, position, onChange }: SceneFieldProps) {
  const generates =
    (scene.kind === 'shot' && scene.shotSource === 'generate') ||
    (scene.kind === 'still' && scene.stillSource === 'generate');

  return (
    <div className="flex flex-col gap-3">
      <SegmentedChoice
        legend={`Scene ${position} shows`}
        choices={KINDS}
        value={scene.kind}
        onChange={(kind) => onChange({ kind })}
      />
      <p className="-mt-1 text-xs text-slate-400">{KIND_HINTS[scene.kind]}</p>

      {scene.kind === 'shot' ? (
        <SegmentedChoice
          legend="Clip"
          size="sm"
          choices={SHOT_SOURCES}
          value={scene.shotSource}
          onChange={(shotSource) => onChange({ shotSource })}
        />
      ) : null}
      {scene.kind === 'still' ? (
        <SegmentedChoice
          legend="Image"
          size="sm"
          choices={STILL_SOURCES}
          value={scene.stillSource}
          onChange={(stillSource) => onChange({ stillSource })}
        />
      ) : null}

      {generates ? (
        <TextareaField
          label={scene.kind === 'shot' ? 'What the clip shows' : 'What the image shows'}
          rows={3}
          value={scene.prompt}
          onChange={(event) => onChange({ prompt: event.target.value })}
          labelAside={
            <span className="text-xs text-slate-500 tabular-nums">
              {`${scene.prompt.length} / ${STORYBOARD_LIMITS.promptMaxCharacters}`}
            </span>
          }
        />
      ) : null}
      {scene.kind === 'shot' && scene.shotSource === 'library' ? (
        <LibraryChoice
          kind="clips"
          selectedId={scene.clipId}
          onPick={(item) => onChange({ clipId: item.id })}
        />
      ) : null}
      {scene.kind === 'still' && scene.stillSource === 'library' ? (
        <LibraryChoice
          kind="images"
          selectedId={scene.imageId}
          onPick={(item) => onChange({ imageId: item.id })}
        />
      ) : null}
      {scene.kind === 'still' && scene.stillSource === 'upload' ? (
        <StillUploadField upload={scene.upload} onChange={(upload) => onChange({ upload })} />
      ) : null}
    </div>
  );
}
