import clsx from "clsx";
import { useEffect, useId, useState } from "react";
import { errorIdOf, FieldError } from "@/components/form/field-error";
import { fill } from "@/features/forms/fill";
import type { Messages } from "@/i18n/messages";
import { dayKey, dayParts, groupByDay, slotsFrom, slotTime, visitorTimeZone, zoneLabel } from "./slot-times";

export type SlotStrings = Messages["Contact"]["slots"];

type Load =
  | { readonly state: "loading" }
  | { readonly state: "failed" }
  | { readonly state: "ready"; readonly slots: readonly string[] };

interface SlotsAnswer {
  readonly slots: readonly string[];
}

function isSlotsAnswer(value: unknown): value is SlotsAnswer {
  return (
    typeof value === "object" &&
    value !== null &&
    "slots" in value &&
    Array.isArray(value.slots) &&
    value.slots.every((slot: unknown) => typeof slot === "string")
  );
}

/**
 * The embedded scheduler's day and time picker (GET /api/slots), in the visitor's time zone with the
 * zone named. Days and times are native radio groups: arrow keys move within, Tab moves on. The page's
 * booking steps and the popup's scheduling path both load it on demand.
 */
export function SlotPicker({
  locale,
  strings,
  value,
  onChange,
  error,
  reloadKey,
  fieldId,
}: {
  /** BCP 47 language tag for dates and times (en-US, es-AR). */
  readonly locale: string;
  readonly strings: SlotStrings;
  readonly value: string | undefined;
  readonly onChange: (slot: string | undefined) => void;
  readonly error?: string;
  /** Changing it loads the slots again (after someone else took the chosen one). */
  readonly reloadKey: number;
  /** The id of the first time's radio, where the error summary leads. */
  readonly fieldId: string;
}) {
  const id = useId();
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [zone] = useState(visitorTimeZone);
  const [chosenDay, setChosenDay] = useState<string>();

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: "loading" });
    // reloadKey and attempt are the triggers: a new request when either changes.
    void [reloadKey, attempt];
    fetch(`/api/slots?from=${slotsFrom(new Date())}&days=31`, {
      cache: "no-store",
      signal: controller.signal,
    })
      .then(async (response) => {
        const body: unknown = await response.json();
        if (!response.ok || !isSlotsAnswer(body)) throw new Error(`slots: ${response.status}`);
        setLoad({ state: "ready", slots: body.slots });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoad({ state: "failed" });
      });
    return () => controller.abort();
  }, [reloadKey, attempt]);

  const slots = load.state === "ready" ? load.slots : [];
  // A chosen slot that is no longer offered (taken meanwhile) is dropped.
  useEffect(() => {
    if (load.state === "ready" && value !== undefined && !load.slots.includes(value)) onChange(undefined);
  }, [load, value, onChange]);

  if (load.state === "loading") {
    return (
      <div role="status" className="mt-8" data-testid="slots-loading">
        <p className="text-muted">{strings.loading}</p>
        <div aria-hidden="true" className="mt-5 flex gap-2">
          {Array.from({ length: 5 }, (_, index) => (
            <span key={index} className="h-24 w-20 animate-pulse rounded-2xl bg-paper" />
          ))}
        </div>
      </div>
    );
  }
  if (load.state === "failed") {
    return (
      <div role="status" className="mt-8">
        <p className="text-muted">{strings.error}</p>
        <button
          type="button"
          onClick={() => setAttempt((count) => count + 1)}
          className="mt-4 font-semibold underline underline-offset-4"
        >
          {strings.retry}
        </button>
      </div>
    );
  }

  const days = groupByDay(slots, zone);
  if (days.length === 0) {
    return (
      <p role="status" className="mt-8 text-muted">
        {strings.empty}
      </p>
    );
  }
  const valueDay = value ? dayKey(value, zone) : undefined;
  const day = days.find((entry) => entry.day === (chosenDay ?? valueDay)) ?? days[0];
  if (!day) return null;
  const dayName = dayParts(day.day, locale).full;
  const timeId = fieldId;
  const chip = clsx(
    "relative flex cursor-pointer flex-col items-center justify-center rounded-2xl border transition-colors",
    "has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-ember",
    "border-ink/15 bg-paper hover:border-ink/60 has-checked:border-ink has-checked:bg-ink has-checked:text-paper",
  );
  const radio = "absolute inset-0 size-full cursor-pointer appearance-none rounded-2xl opacity-0";

  return (
    <div className="mt-6" data-testid="slot-picker">
      <p className="flex items-center gap-2 text-sm font-semibold text-muted" data-testid="slot-zone">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor">
          <circle cx="12" cy="12" r="9" strokeWidth="1.8" />
          <path
            d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z"
            strokeWidth="1.8"
          />
        </svg>
        {fill(strings.zone, { zone: zoneLabel(zone, new Date(day.slots[0] ?? Date.now()), locale) })}
      </p>

      <fieldset className="mt-6 min-w-0">
        <legend className="text-sm font-semibold tracking-widest uppercase">{strings.days}</legend>
        <div className="-mx-1 mt-3 flex snap-x gap-2 overflow-x-auto px-1 pt-1 pb-3">
          {days.map((entry) => {
            const parts = dayParts(entry.day, locale);
            return (
              <label key={entry.day} className={clsx(chip, "h-24 w-20 shrink-0 snap-start")}>
                <input
                  type="radio"
                  name={`${id}-day`}
                  value={entry.day}
                  checked={entry.day === day.day}
                  aria-label={parts.full}
                  onChange={() => {
                    setChosenDay(entry.day);
                    if (valueDay !== entry.day) onChange(undefined);
                  }}
                  className={radio}
                />
                <span aria-hidden="true" className="text-xs font-semibold tracking-wider uppercase">
                  {parts.weekday}
                </span>
                <span aria-hidden="true" className="font-display text-3xl leading-none font-semibold">
                  {parts.date}
                </span>
                <span aria-hidden="true" className="text-xs">
                  {parts.month}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <fieldset className="mt-6 min-w-0" aria-describedby={error ? errorIdOf(timeId) : undefined}>
        <legend className="text-sm font-semibold tracking-widest uppercase">
          {fill(strings.times, { day: dayName })}
        </legend>
        <div className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-5">
          {day.slots.map((slot, index) => (
            <label key={slot} className={clsx(chip, "h-12 text-sm font-semibold tabular-nums")}>
              <input
                id={index === 0 ? timeId : undefined}
                type="radio"
                name={`${id}-time`}
                value={slot}
                checked={slot === value}
                onChange={() => onChange(slot)}
                aria-invalid={error ? true : undefined}
                className={radio}
              />
              {slotTime(slot, zone, locale)}
            </label>
          ))}
        </div>
        <FieldError id={errorIdOf(timeId)} message={error} />
      </fieldset>
    </div>
  );
}
