// The API's field errors in plain English: zod's issues through the same messages the forms show
// (messages/en.json, `validation`). zod's configuration is global; the server only ever speaks
// English here, and the browser's forms set their own language (use-zod-language.ts).
import { config } from "zod";
import { createTranslator } from "use-intl/core";
import en from "@/messages/en.json";
import { validationErrorMap } from "@/lib/platform/i18n/validation-messages";

const english = createTranslator({ locale: "en", messages: en, namespace: "validation" });

config({ customError: validationErrorMap((key, values) => english(key as never, values as never)) });
