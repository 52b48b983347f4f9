/**
 * The state every step-by-step form of the site shares, apart from what the visitor types: the current
 * step, the messages shown on fields, the notice under them, whether a submission is under way, and the
 * key that moves focus to a step's heading. A reducer, so each transition is one testable function.
 */

/** At rest, waiting for an answer, or holding the submission until the browser is back online. */
export type Sending = "idle" | "sending" | "waiting";

export interface FormState<Step extends string> {
  readonly step: Step;
  /** Messages in the visitor's language, by field. */
  readonly errors: Readonly<Record<string, string>>;
  readonly notice: string | undefined;
  readonly sending: Sending;
  /**
   * Counts the moves of focus to a step's heading. Undefined until the first, so that the page's first
   * render leaves focus where the visitor is.
   */
  readonly moves: number | undefined;
}

/** What a form shows besides its step: the messages on fields, the notice, whether it is sending. */
export type Shown = Partial<Pick<FormState<string>, "errors" | "notice" | "sending">>;

export type FormEvent<Step extends string> =
  /** Another step: its fields start without messages. */
  | { readonly type: "go"; readonly step: Step; readonly keepNotice?: boolean }
  /** The same step shown again (back from the booking steps): its heading takes focus anew. */
  | { readonly type: "refocus" }
  | { readonly type: "show"; readonly shown: Shown }
  /** One field's message set, or removed when undefined. */
  | { readonly type: "field"; readonly field: string; readonly message: string | undefined }
  /** The server answered: back to the step holding a rejected field, if any, and what to show there. */
  | { readonly type: "answered"; readonly back: Step | undefined; readonly shown: Shown };

export function initialFormState<Step extends string>(step: Step, focusFirst: boolean): FormState<Step> {
  return { step, errors: {}, notice: undefined, sending: "idle", moves: focusFirst ? 0 : undefined };
}

/** The key a step heading watches: it changes with every move of focus, and only then. */
export function focusKeyOf(state: FormState<string>): string | undefined {
  return state.moves === undefined ? undefined : `${state.step}:${state.moves}`;
}

const moved = (moves: number | undefined) => (moves ?? 0) + 1;

export function formReducer<Step extends string>(
  state: FormState<Step>,
  event: FormEvent<Step>,
): FormState<Step> {
  switch (event.type) {
    case "go":
      return {
        ...state,
        step: event.step,
        errors: {},
        notice: event.keepNotice ? state.notice : undefined,
        moves: moved(state.moves),
      };
    case "refocus":
      return { ...state, moves: moved(state.moves) };
    case "show":
      return { ...state, ...event.shown };
    case "field": {
      // A message that changes keeps its place in the summary; a corrected field leaves it.
      const { [event.field]: _corrected, ...others } = state.errors;
      return {
        ...state,
        errors: event.message ? { ...state.errors, [event.field]: event.message } : others,
      };
    }
    case "answered": {
      const back =
        event.back !== undefined && event.back !== state.step
          ? formReducer(state, { type: "go", step: event.back })
          : state;
      return { ...back, sending: "idle", ...event.shown };
    }
  }
}
