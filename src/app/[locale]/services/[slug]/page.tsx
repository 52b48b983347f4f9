import { getServicePage } from "@/content/queries";
import { serviceJsonLd } from "@/features/seo/page-json-ld";
import { createDocumentPage } from "@/views/document-page";
import { ServicePageView } from "@/views/service-page-view";

const page = createDocumentPage("service", getServicePage, ServicePageView, serviceJsonLd);

export const dynamicParams = false;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
