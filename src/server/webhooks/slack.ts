import "server-only";
import { optionLabels } from "@/features/leads/option-labels";
import { canonicalOption } from "@/features/leads/schemas";
import type { BookingEventData, LeadEventData, WebhookEvent } from "./events";

/**
 * An event as a Slack message ({"text": …}, what Slack's incoming webhooks take). Everything a visitor
 * typed is escaped for Slack's markup: a name such as "<!channel>" or "<https://evil.example|click>"
 * must reach the channel as text, not as a mention or a link.
 */
export function slackMessage(event: WebhookEvent): { text: string } {
  switch (event.type) {
    case "lead.created":
      return { text: leadText(event.data) };
    case "booking.created":
      return { text: bookingText("New booking", event.data) };
    case "booking.cancelled":
      return { text: bookingText("Booking cancelled", event.data) };
  }
}

const labels = optionLabels.en;

function leadText(lead: LeadEventData): string {
  const subject =
    lead.form === "contact"
      ? `New lead (${label(labels.topics, lead.topic) ?? "contact"})`
      : `New consultation request (${label(labels.helpTypes, lead.helpType) ?? "type of help skipped"})`;
  const name = [lead.name, lead.lastName].filter(Boolean).join(" ");
  const lines = [
    `*${subject}*: ${escapeSlack(name)} <mailto:${encodeURIComponent(lead.email)}|${escapeSlack(lead.email)}>`,
    field("Company", lead.company),
    field("Position", lead.position),
    field("Service", label(labels.services, lead.service)),
    field("Budget", label(labels.budgets, lead.budget)),
    field("Language", lead.language),
    field("Page", lead.page),
    lead.message ? quote(lead.message) : undefined,
    `Lead ${lead.id}`,
  ];
  return lines.filter((line) => line !== undefined).join("\n");
}

function bookingText(title: string, booking: BookingEventData): string {
  return [
    `*${title}*: ${escapeSlack(booking.name)} <mailto:${encodeURIComponent(booking.email)}|${escapeSlack(booking.email)}>`,
    `Slot: ${booking.startInTeamZone.slice(0, 16).replace("T", " ")}–${booking.endInTeamZone.slice(11, 16)} (${booking.teamTimeZone}), ${booking.start} UTC`,
    field("Language", booking.language),
    field("Page", booking.page),
    `Booking ${booking.id} · ${booking.status}`,
  ]
    .filter((line) => line !== undefined)
    .join("\n");
}

function field(name: string, value: string | null | undefined): string | undefined {
  return value ? `${name}: ${escapeSlack(value)}` : undefined;
}

function quote(message: string): string {
  return escapeSlack(message)
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join("\n");
}

function label(options: Readonly<Record<string, string>>, code: string | null): string | undefined {
  if (code === null) return undefined;
  const current = canonicalOption(code);
  return options[current] ?? code;
}

/** Slack's three control characters (https://api.slack.com/reference/surfaces/formatting#escaping). */
export function escapeSlack(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}
