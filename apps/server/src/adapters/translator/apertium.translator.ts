import { spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runBinary, withTempDir } from '@orato/media';
import { TranslationFailed, type Translator } from './translator';

/** Apertium names languages by ISO 639-3 in newer pairs (`eng-spa`) and 639-1 in older ones (`es-pt`). */
const ISO_639_3: Readonly<Record<string, string>> = {
  en: 'eng',
  es: 'spa',
  ca: 'cat',
  pt: 'por',
  fr: 'fra',
  it: 'ita',
  ro: 'ron',
  gl: 'glg',
  sv: 'swe',
  da: 'dan',
  nb: 'nob',
  ru: 'rus',
  uk: 'ukr',
  id: 'ind',
  ms: 'zlm',
  nl: 'nld',
};

/** Debian's packages of the pairs (each translates both ways), to say what would enable a language. */
export const APERTIUM_PACKAGES: readonly { pkg: string; pair: readonly [string, string] }[] = [
  { pkg: 'apertium-eng-spa', pair: ['en', 'es'] },
  { pkg: 'apertium-eng-cat', pair: ['en', 'ca'] },
  { pkg: 'apertium-es-pt', pair: ['es', 'pt'] },
  { pkg: 'apertium-fr-es', pair: ['fr', 'es'] },
  { pkg: 'apertium-spa-ita', pair: ['es', 'it'] },
  { pkg: 'apertium-es-ro', pair: ['es', 'ro'] },
  { pkg: 'apertium-spa-cat', pair: ['es', 'ca'] },
  { pkg: 'apertium-es-gl', pair: ['es', 'gl'] },
  { pkg: 'apertium-swe-dan', pair: ['sv', 'da'] },
  { pkg: 'apertium-dan-nor', pair: ['da', 'nb'] },
  { pkg: 'apertium-rus-ukr', pair: ['ru', 'uk'] },
  { pkg: 'apertium-ind-zlm', pair: ['id', 'ms'] },
  { pkg: 'apertium-afr-nld', pair: ['af', 'nl'] },
];

/** Languages two pairs may meet in: Debian has the most pairs through Spanish. */
const PIVOT = 'es';
const TIMEOUT_MS = 60_000;
/** A blank line keeps scenes apart through the pipeline (its text format passes it through). */
const SCENE_BREAK = '\n\n';

/** The mode of one installed direction (`eng-spa`, `es-pt`), or undefined. */
function modeFor(modes: readonly string[], from: string, to: string): string | undefined {
  const names = (code: string) => [code, ISO_639_3[code]].filter(Boolean);
  return modes.find((mode) => {
    // a variant (`spa-eng_US`) is a choice of spelling, not another pair
    if (mode.includes('_')) {
      return false;
    }
    const [source, target, ...rest] = mode.split('-');
    return rest.length === 0 && names(from).includes(source!) && names(to).includes(target!);
  });
}

/** The modes to run in order for `from` → `to`: one pair, or two through Spanish; undefined when none. */
export function apertiumRoute(
  modes: readonly string[],
  from: string,
  to: string,
): string[] | undefined {
  if (from === to) {
    return undefined;
  }
  const direct = modeFor(modes, from, to);
  if (direct) {
    return [direct];
  }
  const first = from === PIVOT ? undefined : modeFor(modes, from, PIVOT);
  const second = to === PIVOT ? undefined : modeFor(modes, PIVOT, to);
  return first && second ? [first, second] : undefined;
}

/** The packages to install for `from` → `to`, beyond those installed: one pair, else two via Spanish. */
export function apertiumPackagesFor(
  modes: readonly string[],
  from: string,
  to: string,
): string[] | undefined {
  const packageOf = (a: string, b: string) =>
    APERTIUM_PACKAGES.find(({ pair }) => pair.includes(a) && pair.includes(b) && a !== b)?.pkg;
  const direct = packageOf(from, to);
  if (direct) {
    return [direct];
  }
  const legs = [
    [from, PIVOT],
    [PIVOT, to],
  ] as const;
  const packages = legs.map(([a, b]) => (modeFor(modes, a, b) ? null : packageOf(a, b)));
  if (packages.some((pkg) => pkg === undefined)) {
    return undefined;
  }
  return packages.filter((pkg): pkg is string => typeof pkg === 'string');
}

/** Apertium's spacing after a sentence is doubled and a scene's edges are padded: tidy both. */
function tidy(text: string): string {
  return text
    .replace(/[ \t]+/g, ' ')
    .replace(/ ([.,!?;:])/g, '$1')
    .trim();
}

export interface ApertiumInstall {
  binary: string;
  /** The installed modes, as `apertium -l` lists them (`eng-spa`, `spa-eng`, `spa-eng_US`). */
  modes: string[];
  /** No apertium was found: nothing translates, and every hint names apertium itself too. */
  missing?: boolean;
}

const located = new Map<string, ApertiumInstall | undefined>();

/**
 * The apertium on this machine and its installed pairs, read once per process as ffmpeg is
 * (the translator and the provider doctor both ask); undefined when there is none.
 * `apertium -l` lists the modes of every installed pair.
 */
export function locateApertium(binary = 'apertium'): ApertiumInstall | undefined {
  if (!located.has(binary)) {
    located.set(binary, listApertium(binary));
  }
  return located.get(binary);
}

function listApertium(binary: string): ApertiumInstall | undefined {
  const listed = spawnSync(binary, ['-l'], { encoding: 'utf8', timeout: 10_000 });
  if (listed.error || listed.status !== 0) {
    return undefined;
  }
  const modes = listed.stdout
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^[a-z]{2,3}(_[A-Za-z]+)?-[a-z]{2,3}(_[A-Za-z]+)?$/.test(line));
  return { binary, modes };
}

/** Offline translation by Apertium's installed pairs, chained through Spanish where needed. */
export class ApertiumTranslator implements Translator {
  readonly provider = 'apertium';

  constructor(private readonly install: ApertiumInstall) {}

  canTranslate(from: string, to: string): boolean {
    return apertiumRoute(this.install.modes, from, to) !== undefined;
  }

  enabler(from: string, to: string): string | undefined {
    const packages = apertiumPackagesFor(this.install.modes, from, to);
    if (!packages || packages.length === 0) {
      return undefined;
    }
    // without apertium itself (no binary found), the engine comes first
    return [...(this.install.missing ? ['apertium'] : []), ...packages].join(' ');
  }

  async translate(text: string, from: string, to: string): Promise<string> {
    const [translated] = await this.translateAll([text], from, to);
    return translated!;
  }

  async translateAll(texts: readonly string[], from: string, to: string): Promise<string[]> {
    const route = apertiumRoute(this.install.modes, from, to);
    if (!route) {
      throw new TranslationFailed(this.provider, `no installed pair turns ${from} into ${to}`);
    }
    // scenes are one paragraph each, so one run per mode translates them all
    let text = texts.map((each) => each.replace(/\s+/g, ' ').trim()).join(SCENE_BREAK);
    // apertium reads `/dev/stdin` by name, which a socket (what node gives a child) cannot be
    // opened as: the text goes in by file
    await withTempDir('orato-apertium-', async (dir) => {
      const input = path.join(dir, 'in.txt');
      for (const mode of route) {
        await writeFile(input, text);
        // -u: no `*` marks on words the pair does not know; they pass through as written
        const { stdout } = await runBinary(this.install.binary, ['-u', mode, input], TIMEOUT_MS);
        text = stdout;
      }
    });
    const scenes = text.split(/\n\s*\n/).map(tidy);
    while (scenes.length > texts.length && scenes.at(-1) === '') {
      scenes.pop();
    }
    if (scenes.length !== texts.length) {
      throw new TranslationFailed(
        this.provider,
        `${texts.length} scenes went in and ${scenes.length} came out`,
      );
    }
    return scenes;
  }
}
