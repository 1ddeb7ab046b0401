// two modules that import each other: no-cycle must refuse it
import { second } from './second'; // ✗ import-x/no-cycle

export const first = () => second.length;
