/**
 * The offline writer's words of its own, per language: openings, transitions between the user's
 * points, and closes. Written for each language, not translated line by line; every slot takes the
 * user's words whole, after a colon or as a noun phrase, so nothing typed breaks the sentence.
 * There is no advice and no claim here: the content is only ever what the user wrote.
 */
export interface ScriptPhrases {
  /** The opening, from the idea alone. */
  openings: readonly ((idea: string) => string)[];
  /** The opening when the user said who the video is for. */
  audienceOpenings: readonly ((idea: string, audience: string) => string)[];
  /** Says how many points follow ("Three things."), used in some structures. */
  count: (points: number) => string;
  /**
   * Sets of transitions, one per point in order; a set's `last` replaces the final one when there
   * are three points or more ("And finally").
   */
  transitions: readonly { each: readonly string[]; last?: string }[];
  /** The close, when the user said what the viewer should do next. */
  actionCloses: readonly ((action: string) => string)[];
  /** A short sign-off when there is no next step; an empty string closes on the last point. */
  closes: readonly string[];
  /** Whether the first letter of a user's phrase may be lowered after a transition (not German nouns). */
  lowersAfterTransition: boolean;
  /** Small words of the language: split the idea on them to find its phrases. */
  stopwords: ReadonlySet<string>;
}

const words = (text: string) => new Set(text.split(' '));
/** The idea opening a sentence of its own. */
const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const SCRIPT_PHRASES: Readonly<Record<string, ScriptPhrases>> = {
  en: {
    openings: [
      (idea) => `${idea}.`,
      (idea) => `Let's talk about this: ${idea}.`,
      (idea) => `Today: ${idea}.`,
    ],
    audienceOpenings: [
      (idea, audience) => `This one is for ${audience}: ${idea}.`,
      (idea, audience) => `A quick word for ${audience}. ${cap(idea)}.`,
      (idea, audience) => `${idea}, for ${audience}.`,
    ],
    count: (points) =>
      `${['One thing', 'Two things', 'Three things', 'Four things', 'Five things', 'Six things'][points - 1] ?? `${points} things`} to know.`,
    transitions: [
      {
        each: ['First,', 'Second,', 'Third,', 'Fourth,', 'Fifth,', 'Sixth,'],
        last: 'And finally,',
      },
      {
        each: ['To start,', 'Then,', 'After that,', 'On top of that,', 'Also,', 'Next,'],
        last: 'And last,',
      },
      {
        each: [
          'Number one:',
          'Number two:',
          'Number three:',
          'Number four:',
          'Number five:',
          'Number six:',
        ],
      },
    ],
    actionCloses: [
      (action) => `So, ${action}.`,
      (action) => `Your next step: ${action}.`,
      (action) => `Now it's your turn: ${action}.`,
    ],
    closes: ['', 'Thanks for watching.', 'See you next time.'],
    lowersAfterTransition: true,
    stopwords: words(
      'a an the and or but so of to in on at for with from by about into over under after before during without why how what when where who which that this these those is are was were be been being do does did can could will would should may might must i you he she it we they me my your his her its our their them us helps help make makes get gets have has had more most better best very really just not no yes',
    ),
  },
  es: {
    openings: [
      (idea) => `${idea}.`,
      (idea) => `Hablemos de esto: ${idea}.`,
      (idea) => `Hoy toca: ${idea}.`,
    ],
    audienceOpenings: [
      (idea, audience) => `Esto va para ${audience}: ${idea}.`,
      (idea, audience) => `Unas palabras para ${audience}. ${cap(idea)}.`,
      (idea, audience) => `${idea}, pensado para ${audience}.`,
    ],
    count: (points) =>
      `${['Una idea clave', 'Dos ideas clave', 'Tres ideas clave', 'Cuatro ideas clave', 'Cinco ideas clave', 'Seis ideas clave'][points - 1] ?? `${points} ideas clave`}.`,
    transitions: [
      {
        each: ['Primero,', 'Segundo,', 'Tercero,', 'Cuarto,', 'Quinto,', 'Sexto,'],
        last: 'Y por último,',
      },
      {
        each: ['Para empezar,', 'Luego,', 'Después,', 'Además,', 'También,', 'A continuación,'],
        last: 'Y para terminar,',
      },
      { each: ['Uno:', 'Dos:', 'Tres:', 'Cuatro:', 'Cinco:', 'Seis:'] },
    ],
    actionCloses: [
      (action) => `Así que ya sabes: ${action}.`,
      (action) => `Tu siguiente paso: ${action}.`,
      (action) => `Ahora te toca a ti: ${action}.`,
    ],
    closes: ['', 'Gracias por vernos.', 'Nos vemos en el próximo vídeo.'],
    lowersAfterTransition: true,
    stopwords: words(
      'un una unos unas el la los las lo y o pero de del a al en por para con sin sobre entre desde hasta durante que qué por qué cómo como cuándo dónde quién cuál este esta estos estas ese esa es son fue ser estar está están hay puede pueden te tu tus mi mis su sus nos se me le les ayuda ayudan hace hacen mejor más muy no sí',
    ),
  },
  fr: {
    openings: [
      (idea) => `${idea}.`,
      (idea) => `Parlons-en : ${idea}.`,
      (idea) => `Au programme aujourd'hui : ${idea}.`,
    ],
    audienceOpenings: [
      (idea, audience) => `Cette vidéo s'adresse à ${audience} : ${idea}.`,
      (idea, audience) => `Un mot pour ${audience}. ${cap(idea)}.`,
      (idea, audience) => `${idea}, à l'intention de ${audience}.`,
    ],
    count: (points) =>
      `${['Un point essentiel', 'Deux points essentiels', 'Trois points essentiels', 'Quatre points essentiels', 'Cinq points essentiels', 'Six points essentiels'][points - 1] ?? `${points} points essentiels`}.`,
    transitions: [
      {
        each: ["D'abord,", 'Ensuite,', 'Puis,', 'De plus,', 'Aussi,', 'Par ailleurs,'],
        last: 'Et enfin,',
      },
      {
        each: [
          'Premièrement,',
          'Deuxièmement,',
          'Troisièmement,',
          'Quatrièmement,',
          'Cinquièmement,',
          'Sixièmement,',
        ],
        last: 'Et pour finir,',
      },
      { each: ['Un :', 'Deux :', 'Trois :', 'Quatre :', 'Cinq :', 'Six :'] },
    ],
    actionCloses: [
      (action) => `Alors, à vous de jouer : ${action}.`,
      (action) => `Prochaine étape : ${action}.`,
      (action) => `Et maintenant : ${action}.`,
    ],
    closes: ['', 'Merci de nous avoir regardés.', 'À bientôt.'],
    lowersAfterTransition: true,
    stopwords: words(
      'un une des le la les l et ou mais de du d à au aux en dans par pour avec sans sur sous entre pendant que qu qui quoi comment pourquoi quand où ce cette ces est sont être avoir a ont peut peuvent vous votre vos nous notre nos je j tu te ton ta tes son sa ses se s il elle ils elles on aide aident fait font mieux plus très ne pas',
    ),
  },
  de: {
    openings: [
      (idea) => `${idea}.`,
      (idea) => `Darum geht es heute: ${idea}.`,
      (idea) => `Kurz und klar: ${idea}.`,
    ],
    audienceOpenings: [
      (idea, audience) => `Dieses Video ist für ${audience}: ${idea}.`,
      (idea, audience) => `Ein paar Worte an ${audience}. ${cap(idea)}.`,
      (idea, audience) => `${idea} – für ${audience}.`,
    ],
    count: (points) =>
      `${['Ein Punkt', 'Zwei Punkte', 'Drei Punkte', 'Vier Punkte', 'Fünf Punkte', 'Sechs Punkte'][points - 1] ?? `${points} Punkte`}, die zählen.`,
    transitions: [
      {
        each: ['Erstens:', 'Zweitens:', 'Drittens:', 'Viertens:', 'Fünftens:', 'Sechstens:'],
        last: 'Und zum Schluss:',
      },
      {
        each: ['Zuerst:', 'Dann:', 'Danach:', 'Außerdem:', 'Dazu:', 'Weiter:'],
        last: 'Und schließlich:',
      },
      {
        each: [
          'Punkt eins:',
          'Punkt zwei:',
          'Punkt drei:',
          'Punkt vier:',
          'Punkt fünf:',
          'Punkt sechs:',
        ],
      },
    ],
    actionCloses: [
      (action) => `Also: ${action}.`,
      (action) => `Ihr nächster Schritt: ${action}.`,
      (action) => `Jetzt sind Sie dran: ${action}.`,
    ],
    closes: ['', 'Danke fürs Zuschauen.', 'Bis zum nächsten Mal.'],
    lowersAfterTransition: false,
    stopwords: words(
      'ein eine einer einen einem der die das den dem des und oder aber von zu zum zur in im am an auf für mit ohne über unter nach vor während bei beim aus wie warum was wann wo wer welche dass dies diese ist sind war sein haben hat kann können wird ich du er sie es wir ihr mein dein sein unser euer ihre hilft helfen macht besser mehr sehr nicht',
    ),
  },
  pt: {
    openings: [
      (idea) => `${idea}.`,
      (idea) => `Vamos falar disto: ${idea}.`,
      (idea) => `Hoje, o tema é: ${idea}.`,
    ],
    audienceOpenings: [
      (idea, audience) => `Este vídeo é para ${audience}: ${idea}.`,
      (idea, audience) => `Uma palavra para ${audience}. ${cap(idea)}.`,
      (idea, audience) => `${idea}, pensado para ${audience}.`,
    ],
    count: (points) =>
      `${['Um ponto importante', 'Dois pontos importantes', 'Três pontos importantes', 'Quatro pontos importantes', 'Cinco pontos importantes', 'Seis pontos importantes'][points - 1] ?? `${points} pontos importantes`}.`,
    transitions: [
      {
        each: ['Primeiro,', 'Segundo,', 'Terceiro,', 'Quarto,', 'Quinto,', 'Sexto,'],
        last: 'E, por fim,',
      },
      {
        each: ['Para começar,', 'Depois,', 'Em seguida,', 'Além disso,', 'Também,', 'E ainda,'],
        last: 'E para terminar,',
      },
      { each: ['Um:', 'Dois:', 'Três:', 'Quatro:', 'Cinco:', 'Seis:'] },
    ],
    actionCloses: [
      (action) => `Então, fica a dica: ${action}.`,
      (action) => `O próximo passo: ${action}.`,
      (action) => `Agora é com você: ${action}.`,
    ],
    closes: ['', 'Obrigado por assistir.', 'Até a próxima.'],
    lowersAfterTransition: true,
    stopwords: words(
      'um uma uns umas o a os as e ou mas de do da dos das em no na nos nas por pelo pela para com sem sobre entre durante que quê como quando onde quem qual este esta isto esse essa é são foi ser estar está há pode podem te tu você seu sua seus suas meu minha nosso se me lhe ajuda ajudam faz fazem melhor mais muito não sim',
    ),
  },
  it: {
    openings: [
      (idea) => `${idea}.`,
      (idea) => `Parliamone: ${idea}.`,
      (idea) => `Oggi si parla di questo: ${idea}.`,
    ],
    audienceOpenings: [
      (idea, audience) => `Questo video è per ${audience}: ${idea}.`,
      (idea, audience) => `Due parole per ${audience}. ${cap(idea)}.`,
      (idea, audience) => `${idea}, pensato per ${audience}.`,
    ],
    count: (points) =>
      `${['Un punto chiave', 'Due punti chiave', 'Tre punti chiave', 'Quattro punti chiave', 'Cinque punti chiave', 'Sei punti chiave'][points - 1] ?? `${points} punti chiave`}.`,
    transitions: [
      { each: ['Primo,', 'Secondo,', 'Terzo,', 'Quarto,', 'Quinto,', 'Sesto,'], last: 'E infine,' },
      {
        each: ['Per cominciare,', 'Poi,', 'Dopo,', 'Inoltre,', 'In più,', 'E ancora,'],
        last: 'E per chiudere,',
      },
      { each: ['Uno:', 'Due:', 'Tre:', 'Quattro:', 'Cinque:', 'Sei:'] },
    ],
    actionCloses: [
      (action) => `Quindi: ${action}.`,
      (action) => `Il prossimo passo: ${action}.`,
      (action) => `Ora tocca a te: ${action}.`,
    ],
    closes: ['', 'Grazie per la visione.', 'Alla prossima.'],
    lowersAfterTransition: true,
    stopwords: words(
      'un uno una il lo la i gli le l e o ma di del della dei delle a al alla in nel nella per con senza su tra fra durante che come perché quando dove chi quale questo questa è sono era essere avere ha può possono ti tu tuo tua mio mia nostro si mi ci aiuta aiutano fa fanno meglio più molto non sì',
    ),
  },
};

export const LOCAL_SCRIPT_LANGUAGES = Object.keys(SCRIPT_PHRASES);
