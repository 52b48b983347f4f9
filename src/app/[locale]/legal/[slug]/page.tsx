import { getLegalPage } from "@/content/queries";
import { createDocumentPage } from "@/views/document-page";
import { LegalPageView } from "@/views/legal-page-view";

const page = createDocumentPage("legal", getLegalPage, LegalPageView);

export const dynamicParams = false;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
