import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { join } from 'node:path';
import { ensureSuperAdmin } from './modules/users/seed-admin.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const database = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { pgliteDir: join(config.DATA_DIR, 'pgdata') });
  await database.migrate();
  const admin = await ensureSuperAdmin(database.db, config);
  const app = await buildApp(config, { database });
  if (admin.created) {
    const password = admin.generatedPassword ? `generated password (shown once): ${admin.generatedPassword}` : 'password from ADMIN_PASSWORD';
    app.log.warn(`Super admin created: ${config.ADMIN_EMAIL} — ${password}`);
    if (admin.generatedPassword) console.log(`\n  Lipi super admin: ${config.ADMIN_EMAIL}\n  Password (shown once): ${admin.generatedPassword}\n`);
  }
  await app.listen({ port: config.PORT, host: config.HOST });
  console.log(`Lipi is running at ${config.PUBLIC_URL} (database: ${database.kind === 'pglite' ? `PGlite in ${config.DATA_DIR}` : 'PostgreSQL'})`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

void main();
