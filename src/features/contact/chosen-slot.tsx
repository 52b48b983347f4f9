import { fill } from "@/features/forms/fill";
import type { SlotStrings } from "./slot-picker";
import { slotDateTime, visitorTimeZone, zoneLabel } from "./slot-times";

/** The time chosen on the first booking step, in the visitor's zone, with the way back to change it. */
export function ChosenSlot({
  slot,
  bcp47,
  strings,
  onChange,
}: {
  readonly slot: string;
  readonly bcp47: string;
  readonly strings: SlotStrings;
  readonly onChange: () => void;
}) {
  const zone = visitorTimeZone();
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-paper px-5 py-4">
      <div>
        <p className="font-semibold" data-testid="chosen-slot">
          {fill(strings.chosen, { when: slotDateTime(slot, zone, bcp47) })}
        </p>
        <p className="text-sm text-muted">
          {strings.duration} · {zoneLabel(zone, new Date(slot), bcp47)}
        </p>
      </div>
      <button type="button" onClick={onChange} className="font-semibold underline underline-offset-4">
        {strings.change}
      </button>
    </div>
  );
}
