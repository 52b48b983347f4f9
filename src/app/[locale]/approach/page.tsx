import { ApproachPageView } from "@/components/sections/company/approach-page-view";
import { getApproachPage } from "@/content/queries";
import { createSingleDocumentPage } from "@/features/pages/document-page";

const page = createSingleDocumentPage("approach", getApproachPage, ApproachPageView);

export const generateMetadata = page.generateMetadata;
export default page.Page;
