import { MESSAGES, STORYBOARD_LIMITS } from '@orato/shared';
import type {
  CaptionStyle,
  SavedDraftInput,
  SceneVisual,
  StoryboardInput,
  StoryboardScene,
  VideoFormat,
} from '@orato/shared';

export type VisualKind = SceneVisual['kind'];
export type ShotSource = 'generate' | 'library';
export type StillSource = 'generate' | 'library' | 'upload';

/** An upload for a still: previewed at once, usable once the server answered its link. */
export interface StillUpload {
  previewUrl: string;
  url: string | null;
}

/** What a presenter scene says: a written line, or the user's own recording. */
export type SceneVoice = 'line' | 'recording';

/** The user's recording a presenter scene speaks, as its upload answered (length once known). */
export interface SceneRecording {
  url: string;
  seconds: number | null;
}

/**
 * One scene as the editor holds it. Every source keeps its own material, so switching a scene from
 * a generated shot to a Library clip and back loses neither the prompt nor the chosen clip.
 */
export interface EditorScene {
  /** The scene's identity in the list (drag and drop, React keys); never sent. */
  key: string;
  line: string;
  kind: VisualKind;
  shotSource: ShotSource;
  stillSource: StillSource;
  prompt: string;
  clipId: string | null;
  imageId: string | null;
  upload: StillUpload | null;
  /** A presenter scene's voice; with a recording, the line is the words said (its captions). */
  voice: SceneVoice;
  recording: SceneRecording | null;
  regenerate: boolean;
}

export interface StoryboardSettings {
  title: string;
  creatorName: string | null;
  bubble: boolean;
  burnCaptions: boolean;
  /** The shape and resolution every scene is made in. */
  format: VideoFormat;
  captionStyle: CaptionStyle;
}

let counter = 0;
export const newSceneKey = () => `scene-${Date.now().toString(36)}-${(counter += 1)}`;

export function emptyScene(): EditorScene {
  return {
    key: newSceneKey(),
    line: '',
    kind: 'presenter',
    shotSource: 'generate',
    stillSource: 'generate',
    prompt: '',
    clipId: null,
    imageId: null,
    upload: null,
    voice: 'line',
    recording: null,
    regenerate: false,
  };
}

/** A scene as the server wrote or stored it, ready to edit. */
export function editorScene(
  scene: Pick<StoryboardScene, 'line' | 'visual'> & { recording_url?: string },
): EditorScene {
  const base = {
    ...emptyScene(),
    line: scene.line,
    kind: scene.visual.kind,
    ...(scene.recording_url && {
      voice: 'recording' as const,
      recording: { url: scene.recording_url, seconds: null },
    }),
  };
  const visual = scene.visual;
  if (visual.kind === 'shot') {
    return {
      ...base,
      shotSource: visual.source,
      prompt: visual.prompt ?? '',
      clipId: visual.library_item_id ?? null,
    };
  }
  if (visual.kind === 'still') {
    return {
      ...base,
      stillSource: visual.source,
      prompt: visual.prompt ?? '',
      imageId: visual.library_item_id ?? null,
      upload: visual.upload_url ? { previewUrl: visual.upload_url, url: visual.upload_url } : null,
    };
  }
  return base;
}

/** A new scene showing a Library image (a still) or clip (a shot), its line left to write. */
export function libraryScene(kind: 'still' | 'shot', libraryItemId: string): EditorScene {
  return editorScene({
    line: '',
    visual: { kind, source: 'library', library_item_id: libraryItemId },
  });
}

/** The scene's visual as the API takes it: only the chosen source's material. */
export function sceneVisual(scene: EditorScene): SceneVisual {
  const prompt = scene.prompt.trim();
  if (scene.kind === 'shot') {
    return scene.shotSource === 'generate'
      ? { kind: 'shot', source: 'generate', ...(prompt && { prompt }) }
      : { kind: 'shot', source: 'library', ...(scene.clipId && { library_item_id: scene.clipId }) };
  }
  if (scene.kind === 'still') {
    if (scene.stillSource === 'generate') {
      return { kind: 'still', source: 'generate', ...(prompt && { prompt }) };
    }
    if (scene.stillSource === 'library') {
      return {
        kind: 'still',
        source: 'library',
        ...(scene.imageId && { library_item_id: scene.imageId }),
      };
    }
    const url = scene.upload?.url;
    return { kind: 'still', source: 'upload', ...(url && { upload_url: url }) };
  }
  return { kind: 'presenter' };
}

/** Whether the scene speaks the user's recording (only a presenter scene can). */
export function speaksRecording(scene: EditorScene): boolean {
  return scene.kind === 'presenter' && scene.voice === 'recording';
}

/** What a scene still needs before it can be priced and rendered; null when it is complete. */
export function sceneProblem(scene: EditorScene): string | null {
  const line = scene.line.trim();
  if (speaksRecording(scene) && !scene.recording) {
    return MESSAGES.ownVoice.recordingRequired;
  }
  if (!line && !speaksRecording(scene)) {
    return 'Write the line this scene says.';
  }
  if (line.length > STORYBOARD_LIMITS.lineMaxCharacters) {
    return `Keep the line under ${STORYBOARD_LIMITS.lineMaxCharacters} characters, or split it into two scenes.`;
  }
  const generates =
    (scene.kind === 'shot' && scene.shotSource === 'generate') ||
    (scene.kind === 'still' && scene.stillSource === 'generate');
  if (generates && !scene.prompt.trim()) {
    return 'Describe what this scene shows.';
  }
  if (generates && scene.prompt.trim().length > STORYBOARD_LIMITS.promptMaxCharacters) {
    return `Keep the description under ${STORYBOARD_LIMITS.promptMaxCharacters} characters.`;
  }
  if (scene.kind === 'shot' && scene.shotSource === 'library' && !scene.clipId) {
    return 'Choose a clip from your Library.';
  }
  if (scene.kind === 'still' && scene.stillSource === 'library' && !scene.imageId) {
    return 'Choose an image from your Library.';
  }
  if (scene.kind === 'still' && scene.stillSource === 'upload') {
    if (!scene.upload) {
      return 'Upload an image.';
    }
    if (!scene.upload.url) {
      return 'The image is still uploading…';
    }
  }
  return null;
}

/** The storyboard as the API takes it, or null while a scene or the presenter is missing. */
export function storyboardInput(
  scenes: EditorScene[],
  settings: StoryboardSettings,
): StoryboardInput | null {
  if (!settings.creatorName || scenes.length === 0 || scenes.some(sceneProblem)) {
    return null;
  }
  const title = settings.title.trim();
  return {
    ...(title && { title }),
    creatorName: settings.creatorName,
    bubble: settings.bubble,
    burnCaptions: settings.burnCaptions,
    format: settings.format,
    captionStyle: settings.captionStyle,
    scenes: scenes.map((scene) => ({
      line: scene.line.trim(),
      visual: sceneVisual(scene),
      ...sceneRecordingUrl(scene),
      ...(scene.regenerate && { regenerate: true }),
    })),
  };
}

/** The editor's state as a draft to save: everything so far, complete or not. */
export function savedDraftInput(
  scenes: EditorScene[],
  settings: StoryboardSettings,
): SavedDraftInput {
  return {
    title: settings.title,
    creatorName: settings.creatorName,
    bubble: settings.bubble,
    burnCaptions: settings.burnCaptions,
    format: settings.format,
    captionStyle: settings.captionStyle,
    scenes: scenes.map((scene) => ({
      line: scene.line,
      visual: sceneVisual(scene),
      ...sceneRecordingUrl(scene),
    })),
  };
}

/** The recording a scene speaks, as the API names it; nothing for a written line. */
function sceneRecordingUrl(scene: EditorScene): { recording_url?: string } {
  return speaksRecording(scene) && scene.recording ? { recording_url: scene.recording.url } : {};
}

/** Whether a draft holds any of the user's work: a title, a line, a description or a choice. */
export function hasDraftContent(draft: SavedDraftInput): boolean {
  return (
    draft.title.trim() !== '' ||
    draft.scenes.length > 1 ||
    draft.scenes.some(
      (scene) =>
        scene.line.trim() !== '' || scene.visual.kind !== 'presenter' || !!scene.recording_url,
    )
  );
}
