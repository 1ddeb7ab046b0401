import type { RegisteredRoute } from '../../helpers/test-container';

export type RouteEntry = Pick<RegisteredRoute, 'method' | 'url'>;

/** A test app, with the routes its onRoute hook saw being registered. */
interface AppWithRoutes {
  routes: readonly RegisteredRoute[];
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every route the app serves (method and URL pattern), as registered. */
export function listRoutes(context: AppWithRoutes): RouteEntry[] {
  return context.routes.map(({ method, url }) => ({ method, url }));
}

/** The routes a cross-site page could abuse: every state-changing method. */
export function stateChangingRoutes(context: AppWithRoutes): RouteEntry[] {
  return listRoutes(context).filter((route) => STATE_CHANGING.has(route.method));
}

/** A concrete path for a route pattern (`:param` and `*` filled with harmless values). */
export function concretePath(url: string): string {
  return url.replace(/:[A-Za-z]+/g, 'cs_local_000000000000000000000000').replace(/\*$/, 'x');
}
