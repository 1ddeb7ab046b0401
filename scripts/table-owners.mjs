// `npm run check` step: one owner per table. Every table of apps/server/src/db/schema.ts has one
// repository that writes it and answers for its queries; any other server file that imports the
// table's drizzle object or names the table in SQL fails the check, unless the map below lists it
// as a reader (a join or a read model, explained in a comment at the top of that file, which must
// name the table); a listed reader that no longer touches its table fails the check too.
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const SERVER = 'apps/server/src';
const SCHEMA = 'db/schema.ts';

/** table → its owning repository, and the files allowed beside it (paths under apps/server/src). */
export const TABLE_OWNERS = {
  api_keys: {
    owner: 'modules/api/api-key.repository.ts',
    readers: [
      'modules/admin/admin-users.repository.ts',
      'modules/data-export/account-data.repository.ts',
    ],
  },
  checkout_sessions: { owner: 'modules/billing/billing.repository.ts' },
  credit_balances: {
    owner: 'modules/credits/credit-ledger.repository.ts',
    readers: [
      'modules/admin/admin-users.repository.ts',
      'modules/auth/user.repository.ts',
      'modules/data-export/account-data.repository.ts',
    ],
  },
  credit_ledger: {
    owner: 'modules/credits/credit-ledger.repository.ts',
    readers: [
      'modules/admin/admin-business.repository.ts',
      'modules/admin/admin-users.repository.ts',
      'modules/admin/admin.views.ts',
      'modules/data-export/account-data.repository.ts',
    ],
  },
  data_exports: { owner: 'modules/data-export/data-export.repository.ts' },
  generations: {
    owner: 'modules/generation/generation.repository.ts',
    readers: [
      'modules/admin/admin-business.repository.ts',
      'modules/admin/admin-jobs.repository.ts',
      'modules/admin/admin-users.repository.ts',
      'modules/admin/admin.views.ts',
      'modules/credits/credit-ledger.repository.ts',
      'modules/data-export/account-data.repository.ts',
      'modules/library/library.repository.ts',
      'modules/storyboard/storyboard.repository.ts',
      'modules/webhook/webhook.repository.ts',
    ],
  },
  idempotency_keys: { owner: 'modules/api/idempotency.repository.ts' },
  library_items: { owner: 'modules/library/library.repository.ts' },
  login_attempts: { owner: 'modules/auth/login-attempt.repository.ts' },
  mail_outbox: { owner: 'modules/mail/mail-outbox.repository.ts' },
  payments: {
    owner: 'modules/billing/billing.repository.ts',
    readers: [
      'modules/admin/admin-business.repository.ts',
      'modules/admin/admin-users.repository.ts',
      'modules/admin/admin.views.ts',
      'modules/data-export/account-data.repository.ts',
    ],
  },
  photo_avatars: {
    owner: 'modules/photo-avatar/photo-avatar.repository.ts',
    readers: [
      'modules/admin/admin-users.repository.ts',
      'modules/data-export/account-data.repository.ts',
      'modules/library/library.repository.ts',
    ],
  },
  plan_changes: { owner: 'modules/billing/plan-change.repository.ts' },
  processed_events: { owner: 'modules/billing/billing.repository.ts' },
  provider_calls: { owner: 'modules/admin/provider-calls.repository.ts' },
  rate_limit_hits: { owner: 'modules/rate-limit/rate-limit.repository.ts' },
  sessions: {
    owner: 'modules/auth/session.repository.ts',
    readers: [
      'modules/admin/admin-users.repository.ts',
      'modules/admin/staff-session.repository.ts',
    ],
  },
  share_links: { owner: 'modules/share/share.repository.ts' },
  speaking_rates: { owner: 'modules/speech/speaking-rate.repository.ts' },
  staff_audit_log: {
    owner: 'modules/admin/admin-audit.repository.ts',
    readers: ['modules/admin/admin.views.ts', 'modules/data-export/account-data.repository.ts'],
  },
  storyboard_drafts: {
    owner: 'modules/storyboard/saved-draft.repository.ts',
    readers: ['modules/data-export/account-data.repository.ts'],
  },
  storyboard_scenes: {
    owner: 'modules/storyboard/storyboard.repository.ts',
    readers: [
      'modules/data-export/account-data.repository.ts',
      'modules/library/library.repository.ts',
    ],
  },
  storyboards: {
    owner: 'modules/storyboard/storyboard.repository.ts',
    readers: [
      'modules/data-export/account-data.repository.ts',
      'modules/library/library.repository.ts',
      'modules/webhook/webhook.repository.ts',
    ],
  },
  subscription_markers: { owner: 'modules/billing/billing.repository.ts' },
  uploads: {
    owner: 'modules/image/upload.repository.ts',
    readers: [
      'modules/data-export/account-data.repository.ts',
      'modules/library/library.repository.ts',
    ],
  },
  user_identities: {
    owner: 'modules/auth/user.repository.ts',
    readers: ['modules/data-export/account-data.repository.ts'],
  },
  users: {
    owner: 'modules/auth/user.repository.ts',
    readers: [
      'modules/admin/admin-audit.repository.ts',
      'modules/admin/admin-business.repository.ts',
      'modules/admin/admin-jobs.repository.ts',
      'modules/admin/admin-users.repository.ts',
      'modules/admin/staff-session.repository.ts',
      'modules/api/api-key.repository.ts',
      'modules/auth/session.repository.ts',
      'modules/data-export/account-data.repository.ts',
      'modules/generation/generation.repository.ts',
      'modules/image/upload.repository.ts',
      'modules/photo-avatar/photo-avatar.repository.ts',
    ],
  },
  verification_tokens: { owner: 'modules/auth/verification-token.repository.ts' },
  webhook_endpoints: {
    owner: 'modules/webhook/webhook.repository.ts',
    readers: ['modules/data-export/account-data.repository.ts'],
  },
  webhook_events: {
    owner: 'modules/webhook/webhook.repository.ts',
    readers: ['modules/data-export/account-data.repository.ts'],
  },
};

/** The schema's tables: drizzle object name → SQL name. */
function tablesOf(schemaText) {
  const found = new Map();
  for (const match of schemaText.matchAll(/export const (\w+) = pgTable\(\s*['"](\w+)['"]/g)) {
    found.set(match[1], match[2]);
  }
  return found;
}

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'migrations' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [file] : [];
  });
}

// comment lines (`//`, JSDoc `*`) may name a table: only code and SQL count
const withoutCommentLines = (text) =>
  text
    .split('\n')
    .map((line) => (/^\s*(\/\/|\/?\*)/.test(line) ? '' : line))
    .join('\n');

/** The leading comment of a file: the lines before its first line of code. */
function headerOf(text) {
  const lines = [];
  for (const line of text.split('\n')) {
    if (/^\s*(\/\/|\/?\*)/.test(line) || line.trim() === '') lines.push(line);
    else if (
      /^\s*import\b/.test(line) ||
      /^\s*}\s*from\b/.test(line) ||
      /^\s+(type\s+)?\w+,?$/.test(line)
    )
      continue; // the imports come first; the file's comment may follow them
    else break;
  }
  return lines.join('\n');
}

/** The tables (SQL names) a file uses, each with whether it writes it: a drizzle object, or SQL. */
function tablesTouched(text, tables) {
  const code = withoutCommentLines(text);
  const touched = new Map();
  const use = (name, local) => {
    const writes = new RegExp(
      `\\.(insert|update|delete)\\(\\s*${local.replace('.', '\\.')}\\s*\\)`,
    );
    touched.set(name, touched.get(name) === 'writes' || writes.test(code) ? 'writes' : 'reads');
  };
  const imports =
    /(?:import|export)\s+(type\s+)?(\{[^}]*\}|\*\s+as\s+(\w+))\s*from\s*['"]([^'"]*db\/schema)(\.js|\.ts)?['"]/g;
  for (const match of code.matchAll(imports)) {
    const namespace = match[3];
    if (namespace) {
      for (const [object, name] of tables) {
        if (new RegExp(`\\b${namespace}\\.${object}\\b`).test(code))
          use(name, `${namespace}.${object}`);
      }
      continue;
    }
    for (const part of match[2].slice(1, -1).split(',')) {
      const [object, local = object] = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/);
      if (tables.has(object)) use(tables.get(object), local);
    }
  }
  for (const name of tables.values()) {
    // a table named where SQL names one: from, join, into, update, table, truncate, references
    const named = (verbs) =>
      new RegExp(`\\b(${verbs})\\s+(only\\s+)?("?)(public\\.)?\\3?${name}\\3(?![\\w-])`, 'i');
    if (named('into|update|truncate|delete\\s+from').test(code)) touched.set(name, 'writes');
    else if (named('from|join|table|references').test(code) && !touched.has(name)) {
      touched.set(name, 'reads');
    }
  }
  return touched;
}

/** Every breach of `owners` under `root`'s server sources, as lines to print. */
export function tableOwnerBreaches(root, owners = TABLE_OWNERS) {
  const server = path.join(root, SERVER);
  const tables = tablesOf(readFileSync(path.join(server, SCHEMA), 'utf8'));
  const problems = [];
  const sqlNames = new Set(tables.values());
  for (const name of sqlNames) {
    if (!owners[name]) problems.push(`${name}: no owner in the map (scripts/table-owners.mjs)`);
  }
  for (const [name, entry] of Object.entries(owners)) {
    if (!sqlNames.has(name)) problems.push(`${name}: in the map but not in the schema`);
    if (!existsSync(path.join(server, entry.owner))) {
      problems.push(`${name}: its owner ${entry.owner} does not exist`);
    }
  }
  const seen = new Map(); // table → files that touch it
  for (const file of sourceFiles(server)) {
    const relative = path.relative(server, file).split(path.sep).join('/');
    if (relative === SCHEMA) continue;
    const text = readFileSync(file, 'utf8');
    for (const [name, use] of tablesTouched(text, tables)) {
      seen.set(name, [...(seen.get(name) ?? []), relative]);
      const entry = owners[name];
      if (!entry || entry.owner === relative) continue;
      if (!entry.readers?.includes(relative) || use === 'writes') {
        problems.push(
          `${SERVER}/${relative} ${use} table ${name}, owned by ${SERVER}/${entry.owner}: ` +
            'ask its repository (a read model or a join may read it, listed as a reader)',
        );
      } else if (!new RegExp(`\\b${name}\\b`).test(headerOf(text))) {
        problems.push(
          `${SERVER}/${relative} reads ${name} as a reader: say so (and why) in its top comment`,
        );
      }
    }
  }
  for (const [name, entry] of Object.entries(owners)) {
    for (const file of entry.readers ?? []) {
      if (!seen.get(name)?.includes(file)) {
        problems.push(`${name}: ${file} is listed but no longer uses it; take it off the map`);
      }
    }
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // `node scripts/table-owners.mjs [root [owners module]]`: the repository and the map above by default
  const [root, ownersModule] = process.argv.slice(2);
  const owners = ownersModule
    ? (await import(pathToFileURL(path.resolve(ownersModule)).href)).TABLE_OWNERS
    : TABLE_OWNERS;
  const problems = tableOwnerBreaches(
    path.resolve(root ?? path.join(import.meta.dirname, '..')),
    owners,
  );
  for (const problem of problems) console.error(problem);
  process.exit(problems.length > 0 ? 1 : 0);
}
