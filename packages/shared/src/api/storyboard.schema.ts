import { z } from 'zod';
import { JOB_STATES } from '../domain/features';
import { DEFAULT_VIDEO_FORMAT } from '../domain/media-format';
import { scriptBriefSchema } from './generation.schema';
import { captionStyleSchema, resultFormatSchema, videoFormatSchema } from './media-format.schema';
import { OWN_VOICE_MESSAGES } from '../domain/own-voice-messages';
import { storableText } from './text.schema';

/** A storyboard's bounds: what one render may hold. */
export const STORYBOARD_LIMITS = {
  maxScenes: 12,
  maxSeconds: 180,
  lineMaxCharacters: 300,
  promptMaxCharacters: 500,
  ideaMaxCharacters: 2000,
  /** Drafts an account keeps at once (each is saved as it is edited). */
  maxSavedDrafts: 20,
} as const;

const LINE_REQUIRED = 'Write the line this scene says';
/** A scene's line; empty only where the scene speaks the user's recording (then it is its captions). */
const line = storableText(
  z
    .string({ error: LINE_REQUIRED })
    .trim()
    .max(
      STORYBOARD_LIMITS.lineMaxCharacters,
      `A scene's line can be at most ${STORYBOARD_LIMITS.lineMaxCharacters} characters`,
    ),
);
/** The user's own recording a presenter scene speaks, by the link its upload answered. */
const recordingUrl = z.string().trim().min(1).max(2048);
const prompt = storableText(
  z
    .string({ error: 'Describe what this scene shows' })
    .trim()
    .min(1, 'Describe what this scene shows')
    .max(
      STORYBOARD_LIMITS.promptMaxCharacters,
      `A scene's prompt can be at most ${STORYBOARD_LIMITS.promptMaxCharacters} characters`,
    ),
);
const libraryItemId = z.uuid('Choose an item from your library');

/**
 * What a scene shows while its line is spoken: the presenter on camera, a clip (generated from a
 * prompt, or a VEO clip of the Library), or a still (generated, from the Library, or uploaded).
 */
export const sceneVisualSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('presenter') }).strict(),
  z
    .object({
      kind: z.literal('shot'),
      source: z.enum(['generate', 'library']),
      prompt: prompt.optional(),
      library_item_id: libraryItemId.optional(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('still'),
      source: z.enum(['generate', 'library', 'upload']),
      prompt: prompt.optional(),
      library_item_id: libraryItemId.optional(),
      /** An upload's link, as the upload call answered it. */
      upload_url: z.string().min(1).max(2048).optional(),
    })
    .strict(),
]);
export type SceneVisual = z.infer<typeof sceneVisualSchema>;

export const storyboardSceneSchema = z
  .object({
    /** What is said; with a recording, the words said in it (the captions), which may be left out. */
    line: line.default(''),
    visual: sceneVisualSchema,
    /** "Use my voice": the presenter speaks this recording instead of a written line. */
    recording_url: recordingUrl.optional(),
    /** Render this scene again even if an identical one was already made. */
    regenerate: z.boolean().optional(),
  })
  .superRefine((scene, context) => {
    if (scene.recording_url && scene.visual.kind !== 'presenter') {
      context.addIssue({
        code: 'custom',
        path: ['recording_url'],
        message: OWN_VOICE_MESSAGES.presenterSceneOnly,
      });
    }
    if (!scene.recording_url && !scene.line) {
      context.addIssue({ code: 'custom', path: ['line'], message: LINE_REQUIRED });
    }
  });
export type StoryboardScene = z.infer<typeof storyboardSceneSchema>;

export const storyboardInputSchema = z.object({
  title: storableText(z.string().trim().max(100)).optional(),
  /** The presenter: on camera in presenter scenes, and the voice of every line. */
  creatorName: storableText(
    z.string({ error: 'Choose a presenter' }).trim().min(1, 'Choose a presenter').max(100),
  ),
  /** The presenter in a corner bubble over shots and stills. */
  bubble: z.boolean().default(false),
  /** Captions burned into the picture (the WebVTT and SRT files are made either way). */
  burnCaptions: z.boolean().default(false),
  /** Every scene is made and the whole assembled in this shape and resolution (16:9 at 720p when absent). */
  format: videoFormatSchema.default(DEFAULT_VIDEO_FORMAT),
  /** How burned captions read: a line at a time, or a few large words with the spoken one lit. */
  captionStyle: captionStyleSchema.default('classic'),
  scenes: z
    .array(storyboardSceneSchema)
    .min(1, 'Add at least one scene')
    .max(
      STORYBOARD_LIMITS.maxScenes,
      `A storyboard can have at most ${STORYBOARD_LIMITS.maxScenes} scenes`,
    ),
});
export type StoryboardInput = z.infer<typeof storyboardInputSchema>;
/** A storyboard as a client sends it: the format and caption style may be left out. */
export type StoryboardRequest = z.input<typeof storyboardInputSchema>;

/** Idea (or a pasted script) to scenes: the writer splits it and proposes each scene's visual. */
export const storyboardDraftInputSchema = z.object({
  /** Who it is for, the points (one scene each) and the next step, as in the script step. */
  ...scriptBriefSchema.shape,
  idea: storableText(
    z
      .string({ error: 'Write your idea or paste a script' })
      .trim()
      .min(1, 'Write your idea or paste a script')
      .max(
        STORYBOARD_LIMITS.ideaMaxCharacters,
        `Please keep it under ${STORYBOARD_LIMITS.ideaMaxCharacters} characters`,
      ),
  ),
  /** True when `idea` is already the script: it is split as written, not rewritten. */
  isScript: z.boolean().default(false),
});
export type StoryboardDraftInput = z.infer<typeof storyboardDraftInputSchema>;

export const storyboardDraftResponseSchema = z.object({
  scenes: z.array(storyboardSceneSchema),
  language: z.string().optional(),
});
export type StoryboardDraftResponse = z.infer<typeof storyboardDraftResponseSchema>;

export const sceneQuoteSchema = z.object({
  /** Expected length of the scene, whole seconds. */
  seconds: z.number().int().positive(),
  /** Expected cost: spoken seconds, plus a generated clip or image; 0 for what is already made. */
  credits: z.number().int().nonnegative(),
  /** Held at start: the most the scene can cost. */
  hold_credits: z.number().int().nonnegative(),
  /** The scene's clip is already made (an identical scene of an earlier render) and is reused. */
  reused: z.boolean(),
  /** That earlier clip, playable alone with its sound; only when the scene is reused. */
  preview_url: z.string().optional(),
});
export type SceneQuote = z.infer<typeof sceneQuoteSchema>;

export const storyboardQuoteResponseSchema = z.object({
  scenes: z.array(sceneQuoteSchema),
  seconds: z.number().int().positive(),
  credits: z.number().int().nonnegative(),
  hold_credits: z.number().int().nonnegative(),
  wait_seconds: z.number().nonnegative(),
});
export type StoryboardQuoteResponse = z.infer<typeof storyboardQuoteResponseSchema>;

export const SCENE_STATES = [...JOB_STATES, 'DROPPED'] as const;

export const storyboardSceneStatusSchema = z.object({
  id: z.string(),
  position: z.number().int().nonnegative(),
  line: z.string(),
  visual: sceneVisualSchema,
  state: z.enum(SCENE_STATES),
  stage: z.string().nullable(),
  progress: z.number().min(0).max(100),
  eta_seconds: z.number().nonnegative().optional(),
  duration_seconds: z.number().optional(),
  credits_charged: z.number().int().nonnegative().optional(),
  error: z.string().optional(),
  /** The scene's own clip, playable alone once it is made. */
  preview_url: z.string().optional(),
});
export type StoryboardSceneStatus = z.infer<typeof storyboardSceneStatusSchema>;

export const storyboardStatusResponseSchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  creatorName: z.string(),
  state: z.enum(JOB_STATES),
  stage: z.string().nullable(),
  progress: z.number().min(0).max(100),
  eta_seconds: z.number().nonnegative().optional(),
  error: z.string().optional(),
  scenes: z.array(storyboardSceneStatusSchema),
  /** The finished video and its captions files. */
  url: z.string().optional(),
  thumbnail: z.string().optional(),
  captions_vtt_url: z.string().optional(),
  captions_srt_url: z.string().optional(),
  duration_seconds: z.number().optional(),
  credits_charged: z.number().int().nonnegative().optional(),
  hold_credits: z.number().int().nonnegative(),
  format: resultFormatSchema.optional(),
});
export type StoryboardStatusResponse = z.infer<typeof storyboardStatusResponseSchema>;

export const storyboardStartedResponseSchema = z.object({ id: z.string() });

/**
 * A storyboard as it is being edited, saved as the user types: lines may still be empty and
 * visuals unchosen, so only the bounds of a finished storyboard apply, not its completeness.
 */
const draftText = storableText(z.string().max(STORYBOARD_LIMITS.ideaMaxCharacters));

/** A scene's visual mid-edit: the same choices, a description of any length being typed. */
const draftVisualSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('presenter') }).strict(),
  z
    .object({
      kind: z.literal('shot'),
      source: z.enum(['generate', 'library']),
      prompt: draftText.optional(),
      library_item_id: libraryItemId.optional(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('still'),
      source: z.enum(['generate', 'library', 'upload']),
      prompt: draftText.optional(),
      library_item_id: libraryItemId.optional(),
      upload_url: z.string().min(1).max(2048).optional(),
    })
    .strict(),
]);

export const savedDraftInputSchema = z.object({
  title: storableText(z.string().max(100)).default(''),
  creatorName: storableText(z.string().max(100)).nullable().default(null),
  bubble: z.boolean().default(false),
  burnCaptions: z.boolean().default(false),
  /** Absent in a draft saved before formats: the editor keeps its current choice. */
  format: videoFormatSchema.optional(),
  captionStyle: captionStyleSchema.optional(),
  scenes: z
    .array(
      z.object({
        line: draftText,
        visual: draftVisualSchema,
        /** A recording the scene speaks, kept with the draft (it may expire if never rendered). */
        recording_url: recordingUrl.optional(),
      }),
    )
    .max(
      STORYBOARD_LIMITS.maxScenes,
      `A storyboard can have at most ${STORYBOARD_LIMITS.maxScenes} scenes`,
    ),
});
export type SavedDraftInput = z.infer<typeof savedDraftInputSchema>;

export const savedDraftIdParamsSchema = z.object({ id: z.uuid() });

/** A saved draft as it comes back: what was saved, its id and when it was last saved. */
export const savedDraftSchema = savedDraftInputSchema.extend({
  id: z.string(),
  updated_at: z.string(),
});
export type SavedDraft = z.infer<typeof savedDraftSchema>;

/** A draft in the "Continue your draft" list: enough to recognise it. */
export const savedDraftSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  scene_count: z.number().int().nonnegative(),
  updated_at: z.string(),
});
export type SavedDraftSummary = z.infer<typeof savedDraftSummarySchema>;

export const savedDraftListSchema = z.object({ drafts: z.array(savedDraftSummarySchema) });
export type SavedDraftList = z.infer<typeof savedDraftListSchema>;

export const savedDraftSavedSchema = z.object({ id: z.string(), updated_at: z.string() });
