import { createRoutePage } from "@/features/pages/route-page";

const page = createRoutePage("preview");

export const generateMetadata = page.generateMetadata;
export default page.Page;
