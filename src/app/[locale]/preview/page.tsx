import { createRoutePage } from "@/views/route-page";

const page = createRoutePage("preview");

export const generateMetadata = page.generateMetadata;
export default page.Page;
