import "server-only";
import { optionLabels } from "@/features/leads/option-labels";
import type { ConsultationRequest, ContactRequest } from "@/features/leads/schemas";
import type { OutgoingMail } from "@/server/mail/outbox";
import { greetingName, lineValue, subjectText } from "@/server/mail/visitor-text";
import { COMPANY_ADDRESS, teamMailCopy, visitorMailCopy } from "./mail-copy";

export interface LeadMailContext {
  /** The lead's id, quoted in the team mail so a mail can be matched with `npm run leads`. */
  readonly id: string;
  readonly teamEmail: string;
  readonly receivedAt: Date;
}

type Field = readonly [label: string, value: string | undefined];

/** The mails of a contact-page lead: the team's (every field, reply-to the visitor) and the visitor's. */
export function contactMails(request: ContactRequest, context: LeadMailContext): OutgoingMail[] {
  const team = teamMailCopy;
  const teamLabels = optionLabels.en;
  const labels = team.fieldLabels;
  const fullName = [request.name, request.lastName].filter(Boolean).join(" ");
  const teamMail: OutgoingMail = {
    to: context.teamEmail,
    replyTo: request.email,
    subject: team.contactSubject(teamLabels.topics[request.topic], subjectText(fullName)),
    text: teamText(
      team.contactIntro,
      fullName,
      context,
      [
        [labels.topic, teamLabels.topics[request.topic]],
        [labels.service, request.service && teamLabels.services[request.service]],
        [labels.budget, request.budget && teamLabels.budgets[request.budget]],
        [labels.name, request.name],
        [labels.lastName, request.lastName],
        [labels.email, request.email],
        [request.topic === "press" ? labels.publication : labels.company, request.company],
        [labels.position, request.position],
        [labels.language, team.languageNames[request.locale]],
      ],
      [labels.message, request.message],
    ),
  };

  const copy = visitorMailCopy[request.locale];
  const visitorLabels = optionLabels[request.locale];
  const visitorMail: OutgoingMail = {
    to: request.email,
    replyTo: context.teamEmail,
    subject: copy.contactSubject,
    text: visitorText(copy.greeting(greetingName(request.name)), copy.contactIntro, request.locale, [
      [copy.fieldLabels.topic, visitorLabels.topics[request.topic]],
      [copy.fieldLabels.service, request.service && visitorLabels.services[request.service]],
      [copy.fieldLabels.budget, request.budget && visitorLabels.budgets[request.budget]],
    ]),
  };
  return [teamMail, visitorMail];
}

/** The mails of a consultation asked for in the popup's contact path. */
export function consultationMails(request: ConsultationRequest, context: LeadMailContext): OutgoingMail[] {
  const team = teamMailCopy;
  const teamLabels = optionLabels.en;
  const labels = team.fieldLabels;
  const teamMail: OutgoingMail = {
    to: context.teamEmail,
    replyTo: request.email,
    subject: team.consultationSubject(
      request.helpType ? teamLabels.helpTypes[request.helpType] : team.notGiven,
      subjectText(request.name),
    ),
    text: teamText(team.consultationIntro, request.name, context, [
      [labels.helpType, request.helpType && teamLabels.helpTypes[request.helpType]],
      [labels.budget, request.budget && teamLabels.budgets[request.budget]],
      [labels.name, request.name],
      [labels.email, request.email],
      [labels.language, team.languageNames[request.locale]],
    ]),
  };

  const copy = visitorMailCopy[request.locale];
  const visitorLabels = optionLabels[request.locale];
  const visitorMail: OutgoingMail = {
    to: request.email,
    replyTo: context.teamEmail,
    subject: copy.consultationSubject,
    text: visitorText(copy.greeting(greetingName(request.name)), copy.consultationIntro, request.locale, [
      [copy.fieldLabels.helpType, request.helpType && visitorLabels.helpTypes[request.helpType]],
      [copy.fieldLabels.budget, request.budget && visitorLabels.budgets[request.budget]],
    ]),
  };
  return [teamMail, visitorMail];
}

function teamText(
  intro: string,
  name: string,
  context: LeadMailContext,
  fields: readonly Field[],
  longField?: Field,
): string {
  const team = teamMailCopy;
  const lines = [
    intro,
    "",
    // One labelled line per field; a line break left in a value cannot start a line of its own.
    ...fields.map(([label, value]) => `${label}: ${value ? lineValue(value) : team.notGiven}`),
    `${team.fieldLabels.received}: ${context.receivedAt.toISOString()}`,
    `${team.fieldLabels.reference}: ${context.id}`,
  ];
  if (longField) lines.push("", `${longField[0]}:`, longField[1] || team.notGiven);
  lines.push("", team.replyHint(lineValue(name)), "");
  return lines.join("\n");
}

/**
 * The confirmation repeats the visitor's choices (option labels) but none of their free text, and greets
 * them by a plain first name at most: a form that mails what anyone types to any address they type
 * would be a spam relay.
 */
function visitorText(
  greeting: string,
  intro: string,
  locale: ContactRequest["locale"],
  fields: readonly Field[],
): string {
  const copy = visitorMailCopy[locale];
  const given = fields.filter(([, value]) => Boolean(value));
  return [
    greeting,
    "",
    intro,
    "",
    copy.summaryTitle,
    ...given.map(([label, value]) => `${label}: ${value}`),
    "",
    copy.closing(COMPANY_ADDRESS),
    "",
    copy.signature,
    "",
  ].join("\n");
}
