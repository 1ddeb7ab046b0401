import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// each test renders into a fresh document
afterEach(() => cleanup());
