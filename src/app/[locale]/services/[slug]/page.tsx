import { ServicePageView } from "@/components/sections/service/service-page-view";
import { getServicePage } from "@/content/queries";
import { createDocumentPage } from "@/features/pages/document-page";
import { serviceJsonLd } from "@/features/seo/page-json-ld";

const page = createDocumentPage("service", getServicePage, ServicePageView, serviceJsonLd);

export const dynamicParams = false;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
