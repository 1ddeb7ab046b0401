import type { AccountData } from './account-data.repository';

/** One stored file of the account and where it goes in the ZIP. */
export interface MediaEntry {
  key: string;
  path: string;
}

/** The ZIP's folder of each tool's results. */
const TOOL_FOLDERS: Record<string, string> = {
  'ai-avatar': 'avatar-videos',
  'photo-avatar': 'photo-avatar-videos',
  'veo3-videos': 'veo-videos',
  'nano-banana': 'images',
  storyboard: 'storyboards',
};

const extensionOf = (key: string) => /\.([a-z0-9]{1,16})$/.exec(key)?.[1] ?? 'bin';
const day = (date: Date) => date.toISOString().slice(0, 10);
const short = (id: string) => id.slice(0, 8);

/** A file name from what the user called the thing: letters, digits and dashes, 60 at most. */
export function slug(text: string | null | undefined): string {
  const cleaned = (text ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return cleaned || 'untitled';
}

/**
 * Every stored file of the account, once each, named for a person: the tool's folder, the day,
 * the title or prompt the user gave, and a short id that keeps two of one title apart. Files no
 * named kind claims (a storyboard's scene clips and parts) go under `media/storyboards/parts/`.
 */
export function mediaEntries(data: AccountData): MediaEntry[] {
  const entries: MediaEntry[] = [];
  const seen = new Set<string>();
  const add = (key: string | null | undefined, path: string) => {
    if (key && !seen.has(key)) {
      seen.add(key);
      entries.push({ key, path });
    }
  };
  const generationOf = new Map(data.generations.map((row) => [row.id, row]));
  for (const item of data.library) {
    const base = `media/${TOOL_FOLDERS[item.feature] ?? item.feature}/${day(item.createdAt)}-${slug(item.title)}-${short(item.id)}`;
    add(item.mediaKey, `${base}.${extensionOf(item.mediaKey)}`);
    if (item.thumbnailKey) {
      add(item.thumbnailKey, `${base}-poster.${extensionOf(item.thumbnailKey)}`);
    }
    const made = item.generationId ? generationOf.get(item.generationId) : undefined;
    if (made?.captionsKey) {
      add(made.captionsKey, `${base}-captions.${extensionOf(made.captionsKey)}`);
    }
    const board = data.storyboards.find((row) => row.mediaKey === item.mediaKey);
    if (board?.vttKey) {
      add(board.vttKey, `${base}-captions.vtt`);
    }
    if (board?.srtKey) {
      add(board.srtKey, `${base}-captions.srt`);
    }
  }
  for (const upload of data.uploads) {
    add(
      upload.key,
      `media/uploads/${day(upload.createdAt)}-${short(upload.id)}.${extensionOf(upload.key)}`,
    );
  }
  for (const avatar of data.photoAvatars) {
    const base = `media/photo-avatars/${slug(avatar.name)}-${short(avatar.id)}`;
    add(avatar.imageKey, `${base}.${extensionOf(avatar.imageKey)}`);
    add(avatar.thumbnailKey, `${base}-thumbnail.${extensionOf(avatar.thumbnailKey)}`);
  }
  // what a job made that is not in the Library: storyboard parts, or a result still being saved
  for (const made of data.generations) {
    const folder = made.storyboardId
      ? 'storyboards/parts'
      : (TOOL_FOLDERS[made.feature] ?? made.feature);
    const base = `media/${folder}/${day(made.createdAt)}-${short(made.id)}`;
    add(made.mediaKey, `${base}.${extensionOf(made.mediaKey ?? '')}`);
    add(made.thumbnailKey, `${base}-poster.${extensionOf(made.thumbnailKey ?? '')}`);
    add(made.captionsKey, `${base}-captions.${extensionOf(made.captionsKey ?? '')}`);
  }
  for (const board of data.storyboards) {
    const base = `media/storyboards/${day(board.createdAt)}-${slug(board.title)}-${short(board.id)}`;
    add(board.mediaKey, `${base}.${extensionOf(board.mediaKey ?? '')}`);
    add(board.thumbnailKey, `${base}-poster.${extensionOf(board.thumbnailKey ?? '')}`);
    add(board.vttKey, `${base}-captions.vtt`);
    add(board.srtKey, `${base}-captions.srt`);
  }
  for (const scene of data.scenes) {
    add(
      scene.clipKey,
      `media/storyboards/parts/scene-${short(scene.id)}.${extensionOf(scene.clipKey ?? '')}`,
    );
  }
  return entries;
}
