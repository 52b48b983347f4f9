import { createRoutePage } from "@/features/pages/route-page";

const page = createRoutePage("industries");

export const generateMetadata = page.generateMetadata;
export default page.Page;
