import { useTranslation } from '../../../i18n';
import { Card, DashboardPage } from '../../../ui/DashboardPage';
import { QueryState } from '../../../ui/QueryState';
import { ReasonAction } from '../components/ReasonAction';
import { moderationApi, useMarketplaceSettings } from '../moderationApi';

/** Marketplace settings an admin changes (each change audited with its reason). */
export default function SettingsPage() {
  const { t } = useTranslation();
  const settings = useMarketplaceSettings();
  return (
    <DashboardPage title={t('moderation.settings.title')} description={t('moderation.settings.description')}>
      <Card title={t('moderation.settings.listings')}>
        <QueryState query={settings}>{(data) => <ApprovalSetting on={data.listings_need_approval} />}</QueryState>
      </Card>
    </DashboardPage>
  );
}

function ApprovalSetting({ on }: { on: boolean }) {
  const { t } = useTranslation();
  const next = !on;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="min-w-0">
        <p className="font-medium">{t('moderation.settings.approval')}</p>
        <p className="text-sm text-muted">{t('moderation.settings.approvalHelp')}</p>
        <p className="mt-1 text-sm font-semibold" role="status">
          {t(on ? 'moderation.settings.on' : 'moderation.settings.off')}
        </p>
      </div>
      <ReasonAction
        variant={on ? 'secondary' : 'primary'}
        optional
        label={t(next ? 'moderation.settings.turnOn' : 'moderation.settings.turnOff')}
        title={t('moderation.settings.approval')}
        description={t(next ? 'moderation.settings.turnOnBody' : 'moderation.settings.turnOffBody')}
        confirm={t(next ? 'moderation.settings.turnOn' : 'moderation.settings.turnOff')}
        done={t('moderation.settings.saved')}
        run={(reason) => moderationApi.settings({ listings_need_approval: next, reason })}
      />
    </div>
  );
}
