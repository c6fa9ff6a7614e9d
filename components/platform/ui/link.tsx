// eslint-disable-next-line no-restricted-imports -- the one import of next/link: every other link comes through here
import NextLink from "next/link";
import type { ComponentProps } from "react";

/**
 * Next's link, fetching its page when followed rather than when seen. Every screen of the app is
 * rendered per request (it reads the session), so Next's automatic prefetch of a link in view got
 * only the route's outline, in two requests per link, and the click fetched the page all the same:
 * a dashboard of twelve lines asked the server for 25 renders each time it was shown. A link that
 * names `prefetch` keeps its own choice.
 */
export default function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />;
}
