import { CasePageView } from "@/components/sections/case/case-page-view";
import { getCasePage } from "@/content/queries";
import { createDocumentPage } from "@/features/pages/document-page";

const page = createDocumentPage("case", getCasePage, CasePageView);

export const dynamicParams = false;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
