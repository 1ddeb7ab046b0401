import { first } from './first'; // ✗ import-x/no-cycle

export const second = [first];
