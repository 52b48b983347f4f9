import { z } from "zod";
import { documentSchema } from "./document";
import { webUrl } from "./fields";

export const officeSchema = z.object({
  region: z.string().min(1),
  city: z.string().min(1),
  country: z.string().min(1),
  address: z.string().min(1),
  soon: z.boolean(),
});

export const settingsSchema = documentSchema(
  "settings",
  z.object({
    company_email: z.email(),
    offices: z.array(officeSchema).min(1),
    social_links: z.array(z.object({ network: z.string().min(1), url: webUrl })),
  }),
);

export type Office = z.infer<typeof officeSchema>;
