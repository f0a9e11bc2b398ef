import { useEffect, useState } from "react";

/**
 * Hidden fields that catch simple bots: a honeypot people never see, and the moment the form was
 * shown (set in the browser; a prerendered page cannot know it, so without JavaScript it stays empty).
 */
export function BotTrap() {
  const [startedAt, setStartedAt] = useState("");
  useEffect(() => setStartedAt(String(Date.now())), []);
  return (
    <>
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <input type="hidden" name="startedAt" value={startedAt} />
    </>
  );
}
