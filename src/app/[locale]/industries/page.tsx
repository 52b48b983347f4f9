import { getIndustriesOverview } from "@/content/queries";
import { IndustriesPageView } from "@/views/industries-page-view";
import { createListingPage } from "@/views/listing-page";

const page = createListingPage("industries", getIndustriesOverview, IndustriesPageView);

export const generateMetadata = page.generateMetadata;
export default page.Page;
