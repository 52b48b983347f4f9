import { createSlugPage } from "@/features/pages/route-page";

const page = createSlugPage("legal");

export const dynamicParams = false;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
