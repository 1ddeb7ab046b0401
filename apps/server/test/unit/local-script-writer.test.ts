import { detectLanguage, quoteAvatarVideo, speakersOf, type ScriptBrief } from '@orato/shared';
import { describe, expect, it } from 'vitest';
import { SCRIPT_PHRASES } from '../../src/adapters/script-writer/local-script.phrases';
import { composeScript } from '../../src/adapters/script-writer/local.script-writer';
import { LocalScriptWriter } from '../../src/adapters/script-writer/local.script-writer';
import { LocalAvatarVideoGenerator } from '../../src/adapters/video-generator/local-avatar.video-generator';
import { locateFfmpeg } from '@orato/media';
import { AvatarVideoService } from '../../src/modules/avatar/avatar-video.service';

const IDEAS = {
  es: 'Por qué beber agua por la mañana te ayuda a concentrarte en el trabajo',
} as const;

/** Ten ideas with their points, two in each language the writer has its own words for. */
const BRIEFS: { language: string; idea: string; brief: ScriptBrief }[] = [
  {
    language: 'es',
    idea: 'Nuestra panadería abre un nuevo local en el centro',
    brief: {
      audience: 'los vecinos del barrio',
      points: [
        'El pan se hornea cada mañana a las seis',
        'Hay café de comercio justo',
        'Los martes hay descuento para estudiantes',
      ],
      action: 'ven a probar la primera hogaza',
    },
  },
  {
    language: 'es',
    idea: 'Cómo preparar una entrevista de trabajo',
    brief: {
      points: [
        'Investiga la empresa antes de ir',
        'Prepara tres ejemplos de tu experiencia',
        'Llega diez minutos antes',
      ],
    },
  },
  {
    language: 'fr',
    idea: 'Bienvenue aux nouveaux employés de notre agence',
    brief: {
      audience: 'les nouvelles recrues',
      points: [
        'Votre badge vous attend à l’accueil',
        'Le déjeuner d’équipe a lieu le jeudi',
        'Votre tuteur répond à toutes vos questions',
      ],
      action: 'passez nous voir au troisième étage',
    },
  },
  {
    language: 'fr',
    idea: 'Les bases du compost en appartement',
    brief: {
      points: [
        'Un seau avec un couvercle suffit',
        'On y met les épluchures et le marc de café',
        'On le vide chaque semaine dans le bac de quartier',
      ],
    },
  },
  {
    language: 'de',
    idea: 'Unser neues Fahrradverleih-Angebot für die Stadt',
    brief: {
      audience: 'Pendler und Studierende',
      points: [
        'Die Räder stehen an zwanzig Stationen',
        'Die erste halbe Stunde ist kostenlos',
        'Die App zeigt freie Räder in Echtzeit',
      ],
      action: 'laden Sie die App herunter',
    },
  },
  {
    language: 'de',
    idea: 'Wie man im Büro Energie spart',
    brief: {
      points: [
        'Bildschirme nach Feierabend ausschalten',
        'Heizung im Winter auf zwanzig Grad stellen',
        'Treppe statt Aufzug nehmen',
      ],
    },
  },
  {
    language: 'pt',
    idea: 'A nossa horta comunitária precisa de voluntários',
    brief: {
      audience: 'os moradores do bairro',
      points: [
        'A horta fica aberta aos sábados de manhã',
        'Não é preciso ter experiência',
        'As ferramentas são emprestadas pela associação',
      ],
      action: 'inscreva-se no nosso site',
    },
  },
  {
    language: 'pt',
    idea: 'Como organizar as finanças da casa',
    brief: {
      points: [
        'Anote todas as despesas do mês',
        'Separe uma parte do salário para emergências',
        'Reveja as assinaturas que você não usa',
      ],
    },
  },
  {
    language: 'it',
    idea: 'La nostra gelateria presenta i gusti dell’estate',
    brief: {
      audience: 'i clienti di sempre',
      points: [
        'Il gelato al pistacchio è fatto con pistacchi siciliani',
        'Il sorbetto al limone è senza latte',
        'Ogni settimana arriva un gusto nuovo',
      ],
      action: 'venite ad assaggiarli in negozio',
    },
  },
  {
    language: 'it',
    idea: 'Come prepararsi a una maratona',
    brief: {
      points: [
        'Aumenta i chilometri poco alla volta',
        'Riposa almeno un giorno alla settimana',
        'Prova le scarpe prima della gara',
      ],
    },
  },
];

/** Sentences the old writer said about any idea: none may come back. */
const FILLER = [
  'Here is the idea for the next minute',
  'Try it for one week and write down what changes',
  'It sounds simple, and that is exactly why it is so easy to skip',
  'Small, steady steps here add up faster than big plans',
  'Pick one of these three today and see what it does for you',
  'Esta es la idea para el próximo minuto',
  'Dame sesenta segundos para hablar de una sola cosa',
  'Para empezar: vídeo corto',
  'Después: explicar',
  'Numéro deux : présenter',
];

const sentences = (script: string) => script.split(/(?<=[.!?])\s+/u);
const folded = (text: string) => text.toLowerCase().replace(/[.!?…]+$/u, '');

/**
 * The writer's own sentences are only those of its language that carry no content: how many
 * points follow, and a sign-off. Every other sentence says something the user wrote.
 */
function ownSentences(language: string, points: number): string[] {
  const phrases = SCRIPT_PHRASES[language]!;
  return [phrases.count(points), ...phrases.closes].filter(Boolean).map(folded);
}

function userWords(idea: string, brief: ScriptBrief): string[] {
  return [idea, brief.audience, ...(brief.points ?? []), brief.action]
    .filter((text): text is string => Boolean(text))
    .map(folded);
}

describe('the embedded script writer', () => {
  it.each(BRIEFS)(
    '$language: "$idea" has every point in order, in its language, within 60 s',
    ({ language, idea, brief }) => {
      for (const variation of [0, 1, 2]) {
        const script = composeScript(idea, variation, brief);
        const lower = script.toLowerCase();
        const at = (brief.points ?? []).map((point) => lower.indexOf(point.toLowerCase()));
        expect(
          at.every((position) => position >= 0),
          script,
        ).toBe(true);
        expect(at).toEqual([...at].sort((a, b) => a - b));
        if (brief.action) {
          expect(lower).toContain(brief.action.toLowerCase());
        }
        expect(detectLanguage(script), script).toBe(language);
        // every sentence starts with a capital, whichever structure it was written in
        expect(script).not.toMatch(/[.!?] \p{Ll}/u);
        const own = ownSentences(language, brief.points?.length ?? 0);
        const said = userWords(idea, brief);
        for (const sentence of sentences(script)) {
          expect(
            FILLER.some((filler) => sentence.includes(filler)),
            sentence,
          ).toBe(false);
          // no sentence of its own beyond a count and a sign-off: the rest is the user's
          const carriesUserWords = said.some((words) => folded(sentence).includes(words));
          expect(carriesUserWords || own.includes(folded(sentence)), sentence).toBe(true);
        }
        expect(quoteAvatarVideo(script).overLimit).toBe(false);
        expect(quoteAvatarVideo(script).seconds).toBeLessThanOrEqual(60);
      }
    },
  );

  it('regenerates with another structure and the same points', () => {
    for (const { idea, brief } of BRIEFS) {
      const first = composeScript(idea, 0, brief);
      const second = composeScript(idea, 1, brief);
      expect(second).not.toBe(first);
      for (const point of brief.points ?? []) {
        expect(second.toLowerCase()).toContain(point.toLowerCase());
      }
    }
  });

  it('makes a short script of the idea alone, with no words it did not get', () => {
    const idea = 'A friendly 30-second welcome for new employees';
    for (const variation of [0, 1, 2]) {
      const script = composeScript(idea, variation);
      expect(script).toContain('friendly 30-second welcome for new employees');
      // an opening and a sign-off at most around it
      expect(script.length).toBeLessThan(idea.length + 50);
    }
    // an idea of several sentences is said one sentence after another, in order
    const two = composeScript('Our shop moves. From June we are at 4 Mill Lane. Same hours.', 0);
    expect(two).toMatch(/our shop moves\. From June we are at 4 Mill Lane\. Same hours\./i);
  });

  it('keeps names and acronyms as typed after a transition', () => {
    const script = composeScript('Our new app', 0, {
      points: ['NASA uses it', 'iPhone support', 'It is free'],
    });
    expect(script).toContain('First, NASA uses it.');
    expect(script).toContain('Second, iPhone support.');
    expect(script).toContain('And finally, it is free.');
  });

  it('German points keep their capitals', () => {
    const script = composeScript('Wie man im Büro Energie spart', 0, {
      points: ['Heizung runter', 'Licht aus'],
    });
    expect(script).toContain('Heizung runter');
  });
});

/** A bakery's idea and three points in each language the writer and the prompt reader know. */
const BAKERIES: { language: string; idea: string; points: string[] }[] = [
  {
    language: 'es',
    idea: 'Nuestra panadería abre el lunes',
    points: [
      'El pan sale del horno a las siete',
      'Nuestros cruasanes llevan mantequilla de verdad',
      'Cada pastel viene con un café',
    ],
  },
  {
    language: 'fr',
    idea: 'Notre boulangerie ouvre lundi',
    points: [
      'Le pain sort du four à sept heures',
      'Nos croissants sont faits au vrai beurre',
      'Chaque gâteau est servi avec un café',
    ],
  },
  {
    language: 'de',
    idea: 'Unsere Bäckerei öffnet am Montag',
    points: [
      'Das Brot kommt um sieben aus dem Ofen',
      'Unsere Croissants werden mit echter Butter gebacken',
      'Zu jedem Kuchen gibt es einen Kaffee',
    ],
  },
  {
    language: 'pt',
    idea: 'A nossa padaria abre na segunda-feira',
    points: [
      'O pão sai do forno às sete',
      'Os nossos croissants são feitos com manteiga de verdade',
      'Cada bolo vem com um café',
    ],
  },
  {
    language: 'it',
    idea: 'La nostra panetteria apre lunedì',
    points: [
      'Il pane esce dal forno alle sette',
      'I nostri cornetti sono fatti con burro vero',
      'Ogni torta arriva con un caffè',
    ],
  },
];
const BAKERY_THINGS = new Set([
  'bread',
  'oven',
  'croissants',
  'croissant',
  'butter',
  'cake',
  'coffee',
]);

/** The things a drafted visual names, or [] when it is not a shot description. */
function shotThings(prompt: string): string[] {
  const shown = /^A cinematic shot of (.+), soft natural light$/.exec(prompt)?.[1];
  return shown ? shown.split(/, | and /) : [];
}

describe('storyboard drafts offline', () => {
  it.each(BAKERIES)(
    '$language: the bakery idea with three points drafts three scenes of bakery things only',
    async ({ language, idea, points }) => {
      const scenes = await new LocalScriptWriter().draftScenes(idea, 0, { points });
      expect(scenes).toHaveLength(3);
      for (const scene of scenes) {
        const things = shotThings(scene.prompt);
        expect(things.length, scene.prompt).toBeGreaterThan(0);
        expect(
          things.filter((thing) => !BAKERY_THINGS.has(thing)),
          scene.prompt,
        ).toEqual([]);
      }
      // each scene shows what its own point names
      expect(shotThings(scenes[0]!.prompt)).toContain('bread');
      expect(shotThings(scenes[2]!.prompt)).toEqual(expect.arrayContaining(['cake', 'coffee']));
      expect(detectLanguage(scenes.map((scene) => scene.line).join(' '))).toBe(language);
    },
  );

  it('drafts a bakery idea with three points as three scenes whose visuals show only bakery things', async () => {
    const scenes = await new LocalScriptWriter().draftScenes('Our bakery opens on Monday', 0, {
      points: [
        'Fresh bread comes out of the oven at seven',
        'Our croissants are made with real butter',
        'Every cake comes with a cup of coffee',
      ],
      action: 'come and taste the first loaf',
    });
    expect(scenes).toHaveLength(3);
    const BAKERY = new Set([
      'bread',
      'oven',
      'croissants',
      'croissant',
      'butter',
      'cake',
      'coffee',
    ]);
    for (const scene of scenes) {
      const shown = /^A cinematic shot of (.+), soft natural light$/.exec(scene.prompt)?.[1] ?? '';
      const things = shown.split(/, | and /);
      expect(things.length, scene.prompt).toBeGreaterThan(0);
      expect(
        things.filter((thing) => !BAKERY.has(thing)),
        scene.prompt,
      ).toEqual([]);
    }
    expect(scenes[0]!.line).toContain('fresh bread comes out of the oven at seven');
    expect(scenes[2]!.line).toContain('come and taste the first loaf');
  });

  it('says so when a line names nothing that can be drawn', async () => {
    const { promptFromLine } = await import('../../src/lib/scene-lines');
    expect(promptFromLine('See you next time, and thank you for watching.')).toMatch(
      /Nothing in this line/,
    );
  });
});

describe('script and avatar languages', () => {
  const generator = new LocalAvatarVideoGenerator({
    binaries: locateFfmpeg(),
    captions: true,
    thumbnailBaseUrl: '/api/creators',
  });
  // writing scripts and listing presenters touch neither the pipeline, the library nor storage
  const service = new AvatarVideoService(
    generator,
    new LocalScriptWriter(),
    undefined as never,
    undefined as never,
    undefined as never,
    undefined as never,
  );

  it('gives a Spanish idea a Spanish script and suggests Spanish-speaking avatars', async () => {
    const reply = await service.writeScript(IDEAS.es);
    expect(reply.language).toBe('es');
    expect(reply.note).toBeUndefined();
    expect(detectLanguage(reply.script)).toBe('es');
    const creators = await service.listCreators();
    const suggested = speakersOf(creators, reply.language);
    expect(suggested.length).toBeGreaterThanOrEqual(4);
    expect(suggested.map((creator) => creator.name)).toEqual(
      expect.arrayContaining(['Lucía', 'Javier', 'Valentina', 'Mateo']),
    );
  });

  it('keeps the words of a language it has no phrases for, and says so', async () => {
    const idea = 'Как быстро выучить английский язык за месяц';
    const reply = await service.writeScript(idea, {
      points: ['Каждый день по двадцать минут', 'Слушайте подкасты'],
    });
    expect(reply.script).toBe(`${idea}. Каждый день по двадцать минут. Слушайте подкасты.`);
    expect(reply.language).toBe('ru');
    expect(reply.note).toMatch(/Russian.*as you wrote them/);
  });

  it('regenerates each of the ten ideas as a different script with the same points, in order', async () => {
    for (const { language, idea, brief } of BRIEFS) {
      const first = await service.writeScript(idea, brief);
      const again = await service.writeScript(idea, brief, first.script);
      expect(again.script).not.toBe(first.script);
      expect(again.language).toBe(language);
      const lower = again.script.toLowerCase();
      const at = (brief.points ?? []).map((point) => lower.indexOf(point.toLowerCase()));
      expect(at.every((position) => position >= 0)).toBe(true);
      expect(at).toEqual([...at].sort((a, b) => a - b));
    }
  });

  it('passes the brief to the writer', async () => {
    const reply = await service.writeScript('Our bakery opens on Monday', {
      audience: 'our neighbours',
      points: ['Sourdough from 7 am', 'Coffee on the terrace'],
      action: 'come and taste the first loaf',
    });
    expect(reply.script).toContain('our neighbours');
    expect(reply.script).toMatch(
      /Sourdough from 7 am.*Coffee on the terrace.*come and taste the first loaf/is,
    );
  });

  it('gives every avatar a real language that its voice speaks', async () => {
    const creators = await service.listCreators();
    expect(
      creators.every((creator) => creator.language && /^[a-z]{2}$/.test(creator.language)),
    ).toBe(true);
    expect(creators.find((creator) => creator.name === 'Emily')?.language).toBe('en');
  });
});
