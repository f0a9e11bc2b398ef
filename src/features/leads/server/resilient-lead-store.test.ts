import { describe, expect, it } from "vitest";
import type { Lead } from "../lead-kinds.ts";
import { silentLeadLogger } from "./lead-log.server.ts";
import type { LeadStore } from "./lead-store.server.ts";
import { openResilientLeadStore } from "./resilient-lead-store.server.ts";
import { openSqliteLeadStore } from "./sqlite-lead-store.server.ts";

const lead: Lead = { kind: "newsletter", fields: { email: "kay@example.com" } };

describe("a lead store that may be down", () => {
  it("keeps trying to open the store, refuses leads meanwhile, and takes them once it opens", async () => {
    let tries = 0;
    const store = await openResilientLeadStore({
      open: async () => {
        if (++tries < 3) throw new Error("unable to open database file");
        return openSqliteLeadStore(":memory:");
      },
      location: "leads.db",
      retryMs: 20,
      log: silentLeadLogger,
    });
    try {
      expect(store.state()).toEqual({ open: false, writable: false, lastError: "Error: unable to open database file" });
      await expect(store.insert(lead)).rejects.toThrow("The lead store is not open");
      await expect(store.summary()).rejects.toThrow("not open");
      await expect(store.chatGaps.record("do you repair pizza ovens")).rejects.toThrow("not open");
      await expect.poll(() => store.state().open, { timeout: 2_000 }).toBe(true);
      expect(tries).toBe(3);
      const { created } = await store.insert(lead);
      expect(created).toBe(true);
      expect((await store.summary()).pending).toBe(1);
      // The content gaps go to the store once it is open.
      await store.chatGaps.record("do you repair pizza ovens");
      expect((await store.chatGaps.top()).map((gap) => gap.question)).toEqual(["do you repair pizza ovens"]);
      expect(store.state()).toMatchObject({ open: true, writable: true });
    } finally {
      await store.close();
    }
  });

  it("reports a store that reads but no longer writes, and sees it write again", async () => {
    const inner = openSqliteLeadStore(":memory:");
    let full = true;
    const flaky: LeadStore = {
      ...inner,
      insert: (...args) => (full ? Promise.reject(new Error("SQLITE_FULL: database or disk is full")) : inner.insert(...args)),
      claimDue: (...args) => (full ? Promise.reject(new Error("SQLITE_FULL: database or disk is full")) : inner.claimDue(...args)),
    };
    const store = await openResilientLeadStore({ open: async () => flaky, location: ":memory:", log: silentLeadLogger });
    try {
      expect(store.state().writable).toBe(true);
      await expect(store.insert(lead)).rejects.toThrow("SQLITE_FULL");
      expect(store.state()).toMatchObject({ open: true, writable: false });
      expect(await store.probeWrite()).toBe(false);
      full = false;
      expect(await store.probeWrite()).toBe(true);
      expect(store.state().writable).toBe(true);
    } finally {
      await store.close();
    }
  });
});
