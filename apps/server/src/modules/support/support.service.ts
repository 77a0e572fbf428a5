import type { HelpEntry, Hotline, SiteInfo } from '@zhuji/shared';
import { businessTimeZone } from '@zhuji/shared';
import { asc, eq, isNull, or } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { DbOrTx } from '../../platform/db/client';
import { helpEntry, supportContact } from './support.table';

const qrCache = new Map<string, Promise<string>>();

/** A PNG data URL of a QR code, cached: the same few contents are asked for on every page load. */
export function qrDataUrl(content: string): Promise<string> {
  let cached = qrCache.get(content);
  if (!cached) {
    cached = QRCode.toDataURL(content, { margin: 1, width: 240, errorCorrectionLevel: 'M' });
    qrCache.set(content, cached);
  }
  return cached;
}

/** The project's own contact when it has one, else the platform default. */
export async function hotline(db: DbOrTx, projectId: number | undefined): Promise<Hotline | null> {
  const rows = await db
    .select()
    .from(supportContact)
    .where(
      projectId
        ? or(eq(supportContact.projectId, projectId), isNull(supportContact.projectId))
        : isNull(supportContact.projectId),
    );
  const contact = rows.find((r) => r.projectId === projectId) ?? rows.find((r) => r.projectId === null);
  if (!contact) return null;
  return {
    data: {
      name: contact.name,
      phone: contact.phone,
      serviceHours: contact.serviceHours,
      qrCode: await qrDataUrl(contact.qrContent),
    },
  };
}

export async function helpEntries(db: DbOrTx): Promise<HelpEntry[]> {
  const rows = await db.select().from(helpEntry).orderBy(asc(helpEntry.sort), asc(helpEntry.id));
  return Promise.all(
    rows.map(async (r, i) => ({
      index: i + 1,
      title: r.title,
      scope: r.scope,
      link: r.link,
      qrCode: await qrDataUrl(r.qrContent),
    })),
  );
}

/** Footer configuration from the environment (record numbers differ per deployment). */
export function siteInfo(env: NodeJS.ProcessEnv = process.env): SiteInfo {
  return {
    companyName: env.SITE_COMPANY_NAME || '筑基科技（杭州）有限公司',
    icpRecord: env.SITE_ICP_RECORD || '浙ICP备2026000001号-1',
    policeRecord: env.SITE_POLICE_RECORD || '浙公网安备33010602000001号',
    servicePhone: env.SITE_SERVICE_PHONE || '400-826-1688',
    supervisionPhone: env.SITE_SUPERVISION_PHONE || '0571-8800 1234',
    userManualUrl: env.SITE_USER_MANUAL_URL || '/help/manual',
    // The zone set at start from BUSINESS_TIME_ZONE (config.ts), so the web's "today" is the server's.
    businessTimeZone: businessTimeZone(),
  };
}
