import { AwardsPageView } from "@/components/sections/company/awards-page-view";
import { getAwardsPage } from "@/content/queries";
import { createSingleDocumentPage } from "@/features/pages/document-page";

const page = createSingleDocumentPage("awards", getAwardsPage, AwardsPageView);

export const generateMetadata = page.generateMetadata;
export default page.Page;
