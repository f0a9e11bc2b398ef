import { describe, expect, it } from "vitest";
import { isHost } from "./malformed-requests.server.ts";

describe("isHost", () => {
  it.each(["example.com", "www.example.com:443", "127.0.0.1:3000", "[::1]:8080", "localhost", "xn--p1ai.example"])("takes %s", (host) =>
    expect(isHost(host)).toBe(true),
  );
  it.each(["", "[", "a b", "x:99999", "x:0", "user@example.com", "example.com/path", "example.com?x", "exa\\mple.com", undefined])(
    "refuses %j",
    (host) => expect(isHost(host)).toBe(false),
  );
});
