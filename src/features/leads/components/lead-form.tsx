import { useLocation } from "react-router";
import type { LeadKind } from "../lead-kinds.ts";
import { BotTrap } from "./bot-trap.tsx";
import { LEAD_FORM_ATTRIBUTE } from "../form-clock.ts";

/**
 * A form that sends a lead: posted to `action` without JavaScript, with its intent and the bot-trap
 * fields; the head script's form clock finds it by LEAD_FORM_ATTRIBUTE, and early input replays a submit.
 * Its `page` field says which page it was sent from, the one attribution a post without JavaScript
 * carries.
 */
export function LeadForm({
  intent,
  children,
  ...formProps
}: { intent: LeadKind; action: string } & Omit<React.FormHTMLAttributes<HTMLFormElement>, "method">) {
  const { pathname } = useLocation();
  return (
    <form method="post" {...{ [LEAD_FORM_ATTRIBUTE]: "" }} data-early="submit" {...formProps}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="page" value={pathname} />
      <BotTrap />
      {children}
    </form>
  );
}
