import pg from 'pg';

const RETRY_MS = 2000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). When the
 * connection is lost it is opened again every few seconds until `stop` is called; messages sent
 * meanwhile are missed, which only means a memory copy lives until it expires.
 */
export async function listenOnPostgres(
  connection: pg.ClientConfig,
  channel: string,
  onMessage: (payload: string) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client(connection);
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onMessage(message.payload);
    });
    const reconnect = () => {
      if (stopped || client !== next) return;
      client = undefined;
      next.end().catch(() => undefined);
      // A failed attempt schedules the next one itself.
      retry = setTimeout(() => void connect().catch(() => undefined), RETRY_MS);
      retry.unref();
    };
    next.on('error', reconnect);
    next.on('end', reconnect);
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN "${channel.replaceAll('"', '')}"`);
    } catch (error) {
      reconnect();
      throw error;
    }
  };

  try {
    await connect();
  } catch (error) {
    // At start-up a failure is the caller's to report, not to retry behind its back.
    stopped = true;
    clearTimeout(retry);
    throw error;
  }
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
