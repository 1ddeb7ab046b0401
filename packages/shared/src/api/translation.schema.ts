import { z } from 'zod';
import { TRANSLATION_MESSAGES } from '../domain/translation-messages';
import { LIMITS } from '../domain/limits';
import { storableText } from './text.schema';

const languageCode = z
  .string()
  .trim()
  .min(2)
  .max(8)
  .regex(/^[a-z]{2,3}$/);

/** One language the Translate menu lists: offered, or greyed out with what would enable it. */
export const translationLanguageSchema = z.object({
  code: z.string(),
  name: z.string(),
  available: z.boolean(),
  /** Why it is not offered and what would change that (a package to install). */
  enable: z.string().optional(),
});
export type TranslationLanguage = z.infer<typeof translationLanguageSchema>;

export const translationOptionsResponseSchema = z.object({
  /** The language the video speaks now. */
  from: z.string(),
  /** Who translates: `apertium` offline, else the script writer's provider. */
  translator: z.string().nullable(),
  languages: z.array(translationLanguageSchema),
});
export type TranslationOptionsResponse = z.infer<typeof translationOptionsResponseSchema>;

export const translationDraftInputSchema = z.object({ language: languageCode });
export type TranslationDraftInput = z.infer<typeof translationDraftInputSchema>;

export const translationDraftResponseSchema = z.object({
  from: z.string(),
  language: z.string(),
  /** The script translated scene by scene (one scene for an avatar video), to edit before render. */
  scenes: z.array(z.string()),
  /** The video's own presenter when it speaks the language; null when the user must pick one. */
  presenter: z.string().nullable(),
  /** The presenters who speak the language, to pick from. */
  presenters: z.array(z.string()),
});
export type TranslationDraftResponse = z.infer<typeof translationDraftResponseSchema>;

/** The edited translation to render: one line per scene, and a presenter where the original's cannot. */
export const translationInputSchema = z.object({
  language: languageCode,
  scenes: z
    .array(
      storableText(
        z
          .string()
          .trim()
          .max(
            LIMITS.scriptMaxCharacters,
            `The script can be at most ${LIMITS.scriptMaxCharacters} characters`,
          ),
      ),
    )
    .min(1, TRANSLATION_MESSAGES.emptyScene(1))
    .max(50)
    .superRefine((scenes, context) => {
      const empty = scenes.findIndex((scene) => scene.length === 0);
      if (empty >= 0) {
        context.addIssue({ code: 'custom', message: TRANSLATION_MESSAGES.emptyScene(empty + 1) });
      }
    }),
  creatorName: storableText(z.string().trim().min(1).max(100)).optional(),
});
export type TranslationInput = z.infer<typeof translationInputSchema>;

/**
 * The public API's translate call: the language, and the edited scenes where the caller drafted and
 * edited them (else the translation is rendered as it comes); `avatar` where the original's does
 * not speak the language.
 */
export const v1TranslationInputSchema = z.object({
  language: languageCode,
  scenes: translationInputSchema.shape.scenes.optional(),
  avatar: translationInputSchema.shape.creatorName,
});
export type V1TranslationInput = z.infer<typeof v1TranslationInputSchema>;
