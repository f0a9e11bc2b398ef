import { expect, it } from "vitest";
import { deviceClassOf } from "./device-class.ts";

it("tells phones, tablets and desktops apart by the words browsers send", () => {
  expect(deviceClassOf("Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1")).toBe("mobile");
  expect(deviceClassOf("Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/140.0 Mobile Safari/537.36")).toBe("mobile");
  expect(deviceClassOf("Mozilla/5.0 (Linux; Android 14; SM-X710) Chrome/140.0 Safari/537.36")).toBe("tablet");
  expect(deviceClassOf("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Safari/604.1")).toBe("tablet");
  expect(deviceClassOf("Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/140.0 Safari/537.36")).toBe("desktop");
  expect(deviceClassOf("")).toBe("desktop");
});
