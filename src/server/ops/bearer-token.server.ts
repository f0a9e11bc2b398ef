import { timingSafeEqual } from "node:crypto";
import type { Request } from "express";

/**
 * Whether the request carries `Authorization: Bearer <token>`, the token compared in constant time.
 * The scheme is case-insensitive, as HTTP's authentication schemes are ("bearer", "BEARER").
 */
export function hasBearerToken(request: Request, token: string | undefined): boolean {
  if (!token) return false;
  const credentials = /^bearer +(.*)$/i.exec(request.get("authorization") ?? "")?.[1];
  if (credentials === undefined) return false;
  const expected = Buffer.from(token);
  const given = Buffer.from(credentials.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
