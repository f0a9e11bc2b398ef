import type pg from "pg";

/**
 * Runs `work` on one pooled client between BEGIN and COMMIT, rolled back on any error: what the lead store's
 * PostgreSQL ledgers (leads, meetings, applications, visits) write together is written whole or not at all.
 */
export async function inPostgresTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    const result = await work(client);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  } finally {
    client.release();
  }
}
