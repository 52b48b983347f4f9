import { type SubmitEvent, useEffect, useMemo, useReducer, useRef } from "react";
import type { SummaryItem } from "@/components/form/error-summary";
import type { ErrorCode } from "@/features/leads/schemas";
import { type FieldPlace, inWords, summaryOf } from "./field-errors";
import { focusKeyOf, formReducer, initialFormState, type Sending, type Shown } from "./form-state";
import { createKeyKeeper, type PostResult, postWhenOnline } from "./submission";

type Refusal = Extract<PostResult<unknown>, { kind: "refused" }>;

export interface LeadFormWords {
  readonly errors: Readonly<Record<ErrorCode, string>>;
  readonly status: { readonly offline: string; readonly failed: string };
}

export interface LeadFormOptions<Step extends string, Data> {
  readonly firstStep: Step;
  /**
   * What the server rendered the first step with, after the form was posted without JavaScript: its
   * messages per field and its notice, shown until the visitor moves on.
   */
  readonly shownFirst?: { readonly errors: Readonly<Record<string, string>>; readonly notice?: string };
  /** The first heading takes focus as the form appears: steps the visitor opened, not the page's form. */
  readonly focusFirstStep?: boolean;
  /** Going to another step leaves the notice standing ('that time was taken' on the way back to the times). */
  readonly keepNotice?: boolean;
  /** The API route the request is posted to. */
  readonly endpoint: string;
  readonly words: LeadFormWords;
  /** The problems of a step's own fields, as codes; the request's schema is the judge. */
  readonly validate: (step: Step) => Readonly<Record<string, ErrorCode>>;
  /** The step after this one; on the last, submitting sends. */
  readonly next: (step: Step) => Step | undefined;
  /** The request as the API takes it; posted as JSON. */
  readonly request: () => unknown;
  /** The step holding one of the fields the server rejected, to go back to. */
  readonly stepOf: (fields: readonly string[]) => Step | undefined;
  readonly onSent: (data: Data) => void;
  /** A refusal the form answers itself (a slot taken meanwhile): the step it sends the visitor to. */
  readonly onRefused?: (refusal: Refusal) => Step | undefined;
  /** Each field's input and its name in the error summary. */
  readonly places: Readonly<Record<string, FieldPlace>>;
  /** Where an entry of the summary without a known field leads. */
  readonly fallbackId: string;
}

export interface LeadForm<Step extends string> {
  readonly step: Step;
  readonly errors: Readonly<Record<string, string>>;
  readonly notice: string | undefined;
  readonly sending: Sending;
  /** Whether this step sends: it has no next one. */
  readonly last: boolean;
  /** For the step heading: it takes focus whenever this changes. */
  readonly focusKey: string | undefined;
  readonly summary: readonly SummaryItem[];
  readonly go: (step: Step) => void;
  readonly refocus: () => void;
  readonly setNotice: (notice: string | undefined) => void;
  readonly clearErrors: () => void;
  readonly clearError: (field: string) => void;
  /** Checks a field shown as wrong again as it is corrected, so its message changes or goes in time. */
  readonly recheck: (field: string, problems: () => Readonly<Record<string, ErrorCode>>) => void;
  readonly submit: (event: SubmitEvent<HTMLFormElement>) => void;
}

/**
 * One engine for the contact stepper, the consultation popup and the booking steps: Next checks the
 * step's fields with the request's schema, the last step posts with an Idempotency-Key that a retry
 * reuses, a submission made offline waits for the connection (and says so), a newer one or leaving
 * aborts it, and the server's refusals come back as the visitor's words on the fields or in a notice.
 */
export function useLeadForm<Step extends string, Data>(options: LeadFormOptions<Step, Data>): LeadForm<Step> {
  const { firstStep, focusFirstStep = false, keepNotice = false } = options;
  const [state, dispatch] = useReducer(formReducer<Step>, undefined, () => ({
    ...initialFormState(firstStep, focusFirstStep),
    ...(options.shownFirst && { errors: options.shownFirst.errors, notice: options.shownFirst.notice }),
  }));
  const keeper = useRef(createKeyKeeper());
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  // Stable, so the steps' own callbacks (the slot picker's onChange) can depend on them.
  const actions = useMemo(
    () => ({
      go: (step: Step) => dispatch({ type: "go", step, keepNotice }),
      refocus: () => dispatch({ type: "refocus" }),
      setNotice: (notice: string | undefined) => dispatch({ type: "show", shown: { notice } }),
      clearErrors: () => dispatch({ type: "show", shown: { errors: {} } }),
      clearError: (field: string) => dispatch({ type: "field", field, message: undefined }),
    }),
    [keepNotice],
  );

  const { words } = options;
  const send = async () => {
    const body = JSON.stringify(options.request());
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    dispatch({ type: "show", shown: { sending: "sending", notice: undefined } });
    const result = await postWhenOnline<Data>(options.endpoint, body, keeper.current.keyFor(body), {
      signal: controller.signal,
      onWaiting: () =>
        dispatch({ type: "show", shown: { sending: "waiting", notice: words.status.offline } }),
    });
    if (controller.signal.aborted) return;
    const answered = (back: Step | undefined, shown: Shown) => dispatch({ type: "answered", back, shown });
    switch (result.kind) {
      case "ok":
        keeper.current.forget();
        answered(undefined, { notice: undefined });
        options.onSent(result.data);
        return;
      case "invalid": {
        const fields = Object.keys(result.fields);
        const notice = fields.length === 0 ? result.message : undefined;
        answered(options.stepOf(fields), { errors: result.fields, notice });
        return;
      }
      case "refused":
        answered(options.onRefused?.(result), { notice: result.message });
        return;
      default:
        answered(undefined, { notice: words.status.failed });
    }
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.sending !== "idle") return;
    const problems = options.validate(state.step);
    dispatch({ type: "show", shown: { errors: inWords(problems, words.errors) } });
    if (Object.keys(problems).length > 0) return;
    const following = options.next(state.step);
    if (following) dispatch({ type: "go", step: following });
    else void send();
  };

  const recheck = (field: string, problems: () => Readonly<Record<string, ErrorCode>>) => {
    if (!state.errors[field]) return;
    const code = problems()[field];
    dispatch({ type: "field", field, message: code ? words.errors[code] : undefined });
  };

  return {
    ...actions,
    step: state.step,
    errors: state.errors,
    notice: state.notice,
    sending: state.sending,
    last: options.next(state.step) === undefined,
    focusKey: focusKeyOf(state),
    summary: summaryOf(state.errors, options.places, options.fallbackId),
    recheck,
    submit,
  };
}
