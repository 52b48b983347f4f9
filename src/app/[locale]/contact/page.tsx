import { ContactPageView } from "@/components/sections/contact/contact-page-view";
import { getContactPage } from "@/content/queries";
import { createSingleDocumentPage } from "@/features/pages/document-page";

const page = createSingleDocumentPage("contact", getContactPage, ContactPageView);

export const generateMetadata = page.generateMetadata;
export default page.Page;
