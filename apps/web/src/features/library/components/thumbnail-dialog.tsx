import { LIMITS, MESSAGES } from '@orato/shared';
import type { VideoItem } from '@orato/shared';

import { Dialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { useVideos } from '@/features/library/api/get-videos';
import { useSetVideoThumbnail } from '@/features/library/api/set-video-thumbnail';
import { VideoThumbnail } from '@/features/library/components/video-thumbnail';
import { truncateWords } from '@/features/library/utils/truncate-words';
import { errorText } from '@/utils/error-text';

/** The Library image offered as a poster: its id, and its title for the dialog. */
export interface ThumbnailSource {
  id: string;
  title: string;
}

/** "Use in… → Video thumbnail…": the user's videos, one click makes the image a video's poster. */
export function ThumbnailDialog({
  image,
  onClose,
}: {
  image: ThumbnailSource | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={image !== null}
      onClose={onClose}
      title="Use as a video thumbnail"
      description={image ? <span className="break-words">{image.title}</span> : undefined}
      showCloseButton
      className="sm:max-w-lg"
    >
      {image ? <VideoChoices imageId={image.id} onDone={onClose} /> : null}
    </Dialog>
  );
}

function VideoChoices({ imageId, onDone }: { imageId: string; onDone: () => void }) {
  const veo = useVideos('veo3-videos');
  const avatar = useVideos('ai-avatar');
  const setThumbnail = useSetVideoThumbnail();
  const toast = useToast();
  const videos: VideoItem[] = [...(veo.data ?? []), ...(avatar.data ?? [])];

  if (veo.isPending || avatar.isPending) {
    return <p className="text-sm text-slate-400">Loading your videos…</p>;
  }
  if (veo.isError || avatar.isError) {
    return (
      <p role="alert" className="text-sm text-rose-200">
        {MESSAGES.library.loadVideosError(
          errorText(veo.error ?? avatar.error, 'Please try again.'),
        )}
      </p>
    );
  }
  if (videos.length === 0) {
    return <p className="text-sm text-slate-400">You have no videos yet.</p>;
  }
  return (
    <ul
      aria-label="Your videos"
      className="-mx-1 flex max-h-[60vh] flex-col gap-1 overflow-y-auto overscroll-contain"
    >
      {videos.map((video) => {
        const title = video.topic?.trim()
          ? truncateWords(video.topic, LIMITS.veoTopicWords)
          : MESSAGES.library.untitledVideo;
        return (
          <li key={video.id}>
            <button
              type="button"
              disabled={setThumbnail.isPending}
              onClick={() =>
                setThumbnail.mutate(
                  { videoId: video.id, imageId },
                  {
                    onSuccess: (response) => {
                      toast.success(response.message);
                      onDone();
                    },
                    onError: (error) =>
                      toast.error(errorText(error, 'The thumbnail could not be set.')),
                  },
                )
              }
              aria-label={`Use as the thumbnail of ${title}`}
              className="flex w-full items-center gap-3 rounded-xl p-1 text-left hover:bg-white/5 focus-visible:bg-white/5 disabled:opacity-60"
            >
              <VideoThumbnail
                videoId={video.id}
                videoUrl={video.video_url}
                thumbnail={video.thumbnail}
                format={video.format}
                className="h-[54px] shrink-0"
              />
              <span className="line-clamp-2 min-w-0 text-sm break-words text-white">{title}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
