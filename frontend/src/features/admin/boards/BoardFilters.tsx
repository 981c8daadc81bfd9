import { useState } from 'react';
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular, SearchRegular } from '@fluentui/react-icons';
import { useT } from '../../../i18n/useT';
import { type Person, PeoplePicker } from '../../../ui/fields/PeoplePicker';
import { ON_PHONE } from '../../../ui/media';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalL },
  search: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalS,
    flexGrow: 1,
    flexBasis: '320px',
    minWidth: 0,
  },
  field: { flexGrow: 1, minWidth: 0, [ON_PHONE]: { flexBasis: '100%' } },
  input: { width: '100%' },
  owner: { flexGrow: 1, flexBasis: '280px', minWidth: 0, maxWidth: '480px' },
});

/**
 * The board list's filters (spec 3 sections 2 and 5): part of a board's name, searched on Enter or the button
 * and reset by clearing the box (its clear button, or emptied by hand), and an owner picked from the directory.
 */
export function BoardFilters({
  search,
  owner,
  onSearch,
  onOwner,
}: {
  search: string;
  owner: Person[];
  onSearch: (search: string) => void;
  onOwner: (owner: Person[]) => void;
}) {
  const styles = useStyles();
  const t = useT();
  const [text, setText] = useState(search);
  return (
    <div className={styles.bar}>
      <form
        role="search"
        aria-label={t('admin_boards_search_label')}
        className={styles.search}
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text.trim());
        }}
      >
        <Field className={styles.field} label={t('admin_boards_search')}>
          <Input
            className={styles.input}
            value={text}
            placeholder={t('admin_boards_search_hint')}
            contentBefore={<SearchRegular aria-hidden />}
            contentAfter={
              text && (
                <Button
                  appearance="transparent"
                  size="small"
                  icon={<DismissRegular />}
                  aria-label={t('control_clear_search')}
                  onClick={() => {
                    setText('');
                    onSearch('');
                  }}
                />
              )
            }
            onChange={(_, data) => {
              setText(data.value);
              if (data.value === '') onSearch('');
            }}
          />
        </Field>
        <Button type="submit" icon={<SearchRegular />}>
          {t('admin_boards_search_button')}
        </Button>
      </form>
      <Field className={styles.owner} label={t('admin_boards_owner')}>
        <PeoplePicker people={owner} multi={false} label={t('admin_boards_owner')} onChange={onOwner} />
      </Field>
    </div>
  );
}
