import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// each test renders into a fresh document and leaves nothing behind: the files of this project
// share their workers (and jsdom window), so a stub, a spy or a stored key would reach the next file
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
