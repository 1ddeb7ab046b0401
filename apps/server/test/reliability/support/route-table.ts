import type { App } from '../../../src/app';

export interface RouteEntry {
  method: string;
  url: string;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every route the app serves, read from `printRoutes()`: the radix tree prints each path piece
 * under the piece before it, four columns deeper per level, with the methods in brackets.
 */
export function listRoutes(app: App): RouteEntry[] {
  const parents: string[] = [];
  const routes: RouteEntry[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?$/u.exec(line);
    if (!match) {
      continue;
    }
    const depth = Array.from(match[1]!).length / 4;
    const url = `${parents[depth - 1] ?? ''}${match[2]}`;
    parents[depth] = url;
    parents.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) {
      routes.push({ method, url });
    }
  }
  return routes;
}

/** The routes a cross-site page could abuse: every state-changing method. */
export function stateChangingRoutes(app: App): RouteEntry[] {
  return listRoutes(app).filter((route) => STATE_CHANGING.has(route.method));
}

/** A concrete path for a route pattern (`:param` and `*` filled with harmless values). */
export function concretePath(url: string): string {
  return url.replace(/:[A-Za-z]+/g, 'cs_local_000000000000000000000000').replace(/\*$/, 'x');
}
