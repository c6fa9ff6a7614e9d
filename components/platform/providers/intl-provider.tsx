"use client";
import { NextIntlClientProvider, type AbstractIntlMessages } from "next-intl";
import type { ReactNode } from "react";
import { FORMATS, missingKeyText } from "@/lib/platform/i18n/config";

/** The client side of next-intl, with the same missing-key text as the server. */
export function IntlProvider(props: {
  locale: string;
  timeZone: string;
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
