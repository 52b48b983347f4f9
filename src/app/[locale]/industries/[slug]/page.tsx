import { IndustryPageView } from "@/components/sections/industry/industry-page-view";
import { getIndustry } from "@/content/queries";
import { createDocumentPage } from "@/features/pages/document-page";

const page = createDocumentPage("industry", getIndustry, IndustryPageView);

export const dynamicParams = false;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
