// What the API's benches and process checks share: a free port for a server they start, and a
// fresh database on a PostgreSQL server.
import { createServer } from 'node:net';
import pg from 'pg';

/** A free TCP port on loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Creates database `name` afresh (dropped first) on the server of the admin URL `admin`; resolves
 * with its URL, or null when no server answers there.
 */
export async function freshDatabase(admin, name) {
  const target = new URL(admin);
  target.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name}`);
    await client.query(`CREATE DATABASE ${name}`);
    return target.toString();
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}
