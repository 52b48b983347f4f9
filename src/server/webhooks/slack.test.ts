import { describe, expect, it } from "vitest";
import { bookingEvent, leadCreatedEvent } from "./events";
import { escapeSlack, slackMessage } from "./slack";

const AT = new Date("2026-12-01T12:00:00.000Z");

const plain = (text: string) => ({ type: "plain_text", text, emoji: false });

/** Every text object of a message, wherever Block Kit puts it. */
function textObjects(message: ReturnType<typeof slackMessage>) {
  return message.blocks.flatMap((block) =>
    "fields" in block ? block.fields : "elements" in block ? block.elements : [block.text],
  );
}

/** What a visitor can type to make Slack notify, link or format, each in its own field. */
const HOSTILE = {
  name: "<!channel> @here",
  last_name: "<https://evil.example|click> <@U024BE7LH>",
  email: "ana@example.com",
  company: "A&B https://evil.example @everyone",
  message: "Line one *bold* `code` :smile:\n<!everyone> www.evil.example\n> quoted",
};

describe("slackMessage", () => {
  it("sends a lead as blocks whose visitor text is plain_text, exactly as typed, and a notification of the site's own words", () => {
    const event = leadCreatedEvent(
      {
        id: "lead-1",
        kind: "contact",
        locale: "en",
        topic: "new-business",
        service: "branding-strategy",
        budget: "20k-50k",
        ...HOSTILE,
        created_at: AT.toISOString(),
      },
      "/contact/",
    );
    expect(slackMessage(event)).toEqual({
      text: "New lead (New Business) · Lead lead-1",
      blocks: [
        { type: "header", text: plain("New lead (New Business)") },
        {
          type: "section",
          fields: [
            plain("Name: <!channel> @here <https://evil.example|click> <@U024BE7LH>"),
            plain("E-mail: ana@example.com"),
            plain("Company: A&B https://evil.example @everyone"),
            plain("Service: Branding & strategy"),
            plain("Budget: 20K-50K"),
            plain("Language: en"),
            plain("Page: /contact/"),
          ],
        },
        {
          type: "section",
          text: plain("Message:\nLine one *bold* `code` :smile:\n<!everyone> www.evil.example\n> quoted"),
        },
        { type: "context", elements: [plain("Lead lead-1")] },
      ],
    });
  });

  it("puts no visitor text where Slack parses markup: no mrkdwn object, and not in the notification text", () => {
    const message = slackMessage(
      leadCreatedEvent(
        { id: "lead-2", kind: "consultation", locale: "es", ...HOSTILE, created_at: AT.toISOString() },
        undefined,
      ),
    );
    expect(textObjects(message).every((object) => object.type === "plain_text" && !object.emoji)).toBe(true);
    expect(message.text).toBe("New consultation request (type of help skipped) · Lead lead-2");
    for (const typed of ["channel", "here", "evil", "U024BE7LH", "everyone", "ana@"]) {
      expect(message.text).not.toContain(typed);
    }
  });

  it("splits a long message into sections within Slack's 3,000 characters, without splitting a character", () => {
    const message = `${"😀".repeat(1_600)}${"a".repeat(1_800)}`;
    const { blocks } = slackMessage(
      leadCreatedEvent(
        {
          id: "lead-3",
          kind: "contact",
          locale: "en",
          topic: "other",
          name: "Ana",
          email: "a@b.co",
          message,
          created_at: AT.toISOString(),
        },
        undefined,
      ),
    );
    const texts = blocks.flatMap((block) =>
      block.type === "section" && "text" in block ? [block.text.text] : [],
    );
    expect(texts.length).toBe(2);
    for (const text of texts) expect(text.length).toBeLessThanOrEqual(3_000);
    expect(texts.join("")).toBe(`Message:\n${message}`);
  });

  it("announces a booking in the team's time and a cancellation as cancelled", () => {
    const booking = {
      id: "booking-1",
      slot_start: "2026-12-02T12:00:00.000Z",
      slot_end: "2026-12-02T12:20:00.000Z",
      status: "cancelled" as const,
      locale: "es",
      time_zone: "America/Argentina/Buenos_Aires",
      name: "Sam <!here>",
      email: "sam@example.com",
      email_key: null,
      client_address: null,
      created_at: AT.toISOString(),
      cancelled_at: AT.toISOString(),
    };
    expect(
      slackMessage(
        bookingEvent("booking.cancelled", booking, {
          teamTimeZone: "America/Argentina/Buenos_Aires",
          at: AT,
        }),
      ),
    ).toEqual({
      text: "Booking cancelled: 2026-12-02 09:00–09:20 (America/Argentina/Buenos_Aires) · Booking booking-1 · cancelled",
      blocks: [
        { type: "header", text: plain("Booking cancelled") },
        {
          type: "section",
          fields: [
            plain("Name: Sam <!here>"),
            plain("E-mail: sam@example.com"),
            plain(
              "Slot: 2026-12-02 09:00–09:20 (America/Argentina/Buenos_Aires), 2026-12-02T12:00:00.000Z UTC",
            ),
            plain("Language: es"),
          ],
        },
        { type: "context", elements: [plain("Booking booking-1 · cancelled")] },
      ],
    });
  });

  it("escapes Slack's three control characters for mrkdwn", () => {
    expect(escapeSlack("<a & b>")).toBe("&lt;a &amp; b&gt;");
  });
});
