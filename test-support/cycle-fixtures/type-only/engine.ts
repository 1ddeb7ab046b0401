import type { EngineOptions } from './engine.types';

export interface Engine {
  options: EngineOptions;
}
