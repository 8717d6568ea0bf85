/**
 * The API contract in one table (DESIGN.md's API table and the endpoints added since): for each
 * method and path (as the functions' `config.path` writes it), the schema of the request body or
 * query it accepts and of the answer it gives. Functions type their answers with these response
 * schemas (server/http/json.ts `answer`) and src/client parses with the same ones; a test checks
 * that every function path is listed here. Errors are always `{ message, errors? }` (api-error.ts).
 *
 * Import this table only from tests and docs: public pages import the area files (catalogue.ts,
 * site.ts), which are zod/mini, never this file, which also pulls the classic request schemas.
 */
import type { core } from 'zod/mini';
import { enquiryReceiptSchema } from '../enquiry/enquiry-schema.ts';
import { enquirySchema } from '../enquiry/enquiry-schema-in.ts';
import { productFormSchema, visibilitySchema } from '../catalogue/product-form-schema.ts';
import { loginSchema } from '../staff/login-schema.ts';
import { passwordChangeSchema, passwordSetSchema, signupSchema, userUpdateSchema } from '../staff/user-form-schema.ts';
import {
  categoriesAnswer, productAnswer, productSavedAnswer, productsAnswer, staffProductSchema, staffProductsAnswer, suggestionsAnswer,
} from './catalogue.ts';
import {
  deleteEnquiryBodySchema, enquiryDetailSchema, enquiryFilterQuerySchema, enquiryListAnswer, newCountsSchema, noteBodySchema, statusChangeBodySchema,
} from './enquiries.ts';
import { exportJobAnswer, exportJobRequest } from './export-jobs.ts';
import { backupsAnswer, restoreAnswer, restorePlanRequest, restorePlanSchema, restoreRequest } from './backups.ts';
import { messageAnswer } from './message.ts';
import { overviewAnswer, overviewCsvQuerySchema, overviewQuerySchema } from './overview.ts';
import {
  contentCollectionAnswer, contentCreateRequest, contentEtagRequest, contentItemAnswer, contentOverviewAnswer, contentPictureAnswer,
  contentPublishAnswer, contentPublishRequest, contentSaveRequest, contentVersionsAnswer, contentVersionsQuery, previewStateSchema,
} from './content.ts';
import { visitorDataAnswer, visitorErasedAnswer, visitorEraseSchema, visitorLookupSchema } from './visitor-data.ts';
import { blogLikeRequest, blogsAnswer, blogViewRequest, healthAnswer, postStatsAnswer } from './site.ts';
import {
  activityAnswer, blogAnalyticsAnswer, loginAnswer, passwordChangeAnswer, savedAccountAnswer, usersAnswer, verifyAnswer,
} from './staff.ts';

/** What an endpoint answers when it is not JSON. */
export type NonJsonAnswer = 'text/csv' | 'text/html' | 'application/xml' | 'application/gzip' | 'image';

export interface Endpoint {
  /** Who may call it. */
  access: 'public' | 'signed-in' | 'admin' | 'superadmin' | 'products' | 'content' | 'developer';
  /** The JSON body (or multipart fields) it accepts. */
  request?: core.$ZodType | 'multipart';
  /** The query string it reads. */
  query?: core.$ZodType;
  /** The JSON answer on success, or the kind of file. */
  response: core.$ZodType | NonJsonAnswer;
  /** The success status when it is not 200. */
  status?: 201 | 202;
}

export const API_CONTRACT = {
  'GET /api/health': { access: 'public', response: healthAnswer },
  'GET /api/products': { access: 'public', response: productsAnswer },
  'GET /api/products/categories': { access: 'public', response: categoriesAnswer },
  'GET /api/products/:id': { access: 'public', response: productAnswer },
  'GET /api/products/related/:id': { access: 'public', response: productsAnswer },
  'GET /api/products/search/suggestions': { access: 'public', response: suggestionsAnswer },
  'POST /api/products': { access: 'products', request: 'multipart', response: productSavedAnswer, status: 201 },
  'PUT /api/products/:id': { access: 'products', request: productFormSchema.or(visibilitySchema), response: productSavedAnswer },
  'DELETE /api/products/:id': { access: 'products', response: messageAnswer },
  'GET /api/admin/products': { access: 'products', response: staffProductsAnswer },
  'GET /api/admin/products/:id': { access: 'products', response: staffProductSchema },
  'GET /api/images/:key': { access: 'public', response: 'image' },
  'GET /product/:id': { access: 'public', response: 'text/html' },
  'GET /diwali-product/:id': { access: 'public', response: 'text/html' },
  'GET /te/product/:id': { access: 'public', response: 'text/html' },
  'GET /hi/product/:id': { access: 'public', response: 'text/html' },
  'GET /te/diwali-product/:id': { access: 'public', response: 'text/html' },
  'GET /hi/diwali-product/:id': { access: 'public', response: 'text/html' },
  'GET /sitemap-products.xml': { access: 'public', response: 'application/xml' },
  'POST /api/contact/submit': { access: 'public', request: enquirySchema, response: enquiryReceiptSchema, status: 201 },
  'GET /api/contact': { access: 'admin', query: enquiryFilterQuerySchema, response: enquiryListAnswer },
  'GET /api/contact/counts': { access: 'admin', response: newCountsSchema },
  'GET /api/admin/overview': { access: 'admin', query: overviewQuerySchema, response: overviewAnswer },
  'GET /api/admin/overview.csv': { access: 'admin', query: overviewCsvQuerySchema, response: 'text/csv' },
  'GET /api/contact/export': { access: 'admin', query: enquiryFilterQuerySchema, response: 'text/csv' },
  'POST /api/contact/export-jobs': { access: 'admin', request: exportJobRequest, response: exportJobAnswer, status: 202 },
  'GET /api/contact/export-jobs/:id': { access: 'admin', response: exportJobAnswer },
  'GET /api/contact/export-jobs/:id/file': { access: 'admin', response: 'text/csv' },
  'GET /api/enquiries/:id': { access: 'admin', response: enquiryDetailSchema },
  'PATCH /api/enquiries/:id': { access: 'admin', request: statusChangeBodySchema, response: enquiryDetailSchema },
  'POST /api/enquiries/:id/notes': { access: 'admin', request: noteBodySchema, response: enquiryDetailSchema },
  'DELETE /api/enquiries/:id': { access: 'admin', request: deleteEnquiryBodySchema, response: messageAnswer },
  'GET /api/blogs': { access: 'public', response: blogsAnswer },
  'GET /api/blogs/:slug/stats': { access: 'public', response: postStatsAnswer },
  'POST /api/blogs/:slug/view': { access: 'public', request: blogViewRequest, response: postStatsAnswer },
  'POST /api/blogs/:slug/like': { access: 'public', request: blogLikeRequest, response: postStatsAnswer },
  'POST /api/admin/login': { access: 'public', request: loginSchema, response: loginAnswer },
  'POST /api/admin/logout': { access: 'signed-in', response: messageAnswer },
  'GET /api/admin/verify': { access: 'signed-in', response: verifyAnswer },
  'POST /api/admin/password': { access: 'signed-in', request: passwordChangeSchema, response: passwordChangeAnswer },
  'GET /api/admin/users': { access: 'developer', response: usersAnswer },
  'POST /api/admin/signup': { access: 'developer', request: signupSchema, response: savedAccountAnswer, status: 201 },
  'PUT /api/admin/users/:id/role': { access: 'developer', request: userUpdateSchema, response: savedAccountAnswer },
  'PUT /api/admin/users/:id/password': { access: 'developer', request: passwordSetSchema, response: savedAccountAnswer },
  'POST /api/admin/users/:id/unlock': { access: 'developer', response: messageAnswer },
  'DELETE /api/admin/users/:id': { access: 'developer', response: messageAnswer },
  'GET /api/admin/activity': { access: 'developer', response: activityAnswer },
  'GET /api/admin/blog-analytics': { access: 'developer', response: blogAnalyticsAnswer },
  'GET /api/admin/backups': { access: 'developer', response: backupsAnswer },
  'POST /api/admin/backups': { access: 'developer', response: messageAnswer, status: 202 },
  'POST /api/admin/backups/:id/plan': { access: 'developer', request: restorePlanRequest, response: restorePlanSchema },
  'POST /api/admin/backups/:id/restore': { access: 'developer', request: restoreRequest, response: restoreAnswer },
  'GET /api/admin/backups/:id/export': { access: 'developer', response: 'application/gzip' },
  'GET /api/admin/visitor-data': { access: 'superadmin', query: visitorLookupSchema, response: visitorDataAnswer },
  'POST /api/admin/visitor-data/erase': { access: 'superadmin', request: visitorEraseSchema, response: visitorErasedAnswer },
  'GET /api/admin/content': { access: 'content', response: contentOverviewAnswer },
  'GET /api/admin/content/:collection': { access: 'content', response: contentCollectionAnswer },
  'POST /api/admin/content/:collection': { access: 'content', request: contentCreateRequest, response: contentItemAnswer, status: 201 },
  'GET /api/admin/content/:collection/:id': { access: 'content', response: contentItemAnswer },
  'PUT /api/admin/content/:collection/:id': { access: 'content', request: contentSaveRequest, response: contentItemAnswer },
  'DELETE /api/admin/content/:collection/:id': { access: 'content', request: contentEtagRequest, response: messageAnswer },
  'POST /api/admin/content/:collection/:id/discard': { access: 'content', request: contentEtagRequest, response: contentItemAnswer },
  'POST /api/admin/content/pictures': { access: 'content', request: 'multipart', response: contentPictureAnswer, status: 201 },
  'GET /api/admin/content/pictures/:key': { access: 'content', response: 'image' },
  'POST /api/admin/content/preview': { access: 'content', response: previewStateSchema, status: 202 },
  'POST /api/admin/content/publish': { access: 'content', request: contentPublishRequest, response: contentPublishAnswer, status: 202 },
  'GET /api/admin/content/versions': { access: 'content', query: contentVersionsQuery, response: contentVersionsAnswer },
  'POST /api/admin/content/versions/:version/revert': { access: 'content', response: contentPublishAnswer, status: 202 },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof API_CONTRACT;
