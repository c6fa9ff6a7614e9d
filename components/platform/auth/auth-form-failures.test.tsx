/** @jest-environment jsdom */
// What the sign-in and reset forms say when the server refuses for a reason the person cannot fix
// by retyping: the reset limit, Secure cookies on a plain-HTTP page, the database away.
import { fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import da from "@/messages/da.json";
import en from "@/messages/en.json";
import { ForgotPasswordForm } from "./forgot-password-form";
import { SignInForm } from "./sign-in-form";

// jsdom has no fetch: the answer as the API client reads it
function answer(status: number, code: string, message: string) {
  const body = { error: { code, message } };
  globalThis.fetch = jest.fn(async () => ({
    ok: false,
    status,
    statusText: "",
    headers: { get: () => null },
    json: async () => body,
  })) as unknown as typeof fetch;
}

function inLanguage(locale: "en" | "da", ui: React.ReactElement) {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === "da" ? da : en} timeZone="Europe/Copenhagen">
      {ui}
    </NextIntlClientProvider>,
  );
}

describe("the forgot-password form", () => {
  it.each([
    ["en", /asked for several links in a short time/],
    ["da", /bedt om flere links på kort tid/],
  ] as const)("says in %s that the reset limit is reached", async (locale, text) => {
    answer(429, "rate_limited", "Too many password-reset requests; try again later");
    inLanguage(locale, <ForgotPasswordForm initialEmail="reader@demo.example" onBack={() => {}} />);
    fireEvent.submit(screen.getByRole("form"));
    expect((await screen.findByRole("alert")).textContent).toMatch(text);
  });
});

describe("the sign-in form", () => {
  const signIn = async () => {
    fireEvent.change(screen.getByLabelText(/e-mail/i), { target: { value: "reader@demo.example" } });
    fireEvent.change(screen.getByLabelText(/password|adgangskode/i), { target: { value: "Demo-password-1" } });
    fireEvent.submit(screen.getByRole("form"));
    return (await screen.findByRole("alert")).textContent;
  };

  it("names the https address when the anti-forgery cookie cannot come back over plain HTTP", async () => {
    answer(
      403,
      "csrf_cookie_blocked",
      "This page was opened over plain HTTP, but the app's cookies are Secure: open it at https://ehs.example",
    );
    inLanguage("da", <SignInForm returnUrl={null} />);
    expect(await signIn()).toMatch(/almindelig HTTP.*https:\/\/ehs\.example/);
  });

  it("says the service is briefly away on 503", async () => {
    answer(503, "database_unavailable", "The database cannot be reached right now; try again in a moment");
    inLanguage("en", <SignInForm returnUrl={null} />);
    expect(await signIn()).toMatch(/briefly unavailable/);
  });
});
