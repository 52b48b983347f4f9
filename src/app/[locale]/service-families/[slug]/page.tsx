import { getServiceFamily } from "@/content/queries";
import { serviceJsonLd } from "@/features/seo/page-json-ld";
import { createDocumentPage } from "@/views/document-page";
import { FamilyPageView } from "@/views/family-page-view";

const page = createDocumentPage("service-family", getServiceFamily, FamilyPageView, serviceJsonLd);

export const dynamicParams = false;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
