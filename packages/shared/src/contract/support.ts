import { z } from 'zod';
import { defineCall } from './call';

/** GET /api/common/hotline?proId= — the customer-service contact for a project (docs/product.md §7.10: nested data). */
export const hotlineQuerySchema = z.object({ proId: z.coerce.number().int().positive().optional() });
export const hotlineSchema = z.object({
  data: z.object({
    name: z.string(),
    phone: z.string(),
    serviceHours: z.string(),
    qrCode: z.string().describe('image address (a data: URL of a PNG)'),
  }),
});
export type Hotline = z.infer<typeof hotlineSchema>;

/** GET /api/common/help/list — the help guide table: index, scope and a QR code (docs/product.md §2.6). */
export const helpEntrySchema = z.object({
  index: z.number().int(),
  title: z.string(),
  scope: z.string(),
  qrCode: z.string().describe('image address (a data: URL of a PNG)'),
  link: z.string().nullable(),
});
export type HelpEntry = z.infer<typeof helpEntrySchema>;

/** GET /auth/site/info — footer and help configuration (docs/product.md §1), readable without login. */
export const siteInfoSchema = z.object({
  companyName: z.string(),
  icpRecord: z.string(),
  policeRecord: z.string(),
  servicePhone: z.string(),
  supervisionPhone: z.string(),
  userManualUrl: z.string(),
  businessTimeZone: z
    .string()
    .describe('IANA zone of the business calendar (BUSINESS_TIME_ZONE): the web reads "today" in it'),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

/** Customer service, help guide and footer calls (apps/server/src/modules/support). */
export const supportCalls = {
  hotline: defineCall({
    method: 'GET',
    path: 'common/hotline',
    query: hotlineQuerySchema,
    response: hotlineSchema.nullable(),
  }),
  helpList: defineCall({ method: 'GET', path: 'common/help/list', response: z.array(helpEntrySchema) }),
  siteInfo: defineCall({ method: 'GET', path: 'site/info', service: 'auth', response: siteInfoSchema }),
};
