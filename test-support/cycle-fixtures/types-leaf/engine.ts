import type { Engine, EngineOptions } from './engine.types';

export const engineOf = (options: EngineOptions): Engine => options.engine;
