/**
 * The embedded writer's phrase banks, one per language it writes. Every slot for the idea or a
 * term from it follows a colon or stands alone, so any words the user typed fit without
 * breaking the sentence around them.
 */
export interface ScriptPhrases {
  /** Each takes the idea as typed (without closing punctuation). */
  hooks: readonly ((idea: string) => string)[];
  /** Three labels for the three points, e.g. "Number one", "Number two", "Number three". */
  leads: readonly (readonly [string, string, string])[];
  /** A sentence that follows a point's label and fits any subject. */
  bodies: readonly string[];
  closes: readonly string[];
  /** How a label meets what follows: French puts a space before the colon. */
  colon: string;
  /** Words that carry no subject: split the idea on them to find its terms. */
  stopwords: ReadonlySet<string>;
}

const words = (text: string) => new Set(text.split(' '));

export const SCRIPT_PHRASES: Readonly<Record<string, ScriptPhrases>> = {
  en: {
    hooks: [
      (idea) => `Here is the idea for the next minute: ${idea}.`,
      (idea) => `Give me sixty seconds on one thing: ${idea}.`,
      (idea) => `Today's topic is one people ask me about all the time: ${idea}.`,
      (idea) => `Let's make this simple. The subject: ${idea}.`,
      (idea) => `Most people overthink this one: ${idea}. Here is how I see it.`,
    ],
    leads: [
      ['Number one', 'Number two', 'Number three'],
      ['First', 'Second', 'Third'],
      ['To start', 'Next', 'And finally'],
    ],
    bodies: [
      'It sounds simple, and that is exactly why it is so easy to skip.',
      'Notice how often it already shapes your day, then start there.',
      'Try it for one week and write down what changes.',
      'Small, steady steps here add up faster than big plans.',
      'Ask what would make it easier, and do that part first.',
      'This is where most people stop too early, so keep going a little longer.',
      'You do not need special tools for it, only a few honest minutes.',
      'When it goes wrong, it is usually because nobody planned for it.',
    ],
    closes: [
      'Pick one of these three today and see what it does for you.',
      'That is the whole idea. Start small, and come back to it tomorrow.',
      'Save this for later, and share it with someone who needs it.',
      'Try it this week, and tell me how it goes.',
    ],
    colon: ': ',
    stopwords: words(
      'a an the and or but so of to in on at for with from by about into over under after before during without why how what when where who which that this these those is are was were be been being do does did can could will would should may might must i you he she it we they me my your his her its our their them us helps help make makes get gets have has had more most better best very really just not no yes',
    ),
  },
  es: {
    hooks: [
      (idea) => `Esta es la idea para el próximo minuto: ${idea}.`,
      (idea) => `Dame sesenta segundos para hablar de una sola cosa: ${idea}.`,
      (idea) => `El tema de hoy es uno que me preguntan a menudo: ${idea}.`,
      (idea) => `Vamos a hacerlo sencillo. El tema: ${idea}.`,
      (idea) => `Mucha gente le da demasiadas vueltas a esto: ${idea}. Así es como yo lo veo.`,
    ],
    leads: [
      ['Número uno', 'Número dos', 'Número tres'],
      ['Primero', 'Segundo', 'Tercero'],
      ['Para empezar', 'Después', 'Y por último'],
    ],
    bodies: [
      'Parece sencillo, y justo por eso es tan fácil saltárselo.',
      'Fíjate en cuántas veces ya forma parte de tu día y empieza por ahí.',
      'Pruébalo durante una semana y apunta lo que cambia.',
      'Los pasos pequeños y constantes suman más rápido que los grandes planes.',
      'Pregúntate qué lo haría más fácil y haz eso primero.',
      'Aquí es donde casi todos se rinden demasiado pronto, así que aguanta un poco más.',
      'No necesitas herramientas especiales, solo unos minutos honestos.',
      'Cuando sale mal, suele ser porque nadie lo había previsto.',
    ],
    closes: [
      'Elige una de estas tres ideas hoy y mira qué hace por ti.',
      'Esa es toda la idea. Empieza con poco y vuelve a ella mañana.',
      'Guárdalo para más tarde y compártelo con quien lo necesite.',
      'Pruébalo esta semana y cuéntame cómo te va.',
    ],
    colon: ': ',
    stopwords: words(
      'un una unos unas el la los las lo y o pero de del a al en por para con sin sobre entre desde hasta durante que qué por qué cómo como cuándo dónde quién cuál este esta estos estas ese esa es son fue ser estar está están hay puede pueden te tu tus mi mis su sus nos se me le les ayuda ayudan hace hacen mejor más muy no sí',
    ),
  },
  fr: {
    hooks: [
      (idea) => `Voici l'idée pour la minute qui vient : ${idea}.`,
      (idea) => `Donnez-moi soixante secondes sur un seul sujet : ${idea}.`,
      (idea) => `Le sujet du jour, on me pose souvent la question : ${idea}.`,
      (idea) => `Faisons simple. Le sujet : ${idea}.`,
      (idea) =>
        `Beaucoup de gens se compliquent la vie avec ça : ${idea}. Voici comment je le vois.`,
    ],
    leads: [
      ['Numéro un', 'Numéro deux', 'Numéro trois'],
      ['D’abord', 'Ensuite', 'Enfin'],
      ['Pour commencer', 'Puis', 'Et pour finir'],
    ],
    bodies: [
      'Ça paraît simple, et c’est justement pour ça qu’on l’oublie si facilement.',
      'Remarquez combien de fois c’est déjà présent dans votre journée, et partez de là.',
      'Essayez pendant une semaine et notez ce qui change.',
      'De petits pas réguliers vont plus loin que de grands projets.',
      'Demandez-vous ce qui rendrait les choses plus faciles, et commencez par là.',
      'C’est ici que la plupart des gens s’arrêtent trop tôt, alors tenez un peu plus longtemps.',
      'Pas besoin d’outils particuliers, juste quelques minutes honnêtes.',
      'Quand ça coince, c’est souvent parce que personne ne l’avait prévu.',
    ],
    closes: [
      'Choisissez une de ces trois idées aujourd’hui et voyez ce qu’elle change.',
      'C’est tout. Commencez petit, et revenez-y demain.',
      'Gardez cette vidéo pour plus tard, et partagez-la avec quelqu’un qui en a besoin.',
      'Essayez cette semaine, et dites-moi comment ça se passe.',
    ],
    colon: ' : ',
    stopwords: words(
      'un une des le la les l et ou mais de du d à au aux en dans par pour avec sans sur sous entre pendant que qu qui quoi comment pourquoi quand où ce cette ces est sont être avoir a ont peut peuvent vous votre vos nous notre nos je j tu te ton ta tes son sa ses se s il elle ils elles on aide aident fait font mieux plus très ne pas',
    ),
  },
  de: {
    hooks: [
      (idea) => `Hier ist die Idee für die nächste Minute: ${idea}.`,
      (idea) => `Geben Sie mir sechzig Sekunden für ein einziges Thema: ${idea}.`,
      (idea) => `Das heutige Thema höre ich ständig als Frage: ${idea}.`,
      (idea) => `Machen wir es einfach. Das Thema: ${idea}.`,
      (idea) => `Viele machen es sich hier zu schwer: ${idea}. So sehe ich das.`,
    ],
    leads: [
      ['Punkt eins', 'Punkt zwei', 'Punkt drei'],
      ['Erstens', 'Zweitens', 'Drittens'],
      ['Zum Start', 'Danach', 'Und zum Schluss'],
    ],
    bodies: [
      'Das klingt einfach, und genau deshalb lässt man es so leicht aus.',
      'Achten Sie darauf, wie oft es Ihren Tag schon prägt, und fangen Sie dort an.',
      'Probieren Sie es eine Woche lang aus und notieren Sie, was sich ändert.',
      'Kleine, stetige Schritte bringen hier mehr als große Pläne.',
      'Fragen Sie sich, was es leichter machen würde, und tun Sie das zuerst.',
      'Genau hier hören die meisten zu früh auf, also bleiben Sie etwas länger dran.',
      'Dafür brauchen Sie keine besonderen Werkzeuge, nur ein paar ehrliche Minuten.',
      'Wenn es schiefgeht, dann meistens, weil niemand damit gerechnet hat.',
    ],
    closes: [
      'Suchen Sie sich heute einen dieser drei Punkte aus und schauen Sie, was er bewirkt.',
      'Das ist schon alles. Fangen Sie klein an und bleiben Sie morgen dran.',
      'Speichern Sie das für später und teilen Sie es mit jemandem, der es braucht.',
      'Probieren Sie es diese Woche aus und erzählen Sie mir, wie es lief.',
    ],
    colon: ': ',
    stopwords: words(
      'ein eine einer einen einem der die das den dem des und oder aber von zu zum zur in im am an auf für mit ohne über unter nach vor während bei beim aus wie warum was wann wo wer welche dass dies diese ist sind war sein haben hat kann können wird ich du er sie es wir ihr mein dein sein unser euer ihre hilft helfen macht besser mehr sehr nicht',
    ),
  },
  pt: {
    hooks: [
      (idea) => `Esta é a ideia para o próximo minuto: ${idea}.`,
      (idea) => `Dê-me sessenta segundos sobre uma só coisa: ${idea}.`,
      (idea) => `O tema de hoje é uma pergunta que ouço sempre: ${idea}.`,
      (idea) => `Vamos simplificar. O tema: ${idea}.`,
      (idea) => `Muita gente complica isto: ${idea}. Eis como eu vejo.`,
    ],
    leads: [
      ['Número um', 'Número dois', 'Número três'],
      ['Primeiro', 'Segundo', 'Terceiro'],
      ['Para começar', 'Depois', 'E por fim'],
    ],
    bodies: [
      'Parece simples, e é exatamente por isso que é tão fácil de ignorar.',
      'Repare quantas vezes isso já faz parte do seu dia e comece por aí.',
      'Experimente durante uma semana e anote o que muda.',
      'Passos pequenos e constantes somam mais depressa do que grandes planos.',
      'Pergunte o que tornaria isto mais fácil e faça essa parte primeiro.',
      'É aqui que a maioria desiste cedo demais, por isso aguente um pouco mais.',
      'Não precisa de ferramentas especiais, só de alguns minutos honestos.',
      'Quando corre mal, costuma ser porque ninguém se preparou para isso.',
    ],
    closes: [
      'Escolha hoje uma destas três ideias e veja o que ela faz por si.',
      'É só isto. Comece pequeno e volte ao assunto amanhã.',
      'Guarde isto para mais tarde e partilhe com quem precisa.',
      'Experimente esta semana e conte-me como correu.',
    ],
    colon: ': ',
    stopwords: words(
      'um uma uns umas o a os as e ou mas de do da dos das em no na nos nas por pelo pela para com sem sobre entre durante que quê como quando onde quem qual este esta isto esse essa é são foi ser estar está há pode podem te tu você seu sua seus suas meu minha nosso se me lhe ajuda ajudam faz fazem melhor mais muito não sim',
    ),
  },
  it: {
    hooks: [
      (idea) => `Ecco l'idea per il prossimo minuto: ${idea}.`,
      (idea) => `Dammi sessanta secondi su una sola cosa: ${idea}.`,
      (idea) => `Il tema di oggi è una domanda che sento spesso: ${idea}.`,
      (idea) => `Facciamola semplice. Il tema: ${idea}.`,
      (idea) => `Molti complicano questa cosa: ${idea}. Ecco come la vedo io.`,
    ],
    leads: [
      ['Numero uno', 'Numero due', 'Numero tre'],
      ['Primo', 'Secondo', 'Terzo'],
      ['Per cominciare', 'Poi', 'E per finire'],
    ],
    bodies: [
      'Sembra semplice, ed è proprio per questo che si salta così facilmente.',
      'Nota quante volte fa già parte della tua giornata, e parti da lì.',
      'Provalo per una settimana e annota che cosa cambia.',
      'Piccoli passi costanti portano più lontano dei grandi piani.',
      'Chiediti che cosa lo renderebbe più facile, e fai quello per primo.',
      'È qui che quasi tutti si fermano troppo presto, quindi resisti ancora un po’.',
      'Non servono strumenti speciali, solo qualche minuto sincero.',
      'Quando va storto, di solito è perché nessuno ci aveva pensato.',
    ],
    closes: [
      'Scegli oggi una di queste tre idee e guarda che cosa cambia.',
      'Tutto qui. Comincia in piccolo e riprendilo domani.',
      'Salvalo per dopo e condividilo con chi ne ha bisogno.',
      'Provalo questa settimana e raccontami com’è andata.',
    ],
    colon: ': ',
    stopwords: words(
      'un uno una il lo la i gli le l e o ma di del della dei delle a al alla in nel nella per con senza su tra fra durante che come perché quando dove chi quale questo questa è sono era essere avere ha può possono ti tu tuo tua mio mia nostro si mi ci aiuta aiutano fa fanno meglio più molto non sì',
    ),
  },
};

/** Languages the embedded writer writes in; any other idea gets an English script. */
export const LOCAL_SCRIPT_LANGUAGES = Object.keys(SCRIPT_PHRASES);
