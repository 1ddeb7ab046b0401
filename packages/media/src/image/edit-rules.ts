/** The phrases each known edit answers to, as data; `parseEdits` reads them in this order. */
import type { CollageLayout, CropShape, FilterKind, PhotoStyle } from './image.types';

export interface PhraseRule<T> {
  value: T;
  pattern: RegExp;
}

const colour = 'colou?rs?';

/** Specific phrases come first, so 'too dark' is read as brighten before 'dark' is read as darken. */
export const FILTER_RULES: PhraseRule<FilterKind>[] = [
  { value: 'vignette', pattern: /vignett\w*|dark\w* (?:the )?(?:edges|corners)/ },
  {
    value: 'desaturate',
    pattern: new RegExp(
      `desaturat\\w*|less saturat\\w*|muted|washed[- ]out|subdued|tone down the ${colour}|fewer ${colour}|less ${colour}\\w*`,
    ),
  },
  {
    value: 'sharpen',
    pattern:
      /sharpen\w*|\bsharper\b|\bcrisp(?:er)?\b|more detail\w*|enhance (?:the )?details|\bunblur|\bdeblur|less blurr?y|\bclearer\b|in focus/,
  },
  {
    value: 'brighten',
    pattern:
      /too dark|less dark|(?:increase|raise|boost|more) (?:the )?(?:brightness|exposure|light)/,
  },
  {
    value: 'darken',
    pattern: /too bright|less bright|(?:reduce|lower|decrease) (?:the )?(?:brightness|exposure)/,
  },
  {
    value: 'grayscale',
    pattern: new RegExp(
      `black[\\s-]*(?:and|&|n)[\\s-]*white|\\bb\\s*&\\s*w\\b|\\bb/w\\b|gr[ae]y[\\s-]?scale|\\bmonochrome\\b|\\bmono\\b|\\bnoir\\b|colou?rless|(?:remove|drop|strip) (?:the |all )?${colour}`,
    ),
  },
  { value: 'sepia', pattern: /\bsepia\b|old[- ]photo\w*|\bantique\b|brown(?:ish)? tone/ },
  {
    value: 'vintage',
    pattern:
      /vintage|\bretro\b|old[- ]school|old[- ]fashioned|film (?:look|style|photo)|\banalog(?:ue)?\b|nostalgic|\bfaded\b/,
  },
  { value: 'warm', pattern: /\bwarm(?:er|th|ing)?\b|golden[- ]hour|\bgolden\b|\bsunnier\b/ },
  {
    value: 'cool',
    pattern: new RegExp(
      `\\bcool(?:er)? (?:tones?|tint|${colour}|look|temperature)|\\bcooler\\b|cool (?:it|this) down|\\bcold(?:er)?\\b|\\bicy\\b|\\bwintry\\b|blue (?:tint|tone)`,
    ),
  },
  { value: 'invert', pattern: /\binver(?:t|ted|se|sion)\b|\bnegative\b/ },
  {
    value: 'saturate',
    pattern: new RegExp(
      `\\bsaturat\\w*|\\bvivid\\w*|\\bvibrant\\b|\\bpunchy\\b|\\bpop\\b|boost (?:the )?${colour}|more ${colour}\\w*|${colour}ful|richer ${colour}|\\bhdr\\b`,
    ),
  },
  { value: 'contrast', pattern: /\bcontrast(?:y)?\b/ },
  {
    value: 'blur',
    pattern: /\bblur\w*|out[- ]of[- ]focus|soft[- ]focus|\bdefocus\w*|\bbokeh\b|\bsmudge\w*/,
  },
  {
    value: 'enhance',
    pattern:
      /\benhance\w*|\bimprove\w*|auto[- ]?(?:fix|enhance)|touch[- ]up|retouch\w*|\bpolish\w*|look better/,
  },
  { value: 'brighten', pattern: /\bbright\w*|\blighten\w*|\blighter\b|\bexposure\b/ },
  { value: 'darken', pattern: /\bdark\w*|\bdim(?:mer)?\b|\bmoody\b|low[- ]key/ },
];

/** Filters are applied in this order whatever order the prompt names them. */
export const FILTER_ORDER: FilterKind[] = [
  'enhance',
  'grayscale',
  'sepia',
  'vintage',
  'warm',
  'cool',
  'saturate',
  'desaturate',
  'brighten',
  'darken',
  'contrast',
  'invert',
  'sharpen',
  'blur',
  'vignette',
];

/** Painting looks, read before the filters so 'oil painting' is not read as anything else. */
export const STYLE_RULES: PhraseRule<PhotoStyle>[] = [
  { value: 'oil', pattern: /oil[- ]?paint\w*|\boil\b|impasto|impressionis\w*|van gogh/ },
  { value: 'watercolor', pattern: /water[- ]?colou?r\w*|aquarel\w*|gouache/ },
  {
    value: 'sketch',
    pattern: /(?:pencil |charcoal )?sketch\w*|pencil drawing|\bpencil\b|charcoal|line art/,
  },
  { value: 'pixel', pattern: /pixel[- ]?art|pixel\w*|8[- ]?bit|16[- ]?bit/ },
];

export const LAYOUT_RULES: PhraseRule<CollageLayout>[] = [
  {
    value: 'poster',
    pattern: /\bposters?\b|\bflyers?\b|\bcombin\w*|put (?:them|these|the \w+) together|\bmontage\b/,
  },
  {
    value: 'blend',
    pattern:
      /\bblend\w*|\bmerge\w*|double[- ]exposure|superimpos\w*|\boverlay\w*|mix (?:them|the (?:images|photos|pictures))/,
  },
  {
    value: 'row',
    pattern:
      /side[- ]by[- ]side|in a row|next to each other|left to right|before (?:and|&) after|comparison|\bcompare\b|horizontal(?:ly)? (?:strip|row|layout)|\bdiptych\b|\btriptych\b/,
  },
  {
    value: 'column',
    pattern:
      /\bstack\w*|on top of (?:each|one) other|top to bottom|in a column|\bcolumn\b|photo[- ]?strip|vertical(?:ly)? (?:strip|stack|layout)/,
  },
  { value: 'collage', pattern: /\bcollage\b|scatter\w*|scrapbook|polaroids?|mood[- ]?board/ },
  { value: 'grid', pattern: /\bgrid\b|\btiles?\b|\btiled\b|\bmosaic\b|\b2\s*x\s*2\b/ },
];

/** A shape word only counts as a crop beside a verb ('crop to portrait') or a format noun ('portrait format'). */
const cropContext = (word: string) =>
  new RegExp(
    `crop\\w* (?:it |this |the \\w+ )?(?:to |into |as )?(?:a |an )?${word}\\b` +
      `|(?:make (?:it|this)|turn (?:it|this) into|change (?:it )?to|in|into|as|to) (?:a |an )?${word}(?=\\s*(?:$|[,.;!?]|(?:and|then|please|for|with)\\b))` +
      `|${word} (?:format|crop|orientation|mode|aspect|ratio|shape|version)`,
  );

export const CROP_RULES: PhraseRule<CropShape>[] = [
  { value: 'square', pattern: /\bsquare\w*|\b1\s*:\s*1\b|instagram post/ },
  {
    value: 'story',
    pattern: /\b9\s*:\s*16\b|\bstor(?:y|ies)\b|\breels?\b|\btiktok\b|phone wallpaper/,
  },
  { value: 'portrait', pattern: cropContext('(?:portrait|vertical|tall)') },
  { value: 'portrait', pattern: /\b4\s*:\s*5\b|\b3\s*:\s*4\b|\b2\s*:\s*3\b/ },
  { value: 'landscape', pattern: cropContext('(?:landscape|horizontal|wide|widescreen)') },
  { value: 'landscape', pattern: /\b16\s*:\s*9\b|\b3\s*:\s*2\b|widescreen|\bcinematic\b|banner/ },
];

/** Words that weaken or strengthen the edit named beside them. */
export const LIGHT_WORDS =
  /\b(?:slight(?:ly)?|a (?:little|bit|touch)|little|subtle|subtly|gentle|gently|soft(?:ly)?|light(?:ly)?|mild(?:ly)?|hint of|touch of)\b/;
export const STRONG_WORDS =
  /\b(?:very|really|heavy|heavily|strong(?:ly)?|a lot|lots|extreme(?:ly)?|super|much|intense(?:ly)?|extra|way|max(?:imum)?|totally|completely)\b/;
/** An edit named after one of these is not wanted ('no blur', "don't make it black and white"). */
export const NEGATION = /\b(?:no|not|don't|dont|never|without|avoid|skip)\b(?:\s+\S+){0,3}\s*$/;

/** Words an instruction is made of when nothing in it names what to change. */
export const FILLER_WORDS = new Set(
  (
    "a an the it its it's this that these those them all both one some my me i you we can could " +
    'would will please just so to into onto of with in on at for from and or then also plus make ' +
    'give turn look looks like more less bit little lot very really slightly too style styled ' +
    'effect version up down be is are was want need image images photo photos picture pictures pic ' +
    'pics shot together as into new nice good great beautiful better way kind type sort tone ' +
    'tones colour colours color colors portrait landscape format'
  ).split(' '),
);

/** Verbs of an instruction: a clause with one of these and words left over is an edit request. */
export const EDIT_VERBS =
  /\b(?:remove|replace|change|swap|add|put|insert|erase|delete|make|turn|convert|transform|apply|paint|restyle|fix|clean|expand|extend|upscale|colou?ri[sz]e|cut|isolate|move|place|give|get rid|edit|retouch|reshape|resize|animate|draw|create)\w*\b/;

/** Nouns that only ever name something to change in a photo. */
export const EDIT_TARGETS =
  /\b(?:background|backdrop|sky|face|faces|hair|eyes|smile|person|people|object|objects|text|logo|watermark|resolution|lighting|expression|outfit|clothes|shirt|dress)\b/;
