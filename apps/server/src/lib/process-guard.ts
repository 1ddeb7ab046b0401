interface Logger {
  error(object: object, message: string): void;
}

/**
 * A promise rejected with no handler (a database write cut by a failover, say) is logged and the
 * process keeps serving: every piece of work is checkpointed in the database, so whatever that
 * promise belonged to is retried by its job or the sweep, and requests and other renders carry on.
 * An uncaught exception still ends the process (Node's default): a throw that unwound a
 * synchronous call may have left our state half-changed, and the supervisor restarts us.
 */
export function guardUnhandledRejections(logger: Logger): () => void {
  const onRejection = (reason: unknown) => {
    logger.error(
      { err: reason },
      'unhandled promise rejection (logged; the process keeps running)',
    );
  };
  process.on('unhandledRejection', onRejection);
  return () => process.off('unhandledRejection', onRejection);
}
