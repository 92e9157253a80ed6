import { EnvError, loadEnv, type Env } from './env.ts';
import { createLogger } from './logger.ts';
import { startDemoIdentity } from './demo/demo-identity.ts';
import { seedDemoIfEmpty } from './demo/seed.ts';
import { startServer } from './server.ts';

/** `npm start`: configuration, database, migrations, demo data, listen; SIGTERM shuts down gracefully. */
async function main(): Promise<void> {
  let env: Env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(env.LOG_LEVEL);
  const started = performance.now();
  let running;
  // demo mode's local identification provider (null unless demo mode without OIDC_ISSUER)
  const demoIdentity = await startDemoIdentity(env, log);
  try {
    running = await startServer({ env: demoIdentity?.env ?? env, log });
    demoIdentity?.attach(running.deps);
  } catch (error) {
    console.error(`Cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
  const server = running;
  // handlers first: a SIGTERM right after the start must still shut down gracefully
  const shutdown = (signal: string) => {
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    server
      .close()
      .then(() => demoIdentity?.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  const demo = env.demo ? await seedDemoIfEmpty(running.deps) : null;
  log.info({ url: running.url, database: running.deps.database.kind, migration: running.migration, ms: Math.round(performance.now() - started) }, 'server started');
  console.log(`\n  Vikariat is running at ${env.publicUrl}/app/\n`);
  if (demo !== null) {
    console.log('  Demo sign-ins (password for all: ' + demo.password + ')');
    for (const account of demo.accounts) console.log(`    ${account.role.padEnd(10)} ${account.email}`);
    if (demo.codes.length > 0) {
      console.log('  School codes for registering as a teacher (each works once):');
      for (const { school, code } of demo.codes) console.log(`    ${code.padEnd(16)} ${school}`);
    }
    console.log('  Mail is not sent: each one is kept in the dev mailbox (DATA_DIR/mailbox, readable by admins in the app)');
    console.log('  and its links are printed here.');
    if (demoIdentity !== null) {
      console.log(`  "Verify identity" uses a DEMO identification provider (${demoIdentity.env.OIDC_ISSUER ?? ''}): not a real bank ID;`);
      console.log('  it vouches for the demo account whose e-mail is typed. An admin configures a real one under Admin → Sign-in.');
    }
    console.log('');
  }
}

await main();
