import { z } from "zod/mini";
import { type ErrorCode, fieldErrors } from "@/features/leads/schemas";

/**
 * The problems the request's schema (the one the server parses with) finds in the fields a step asks
 * for, as { field: code }: a later step's empty inputs are not the visitor's mistake yet.
 */
export function problemsOf(
  schema: z.ZodMiniType,
  request: unknown,
  fields: readonly string[],
): Record<string, ErrorCode> {
  const parsed = z.safeParse(schema, request);
  if (parsed.success) return {};
  return Object.fromEntries(
    Object.entries(fieldErrors(parsed.error.issues)).filter(([field]) => fields.includes(field)),
  );
}
