import pg from "pg";
import type { IncrementResponse, Options, Store } from "express-rate-limit";
import { migratePostgres } from "../features/leads/server/index.server.ts";

/**
 * express-rate-limit's counters in the shared PostgreSQL database, so a visitor's POST budget holds
 * across every instance behind the load balancer instead of multiplying by their number
 * (docs/decisions/0020-postgresql-outbox.md). One row per client and limiter: an upsert either counts
 * the hit or, when the window has passed, starts a new window, in one atomic statement.
 */
export class PostgresRateLimitStore implements Store {
  readonly localKeys = false;
  readonly prefix: string;
  private windowMs = 60_000;
  private readonly pool: pg.Pool;
  private readonly ready: Promise<void>;
  private sweeps = 0;

  constructor(url: string, prefix = "posts:") {
    this.prefix = prefix;
    this.pool = new pg.Pool({ connectionString: url, max: 3 });
    this.pool.on("error", () => {});
    this.ready = this.pool.connect().then(async (client) => {
      try {
        await migratePostgres(client);
      } finally {
        client.release();
      }
    });
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<IncrementResponse> {
    await this.ready;
    const now = Date.now();
    const { rows } = await this.pool.query<{ hits: number; reset_at: string }>(
      `INSERT INTO post_rate_limits (key, hits, reset_at) VALUES ($1, 1, $2)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN post_rate_limits.reset_at <= $3 THEN 1 ELSE post_rate_limits.hits + 1 END,
         reset_at = CASE WHEN post_rate_limits.reset_at <= $3 THEN $2 ELSE post_rate_limits.reset_at END
       RETURNING hits, reset_at`,
      [this.prefix + key, now + this.windowMs, now],
    );
    // Expired windows are dead rows; clear them now and then rather than on a timer.
    if (++this.sweeps % 500 === 0) void this.pool.query("DELETE FROM post_rate_limits WHERE reset_at <= $1", [now]).catch(() => {});
    const row = rows[0];
    return { totalHits: row?.hits ?? 1, resetTime: new Date(Number(row?.reset_at ?? now + this.windowMs)) };
  }

  async decrement(key: string): Promise<void> {
    await this.ready;
    await this.pool.query("UPDATE post_rate_limits SET hits = GREATEST(hits - 1, 0) WHERE key = $1", [this.prefix + key]);
  }

  async resetKey(key: string): Promise<void> {
    await this.ready;
    await this.pool.query("DELETE FROM post_rate_limits WHERE key = $1", [this.prefix + key]);
  }

  async shutdown(): Promise<void> {
    await this.ready.catch(() => {});
    await this.pool.end();
  }
}
