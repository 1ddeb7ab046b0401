import { tmpdir } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { createContainer } from './container';
import { buildMetricsServer } from './metrics-server';
import { turnOffUnservedVideoModel } from './doctor-probes';
import { startWorkers } from './jobs/workers';
import { guardUnhandledRejections } from './lib/process-guard';
import { removeStaleWorkDirs } from './lib/stale-work-dirs';
import { createLogger } from './logger';
import { listenForAdminCommands } from './admin-command';

/** Boots by ROLE: `api` serves HTTP, `worker` runs jobs, `all` (the default) does both. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createLogger(config) as FastifyBaseLogger;
  guardUnhandledRejections(logger);
  const container = await createContainer(config, logger);
  await container.database.migrate();
  await container.queue.start();

  const servesHttp = config.role !== 'worker';
  const runsJobs = config.role !== 'api';
  const app = servesHttp ? await buildApp(container, logger) : undefined;
  const metricsServer =
    container.metricsExposition && config.metrics.port !== undefined
      ? buildMetricsServer(container.metricsExposition, logger)
      : undefined;
  if (runsJobs) {
    // a worker killed mid-render (kill -9, out of memory) leaves its render folders behind
    await removeStaleWorkDirs(tmpdir(), {
      olderThanSeconds: container.longestRenderSeconds,
      logger,
    });
    await startWorkers({ queue: container.queue, services: container.services, logger });
  }
  // every role checks: the API process serves the tool page that says the tool is off, and a
  // worker logs it. Not awaited: a slow models endpoint must not hold up the boot
  turnOffUnservedVideoModel(config, logger, container.services.generations).catch(
    (error: unknown) => logger.error({ err: error }, 'the video model check failed'),
  );
  // the embedded database has one owner: the command line's role changes come to it here
  const adminSocket =
    container.database.driver === 'pglite'
      ? await listenForAdminCommands(
          config.admin.socketPath,
          container.services.admin.roles,
          logger,
        ).catch((error: unknown) => {
          // the app runs on without it; only `npm run admin` needs this server stopped then
          logger.warn(
            { err: error, socketPath: config.admin.socketPath },
            'the admin command cannot reach this server; stop it to run npm run admin',
          );
          return undefined;
        })
      : undefined;
  if (metricsServer) {
    const metricsAddress = await metricsServer.listen({
      host: config.http.host,
      port: config.metrics.port,
    });
    logger.info(`metrics at ${metricsAddress}/metrics`);
  }
  if (app) {
    const boundAddress = await app.listen({ host: config.http.host, port: config.http.port });
    logger.info(
      `Orato is listening on ${boundAddress}, public origin ${config.site.url} (role ${config.role}, database ${container.database.driver})`,
    );
  } else {
    logger.info(`Orato worker is running (database ${container.database.driver})`);
  }

  onShutdownSignal(logger, config, async () => {
    // stop taking requests first, then let running jobs finish, then close the database
    await app?.close();
    adminSocket?.close();
    await container.queue.stop(config.http.shutdownTimeoutMs);
    // last, so the jobs that finished while stopping are still counted in a scrape
    await metricsServer?.close();
    await container.close();
  });
}

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
}

function onShutdownSignal(
  logger: FastifyBaseLogger,
  config: Config,
  shutdown: () => Promise<void>,
): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    logger.info(`${signal} received: shutting down`);
    const force = setTimeout(() => {
      logger.error('shutdown took too long: exiting');
      process.exit(1);
    }, config.http.shutdownTimeoutMs * 2);
    force.unref();
    shutdown().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
