/** The popup's heading, whichever step shows it: the dialog is named by it and focus moves to it. */
export const consultationTitleId = "consultation-title";
