/**
 * The site's rule for Spanish buttons, from its own UX writing guide (the insight "Escribir para
 * interfaces", content/documents/insight/writing-for-interfaces.es-ar.json): "infinitivo en los botones
 * (Transferir, Pagar, Continuar) y voseo en las frases (Revisá los datos antes de confirmar)".
 *
 * So every button, and every link that acts as one (a call to action, a "see more", a back link), starts
 * with an infinitive: "Agendar 20 min", "Enviar", "Ver proyecto", "Volver al inicio", "Postularme ahora".
 * A busy state is a gerund ("Enviando…"); a few buttons name a place or a state, not an action
 * ("Siguiente", "Listo", "Todos los casos", "Más información", "Menú"). Voseo ("Agendá", "Escribinos",
 * "Postulate") belongs in sentences: hints, headings, body text. The one exception is the
 * specification's own: the contact form's button reads "Hablemos".
 */

/** Words a button may start with that are not verbs: a place in a sequence, a state, a set, a noun. */
const NOT_VERBS = new Set(["siguiente", "anterior", "listo", "todos", "todas", "más", "menú"]);

/** Labels the specification fixes word for word (spec: "in Spanish the button reads 'Hablemos'"). */
const FROM_THE_SPEC = new Set(["Hablemos"]);

/** An infinitive, with its pronouns if any: "enviar", "volver", "postularme", "contactarnos". */
const INFINITIVE = /(?:ar|er|ir|ír)(?:me|te|se|nos|lo|la|los|las|le|les)*$/u;
/** A gerund, the busy state of a button: "enviando", "agendando", "leyendo". */
const GERUND = /(?:ando|iendo|yendo)$/u;
/** A voseo imperative: stressed last vowel ("agendá", "conocé", "elegí") or with pronouns ("escribinos"). */
const VOSEO = /(?:[áéí]|[aei](?:me|te|se|nos|lo|la|los|las|le|les)+)$/u;

/**
 * Why a Spanish button label breaks the rule, or undefined when it keeps it. Placeholders (`{title}`)
 * and leading punctuation are skipped; only the first word decides.
 */
export function spanishButtonProblem(label: string): string | undefined {
  const text = label.trim();
  if (FROM_THE_SPEC.has(text)) return undefined;
  const first = /\p{L}+/u.exec(text.replace(/\{[^}]*\}/g, ""))?.[0];
  if (!first) return undefined;
  const word = first.toLocaleLowerCase("es");
  if (INFINITIVE.test(word) || GERUND.test(word) || NOT_VERBS.has(word)) return undefined;
  const kind = VOSEO.test(word) ? "a voseo imperative" : "not an infinitive";
  return `"${text}" starts with "${first}", ${kind}: Spanish buttons start with an infinitive (voseo is for sentences)`;
}

/**
 * The UI strings (messages/*.json) that are the visible label or the accessible name of a button or of a
 * link that acts as one. A new button's string joins this list; a key that no longer exists fails the
 * test that reads it (src/i18n/button-labels.test.ts), so the list cannot drift from the catalogue.
 */
export const BUTTON_MESSAGES = [
  "Navigation.skipToContent",
  "Navigation.consultation",
  "Navigation.closeMenu",
  "Navigation.menu",
  "Footer.pitchAction",
  "Footer.backToTop",
  "NotFound.back",
  "ErrorPage.retry",
  "ErrorPage.back",
  "Preview.exit",
  "Preview.endedExit",
  "Preview.linkHome",
  "Sections.explore",
  "Sections.seeIndustry",
  "Sections.viewProject",
  "Sections.allCases",
  "Sections.allInsights",
  "Sections.consultationAction",
  "Archive.clear",
  "CookieNotice.accept",
  "CookieNotice.learnMore",
  "Cases.emptyAction",
  "Cases.viewProject",
  "CaseStudy.back",
  "CaseStudy.contact",
  "Insights.readArticle",
  "Insights.back",
  "Culture.servicesLink",
  "Culture.careersLink",
  "Careers.apply",
  "Careers.applyTo",
  "Careers.openApplication",
  "Awards.filter",
  "Awards.clear",
  "Awards.visitProfile",
  "Awards.archiveLink",
  "Contact.back",
  "Contact.next",
  "Contact.send",
  "Contact.sending",
  "Contact.booking.open",
  "Contact.booking.backToForm",
  "Contact.booking.book",
  "Contact.booking.booking",
  "Contact.booking.doneAgain",
  "Contact.slots.retry",
  "Contact.slots.change",
  "Contact.thanks.close",
  "Consultation.contactUs",
  "Consultation.schedule",
  "Consultation.close",
  "Consultation.back",
  "Consultation.next",
  "Consultation.send",
  "Consultation.sending",
  "Consultation.book",
  "Consultation.done",
] as const;

/** The string at a dotted key of a message catalogue, or undefined when there is none. */
export function messageAt(catalogue: unknown, key: string): string | undefined {
  let value: unknown = catalogue;
  for (const part of key.split(".")) {
    value = value && typeof value === "object" ? (value as Record<string, unknown>)[part] : undefined;
  }
  return typeof value === "string" ? value : undefined;
}
