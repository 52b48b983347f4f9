import { createRoutePage } from "@/features/pages/route-page";

const page = createRoutePage("careers");

export const generateMetadata = page.generateMetadata;
export default page.Page;
