import type { Locale } from "@/i18n/locales";
import type { budgets, helpTypes, services, topics } from "./schemas";

/**
 * The labels the product specification gives for the options of the contact page and the popup, per
 * language: one source for the forms and the mails. Spanish labels it does not give follow the site's
 * service names.
 */
export interface OptionLabels {
  readonly topics: Readonly<Record<(typeof topics)[number], string>>;
  readonly services: Readonly<Record<(typeof services)[number], string>>;
  readonly budgets: Readonly<Record<(typeof budgets)[number], string>>;
  /** The popup writes the top band as 'More than 50 K'. */
  readonly popupBudgets: Readonly<Record<(typeof budgets)[number], string>>;
  readonly helpTypes: Readonly<Record<(typeof helpTypes)[number], string>>;
}

const englishBudgets = {
  "10k-20k": "10K-20K",
  "20k-50k": "20K-50K",
  "50k-plus": "More than 50K",
  none: "There's no assigned budget yet",
} as const;

const spanishBudgets = {
  "10k-20k": "10K-20K USD",
  "20k-50k": "20K-50K USD",
  "50k-plus": "Más de 50K USD",
  none: "Aún no fijamos un presupuesto.",
} as const;

export const optionLabels: Readonly<Record<Locale, OptionLabels>> = {
  en: {
    topics: {
      "new-business": "New Business",
      general: "General Inquiries",
      press: "Press Inquiries",
      careers: "Careers",
    },
    services: {
      "product-design-development": "Product design & development",
      "data-viz-data-storytelling": "Data viz & data storytelling",
      "branding-strategy": "Branding & strategy",
      "product-discovery": "Product discovery",
      blockchain: "Blockchain",
    },
    budgets: englishBudgets,
    popupBudgets: { ...englishBudgets, "50k-plus": "More than 50 K" },
    helpTypes: {
      "product-design-development": "Product design & development",
      "branding-strategy": "Branding & strategy",
      "product-discovery": "Product discovery",
      "data-viz-data-storytelling": "Data viz & data storytelling",
      blockchain: "Blockchain",
      other: "Other",
    },
  },
  es: {
    topics: {
      "new-business": "Nuevos negocios",
      general: "Consultas generales",
      press: "Consultas de prensa",
      careers: "Trabajá con nosotros",
    },
    services: {
      "product-design-development": "Diseño y desarrollo de productos",
      "data-viz-data-storytelling": "Data viz y data storytelling",
      "branding-strategy": "Estrategia y branding",
      "product-discovery": "Discovery de productos digitales",
      blockchain: "Blockchain",
    },
    budgets: spanishBudgets,
    popupBudgets: spanishBudgets,
    helpTypes: {
      "product-design-development": "Diseño y desarrollo de productos",
      "branding-strategy": "Estrategia y branding",
      "product-discovery": "Discovery de productos digitales",
      "data-viz-data-storytelling": "Data viz y data storytelling",
      blockchain: "Blockchain",
      other: "Otro",
    },
  },
};
