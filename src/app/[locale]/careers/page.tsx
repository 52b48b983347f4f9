import { getCareersPage } from "@/content/queries";
import { CareersPageView } from "@/views/careers-page-view";
import { createSingleDocumentPage } from "@/views/document-page";

const page = createSingleDocumentPage("careers", getCareersPage, CareersPageView);

export const generateMetadata = page.generateMetadata;
export default page.Page;
