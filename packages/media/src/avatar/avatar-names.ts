/**
 * Presenters per voice: two women and two men with names from the voice's language, and how
 * often each skin group appears (light, medium, tan, deep), so the set is varied but plausible.
 */
export interface VoiceCast {
  voiceId: string;
  female: readonly string[];
  male: readonly string[];
  skinWeights: readonly [number, number, number, number];
}

const NORTH = [8, 2, 0, 1] as const;
const SOUTH = [4, 5, 1, 0] as const;
const EAST_ASIA = [7, 3, 0, 0] as const;
const SOUTHEAST_ASIA = [1, 4, 4, 0] as const;

export const VOICE_CASTS: readonly VoiceCast[] = [
  {
    voiceId: 'en-us',
    female: ['Emily', 'Jasmine'],
    male: ['Marcus', 'Ryan'],
    skinWeights: [3, 2, 2, 3],
  },
  {
    voiceId: 'en-gb',
    female: ['Charlotte', 'Priya'],
    male: ['Oliver', 'Kwame'],
    skinWeights: [5, 2, 1, 2],
  },
  {
    voiceId: 'en-gb-x-rp',
    female: ['Victoria', 'Eleanor'],
    male: ['Edward', 'Henry'],
    skinWeights: NORTH,
  },
  {
    voiceId: 'en-gb-scotland',
    female: ['Isla', 'Fiona'],
    male: ['Callum', 'Angus'],
    skinWeights: NORTH,
  },
  {
    voiceId: 'en-029',
    female: ['Shanice', 'Keisha'],
    male: ['Andre', 'Desmond'],
    skinWeights: [0, 1, 3, 6],
  },
  {
    voiceId: 'fr-fr',
    female: ['Amélie', 'Chloé'],
    male: ['Julien', 'Mathieu'],
    skinWeights: [4, 2, 1, 3],
  },
  {
    voiceId: 'fr-be',
    female: ['Manon', 'Élise'],
    male: ['Thomas', 'Arnaud'],
    skinWeights: [5, 2, 1, 2],
  },
  { voiceId: 'de', female: ['Lena', 'Johanna'], male: ['Felix', 'Lukas'], skinWeights: NORTH },
  { voiceId: 'es', female: ['Lucía', 'Carmen'], male: ['Javier', 'Álvaro'], skinWeights: SOUTH },
  {
    voiceId: 'es-419',
    female: ['Valentina', 'Camila'],
    male: ['Mateo', 'Diego'],
    skinWeights: [2, 4, 3, 2],
  },
  {
    voiceId: 'it',
    female: ['Giulia', 'Francesca'],
    male: ['Lorenzo', 'Marco'],
    skinWeights: SOUTH,
  },
  { voiceId: 'pt', female: ['Inês', 'Beatriz'], male: ['Tiago', 'Rui'], skinWeights: SOUTH },
  {
    voiceId: 'pt-br',
    female: ['Larissa', 'Fernanda'],
    male: ['Rafael', 'Gabriel'],
    skinWeights: [2, 4, 3, 2],
  },
  { voiceId: 'nl', female: ['Sanne', 'Femke'], male: ['Daan', 'Jeroen'], skinWeights: NORTH },
  { voiceId: 'sv', female: ['Astrid', 'Elin'], male: ['Erik', 'Oskar'], skinWeights: NORTH },
  { voiceId: 'nb', female: ['Ingrid', 'Sigrid'], male: ['Magnus', 'Henrik'], skinWeights: NORTH },
  { voiceId: 'da', female: ['Freja', 'Mette'], male: ['Rasmus', 'Mikkel'], skinWeights: NORTH },
  { voiceId: 'fi', female: ['Aino', 'Helmi'], male: ['Mikko', 'Eero'], skinWeights: NORTH },
  { voiceId: 'pl', female: ['Zofia', 'Kasia'], male: ['Piotr', 'Tomasz'], skinWeights: NORTH },
  { voiceId: 'cs', female: ['Tereza', 'Eliška'], male: ['Jakub', 'Ondřej'], skinWeights: NORTH },
  { voiceId: 'ro', female: ['Ioana', 'Andreea'], male: ['Andrei', 'Mihai'], skinWeights: SOUTH },
  { voiceId: 'hu', female: ['Réka', 'Zsófia'], male: ['Bence', 'Levente'], skinWeights: NORTH },
  { voiceId: 'el', female: ['Eleni', 'Katerina'], male: ['Nikos', 'Giorgos'], skinWeights: SOUTH },
  { voiceId: 'ru', female: ['Anastasia', 'Olga'], male: ['Dmitri', 'Alexei'], skinWeights: NORTH },
  { voiceId: 'uk', female: ['Oksana', 'Daryna'], male: ['Taras', 'Bohdan'], skinWeights: NORTH },
  { voiceId: 'tr', female: ['Elif', 'Zeynep'], male: ['Emre', 'Burak'], skinWeights: SOUTH },
  { voiceId: 'ar', female: ['Layla', 'Noor'], male: ['Omar', 'Karim'], skinWeights: [1, 5, 3, 0] },
  {
    voiceId: 'hi',
    female: ['Ananya', 'Kavya'],
    male: ['Arjun', 'Rohan'],
    skinWeights: [0, 3, 5, 2],
  },
  {
    voiceId: 'id',
    female: ['Putri', 'Sari'],
    male: ['Budi', 'Rizky'],
    skinWeights: SOUTHEAST_ASIA,
  },
  {
    voiceId: 'ms',
    female: ['Nurul', 'Aisyah'],
    male: ['Hafiz', 'Amir'],
    skinWeights: SOUTHEAST_ASIA,
  },
  { voiceId: 'vi', female: ['Linh', 'Mai'], male: ['Minh', 'Quang'], skinWeights: [3, 5, 2, 0] },
  {
    voiceId: 'sw',
    female: ['Amani', 'Zawadi'],
    male: ['Baraka', 'Juma'],
    skinWeights: [0, 0, 2, 8],
  },
  { voiceId: 'ja', female: ['Yui', 'Sakura'], male: ['Haruto', 'Kenji'], skinWeights: EAST_ASIA },
  { voiceId: 'cmn', female: ['Mei', 'Xiaoling'], male: ['Wei', 'Jun'], skinWeights: EAST_ASIA },
  {
    voiceId: 'yue',
    female: ['Ka Yan', 'Wing Sze'],
    male: ['Chi Ming', 'Ho Yin'],
    skinWeights: EAST_ASIA,
  },
  {
    voiceId: 'ko',
    female: ['Ji-woo', 'Seo-yeon'],
    male: ['Min-jun', 'Ji-ho'],
    skinWeights: EAST_ASIA,
  },
];

/** Voices whose presenters have dark hair and brown eyes whatever their skin tone. */
export const DARK_HAIRED_VOICES: ReadonlySet<string> = new Set([
  'ja',
  'cmn',
  'yue',
  'ko',
  'vi',
  'id',
  'ms',
  'hi',
  'ar',
  'sw',
  'en-029',
]);

/** Voices where some women are shown wearing a headscarf, and how often. */
export const HIJAB_SHARE: Readonly<Record<string, number>> = {
  ar: 0.5,
  ms: 0.5,
  id: 0.5,
  tr: 0.25,
};
