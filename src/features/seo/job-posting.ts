import type { JobPosition } from "@/content/queries";

/** Schema.org JobPosting (https://developers.google.com/search/docs/appearance/structured-data/job-posting). */

export interface HiringOrganization {
  readonly name: string;
  readonly url: string;
  readonly logo: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const list = (items: readonly string[]) =>
  `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;

export function jobPosting(
  position: JobPosition,
  organization: HiringOrganization,
  headings: { readonly responsibilities: string; readonly requirements: string },
  url: string,
): Record<string, unknown> {
  const remote = position.workplace === "remote";
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: position.title,
    description: `<p>${escapeHtml(position.summary)}</p><h3>${escapeHtml(headings.responsibilities)}</h3>${list(position.responsibilities)}<h3>${escapeHtml(headings.requirements)}</h3>${list(position.requirements)}`,
    identifier: { "@type": "PropertyValue", name: organization.name, value: position.id },
    datePosted: position.date_posted,
    validThrough: `${position.valid_through}T23:59:59Z`,
    employmentType: position.employment_type,
    url,
    hiringOrganization: {
      "@type": "Organization",
      name: organization.name,
      sameAs: organization.url,
      logo: organization.logo,
    },
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressLocality: position.city,
        addressCountry: position.country,
      },
    },
    ...(remote
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: position.country },
        }
      : {}),
  };
}

// The careers view still imports the serializer from here; it lives in json-ld.tsx.
