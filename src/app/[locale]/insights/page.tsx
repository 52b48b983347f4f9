import { createRoutePage } from "@/features/pages/route-page";

const page = createRoutePage("insights");

export const generateMetadata = page.generateMetadata;
export default page.Page;
