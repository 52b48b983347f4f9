import { getIndustry } from "@/content/queries";
import { createDocumentPage } from "@/views/document-page";
import { IndustryPageView } from "@/views/industry-page-view";

const page = createDocumentPage("industry", getIndustry, IndustryPageView);

export const dynamicParams = false;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
