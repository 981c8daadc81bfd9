import { BoardAccessSection } from '../sections/access/BoardAccessSection';
import { ConsequencesSection } from '../sections/access/ConsequencesSection';
import { ChartsSection } from '../sections/charts/ChartsSection';
import { PublicFiltersSection } from '../sections/filters/PublicFiltersSection';
import { NotificationRulesSection } from '../sections/notifications/NotificationRulesSection';
import { ReminderRulesSection } from '../sections/notifications/ReminderRulesSection';
import { AdditionalSettingsSection } from '../sections/settings/AdditionalSettingsSection';

/**
 * Step 3, Advanced setup: who the board reaches (first, since it is what a new board's owner most
 * needs to know), filters, notifications (rules, then reminders), board access, the charts and additional settings.
 */
export function AdvancedSetupStep() {
  return (
    <>
      <ConsequencesSection />
      <PublicFiltersSection />
      <NotificationRulesSection />
      <ReminderRulesSection />
      <BoardAccessSection />
      <ChartsSection />
      <AdditionalSettingsSection />
    </>
  );
}
