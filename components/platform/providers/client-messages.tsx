import "server-only";
import type { AbstractIntlMessages } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import clientNamespaces from "@/lib/platform/i18n/client-namespaces.json";
import { MoreMessages } from "./intl-provider";

// The browser receives the message namespaces its client components use, found in the source by
// scripts/client-namespaces.mjs: the layouts' on every screen, and each page's own with the page.
// The whole catalogue (about 105 KB) went with every screen before, in its HTML and on every
// navigation. Server components read the whole catalogue on the server as before.

type PageFolder = keyof typeof clientNamespaces.pages;

function pick(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  return Object.fromEntries(namespaces.filter((name) => name in messages).map((name) => [name, messages[name]]));
}

/** The namespaces of the layouts' client components (the shell, toasts), sent with every screen. */
export async function layoutMessages(): Promise<AbstractIntlMessages> {
  return pick(await getMessages(), clientNamespaces.layout);
}

/** `Page`, with the namespaces its client components use; `folder` is the page's folder under app/. */
export function withClientMessages<Props extends object>(
  Page: (props: Props) => ReactNode | Promise<ReactNode>,
  folder: PageFolder,
) {
  const namespaces = clientNamespaces.pages[folder];
  return async function PageWithMessages(props: Props) {
    const content = <Page {...props} />;
    if (!namespaces.length) return content;
    return <MoreMessages messages={pick(await getMessages(), namespaces)}>{content}</MoreMessages>;
  };
}
