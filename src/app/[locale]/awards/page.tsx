import { createRoutePage } from "@/features/pages/route-page";

const page = createRoutePage("awards");

export const generateMetadata = page.generateMetadata;
export default page.Page;
