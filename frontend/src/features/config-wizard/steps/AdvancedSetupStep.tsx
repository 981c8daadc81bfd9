import { BoardAccessSection } from '../sections/access/BoardAccessSection';
import { AdditionalSettingsSection } from '../sections/settings/AdditionalSettingsSection';

/** Step 3, Advanced setup: filters, notifications, board access and additional settings. */
export function AdvancedSetupStep() {
  return (
    <>
      <BoardAccessSection />
      <AdditionalSettingsSection />
    </>
  );
}
