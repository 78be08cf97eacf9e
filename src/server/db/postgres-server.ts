import pg from "pg";

/**
 * One connection to a PostgreSQL server for work outside any app database (creating and dropping
 * databases), closed after `fn`: used by the test run's database images and by the bench.
 */
export async function onPostgresServer<T>(
  serverUrl: string,
  fn: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server of `serverUrl` (same host, port and credentials). */
export function databaseUrlOn(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}
