import "server-only";
import { optionLabels } from "@/features/leads/option-labels";
import { canonicalOption } from "@/features/leads/schemas";
import type { BookingEventData, LeadEventData, WebhookEvent } from "./events";

/**
 * An event as a Slack message for an incoming webhook: Block Kit blocks, and a `text` that Slack shows
 * only in notifications and where blocks cannot be shown.
 *
 * What visitors typed (name, e-mail, company, message) only ever travels in `plain_text` text objects with
 * `emoji: false`, which Slack displays as typed: it makes no links of URLs or e-mail addresses there, no
 * mentions of "@channel", "<!here>" or "<@U…>", no formatting of *bold* or `code`, and no emoji of
 * ":smile:" (https://api.slack.com/reference/block-kit/composition-objects#text). Escaping is Slack's
 * answer for mrkdwn, where it would still leave bare URLs and "@channel" to Slack's automatic parsing; in
 * plain_text the text needs none, so "R&D" reaches the channel as "R&D". The notification `text` is mrkdwn
 * and carries only the site's own words (the form's title, the slot, the id), escaped.
 */
export interface SlackMessage {
  readonly text: string;
  readonly blocks: readonly SlackBlock[];
}

export interface PlainText {
  readonly type: "plain_text";
  readonly text: string;
  readonly emoji: false;
}

export type SlackBlock =
  | { readonly type: "header"; readonly text: PlainText }
  | { readonly type: "section"; readonly text: PlainText }
  | { readonly type: "section"; readonly fields: readonly PlainText[] }
  | { readonly type: "context"; readonly elements: readonly PlainText[] };

/** Slack's limits (Block Kit reference): a header's text, a section's text, one of a section's fields. */
const HEADER_MAX = 150;
const SECTION_TEXT_MAX = 3000;
const FIELD_MAX = 2000;
const FIELDS_MAX = 10;

export function slackMessage(event: WebhookEvent): SlackMessage {
  switch (event.type) {
    case "lead.created":
      return leadMessage(event.data);
    case "booking.created":
      return bookingMessage("New booking", event.data);
    case "booking.cancelled":
      return bookingMessage("Booking cancelled", event.data);
  }
}

const labels = optionLabels.en;

function leadMessage(lead: LeadEventData): SlackMessage {
  const title =
    lead.form === "contact"
      ? `New lead (${label(labels.topics, lead.topic) ?? "contact"})`
      : `New consultation request (${label(labels.helpTypes, lead.helpType) ?? "type of help skipped"})`;
  const name = [lead.name, lead.lastName].filter(Boolean).join(" ");
  const fields = [
    field("Name", name),
    field("E-mail", lead.email),
    field("Company", lead.company),
    field("Position", lead.position),
    field("Service", label(labels.services, lead.service)),
    field("Budget", label(labels.budgets, lead.budget)),
    field("Language", lead.language),
    field("Page", lead.page),
  ];
  const message = lead.message ? chunks(`Message:\n${lead.message}`, SECTION_TEXT_MAX) : [];
  return {
    text: escapeSlack(`${title} · Lead ${lead.id}`),
    blocks: [
      { type: "header", text: plain(title, HEADER_MAX) },
      ...fieldSections(fields),
      ...message.map((text) => ({ type: "section" as const, text: plain(text, SECTION_TEXT_MAX) })),
      { type: "context", elements: [plain(`Lead ${lead.id}`, SECTION_TEXT_MAX)] },
    ],
  };
}

function bookingMessage(title: string, booking: BookingEventData): SlackMessage {
  const slot = `${booking.startInTeamZone.slice(0, 16).replace("T", " ")}–${booking.endInTeamZone.slice(11, 16)} (${booking.teamTimeZone})`;
  const fields = [
    field("Name", booking.name),
    field("E-mail", booking.email),
    field("Slot", `${slot}, ${booking.start} UTC`),
    field("Language", booking.language),
    field("Page", booking.page),
  ];
  return {
    text: escapeSlack(`${title}: ${slot} · Booking ${booking.id} · ${booking.status}`),
    blocks: [
      { type: "header", text: plain(title, HEADER_MAX) },
      ...fieldSections(fields),
      { type: "context", elements: [plain(`Booking ${booking.id} · ${booking.status}`, SECTION_TEXT_MAX)] },
    ],
  };
}

/** "Name: value" as a field; nothing for an empty value (Slack refuses empty text). */
function field(name: string, value: string | null | undefined): PlainText | undefined {
  return value ? plain(`${name}: ${value}`, FIELD_MAX) : undefined;
}

/** The fields that have a value, ten to a section (Slack's most). */
function fieldSections(fields: readonly (PlainText | undefined)[]): SlackBlock[] {
  const present = fields.filter((entry) => entry !== undefined);
  const sections: SlackBlock[] = [];
  for (let start = 0; start < present.length; start += FIELDS_MAX) {
    sections.push({ type: "section", fields: present.slice(start, start + FIELDS_MAX) });
  }
  return sections;
}

/** A plain_text object, cut to `max` (the forms' own limits keep every field under Slack's). */
function plain(text: string, max: number): PlainText {
  return { type: "plain_text", text: chunks(text, max)[0] ?? " ", emoji: false };
}

/**
 * `text` in pieces of at most `max` UTF-16 units (so at most `max` characters however Slack counts them),
 * never splitting a character's surrogate pair.
 */
function chunks(text: string, max: number): string[] {
  const pieces: string[] = [];
  let current = "";
  for (const character of text) {
    if (current.length + character.length > max) {
      pieces.push(current);
      current = "";
    }
    current += character;
  }
  if (current !== "") pieces.push(current);
  return pieces;
}

function label(options: Readonly<Record<string, string>>, code: string | null): string | undefined {
  if (code === null) return undefined;
  const current = canonicalOption(code);
  return options[current] ?? code;
}

/**
 * Slack's three control characters in mrkdwn (https://api.slack.com/reference/surfaces/formatting#escaping),
 * for the notification text, which holds only the site's own words.
 */
export function escapeSlack(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}
