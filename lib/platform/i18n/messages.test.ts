import { createTranslator } from "use-intl/core";
import da from "@/messages/da.json";
import en from "@/messages/en.json";
import { FORMATS, FORMATTING_LOCALES, missingKeyText } from "./config";
import { loadMessages } from "./messages";

const keys = (value: object, prefix = ""): string[] =>
  Object.entries(value).flatMap(([key, inner]) =>
    inner && typeof inner === "object" ? keys(inner, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe("messages", () => {
  it("en.json and da.json have the same keys", () => {
    expect(keys(da).sort()).toEqual(keys(en).sort());
  });

  it("names every column of the control book's lists apart, in both languages", () => {
    for (const messages of [en, da]) {
      const labels = Object.values(messages.controlBook.columns);
      expect(labels.filter((label, index) => labels.indexOf(label) !== index)).toEqual([]);
    }
  });

  it("no message is empty", () => {
    const empty = (messages: object) =>
      keys(messages).filter((key) => !key.split(".").reduce<any>((o, k) => o[k], messages)); // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(empty(en)).toEqual([]);
    expect(empty(da)).toEqual([]);
  });

  it("shows a missing key as 'translation key missing'", () => {
    const t = createTranslator({
      locale: "en",
      messages: loadMessages("en"),
      onError: () => {},
      getMessageFallback: ({ namespace, key }) => missingKeyText([namespace, key].filter(Boolean).join(".")),
    });
    expect(t("signIn.title")).toBe("Sign in");
    expect(t("signIn.noSuchKey" as never)).toBe("translation key missing: signIn.noSuchKey");
  });

  it("formats Danish dates the Danish way", () => {
    const t = createTranslator({
      locale: "da",
      messages: loadMessages("da"),
      timeZone: "Europe/Copenhagen",
      formats: FORMATS,
    });
    expect(t("dashboard.today", { date: new Date("2026-03-05T12:00:00Z") })).toBe("I dag er det 5. mar. 2026.");
  });

  it("formats English dates and times the British way, on a 24-hour clock", () => {
    const t = createTranslator({
      locale: FORMATTING_LOCALES.en,
      messages: loadMessages("en"),
      timeZone: "Europe/Copenhagen",
      formats: FORMATS,
    });
    expect(t("dashboard.today", { date: new Date("2026-11-27T12:00:00Z") })).toBe("Today is 27 Nov 2026.");
    const time = new Intl.DateTimeFormat(FORMATTING_LOCALES.en, { ...FORMATS.dateTime.timestamp, timeZone: "UTC" });
    expect(time.format(new Date("2026-11-27T15:02:00Z"))).toBe("27 Nov 2026, 15:02");
  });
});
