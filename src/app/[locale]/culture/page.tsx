import { getCulturePage } from "@/content/queries";
import { CulturePageView } from "@/views/culture-page-view";
import { createSingleDocumentPage } from "@/views/document-page";

const page = createSingleDocumentPage("culture", getCulturePage, CulturePageView);

export const generateMetadata = page.generateMetadata;
export default page.Page;
