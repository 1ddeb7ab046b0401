// two modules that import each other's values
import { second } from './second';

export const first = () => second.length;
