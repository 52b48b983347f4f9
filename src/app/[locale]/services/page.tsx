import { getServicesOverview } from "@/content/queries";
import { ServicesPageView } from "@/features/archive/services-page-view";
import { createListingPage } from "@/features/pages/listing-page";

const page = createListingPage("services", getServicesOverview, ServicesPageView);

export const generateMetadata = page.generateMetadata;
export default page.Page;
