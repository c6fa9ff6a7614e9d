"use client";
import { NextIntlClientProvider, useLocale, useMessages, useTimeZone, type AbstractIntlMessages } from "next-intl";
import { useMemo, type ReactNode } from "react";
import { FORMATS, missingKeyText } from "@/lib/platform/i18n/config";

/** The client side of next-intl, with the same missing-key text as the server. */
export function IntlProvider(props: {
  locale: string;
  timeZone?: string;
  messages: AbstractIntlMessages;
  children: ReactNode;
}) {
  return (
    <NextIntlClientProvider
      locale={props.locale}
      timeZone={props.timeZone}
      messages={props.messages}
      formats={FORMATS}
      onError={() => {}}
      getMessageFallback={({ namespace, key }) => missingKeyText([namespace, key].filter(Boolean).join("."))}
    >
      {props.children}
    </NextIntlClientProvider>
  );
}

/** Adds a page's own namespaces to the layouts' ones: a nested provider replaces, it does not merge. */
export function MoreMessages({ messages, children }: { messages: AbstractIntlMessages; children: ReactNode }) {
  const outer = useMessages();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const merged = useMemo(() => ({ ...outer, ...messages }), [outer, messages]);
  return (
    <IntlProvider locale={locale} timeZone={timeZone} messages={merged}>
      {children}
    </IntlProvider>
  );
}
