// the same shapes with the types file as a leaf: no circle
export interface Engine {
  name: string;
}

export interface EngineOptions {
  engine: Engine;
}
