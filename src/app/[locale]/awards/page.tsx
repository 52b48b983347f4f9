import { getAwardsPage } from "@/content/queries";
import { AwardsPageView } from "@/views/awards-page-view";
import { createSingleDocumentPage } from "@/views/document-page";

const page = createSingleDocumentPage("awards", getAwardsPage, AwardsPageView);

export const generateMetadata = page.generateMetadata;
export default page.Page;
