import { getServicesOverview } from "@/content/queries";
import { createListingPage } from "@/views/listing-page";
import { ServicesPageView } from "@/views/services-page-view";

const page = createListingPage("services", getServicesOverview, ServicesPageView);

export const generateMetadata = page.generateMetadata;
export default page.Page;
