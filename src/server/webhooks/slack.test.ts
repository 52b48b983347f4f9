import { describe, expect, it } from "vitest";
import { bookingEvent, leadCreatedEvent } from "./events";
import { escapeSlack, slackMessage } from "./slack";

const AT = new Date("2026-12-01T12:00:00.000Z");

describe("slackMessage", () => {
  it("announces a lead with its labels, and what the visitor typed as text, not markup", () => {
    const event = leadCreatedEvent(
      {
        id: "lead-1",
        kind: "contact",
        locale: "en",
        topic: "new-business",
        service: "branding-strategy",
        budget: "20k-50k",
        name: "<!channel>",
        last_name: "<https://evil.example|click>",
        email: "ana@example.com",
        company: "A&B",
        message: "Line one\nLine two",
        created_at: AT.toISOString(),
      },
      "/contact/",
    );
    const { text } = slackMessage(event);
    expect(text).toContain("*New lead (New Business)*: &lt;!channel&gt; &lt;https://evil.example|click&gt;");
    expect(text).toContain("Company: A&amp;B");
    expect(text).toContain("Service: Branding &amp; strategy");
    expect(text).toContain("Budget: 20K-50K");
    expect(text).toContain("> Line one\n> Line two");
    expect(text).toContain("Page: /contact/");
    expect(text).not.toContain("<!channel>");
  });

  it("announces a booking in the team's time and a cancellation as cancelled", () => {
    const booking = {
      id: "booking-1",
      slot_start: "2026-12-02T12:00:00.000Z",
      slot_end: "2026-12-02T12:20:00.000Z",
      status: "cancelled" as const,
      locale: "es",
      time_zone: "America/Argentina/Buenos_Aires",
      name: "Sam",
      email: "sam@example.com",
      email_key: null,
      client_address: null,
      created_at: AT.toISOString(),
      cancelled_at: AT.toISOString(),
    };
    const { text } = slackMessage(
      bookingEvent("booking.cancelled", booking, { teamTimeZone: "America/Argentina/Buenos_Aires", at: AT }),
    );
    expect(text).toContain("*Booking cancelled*: Sam");
    expect(text).toContain(
      "Slot: 2026-12-02 09:00–09:20 (America/Argentina/Buenos_Aires), 2026-12-02T12:00:00.000Z UTC",
    );
    expect(text).toContain("Booking booking-1 · cancelled");
  });

  it("escapes Slack's three control characters", () => {
    expect(escapeSlack("<a & b>")).toBe("&lt;a &amp; b&gt;");
  });
});
