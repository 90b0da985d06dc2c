import { once } from 'node:events';
import net from 'node:net';

/** A loopback port nothing listens on right now, for a server the test starts itself. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}
