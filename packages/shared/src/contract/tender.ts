import { z } from 'zod';
import { CONTRACT_MODE } from '../constants';

/** GET /api/tender/detail?proId= — the project's tender (招标) record, or null when none is registered (spec §4 start-up flow, §7.6). */
export const tenderDetailQuerySchema = z.object({ proId: z.coerce.number().int().positive() });
export type TenderDetailQuery = z.infer<typeof tenderDetailQuerySchema>;

export const tenderSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  tenderMode: z.enum([CONTRACT_MODE.PUBLIC_BIDDING, CONTRACT_MODE.INVITATION_TO_TENDER]),
  winningUnit: z.string().describe('中标单位'),
  bidMoney: z.string().describe('中标金额, 万元, decimal as a string'),
  bidDate: z.string().describe('中标日期, YYYY-MM-DD'),
  announcementNo: z.string().nullable().describe('中标公告编号'),
  createdAt: z.string().describe('ISO 8601'),
});
export type Tender = z.infer<typeof tenderSchema>;
