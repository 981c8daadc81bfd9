import { useState } from 'react';
import { Button, Checkbox, Spinner, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { type BoardConfig, type ListView, type SourceList, offeredViewsOf, viewListKey } from '@listboard/shared';
import { useListsViews } from '../../../../api/viewEndpoints';
import { useT } from '../../../../i18n/useT';
import { InlineAlert } from '../../../../ui/alerts';
import { useWizard } from '../../WizardContext';
import { WizardSection } from '../../WizardSection';
import { NewViewForm } from './NewViewForm';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS, listStyleType: 'none', margin: 0, padding: 0 },
  group: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start' },
  view: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
});

/** A stored view is a loose object: it is known by its name, its title or its id, whichever it has. */
function viewName(view: Record<string, unknown>, index: number): string {
  const name = [view.name, view.title, view.id].find((value) => typeof value === 'string' && value.trim() !== '');
  return typeof name === 'string' ? name : `#${index + 1}`;
}

const isView = (entry: Record<string, unknown>, list: SourceList, view: ListView) =>
  typeof entry.listID === 'string' && viewListKey(entry.listID) === viewListKey(list.listID) && entry.id === view.id;

/** The draft offering `view` of `list` or not; an offered view keeps its title, for the board's filters panel. */
function withOffered(draft: BoardConfig, list: SourceList, view: ListView, on: boolean): BoardConfig {
  const others = draft.views.filter((entry) => !isView(entry, list, view));
  return { ...draft, views: on ? [...others, { listID: list.listID, id: view.id, title: view.title }] : others };
}

/**
 * Step 1: the list views the board offers as filters (the `views` setting): each list's real views to pick from,
 * and on a list the person manages, a new view where the host keeps views (the built-in store; SharePoint's are
 * made in SharePoint, so a SharePoint list offers none).
 * Views the configuration names that the lists no longer have (an import, a view deleted since) can be removed.
 */
export function ViewsSection() {
  const styles = useStyles();
  const t = useT();
  const { draft, update } = useWizard();
  const lists = draft.source.lists;
  const answers = useListsViews(lists);
  const [creatingFor, setCreatingFor] = useState<string | null>(null);
  const loaded = answers.every((answer) => answer.data);
  const known = lists.flatMap((list, index) => (answers[index].data ?? []).map((view) => ({ list, view })));
  const stale = draft.views.filter((entry) => loaded && !known.some(({ list, view }) => isView(entry, list, view)));
  const offeredIds = new Set(offeredViewsOf(draft.views).map((view) => `${viewListKey(view.listID)}|${view.id}`));
  return (
    <WizardSection title={t('cfg_views_title')} hint={t('cfg_views_hint')}>
      {answers.some((answer) => answer.isPending) && <Spinner size="tiny" label={t('cfg_views_loading')} />}
      {answers.map((answer, index) =>
        answer.error ? (
          <InlineAlert key={lists[index].listID} intent="error" message={t('cfg_views_load_error', { message: answer.error.message })} />
        ) : null,
      )}
      {loaded && known.length === 0 && <Text>{t('cfg_views_none_offered')}</Text>}
      {lists.map((list, index) => (
        <div key={list.listID} role="group" aria-label={t('cfg_views_of', { list: list.name })} className={styles.group}>
          <Subtitle2>{t('cfg_views_of', { list: list.name })}</Subtitle2>
          {(answers[index].data ?? []).map((view) => (
            <Checkbox
              key={view.id}
              label={view.title}
              checked={offeredIds.has(`${viewListKey(list.listID)}|${view.id}`)}
              onChange={(_, data) => update((d) => withOffered(d, list, view, data.checked === true))}
            />
          ))}
          {list.allowManageViews === true && creatingFor !== list.listID && (
            <Button size="small" appearance="subtle" icon={<AddRegular />} onClick={() => setCreatingFor(list.listID)}>
              {t('cfg_view_new', { list: list.name })}
            </Button>
          )}
          {creatingFor === list.listID && (
            <NewViewForm
              list={list}
              onCancel={() => setCreatingFor(null)}
              onSaved={(view) => {
                setCreatingFor(null);
                update((d) => withOffered(d, list, view, true));
              }}
            />
          )}
        </div>
      ))}
      {stale.length > 0 && (
        <ul className={styles.list} aria-label={t('cfg_views_configured')}>
          {stale.map((view, index) => {
            const name = viewName(view, index);
            return (
              <li key={`${name}:${index}`} className={styles.view}>
                <Text>{name}</Text>
                <Button
                  size="small"
                  appearance="subtle"
                  icon={<DeleteRegular />}
                  aria-label={t('cfg_view_remove', { name })}
                  onClick={() => update((d) => ({ ...d, views: d.views.filter((entry) => entry !== view) }))}
                />
              </li>
            );
          })}
        </ul>
      )}
    </WizardSection>
  );
}
