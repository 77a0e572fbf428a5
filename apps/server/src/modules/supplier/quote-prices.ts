import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { company } from '../../platform/identity';
import { materialEnquiry, materialEnquiryLine, materialQuote, materialQuoteLine } from './supplier.table';

export interface QuotedPrice {
  material: string;
  specification: string;
  unit: string;
  unitPrice: string;
  supplierName: string;
  /** When the quote was submitted. */
  quotedAt: Date;
  /** The enquirer accepted this quote (定标). */
  accepted: boolean;
}

/** Every unit price quoted for the project's enquiries, cancelled enquiries left out (material price plans compare them). */
export async function projectQuotedPrices(db: DbOrTx, projectId: number): Promise<QuotedPrice[]> {
  return db
    .select({
      material: materialEnquiryLine.material,
      specification: materialEnquiryLine.specification,
      unit: materialEnquiryLine.unit,
      unitPrice: materialQuoteLine.unitPrice,
      supplierName: company.name,
      quotedAt: materialQuote.submittedAt,
      accepted: sql<boolean>`${materialQuote.status} = 'accepted'`,
    })
    .from(materialQuoteLine)
    .innerJoin(materialQuote, eq(materialQuote.id, materialQuoteLine.quoteId))
    .innerJoin(materialEnquiryLine, eq(materialEnquiryLine.id, materialQuoteLine.lineId))
    .innerJoin(materialEnquiry, eq(materialEnquiry.id, materialEnquiryLine.enquiryId))
    .innerJoin(company, eq(company.id, materialQuote.companyId))
    .where(and(eq(materialEnquiry.projectId, projectId), sql`${materialEnquiry.status} <> 'cancelled'`));
}
