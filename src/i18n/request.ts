import { getRequestConfig } from "next-intl/server";
import { defaultLocale, isLocale } from "./locales";
import { loadMessages } from "./messages";
import { siteTimeZone } from "./time-zone";

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  return { locale, timeZone: siteTimeZone, messages: await loadMessages(locale) };
});
