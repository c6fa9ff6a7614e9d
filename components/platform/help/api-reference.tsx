"use client";
import Script from "next/script";
import { useRef } from "react";
import { antiForgeryToken } from "@/lib/platform/client/browser-cookies";
import styles from "./api-reference.module.css";

type SwaggerUi = (options: Record<string, unknown>) => unknown;

/**
 * The browsable API reference: Swagger UI, served from the app's own origin (/assets/swagger-ui) and
 * loaded with the page's CSP nonce, over /api/v1/openapi.json. "Try it out" calls the API as the
 * signed-in user, with the anti-forgery header.
 */
export function ApiReference({ nonce, label }: { nonce?: string; label: string }) {
  const target = useRef<HTMLDivElement>(null);
  const start = () => {
    const bundle = (window as unknown as { SwaggerUIBundle?: SwaggerUi }).SwaggerUIBundle;
    if (!bundle || !target.current) return;
    bundle({
      url: "/api/v1/openapi.json",
      domNode: target.current,
      deepLinking: false,
      // hundreds of operations: the reader opens one section at a time instead of scrolling them all
      docExpansion: "none",
      tryItOutEnabled: false,
      requestInterceptor: (request: { method?: string; headers: Record<string, string> }) => {
        if (request.method && request.method.toUpperCase() !== "GET")
          request.headers["X-XSRF-TOKEN"] = antiForgeryToken();
        return request;
      },
    });
  };
  return (
    <>
      {/* eslint-disable-next-line @next/next/no-css-tags -- a vendor stylesheet served by the app itself */}
      <link rel="stylesheet" href="/assets/swagger-ui/swagger-ui.css" precedence="default" />
      <div
        ref={target}
        aria-label={label}
        role="region"
        className={styles.reference}
        style={{ minHeight: 240, overflowX: "auto" }}
      />
      <Script src="/assets/swagger-ui/swagger-ui-bundle.js" nonce={nonce} strategy="afterInteractive" onReady={start} />
    </>
  );
}
