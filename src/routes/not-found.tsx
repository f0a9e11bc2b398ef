import { data } from "react-router";
import { NOT_FOUND_META } from "../lib/route-meta.ts";

export const meta = () => NOT_FOUND_META;

/** Any path no other route knows: the root error boundary renders the 404 page with status 404. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}
