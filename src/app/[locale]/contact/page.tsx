import { getContactPage } from "@/content/queries";
import { ContactPageView } from "@/views/contact-page-view";
import { createSingleDocumentPage } from "@/views/document-page";

const page = createSingleDocumentPage("contact", getContactPage, ContactPageView);

export const generateMetadata = page.generateMetadata;
export default page.Page;
