import { DataSource } from 'typeorm';
import { loadConfig } from '../config/config';
import { dataSourceOptions } from '../database/data-source-options';
import { startEmbeddedPostgres } from '../database/embedded-postgres';
import { prepareDatabase } from '../database/prepare-database';
import { insertStaff, type StaffMember } from './staff.service';

export class OwnerExistsError extends Error {}

/**
 * The shop's first owner, for a new production database: refuses once any owner exists (owners add
 * everyone else from the back office), and there is no default password — the operator gives one.
 */
export async function createFirstOwner(db: DataSource, input: { name: string; email: string; password: string }): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('staff-owners', 0))`);
    const [{ owners }] = await tx.query(`SELECT count(*)::int AS owners FROM staff_member WHERE role = 'OWNER'`);
    if (owners > 0) throw new OwnerExistsError('The shop already has an owner: add staff from the back office (/admin → Staff).');
    return insertStaff(tx, { ...input, role: 'OWNER' });
  });
}

/** `npm run create-owner -- --email owner@example.com --name "Owner Name"`, the password on standard input. */
async function main(argv: string[]): Promise<void> {
  const option = (name: string) => {
    const at = argv.indexOf(`--${name}`);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const email = option('email');
  const name = option('name');
  if (!email || !name) throw new Error('Usage: npm run create-owner -- --email <address> --name "<full name>"  (the password is read from standard input)');
  process.stderr.write('Password for the new owner (at least 8 characters), then Enter: ');
  const password = await firstLine(process.stdin);
  const config = loadConfig();
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir, { log: () => undefined, warn: (m) => process.stderr.write(`${m}\n`) }, { shareRunning: true });
  const url = config.databaseUrl ?? embedded!.url;
  try {
    await prepareDatabase(url, { demoAccounts: false });
    const db = new DataSource({ ...dataSourceOptions(url, 2), logging: false });
    await db.initialize();
    try {
      const owner = await createFirstOwner(db, { name, email, password });
      process.stderr.write(`\nCreated the owner ${owner.email}. Log in at /admin.\n`);
    } finally {
      await db.destroy();
    }
  } finally {
    await embedded?.stop();
  }
}

function firstLine(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      text += chunk;
      const end = text.indexOf('\n');
      if (end >= 0) {
        stream.pause();
        resolve(text.slice(0, end).replace(/\r$/, ''));
      }
    });
    stream.on('end', () => resolve(text.replace(/\r?\n$/, '')));
    stream.on('error', reject);
  });
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    () => process.exit(0),
    (error: unknown) => {
      const fields = (error as { fields?: Record<string, string> }).fields;
      process.stderr.write(`\nNo owner created: ${error instanceof Error ? error.message : String(error)}${fields ? ` (${Object.values(fields).join(' ')})` : ''}\n`);
      process.exit(1);
    },
  );
}
