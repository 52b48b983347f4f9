import { getCasesOverview } from "@/content/queries";
import { CasesPageView } from "@/views/cases-page-view";
import { createListingPage } from "@/views/listing-page";

const page = createListingPage("cases", getCasesOverview, CasesPageView);

export const generateMetadata = page.generateMetadata;
export default page.Page;
