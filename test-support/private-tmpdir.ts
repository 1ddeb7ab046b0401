import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// each test file gets its own temp root, so a test that checks "no temp folder left behind"
// never sees the folders of renders running in other files at the same time
process.env.TMPDIR = mkdtempSync(path.join(tmpdir(), 'orato-vitest-'));
