/** Dates on the site are the agency's calendar days (its head office is in Buenos Aires). */
export const siteTimeZone = "America/Argentina/Buenos_Aires";
