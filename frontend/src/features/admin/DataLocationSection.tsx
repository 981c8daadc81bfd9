import { useState } from 'react';
import { Button, Radio, RadioGroup, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSwapRegular } from '@fluentui/react-icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DATA_LOCATIONS, type DataLocation, type License } from '@listboard/shared';
import { moveDataLocation } from '../../api/adminEndpoints';
import { reloadLicense } from '../../api/licenseEndpoints';
import type { MessageKey } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useAlerts } from '../../ui/alerts';
import { SectionPanel } from '../../ui/SectionPanel';
import { useConfirmation } from '../../ui/useConfirmation';
import { isStaleLicense } from '../../api/hooks/useLicenseSave';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

const LOCATION_NAMES: Record<DataLocation, MessageKey> = { westus: 'admin_location_westus', westeurope: 'admin_location_westeurope' };

/**
 * Spec 3 section 2: where the tenant's Listboard data is kept. Moving to the other location moves every board's
 * data, so it is asked first; the move is posted over the licence's etag and then runs in the background,
 * `onTransferStarted` told whether it still runs. The location is chosen first and moved to with a button, so
 * arrowing through the choices with the keyboard asks nothing.
 */
export function DataLocationSection({ license, onTransferStarted }: { license: License; onTransferStarted: (isRunning: boolean) => void }) {
  const styles = useStyles();
  const t = useT();
  // Nothing picked yet: the stored location, as the licence (read again after a stale save, say) tells it.
  const [picked, setPicked] = useState<DataLocation | null>(null);
  const choice = picked ?? license.dataLocation;
  const confirmation = useConfirmation<DataLocation>();
  const { showAlert } = useAlerts();
  const queryClient = useQueryClient();
  const move = useMutation({
    mutationFn: (dataLocation: DataLocation) => moveDataLocation({ dataLocation, etag: license.etag }),
    onSuccess: (result) => onTransferStarted(result.isRunning),
    // Over a stale etag the licence is read again (another manager changed it); other refusals say why.
    onError: (error) => {
      if (!isStaleLicense(error)) return showAlert('error', error.message);
      showAlert('warning', t('admin_license_stale'));
      void reloadLicense(queryClient);
    },
  });
  const title = t('admin_location');
  const target = confirmation.asked;

  return (
    <SectionPanel title={title} hint={t('admin_location_hint')}>
      <RadioGroup aria-label={title} value={choice} disabled={move.isPending} onChange={(_, data) => setPicked(data.value as DataLocation)}>
        {DATA_LOCATIONS.map((value) => (
          <Radio
            key={value}
            value={value}
            label={t(value === license.dataLocation ? 'admin_location_current' : LOCATION_NAMES[value], {
              location: t(LOCATION_NAMES[value]),
            })}
          />
        ))}
      </RadioGroup>
      <div className={styles.actions}>
        <Button
          icon={move.isPending ? <Spinner size="tiny" /> : <ArrowSwapRegular />}
          disabled={choice === license.dataLocation || move.isPending}
          onClick={() => confirmation.ask(choice)}
        >
          {t('admin_location_move')}
        </Button>
        {move.isPending && <Text role="status">{t('admin_location_starting')}</Text>}
      </div>
      <ConfirmDialog
        open={confirmation.open}
        title={t('admin_location_confirm_title')}
        text={target ? t('admin_location_confirm', { location: t(LOCATION_NAMES[target]) }) : ''}
        confirmLabel={t('admin_location_move')}
        cancelLabel={t('admin_cancel')}
        onConfirm={() => {
          const location = confirmation.answer();
          if (location) move.mutate(location);
        }}
        onCancel={() => confirmation.answer()}
      />
    </SectionPanel>
  );
}
