import type { Container } from '../container';

export interface JobDefinition {
  name: string;
  concurrency: number;
  handle(payload: unknown, container: Container): Promise<void>;
}

/** Every job this product runs; the generation pipeline adds its steps here. */
export const JOB_DEFINITIONS: readonly JobDefinition[] = [];

export async function startWorkers(
  container: Container,
  definitions = JOB_DEFINITIONS,
): Promise<void> {
  const names = new Set<string>();
  for (const definition of definitions) {
    // two handlers for one queue would split its jobs between two meanings
    if (names.has(definition.name)) {
      throw new Error(`Job ${definition.name} has two handlers`);
    }
    names.add(definition.name);
    await container.queue.work(
      definition.name,
      (payload) => definition.handle(payload, container),
      {
        concurrency: definition.concurrency,
      },
    );
  }
}
