/**
 * The consultation popup's views: the invitation, then either the contact path (type of
 * help, budget, contact info, sent) or the scheduling path (a slot and the booker's details, or
 * Calendly, then scheduled). Both end with 'Thanks for reaching out!'.
 */
export type ConsultationView = "invite" | "help" | "budget" | "info" | "sent" | "schedule" | "scheduled";

export const contactPath = ["help", "budget", "info"] as const satisfies readonly ConsultationView[];
type ContactView = (typeof contactPath)[number];

function isContactView(view: ConsultationView): view is ContactView {
  return (contactPath as readonly ConsultationView[]).includes(view);
}

/** "Step 2 of 3" on the contact path; nothing elsewhere. */
export function consultationProgress(view: ConsultationView): { current: number; total: number } | undefined {
  return isContactView(view)
    ? { current: contactPath.indexOf(view) + 1, total: contactPath.length }
    : undefined;
}

/** Where Back leads: the previous question, or the invitation from a path's first view. */
export function previousView(view: ConsultationView): ConsultationView | undefined {
  if (view === "help" || view === "schedule") return "invite";
  if (isContactView(view)) return contactPath[contactPath.indexOf(view) - 1];
  return undefined;
}

/** Where Next leads on the contact path; after the contact info the request is sent instead. */
export function nextView(view: ConsultationView): ConsultationView | undefined {
  if (!isContactView(view)) return undefined;
  return contactPath[contactPath.indexOf(view) + 1];
}
