import { FamilyPageView } from "@/components/sections/service/family-page-view";
import { getServiceFamily } from "@/content/queries";
import { createDocumentPage } from "@/features/pages/document-page";
import { serviceJsonLd } from "@/features/seo/page-json-ld";

const page = createDocumentPage("service-family", getServiceFamily, FamilyPageView, serviceJsonLd);

export const dynamicParams = false;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
