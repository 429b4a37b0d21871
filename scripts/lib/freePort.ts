import {createServer} from 'node:net';

/** A loopback port nothing listens on now, for a server a script or test starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const {port} = server.address() as {port: number};
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
