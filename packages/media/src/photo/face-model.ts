import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as TfCore from '@tensorflow/tfjs-core';
import type { io } from '@tensorflow/tfjs-core';
import type * as HumanModule from '@vladmandic/human';
import type { Config, Human } from '@vladmandic/human';

/** One face as the model found it, in the pixels of the image it was given. */
export interface DetectedFace {
  /** The face detector's confidence (0–1): the mesh's own score trusts things that are no face. */
  score: number;
  box: { x: number; y: number; width: number; height: number };
  mesh: [number, number, number][];
  rotation: { yaw: number; pitch: number; roll: number };
}

const require = createRequire(import.meta.url);
// the package's `exports` names only the tfjs-node build, which downloads a binary; the WASM
// build sits beside it and runs on the WASM binaries that ship inside the npm package
const humanDir = path.dirname(require.resolve('@vladmandic/human'));
const requireBesideHuman = createRequire(path.join(humanDir, 'human.node-wasm.js'));
const MODELS_DIR = path.join(humanDir, '..', 'models');
const WASM_DIR = path.dirname(requireBesideHuman.resolve('@tensorflow/tfjs-backend-wasm'));

const config = (backend: 'wasm' | 'cpu'): Partial<Config> => ({
  backend,
  wasmPath: `${WASM_DIR}${path.sep}`,
  wasmPlatformFetch: false,
  modelBasePath: `${pathToFileURL(MODELS_DIR).href}/`,
  debug: false,
  async: true,
  // every call is a new photo: nothing of the previous one may be reused
  cacheSensitivity: 0,
  filter: { enabled: false },
  face: {
    enabled: true,
    detector: {
      rotation: false,
      maxDetected: 5,
      minConfidence: 0.3,
      skipFrames: 0,
      skipTime: 0,
      return: false,
    },
    mesh: { enabled: true },
    iris: { enabled: true, skipFrames: 0, skipTime: 0 },
    description: { enabled: false },
    emotion: { enabled: false },
    antispoof: { enabled: false },
    liveness: { enabled: false },
    attention: { enabled: false },
    gear: { enabled: false },
  } as Config['face'],
  body: { enabled: false },
  hand: { enabled: false },
  object: { enabled: false },
  gesture: { enabled: false },
  segmentation: { enabled: false },
});

/**
 * Human fetches `file://` model URLs with `fetch`, which Node does not implement for files: a load
 * router reads them from disk instead, so nothing is ever fetched from a network.
 */
function registerFileLoader(tf: typeof TfCore): void {
  tf.io.registerLoadRouter((url): io.IOHandler => {
    if (typeof url !== 'string' || !url.startsWith('file://')) {
      // tfjs asks every router and skips those answering null, which its type does not allow
      return null as unknown as io.IOHandler;
    }
    const file = fileURLToPath(url);
    return {
      load: async () => {
        const modelJson = JSON.parse(await readFile(file, 'utf8')) as io.ModelJSON;
        return tf.io.getModelArtifactsForJSON(modelJson, async (groups) => {
          const specs = groups.flatMap((group) => group.weights);
          const parts = await Promise.all(
            groups.flatMap((group) =>
              group.paths.map((weights) => readFile(path.join(path.dirname(file), weights))),
            ),
          );
          const all = Buffer.concat(parts);
          return [specs, all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength)];
        });
      },
    };
  });
}

async function loadHuman(): Promise<Human> {
  const tf = requireBesideHuman('@tensorflow/tfjs-core') as typeof TfCore;
  registerFileLoader(tf);
  const { Human } = requireBesideHuman('./human.node-wasm.js') as typeof HumanModule;
  let human = new Human(config('wasm'));
  try {
    await human.init();
    if (human.tf.getBackend() !== 'wasm') {
      throw new Error('the WASM backend did not start');
    }
  } catch {
    // slower, but needs nothing but JavaScript
    requireBesideHuman('@tensorflow/tfjs-backend-cpu');
    human = new Human(config('cpu'));
    await human.init();
  }
  await human.load();
  return human;
}

let loading: Promise<Human> | undefined;
/** The model is loaded once per process, on first use. */
function model(): Promise<Human> {
  loading ??= loadHuman().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

// one photo at a time: the model keeps state between calls and the CPU is shared anyway
let queue: Promise<unknown> = Promise.resolve();

/** Faces in an RGB image (3 bytes a pixel, row by row). */
export function detectFaces(
  rgb: Uint8Array,
  width: number,
  height: number,
): Promise<DetectedFace[]> {
  const run = queue.then(async () => {
    const human = await model();
    const input = human.tf.tensor4d(Int32Array.from(rgb), [1, height, width, 3], 'int32');
    try {
      const result = await human.detect(input);
      return result.face.map((face): DetectedFace => {
        const [x = 0, y = 0, boxWidth = 0, boxHeight = 0] = face.box;
        const angle = face.rotation?.angle ?? { yaw: 0, pitch: 0, roll: 0 };
        return {
          score: face.boxScore,
          box: { x, y, width: boxWidth, height: boxHeight },
          mesh: face.mesh.map(([px = 0, py = 0, pz = 0]) => [px, py, pz]),
          rotation: { yaw: angle.yaw, pitch: angle.pitch, roll: angle.roll },
        };
      });
    } finally {
      input.dispose();
    }
  });
  queue = run.catch(() => undefined);
  return run;
}
