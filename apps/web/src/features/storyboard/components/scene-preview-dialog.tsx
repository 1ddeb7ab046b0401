import { STORYBOARD_PREVIEW_COPY as COPY, stillCameraMove } from '@orato/shared';
import type { SceneQuote, StillCameraMove } from '@orato/shared';
import type { ReactNode } from 'react';

import { Dialog } from '@/components/ui/dialog';
import { useLibraryMedia } from '@/features/storyboard/api/list-library-media';
import type { LibraryMediaKind } from '@/features/storyboard/api/list-library-media';
import type { Presenter } from '@/features/storyboard/components/presenter-select';
import type { EditorScene } from '@/features/storyboard/utils/editor-scenes';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import { cn } from '@/utils/cn';

/** A still moves this long when the scene's length is not priced yet. */
const DEFAULT_SECONDS = 6;

// whole class names, so the stylesheet keeps them; no move at all for those who asked for less
const CAMERA_CLASSES: Record<StillCameraMove, string> = {
  'push-in': 'origin-[50%_30%] motion-safe:animate-camera-push-in',
  'pan-right': 'motion-safe:animate-camera-pan-right',
  'pull-out': 'origin-[50%_30%] motion-safe:animate-camera-pull-out',
  'pan-left': 'origin-[50%_40%] motion-safe:animate-camera-pan-left',
};

export interface ScenePreviewDialogProps {
  scene: EditorScene;
  /** The scene's place in the storyboard, from 0: a still's camera move depends on it. */
  index: number;
  /** The current price of this scene, when the storyboard has one. */
  quote: SceneQuote | undefined;
  presenter: Presenter | undefined;
  bubble: boolean;
  open: boolean;
  onClose: () => void;
}

/**
 * One scene alone: its clip from an earlier render when the scene is unchanged since (the price
 * says it is reused), else what the picture will be, without the voice the render makes.
 */
export function ScenePreviewDialog({
  scene,
  index,
  quote,
  presenter,
  bubble,
  open,
  onClose,
}: ScenePreviewDialogProps) {
  const position = index + 1;
  const madeClip = quote?.reused ? quote.preview_url : undefined;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={COPY.title(position)}
      description={madeClip ? COPY.madeClip : COPY.pictureOnly}
      showCloseButton
      className="sm:max-w-3xl"
    >
      {madeClip ? (
        <video
          src={madeClip}
          controls
          playsInline
          aria-label={COPY.title(position)}
          className="mt-5 aspect-video w-full rounded-2xl border border-white/10 bg-black"
        />
      ) : (
        <FreePreview
          scene={scene}
          index={index}
          seconds={quote?.seconds}
          presenter={presenter}
          bubble={bubble}
        />
      )}
      {quote ? (
        <p className="mt-3 text-sm text-slate-400 tabular-nums">{COPY.seconds(quote.seconds)}</p>
      ) : null}
    </Dialog>
  );
}

/** The picture as the engine will frame it, the presenter's bubble and the line as a caption. */
function FreePreview({
  scene,
  index,
  seconds,
  presenter,
  bubble,
}: {
  scene: EditorScene;
  index: number;
  seconds: number | undefined;
  presenter: Presenter | undefined;
  bubble: boolean;
}) {
  const line = scene.line.trim();
  const withBubble = bubble && scene.kind !== 'presenter' && presenter !== undefined;
  return (
    <figure className="relative mt-5 aspect-video w-full overflow-hidden rounded-2xl border border-white/10 bg-black">
      <ScenePicture scene={scene} index={index} seconds={seconds} presenter={presenter} />
      {withBubble ? (
        <img
          src={presenter.imageUrl}
          alt={COPY.bubble(presenter.name)}
          data-testid="scene-preview-bubble"
          className="absolute right-[3%] bottom-[5%] aspect-square w-[12%] rounded-full border-2 border-white/90 object-cover shadow-lg shadow-black/50"
        />
      ) : null}
      {line ? (
        <figcaption
          aria-label={COPY.captionLabel}
          className={cn(
            'absolute inset-x-0 bottom-0 flex justify-center px-[6%] pb-[4%]',
            withBubble && 'pr-[18%]',
          )}
        >
          <span className="rounded-md bg-black/70 px-2 py-1 text-center text-xs leading-snug text-white sm:text-base">
            {line}
          </span>
        </figcaption>
      ) : null}
    </figure>
  );
}

function ScenePicture({
  scene,
  index,
  seconds,
  presenter,
}: {
  scene: EditorScene;
  index: number;
  seconds: number | undefined;
  presenter: Presenter | undefined;
}) {
  if (scene.kind === 'presenter') {
    return presenter ? (
      <Portrait presenter={presenter} />
    ) : (
      <Placeholder>{COPY.noPresenter}</Placeholder>
    );
  }
  if (scene.kind === 'shot') {
    return scene.shotSource === 'generate' ? (
      <PromptPanel note={COPY.generatedShot} prompt={scene.prompt} />
    ) : (
      <LibraryPicture kind="clips" id={scene.clipId}>
        {(url) => <LoopingShot url={url} />}
      </LibraryPicture>
    );
  }
  const still = (url: string) => (
    <MovingStill url={url} move={stillCameraMove(index)} seconds={seconds} />
  );
  if (scene.stillSource === 'generate') {
    return <PromptPanel note={COPY.generatedStill} prompt={scene.prompt} />;
  }
  if (scene.stillSource === 'upload') {
    return scene.upload ? (
      still(scene.upload.previewUrl)
    ) : (
      <Placeholder>{COPY.noPicture}</Placeholder>
    );
  }
  return (
    <LibraryPicture kind="images" id={scene.imageId}>
      {still}
    </LibraryPicture>
  );
}

/** The presenter on camera: the portrait centred over a blurred copy of itself. */
function Portrait({ presenter }: { presenter: Presenter }) {
  return (
    <>
      <img
        src={presenter.imageUrl}
        alt=""
        className="absolute inset-0 size-full scale-110 object-cover opacity-50 blur-xl"
      />
      <img
        src={presenter.imageUrl}
        alt={presenter.name}
        className="relative mx-auto h-full object-contain"
      />
    </>
  );
}

/** A still as the render moves over it: the scene's own move, over the scene's length. */
function MovingStill({
  url,
  move,
  seconds,
}: {
  url: string;
  move: StillCameraMove;
  seconds: number | undefined;
}) {
  return (
    <img
      src={url}
      alt=""
      data-camera-move={move}
      style={{ animationDuration: `${seconds ?? DEFAULT_SECONDS}s` }}
      className={cn('size-full object-cover', CAMERA_CLASSES[move])}
    />
  );
}

/** A shot plays on a silent loop; for those who asked for less motion, only when they press play. */
function LoopingShot({ url }: { url: string }) {
  const reduced = useReducedMotion();
  return (
    <video
      src={url}
      muted
      loop
      playsInline
      autoPlay={!reduced}
      controls={reduced}
      data-testid="scene-preview-shot"
      className="size-full object-cover"
    />
  );
}

/** A Library clip or image, by its id, once the Library list has it. */
function LibraryPicture({
  kind,
  id,
  children,
}: {
  kind: LibraryMediaKind;
  id: string | null;
  children: (url: string) => ReactNode;
}) {
  const media = useLibraryMedia(kind, { enabled: id !== null });
  const item = media.data?.find((each) => each.id === id);
  if (item) {
    return children(item.mediaUrl);
  }
  return <Placeholder>{id && media.isPending ? COPY.loadingPicture : COPY.noPicture}</Placeholder>;
}

/** A visual still to be generated: there is no picture yet, only what it will show. */
function PromptPanel({ note, prompt }: { note: string; prompt: string }) {
  return (
    <div className="flex size-full flex-col items-center gap-1.5 bg-gradient-to-br from-navy-800 to-navy-950 px-[8%] pt-[5%] text-center sm:gap-2 sm:pt-[10%]">
      <p className="text-xs text-slate-400 sm:text-sm">{note}</p>
      <p className="line-clamp-2 text-sm font-medium text-slate-100 sm:line-clamp-3 sm:text-lg">
        {prompt.trim()}
      </p>
    </div>
  );
}

function Placeholder({ children }: { children: ReactNode }) {
  return (
    <div className="flex size-full items-center justify-center px-6 pb-[12%] text-center text-sm text-slate-400">
      {children}
    </div>
  );
}
