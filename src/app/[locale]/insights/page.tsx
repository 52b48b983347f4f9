import { getInsightsListing } from "@/content/queries";
import { InsightsPageView, withFeedAlternate } from "@/features/insights/insights-page-view";
import { createListingPage } from "@/features/pages/listing-page";

const page = createListingPage("insights", getInsightsListing, InsightsPageView, withFeedAlternate);

export const generateMetadata = page.generateMetadata;
export default page.Page;
