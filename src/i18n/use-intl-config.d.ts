// use-intl's AppConfig (https://next-intl.dev/docs/workflows/typescript): the site's locales and the
// English messages as the shape of every catalogue, so that a key that is not in messages/en.json fails
// the type check; messages/es.json has the same keys (npm run check:messages). A JSON import types each
// message as `string`, so the values a message's ICU arguments need are not type-checked.
import type en from "../../messages/en.json";
import type { Locale } from "./locales";

declare module "use-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof en;
  }
}
