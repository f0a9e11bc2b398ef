import { describeError } from "./describe-error.server.ts";

/** What the provider said at start about the key and the contact attributes the payloads use. */
export type ProviderCheck =
  { key: "accepted"; missingAttributes: string[] } | { key: "refused"; status: number } | { key: "unknown"; reason: string };

export type ProviderCheckOptions = {
  apiUrl: string;
  apiKey: string;
  /** The contact attributes the payloads may send (FNAME, COMPANY, …). */
  attributes: readonly string[];
  timeoutMs?: number;
  fetch?: typeof fetch;
};

/**
 * Asks the provider, without sending a lead, whether the key works (GET /account) and which contact
 * attributes exist (GET /contacts/attributes): the provider drops an unknown attribute without a word,
 * so a lead would arrive without its phone or message (docs/decisions/0274-provider-check-at-start.md).
 */
export async function checkProvider(options: ProviderCheckOptions): Promise<ProviderCheck> {
  const doFetch = options.fetch ?? fetch;
  const get = (path: string) =>
    doFetch(`${options.apiUrl.replace(/\/+$/, "")}${path}`, {
      headers: { "api-key": options.apiKey, accept: "application/json" },
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
  try {
    const account = await get("/account");
    await account.body?.cancel();
    if (account.status === 401 || account.status === 403) return { key: "refused", status: account.status };
    if (!account.ok) return { key: "unknown", reason: `the provider answered HTTP ${account.status} to the key check` };
    const listed = await get("/contacts/attributes");
    if (!listed.ok) {
      await listed.body?.cancel();
      return { key: "unknown", reason: `the provider answered HTTP ${listed.status} to the attribute list` };
    }
    const names = attributeNames(await listed.json());
    return { key: "accepted", missingAttributes: options.attributes.filter((name) => !names.has(name.toUpperCase())) };
  } catch (error) {
    return { key: "unknown", reason: `the provider could not be reached (${describeError(error)})` };
  }
}

/** Brevo lists `{ attributes: [{ name, category, type }] }`; names compare without case. */
function attributeNames(body: unknown): Set<string> {
  const list = typeof body === "object" && body !== null && "attributes" in body ? body.attributes : undefined;
  const names = new Set<string>();
  if (!Array.isArray(list)) return names;
  for (const entry of list as unknown[]) {
    if (typeof entry === "object" && entry !== null && "name" in entry && typeof entry.name === "string")
      names.add(entry.name.toUpperCase());
  }
  return names;
}
