import { describe, expect, it } from "vitest";
import { calendlyEmbedUrl, isCalendlyScheduled } from "./calendly";

const url = "https://calendly.com/lumbre/20min";

describe("the Calendly embed", () => {
  it("asks for the inline widget on this site's domain", () => {
    const embed = new URL(calendlyEmbedUrl(url, "lumbre.studio"));
    expect(embed.origin + embed.pathname).toBe(url);
    expect(embed.searchParams.get("embed_domain")).toBe("lumbre.studio");
    expect(embed.searchParams.get("embed_type")).toBe("Inline");
  });

  it("hears Calendly's scheduled event", () => {
    expect(
      isCalendlyScheduled(
        { origin: "https://calendly.com", data: { event: "calendly.event_scheduled", payload: {} } },
        url,
      ),
    ).toBe(true);
  });

  it("ignores other Calendly events and other windows", () => {
    expect(
      isCalendlyScheduled({ origin: "https://calendly.com", data: { event: "calendly.page_height" } }, url),
    ).toBe(false);
    expect(
      isCalendlyScheduled(
        { origin: "https://evil.example", data: { event: "calendly.event_scheduled" } },
        url,
      ),
    ).toBe(false);
    expect(
      isCalendlyScheduled(
        { origin: "https://calendly.com.evil.example", data: { event: "calendly.event_scheduled" } },
        url,
      ),
    ).toBe(false);
    expect(
      isCalendlyScheduled(
        { origin: "http://calendly.com", data: { event: "calendly.event_scheduled" } },
        url,
      ),
    ).toBe(false);
    expect(
      isCalendlyScheduled({ origin: "https://calendly.com", data: "calendly.event_scheduled" }, url),
    ).toBe(false);
  });
});
