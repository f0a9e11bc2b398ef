import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The signed link an invitation carries to cancel or move its meeting: the
 * meeting's id, the SEQUENCE it was issued at and when it stops working (the meeting's end), signed
 * with HMAC-SHA256 and MEETING_LINK_SECRET. A forged link fails the signature; an old one (the
 * meeting was moved or cancelled since) carries a spent sequence; neither changes anything.
 */
export interface MeetingLinkClaims {
  meetingId: string;
  sequence: number;
  /** Epoch ms after which the link is refused. */
  expiresAt: number;
}

function sign(body: string, secret: string): string {
  return createHmac("sha256", secret).update(body).digest("base64url");
}

export function signMeetingLink(claims: MeetingLinkClaims, secret: string): string {
  const body = Buffer.from(JSON.stringify([claims.meetingId, claims.sequence, claims.expiresAt])).toString("base64url");
  return `${body}.${sign(body, secret)}`;
}

/** The claims of a genuine, unexpired token; undefined for anything else. */
export function readMeetingLink(token: string, secret: string, now: number): MeetingLinkClaims | undefined {
  const [body = "", signature = "", extra] = token.split(".");
  if (extra !== undefined || !body || !signature) return undefined;
  const expected = Buffer.from(sign(body, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const [meetingId, sequence, expiresAt] = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as unknown[];
    if (typeof meetingId !== "string" || typeof sequence !== "number" || typeof expiresAt !== "number") return undefined;
    return expiresAt > now ? { meetingId, sequence, expiresAt } : undefined;
  } catch {
    return undefined;
  }
}
