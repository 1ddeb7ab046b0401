// How close the avatar length estimate is to the real length: 20 fixed scripts in 5 languages,
// each voice's pace measured by the local speech engine the way a worker measures it, then each
// script spoken by that engine (the audio decides the video's length) and compared.
// Goal: worst error ≤ 15 %.
import { getVoice, listAvatars, synthesizeSpeech } from '@orato/media';
import { estimateSpeechSeconds, measureSpeakingRate } from '@orato/shared';

const SCRIPTS: Readonly<Record<string, readonly string[]>> = {
  'en-us': [
    'Small teams ship faster because every decision stays close to the work.',
    'Welcome to our bakery! Every morning at 6 am we bake 120 loaves, 40 baguettes and a tray of cinnamon buns.',
    'Sleep matters for students. A rested brain remembers more, solves problems faster and stays calm before exams. Aim for eight hours, keep a steady bedtime, and put the phone away an hour before sleep.',
    'Three tips for better meetings: send the agenda early, start on time, and end with one clear decision and one owner for every task.',
  ],
  'fr-fr': [
    'Les petites équipes livrent plus vite, car chaque décision reste proche du travail.',
    'Bienvenue dans notre boulangerie ! Chaque matin, nous préparons du pain frais, des croissants et des tartes aux pommes.',
    'Le sommeil compte pour les étudiants. Un cerveau reposé retient mieux, résout les problèmes plus vite et reste calme avant les examens.',
    'Trois conseils pour de meilleures réunions : envoyez l’ordre du jour à l’avance, commencez à l’heure et terminez par une décision claire.',
  ],
  de: [
    'Kleine Teams liefern schneller, weil jede Entscheidung nah an der Arbeit bleibt.',
    'Willkommen in unserer Bäckerei! Jeden Morgen backen wir frisches Brot, Brezeln und Apfelkuchen.',
    'Schlaf ist wichtig für Studierende. Ein ausgeruhtes Gehirn merkt sich mehr, löst Probleme schneller und bleibt vor Prüfungen ruhig.',
    'Drei Tipps für bessere Besprechungen: Schicken Sie die Tagesordnung früh, beginnen Sie pünktlich und enden Sie mit einer klaren Entscheidung.',
  ],
  es: [
    'Los equipos pequeños publican más rápido porque cada decisión está cerca del trabajo.',
    '¡Bienvenidos a nuestra panadería! Cada mañana horneamos pan fresco, croissants y tartas de manzana.',
    'El sueño es importante para los estudiantes. Un cerebro descansado recuerda más, resuelve problemas más rápido y mantiene la calma antes de los exámenes.',
    'Tres consejos para mejores reuniones: envía la agenda pronto, empieza a tiempo y termina con una decisión clara.',
  ],
  it: [
    'I piccoli gruppi consegnano più in fretta, perché ogni decisione resta vicina al lavoro.',
    'Benvenuti nella nostra panetteria! Ogni mattina sforniamo pane fresco, cornetti e torte di mele.',
    'Il sonno è importante per gli studenti. Un cervello riposato ricorda di più, risolve i problemi più in fretta e resta calmo prima degli esami.',
    "Tre consigli per riunioni migliori: invia l'ordine del giorno in anticipo, inizia puntuale e chiudi con una decisione chiara.",
  ],
};

const errors: number[] = [];
for (const [voiceId, scripts] of Object.entries(SCRIPTS)) {
  const avatar = listAvatars().find((candidate) => candidate.voiceId === voiceId);
  if (!avatar) {
    throw new Error(`no presenter speaks ${voiceId}`);
  }
  const speak = async (text: string) =>
    (
      await synthesizeSpeech({
        text,
        voiceId,
        gender: avatar.gender,
        pitch: avatar.voicePitch,
      })
    ).durationSeconds;
  const rate = await measureSpeakingRate(speak, getVoice(voiceId).language);
  for (const script of scripts) {
    const real = await speak(script);
    const estimate = estimateSpeechSeconds(script, rate);
    const error = (estimate - real) / real;
    errors.push(Math.abs(error));
    console.log(
      JSON.stringify({
        bench: 'estimate',
        voice: voiceId,
        realSeconds: Number(real.toFixed(2)),
        estimateSeconds: Number(estimate.toFixed(2)),
        errorPercent: Number((error * 100).toFixed(1)),
      }),
    );
  }
}
const mean = errors.reduce((sum, error) => sum + error, 0) / errors.length;
const worst = Math.max(...errors);
console.log(
  JSON.stringify({
    bench: 'estimate',
    scripts: errors.length,
    meanErrorPercent: Number((mean * 100).toFixed(1)),
    worstErrorPercent: Number((worst * 100).toFixed(1)),
    goalWorstPercent: 15,
  }),
);
