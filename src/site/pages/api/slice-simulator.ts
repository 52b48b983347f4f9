import type { APIRoute } from "astro";
import { otherMethods } from "@/server/http/methods";
import { createSliceSimulatorHandler } from "@/server/slice-simulator/simulator-handler";
import { sliceZoneHtml } from "@/views/slice-zone-html";

/** The slice simulator's renders: see createSliceSimulatorHandler. */
const simulator = createSliceSimulatorHandler({ render: sliceZoneHtml });

export const POST: APIRoute = ({ request }) => simulator(request);
export const { OPTIONS, ALL } = otherMethods("POST");
