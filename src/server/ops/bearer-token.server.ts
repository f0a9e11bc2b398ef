import { timingSafeEqual } from "node:crypto";
import type { Request } from "express";

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
export function hasBearerToken(request: Request, token: string | undefined): boolean {
  if (!token) return false;
  const expected = Buffer.from(`Bearer ${token}`);
  const given = Buffer.from(request.get("authorization") ?? "");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
