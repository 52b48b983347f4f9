import { getCasePage } from "@/content/queries";
import { CasePageView } from "@/views/case-page-view";
import { createDocumentPage } from "@/views/document-page";

const page = createDocumentPage("case", getCasePage, CasePageView);

export const dynamicParams = false;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
