import { MARKETPLACE_SETTING_DEFAULTS, type MarketplaceSettings } from '@roamstead/contract';
import type { Db } from '../../db/client';
import { marketplaceSettings } from '../../db/schema';
import { type AuditActor, recordAudit } from '../../platform/audit';

type Reader = Pick<Db, 'select'>;

/** The marketplace settings (docs/adr/0074): stored rows over the defaults, read fresh each time. */
export async function readSettings(db: Reader): Promise<MarketplaceSettings> {
  const rows = await db.select().from(marketplaceSettings);
  const stored = Object.fromEntries(rows.map((r) => [r.key, r.value]));
  return { ...MARKETPLACE_SETTING_DEFAULTS, ...stored } as MarketplaceSettings;
}

/** An admin changes the settings; audited with before and after in the same transaction. */
export async function updateSettings(db: Db, actor: AuditActor, next: MarketplaceSettings, reason: string) {
  return db.transaction(async (tx) => {
    const before = await readSettings(tx);
    for (const [key, value] of Object.entries(next) as [keyof MarketplaceSettings, unknown][]) {
      await tx
        .insert(marketplaceSettings)
        .values({ key, value, updatedBy: actor.id })
        .onConflictDoUpdate({
          target: marketplaceSettings.key,
          set: { value, updatedBy: actor.id, updatedAt: new Date() },
        });
    }
    await recordAudit(tx, actor, {
      action: 'setting.update',
      subjectType: 'settings',
      subjectId: 'marketplace',
      before,
      after: next,
      reason,
    });
    return readSettings(tx);
  });
}
