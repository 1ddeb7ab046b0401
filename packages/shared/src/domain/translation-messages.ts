import { languageName } from './language';

/** What the Translate dialog and the translation calls say, word for word. */
export const TRANSLATION_MESSAGES = {
  menuItem: 'Translate…',
  dialogTitle: 'Translate this video',
  pickLanguage: 'Language',
  translateButton: 'Translate the script',
  translating: 'Translating…',
  editHint: 'Check and edit the translation. Nothing is charged until you render it.',
  renderButton: 'Render the translation',
  presenterLabel: 'Presenter',
  pickPresenter: (language: string) =>
    `The presenter does not speak ${languageName(language)}: pick one who does.`,
  notTranslatable:
    'Only a finished avatar video, photo-avatar video or storyboard can be translated.',
  unsupportedLanguage: (language: string) =>
    `This video cannot be translated into ${languageName(language)} here.`,
  sameLanguage: 'The video is already in this language.',
  unknownSource: 'The language of this video could not be told from its script.',
  noVoice: (language: string) => `No voice here speaks ${languageName(language)}.`,
  emptyScene: (position: number) => `Scene ${position} of the translation is empty.`,
  sceneCount: (expected: number) =>
    `The translation must have ${expected} scene${expected === 1 ? '' : 's'}, one per scene of the video.`,
  presenterWrongLanguage: (language: string) =>
    `That presenter does not speak ${languageName(language)}.`,
  translationFailed: 'The script could not be translated. Nothing was charged; please try again.',
  installHint: (packages: string, language: string) =>
    `Install ${packages} to translate to ${languageName(language)} offline`,
  writerHint: 'Set up a script writer (Gemini or OpenAI-compatible) to translate to it',
  noTranslator:
    'No translator is set up: install apertium and a language pair, or set up a script writer.',
  versions: 'Languages',
} as const;
