import { data } from "react-router";

/** Any path no other route knows: the root error boundary renders the 404 page with status 404. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}
