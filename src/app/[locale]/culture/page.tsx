import { CulturePageView } from "@/components/sections/company/culture-page-view";
import { getCulturePage } from "@/content/queries";
import { createSingleDocumentPage } from "@/features/pages/document-page";

const page = createSingleDocumentPage("culture", getCulturePage, CulturePageView);

export const generateMetadata = page.generateMetadata;
export default page.Page;
