import { once } from 'node:events';
import net from 'node:net';

/** PostgreSQL's CommandComplete message for a COMMIT: 'C', its length (11), "COMMIT\0". */
const COMMIT_COMPLETE = Buffer.concat([Buffer.from([0x43, 0, 0, 0, 11]), Buffer.from('COMMIT\0')]);

export type CuttingProxy = {
  /** The database's URL, through the proxy. */
  url: string;
  /**
   * Arms the cut: once PostgreSQL confirms the COMMIT of a transaction that inserted into
   * `table`, that confirmation is dropped, every connection is cut and new ones are refused
   * until `restore()`. The change is committed; the server never hears so. Resolves at the cut.
   */
  cutAfterCommitInto(table: string): Promise<void>;
  restore(): void;
  close(): Promise<void>;
};

/**
 * A TCP proxy between the server and PostgreSQL that can lose the answer to a COMMIT: the real
 * way an outage strikes a request whose change is already saved.
 */
export async function createCuttingProxy(databaseUrl: string): Promise<CuttingProxy> {
  const target = new URL(databaseUrl);
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  let refusing = false;
  let armed: { insert: Buffer; cut: () => void } | null = null;

  const cutAll = () => {
    refusing = true;
    for (const { client, upstream } of pairs) {
      client.destroy();
      upstream.destroy();
    }
    pairs.clear();
  };

  const server = net.createServer((client) => {
    if (refusing) {
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    const pair = { client, upstream };
    pairs.add(pair);
    let insertedIntoTable = false;
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.on('data', (chunk: Buffer) => {
      if (armed && chunk.includes(armed.insert)) insertedIntoTable = true;
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (armed && insertedIntoTable && chunk.includes(COMMIT_COMPLETE)) {
        const { cut } = armed;
        armed = null;
        cutAll();
        cut();
        return;
      }
      client.write(chunk);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);

  return {
    url: url.toString(),
    cutAfterCommitInto(table) {
      return new Promise((resolve) => {
        armed = { insert: Buffer.from(`insert into "${table}"`), cut: resolve };
      });
    },
    restore() {
      refusing = false;
    },
    async close() {
      cutAll();
      server.close();
      await once(server, 'close');
    },
  };
}
