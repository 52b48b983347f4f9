import { createSlugPage } from "@/features/pages/route-page";

const page = createSlugPage("service");

export const dynamicParams = false;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
