// a types file that reaches back into the engine it describes: a circle of types only
import type { Engine } from './engine';

export interface EngineOptions {
  engine: Engine;
}
