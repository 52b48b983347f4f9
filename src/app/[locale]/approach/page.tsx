import { getApproachPage } from "@/content/queries";
import { ApproachPageView } from "@/views/approach-page-view";
import { createSingleDocumentPage } from "@/views/document-page";

const page = createSingleDocumentPage("approach", getApproachPage, ApproachPageView);

export const generateMetadata = page.generateMetadata;
export default page.Page;
