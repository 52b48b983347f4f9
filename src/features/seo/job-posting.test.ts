import { describe, expect, it } from "vitest";
import { jobPosting } from "./job-posting";
import { jsonLd } from "./json-ld";

const position = {
  id: "senior-product-designer",
  title: "Senior Product Designer",
  team: "Design",
  city: "Buenos Aires",
  country: "AR",
  workplace: "remote" as const,
  employment_type: "FULL_TIME" as const,
  summary: "You lead design <end to end>.",
  responsibilities: ["Run workshops", "Ship flows", "Mentor"],
  requirements: ["5+ years", "Figma", "Spanish & English"],
  date_posted: "2026-10-12",
  valid_through: "2027-01-31",
};
const organization = {
  name: "Lumbre Studio",
  url: "https://lumbre.studio",
  logo: "https://lumbre.studio/icon.svg",
};
const headings = { responsibilities: "What you will do", requirements: "What you bring" };

describe("jobPosting", () => {
  it("carries the fields search engines require, from the position", () => {
    const data = jobPosting(
      position,
      organization,
      headings,
      "https://lumbre.studio/careers/#senior-product-designer",
    );
    expect(data).toMatchObject({
      "@type": "JobPosting",
      title: "Senior Product Designer",
      datePosted: "2026-10-12",
      validThrough: "2027-01-31T23:59:59Z",
      employmentType: "FULL_TIME",
      hiringOrganization: { name: "Lumbre Studio", sameAs: "https://lumbre.studio" },
      jobLocation: { address: { addressLocality: "Buenos Aires", addressCountry: "AR" } },
      jobLocationType: "TELECOMMUTE",
    });
    expect(data.description).toContain("<li>Figma</li>");
    expect(data.description).toContain("You lead design &lt;end to end&gt;.");
  });

  it("marks only remote positions as telecommute", () => {
    const data = jobPosting({ ...position, workplace: "hybrid" }, organization, headings, "https://x.test/");
    expect(data).not.toHaveProperty("jobLocationType");
  });

  it("serialises without anything that could close the script element", () => {
    expect(jsonLd({ text: "</script><script>alert(1)</script>" })).not.toContain("</script>");
  });
});
