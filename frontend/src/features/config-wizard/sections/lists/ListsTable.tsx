import { useState } from 'react';
import { Badge, Button, Checkbox, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { type SiteListInfo, type SourceList, canPickList, errorText } from '@listboard/shared';
import { enableVersioning } from '../../../../api/configEndpoints';
import { useT } from '../../../../i18n/useT';
import { useAlerts } from '../../../../ui/alerts';
import { useWizard } from '../../WizardContext';
import { queryKeys } from '../../../../api/queryKeys';

interface ListsTableProps {
  lists: readonly SiteListInfo[];
  picked: readonly SourceList[];
  contentTypeID: string | null;
  onChange: (picked: SourceList[]) => void;
}

/** The board's record of a picked list (spec 2 section 3: source list). */
export function sourceListOf(list: SiteListInfo): SourceList {
  return {
    url: list.url,
    listID: list.listID,
    name: list.name,
    description: list.description,
    versioned: list.versioned,
    contentTypesIDs: list.contentTypesIDs,
    allowManage: list.allowManage,
    allowManageViews: list.allowManageViews,
    hasFolders: list.hasFolders,
  };
}

/** The site's lists with a checkbox each (the picking rules decide which can be ticked) and their versioning. */
export function ListsTable({ lists, picked, contentTypeID, onChange }: ListsTableProps) {
  const t = useT();
  const { showAlert } = useAlerts();
  const queryClient = useQueryClient();
  const { update } = useWizard();
  const [versioning, setVersioning] = useState<string | null>(null);

  const toggle = (list: SiteListInfo, on: boolean) =>
    onChange(on ? [...picked, sourceListOf(list)] : picked.filter((p) => p.listID !== list.listID));

  // Spec 2 section 4: versioning switched on from the panel; the lists are read again for their new state.
  const switchOnVersioning = async (list: SiteListInfo) => {
    setVersioning(list.listID);
    try {
      await enableVersioning({ url: list.url, lists: [list.listID] });
      update((d) => ({
        ...d,
        source: { ...d.source, lists: d.source.lists.map((l) => (l.listID === list.listID ? { ...l, versioned: true } : l)) },
      }));
      await queryClient.invalidateQueries({ queryKey: queryKeys.siteLists(list.url) });
    } catch (error) {
      showAlert('error', errorText(error));
    } finally {
      setVersioning(null);
    }
  };

  return (
    <Table size="small" aria-label={t('wizard_lists_table')}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('wizard_list')}</TableHeaderCell>
          <TableHeaderCell>{t('wizard_list_kind')}</TableHeaderCell>
          <TableHeaderCell>{t('wizard_versioning')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {lists.map((list) => {
          const checked = picked.some((p) => p.listID === list.listID);
          const pickable = canPickList(list, picked, contentTypeID);
          return (
            <TableRow key={list.listID}>
              <TableCell>
                <Checkbox
                  label={list.name}
                  checked={checked}
                  disabled={!pickable}
                  onChange={(_, data) => toggle(list, Boolean(data.checked))}
                />
              </TableCell>
              <TableCell>{t(list.isLibrary ? 'wizard_list_library' : 'wizard_list_list')}</TableCell>
              <TableCell>
                {list.versioned ? (
                  <Badge appearance="tint" color="success">
                    {t('wizard_versioning_on')}
                  </Badge>
                ) : (
                  <Button
                    size="small"
                    disabled={!list.allowManage || versioning !== null}
                    aria-label={t('wizard_enable_versioning_of', { list: list.name })}
                    onClick={() => void switchOnVersioning(list)}
                  >
                    {t('wizard_enable_versioning')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
