import { CareersPageView } from "@/components/sections/company/careers-page-view";
import { getCareersPage } from "@/content/queries";
import { createSingleDocumentPage } from "@/features/pages/document-page";

const page = createSingleDocumentPage("careers", getCareersPage, CareersPageView);

export const generateMetadata = page.generateMetadata;
export default page.Page;
