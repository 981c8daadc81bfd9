import { useState } from 'react';
import {
  Button,
  Dropdown,
  Field as FluentField,
  MessageBar,
  MessageBarBody,
  Option,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { listsWithContentType } from '@listboard/shared';
import { fetchContentTypes, fetchSiteLists, fetchWebs } from '../../../../api/configEndpoints';
import { readPageParameters } from '../../../../host/hostQuery';
import { useT } from '../../../../i18n/useT';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';
import { problemText } from '../../problemText';
import { WizardSection } from '../../WizardSection';
import { useProblemAt, useWizard } from '../../WizardContext';
import { ListsTable, sourceListOf } from './ListsTable';
import { NewListDialog } from './NewListDialog';
import { NewFieldDialog } from './NewFieldDialog';
import { useSourceChange } from './useSourceChange';
import { queryKeys } from '../../../../api/queryKeys';
import { DROPDOWN_TEXTS } from '../../../../ui/controlTexts';

const useStyles = makeStyles({
  pickers: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  picker: { minWidth: '260px' },
  adder: { alignSelf: 'flex-start' },
});

const ANY_CONTENT_TYPE = '';

/** Spec 2 section 2, the lists picker: a site, an optional content type and the lists of that site, or a new list. */
export function SourceListsSection() {
  const styles = useStyles();
  const t = useT();
  const { draft } = useWizard();
  const hostSite = readPageParameters(useLocation().search).SPHostUrl ?? '';
  const [siteUrl, setSiteUrl] = useState(draft.source.lists[0]?.url ?? hostSite);
  const webs = useQuery({
    queryKey: queryKeys.siteWebs(hostSite),
    queryFn: ({ signal }) => fetchWebs(hostSite, signal),
    staleTime: Infinity,
  });
  const lists = useQuery({ queryKey: queryKeys.siteLists(siteUrl), queryFn: ({ signal }) => fetchSiteLists(siteUrl, signal) });
  const contentTypes = useQuery({
    queryKey: queryKeys.siteContentTypes(siteUrl),
    queryFn: ({ signal }) => fetchContentTypes(siteUrl, signal),
    staleTime: Infinity,
  });
  const change = useSourceChange();
  const [addingField, setAddingField] = useState(false);
  const [creatingList, setCreatingList] = useState(false);
  const sourceProblem = useProblemAt('source.lists');
  const contentTypeID = draft.source.contentTypeID ?? null;
  const noManage = draft.source.lists.filter((list) => list.allowManage === false);

  const chooseContentType = (id: string) => {
    const contentType = id === ANY_CONTENT_TYPE ? null : id;
    change.request({ lists: listsWithContentType(draft.source.lists, contentType), contentTypeID: contentType });
  };

  return (
    <WizardSection title={t('wizard_lists_section')} hint={t('wizard_lists_hint')}>
      <div className={styles.pickers}>
        <FluentField label={t('wizard_site')} className={styles.picker}>
          <Dropdown
            {...DROPDOWN_TEXTS}
            value={webs.data?.find((w) => w.url === siteUrl)?.title ?? siteUrl}
            selectedOptions={[siteUrl]}
            onOptionSelect={(_, data) => data.optionValue && setSiteUrl(data.optionValue)}
          >
            {(webs.data ?? []).map((web) => (
              <Option key={web.url} value={web.url} text={web.title}>
                {web.title}
              </Option>
            ))}
          </Dropdown>
        </FluentField>
        <FluentField label={t('wizard_content_type')} className={styles.picker}>
          <Dropdown
            {...DROPDOWN_TEXTS}
            value={contentTypes.data?.find((c) => c.id === contentTypeID)?.name ?? t('wizard_any_content_type')}
            selectedOptions={[contentTypeID ?? ANY_CONTENT_TYPE]}
            onOptionSelect={(_, data) => chooseContentType(data.optionValue ?? ANY_CONTENT_TYPE)}
          >
            <Option value={ANY_CONTENT_TYPE}>{t('wizard_any_content_type')}</Option>
            {(contentTypes.data ?? []).map((contentType) => (
              <Option key={contentType.id} value={contentType.id}>
                {contentType.name}
              </Option>
            ))}
          </Dropdown>
        </FluentField>
      </div>
      {lists.isPending && <Spinner size="small" label={t('loading')} />}
      {lists.error && (
        <MessageBar intent="error">
          <MessageBarBody>{lists.error.message}</MessageBarBody>
        </MessageBar>
      )}
      {lists.data?.length === 0 && (
        <MessageBar intent="warning">
          <MessageBarBody>{t('no_lists_with_fields')}</MessageBarBody>
        </MessageBar>
      )}
      {lists.data && lists.data.length > 0 && (
        <ListsTable
          lists={lists.data}
          picked={draft.source.lists}
          contentTypeID={contentTypeID}
          onChange={(picked) => change.request({ lists: picked, contentTypeID })}
        />
      )}
      <Button className={styles.adder} icon={<AddRegular />} onClick={() => setCreatingList(true)}>
        {t('wizard_new_list_open')}
      </Button>
      <NewListDialog
        open={creatingList}
        siteUrl={siteUrl}
        boardName={draft.name}
        onClose={() => setCreatingList(false)}
        onCreated={(list) => {
          setCreatingList(false);
          change.request({ lists: [sourceListOf(list)], contentTypeID: null });
        }}
      />
      {change.loadingFields && <Spinner size="small" label={t('wizard_loading_fields')} />}
      {draft.source.lists.length > 0 && !change.loadingFields && (
        <Button className={styles.adder} icon={<AddRegular />} onClick={() => setAddingField(true)}>
          {t('wizard_new_field_open')}
        </Button>
      )}
      <NewFieldDialog open={addingField} onClose={() => setAddingField(false)} />
      {sourceProblem && (
        <MessageBar intent="error">
          <MessageBarBody>{problemText(t, sourceProblem)}</MessageBarBody>
        </MessageBar>
      )}
      {noManage.map((list) => (
        <MessageBar key={list.listID} intent="warning">
          <MessageBarBody>{t('managelist_permission_denied', { list: list.name })}</MessageBarBody>
        </MessageBar>
      ))}
      <ConfirmDialog
        open={change.pending !== null}
        title={t('wizard_source_change_title')}
        text={t('confirm_source_changes')}
        confirmLabel={t('wizard_source_change_confirm')}
        cancelLabel={t('wizard_source_change_cancel')}
        onConfirm={change.confirm}
        onCancel={change.cancel}
      />
    </WizardSection>
  );
}
