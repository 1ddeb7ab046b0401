import type { PromptCase } from './prompt-set.fixture';

/**
 * Ten prompts in each language the offline engines read besides English, with what a person
 * would draw (by its English name, as the engines draw it) and what must never be drawn: the
 * prompt's modifiers and small words, in English and as typed.
 */
export const LANGUAGE_PROMPT_SETS: Record<'es' | 'fr' | 'de' | 'pt' | 'it', PromptCase[]> = {
  es: [
    {
      prompt: 'un barco de papel flotando en un río',
      draws: ['boat'],
      never: ['paper', 'papel', 'roll'],
    },
    { prompt: 'tres gatos durmiendo en el jardín', draws: ['cat'], never: ['durmiendo', 'bed'] },
    {
      prompt: 'una taza de café junto a un libro abierto',
      draws: ['coffee', 'book'],
      never: ['cup', 'taza', 'junto'],
    },
    {
      prompt: 'un perro jugando con una pelota en la playa',
      draws: ['dog', 'ball'],
      never: ['rice', 'jugando'],
    },
    {
      prompt: 'un globo aerostático sobre las montañas al atardecer',
      draws: ['balloon'],
      never: ['window', 'pin', 'sobre'],
    },
    {
      prompt: 'un taxi amarillo en la calle de noche',
      draws: ['taxi'],
      never: ['thumbs', 'amarillo'],
    },
    {
      prompt: 'un cohete despegando del desierto',
      draws: ['rocket'],
      never: ['calendar', 'despegando'],
    },
    { prompt: 'gaviotas volando sobre el mar', draws: ['seagull'], never: ['cardinal', 'volando'] },
    {
      prompt: 'una casa de madera en el bosque con nieve',
      draws: ['house'],
      never: ['wood', 'madera'],
    },
    { prompt: 'un zorro rojo y un oso en el bosque', draws: ['fox', 'bear'], never: ['rojo'] },
  ],
  fr: [
    {
      prompt: 'un bateau en papier sur la rivière',
      draws: ['boat'],
      never: ['paper', 'papier', 'roll'],
    },
    {
      prompt: 'une tasse de thé à côté d’un croissant',
      draws: ['tea', 'croissant'],
      never: ['cup', 'tasse', 'côté'],
    },
    { prompt: 'trois chiens qui courent dans un champ', draws: ['dog'], never: ['courent'] },
    {
      prompt: 'une montgolfière au-dessus des montagnes',
      draws: ['balloon'],
      never: ['window', 'pin'],
    },
    { prompt: 'un chat noir sur une chaise', draws: ['cat', 'chair'], never: ['noir'] },
    {
      prompt: 'un phare au bord de la mer au coucher du soleil',
      draws: ['lighthouse'],
      never: ['bord', 'board'],
    },
    { prompt: 'des mouettes au-dessus du port', draws: ['seagull'], never: ['cardinal', 'port'] },
    { prompt: 'une fusée qui décolle la nuit', draws: ['rocket'], never: ['calendar', 'décolle'] },
    {
      prompt: 'un enfant avec un parapluie sous la pluie',
      draws: ['child', 'umbrella'],
      never: ['sous'],
    },
    {
      prompt: 'un bol de soupe et du pain sur la table',
      draws: ['soup', 'bread'],
      never: ['bol'],
    },
  ],
  de: [
    { prompt: 'ein Papierboot auf dem Fluss', draws: ['boat'], never: ['paper', 'papier', 'roll'] },
    { prompt: 'drei Katzen schlafen im Garten', draws: ['cat'], never: ['schlafen', 'bed'] },
    {
      prompt: 'eine Tasse Kaffee neben einem Buch',
      draws: ['coffee', 'book'],
      never: ['cup', 'tasse', 'neben'],
    },
    {
      prompt: 'ein Hund spielt mit einem Ball am Strand',
      draws: ['dog', 'ball'],
      never: ['rice', 'spielt'],
    },
    {
      prompt: 'ein Heißluftballon über den Bergen bei Sonnenuntergang',
      draws: ['balloon'],
      never: ['window', 'pin'],
    },
    {
      prompt: 'ein gelbes Taxi in der Stadt bei Nacht',
      draws: ['taxi'],
      never: ['thumbs', 'gelbes'],
    },
    {
      prompt: 'eine Rakete startet in der Wüste',
      draws: ['rocket'],
      never: ['calendar', 'startet'],
    },
    { prompt: 'Möwen fliegen über das Meer', draws: ['seagull'], never: ['cardinal', 'fliegen'] },
    { prompt: 'ein Leuchtturm auf einer Insel im Sturm', draws: ['lighthouse'], never: ['auf'] },
    { prompt: 'ein Fuchs und ein Bär im Wald', draws: ['fox', 'bear'], never: ['und'] },
  ],
  pt: [
    {
      prompt: 'um barco de papel descendo o rio',
      draws: ['boat'],
      never: ['paper', 'papel', 'roll'],
    },
    { prompt: 'três gatos dormindo no sofá', draws: ['cat'], never: ['dormindo', 'bed'] },
    {
      prompt: 'uma xícara de café ao lado de um livro',
      draws: ['coffee', 'book'],
      never: ['cup', 'xícara', 'lado'],
    },
    {
      prompt: 'um cachorro brincando com uma bola na praia',
      draws: ['dog', 'ball'],
      never: ['rice', 'brincando'],
    },
    {
      prompt: 'um balão de ar quente sobre as montanhas ao pôr do sol',
      draws: ['balloon'],
      never: ['window', 'pin', 'ar'],
    },
    {
      prompt: 'um táxi amarelo na rua à noite',
      draws: ['taxi'],
      never: ['thumbs', 'amarelo'],
    },
    {
      prompt: 'um foguete decolando no deserto',
      draws: ['rocket'],
      never: ['calendar', 'decolando'],
    },
    { prompt: 'gaivotas voando sobre o mar', draws: ['seagull'], never: ['cardinal', 'voando'] },
    {
      prompt: 'uma casa de madeira na floresta com neve',
      draws: ['house'],
      never: ['wood', 'madeira'],
    },
    {
      prompt: 'dois leões e três elefantes no campo',
      draws: ['lion', 'elephant'],
      never: ['campo'],
    },
  ],
  it: [
    {
      prompt: 'una barchetta di carta sul fiume',
      draws: ['boat'],
      never: ['paper', 'carta', 'roll'],
    },
    { prompt: 'tre gatti che dormono in giardino', draws: ['cat'], never: ['dormono', 'bed'] },
    {
      prompt: 'una tazza di caffè accanto a un libro',
      draws: ['coffee', 'book'],
      never: ['cup', 'tazza', 'accanto'],
    },
    {
      prompt: 'un cane che gioca con una palla sulla spiaggia',
      draws: ['dog', 'ball'],
      never: ['rice', 'gioca'],
    },
    {
      prompt: 'una mongolfiera sopra le montagne al tramonto',
      draws: ['balloon'],
      never: ['window', 'pin', 'sopra'],
    },
    {
      prompt: 'un taxi giallo in città di notte',
      draws: ['taxi'],
      never: ['thumbs', 'giallo'],
    },
    {
      prompt: 'un razzo che decolla dal deserto',
      draws: ['rocket'],
      never: ['calendar', 'decolla'],
    },
    {
      prompt: 'gabbiani che volano sopra il mare',
      draws: ['seagull'],
      never: ['cardinal', 'volano'],
    },
    {
      prompt: 'un faro su un’isola durante la tempesta',
      draws: ['lighthouse'],
      never: ['isola', 'island'],
    },
    { prompt: 'una volpe rossa e un orso nel bosco', draws: ['fox', 'bear'], never: ['rossa'] },
  ],
};
