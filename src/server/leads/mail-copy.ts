import "server-only";
import type { Locale } from "@/i18n/locales";

/**
 * The wording of the lead mails. Mails are not UI strings (no page shows them, nobody translates them
 * with the site's messages), so they live here, typed, one object per language; Spanish in voseo, as
 * the site speaks.
 */

/** The studio's public address, named in every confirmation (the thank-you modal shows the same). */
export const COMPANY_ADDRESS = "hello@lumbre.studio";

export interface FieldLabels {
  readonly topic: string;
  readonly service: string;
  readonly budget: string;
  readonly helpType: string;
  readonly name: string;
  readonly lastName: string;
  readonly email: string;
  readonly company: string;
  /** The company field of a press inquiry ('Press company / publication'). */
  readonly publication: string;
  readonly message: string;
  readonly position: string;
  readonly language: string;
  readonly received: string;
  readonly reference: string;
}

export interface VisitorMailCopy {
  readonly fieldLabels: FieldLabels;
  readonly contactSubject: string;
  readonly consultationSubject: string;
  /** Greets by a plain first name (greetingName), or without a name. */
  readonly greeting: (name: string | undefined) => string;
  readonly contactIntro: string;
  readonly consultationIntro: string;
  readonly summaryTitle: string;
  readonly closing: (address: string) => string;
  readonly signature: string;
}

export interface TeamMailCopy {
  readonly fieldLabels: FieldLabels;
  readonly contactSubject: (topic: string, name: string) => string;
  readonly consultationSubject: (helpType: string, name: string) => string;
  readonly contactIntro: string;
  readonly consultationIntro: string;
  readonly replyHint: (name: string) => string;
  /** Shown for a field the visitor left empty, so the team sees every field. */
  readonly notGiven: string;
  readonly languageNames: Readonly<Record<Locale, string>>;
}

export const visitorMailCopy: Readonly<Record<Locale, VisitorMailCopy>> = {
  en: {
    fieldLabels: {
      topic: "Topic",
      service: "Service",
      budget: "Budget",
      helpType: "Type of help",
      name: "Name",
      lastName: "Last name",
      email: "Email",
      company: "Company",
      publication: "Press company / publication",
      message: "Message",
      position: "Position",
      language: "Language",
      received: "Received",
      reference: "Reference",
    },
    contactSubject: "We received your message",
    consultationSubject: "We received your consultation request",
    greeting: (name) => (name ? `Hi ${name},` : "Hi,"),
    contactIntro:
      "Thanks for writing to Lumbre. We received your message, and the team will answer within one working day.",
    consultationIntro:
      "Thanks for reaching out! We received your consultation request; the team will review it and answer within one working day.",
    summaryTitle: "What you told us:",
    closing: (address) => `If you want to add anything, reply to this email or write to ${address}.`,
    signature: "The Lumbre team",
  },
  es: {
    fieldLabels: {
      topic: "Tema",
      service: "Servicio",
      budget: "Presupuesto",
      helpType: "Tipo de ayuda",
      name: "Nombre",
      lastName: "Apellido",
      email: "E-mail",
      company: "Empresa",
      publication: "Medio / publicación",
      message: "Mensaje",
      position: "Búsqueda",
      language: "Idioma",
      received: "Recibido",
      reference: "Referencia",
    },
    contactSubject: "Recibimos tu mensaje",
    consultationSubject: "Recibimos tu consulta",
    greeting: (name) => (name ? `¡Hola, ${name}!` : "¡Hola!"),
    contactIntro:
      "Gracias por escribirnos. Recibimos tu mensaje y el equipo te va a responder dentro de un día hábil.",
    consultationIntro:
      "¡Gracias por contactarte con nosotros! Recibimos tu consulta: el equipo la va a revisar y te va a responder dentro de un día hábil.",
    summaryTitle: "Lo que nos contaste:",
    closing: (address) => `Si querés agregar algo, respondé este e-mail o escribinos a ${address}.`,
    signature: "El equipo de Lumbre",
  },
};

/** The team reads every lead in English, whichever language the visitor wrote in. */
export const teamMailCopy: TeamMailCopy = {
  fieldLabels: visitorMailCopy.en.fieldLabels,
  contactSubject: (topic, name) => `New contact (${topic}): ${name}`,
  consultationSubject: (helpType, name) => `New consultation request (${helpType}): ${name}`,
  contactIntro: "A visitor sent the contact form on the website.",
  consultationIntro: "A visitor asked for a consultation from the website's popup.",
  replyHint: (name) => `Reply to this email to answer ${name} directly.`,
  notGiven: "—",
  languageNames: { en: "English", es: "Spanish" },
};
