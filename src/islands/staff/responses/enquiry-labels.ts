/** How the desk names statuses (issue #11; the labels live in lib, where the Overview's CSV reads them too). */
export { ENQUIRY_STATUS_LABELS as STATUS_LABELS } from '../../../lib/enquiry/enquiry-schema.ts';
