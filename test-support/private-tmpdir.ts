import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// each test file gets its own temp root, so a test that checks "no temp folder left behind"
// never sees the folders of renders running in other files at the same time
// under the first root, not the last file's: a worker runs many files, and nesting each in the one
// before made paths too long for a unix socket (108 bytes)
const root = (process.env.ORATO_TEST_TMP_ROOT ??= tmpdir());
process.env.TMPDIR = mkdtempSync(path.join(root, 'orato-vitest-'));
