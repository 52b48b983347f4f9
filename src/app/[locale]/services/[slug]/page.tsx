import { ServicePageView } from "@/components/sections/service/service-page-view";
import { getServicePage } from "@/content/queries";
import { createDocumentPage } from "@/features/pages/document-page";

const page = createDocumentPage("service", getServicePage, ServicePageView);

export const dynamicParams = false;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
