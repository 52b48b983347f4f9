import { getCasesOverview } from "@/content/queries";
import { CasesPageView } from "@/features/cases/cases-page-view";
import { createListingPage } from "@/features/pages/listing-page";

const page = createListingPage("cases", getCasesOverview, CasesPageView);

export const generateMetadata = page.generateMetadata;
export default page.Page;
