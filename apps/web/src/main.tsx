import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { App } from '@/app';

import './index.css';

const root = document.getElementById('root');
if (!root) {
  throw new Error('Root element #root not found');
}

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// marketing pages arrive pre-rendered (apps/web/scripts/prerender.ts): hydrate the markup when it
// was rendered for this very path, otherwise start from an empty root
const prerenderedPath = root.dataset.prerenderedPath;
const currentPath =
  window.location.pathname.length > 1
    ? window.location.pathname.replace(/\/+$/, '')
    : window.location.pathname;
if (prerenderedPath && prerenderedPath === currentPath) {
  hydrateRoot(root, app);
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}
