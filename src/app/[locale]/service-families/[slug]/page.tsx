import { FamilyPageView } from "@/components/sections/service/family-page-view";
import { getServiceFamily } from "@/content/queries";
import { createDocumentPage } from "@/features/pages/document-page";

const page = createDocumentPage("service-family", getServiceFamily, FamilyPageView);

export const dynamicParams = false;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
