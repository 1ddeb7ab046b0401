// `npm start`: build what needs building, then run the server (API, workers and web) in this process.
import { register } from 'tsx/esm/api';
import { buildWebIfStale } from './web-build.mjs';

buildWebIfStale();
register();
await import('../apps/server/src/main.ts');
