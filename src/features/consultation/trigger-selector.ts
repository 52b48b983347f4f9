/** Every call-to-action that opens the consultation popup: a link to the contact page with this mark. */
export const CONSULTATION_TRIGGER = "[data-consultation-trigger]";
