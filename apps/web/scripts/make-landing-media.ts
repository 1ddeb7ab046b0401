// Generates the landing page's own media into apps/web/public/landing/ (no stock files):
// - 4 promotional videos (+ JPEG posters) from our local engines, cut to 6 s 360×540 H.264, no audio;
// - 5 use-case illustrations and 12 testimonial portraits, drawn as SVG.
// Run: node --import tsx apps/web/scripts/make-landing-media.ts   (from the repository root)
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import {
  listAvatars,
  locateFfmpeg,
  renderAvatarVideo,
  renderMotionVideo,
  runBinary,
} from '@orato/media';

const outDir = path.resolve(import.meta.dirname, '../public/landing');
const MAX_VIDEO_BYTES = 400 * 1024;

// ---------------------------------------------------------------- videos

interface VideoJob {
  name: string;
  render: (rawPath: string) => Promise<void>;
}

const avatars = listAvatars();
const pick = (gender: 'female' | 'male', index: number) => {
  const avatar = avatars.filter((candidate) => candidate.gender === gender)[index];
  if (!avatar) {
    throw new Error(`no ${gender} avatar #${index}`);
  }
  return avatar;
};

const videoJobs: VideoJob[] = [
  {
    name: 'promo-presenter',
    render: async (rawPath) => {
      await renderAvatarVideo({
        script: 'Hello! I am your AI presenter. Give me your words and I will bring them to life.',
        avatar: pick('female', 0),
        outputPath: rawPath,
        captions: false,
      });
    },
  },
  {
    name: 'promo-ocean',
    render: async (rawPath) => {
      await renderMotionVideo({
        prompt: 'Slow drone shot over the ocean at sunset, sailing boats and birds flying',
        outputPath: rawPath,
        withAudio: false,
      });
    },
  },
  {
    name: 'promo-teacher',
    render: async (rawPath) => {
      await renderAvatarVideo({
        script: 'Welcome to today’s lesson. In two minutes you will learn three simple ideas.',
        avatar: pick('male', 1),
        outputPath: rawPath,
        captions: false,
      });
    },
  },
  {
    name: 'promo-city',
    render: async (rawPath) => {
      await renderMotionVideo({
        prompt: 'Cars passing on a neon-lit city street at night, rain falling',
        outputPath: rawPath,
        withAudio: false,
      });
    },
  },
];

async function makeVideo(job: VideoJob, workDir: string, ffmpeg: string) {
  const rawPath = path.join(workDir, `${job.name}.raw.mp4`);
  await job.render(rawPath);
  const videoPath = path.join(outDir, `${job.name}.mp4`);
  const posterPath = path.join(outDir, `${job.name}.jpg`);
  // centre crop to 2:3, 360×540, 6 s, 24 fps, no audio, moov atom up front
  const filter = 'crop=ih*2/3:ih,scale=360:540:flags=lanczos,fps=24,format=yuv420p';
  for (const crf of [30, 33, 36]) {
    await runBinary(ffmpeg, [
      '-y',
      '-ss',
      '0.4',
      '-t',
      '6',
      '-i',
      rawPath,
      '-vf',
      filter,
      '-an',
      '-c:v',
      'libx264',
      '-preset',
      'slow',
      '-crf',
      String(crf),
      '-profile:v',
      'main',
      '-movflags',
      '+faststart',
      videoPath,
    ]);
    const { size } = await stat(videoPath);
    if (size <= MAX_VIDEO_BYTES) {
      break;
    }
  }
  await runBinary(ffmpeg, [
    '-y',
    '-ss',
    '1.4',
    '-i',
    rawPath,
    '-vf',
    'crop=ih*2/3:ih,scale=360:540:flags=lanczos',
    '-frames:v',
    '1',
    '-q:v',
    '6',
    posterPath,
  ]);
  const [video, still] = await Promise.all([stat(videoPath), stat(posterPath)]);
  process.stdout.write(
    `${job.name}: video ${Math.round(video.size / 1024)} KB, poster ${Math.round(still.size / 1024)} KB\n`,
  );
}

// ---------------------------------------------------------------- portraits

const SKINS = ['#f1c7a5', '#e0a97f', '#c68a62', '#a56b45', '#7b4a2e', '#5a3520'];
const HAIRS = ['#1f1a17', '#3b2a20', '#6b4226', '#a8693a', '#d9b26f', '#8c8c8c'];
const BACKDROPS = [
  ['#12b8a7', '#0d1429'],
  ['#fb923c', '#141d3b'],
  ['#5468a3', '#070b1a'],
  ['#2ad4c0', '#1d2950'],
  ['#f97316', '#0d1429'],
  ['#7d90c6', '#141d3b'],
];
const SHIRTS = ['#2ad4c0', '#fb923c', '#e2e8f0', '#5468a3', '#f43f5e', '#a78bfa'];

function portraitSvg(index: number, gender: 'f' | 'm'): string {
  // a second round of six shifts every trait, so all twelve faces differ
  const round = Math.floor(index / 6);
  const skin = SKINS[(index * 5 + round) % SKINS.length];
  const hair = HAIRS[(index * 7 + 2 + round * 3) % HAIRS.length];
  const [glow, base] = BACKDROPS[(index + round * 2) % BACKDROPS.length] ?? ['#12b8a7', '#0d1429'];
  const shirt = SHIRTS[(index * 3 + 1 + round) % SHIRTS.length];
  const style = (index + round) % 3;
  const hairBack =
    gender === 'f'
      ? style === 0
        ? `<path d="M28 58c-4 22 0 44 6 56h52c6-12 10-34 6-56-6-24-58-24-64 0z" fill="${hair}"/>`
        : style === 1
          ? `<circle cx="60" cy="52" r="30" fill="${hair}"/><circle cx="60" cy="24" r="12" fill="${hair}"/>`
          : `<path d="M30 56c-2 16 2 30 8 40h44c6-10 10-24 8-40-6-24-54-24-60 0z" fill="${hair}"/>`
      : '';
  const hairTop =
    gender === 'f'
      ? `<path d="M36 52c2-18 14-24 24-24s24 6 24 24c-8-8-18-12-30-10-8 2-14 6-18 10z" fill="${hair}"/>`
      : style === 0
        ? `<path d="M36 52c0-18 12-26 24-26s24 8 24 26c-4-6-10-10-24-10s-20 4-24 10z" fill="${hair}"/>`
        : style === 1
          ? `<path d="M37 50c1-16 10-22 23-22s22 6 23 22c-6-4-14-6-23-6s-17 2-23 6z" fill="${hair}"/>`
          : `<path d="M38 48c4-12 12-16 22-16s18 4 22 16c-6-2-14-3-22-3s-16 1-22 3z" fill="${hair}" opacity=".9"/>`;
  const beard =
    gender === 'm' && style === 2
      ? `<path d="M44 64c2 14 8 20 16 20s14-6 16-20c-4 6-10 8-16 8s-12-2-16-8z" fill="${hair}"/>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120">
<defs><radialGradient id="g" cx=".5" cy=".35" r=".75"><stop offset="0" stop-color="${glow}" stop-opacity=".75"/><stop offset="1" stop-color="${base}"/></radialGradient></defs>
<rect width="120" height="120" fill="url(#g)"/>
${hairBack}
<path d="M22 120c2-22 18-32 38-32s36 10 38 32z" fill="${shirt}"/>
<rect x="52" y="70" width="16" height="18" rx="6" fill="${skin}"/>
<ellipse cx="60" cy="56" rx="22" ry="25" fill="${skin}"/>
${hairTop}${beard}
<circle cx="52" cy="57" r="2.4" fill="#1f1a17"/><circle cx="68" cy="57" r="2.4" fill="#1f1a17"/>
<path d="M53 68c4 4 10 4 14 0" stroke="#6b2f25" stroke-width="2.2" fill="none" stroke-linecap="round"/>
</svg>
`;
}

// ---------------------------------------------------------------- use-case illustrations

const frame = (
  body: string,
  from: string,
  to: string,
) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="glow" cx=".75" cy=".2" r=".6"><stop offset="0" stop-color="#53f5dc" stop-opacity=".35"/><stop offset="1" stop-color="#53f5dc" stop-opacity="0"/></radialGradient></defs>
<rect width="800" height="500" fill="url(#bg)"/><rect width="800" height="500" fill="url(#glow)"/>
${body}
</svg>
`;

const presenter = (x: number, y: number, s: number, skin: string, hair: string, shirt: string) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-60 130c4-44 28-64 60-64s56 20 60 64z" fill="${shirt}"/><rect x="-12" y="40" width="24" height="30" rx="10" fill="${skin}"/><ellipse cx="0" cy="16" rx="34" ry="40" fill="${skin}"/><path d="M-36 10c2-30 18-42 36-42s34 12 36 42c-10-14-22-20-36-20s-26 6-36 20z" fill="${hair}"/><circle cx="-12" cy="18" r="4" fill="#1f1a17"/><circle cx="12" cy="18" r="4" fill="#1f1a17"/><path d="M-10 36c6 6 14 6 20 0" stroke="#6b2f25" stroke-width="3.5" fill="none" stroke-linecap="round"/></g>`;

const USE_CASES: Array<{ name: string; svg: string }> = [
  {
    name: 'marketing',
    svg: frame(
      `<rect x="90" y="90" width="400" height="300" rx="26" fill="#070b1a" opacity=".7"/>
<rect x="110" y="110" width="360" height="210" rx="16" fill="#141d3b"/>
${presenter(290, 190, 1, '#e0a97f', '#3b2a20', '#2ad4c0')}
<rect x="110" y="340" width="220" height="14" rx="7" fill="#53f5dc" opacity=".8"/><rect x="110" y="362" width="150" height="10" rx="5" fill="#7d90c6"/>
<g transform="translate(560 120)"><rect width="160" height="110" rx="18" fill="#fb923c"/><path d="M30 80l32-34 24 22 44-44" stroke="#070b1a" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/></g>
<g transform="translate(560 260)"><rect width="160" height="120" rx="18" fill="#1d2950"/><rect x="22" y="70" width="22" height="30" rx="4" fill="#53f5dc"/><rect x="56" y="50" width="22" height="50" rx="4" fill="#53f5dc"/><rect x="90" y="28" width="22" height="72" rx="4" fill="#fb923c"/><rect x="124" y="40" width="14" height="60" rx="4" fill="#7d90c6"/></g>`,
      '#0d1429',
      '#0e756d',
    ),
  },
  {
    name: 'education',
    svg: frame(
      `<rect x="70" y="70" width="660" height="300" rx="20" fill="#134e49" stroke="#53f5dc" stroke-width="6"/>
<path d="M120 140h240M120 190h190M120 240h220" stroke="#c8fff4" stroke-width="10" stroke-linecap="round" opacity=".8"/>
<text x="120" y="320" font-family="Arial, sans-serif" font-size="48" font-weight="700" fill="#fdba74">a² + b² = c²</text>
${presenter(560, 250, 1.05, '#a56b45', '#1f1a17', '#fb923c')}
<rect x="0" y="400" width="800" height="100" fill="#070b1a" opacity=".55"/>
<g fill="#53f5dc"><rect x="110" y="430" width="90" height="40" rx="8"/><rect x="230" y="430" width="90" height="40" rx="8" opacity=".6"/><rect x="350" y="430" width="90" height="40" rx="8" opacity=".35"/></g>`,
      '#070b1a',
      '#1d2950',
    ),
  },
  {
    name: 'training',
    svg: frame(
      `<g transform="translate(90 80)"><rect width="380" height="340" rx="24" fill="#141d3b"/>
<rect x="30" y="30" width="320" height="180" rx="14" fill="#1d2950"/>${presenter(190, 100, 0.85, '#f1c7a5', '#a8693a', '#5468a3')}
<path d="M40 250h28M40 290h28" stroke="#2ad4c0" stroke-width="0"/>
<g stroke="#2ad4c0" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"><path d="M40 252l10 10 18-20"/><path d="M40 292l10 10 18-20"/></g>
<rect x="90" y="244" width="220" height="14" rx="7" fill="#aab9e3"/><rect x="90" y="284" width="180" height="14" rx="7" fill="#aab9e3"/></g>
<g transform="translate(530 110)"><circle cx="90" cy="90" r="90" fill="#0b9488"/><circle cx="90" cy="90" r="62" fill="#070b1a"/><path d="M90 28a62 62 0 0 1 58 84" stroke="#fb923c" stroke-width="18" fill="none" stroke-linecap="round"/><text x="90" y="104" text-anchor="middle" font-family="Arial, sans-serif" font-size="40" font-weight="700" fill="#fff">72%</text></g>
<rect x="530" y="330" width="180" height="16" rx="8" fill="#7d90c6"/><rect x="530" y="360" width="120" height="16" rx="8" fill="#5468a3"/>`,
      '#0d1429',
      '#2a3865',
    ),
  },
  {
    name: 'storytelling',
    svg: frame(
      `<circle cx="640" cy="110" r="54" fill="#fdba74"/><circle cx="662" cy="96" r="48" fill="#141d3b"/>
<g fill="#fff" opacity=".7"><circle cx="120" cy="80" r="3"/><circle cx="230" cy="130" r="2"/><circle cx="420" cy="70" r="3"/><circle cx="520" cy="160" r="2"/><circle cx="720" cy="220" r="2"/></g>
<path d="M0 380c120-60 220-80 340-40s240 30 460-40v200H0z" fill="#0e756d"/><path d="M0 430c160-40 300-30 420 0s240 10 380-30v100H0z" fill="#134e49"/>
<g transform="translate(170 250)"><path d="M0 120V40l50-40 50 40v80z" fill="#fb923c"/><rect x="38" y="70" width="24" height="50" fill="#070b1a"/></g>
${presenter(520, 280, 0.9, '#7b4a2e', '#1f1a17', '#a78bfa')}
<g transform="translate(360 150)"><rect width="120" height="70" rx="16" fill="#eef2fb"/><path d="M20 70l-6 22 26-22z" fill="#eef2fb"/><path d="M22 26h76M22 44h52" stroke="#141d3b" stroke-width="8" stroke-linecap="round"/></g>`,
      '#070b1a',
      '#141d3b',
    ),
  },
  {
    name: 'multilingual',
    svg: frame(
      `<g transform="translate(400 250)"><circle r="150" fill="#0b9488" opacity=".25"/><circle r="110" fill="none" stroke="#53f5dc" stroke-width="6"/><ellipse rx="50" ry="110" fill="none" stroke="#53f5dc" stroke-width="5"/><path d="M-110 0h220M-96 -52h192M-96 52h192" stroke="#53f5dc" stroke-width="5"/></g>
<g font-family="Arial, sans-serif" font-weight="700">
<g transform="translate(90 90)"><rect width="150" height="64" rx="32" fill="#fb923c"/><text x="75" y="42" text-anchor="middle" font-size="28" fill="#070b1a">Hello</text></g>
<g transform="translate(570 80)"><rect width="150" height="64" rx="32" fill="#2ad4c0"/><text x="75" y="42" text-anchor="middle" font-size="28" fill="#070b1a">Hola</text></g>
<g transform="translate(70 340)"><rect width="170" height="64" rx="32" fill="#7d90c6"/><text x="85" y="42" text-anchor="middle" font-size="28" fill="#070b1a">Bonjour</text></g>
<g transform="translate(560 350)"><rect width="160" height="64" rx="32" fill="#fdba74"/><text x="80" y="42" text-anchor="middle" font-size="28" fill="#070b1a">Ciao</text></g></g>`,
      '#0d1429',
      '#1d2950',
    ),
  },
];

// ---------------------------------------------------------------- main

await mkdir(outDir, { recursive: true });
const only = process.argv.slice(2);
const wants = (part: string) => only.length === 0 || only.includes(part);

if (wants('images')) {
  const genders: Array<'f' | 'm'> = ['f', 'm', 'f', 'm', 'm', 'f', 'f', 'm', 'f', 'm', 'f', 'm'];
  await Promise.all([
    ...genders.map((gender, index) =>
      writeFile(
        path.join(outDir, `portrait-${String(index + 1).padStart(2, '0')}.svg`),
        portraitSvg(index, gender),
      ),
    ),
    ...USE_CASES.map((useCase) =>
      writeFile(path.join(outDir, `use-case-${useCase.name}.svg`), useCase.svg),
    ),
  ]);
  process.stdout.write(
    `wrote ${genders.length} portraits and ${USE_CASES.length} use-case illustrations\n`,
  );
}

if (wants('videos')) {
  const { ffmpeg } = locateFfmpeg();
  const workDir = await mkdtemp(path.join(tmpdir(), 'orato-landing-media-'));
  try {
    for (const job of videoJobs) {
      await makeVideo(job, workDir, ffmpeg);
    }
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
