import { IndustriesPageView } from "@/components/sections/industry/industries-page-view";
import { getIndustriesOverview } from "@/content/queries";
import { createListingPage } from "@/features/pages/listing-page";

const page = createListingPage("industries", getIndustriesOverview, IndustriesPageView);

export const generateMetadata = page.generateMetadata;
export default page.Page;
