import type { OptionLabels } from "@/features/leads/option-labels";
import type { Messages } from "@/i18n/messages";

/** The popup's words: its own, the contact page's shared ones, and the labels of its options. */
export interface ConsultationStrings {
  readonly popup: Messages["Consultation"];
  readonly errors: Messages["Contact"]["errors"];
  readonly status: Messages["Contact"]["status"];
  readonly slots: Messages["Contact"]["slots"];
  readonly summary: string;
  readonly honeypot: string;
  readonly helpTypes: OptionLabels["helpTypes"];
  readonly budgets: OptionLabels["popupBudgets"];
}
