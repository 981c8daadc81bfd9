import { useState } from 'react';
import { Button, Checkbox, Field as FluentField, Input, makeStyles, tokens } from '@fluentui/react-components';
import type { Condition, ListView, SourceList } from '@listboard/shared';
import { useSaveListView } from '../../../../api/viewEndpoints';
import { useT } from '../../../../i18n/useT';
import { InlineAlert } from '../../../../ui/alerts';
import { FieldDropdown } from '../../controls/LabelledSelect';
import { RuleConditions } from '../../controls/RuleConditions';
import { useWizard } from '../../WizardContext';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalS },
  actions: { display: 'flex', columnGap: tokens.spacingHorizontalS },
});

interface NewViewFormProps {
  list: SourceList;
  onSaved: (view: ListView) => void;
  onCancel: () => void;
}

/**
 * A new view of a built-in list, as its managers make one: a name, conditions of the condition builder and a sort.
 * SharePoint's views are made in SharePoint: the server says so, and the form shows it.
 */
export function NewViewForm({ list, onSaved, onCancel }: NewViewFormProps) {
  const styles = useStyles();
  const t = useT();
  const { fields } = useWizard();
  const save = useSaveListView(list);
  const [title, setTitle] = useState('');
  const [conditions, setConditions] = useState<Condition[]>([]);
  const [sortField, setSortField] = useState<string | null>(null);
  const [descending, setDescending] = useState(false);
  const submit = () =>
    save.mutate(
      { url: list.url, view: { title, conditions, sort: sortField ? [{ field: sortField, ascending: !descending }] : [] } },
      { onSuccess: onSaved },
    );
  return (
    <form
      className={styles.form}
      aria-label={t('cfg_view_new', { list: list.name })}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <FluentField label={t('cfg_view_name')} required>
        <Input value={title} onChange={(_, data) => setTitle(data.value)} />
      </FluentField>
      <RuleConditions conditions={conditions} onChange={setConditions} />
      <FieldDropdown label={t('cfg_view_sort_field')} fields={fields} value={sortField} allowNone onChange={setSortField} />
      <Checkbox label={t('cfg_view_sort_descending')} checked={descending} onChange={(_, data) => setDescending(data.checked === true)} />
      {save.error && <InlineAlert intent="error" message={t('cfg_view_save_failed', { message: save.error.message })} />}
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={title.trim() === '' || save.isPending}>
          {t('cfg_view_save')}
        </Button>
        <Button onClick={onCancel}>{t('confirm_cancel')}</Button>
      </div>
    </form>
  );
}
