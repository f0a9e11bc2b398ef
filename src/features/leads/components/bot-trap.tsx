import { useLabels } from "../../../components/layout/use-labels.ts";
import { FILL_TIME_FIELD } from "../lead-kinds.ts";

/**
 * Hidden fields that flag likely bots: a honeypot people never see, and `fillMs`, which the head
 * script (FORM_CLOCK_SCRIPT) fills at submit with how long the form was shown. Neither is ever a
 * reason to drop a lead: the server keeps such leads as suspect.
 */
export function BotTrap() {
  const { botTrap } = useLabels().forms;
  return (
    <>
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          {botTrap}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <input type="hidden" name={FILL_TIME_FIELD} defaultValue="" />
    </>
  );
}
