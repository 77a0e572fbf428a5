// The supplier workflows live in supplier-*.service.ts (profiles, reading and writing enquiries); this name
// re-exports what the routes import from it.

export { enquiryGuard } from './supplier-common';
export { enquiryDetail, enquiryProject, listEnquiries } from './supplier-enquiry-read.service';
export { acceptQuote, addEnquiry, cancelEnquiry, submitQuote } from './supplier-enquiry-write.service';
export { listSuppliers, ownProfile, saveProfile } from './supplier-profile.service';
