import { getInsightsListing } from "@/content/queries";
import { InsightsPageView, withFeedAlternate } from "@/views/insights-page-view";
import { createListingPage } from "@/views/listing-page";

const page = createListingPage("insights", getInsightsListing, InsightsPageView, withFeedAlternate);

export const generateMetadata = page.generateMetadata;
export default page.Page;
