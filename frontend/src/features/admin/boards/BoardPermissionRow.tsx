import { useId, useState } from 'react';
import { Badge, Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, WarningRegular } from '@fluentui/react-icons';
import type { AdminBoardPermission, AdminBoardRow } from '@listboard/shared';
import type { AdminBoardsFilter } from '../../../api/adminEndpoints';
import { useT } from '../../../i18n/useT';
import { InlineAlert } from '../../../ui/alerts';
import { PrincipalsPicker } from '../../../ui/fields/PrincipalsPicker';
import { ON_PHONE } from '../../../ui/media';
import { PermissionDropdown } from '../PermissionDropdown';
import { SaveBar } from '../SaveBar';
import { samePrincipals } from '../samePrincipals';
import { useBoardPermissionSave } from './useBoardPermissionSave';

const useStyles = makeStyles({
  // A row of columns on a wide screen, two columns on a tablet, and a card of stacked parts on a phone.
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1.3fr) minmax(0, 13rem) minmax(0, 2fr) minmax(0, 14rem)',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    alignItems: 'start',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    '@media (max-width: 1200px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
    [ON_PHONE]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
      borderRadius: tokens.borderRadiusMedium,
    },
  },
  board: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS, minWidth: 0, overflowWrap: 'anywhere' },
  name: { margin: 0 },
  site: { color: tokens.colorNeutralForeground2 },
  error: { display: 'flex', columnGap: tokens.spacingHorizontalXS, color: tokens.colorPaletteRedForeground1 },
  settings: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  problems: { gridColumn: '1 / -1', display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS },
});

function samePermission(a: AdminBoardPermission, b: AdminBoardPermission): boolean {
  return (
    a.defaultUserPermission === b.defaultUserPermission &&
    a.everyBodyCanEditSetting === b.everyBodyCanEditSetting &&
    samePrincipals(a.boardOwners, b.boardOwners)
  );
}

/**
 * One board of the admin panel (spec 3 sections 2 and 3): its name, site, whether it is in the trash bin and why
 * its site cannot be reached, and its default permission, owners (users or groups) and everybody-can-edit flag,
 * saved on their own over the row's etag. The list mounts a row anew for each etag, so a saved or reloaded board
 * shows as stored. The row is a group named by the board, so its controls are announced with it.
 */
export function BoardPermissionRow({ board, filter }: { board: AdminBoardRow; filter: AdminBoardsFilter }) {
  const styles = useStyles();
  const t = useT();
  const nameId = useId();
  const [draft, setDraft] = useState<AdminBoardPermission>(board.permission);
  const save = useBoardPermissionSave(board, filter);
  const changed = !samePermission(draft, board.permission);
  const set = (change: Partial<AdminBoardPermission>) => setDraft((current) => ({ ...current, ...change }));

  return (
    <li>
      <div className={styles.row} role="group" aria-labelledby={nameId}>
        <div className={styles.board}>
          <Text as="h3" id={nameId} weight="semibold" className={styles.name}>
            {board.name}
          </Text>
          <Text size={200} className={styles.site}>
            {t('admin_board_site', { site: board.source.siteUrl })}
          </Text>
          {board.inTrash && (
            <Badge appearance="tint" color="warning" icon={<DeleteRegular />}>
              {t('admin_board_in_trash')}
            </Badge>
          )}
          {board.errorMessage && (
            <Text size={200} className={styles.error}>
              <WarningRegular aria-hidden />
              {board.errorMessage}
            </Text>
          )}
        </div>
        <PermissionDropdown
          label={t('admin_board_default_permission')}
          value={draft.defaultUserPermission}
          onChange={(defaultUserPermission) => set({ defaultUserPermission })}
        />
        <PrincipalsPicker
          label={t('wizard_board_owners')}
          principals={draft.boardOwners}
          onChange={(boardOwners) => set({ boardOwners })}
        />
        <div className={styles.settings}>
          <Switch
            label={t('wizard_everybody_edits_settings')}
            checked={draft.everyBodyCanEditSetting}
            onChange={(_, data) => set({ everyBodyCanEditSetting: data.checked })}
          />
          <SaveBar name={board.name} changed={changed} saving={save.isPending} quiet onSave={() => save.mutate(draft)} />
        </div>
        {save.problems.length > 0 && (
          <div className={styles.problems}>
            {save.problems.map((problem) => (
              <InlineAlert key={problem} intent="error" message={problem} />
            ))}
          </div>
        )}
      </div>
    </li>
  );
}
