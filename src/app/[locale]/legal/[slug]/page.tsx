import { LegalPageView } from "@/components/sections/legal/legal-page-view";
import { getLegalPage } from "@/content/queries";
import { createDocumentPage } from "@/features/pages/document-page";

const page = createDocumentPage("legal", getLegalPage, LegalPageView);

export const dynamicParams = false;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
