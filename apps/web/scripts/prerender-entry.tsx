// Server entry of the pre-render step: renders one marketing route to HTML with a static router.
// Built by Vite in SSR mode (scripts/prerender.ts), so it shares the app's aliases and modules.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';

import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';

export async function renderRoute(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')));
  if (context instanceof Response) {
    throw new Error(`${path} answered ${context.status} while pre-rendering`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider>
        {/* no inline hydration script: the CSP allows only same-origin scripts, and the
            marketing routes have no loaders whose data would need carrying over */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
    // keep every finished Suspense boundary inline: React outlines large ones behind an inline
    // script, which the CSP (scripts from this origin only) would block
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude as ReadableStream<Uint8Array>).text();
}
