/** The device classes a visit is counted under: coarse enough that they identify nobody. */
export const DEVICE_CLASSES = ["mobile", "tablet", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/**
 * The device class of a user agent, from the words browsers put there on purpose ("Mobile", "iPad",
 * "Tablet"); everything else, an empty agent included, is a desktop.
 */
export function deviceClassOf(userAgent: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i.test(userAgent)) return "mobile";
  return "desktop";
}
